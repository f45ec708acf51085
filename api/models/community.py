"""Member content: reviews, routines, ratings and feedback, dupes, shelves, comments and their reactions."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, declared_attr, mapped_column

from api.db.base import Base, BigIntId, Created, IdPK, JsonType, Updated


class OwnedContent:
    """Columns every piece of member content has: owner, privacy flag, counters, timestamps."""

    id: Mapped[IdPK]
    is_private: Mapped[bool] = mapped_column(Boolean, default=False)
    like_count: Mapped[int] = mapped_column(Integer, default=0)
    star_count: Mapped[int] = mapped_column(Integer, default=0)
    comment_count: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[Created]
    updated_at: Mapped[Updated]

    @declared_attr
    def user_id(cls) -> Mapped[int]:  # noqa: N805 - SQLAlchemy declared_attr convention
        return mapped_column(BigIntId, ForeignKey("users.id", ondelete="CASCADE"), index=True)


class Moderated:
    """What the moderation check (api/moderation) decided: `accepted` items are public (unless private); `pending`
    (held by the automatic check, with `held_reason`) and `rejected` (by a moderator, with the reason) ones are
    their author's alone."""

    moderation_status: Mapped[str] = mapped_column(String(20), default="accepted", server_default="accepted")
    held_reason: Mapped[str | None] = mapped_column(String(200))
    moderated_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Review(OwnedContent, Moderated, Base):
    __tablename__ = "reviews"
    __table_args__ = (Index("ix_reviews_product", "product_id", "is_private", "id"),)

    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"))
    title: Mapped[str] = mapped_column(String(200), default="")
    content: Mapped[str] = mapped_column(Text, default="")
    rating: Mapped[int | None] = mapped_column(Integer)
    skin_type: Mapped[str | None] = mapped_column(String(20))
    # The author's skin type and concerns when the review was written (not their profile today).
    concerns: Mapped[list[str] | None] = mapped_column(JsonType)
    would_repurchase: Mapped[bool | None] = mapped_column(Boolean)
    received_free: Mapped[bool] = mapped_column(Boolean, default=False)
    source: Mapped[str | None] = mapped_column(String(40))
    source_id: Mapped[str | None] = mapped_column(String(100), unique=True)


class Routine(OwnedContent, Moderated, Base):
    __tablename__ = "routines"

    title: Mapped[str] = mapped_column(String(200), default="")
    description: Mapped[str] = mapped_column(Text, default="")


class RoutineProduct(Base):
    __tablename__ = "routine_products"

    routine_id: Mapped[int] = mapped_column(ForeignKey("routines.id", ondelete="CASCADE"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), index=True)
    step_name: Mapped[str] = mapped_column(String(80), default="", server_default="")
    time_of_day: Mapped[str] = mapped_column(String(10), default="both")
    frequency: Mapped[str] = mapped_column(String(40), default="daily")
    note: Mapped[str] = mapped_column(String(500), default="")


class RatingCriterion(Base):
    """A rating criterion of a category (`/product/ratings/criterias {category_name}`)."""

    __tablename__ = "rating_criteria"
    __table_args__ = (UniqueConstraint("category_name", "criteria_name"),)

    id: Mapped[IdPK]
    category_name: Mapped[str] = mapped_column(String(120))
    criteria_name: Mapped[str] = mapped_column(String(80))
    position: Mapped[int] = mapped_column(Integer, default=0)


class ProductRating(Base):
    """A member's ratings of a product: one per member and product (a new submission replaces it)."""

    __tablename__ = "product_ratings"
    __table_args__ = (UniqueConstraint("user_id", "product_id", name="uq_product_ratings_member"),)

    id: Mapped[IdPK]
    user_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), index=True)
    category_name: Mapped[str] = mapped_column(String(120))
    # null is "unrated"; the server never stores 0 (api-contract.md "Ratings").
    general_rating: Mapped[float | None] = mapped_column(Float)
    feedback_status: Mapped[str] = mapped_column(String(20), default="pending")
    created_at: Mapped[Created]


class ProductRatingValue(Base):
    __tablename__ = "product_rating_values"
    __table_args__ = (CheckConstraint("rating_value IS NULL OR (rating_value > 0 AND rating_value <= 5)",
                                      name="range"),)

    rating_id: Mapped[int] = mapped_column(ForeignKey("product_ratings.id", ondelete="CASCADE"), primary_key=True)
    criterion_id: Mapped[int] = mapped_column(ForeignKey("rating_criteria.id", ondelete="CASCADE"), primary_key=True)
    rating_value: Mapped[float | None] = mapped_column(Float)


class ProductFeedback(OwnedContent, Base):
    __tablename__ = "product_feedback"

    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), index=True)
    rating_id: Mapped[int | None] = mapped_column(ForeignKey("product_ratings.id", ondelete="SET NULL"))
    feedback_title: Mapped[str] = mapped_column(String(200), default="")
    feedback_text: Mapped[str] = mapped_column(Text, default="")
    # pending (as submitted) → accepted (visible to others) or rejected; held ones wait for an admin.
    feedback_status: Mapped[str] = mapped_column(String(20), default="pending")
    # Why the automatic check held it for an admin ("contains a link" …); null when nothing tripped.
    held_reason: Mapped[str | None] = mapped_column(String(200))
    moderated_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Dupe(OwnedContent, Moderated, Base):
    """A member's suggestion that `dupe_product` is a (cheaper) alternative to `original_product`."""

    __tablename__ = "dupes"
    __table_args__ = (CheckConstraint("original_product_id <> dupe_product_id", name="distinct_products"),
                      UniqueConstraint("user_id", "original_product_id", "dupe_product_id",
                                       name="uq_dupes_member_pair"))

    original_product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), index=True)
    dupe_product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), index=True)
    title: Mapped[str] = mapped_column(String(200), default="")
    description: Mapped[str] = mapped_column(Text, default="")


class Shelf(Moderated, Base):
    __tablename__ = "shelves"

    id: Mapped[IdPK]
    user_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(120))
    description: Mapped[str] = mapped_column(String(500), default="")
    # What the shelf is for: custom, in_use, empties, wishlist, works_for_me, broke_me_out (the breakout
    # detective compares the last two).
    shelf_type: Mapped[str] = mapped_column(String(20), default="custom", server_default="custom")
    is_private: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[Created]
    updated_at: Mapped[Updated]


class ShelfItem(Base):
    __tablename__ = "shelf_items"

    shelf_id: Mapped[int] = mapped_column(ForeignKey("shelves.id", ondelete="CASCADE"), primary_key=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), primary_key=True)
    # How it went for the member: the "breakout detective" compares worked vs broke_me_out.
    verdict: Mapped[str | None] = mapped_column(String(20))
    note: Mapped[str] = mapped_column(String(500), default="")
    opened_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    added_at: Mapped[Created]


CONTENT_TARGETS = ("review", "routine", "feedback", "dupe")


class Comment(Moderated, Base):
    """A comment on exactly one of review, routine, feedback or dupe; replies point at their parent."""

    __tablename__ = "comments"
    __table_args__ = (
        CheckConstraint(
            "(CASE WHEN review_id IS NULL THEN 0 ELSE 1 END + CASE WHEN routine_id IS NULL THEN 0 ELSE 1 END"
            " + CASE WHEN feedback_id IS NULL THEN 0 ELSE 1 END + CASE WHEN dupe_id IS NULL THEN 0 ELSE 1 END) = 1",
            name="one_target",
        ),
    )

    id: Mapped[IdPK]
    user_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    review_id: Mapped[int | None] = mapped_column(ForeignKey("reviews.id", ondelete="CASCADE"), index=True)
    routine_id: Mapped[int | None] = mapped_column(ForeignKey("routines.id", ondelete="CASCADE"), index=True)
    feedback_id: Mapped[int | None] = mapped_column(ForeignKey("product_feedback.id", ondelete="CASCADE"), index=True)
    dupe_id: Mapped[int | None] = mapped_column(ForeignKey("dupes.id", ondelete="CASCADE"), index=True)
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("comments.id", ondelete="CASCADE"), index=True)
    replied_to_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    comment: Mapped[str] = mapped_column(Text)
    like_count: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[Created]
    # Set when its author removed a thread root that has replies: it shows as removed, the replies stay.
    removed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


def _reaction_model(class_name: str, table: str, target_table: str, kinds: tuple[str, ...]) -> type[Base]:
    """like/star rows of one content type: (member, item, kind) is the key, so repeats are harmless."""
    kinds_sql = ", ".join(f"'{k}'" for k in kinds)
    attrs = {
        "__tablename__": table,
        "__table_args__": (
            CheckConstraint(f"kind IN ({kinds_sql})", name="kind"),
            Index(f"ix_{table}_target", "target_id", "kind"),
        ),
        "__annotations__": {"user_id": Mapped[int], "target_id": Mapped[int], "kind": Mapped[str],
                            "created_at": Mapped[Created]},
        "user_id": mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True),
        "target_id": mapped_column(ForeignKey(f"{target_table}.id", ondelete="CASCADE"), primary_key=True),
        "kind": mapped_column(String(10), primary_key=True),
    }
    return type(class_name, (Base,), attrs)


class Report(Base):
    """A member's report of something another member published (`POST /api/report`): one per member and item.
    Open until a moderator settles the item (`glowdex moderation accept|reject`)."""

    __tablename__ = "reports"
    __table_args__ = (UniqueConstraint("reporter_id", "kind", "target_id", name="uq_reports_member_item"),
                      Index("ix_reports_open", "kind", "target_id", "settled_at"))

    id: Mapped[IdPK]
    reporter_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(20))  # review, routine, feedback, dupe, comment, shelf, user
    target_id: Mapped[int] = mapped_column(BigIntId)
    reason: Mapped[str] = mapped_column(String(20))
    note: Mapped[str] = mapped_column(String(500), default="", server_default="")
    created_at: Mapped[Created]
    settled_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    outcome: Mapped[str | None] = mapped_column(String(20))  # the item's fate: accepted or rejected


ReviewReaction = _reaction_model("ReviewReaction", "review_reactions", "reviews", ("like", "star"))
RoutineReaction = _reaction_model("RoutineReaction", "routine_reactions", "routines", ("like", "star"))
FeedbackReaction = _reaction_model("FeedbackReaction", "feedback_reactions", "product_feedback", ("like", "star"))
DupeReaction = _reaction_model("DupeReaction", "dupe_reactions", "dupes", ("like", "star"))
CommentReaction = _reaction_model("CommentReaction", "comment_reactions", "comments", ("like",))
