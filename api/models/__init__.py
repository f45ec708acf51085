"""All ORM models, one module per aggregate; importing this package registers them on the metadata."""

from api.models.analyses import SavedAnalysis
from api.models.catalog import (
    Brand,
    Category,
    City,
    ImportRun,
    Inci,
    InciReaction,
    Product,
    ProductIngredient,
    ProductReaction,
)
from api.models.community import (
    Comment,
    CommentReaction,
    Dupe,
    DupeReaction,
    FeedbackReaction,
    ProductFeedback,
    ProductRating,
    ProductRatingValue,
    RatingCriterion,
    Report,
    Review,
    ReviewReaction,
    Routine,
    RoutineProduct,
    RoutineReaction,
    Shelf,
    ShelfItem,
)
from api.models.files import ContentImage, UploadedFile
from api.models.outbox import HttpCacheChange, MailMessage, NotificationEvent, SearchOutbox
from api.models.product_groups import ProductGroup, ProductGroupDecision, ProductGroupLink, ProductGroupReport
from api.models.users import (
    AuthToken,
    Follow,
    NotificationMessage,
    NotificationSetting,
    Registration,
    SocialAccount,
    Subscription,
    User,
    VerificationCode,
)

__all__ = [
    "AuthToken", "Brand", "Category", "City", "Comment", "CommentReaction", "ContentImage", "Dupe",
    "DupeReaction", "FeedbackReaction", "Follow", "ImportRun", "Inci", "InciReaction", "MailMessage",
    "NotificationEvent", "NotificationMessage", "NotificationSetting", "Product", "ProductFeedback", "ProductGroup",
    "ProductGroupDecision", "ProductGroupLink", "ProductGroupReport", "ProductIngredient",
    "ProductRating", "ProductRatingValue", "ProductReaction", "RatingCriterion", "Registration", "Report", "Review",
    "ReviewReaction",
    "Routine", "RoutineProduct", "RoutineReaction", "SavedAnalysis", "SearchOutbox", "HttpCacheChange", "Shelf", "ShelfItem", "SocialAccount",
    "Subscription", "UploadedFile", "User", "VerificationCode",
]
