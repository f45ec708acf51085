"""Reviews (spec §3 Review, §7 Reviews): submit payload, the review as shown, product review lists."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from api.catalog.schemas import ProductRef
from api.content.schemas import Author, ContentState, ImageOut, ItemId
from api.envelope import RequestBody, UtcDatetime

ReviewOrder = Literal["newest", "helpful", "rating_high", "rating_low"]


class ReviewSubmitIn(RequestBody):
    """New review without `review_id`; an edit of your own review with it."""

    review_id: ItemId | None = Field(default=None, description="Only to edit one of your reviews.")
    product_id: ItemId
    title: str = Field(default="", max_length=200)
    content: str = Field(min_length=1, max_length=10_000)
    rating: int = Field(ge=1, le=5)
    images: list[ItemId] = Field(default_factory=list, max_length=9, description="File-host ids of your uploads.")
    is_private: bool = False


class ReviewSubmitOut(BaseModel):
    review_id: int
    product_id: int
    created: bool  # false on an edit


class ReviewFields(BaseModel):
    """A review's own fields, before the shared `ContentState` ones."""

    review_id: int
    product: ProductRef
    author: Author
    title: str
    content: str
    rating: int | None
    # The author's skin type and concerns when they wrote it.
    skin_type: str | None
    concerns: list[str]
    images: list[ImageOut]


class ReviewOut(ContentState, ReviewFields):
    # accepted (others see it, unless private), or pending / rejected: only its author sees it, with `held_reason`
    moderation_status: str
    held_reason: str | None  # the author's only: why it waits for (or was refused by) a moderator
    source: str | None  # "sephora" for imported reviews; null for members' own
    received_free: bool
    created_at: UtcDatetime
    updated_at: UtcDatetime
