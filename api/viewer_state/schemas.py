"""The viewer's own state of what a page shows (issue 25): the part of a page that is not the same for everyone."""

from __future__ import annotations

from pydantic import BaseModel

from api.analysis.schemas import PersonalFit
from api.feedback.schemas import MyRatingOut


class ProductState(BaseModel):
    product_id: int
    liked: bool
    disliked: bool
    starred: bool  # collected
    my_rating: float | None  # the member's overall rating of the product (any listing of it), else null
    shelf_ids: list[int]  # the member's shelves holding it (any listing of it), newest shelf first
    personal: PersonalFit | None = None  # with fit=true and a saved skin type or concerns: how it suits them
    # with own=true: the member's rating of this listing and their post about it, as the ratings summary's `mine`
    # (the product page asks the summary without a token and takes this) ...
    mine: MyRatingOut | None = None
    # ... and how many of their reviews of it (any listing) others cannot see (private, or not accepted by
    # moderation): the product's public review list leaves them out, so the page asks hers with her token
    unlisted_reviews: int | None = None


class ReviewState(BaseModel):
    review_id: int
    liked: bool
    starred: bool


class ViewerStateOut(BaseModel):
    products: list[ProductState]
    reviews: list[ReviewState]
