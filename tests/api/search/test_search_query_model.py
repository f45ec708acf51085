"""SearchQuery bounds: every invalid request fails before a backend answers it, with the field it broke: on
construction what needs no schema (text, paging), when a backend binds it to its schemas the rest (kinds, filters,
facets, sorts). Here queries are bound to the declared kinds' schemas, as a backend built by a process binds them."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from api.search.errors import SearchQueryInvalid, SearchUnavailable
from api.search.query import (
    AutocompleteQuery,
    ExcludeAnyFilter,
    FacetRequest,
    IncludeAllFilter,
    RangeFilter,
    SearchQuery,
    SortSpec,
    TermFilter,
    TermsFilter,
)
from api.search_kinds.registry import SCHEMAS


def query(**kwargs) -> SearchQuery:  # type: ignore[no-untyped-def]
    return SearchQuery(**kwargs).bound(SCHEMAS)


def invalid(field: str, **kwargs) -> SearchQueryInvalid:
    with pytest.raises(SearchQueryInvalid) as info:
        query(**kwargs)
    assert info.value.field == field, info.value
    return info.value


def test_defaults_and_normalisation() -> None:
    q = query(kind="product", text="  cerave \t\n cream\x00 ")
    assert (q.kinds, q.kind, q.text, q.page, q.size, q.offset, q.sort_spec) == (
        ("product",), "product", "cerave cream", 1, 10, 0, None)
    assert query(kinds=("product", "brand"), page=3, size=20).offset == 40
    assert query(kind="product", sort="-price").sort_spec == SortSpec("price", descending=True)


def test_kinds() -> None:
    invalid("kinds")
    invalid("kinds", kind="unicorn")
    invalid("kinds", kinds=("product", "product"))
    invalid("kinds", kind="product", kinds=("brand",))


def test_text_and_paging_bounds() -> None:
    assert len(query(kind="product", text="a" * 200).text) == 200
    invalid("text", kind="product", text="a" * 201)
    invalid("page", kind="product", page=0)
    invalid("size", kind="product", size=51)
    invalid("size", kind="product", size=0)
    invalid("page", kind="product", page=201, size=50)  # beyond the 10k result window
    invalid("viewer_id", kind="review", viewer_id="")


def test_sort_whitelist() -> None:
    err = invalid("sort", kind="product", sort="-ingredients")
    assert "-price" in err.reason and "relevance" in err.reason
    invalid("sort", kind="product", sort="body")
    invalid("sort", kinds=("product", "brand"), sort="price")  # brands have no price
    assert query(kinds=("product", "brand"), sort="-name").sort_spec == SortSpec("name", True)


def test_filters_are_checked_against_the_schema() -> None:
    invalid("filters", kind="product", filters=(TermFilter("body", "x"),))  # not a product field
    invalid("filters", kind="review", filters=(TermFilter("body", "x"),))  # text without keyword copy
    invalid("filters.price", kind="product", filters=(TermFilter("price", 3.0),))  # float: range only
    invalid("filters.price", kind="product", filters=(RangeFilter("price"),))
    invalid("filters.price", kind="product", filters=(RangeFilter("price", gte="cheap"),))
    invalid("filters.price", kind="product", filters=(RangeFilter("price", gte=1, gt=2),))
    invalid("filters.like_count", kind="product", filters=(TermFilter("like_count", True),))
    invalid("filters.ingredients", kind="product", filters=(IncludeAllFilter("ingredients", "AQUA"),))
    invalid("filters.ingredients", kind="product", filters=(ExcludeAnyFilter("ingredients", ()),))
    invalid("filters.ingredients", kind="product",
            filters=(ExcludeAnyFilter("ingredients", tuple(str(i) for i in range(51))),))
    invalid("filters", kind="product", filters=(TermFilter("tags", "vegan"),) * 21)
    invalid("filters.created_at", kind="product", filters=(RangeFilter("created_at", gte="yesterday"),))


def test_filter_values_are_coerced() -> None:
    q = query(kind="product", filters=(
        RangeFilter("price", lte=10), RangeFilter("created_at", gte="2024-01-02T03:04:05"),
        TermsFilter("tags", ("vegan", "vegan", "oil-free")), TermFilter("review_count", 3)))
    price, created, tags, _ = q.filters
    assert price.lte == 10.0 and isinstance(price.lte, float)
    assert created.gte == datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)
    assert tags.values == ("vegan", "oil-free")


def test_facets() -> None:
    q = query(kind="product", facets=("brand", FacetRequest("tags", size=5), "price"))
    assert q.facets == (FacetRequest("brand", 20), FacetRequest("tags", 5), FacetRequest("price", None))
    invalid("facets", kind="product", facets=("name",))
    invalid("facets", kind="product", facets=("brand", "brand"))
    invalid("facets.brand", kind="product", facets=(FacetRequest("brand", size=101),))
    invalid("facets.price", kind="product", facets=(FacetRequest("price", size=3),))
    invalid("facets", kind="product", facets=tuple(f"f{i}" for i in range(11)))


def test_disjunctive_facets_count_without_their_own_field() -> None:
    brand, price, tag = TermsFilter("brand", ("CeraVe",)), RangeFilter("price", lt=10), TermFilter("tags", "vegan")
    q = query(kind="product", filters=(brand, price, tag),
                    facets=(FacetRequest("brand", disjunctive=True), FacetRequest("price", disjunctive=True), "tags"))
    assert q.facets == (FacetRequest("brand", 20, True), FacetRequest("price", None, True), FacetRequest("tags", 20))
    assert [q.facet_filters(f) for f in q.facets] == [(q.filters[1], tag), (brand, tag), q.filters]


def test_an_id_filter_may_hold_a_result_window_of_ids() -> None:
    """Only the server builds id sets (a member's collection); every other field keeps the 50-value bound."""
    ids = tuple(str(i) for i in range(10_000))
    assert len(query(kind="product", filters=(TermsFilter("id", ids),)).filters[0].values) == 10_000
    invalid("filters.id", kind="product", filters=(TermsFilter("id", (*ids, "x")),))
    invalid("filters.brand", kind="product", filters=(TermsFilter("brand", ids[:51]),))


def test_autocomplete_bounds() -> None:
    assert AutocompleteQuery(kinds=("product",), prefix=" hyd ").prefix == "hyd"
    with pytest.raises(SearchQueryInvalid):
        AutocompleteQuery(kinds=("product",), prefix="x", size=21)
    with pytest.raises(SearchQueryInvalid):
        AutocompleteQuery(kinds=("nope",), prefix="x").bound(SCHEMAS)


def test_errors_map_to_http() -> None:
    err = SearchQueryInvalid("size", "too big")
    assert (err.status_code, err.code, err.errors[0].field) == (422, "search_query_invalid", "size")
    down = SearchUnavailable()
    assert (down.status_code, down.code, down.retry_after) == (503, "search_unavailable", 5)


def test_an_explicit_start_and_missing_words() -> None:
    q = query(kind="product", text="x", start=57, size=3, missing_words=1)
    assert (q.offset, q.size, q.missing_words) == (57, 3, 1)
    invalid("start", kind="product", start=-1)
    invalid("start", kind="product", start=9_999, size=2)  # beyond the 10k result window
    invalid("missing_words", kind="product", missing_words=4)
    invalid("missing_words", kind="product", missing_words=True)


def test_a_query_names_its_kinds_and_the_backends_schemas_judge_them() -> None:
    """The engine knows no kind: a query is built from names, and binding it to a backend's schemas checks them."""
    unknown = SearchQuery(kind="unicorn", sort="-price")
    assert unknown.schemas == () and unknown.sort_spec is None
    with pytest.raises(SearchQueryInvalid) as info:
        unknown.bound(SCHEMAS)
    assert info.value.field == "kinds"
    bound = SearchQuery(kind="product", sort="-price").bound(SCHEMAS)
    assert bound.schemas == (SCHEMAS["product"],) and bound.bound(SCHEMAS) is bound
    with pytest.raises(SearchQueryInvalid):  # only the kinds a backend was given
        SearchQuery(kind="product").bound({"brand": SCHEMAS["brand"]})
