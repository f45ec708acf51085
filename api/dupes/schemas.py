"""Dupes (spec §3 Dupe, §7 Dupes): the find-dupe list (`GET /product/dupes`) in its two modes, and member
suggestions (submit payload, the suggestion with its evidence)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from api.analysis.schemas import HeroActiveOut
from api.catalog.schemas import ProductListItem
from api.content.schemas import Author, ContentState, ImageOut, ItemId
from api.envelope import RequestBody, UtcDatetime

ComparedBy = Literal["price_per_unit", "price", "none"]
# "same_job": keeps the hero actives, the same kind of product, then the base, then the saving (issue 27 §2);
# "closest_formula": the ingredient-overlap ranking (identical lists first).
DupeMode = Literal["same_job", "closest_formula"]


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


class DupeSuggestionFields(BaseModel):
    """A dupe suggestion's own fields, before the shared `ContentState` ones."""

    dupe_id: int
    original: ProductListItem
    dupe: ProductListItem
    title: str
    description: str
    author: Author
    images: list[ImageOut]
    evidence: DupeEvidence


class DupeSuggestionOut(ContentState, DupeSuggestionFields):
    # accepted (others see it, unless private), or pending / rejected: only its author sees it, with `held_reason`
    moderation_status: str
    held_reason: str | None  # the author's only
    created_at: UtcDatetime
    updated_at: UtcDatetime


class DupeDetailOut(BaseModel):
    dupe_info: DupeSuggestionOut


# --- the find-dupe list -----------------------------------------------------------------------------------------


class DupeScoreParts(BaseModel):
    """The formula evidence of a pair (the closest-formula blend), in both modes."""

    jaccard: float  # ingredient-set overlap
    actives_overlap: float  # share of the original's key actives the dupe also has
    order_agreement: float  # label order of the shared ingredients, (1 + Kendall tau) / 2
    weights: list[float]  # (jaccard, actives, order) blend weights of the closest-formula score


class JobScoreParts(BaseModel):
    """How a "same job" score is made (each part in [0, 1]; `score` = the weighted sum)."""

    hero: float  # the original's hero actives kept (same form and comparable concentration count more)
    kind: float  # 1 the same kind of product, 0.5 one that does the same job
    base: float  # the square root of the ingredient overlap (Jaccard)
    saving: float  # the saving as a share of the original's price
    weights: list[float]  # (hero, kind, base, saving)


class HeroKeptOut(BaseModel):
    """One hero active of the original, as this dupe keeps it (or not)."""

    active_class: str
    hero: str  # the original's hero, "niacinamide 10 %"
    kept: bool
    match: float  # 0..1
    form: str | None  # the dupe's form of the class
    percent: float | None  # the dupe's stated concentration
    text: str  # "keeps niacinamide 10 %", "lacks zinc"


class DupeOut(BaseModel):
    product: ProductListItem
    score: float  # the mode's score: the same-job score, or the closest-formula blend
    score_parts: DupeScoreParts
    job_parts: JobScoreParts | None = None  # the same-job mode's parts (null in closest formula)
    shared_count: int
    shared_key_ingredients: list[str]
    missing_key_ingredients: list[str]  # the original's key actives this one lacks
    extra_key_ingredients: list[str]
    heroes: list[HeroKeptOut] = Field(default_factory=list)  # per hero active of the original (same-job mode)
    kind: str | None = None  # the kind of product ("serum", "cleansing_oil" ...), one vocabulary across retailers
    kind_label: str | None = None
    # Rules the original keeps that this one breaks ("has fragrance (the original is fragrance-free)"): shown,
    # never a reason to leave a dupe out.
    differences: list[str] = Field(default_factory=list)
    compared_by: str  # "price_per_unit" or "price"
    original_price: float | None
    original_price_per_unit: float | None
    saving: float | None  # original minus dupe, in the compared unit (USD, or USD per ml/g)
    saving_percent: float | None
    explanation: str
    # Member suggestions (the find-dupe page): computed by the engine, suggested by members, or both. Votes are
    # shown, never mixed into the order: the computed dupes come by `score`, then products only members name.
    source: Literal["computed", "member", "both"] = "computed"
    suggestion_count: int = 0  # suggestions of this pair the viewer may see
    suggestion_votes: int = 0  # likes on those suggestions
    suggestion_ids: list[int] = Field(default_factory=list)
    rank_score: float = 0.0  # the score the list is ordered by (= score; kept for older clients)


class DupesOut(BaseModel):
    product_id: int
    k: int
    mode: DupeMode = "same_job"
    hero_actives: list[HeroActiveOut] = Field(default_factory=list)  # what the original is made for
    kind: str | None = None  # the original's kind of product
    kind_label: str | None = None
    min_shared: int
    min_score: float
    items: list[DupeOut]
    catalog_version: str
    method: str  # how dupes are chosen and ranked, in plain words
