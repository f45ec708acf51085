"""Former and current INCI names are one ingredient in compare and search (issue 9 §3), on two real labels imported
through the catalogue's importer and the engine fitted on the real CosIng inventory: LookFantastic's CeraVe
Moisturising Cream 50ml prints the former names (ceramide 3, ceramide 6 ii, ceramide 1), Sephora's Dr. Zenovia
Peptide + Ceramide Repairing Moisturizer (P464238) the current ones (Ceramide NP, Ceramide AP, Ceramide EOP)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.api.helpers import sync_index
from tests.api.real_sources import connection_within_module, import_slice, where  # noqa: F401 (a fixture)

CERAVE = ("lookfantastic", "product_name", "CeraVe Moisturising Cream 50ml")
ZENOVIA = ("sephora", "product_id", "P464238")
FORMER = {"CERAMIDE 3", "CERAMIDE 6 II", "CERAMIDE 1"}
CURRENT = {"CERAMIDE NP", "CERAMIDE AP", "CERAMIDE EOP"}


@pytest.fixture(scope="module")
def labelled(module_session, module_engines, tmp_path_factory) -> dict[str, int]:  # type: ignore[no-untyped-def]
    tmp_path = tmp_path_factory.mktemp("labelled")
    ids = {}
    for n, (command, column, value) in enumerate((CERAVE, ZENOVIA)):
        ids[command], = import_slice(module_session, module_engines, tmp_path, command, where(column, value),
                                     with_cosing=n == 0).values()
    return ids


def _post(client: Any, url: str, body: dict[str, Any]) -> Any:
    r = client.post(url, json=body)
    assert r.status_code == 200 and r.json()["status"] is True, r.text
    return r.json()["data"]


def test_compare_counts_former_and_current_names_as_shared_ingredients(client, labelled):
    cerave, zenovia = labelled["lookfantastic"], labelled["sephora"]
    data = _post(client, "/api/product/compare", {"product_ids": [cerave, zenovia]})
    raw = {p["product"]["product_id"]: p["ingredients"] for p in data["products"]}
    assert set(raw[cerave]) >= CURRENT and set(raw[zenovia]) >= CURRENT
    assert not FORMER & (set(raw[cerave]) | set(raw[zenovia]))
    assert set(data["shared_ingredients"]) >= CURRENT
    unique = {u["product_id"]: set(u["ingredients"]) for u in data["unique_ingredients"]}
    assert not (CURRENT | FORMER) & (unique[cerave] | unique[zenovia])
    shared = len(set(raw[cerave]) & set(raw[zenovia]))
    union = len(set(raw[cerave]) | set(raw[zenovia]))
    assert data["similarity"][0][1] == pytest.approx(shared / union, abs=1e-6)


def test_search_by_ingredients_reads_ceramide_3_as_ceramide_np(client, labelled):
    for term in ("ceramide 3", "Ceramide NP"):
        data = _post(client, "/api/inci/match_product", {"ingredients": [term]})
        assert {i["product_id"] for i in data["items"]} == set(labelled.values()), term
        assert data["terms"][0]["inci"] == ["CERAMIDE NP"]
    renamed = _post(client, "/api/inci/match_product", {"ingredients": ["ceramide 3"]})["terms"][0]
    assert "former INCI name" in (renamed["correction"] or "")


def test_browse_must_contain_ceramide_3_finds_products_labelled_ceramide_np(client, session, settings, backend,
                                                                              labelled):
    sync_index(session, backend, settings)
    req = {"searchTerm": "", "sortList": [], "current": 1, "resultsPerPage": 10,
           "filters": [{"field": "ingredients_include", "values": ["ceramide 3", "ceramide 6 ii"], "type": "all"}]}
    data = _post(client, "/api/search/ui", req)
    assert {int(r["id"]["raw"]) for r in data["results"]} == set(labelled.values())
    assert [t["inci"] for t in data["ingredient_terms"]] == [["CERAMIDE NP"], ["CERAMIDE AP"]]


def test_keyword_search_for_a_former_name_finds_the_current_name(client, session, settings, backend, labelled):
    """A member typing the name on an old label (`ceramide 3`) finds products labelled with the current one
    (Ceramide NP), and the other way round: the search synonyms carry the name history."""
    sync_index(session, backend, settings)
    for keyword in ("ceramide 3", "ceramide np", "ceramide 6 ii"):
        data = _post(client, "/api/product/search", {"keyword": keyword})
        assert {item["product_id"] for item in data["items"]} == set(labelled.values()), keyword
