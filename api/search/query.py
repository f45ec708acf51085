"""The backend-neutral, bounded search request and its result.

Everything a caller asks for is checked: text length and page window when the query is built; the kinds, whitelisted
sorts, filterable and facetable fields and value types when a backend binds it to the schemas it was built with
(`bound`), first thing, before any I/O. The engine knows no kind (they are declared in `api/search_kinds/`, handed to
the backend by the process's composition root), so a query names its kinds and the backend is the one authority on
what they hold. A backend therefore only ever answers queries it can answer cheaply, and a bad request fails with
`SearchQueryInvalid(field, msg)` before any I/O.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from api.search.errors import SearchQueryInvalid
from api.search.index_fields import NUMERIC_TYPES, FieldType, IndexSchema, RangeFacet, SearchField

MAX_TEXT_CHARS = 200
MAX_PAGE_SIZE = 50
MAX_RESULT_WINDOW = 10_000  # page * size; Elasticsearch's default index.max_result_window
MAX_FILTERS = 20
MAX_FILTER_VALUES = 50
# An id filter is a set the server builds (a member's collected products for browse), never one a client names:
# it may hold as many ids as a result window.
MAX_ID_FILTER_VALUES = MAX_RESULT_WINDOW
ID_FIELDS = frozenset({"id", "listing_ids"})  # a product is found by any of its listings' ids
MAX_VALUE_CHARS = 200
MAX_FACETS = 10
MAX_AUTOCOMPLETE_SIZE = 20
MAX_MISSING_WORDS = 3

Scalar = str | int | float | bool | datetime
_CONTROL_CHARS = re.compile(r"[\x00-\x1f\x7f]+")


# --- filters ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class TermFilter:
    """field == value (for a list field: the list contains value)."""

    field: str
    value: Scalar


@dataclass(frozen=True, slots=True)
class TermsFilter:
    """field equals any of values."""

    field: str
    values: tuple[Scalar, ...]


@dataclass(frozen=True, slots=True)
class RangeFilter:
    field: str
    gte: Scalar | None = None
    lte: Scalar | None = None
    gt: Scalar | None = None
    lt: Scalar | None = None


@dataclass(frozen=True, slots=True)
class IncludeAllFilter:
    """The list field contains every one of values (e.g. "has niacinamide AND zinc")."""

    field: str
    values: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ExcludeAnyFilter:
    """The field contains none of values (e.g. a personal avoid-list of ingredients)."""

    field: str
    values: tuple[str, ...]


Filter = TermFilter | TermsFilter | RangeFilter | IncludeAllFilter | ExcludeAnyFilter


@dataclass(frozen=True, slots=True)
class FacetRequest:
    field: str
    size: int | None = None  # terms facets only; None = the schema's default
    # Counted without the query's filters on this same field (every other filter and the text still apply): a
    # shop's multi-select facet, whose values combine with OR, keeps showing the values not picked and their counts
    # (Search UI's `disjunctiveFacets`). A conjunctive facet (the default) counts within all the filters.
    disjunctive: bool = False


@dataclass(frozen=True, slots=True)
class SortSpec:
    field: str
    descending: bool


# --- the query --------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True, kw_only=True)
class SearchQuery:
    """One search request. Pass `kind="product"` or `kinds=("product", "brand")`.

    Empty `text` browses (match all, filtered and sorted). `prefix` treats the last word as a
    prefix (search-as-you-type); `fuzzy` tolerates one edit in 4+ letter words, two in 8+.
    """

    kinds: tuple[str, ...] = ()
    kind: str | None = None
    text: str = ""
    filters: tuple[Filter, ...] = ()
    facets: tuple[FacetRequest, ...] = ()
    sort: str = "relevance"
    page: int = 1
    size: int = 10
    # An explicit offset instead of `page`, for a caller that joins several lists (the mixed search): the results
    # from `start` on, `size` of them.
    start: int | None = None
    highlight: bool = False
    # The fields to highlight when `highlight` (None: every highlight field of the kinds): a caller that shows only
    # some of them names those (each highlighted value of a hit costs a pass over its words).
    highlight_fields: tuple[str, ...] | None = None
    viewer_id: str | None = None
    fuzzy: bool = True
    prefix: bool = False
    # How many more query words than usual may be missing from a match (0: all words up to 3, 75% beyond).
    missing_words: int = 0
    sort_spec: SortSpec | None = field(init=False, default=None)
    # its kinds' schemas, once `bound` (the same request bound or not: left out of its repr and equality)
    schemas: tuple[IndexSchema, ...] = field(init=False, default=(), repr=False, compare=False)

    def __post_init__(self) -> None:
        set_ = object.__setattr__  # frozen: normalise once, here
        set_(self, "kinds", _validate_kinds(self.kind, self.kinds))
        set_(self, "kind", self.kinds[0] if len(self.kinds) == 1 else None)
        set_(self, "text", _validate_text(self.text, "text", MAX_TEXT_CHARS))
        _validate_paging(self.page, self.size)
        if not isinstance(self.missing_words, int) or isinstance(self.missing_words, bool) or \
                not 0 <= self.missing_words <= MAX_MISSING_WORDS:
            raise SearchQueryInvalid("missing_words", f"must be an integer from 0 to {MAX_MISSING_WORDS}")
        if self.start is not None:
            if not isinstance(self.start, int) or isinstance(self.start, bool) or self.start < 0:
                raise SearchQueryInvalid("start", "must be an integer of at least 0")
            if self.start + self.size > MAX_RESULT_WINDOW:
                raise SearchQueryInvalid("start", f"start + size may not exceed {MAX_RESULT_WINDOW}; refine the search")
        if self.viewer_id is not None and (not isinstance(self.viewer_id, str) or not self.viewer_id):
            raise SearchQueryInvalid("viewer_id", "must be a non-empty string or None")
        if not isinstance(self.filters, Sequence) or len(self.filters) > MAX_FILTERS:
            raise SearchQueryInvalid("filters", f"at most {MAX_FILTERS} filters")
        if not isinstance(self.facets, Sequence) or len(self.facets) > MAX_FACETS:
            raise SearchQueryInvalid("facets", f"at most {MAX_FACETS} facets")

    def bound(self, known: Mapping[str, IndexSchema]) -> SearchQuery:
        """This query checked against the schemas of its kinds (`known`: the backend's) and normalised: its filter
        values of their fields' types, its facets' specs, its sort; what a backend answers (`schemas` set)."""
        if self.schemas:
            return self
        schemas = _schemas_of(self.kinds, known)
        query = replace(self)
        set_ = object.__setattr__
        set_(query, "schemas", schemas)
        set_(query, "filters", tuple(_validate_filter(f, schemas) for f in self.filters))
        facets = tuple(_validate_facet(f, schemas) for f in self.facets)
        if len({f.field for f in facets}) != len(facets):
            raise SearchQueryInvalid("facets", "each facet may be requested once")
        set_(query, "facets", facets)
        set_(query, "sort_spec", _validate_sort(self.sort, schemas))
        if self.highlight_fields is not None:
            highlightable = {f.name for s in schemas for f in s.highlight_fields}
            unknown = [name for name in self.highlight_fields if name not in highlightable]
            if unknown:
                raise SearchQueryInvalid("highlight_fields", f"{unknown[0]!r} is not a highlight field")
            set_(query, "highlight_fields", tuple(self.highlight_fields))
        return query

    @property
    def offset(self) -> int:
        return self.start if self.start is not None else (self.page - 1) * self.size

    def facet_filters(self, facet: FacetRequest) -> tuple[Filter, ...]:
        """The filters `facet` is counted within: all of them, or for a disjunctive facet all but its own field's."""
        if not facet.disjunctive:
            return self.filters
        return tuple(f for f in self.filters if f.field != facet.field)

    def reads_volatile(self) -> bool:
        """Whether its order, a filter or a facet reads a volatile field of its kinds (`SearchField.volatile`): then
        a commit that changed only such counters may change its answer anywhere (bound queries only)."""
        volatile = frozenset().union(*(s.volatile_names for s in self.schemas))
        used = {f.field for f in self.filters} | {f.field for f in self.facets}
        if self.sort_spec is not None:
            used.add(self.sort_spec.field)
        return not volatile.isdisjoint(used)

    def highlighted(self, schema: IndexSchema) -> tuple[SearchField, ...]:
        """The fields of `schema` this query highlights (none unless `highlight`)."""
        if not self.highlight:
            return ()
        if self.highlight_fields is None:
            return schema.highlight_fields
        return tuple(f for f in schema.highlight_fields if f.name in self.highlight_fields)


@dataclass(frozen=True, slots=True, kw_only=True)
class AutocompleteQuery:
    kinds: tuple[str, ...]
    prefix: str
    size: int = 8
    viewer_id: str | None = None

    # its kinds' schemas, once `bound` (the same request bound or not: left out of its repr and equality)
    schemas: tuple[IndexSchema, ...] = field(init=False, default=(), repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kinds", _validate_kinds(None, self.kinds))
        object.__setattr__(self, "prefix", _validate_text(self.prefix, "prefix", MAX_TEXT_CHARS))
        if not isinstance(self.size, int) or isinstance(self.size, bool) or not 1 <= self.size <= MAX_AUTOCOMPLETE_SIZE:
            raise SearchQueryInvalid("size", f"must be an integer from 1 to {MAX_AUTOCOMPLETE_SIZE}")
        if self.viewer_id is not None and (not isinstance(self.viewer_id, str) or not self.viewer_id):
            raise SearchQueryInvalid("viewer_id", "must be a non-empty string or None")

    def bound(self, known: Mapping[str, IndexSchema]) -> AutocompleteQuery:
        """This query with its kinds' schemas (`known`: the backend's); an unknown kind fails."""
        query = replace(self)
        object.__setattr__(query, "schemas", _schemas_of(self.kinds, known))
        return query


# --- results ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Hit:
    kind: str
    id: str
    score: float | None  # None when sorted by a field
    source: dict[str, Any]
    highlights: dict[str, list[str]] = field(default_factory=dict)  # HTML-escaped, matches in <em>


@dataclass(frozen=True, slots=True)
class FacetBucket:
    value: str | int | bool
    count: int


@dataclass(frozen=True, slots=True)
class RangeFacetBucket:
    key: str
    start: float | None
    end: float | None
    count: int


@dataclass(frozen=True, slots=True)
class SearchResult:
    total: int
    hits: list[Hit]
    facets: dict[str, list[FacetBucket] | list[RangeFacetBucket]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Suggestion:
    kind: str
    id: str
    text: str
    score: float
    fields: dict[str, str] = field(default_factory=dict)  # the schema's suggestion_fields that are set


def suggestion_fields(schema: IndexSchema, source: dict[str, Any]) -> dict[str, str]:
    """The schema's suggestion fields read from a stored document (both backends)."""
    return {name: v for name in schema.suggestion_fields if isinstance(v := source.get(name), str) and v}


# --- validation helpers -----------------------------------------------------------------------

def _validate_kinds(kind: str | None, kinds: Sequence[str]) -> tuple[str, ...]:
    if kind is not None and kinds and tuple(kinds) != (kind,):
        raise SearchQueryInvalid("kinds", "give kind or kinds, not both")
    chosen = (kind,) if kind is not None else tuple(kinds)
    if any(not isinstance(k, str) for k in chosen):
        raise SearchQueryInvalid("kinds", "kinds are names")
    if not chosen:
        raise SearchQueryInvalid("kinds", "at least one kind is required")
    if len(set(chosen)) != len(chosen):
        raise SearchQueryInvalid("kinds", "kinds must be distinct")
    return chosen


def _schemas_of(kinds: tuple[str, ...], known: Mapping[str, IndexSchema]) -> tuple[IndexSchema, ...]:
    for k in kinds:
        if k not in known:
            raise SearchQueryInvalid("kinds", f"unknown kind {k!r}")
    return tuple(known[k] for k in kinds)


def _validate_text(text: Any, name: str, limit: int) -> str:
    if not isinstance(text, str):
        raise SearchQueryInvalid(name, "must be a string")
    cleaned = " ".join(_CONTROL_CHARS.sub(" ", text).split())
    if len(cleaned) > limit:
        raise SearchQueryInvalid(name, f"at most {limit} characters")
    return cleaned


def _validate_paging(page: Any, size: Any) -> None:
    if not isinstance(page, int) or isinstance(page, bool) or page < 1:
        raise SearchQueryInvalid("page", "must be an integer of at least 1")
    if not isinstance(size, int) or isinstance(size, bool) or not 1 <= size <= MAX_PAGE_SIZE:
        raise SearchQueryInvalid("size", f"must be an integer from 1 to {MAX_PAGE_SIZE}")
    if page * size > MAX_RESULT_WINDOW:
        raise SearchQueryInvalid("page", f"page * size may not exceed {MAX_RESULT_WINDOW}; refine the search")


def _common_field(name: str, schemas: tuple[IndexSchema, ...], what: str, param: str) -> SearchField:
    """The field as declared by every requested kind (same type everywhere)."""
    found = [s.get(name) for s in schemas]
    first = found[0]
    if first is None or any(f is None or f.type is not first.type for f in found):
        kinds = ", ".join(s.kind for s in schemas)
        raise SearchQueryInvalid(param, f"{name!r} is not {what} for {kinds}")
    return first


def _validate_filter(flt: Any, schemas: tuple[IndexSchema, ...]) -> Filter:
    if not isinstance(flt, TermFilter | TermsFilter | RangeFilter | IncludeAllFilter | ExcludeAnyFilter):
        raise SearchQueryInvalid("filters", f"unsupported filter {type(flt).__name__}")
    f = _common_field(flt.field, schemas, "filterable", "filters")
    if not all(s[flt.field].filterable for s in schemas):
        raise SearchQueryInvalid("filters", f"{flt.field!r} is not filterable")
    param = f"filters.{flt.field}"
    if isinstance(flt, RangeFilter):
        if f.type not in NUMERIC_TYPES:
            raise SearchQueryInvalid(param, "range filters need a numeric or date field")
        bounds = {b: getattr(flt, b) for b in ("gte", "lte", "gt", "lt")}
        if all(v is None for v in bounds.values()):
            raise SearchQueryInvalid(param, "a range needs at least one bound")
        if bounds["gte"] is not None and bounds["gt"] is not None or bounds["lte"] is not None and bounds["lt"] is not None:
            raise SearchQueryInvalid(param, "give gte or gt, lte or lt, not both")
        coerced = {b: None if v is None else _coerce_value(f, v, param) for b, v in bounds.items()}
        return RangeFilter(flt.field, **coerced)
    if isinstance(flt, TermFilter):
        _check_term_capable(f, param)
        return TermFilter(flt.field, _coerce_value(f, flt.value, param))
    values = _validate_values(flt.values, param, MAX_ID_FILTER_VALUES if flt.field in ID_FIELDS else MAX_FILTER_VALUES)
    if isinstance(flt, TermsFilter):
        _check_term_capable(f, param)
        return TermsFilter(flt.field, tuple(_coerce_value(f, v, param) for v in values))
    if not f.has_exact_values:
        raise SearchQueryInvalid(param, "include/exclude filters need a keyword field")
    strings = tuple(_coerce_value(f, v, param) for v in values)
    return type(flt)(flt.field, strings)  # type: ignore[arg-type]


def _check_term_capable(f: SearchField, param: str) -> None:
    if not (f.has_exact_values or f.type in (FieldType.INTEGER, FieldType.BOOL)):
        raise SearchQueryInvalid(param, "term filters need a keyword, integer or bool field")


def _validate_values(values: Any, param: str, limit: int) -> tuple[Any, ...]:
    if isinstance(values, str | bytes) or not isinstance(values, Sequence):
        raise SearchQueryInvalid(param, "values must be a list")
    if not 1 <= len(values) <= limit:
        raise SearchQueryInvalid(param, f"give 1 to {limit} values")
    return tuple(dict.fromkeys(values))  # de-duplicate, keep order


def _coerce_value(f: SearchField, value: Any, param: str) -> Scalar:
    if f.has_exact_values:
        if not isinstance(value, str) or not value or len(value) > MAX_VALUE_CHARS:
            raise SearchQueryInvalid(param, f"values must be non-empty strings of at most {MAX_VALUE_CHARS} characters")
        return value
    if f.type is FieldType.BOOL:
        if not isinstance(value, bool):
            raise SearchQueryInvalid(param, "value must be true or false")
        return value
    if f.type is FieldType.INTEGER:
        if isinstance(value, bool) or not isinstance(value, int):
            raise SearchQueryInvalid(param, "value must be an integer")
        return value
    if f.type is FieldType.FLOAT:
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
            raise SearchQueryInvalid(param, "value must be a finite number")
        return float(value)
    if f.type is FieldType.DATE:
        return parse_date(value, param)
    raise SearchQueryInvalid(param, f"{f.type} fields cannot be filtered")


def parse_date(value: Any, param: str = "date") -> datetime:
    """ISO-8601 string or datetime -> aware UTC datetime (naive means UTC)."""
    if isinstance(value, str):
        try:
            value = datetime.fromisoformat(value)
        except ValueError:
            raise SearchQueryInvalid(param, "dates must be ISO-8601") from None
    if not isinstance(value, datetime):
        raise SearchQueryInvalid(param, "value must be an ISO-8601 date")
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _validate_facet(req: Any, schemas: tuple[IndexSchema, ...]) -> FacetRequest:
    if isinstance(req, str):
        req = FacetRequest(req)
    if not isinstance(req, FacetRequest):
        raise SearchQueryInvalid("facets", "facets are field names")
    f = _common_field(req.field, schemas, "facetable", "facets")
    specs = {s[req.field].facet for s in schemas}
    spec = f.facet
    if spec is None or len(specs) != 1:
        raise SearchQueryInvalid("facets", f"{req.field!r} is not facetable")
    if isinstance(spec, RangeFacet):
        if req.size is not None:
            raise SearchQueryInvalid(f"facets.{req.field}", "range facets have fixed buckets; omit size")
        return FacetRequest(req.field, None, bool(req.disjunctive))
    size = spec.size if req.size is None else req.size
    if not isinstance(size, int) or isinstance(size, bool) or not 1 <= size <= spec.max_size:
        raise SearchQueryInvalid(f"facets.{req.field}", f"size must be from 1 to {spec.max_size}")
    return FacetRequest(req.field, size, bool(req.disjunctive))


def _validate_sort(sort: Any, schemas: tuple[IndexSchema, ...]) -> SortSpec | None:
    if not isinstance(sort, str) or not all(sort in s.sort_keys for s in schemas):
        allowed = sorted(frozenset.intersection(*(s.sort_keys for s in schemas)))
        raise SearchQueryInvalid("sort", f"must be one of: {', '.join(allowed)}")
    if sort == "relevance":
        return None
    name = sort.removeprefix("-")
    _common_field(name, schemas, "sortable", "sort")
    return SortSpec(name, descending=sort.startswith("-"))
