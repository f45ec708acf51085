"""Member dupe suggestions (spec §3 Dupe, §7 Dupes): submit payload, the suggestion with its evidence."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from api.content.schemas import Author, ImageOut, ItemId
from api.envelope import RequestBody, UtcDatetime
from api.products.schemas import ProductListItem

ComparedBy = Literal["price_per_unit", "price", "none"]


class DupeSubmitIn(RequestBody):
    """A new suggestion without `dupe_id`; an edit of your own with it."""

    dupe_id: ItemId | None = Field(default=None, description="Only to edit one of your suggestions.")
    original_product_id: ItemId
    dupe_product_id: ItemId = Field(description="The product you suggest instead of the original.")
    title: str = Field(min_length=1, max_length=200)
    description: str = Field(default="", max_length=5000)
    images: list[ItemId] = Field(default_factory=list, max_length=9, description="File-host ids of your uploads.")
    is_private: bool = False


class DupeSubmitOut(BaseModel):
    dupe_id: int
    created: bool  # false on an edit


class DupeEvidence(BaseModel):
    """What the ingredient engine says about the pair, by the rules it applies to its own dupes."""

    score: float  # the finder's blend: 50% Jaccard, 30% key actives kept, 20% label order
    jaccard: float
    shared_count: int
    shared_key_ingredients: list[str]  # key actives both have
    missing_key_ingredients: list[str]  # the original's key actives the dupe lacks
    extra_key_ingredients: list[str]  # key actives the dupe adds
    compared_by: ComparedBy  # per ml/g when both sizes are known, else by price; "none" without two prices
    saving: float | None  # original minus dupe in the compared unit (USD, or USD per ml/g); negative: dearer
    saving_percent: float | None
    very_different: bool  # the formulas fail the finder's own dupe rules (allowed, but said)
    note: str  # the evidence in plain words


class DupeSuggestionOut(BaseModel):
    dupe_id: int
    original: ProductListItem
    dupe: ProductListItem
    title: str
    description: str
    author: Author
    images: list[ImageOut]
    evidence: DupeEvidence
    is_private: bool
    like_count: int
    star_count: int
    comment_count: int
    liked: bool  # by the viewer
    starred: bool
    is_owner: bool
    # accepted (others see it, unless private), or pending / rejected: only its author sees it, with `held_reason`
    moderation_status: str
    held_reason: str | None  # the author's only
    created_at: UtcDatetime
    updated_at: UtcDatetime


class DupeDetailOut(BaseModel):
    dupe_info: DupeSuggestionOut
