"""Browse on real labels (issue 9 §5): the "what's inside" facet and the must-contain filter over real Sephora
products imported through the catalogue's importer with the engine fitted on the real CosIng inventory.

The tag facet must say what each product's analysis says (its kept analysis, the product page's badges), and a
misspelt common name (`glycerine`) must be read by the resolver as on /searchByIngredients."""

from __future__ import annotations

import pytest

from tests.api.helpers import sync_index
from tests.api.real_sources import connection_within_module, import_slice  # noqa: F401 (a fixture)

MOISTURIZERS = 40  # the first real Sephora moisturizers with an ingredient field, in file order


def _moisturizers(header: list[str], body: list[list[str]]) -> list[list[str]]:
    cat, ing = header.index("tertiary_category"), header.index("ingredients")
    return [r for r in body if r[cat] == "Moisturizers" and r[ing].strip()][:MOISTURIZERS]


@pytest.fixture(scope="module")
def moisturizers(module_session, module_engines, tmp_path_factory) -> list[int]:  # type: ignore[no-untyped-def]
    ids = import_slice(module_session, module_engines, tmp_path_factory.mktemp("moisturizers"), "sephora",
                       _moisturizers)
    return list(ids.values())


@pytest.fixture
def imported(moisturizers, session, settings, backend) -> list[int]:  # type: ignore[no-untyped-def]
    sync_index(session, backend, settings)  # each test's index is its own
    return moisturizers


def _browse(client, filters: list[dict]) -> dict:  # type: ignore[no-untyped-def]
    req = {"searchTerm": "", "sortList": [], "current": 1, "resultsPerPage": 50, "filters": filters}
    r = client.post("/api/search/ui", json=req)
    assert r.status_code == 200, r.text
    return r.json()["data"]


def _ids(data: dict) -> set[int]:
    return {int(r["id"]["raw"]) for r in data["results"]}


def test_the_whats_inside_facet_is_each_products_analysis(client, imported):
    pages = {pid: client.get("/api/product/detail", params={"product_id": pid}).json()["data"] for pid in imported}
    for tag, key in (("fragrance-free", "fragrance_free"), ("alcohol-free", "alcohol_free")):
        applies = {pid for pid, page in pages.items()
                   if any(t["tag"] == key and t["applies"] for t in page["analysis"]["tags"])}
        assert 0 < len(applies) < len(imported), tag  # real moisturizers: some are, some are not
        assert _ids(_browse(client, [{"field": "tags", "values": [tag], "type": "all"}])) == applies, tag


def test_must_contain_reads_a_misspelt_name_through_the_resolver(client, imported):
    pages = {pid: client.get("/api/product/detail", params={"product_id": pid}).json()["data"] for pid in imported}
    with_glycerin = {pid for pid, page in pages.items()
                     if "GLYCERIN" in {i["inci"] for i in page["ingredient_list"]}}
    assert 0 < len(with_glycerin) < len(imported)
    data = _browse(client, [{"field": "ingredients_include", "values": ["glycerine"], "type": "all"}])
    assert [t["inci"] for t in data["ingredient_terms"]] == [["GLYCERIN"]]
    assert _ids(data) == with_glycerin
    without = _browse(client, [{"field": "ingredients_exclude", "values": ["glycerine"], "type": "all"}])
    assert _ids(without) == set(imported) - with_glycerin
