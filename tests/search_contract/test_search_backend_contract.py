"""The search backend contract: every backend must pass every test here, unchanged."""

from __future__ import annotations

import threading

import pytest
from corpus import BRANDS, PRODUCTS, REVIEWS, load_corpus

from api.search.backends.base import SearchBackend
from api.search.errors import SearchIndexError, SearchQueryInvalid, SearchUnavailable
from api.search.query import (
    ExcludeAnyFilter,
    FacetBucket,
    FacetRequest,
    IncludeAllFilter,
    RangeFilter,
    SearchQuery,
    TermFilter,
    TermsFilter,
)


def ids(backend: SearchBackend, **kwargs) -> list[str]:
    return [h.id for h in backend.search(SearchQuery(size=50, **kwargs)).hits]


def top3(backend: SearchBackend, kind: str, text: str) -> list[str]:
    return [h.id for h in backend.search(SearchQuery(kind=kind, text=text, size=3)).hits]


# --- indexing and matching --------------------------------------------------------------------

def test_count_matches_what_was_indexed(loaded: SearchBackend) -> None:
    assert loaded.count("product") == len(PRODUCTS)
    assert loaded.count("brand") == len(BRANDS)


def test_exact_words_match_across_fields(loaded: SearchBackend) -> None:
    assert top3(loaded, "product", "Hydrating Facial Cleanser")[0] == "p1"
    assert set(ids(loaded, kind="product", text="cerave")) == {"p1", "p4", "p12"}  # brand field
    assert set(ids(loaded, kind="product", text="squalane")) == {"p3", "p5", "p7"}  # ingredient field
    # Every word must match somewhere: name AND brand.
    assert ids(loaded, kind="product", text="cerave cream") == ["p4"]


def test_words_are_folded_and_case_insensitive(loaded: SearchBackend) -> None:
    assert ids(loaded, kind="product", text="CREME DE LA MER")[0] == "p8"


@pytest.mark.parametrize(("kind", "typo", "expected"), [
    ("product", "Hydratng Cleanser", "p1"),  # one deletion
    ("product", "niacinamdie zinc", "p2"),   # one transposition
    ("product", "Neutrogna", "p10"),         # brand, one deletion
    ("brand", "Cerave", "b1"),
    ("brand", "La Roche-Possay", "b3"),      # one insertion
    ("inci", "niacinamade", "i1"),           # one substitution
    ("inci", "glycerine", "i3"),
])
def test_one_typo_still_finds_it_in_the_top_3(loaded: SearchBackend, kind: str, typo: str, expected: str) -> None:
    assert expected in top3(loaded, kind, typo)


def test_fuzzy_can_be_turned_off_and_short_words_stay_exact(loaded: SearchBackend) -> None:
    assert ids(loaded, kind="product", text="Neutrogna", fuzzy=False) == []
    assert ids(loaded, kind="product", text="gek") == []  # 3 letters: no edits allowed


def test_synonyms_match_both_ways(loaded: SearchBackend) -> None:
    water_products = {p["id"] for p in PRODUCTS if {"AQUA", "WATER"} & set(p["ingredients"])}
    assert set(ids(loaded, kind="product", text="water")) == water_products
    assert set(ids(loaded, kind="product", text="aqua")) == water_products
    assert set(ids(loaded, kind="product", text="fragrance")) == {"p4", "p5", "p8"}
    assert set(ids(loaded, kind="product", text="parfum")) == {"p4", "p5", "p8"}
    assert "p3" in ids(loaded, kind="product", text="ascorbic acid")  # multi-word entry


def test_multi_kind_search_labels_hits_with_their_kind(loaded: SearchBackend) -> None:
    result = loaded.search(SearchQuery(kinds=("product", "brand"), text="ordinary", size=50))
    kinds = {(h.kind, h.id) for h in result.hits}
    assert ("brand", "b2") in kinds
    assert {i for k, i in kinds if k == "product"} == {"p2", "p3", "p7", "p11"}
    assert result.total == 5


def test_highlights_mark_matched_words(loaded: SearchBackend) -> None:
    hit = loaded.search(SearchQuery(kind="product", text="hydrating", highlight=True)).hits[0]
    assert hit.id == "p1"
    assert hit.highlights["name"] == ["<em>Hydrating</em> Facial Cleanser"]


def test_highlights_only_the_fields_asked_for(loaded: SearchBackend) -> None:
    water = SearchQuery(kind="product", text="water", highlight=True)
    assert any("ingredients" in h.highlights for h in loaded.search(water).hits)
    named = loaded.search(SearchQuery(kind="product", text="water", highlight=True, highlight_fields=("name",)))
    assert named.hits and all(set(h.highlights) <= {"name"} for h in named.hits)
    with pytest.raises(SearchQueryInvalid):  # the backend binds the query to its schemas before any I/O
        loaded.search(SearchQuery(kind="product", text="water", highlight=True, highlight_fields=("price",)))


# --- prefix and autocomplete ------------------------------------------------------------------

def test_prefix_search_completes_the_last_word(loaded: SearchBackend) -> None:
    assert ids(loaded, kind="product", text="hydra", fuzzy=False) == []
    assert ids(loaded, kind="product", text="hydra", prefix=True) == ["p1"]
    assert set(ids(loaded, kind="product", text="cerave moist", prefix=True)) == {"p4"}


def test_autocomplete_suggests_names(loaded: SearchBackend) -> None:
    suggestions = loaded.autocomplete("product", "moistu", size=5)
    assert {s.id for s in suggestions} == {"p4", "p6", "p10"}
    assert {s.text for s in suggestions} >= {"Moisturizing Cream"}
    assert all(s.kind == "product" for s in suggestions)
    cream = next(s for s in suggestions if s.text == "Moisturizing Cream")
    assert cream.fields == {"brand": "CeraVe"}  # a product suggestion carries its brand
    [nia] = loaded.autocomplete("inci", "niacin")
    assert nia.fields == {"uuid": "0b5c7a7e-1111-4a4a-9b9b-000000000001"}  # an ingredient's page address
    assert [s.id for s in loaded.autocomplete("brand", "the ord")] == ["b2"]
    assert len(loaded.autocomplete(["product", "brand"], "c", size=3)) == 3


# --- filters, facets, sorting, paging ---------------------------------------------------------

def test_include_all_and_exclude_any_ingredients(loaded: SearchBackend) -> None:
    both = IncludeAllFilter("ingredients", ("GLYCERIN", "CERAMIDE NP"))
    assert set(ids(loaded, kind="product", filters=(both,))) == {"p1", "p4", "p6"}
    avoid = ExcludeAnyFilter("ingredients", ("PARFUM", "FRAGRANCE"))
    assert set(ids(loaded, kind="product", filters=(both, avoid))) == {"p1", "p6"}


def test_price_range_and_term_filters(loaded: SearchBackend) -> None:
    cheap = RangeFilter("price", gte=8.9, lt=14.5)
    assert set(ids(loaded, kind="product", filters=(cheap,))) == {"p7", "p10", "p11", "p12"}
    oily_vegan = (TermFilter("skin_types", "oily"), TermFilter("tags", "vegan"))
    assert set(ids(loaded, kind="product", filters=oily_vegan)) == {"p2", "p11"}
    either = TermsFilter("brand", ("La Mer", "Neutrogena"))
    assert set(ids(loaded, kind="product", text="cream", filters=(either,))) == {"p8", "p10"}  # "Face Creams"
    assert set(ids(loaded, kind="product", filters=(RangeFilter("created_at", gte="2024-01-11"),))) == {"p11", "p12"}


def test_facets_count_the_filtered_matches(loaded: SearchBackend) -> None:
    result = loaded.search(SearchQuery(kind="product", filters=(TermFilter("category_path", "Skincare"),),
                                       facets=("brand", FacetRequest("skin_types", size=1), "price", "rating")))
    assert result.total == 12
    assert result.facets["brand"][:2] == [FacetBucket("The Ordinary", 4), FacetBucket("CeraVe", 3)]
    assert result.facets["skin_types"] == [FacetBucket("dry", 6)]  # then oily 5, normal 5
    price = {b.key: b.count for b in result.facets["price"]}
    assert price == {"under-10": 4, "10-25": 6, "25-50": 1, "50-100": 0, "100-plus": 1}
    assert {b.key: b.count for b in result.facets["rating"]}["4-plus"] == 9
    serums = loaded.search(SearchQuery(kind="product", text="serums", facets=("brand",)))
    assert serums.facets["brand"] == [FacetBucket("The Ordinary", 4)]


def test_disjunctive_facets_count_without_their_own_filters(loaded: SearchBackend) -> None:
    """A shop's facets: values of one field combine with OR, so a facet is counted with every filter but its own
    (the brands not picked keep their counts); the hits and every conjunctive facet still obey all filters."""
    picked = (TermsFilter("brand", ("CeraVe", "The Ordinary")), RangeFilter("price", gte=10, lt=25))
    result = loaded.search(SearchQuery(kind="product", filters=picked, size=50, facets=(
        FacetRequest("brand", disjunctive=True), FacetRequest("price", disjunctive=True), "skin_types")))
    assert {h.id for h in result.hits} == {"p1", "p4", "p12"} and result.total == 3
    # brands among the 10-25 products, whichever brand is picked
    assert {b.value: b.count for b in result.facets["brand"]} == {
        "CeraVe": 3, "La Roche-Posay": 1, "Neutrogena": 1, "Paula's Choice": 1}
    # price ranges among the picked brands' products, whichever range is picked
    assert {b.key: b.count for b in result.facets["price"]} == {
        "under-10": 4, "10-25": 3, "25-50": 0, "50-100": 0, "100-plus": 0}
    # a conjunctive facet counts within every filter
    assert {b.value: b.count for b in result.facets["skin_types"]} == {"dry": 2, "normal": 1, "oily": 1}
    # the same brand facet, conjunctive, keeps only what the filters left
    narrowed = loaded.search(SearchQuery(kind="product", filters=picked, facets=("brand",)))
    assert [(b.value, b.count) for b in narrowed.facets["brand"]] == [("CeraVe", 3)]
    # the text still narrows a disjunctive facet's counts
    cleansers = loaded.search(SearchQuery(kind="product", text="cleanser", filters=(TermsFilter("brand", ("CeraVe",)),),
                                          facets=(FacetRequest("brand", disjunctive=True),)))
    assert cleansers.total == 2
    assert {b.value: b.count for b in cleansers.facets["brand"]} == {"CeraVe": 2, "Paula's Choice": 1}


def test_a_product_is_one_document_at_every_retailer(loaded: SearchBackend) -> None:
    """Issue 23: a product listed at several retailers is one document, so both backends list, count and facet it
    once with no collapse; a retailer filter keeps it when any of its listings is sold there, any of its listings'
    ids finds it, and another listing's own words find it."""
    result = loaded.search(SearchQuery(kind="product", facets=("retailers",)))
    assert result.total == 12
    assert result.facets["retailers"] == [FacetBucket("Sephora", 12), FacetBucket("LookFantastic", 1)]
    at_lf = loaded.search(SearchQuery(kind="product", filters=(TermsFilter("retailers", ("LookFantastic",)),),
                                      facets=(FacetRequest("retailers", disjunctive=True), "brand")))
    assert [h.id for h in at_lf.hits] == ["p2"] and at_lf.total == 1
    assert {b.value: b.count for b in at_lf.facets["retailers"]} == {"Sephora": 12, "LookFantastic": 1}
    assert at_lf.facets["brand"] == [FacetBucket("The Ordinary", 1)]
    assert at_lf.hits[0].source["retailer_count"] == 2
    by_listing = TermsFilter("listing_ids", ("l22", "p4"))
    assert set(ids(loaded, kind="product", filters=(by_listing,))) == {"p2", "p4"}
    assert ids(loaded, kind="product", text="blemish formula") == ["p2"]


def test_sort_by_a_whitelisted_field(loaded: SearchBackend) -> None:
    prices = [h.source["price"] for h in loaded.search(SearchQuery(kind="product", sort="price", size=50)).hits]
    assert prices == sorted(prices) and len(prices) == 12
    hits = loaded.search(SearchQuery(kind="product", sort="-like_count", size=2)).hits
    assert [h.id for h in hits] == ["p2", "p11"] and hits[0].score is None


@pytest.mark.parametrize("sort", ["relevance", "-rating", "price"])
def test_paging_is_stable_and_never_repeats(loaded: SearchBackend, sort: str) -> None:
    def page(n: int) -> list[str]:
        return [h.id for h in loaded.search(SearchQuery(kind="product", text="skincare", sort=sort, page=n,
                                                        size=5)).hits]

    pages = [page(1), page(2), page(3)]
    seen = [i for p in pages for i in p]
    assert [len(p) for p in pages] == [5, 5, 2]
    assert sorted(seen) == sorted(p["id"] for p in PRODUCTS)  # every product once
    assert pages == [page(1), page(2), page(3)]  # the same again
    assert page(4) == []


# --- privacy ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("viewer", "visible"), [(None, {"r1", "r3"}), ("u2", {"r1", "r3"}),
                                                 ("u1", {"r1", "r2", "r3"})])
def test_private_documents_only_for_their_owner(loaded: SearchBackend, viewer: str | None, visible: set) -> None:
    result = loaded.search(SearchQuery(kind="review", text="cleanser", viewer_id=viewer, size=50,
                                       facets=("author_nickname",)))
    assert {h.id for h in result.hits} == visible
    assert result.total == len(visible)
    dewy = {b.value: b.count for b in result.facets["author_nickname"]}["dewy"]
    assert dewy == (2 if viewer == "u1" else 1)
    suggested = {s.id for s in loaded.autocomplete("review", "secret", viewer_id=viewer)}
    assert suggested == ({"r2"} if viewer == "u1" else set())


def test_private_documents_in_multi_kind_search(loaded: SearchBackend) -> None:
    result = loaded.search(SearchQuery(kinds=("product", "review"), text="secret cleanser diary", size=50))
    assert "r2" not in {h.id for h in result.hits}
    assert len(REVIEWS) == 3


# --- writes and index lifecycle ---------------------------------------------------------------

def test_search_before_any_index_is_built_is_unavailable(backend: SearchBackend) -> None:
    with pytest.raises(SearchUnavailable):
        backend.search(SearchQuery(kind="product", text="cream"))
    assert backend.live_index("product") is None


def test_upsert_replaces_and_delete_removes(backend: SearchBackend) -> None:
    load_corpus(backend)
    changed = dict(PRODUCTS[0], name="Renamed Foaming Wash", price=99.0)
    report = backend.upsert("product", [changed, {"id": "p99", "name": "Brand New Serum", "price": 5.0}])
    assert report.indexed == 2
    assert backend.count("product") == len(PRODUCTS) + 1
    assert ids(backend, kind="product", text="foaming wash") == ["p1"]
    assert ids(backend, kind="product", text="hydrating facial") == []
    backend.delete("product", ["p1", "p99", "does-not-exist"])
    assert backend.count("product") == len(PRODUCTS) - 1
    assert ids(backend, kind="product", text="foaming") == []


def test_invalid_documents_are_reported_not_indexed(backend: SearchBackend) -> None:
    name = backend.create_index("brand")
    report = backend.bulk_index(name, [{"id": "ok", "name": "Fine"}, {"id": "bad", "name": "X",
                                                                      "product_count": "many"}])
    assert report.indexed == 1 and [i for i, _ in report.failed] == ["bad"]


def test_bulk_chunks_respect_count_and_byte_caps(backend: SearchBackend) -> None:
    name = backend.create_index("brand")
    docs = [{"id": f"b{i}", "name": f"Brand {i}", "product_count": i} for i in range(10)]
    assert backend.bulk_index(name, docs, max_docs_per_chunk=3).chunks == 4
    assert backend.bulk_index(name, docs, max_bytes_per_chunk=1).chunks == 10  # one oversized doc per chunk
    backend.swap_alias("brand", name)
    assert backend.count("brand") == 10  # re-indexing the same ids replaced them


def test_alias_swap_rebuild_prune(backend: SearchBackend) -> None:
    v1 = backend.create_index("brand")
    backend.bulk_index(v1, BRANDS)
    assert backend.swap_alias("brand", v1) is None
    v2 = backend.create_index("brand")
    assert v2 > v1 and v1.endswith("-v000001") and v2.endswith("-v000002")
    backend.bulk_index(v2, [*BRANDS, {"id": "b9", "name": "Glow Recipe", "product_count": 2}])

    errors: list[BaseException] = []
    stop = threading.Event()

    def keep_searching() -> None:  # searches keep answering while the alias moves
        while not stop.is_set():
            try:
                assert backend.search(SearchQuery(kind="brand", text="cerave")).total == 1
            except BaseException as exc:  # noqa: BLE001 - surfaced below
                errors.append(exc)
                return

    reader = threading.Thread(target=keep_searching)
    reader.start()
    try:
        assert ids(backend, kind="brand", text="glow recipe") == []
        assert backend.swap_alias("brand", v2) == v1
        assert ids(backend, kind="brand", text="glow recipe") == ["b9"]
        assert backend.live_index("brand") == v2
        with pytest.raises(SearchIndexError):
            backend.drop_index(v2)  # the live index is never dropped
        backend.drop_index(v1)
    finally:
        stop.set()
        reader.join()
    assert not errors
    assert backend.list_indices("brand") == [v2]
    v3 = backend.create_index("brand")
    assert v3.endswith("-v000003")
    assert backend.prune("brand", keep=1) == [v3]  # keeps the live one, not merely the newest
    assert backend.list_indices("brand") == [v2]
    assert backend.count("brand") == len(BRANDS) + 1


def test_ping_and_health(backend: SearchBackend) -> None:
    assert backend.ping() is True
    assert backend.health()["ok"] is True


# --- the mixed search (api/search_endpoints/mixed.py) over each backend ---------------------------------------

MIXED = ("product", "inci", "brand", "review")


def test_the_mixed_search_gives_the_same_list_on_every_backend(loaded: SearchBackend) -> None:
    from api.search_endpoints import mixed

    result = mixed.search(loaded, "niacinamide", 1, 20, None, MIXED)
    first = result.hits[0]
    assert (first.kind, first.source["name"]) == ("inci", "NIACINAMIDE") and result.best == {("inci", "i1")}
    assert {(h.kind, h.id) for h in result.hits[1:4]} == {("product", p) for p in ("p2", "p6", "p12")}
    assert result.total == sum(result.counts.values()) == len(result.hits)
    pages = [h for p in range(1, 11) for h in mixed.search(loaded, "niacinamide", p, 2, None, MIXED).hits]
    assert [(h.kind, h.id) for h in pages] == [(h.kind, h.id) for h in result.hits]


def test_the_mixed_search_lists_partial_matches_after_full_ones(loaded: SearchBackend) -> None:
    from api.search_endpoints import mixed

    result = mixed.search(loaded, "ordinary niacinamide cleanser", 1, 20, None, ("product",))
    assert result.counts["product"] == 0 and result.counts["product_partial"] >= 2
    assert {("product", "p2"), ("product", "p12")} <= result.partial
    assert {h.id for h in result.hits} == {i for _, i in result.partial}
