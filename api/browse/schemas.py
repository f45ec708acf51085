"""Cards that browse lists show."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from api.envelope import UtcDatetime

# How a browse list of reviews or routines is ordered: `random` (a seeded shuffle, stable across pages: the spec's
# random list), `newest`, `helpful` (most liked) or `nearest` (authors' cities nearest the viewer's city first).
BrowseOrder = Literal["random", "newest", "helpful", "nearest"]


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
    # Whose skin it is about: a review's skin type and concerns when it was written; for the other kinds the
    # author's profile today.
    skin_type: str | None = None
    concerns: list[str] = []
    # The author's city ("Lyon, FR") when they chose one on their profile; `distance_km` from the viewer's city on
    # a "members near me" list (great-circle, between the two cities' centres).
    author_city: str | None = None
    distance_km: float | None = None


class CategoryOption(BaseModel):
    """A category members can filter browse lists by; it stands for itself and everything under it."""

    category_id: int
    name: str
    path: str
    depth: int
    parent_id: int | None


class BrandLabel(BaseModel):
    brand_id: int
    name: str
    product_count: int
