"""What the source readers yield: normalised, database-free records, or a bad row explaining a refusal."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


class ImportFileError(Exception):
    """The file cannot be imported at all (missing, unreadable, or not of the expected format)."""


@dataclass(frozen=True, slots=True)
class BadRow:
    """A row (1-based physical line where it starts) that could not be taken as is, and why.

    A bad row is never dropped silently: it is counted and kept as an example on the `ImportRun`.
    Some bad rows still import a product (e.g. placeholder ingredients): the reason says so.
    """

    line: int
    reason: str
    excerpt: str

    def as_dict(self) -> dict[str, object]:
        return {"line": self.line, "reason": self.reason, "excerpt": self.excerpt}


def excerpt(text: object, limit: int = 160) -> str:
    s = " ".join(str(text).split())
    return s if len(s) <= limit else s[: limit - 1] + "…"


@dataclass(frozen=True, slots=True)
class ProductRecord:
    source: str
    source_id: str
    name: str
    brand: str
    category_path: tuple[str, ...]
    price: float | None
    currency: str | None
    size_text: str
    size_value: float | None  # in size_unit
    size_unit: str | None  # "ml" or "g"
    ingredients_raw: str  # verbatim (a list literal stays a list literal: the parser reads its structure)
    skin_types: tuple[str, ...] = ()
    highlights: tuple[str, ...] = ()
    source_rating: float | None = None
    source_review_count: int | None = None
    url: str = ""
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True)
class InciRecord:
    name: str
    cas_number: str
    einecs_number: str
    functions: tuple[str, ...]
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True)
class CityRecord:
    id: int
    name: str
    asciiname: str
    country_code: str
    admin1_code: str
    latitude: float
    longitude: float
    population: int
    timezone: str
    line: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True)
class ReviewRecord:
    """A review from a retailer's dataset, by an author known only by the retailer's id."""

    source: str
    source_id: str  # unique within the source (file and row of the original dataset)
    author_id: str
    product_source_id: str  # the product's source_id in the same source's catalogue
    rating: int
    title: str
    text: str
    skin_type: str | None  # one of our skin types, or None
    submitted_on: date | None
    is_recommended: bool | None
    received_free: bool
