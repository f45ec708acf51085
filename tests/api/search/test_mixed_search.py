"""The mixed search's relevance model (api/search_endpoints/mixed.py) on the embedded engine, with a few documents whose
scores would mislead a merge by raw score: the ingredient index scores "niacinamide" far above any product."""

from __future__ import annotations

from pathlib import Path

import pytest

from api.search.backends.embedded import EmbeddedSearchBackend
from api.search.query import SearchQuery
from api.search.synonyms import load_synonyms
from api.search_endpoints import mixed
from api.search_kinds.registry import KINDS, SCHEMAS


def _product(pid: int, name: str, brand: str, ingredients: list[str], reviews: int = 0) -> dict:
    return {"id": str(pid), "name": name, "brand": brand, "category_path": ["Skincare", "Serums"],
            "ingredients": ingredients, "tags": [], "skin_types": [], "review_count": reviews, "like_count": 0}


PRODUCTS = [
    _product(1, "Niacinamide 10% + Zinc 1%", "The Ordinary", ["AQUA", "NIACINAMIDE", "ZINC PCA"], 5778),
    _product(2, "Glow Serum: Propolis + Niacinamide", "Beauty of Joseon", ["PROPOLIS EXTRACT", "NIACINAMIDE"], 40),
    _product(3, "Daily Moisturizing Lotion", "CeraVe", ["AQUA", "GLYCERIN", "NIACINAMIDE"], 900),
    _product(4, "Hydrating Cleanser", "CeraVe", ["AQUA", "GLYCERIN", "CERAMIDE NP"], 1200),
    _product(5, "Moisturizing Cream", "CeraVe", ["AQUA", "GLYCERIN", "CERAMIDE NP"], 3000),
    _product(6, "Protini Polypeptide Firming Moisturizer", "Drunk Elephant", ["AQUA", "SH-OLIGOPEPTIDE-1"], 6048),
    _product(7, "Protini Polypeptide Cream", "Drunk Elephant", ["AQUA", "SH-OLIGOPEPTIDE-1"], 10),
    *[_product(10 + i, f"Niacinamide Serum No. {i}", "Brand X", ["AQUA", "NIACINAMIDE"]) for i in range(12)],
]
INCI = [
    {"id": "1", "name": "NIACINAMIDE", "uuid": "u1", "synonyms": "vitamin b3", "primary_names": ["vitamin b3"],
     "functions": [], "product_count": 1292},
    {"id": "2", "name": "NICOTINAMIDE MONONUCLEOTIDE", "uuid": "u2", "synonyms": "", "functions": [],
     "product_count": 0},
    *[{"id": str(10 + i), "name": f"NIACINAMIDE {salt}", "uuid": f"s{i}", "synonyms": "", "functions": [],
       "product_count": 0} for i, salt in enumerate(["ASCORBATE", "LACTATE", "MALATE", "MANDELATE", "GLYCOLATE"])],
    {"id": "3", "name": "GLYCERIN", "uuid": "u3", "synonyms": "", "functions": [], "product_count": 7036},
    {"id": "4", "name": "ZINC PCA", "uuid": "u4", "synonyms": "", "functions": [], "product_count": 138},
]
BRANDS = [{"id": "1", "name": "CeraVe", "product_count": 3}, {"id": "2", "name": "The Ordinary", "product_count": 1},
          {"id": "3", "name": "Drunk Elephant", "product_count": 2}, {"id": "4", "name": "Kiehl's Since 1851",
                                                                       "product_count": 0}]
USERS = [{"id": "7", "nickname": "dewy-peony-4821", "avatar": "", "is_imported": False},
         {"id": "8", "nickname": "niacinamide-fan", "avatar": "", "is_imported": False}]
REVIEWS = [{"id": "1", "title": "Niacinamide changed my skin", "body": "", "author_id": "8", "author_nickname":
            "niacinamide-fan", "product_ids": ["1"], "product_names": "Niacinamide 10% + Zinc 1%", "like_count": 0,
            "owner_id": "8", "is_private": False, "created_at": "2024-01-01T00:00:00Z"}]


@pytest.fixture(scope="module")
def backend(tmp_path_factory: pytest.TempPathFactory) -> EmbeddedSearchBackend:
    made = EmbeddedSearchBackend(Path(tmp_path_factory.mktemp("mixed")), synonyms=load_synonyms(), schemas=SCHEMAS)
    docs = {"product": PRODUCTS, "inci": INCI, "brand": BRANDS, "user": USERS, "review": REVIEWS}
    for kind in KINDS:
        name = made.create_index(kind)
        made.bulk_index(name, docs.get(kind, []))
        made.swap_alias(kind, name)
    return made


def kinds_of(result: mixed.MixedResult) -> list[tuple[str, str]]:
    return [(h.kind, h.id) for h in result.hits]


def test_niacinamide_gives_the_ingredient_once_then_products(backend: EmbeddedSearchBackend) -> None:
    # The merge by raw score put eight ingredients (NICOTINAMIDE MONONUCLEOTIDE, in no product, first) above any product.
    raw = backend.search(SearchQuery(kinds=("product", "inci"), text="niacinamide", size=10, prefix=True))
    assert raw.hits[0].kind == "inci"
    result = mixed.search(backend, "niacinamide", 1, 10, None)
    assert result.hits[0].kind == "inci" and result.hits[0].source["name"] == "NIACINAMIDE"
    assert result.best == frozenset({("inci", "1")})
    assert [h.kind for h in result.hits[1:]] == ["product"] * 9
    assert all("NIACINAMIDE" in h.source["ingredients"] for h in result.hits[1:])


def test_ingredients_in_no_product_never_outrank_used_ones(backend: EmbeddedSearchBackend) -> None:
    result = mixed.search(backend, "niacinamide", 1, 50, None, ("inci",))
    counts = [h.source["product_count"] for h in result.hits]
    assert counts[0] == 1292 and all(c == 0 for c in counts[1:])
    assert not result.best  # without products (one tab), a plain list
    # Asked for by its own name, an unused ingredient is the best match only when no product matches every word.
    nmn = mixed.search(backend, "nicotinamide mononucleotide", 1, 10, None)
    assert kinds_of(nmn)[0] == ("inci", "2") and nmn.best == frozenset({("inci", "2")})
    assert nmn.counts["product"] == 0 and nmn.counts["product_partial"] == 15  # niacinamide products follow


def test_a_common_name_finds_its_ingredient_as_best_match(backend: EmbeddedSearchBackend) -> None:
    result = mixed.search(backend, "vitamin b3", 1, 10, None)
    assert result.hits[0].source["name"] == "NIACINAMIDE" and ("inci", "1") in result.best


def test_the_brand_named_is_the_best_match_then_its_products(backend: EmbeddedSearchBackend) -> None:
    result = mixed.search(backend, "cerave", 1, 10, None)
    assert kinds_of(result)[:1] == [("brand", "1")] and result.best == frozenset({("brand", "1")})
    assert {h.id for h in result.hits[1:4]} == {"3", "4", "5"}
    # A brand whose name holds the query ("kiehls" in Kiehl's Since 1851) but has no product is not one.
    assert not mixed.search(backend, "kiehls", 1, 10, None).best


def test_a_members_nickname_finds_the_member(backend: EmbeddedSearchBackend) -> None:
    result = mixed.search(backend, "dewy-peony-4821", 1, 10, None)
    assert kinds_of(result)[0] == ("user", "7") and ("user", "7") in result.best
    assert result.counts["user"] == 1
    # Words of a nickname find it too, after anything the words name better.
    fan = mixed.search(backend, "niacinamide fan", 1, 30, None)
    assert ("user", "8") in kinds_of(fan)


def test_pages_continue_one_list_and_counts_add_up(backend: EmbeddedSearchBackend) -> None:
    whole = mixed.search(backend, "niacinamide", 1, 50, None)
    pages = [h for p in range(1, 8) for h in mixed.search(backend, "niacinamide", p, 4, None).hits]
    assert [(h.kind, h.id) for h in pages] == kinds_of(whole)
    assert len(set(kinds_of(whole))) == len(whole.hits) == whole.total
    assert whole.total == sum(whole.counts.values())
    assert whole.counts["product"] == 15 and whole.counts["inci"] == 7 and whole.counts["review"] == 1
    # After the products: the other ingredients, then the members, then the posts.
    order = [h.kind for h in whole.hits]
    assert order.index("review") > max(i for i, k in enumerate(order) if k == "product")


def test_one_kind_is_that_kinds_slice_of_the_mixed_list(backend: EmbeddedSearchBackend) -> None:
    products = mixed.search(backend, "niacinamide", 1, 50, None, ("product",))
    whole = mixed.search(backend, "niacinamide", 1, 50, None)
    assert [h.id for h in products.hits] == [h.id for h in whole.hits if h.kind == "product"]
    assert products.total == products.counts["product"] == 15


def test_products_matching_all_but_one_word_follow_those_matching_all(backend: EmbeddedSearchBackend) -> None:
    result = mixed.search(backend, "protini polypeptide cream", 1, 10, None, ("product",))
    assert [h.id for h in result.hits] == ["7", "6"]  # the Cream matches every word; the Moisturizer all but one
    assert result.counts == {"product": 1, "product_partial": 1}
    assert result.partial == frozenset({("product", "6")})
    assert result.hits[1].highlights["name"]  # partial matches are highlighted too
    # Page by page, the same list: the partial list is its own query (all but one word, less the full matches).
    whole = mixed.search(backend, "niacinamide zinc serum", 1, 30, None)
    assert whole.counts["product"] == 1 and whole.counts["product_partial"] == 14
    pages = [h for p in range(1, 31) for h in mixed.search(backend, "niacinamide zinc serum", p, 1, None).hits]
    assert [(h.kind, h.id) for h in pages] == kinds_of(whole) and len(pages) == whole.total


def test_stopwords_are_not_required_words(backend: EmbeddedSearchBackend) -> None:
    # "for" would otherwise be one of three words that must all match, and match nothing.
    assert mixed.search(backend, "niacinamide for zinc", 1, 10, None, ("product",)).counts["product"] == 1


def test_highlights_only_for_the_page(backend: EmbeddedSearchBackend) -> None:
    result = mixed.search(backend, "niacinamide", 2, 3, None, ("product",))
    assert all("<em>" in h.highlights["name"][0] for h in result.hits)


def test_an_empty_keyword_lists_everything_without_best_matches(backend: EmbeddedSearchBackend) -> None:
    result = mixed.search(backend, "", 1, 5, None)
    assert not result.best and result.total == sum(result.counts.values()) > 5
    assert [h.kind for h in result.hits] == ["product"] * 5


def test_kinds_parameter() -> None:
    assert mixed.result_kinds("") == mixed.MIXED_KINDS
    assert mixed.result_kinds("user,product,nonsense") == ("product", "user")
