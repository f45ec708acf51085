"""Search read side: typed and mixed keyword search, autocomplete, and the Search UI translation.

Query input is bounded here and by `SearchQuery` before it reaches a backend; the server owns
which fields, facets and sorts exist (architecture §3, §7).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from api.errors import FieldError, ValidationFailed
from api.inci.schemas import TermReading
from api.search.backends import SearchBackend
from api.search.query import (
    ExcludeAnyFilter,
    FacetBucket,
    FacetRequest,
    Filter,
    Hit,
    IncludeAllFilter,
    RangeFacetBucket,
    RangeFilter,
    SearchQuery,
    SearchResult,
    TermsFilter,
)
from api.search_endpoints import mixed
from api.search_endpoints.schemas import (
    SearchItem,
    Suggestion,
    UiFacet,
    UiFacetValue,
    UiFilter,
    UiRange,
    UiRequest,
    UiResponse,
)
from api.search_kinds.registry import SCHEMAS

# What autocomplete suggests (what `/search?keyword` mixes is `mixed.MIXED_KINDS`).
AUTOCOMPLETE_KINDS = ("brand", "product", "category", "inci")

# The Search UI of /browseProducts: the only filters, facets and sorts the server accepts.
UI_TERM_FILTERS = {"brand", "category_path", "skin_types", "tags", "retailers"}
UI_RANGE_FILTERS = {"price", "rating"}
UI_INGREDIENT_FIELDS = {"ingredients_include": "all", "ingredients_exclude": "none"}
UI_FACETS = ("brand", "category_path", "price", "rating", "skin_types", "tags", "retailers")
# Facets whose values combine with OR (filter type "any"): counted without their own filter, as a shop's are, so
# picking a brand keeps the other brands and their counts. "What's inside" tags combine with AND: conjunctive.
UI_DISJUNCTIVE_FACETS = frozenset({"brand", "category_path", "price", "rating", "skin_types", "retailers"})
# The signed-in member's own products: "collected" keeps the products they starred (api/search_endpoints/router.py reads the
# ids); its one value is "yes".
UI_MEMBER_FILTERS = {"collected"}
UI_SORTS = {"price", "rating", "name", "review_count", "like_count", "created_at"}
UI_RESULT_FIELDS = ("name", "brand", "category_path", "price", "rating", "review_count", "tags", "skin_types",
                    "image_url", "size", "price_per_unit", "retailer_rating", "member_rating", "retailers",
                    "retailer_count")
# Only these carry a snippet: the product's other highlight field (its ingredient names) is not in a UI result.
UI_HIGHLIGHT_FIELDS = tuple(f.name for f in SCHEMAS["product"].highlight_fields if f.name in UI_RESULT_FIELDS)


# The spec's id name of each kind's result (api-contract "Shapes").
SPEC_ID_NAMES = {"product": "product_id", "brand": "brand_id", "category": "category_id", "inci": "inci_id",
                 "city": "city_id", "user": "user_id", "review": "review_id", "routine": "routine_id",
                 "dupe": "dupe_id", "feedback": "feedback_id"}


def to_item(hit: Hit, best_match: bool = False, partial_match: bool = False) -> SearchItem:
    ids: dict[str, Any] = {}
    if hit.kind in SPEC_ID_NAMES and hit.id.isdigit():
        ids[SPEC_ID_NAMES[hit.kind]] = int(hit.id)
    if hit.kind == "inci":
        ids["inci_uuid"] = hit.source.get("uuid")
    return SearchItem(type=hit.kind, id=hit.id, **ids, score=hit.score, fields=hit.source,
                      highlights=hit.highlights, best_match=best_match, partial_match=partial_match)


def to_items(result: SearchResult) -> list[SearchItem]:
    return [to_item(h) for h in result.hits]


def keyword_search(backend: SearchBackend, kinds: tuple[str, ...], keyword: str, page: int, size: int,
                   viewer_id: str | None) -> SearchResult:
    return backend.search(SearchQuery(kinds=kinds, text=keyword, page=page, size=size, highlight=True,
                                      viewer_id=viewer_id, fuzzy=True, prefix=True))


def mixed_search(backend: SearchBackend, keyword: str, page: int, size: int, viewer_id: str | None,
                 kinds: tuple[str, ...] = mixed.MIXED_KINDS) -> mixed.MixedResult:
    """`GET /search`: everything that matches, best matches first, then products, then the rest (`mixed.py`)."""
    return mixed.search(backend, keyword, page, size, viewer_id, kinds)


def autocomplete(backend: SearchBackend, prefix: str, kinds: tuple[str, ...], size: int,
                 viewer_id: str | None) -> list[Suggestion]:
    """Suggestions taken in turn from each kind: scores of different kinds are not comparable, and a
    member typing "cera" wants the brand CeraVe beside the waxes named CERA."""
    if not prefix.strip():
        return []
    per_kind = [backend.autocomplete(kind, prefix, size=size, viewer_id=viewer_id) for kind in kinds]
    merged: list[Suggestion] = []
    for rank in range(size):
        for suggestions in per_kind:
            if rank < len(suggestions) and len(merged) < size:
                s = suggestions[rank]
                merged.append(Suggestion(type=s.kind, id=s.id, text=s.text, context=s.fields.get("brand"),
                                         inci_uuid=s.fields.get("uuid")))
    return merged


def own_first(own: Sequence[tuple[int, str, str]], suggestions: list[Suggestion], size: int) -> list[Suggestion]:
    """The member's own products awaiting review (id, name, brand), which the index does not hold, before what the
    index suggests."""
    first = [Suggestion(type="product", id=str(pid), text=name, context=brand) for pid, name, brand in own]
    taken = {s.id for s in first}
    return (first + [s for s in suggestions if not (s.type == "product" and s.id in taken)])[:size]


def _invalid(field: str, msg: str) -> ValidationFailed:
    return ValidationFailed(f"{field}: {msg}", errors=[FieldError(field=field, msg=msg)])


def ui_ingredient_terms(req: UiRequest) -> tuple[list[str], list[str]]:
    """The names typed into browse's "must contain" and "exclude" boxes, for the engine to read."""
    include: list[str] = []
    exclude: list[str] = []
    for f in req.filters:
        if f.field in UI_INGREDIENT_FIELDS:
            if any(isinstance(v, UiRange) for v in f.values) or not f.values:
                raise _invalid(f"filters.{f.field}", "give ingredient names")
            (include if UI_INGREDIENT_FIELDS[f.field] == "all" else exclude).extend(str(v) for v in f.values)
    return include, exclude


def _ingredient_filters(terms: Sequence[TermReading]) -> list[Filter]:
    """Each recognised "must contain" term is one any-of filter over the INCI names it stands for ("vitamin c"
    covers its derivatives); every recognised "exclude" name is left out. Unrecognised terms filter nothing:
    the response's `ingredient_terms` says so, with suggestions."""
    found: list[Filter] = [TermsFilter("ingredients", tuple(t.inci)) for t in terms if t.role == "include" and t.inci]
    excluded = tuple(n for t in terms if t.role == "exclude" for n in t.inci)
    if excluded:
        found.append(ExcludeAnyFilter("ingredients", excluded))
    return found


def ui_wants_collected(req: UiRequest) -> bool:
    """Whether browse asks for the member's collected products only (`{field: "collected", values: ["yes"]}`)."""
    wanted = [f for f in req.filters if f.field == "collected"]
    if any(f.values != ["yes"] or f.type == "none" for f in wanted):
        raise _invalid("filters.collected", 'the one value is "yes"')
    return bool(wanted)


def _ui_facet_requests(req: UiRequest) -> tuple[FacetRequest, ...]:
    """Browse's facets; the OR facets are disjunctive unless the request combines their values otherwise."""
    combined = {f.field for f in req.filters if f.type != "any"}
    return tuple(FacetRequest(name, disjunctive=name in UI_DISJUNCTIVE_FACETS and name not in combined)
                 for name in UI_FACETS)


def _ui_filter(f: UiFilter) -> Filter:
    strings = [v for v in f.values if isinstance(v, str)]
    ranges = [v for v in f.values if isinstance(v, UiRange)]
    if f.field in UI_RANGE_FILTERS:
        if len(ranges) != 1 or strings:
            raise _invalid(f"filters.{f.field}", "give exactly one {from, to} range")
        r = ranges[0]
        return RangeFilter(f.field, gte=r.from_, lt=r.to)
    if f.field in UI_TERM_FILTERS:
        if ranges or not strings:
            raise _invalid(f"filters.{f.field}", "give values")
        if f.type == "none":
            return ExcludeAnyFilter(f.field, tuple(strings))
        if f.type == "all":
            return IncludeAllFilter(f.field, tuple(strings)) if len(strings) > 1 else TermsFilter(f.field, tuple(strings))
        return TermsFilter(f.field, tuple(strings))
    allowed = sorted(UI_TERM_FILTERS | UI_RANGE_FILTERS | set(UI_INGREDIENT_FIELDS) | UI_MEMBER_FILTERS)
    raise _invalid("filters", f"unknown filter field {f.field!r}; allowed: {', '.join(allowed)}")


def _ui_sort(req: UiRequest) -> str:
    if not req.sortList or not req.sortList[0].field or req.sortList[0].field == "relevance":
        return "relevance"
    s = req.sortList[0]
    if s.field not in UI_SORTS:
        raise _invalid("sortList", f"cannot sort by {s.field!r}; allowed: relevance, {', '.join(sorted(UI_SORTS))}")
    return f"-{s.field}" if s.direction == "desc" else s.field


def _ui_facets(result: SearchResult) -> dict[str, list[UiFacet]]:
    out: dict[str, list[UiFacet]] = {}
    for name, buckets in result.facets.items():
        if buckets and isinstance(buckets[0], RangeFacetBucket):
            data = [UiFacetValue(value={"from": b.start, "to": b.end, "name": b.key}, count=b.count)
                    for b in buckets if isinstance(b, RangeFacetBucket)]
            out[name] = [UiFacet(type="range", data=data)]
        else:
            out[name] = [UiFacet(type="value", data=[UiFacetValue(value=b.value, count=b.count)
                                                     for b in buckets if isinstance(b, FacetBucket)])]
    return out


def search_ui(backend: SearchBackend, req: UiRequest, request_id: str,
              ingredient_terms: Sequence[TermReading] = (), collected: Sequence[int] | None = None) -> UiResponse:
    """`ingredient_terms`: the engine's reading of the must-contain / exclude names (`ui_ingredient_terms`);
    `collected`: the ids of the member's collected products when the request keeps only those (`ui_wants_collected`)."""
    filters = [_ui_filter(f) for f in req.filters if f.field not in UI_INGREDIENT_FIELDS and f.field not in UI_MEMBER_FILTERS]
    if collected is not None:
        if not collected:  # nothing collected: nothing to count either
            return UiResponse(results=[], totalResults=0, totalPages=0, facets={}, requestId=request_id,
                              ingredient_terms=list(ingredient_terms))
        # a product is collected when any of its listings is (a star on one listing is on the product)
        filters.append(TermsFilter("listing_ids", tuple(str(i) for i in collected)))
    query = SearchQuery(
        kind="product", text=req.searchTerm, filters=(*filters, *_ingredient_filters(ingredient_terms)),
        facets=_ui_facet_requests(req), sort=_ui_sort(req), page=req.current,
        size=req.resultsPerPage, highlight=True, highlight_fields=UI_HIGHLIGHT_FIELDS, fuzzy=True, prefix=True,
    )
    result = backend.search(query)
    results = []
    for hit in result.hits:
        row: dict[str, Any] = {"id": {"raw": hit.id}}
        for name in UI_RESULT_FIELDS:
            entry: dict[str, Any] = {"raw": hit.source.get(name)}
            if name in hit.highlights:
                entry["snippet"] = hit.highlights[name][0]
            row[name] = entry
        results.append(row)
    return UiResponse(results=results, totalResults=result.total,
                      totalPages=max(1, math.ceil(result.total / req.resultsPerPage)) if result.total else 0,
                      facets=_ui_facets(result), requestId=request_id, ingredient_terms=list(ingredient_terms))
