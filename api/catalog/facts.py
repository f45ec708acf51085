"""What a product card is made of: the card columns of a product, its brand and its category. The snapshots here
list them once (`queries.CARD_COLUMNS` and the like are made from their fields); a card is built from them
(`card_rows`: ranked lists, kept per process by `public_cards`) or from the ORM rows (product pages, paged lists),
which have the same attributes, so one card builder serves both."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from api.catalog.schemas import ProductListItem
    from api.models import Brand, Category, Product


@dataclass(frozen=True, slots=True)
class ProductFacts:
    """A product's card columns as read (never changed: a change of the product is a new snapshot): what a card, a
    similar item (retailer, listing) and a dupe's price comparison read of a product."""

    id: int
    name: str
    brand_id: int
    category_id: int | None
    image_url: str
    size_text: str
    size_value: float | None
    size_unit: str | None
    price: float | None
    currency: str | None
    price_usd: float | None
    price_per_unit_usd: float | None
    rating_avg: float | None
    review_count: int
    like_count: int
    status: str
    source: str
    submitted_by: int | None
    source_rating: float | None
    source_review_count: int | None
    member_rating: float | None
    member_rating_count: int
    group_id: int | None  # the product's listings share it (issue 23)
    # The card every viewer sees, built once (`cards.card`) when the product and its brand are public.
    public_card: ProductListItem | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class BrandFacts:
    id: int
    name: str
    status: str
    submitted_by: int | None


@dataclass(frozen=True, slots=True)
class CategoryFacts:
    id: int
    name: str
    path: str
    parent_id: int | None


FactsRow = tuple[ProductFacts, BrandFacts, CategoryFacts | None]


def column_names(facts: type) -> tuple[str, ...]:
    """The columns a snapshot class holds, in its order (what is read for it, positionally)."""
    return tuple(f.name for f in fields(facts) if f.name != "public_card")


# A card's product, brand and category: the ORM row or its snapshot (the same attributes).
CardProduct: TypeAlias = "Product | ProductFacts"
CardBrand: TypeAlias = "Brand | BrandFacts"
CardCategory: TypeAlias = "Category | CategoryFacts"
CardRow: TypeAlias = "tuple[CardProduct, CardBrand, CardCategory | None]"
