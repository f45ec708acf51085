"""Request and response models of products: detail, reactions, analysis, similarity, dupes, compare, submit."""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, Field, field_validator, model_validator

from api.analysis.schemas import (
    MAX_INGREDIENT_LIST_CHARS,
    AnalysedIngredient,
    AnalysisOut,
    AnalysisSummary,
    HeroActiveOut,
    PersonalFit,
)
from api.catalog.schemas import MemberRating, ProductListItem, RetailerRating
from api.envelope import RequestBody, UtcDatetime
from api.files.hosted import hosted_image_url

ProductId = Annotated[int, Field(ge=1, le=2**53)]
SizeUnit = Literal["ml", "l", "fl_oz", "g", "kg"]


def _printable(value: str) -> str:
    if any(not ch.isprintable() for ch in value):
        raise ValueError("Use letters, digits and punctuation only.")
    return value


Printable = Annotated[str, AfterValidator(_printable)]


# --- requests -------------------------------------------------------------------------------------


class ProductIdIn(RequestBody):
    product_id: ProductId


class CompareIn(RequestBody):
    product_ids: list[ProductId] = Field(min_length=2, max_length=4)

    @field_validator("product_ids")
    @classmethod
    def _distinct(cls, value: list[int]) -> list[int]:
        if len(set(value)) != len(value):
            raise ValueError("Pick each product once.")
        return value


class ProductSubmitIn(RequestBody):
    name: Printable = Field(min_length=2, max_length=300)
    brand_id: ProductId
    category_id: ProductId | None = None
    ingredient_list: str = Field(min_length=3, max_length=MAX_INGREDIENT_LIST_CHARS)
    description: str = Field(default="", max_length=5000)
    size_value: float | None = Field(default=None, gt=0, le=100_000)
    size_unit: SizeUnit | None = None
    price: float | None = Field(default=None, ge=0, le=100_000)
    currency: str = Field(default="USD", pattern=r"^[A-Z]{3}$")
    image_url: str = Field(default="", max_length=500)

    @field_validator("image_url")
    @classmethod
    def _image_url(cls, value: str) -> str:
        return hosted_image_url(value) or ""

    @model_validator(mode="after")
    def _size_needs_unit(self) -> ProductSubmitIn:
        if (self.size_value is None) != (self.size_unit is None):
            raise ValueError("Give the size with its unit (for example 50 and ml), or neither.")
        return self


class BrandSubmitIn(RequestBody):
    name: Printable = Field(min_length=1, max_length=200)

    @field_validator("name")
    @classmethod
    def _has_letters(cls, value: str) -> str:
        if not re.search(r"\w", value):
            raise ValueError("A brand name needs at least one letter or digit.")
        return value


# --- responses ------------------------------------------------------------------------------------


class ReactionState(BaseModel):
    product_id: int
    liked: bool
    disliked: bool
    starred: bool
    like_count: int
    dislike_count: int
    star_count: int


class BrandRef(BaseModel):
    brand_id: int
    name: str
    status: str


class CategoryRef(BaseModel):
    category_id: int
    name: str
    path: str


class ProductIngredientOut(AnalysedIngredient):
    """One entry of the product's list in label order, with what the analyser found about it."""

    seq: int
    inci_id: int | None
    inci_uuid: str | None


class ListingOut(BaseModel):
    """One retailer's offer of the product (a listing)."""

    product_id: int
    retailer: str  # display name of the retailer (its file)
    source: str
    name: str  # the retailer's name for it
    size_text: str
    size_value: float | None  # in ml or g
    size_unit: str | None  # "ml" | "g"
    price: float | None
    currency: str | None
    price_usd: float | None
    price_per_unit_usd: float | None  # USD per ml or per g (one currency for every retailer)
    source_url: str  # the retailer's page ("" when the file has no link)
    source_rating: float | None  # the retailer's own rating ...
    source_review_count: int | None  # ... and how many reviews it counts
    price_note: str | None = None  # "promotional price", "sample or gift set": not the product's price
    cheapest_per_unit: bool = False  # the lowest USD per ml/g among comparable prices
    current: bool = False  # the listing this page is about


class FormulaRef(BaseModel):
    """Another formula of the product (the same name with another list), kept apart."""

    product_id: int
    name: str
    retailer: str


class ProductDetail(BaseModel):
    product_id: int
    name: str
    status: str  # active; pending or rejected: a member's submission, seen by its submitter only
    held_reason: str | None = None  # why a moderator refused the submission (the submitter's only)
    brand: BrandRef
    category_name: str | None  # spec field: the leaf category
    category_path: list[CategoryRef]  # root first
    description: str
    size_text: str
    size_value: float | None
    size_unit: str | None
    price: float | None
    currency: str | None
    price_usd: float | None
    price_per_unit_usd: float | None
    image_url: str
    skin_types: list[str]
    highlights: list[str]
    tags: list[str]
    source: str
    source_url: str
    source_rating: float | None
    source_review_count: int | None
    rating_avg: float | None
    review_count: int
    retailer_rating: RetailerRating | None
    member_rating: MemberRating | None
    ingredients_raw: str
    ingredient_list: list[ProductIngredientOut]
    analysis: AnalysisSummary
    made_for: list[HeroActiveOut] = []  # the hero actives, named ones first (issue 27 §1)
    # For a signed-in member with a saved skin type or concerns: how this list suits them (else null).
    personal: PersonalFit | None = None
    reaction: ReactionState
    created_at: UtcDatetime
    # The product at every retailer (issue 23): its group and every listing of it, cheapest per ml/g first ("Where
    # to buy"); other formulas of it (the same name, another list) are linked, not merged.
    group_id: int | None = None
    listings: list[ListingOut] = []
    other_formulas: list[FormulaRef] = []


class CompareProduct(BaseModel):
    product: ProductListItem
    ingredients: list[str]  # canonical names (raw text when unrecognised) in label order
    analysis: AnalysisSummary


class UniqueIngredients(BaseModel):
    product_id: int
    ingredients: list[str]


class CompareOut(BaseModel):
    product_ids: list[int]
    products: list[CompareProduct]
    shared_ingredients: list[str]  # in every product, in the first product's order
    unique_ingredients: list[UniqueIngredients]  # in this product only
    similarity: list[list[float]]  # Jaccard, rows and columns in product_ids order
    metric: str


class ProductSubmitOut(BaseModel):
    product_id: int
    status: str
    analysis: AnalysisOut


class BrandSubmitOut(BaseModel):
    brand_id: int
    name: str
    status: str
