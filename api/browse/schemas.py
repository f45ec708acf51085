"""Cards that browse lists show."""

from __future__ import annotations

from pydantic import BaseModel

from api.envelope import UtcDatetime


class ContentCard(BaseModel):
    """A review, routine, dupe or feedback card. `id` is the item's id under any kind; the spec's id name
    of its kind (`review_id`, `routine_id`, `dupe_id`, `feedback_id`) carries it too, the others are null."""

    type: str  # review | routine | dupe | feedback
    id: int
    review_id: int | None = None
    routine_id: int | None = None
    dupe_id: int | None = None
    feedback_id: int | None = None
    title: str
    excerpt: str
    author_id: int
    author_nickname: str
    like_count: int
    created_at: UtcDatetime
    rating: int | None = None  # a review's 1-5 rating
    # The product it is about: a review's or feedback post's product, a dupe's original; null for a routine.
    product_id: int | None = None
    product_name: str | None = None
    # True: another member's product awaiting review; `product_name` says so and nothing links to it.
    product_placeholder: bool = False


class BrandLabel(BaseModel):
    brand_id: int
    name: str
    product_count: int
