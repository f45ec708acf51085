"""The vocabulary of declarative index schemas (each kind's own is declared with its capture and its reader in
`api/search_kinds/`; the engine knows no kind).

A schema says what a document of a kind holds and what search may do with each field: full-text
match (with a boost), prefix/autocomplete, exact filters, facets, sorts and highlights. Backends
derive their physical mappings from it (tantivy fields, Elasticsearch mappings), and the query
model validates every request against it, so the server alone decides what is searchable.

Documents are plain dicts with a string "id"; keys not declared here are carried in the stored
source but not indexed.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum


class FieldType(StrEnum):
    TEXT = "text"
    # Text that also answers prefixes (autocomplete): edge n-grams in Elasticsearch, prefix term
    # automata in the embedded engine.
    TEXT_AUTOCOMPLETE = "text_autocomplete"
    KEYWORD = "keyword"
    KEYWORD_LIST = "keyword_list"
    INTEGER = "integer"
    FLOAT = "float"
    BOOL = "bool"
    # A point read from two float keys of the document (`geo_source`), e.g. ("lat", "lng").
    GEO_POINT = "geo_point"
    # ISO-8601 string or datetime in documents; UTC assumed when naive.
    DATE = "date"


TEXT_TYPES = frozenset({FieldType.TEXT, FieldType.TEXT_AUTOCOMPLETE})
NUMERIC_TYPES = frozenset({FieldType.INTEGER, FieldType.FLOAT, FieldType.DATE})


@dataclass(frozen=True, slots=True)
class RangeBucket:
    """One bucket of a numeric range facet: `start` inclusive, `end` exclusive, None = open."""

    key: str
    start: float | None = None
    end: float | None = None


@dataclass(frozen=True, slots=True)
class TermsFacet:
    """Count documents per exact value; `size` buckets by default, at most `max_size` on request."""

    size: int = 20
    max_size: int = 100


@dataclass(frozen=True, slots=True)
class RangeFacet:
    """Count documents per fixed, non-overlapping range (the embedded engine refuses overlaps)."""

    buckets: tuple[RangeBucket, ...]

    def __post_init__(self) -> None:
        for left, right in zip(self.buckets, self.buckets[1:], strict=False):
            if left.end is None or right.start is None or left.end > right.start:
                raise ValueError(f"range buckets {left.key!r} and {right.key!r} overlap or are unordered")

    def aggregation_ranges(self) -> list[dict[str, object]]:
        """The buckets as a `range` aggregation's ranges (the syntax Elasticsearch and tantivy share)."""
        ranges: list[dict[str, object]] = []
        for b in self.buckets:
            r: dict[str, object] = {"key": b.key}
            if b.start is not None:
                r["from"] = b.start
            if b.end is not None:
                r["to"] = b.end
            ranges.append(r)
        return ranges


FacetSpec = TermsFacet | RangeFacet


@dataclass(frozen=True, slots=True)
class SearchField:
    name: str
    type: FieldType
    boost: float | None = None  # full-text searchable with this boost; None = not text-searched
    keyword: bool = False  # text fields only: also an exact copy for filters, facets and sorts
    facet: FacetSpec | None = None
    sortable: bool = False
    filterable: bool = False
    highlight: bool = False
    geo_source: tuple[str, str] | None = None  # GEO_POINT only: document keys of (lat, lng)
    # A counter members move often (likes): a commit that changes only such fields of documents already indexed
    # leaves every search's matches, totals and facets as they were; only answers that show those documents, or
    # sort or filter by such a field, change (api/http_cache keeps the others across it).
    volatile: bool = False

    def __post_init__(self) -> None:
        is_text = self.type in TEXT_TYPES
        exact = self.has_exact_values
        if self.keyword and not is_text:
            raise ValueError(f"{self.name}: only text fields take a keyword copy")
        if self.boost is not None and self.type not in TEXT_TYPES | {FieldType.KEYWORD, FieldType.KEYWORD_LIST}:
            raise ValueError(f"{self.name}: only text and keyword fields are full-text searchable")
        if self.type is FieldType.TEXT_AUTOCOMPLETE and self.boost is None:
            raise ValueError(f"{self.name}: an autocomplete field must be searchable (give it a boost)")
        if (self.filterable or self.sortable) and is_text and not self.keyword:
            raise ValueError(f"{self.name}: filter or sort on a text field needs keyword=True")
        if self.sortable and self.type in (FieldType.KEYWORD_LIST, FieldType.GEO_POINT):
            raise ValueError(f"{self.name}: a multi-valued or geo field cannot be a sort key")
        if isinstance(self.facet, TermsFacet) and not (exact or self.type is FieldType.BOOL):
            raise ValueError(f"{self.name}: a terms facet needs exact values (keyword)")
        if isinstance(self.facet, RangeFacet) and self.type not in NUMERIC_TYPES:
            raise ValueError(f"{self.name}: a range facet needs a numeric field")
        if self.highlight and self.boost is None:
            raise ValueError(f"{self.name}: only searchable fields can be highlighted")
        if (self.type is FieldType.GEO_POINT) != (self.geo_source is not None):
            raise ValueError(f"{self.name}: geo_source is required for, and only for, geo points")
        if self.volatile and (self.facet is not None or self.searchable or self.type not in NUMERIC_TYPES):
            raise ValueError(f"{self.name}: only a numeric field that is neither searched nor a facet is volatile")

    @property
    def searchable(self) -> bool:
        return self.boost is not None

    @property
    def autocomplete(self) -> bool:
        return self.type is FieldType.TEXT_AUTOCOMPLETE

    @property
    def is_text(self) -> bool:
        return self.type in TEXT_TYPES

    @property
    def has_exact_values(self) -> bool:
        """Whether the field has an exact (keyword) representation to filter/facet/sort on."""
        return self.type in (FieldType.KEYWORD, FieldType.KEYWORD_LIST) or (self.is_text and self.keyword)


ID_FIELD = SearchField("id", FieldType.KEYWORD, filterable=True, sortable=True)
PRIVACY_FIELDS = ("is_private", "owner_id")


@dataclass(frozen=True, slots=True)
class IndexSchema:
    kind: str
    fields: tuple[SearchField, ...]
    display_field: str  # shown by autocomplete
    # Stored values a suggestion carries beside its text: a product's brand (same-named products told apart),
    # an ingredient's uuid (its page's address).
    suggestion_fields: tuple[str, ...] = ()
    # Community content: documents with is_private=True are visible only to owner_id.
    private: bool = False
    _by_name: dict[str, SearchField] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        by_name: dict[str, SearchField] = {"id": ID_FIELD}
        for f in self.fields:
            if f.name in by_name:
                raise ValueError(f"{self.kind}: field {f.name!r} declared twice")
            if "__" in f.name or "." in f.name:
                raise ValueError(f"{self.kind}: field {f.name!r}: '__' and '.' are reserved for backends")
            by_name[f.name] = f
        object.__setattr__(self, "_by_name", by_name)
        if self.display_field not in by_name or not by_name[self.display_field].is_text:
            raise ValueError(f"{self.kind}: display_field must be a text field")
        if self.display_field in self.suggestion_fields:
            raise ValueError(f"{self.kind}: the display field is the suggestion's text already")
        if self.private:
            if by_name.get("is_private", ID_FIELD).type is not FieldType.BOOL:
                raise ValueError(f"{self.kind}: a private kind needs a bool is_private field")
            if by_name.get("owner_id", ID_FIELD).type is not FieldType.KEYWORD or "owner_id" not in by_name:
                raise ValueError(f"{self.kind}: a private kind needs a keyword owner_id field")

    def __iter__(self) -> Iterator[SearchField]:
        return iter(self._by_name.values())

    def get(self, name: str) -> SearchField | None:
        return self._by_name.get(name)

    def __getitem__(self, name: str) -> SearchField:
        return self._by_name[name]

    @property
    def searchable_fields(self) -> tuple[SearchField, ...]:
        return tuple(f for f in self if f.searchable)

    @property
    def autocomplete_fields(self) -> tuple[SearchField, ...]:
        return tuple(f for f in self if f.autocomplete)

    @property
    def highlight_fields(self) -> tuple[SearchField, ...]:
        return tuple(f for f in self if f.highlight)

    @property
    def volatile_names(self) -> frozenset[str]:
        return frozenset(f.name for f in self if f.volatile)

    @property
    def sort_keys(self) -> frozenset[str]:
        """The sort whitelist: "relevance", "field" (ascending) and "-field" (descending)."""
        names = [f.name for f in self if f.sortable]
        return frozenset(["relevance", *names, *(f"-{n}" for n in names)])


# --- shared building blocks -------------------------------------------------------------------

PRICE_BUCKETS = RangeFacet((
    RangeBucket("under-10", None, 10),
    RangeBucket("10-25", 10, 25),
    RangeBucket("25-50", 25, 50),
    RangeBucket("50-100", 50, 100),
    RangeBucket("100-plus", 100, None),
))
RATING_BUCKETS = RangeFacet((
    RangeBucket("under-2", None, 2),
    RangeBucket("2-3", 2, 3),
    RangeBucket("3-4", 3, 4),
    RangeBucket("4-plus", 4, None),
))


def name_field(boost: float = 3.0) -> SearchField:
    """A kind's name: searched, suggested, exact for filters and sorts, highlighted."""
    return SearchField("name", FieldType.TEXT_AUTOCOMPLETE, boost=boost, keyword=True, sortable=True,
                       filterable=True, highlight=True)


def count_field(name: str) -> SearchField:
    return SearchField(name, FieldType.INTEGER, sortable=True, filterable=True, volatile=True)
