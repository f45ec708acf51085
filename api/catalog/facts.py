"""What a product card is made of: the card columns of a product, its brand and its category, as read-only shapes
that the ORM rows (product pages, paged lists) and the plain snapshots of `card_rows` (ranked lists, kept per process
by `public_cards`) both have, so one card builder serves both."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from api.catalog.schemas import ProductListItem


class CardProduct(Protocol):
    """The product columns a card, a similar item or a dupe's price comparison reads (`queries.CARD_COLUMNS`)."""

    @property
    def id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def brand_id(self) -> int: ...
    @property
    def category_id(self) -> int | None: ...
    @property
    def image_url(self) -> str: ...
    @property
    def size_text(self) -> str: ...
    @property
    def size_value(self) -> float | None: ...
    @property
    def size_unit(self) -> str | None: ...
    @property
    def price(self) -> float | None: ...
    @property
    def currency(self) -> str | None: ...
    @property
    def price_usd(self) -> float | None: ...
    @property
    def price_per_unit_usd(self) -> float | None: ...
    @property
    def rating_avg(self) -> float | None: ...
    @property
    def review_count(self) -> int: ...
    @property
    def like_count(self) -> int: ...
    @property
    def status(self) -> str: ...
    @property
    def source(self) -> str: ...
    @property
    def submitted_by(self) -> int | None: ...
    @property
    def source_rating(self) -> float | None: ...
    @property
    def source_review_count(self) -> int | None: ...
    @property
    def member_rating(self) -> float | None: ...
    @property
    def member_rating_count(self) -> int: ...
    @property
    def group_id(self) -> int | None: ...


class CardBrand(Protocol):
    @property
    def id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def status(self) -> str: ...
    @property
    def submitted_by(self) -> int | None: ...


class CardCategory(Protocol):
    @property
    def id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def path(self) -> str: ...
    @property
    def parent_id(self) -> int | None: ...


CardRow = tuple[CardProduct, CardBrand, CardCategory | None]


@dataclass(frozen=True, slots=True)
class ProductFacts:
    """A product's card columns as read (never changed: a change of the product is a new snapshot)."""

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
