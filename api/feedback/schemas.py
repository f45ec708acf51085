"""Ratings and product feedback (spec §3 Rating, Rating submit payload, Feedback submit payload; §7 Products,
Feedback): request bodies and what the product page, the feedback detail and the lists show."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, BeforeValidator, Field

from api.catalog.schemas import ProductRef
from api.content.schemas import Author, ContentState, ImageOut, ItemId
from api.envelope import RequestBody, UtcDatetime


def _not_bool(value: object) -> object:
    if isinstance(value, bool):  # JSON true is not a 1-star rating
        raise ValueError("A rating is a number.")
    return value


def _rating(value: float | None) -> float | None:
    """0 (or null) is "unrated" and stored as null (spec §4 Rating); otherwise 1 to 5 in half steps."""
    if value is None or value == 0:
        return None
    if not 1 <= value <= 5 or (value * 2) != int(value * 2):
        raise ValueError("A rating is 1 to 5 in steps of 0.5, or 0 / null for unrated.")
    return float(value)


RatingValue = Annotated[float | None, BeforeValidator(_not_bool), AfterValidator(_rating)]
CriteriaName = Annotated[str, Field(min_length=1, max_length=80)]


class CriteriasIn(RequestBody):
    category_name: str = Field(default="", max_length=400,
                               description="A category name or full path ('Skincare > Moisturizers'), or a "
                                           "criteria set ('skincare'); unknown or empty: the general criteria.")
    product_id: ItemId | None = Field(default=None, description="Optional: that product's own category decides "
                                                                "(a leaf name such as 'Mini Size' is ambiguous).")


class CriterionOut(BaseModel):
    criteria_name: str  # the stable key sent back in `ratings`
    label: str
    description: str


class CriteriasOut(BaseModel):
    category_name: str
    criteria_set: str  # which set answered: skincare, makeup, hair, fragrance, bath_body, tools or general
    criteria_list: list[CriterionOut]


class CriterionRatingIn(RequestBody):
    criteria_name: CriteriaName
    rating_value: RatingValue = None


class RatingSubmitIn(RequestBody):
    """The member's one rating of a product; a new submission replaces the previous one."""

    product_id: ItemId
    category_name: str = Field(default="", max_length=400,
                               description="As the client shows it; the product's own category decides the criteria.")
    general_rating: RatingValue = None
    ratings: list[CriterionRatingIn] = Field(default_factory=list, max_length=30)
    feedback_status: Literal["pending"] = Field(default="pending", description="What the client submits (spec §4); "
                                                "the server decides acceptance.")


class RatingSubmitOut(BaseModel):
    rating_id: int
    feedback_id: int
    feedback_status: str  # of the member's feedback post: accepted, pending or rejected


class FeedbackSubmitIn(RatingSubmitIn):
    feedback_id: ItemId | None = Field(default=None, description="Your feedback post on this product (from "
                                       "ratings/submit); without it your post on the product is found or made.")
    file_ids: list[ItemId] = Field(default_factory=list, max_length=9, description="File-host ids of your uploads.")
    feedback_text: str = Field(default="", max_length=10_000)
    feedback_title: str = Field(default="", max_length=200)
    is_private: bool | None = Field(default=None, description="Omitted: a new post is public, an edit keeps its state.")


class FeedbackSubmitOut(BaseModel):
    feedback_id: int
    rating_id: int
    feedback_status: str  # accepted, or pending with held_reason
    held_reason: str | None


class CriterionRatingOut(BaseModel):
    criteria_name: str
    label: str
    rating_value: float | None  # null: unrated


class FeedbackFields(BaseModel):
    """A feedback post's own fields, before the shared `ContentState` ones."""

    feedback_id: int
    product: ProductRef
    author: Author
    feedback_title: str
    feedback_text: str
    general_rating: float | None
    ratings: list[CriterionRatingOut]
    feedback_status: str  # accepted | pending | rejected (others only ever see accepted ones)
    held_reason: str | None  # the owner's only: why it waits for (or was refused by) a moderator
    images: list[ImageOut]


class FeedbackOut(ContentState, FeedbackFields):
    created_at: UtcDatetime
    updated_at: UtcDatetime


class AverageOut(BaseModel):
    average: float | None  # null when nobody rated it
    count: int


class CriterionAverageOut(AverageOut):
    criteria_name: str
    label: str


class MyRatingValue(BaseModel):
    criteria_name: str
    rating_value: float | None


class MyRatingOut(BaseModel):
    general_rating: float | None
    ratings: list[MyRatingValue]
    feedback_id: int | None
    feedback_status: str | None


class RatingSummaryOut(BaseModel):
    """Averages over the product's publicly visible feedback only (accepted, not private, author not deleted)."""

    product_id: int
    category_name: str | None  # the product's leaf category, as product detail shows it
    criteria_set: str
    general: AverageOut
    criteria: list[CriterionAverageOut]
    mine: MyRatingOut | None  # the signed-in member's own rating, whatever its feedback's state
