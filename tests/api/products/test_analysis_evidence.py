"""Issue 9 §2 over HTTP and in the search index: no green free-from badge without a list that clears the evidence
bar, on /product/analyze, product detail, compare and the search document's tags ("what's inside" facet).

The engine rules themselves are checked on real Sephora products in tests/ingredient_engine/test_evidence.py;
here the same verdict must reach every screen.
"""

from __future__ import annotations

import pytest

from indexer.search import documents
from tests.api.helpers import signed_in
from tests.api.ingredient_catalog import add_product, make_catalog


@pytest.fixture
def catalog(session):  # type: ignore[no-untyped-def]
    c = make_catalog(session)
    # a real product page with no ingredient list (Sephora P483080, Crescent Beach Perfume Travel Spray)
    add_product(session, c, "No List Spray", "Acme", "Serums", 30.0, 10.0, ())
    return c


def _tags(analysis: dict) -> dict[str, dict]:
    return {t["tag"]: t for t in analysis["tags"]}


def test_analyze_junk_text_has_no_green_badge(client, catalog):
    a = client.get("/api/product/analyze", params={"ingredient_list": "hello this is not a list"}).json()["data"]
    assert a["enough_data"] is False and a["data_note"].startswith("not enough ingredient data")
    assert [t["tag"] for t in a["tags"] if t["applies"]] == []
    assert {t["status"] for t in a["tags"]} == {"not_enough_data"}


def test_analyze_a_well_recognised_list_keeps_its_badges_and_names_its_sources(client, catalog):
    a = client.get("/api/product/analyze", params={
        "ingredient_list": "Aqua, Glycerin, Niacinamide, Butylene Glycol, Phenoxyethanol, Linalool"}).json()["data"]
    assert a["enough_data"] is True
    tags = _tags(a)
    assert tags["alcohol_free"]["applies"] is True and tags["alcohol_free"]["status"] == "applies"
    assert tags["eu_allergen_free"]["status"] == "does_not_apply"
    for f in a["flags"]:
        assert f["source_name"] and "data/rules" not in f["source_name"]
        assert f["source_url"] is None or f["source_url"].startswith("https://")
    rows = {r["ingredient"]: r for r in a["flagged_ingredients"]}
    assert rows["LINALOOL"]["severity"] == "caution"
    assert [f["code"] for f in rows["LINALOOL"]["flags"]] == ["eu_fragrance_allergen"]  # one row, not two
    glycerin = next(r for r in a["ingredients"] if r["inci"] == "GLYCERIN")
    assert glycerin["description"].startswith("A humectant")


def test_product_detail_without_a_list_says_not_enough_data(client, catalog):
    d = client.get("/api/product/detail", params={"product_id": catalog.pid("No List Spray")}).json()["data"]
    a = d["analysis"]
    assert a["total"] == 0 and a["enough_data"] is False
    assert all(not t["applies"] and t["status"] == "not_enough_data" for t in a["tags"])


def test_compare_with_a_product_without_a_list(client, catalog):
    ids = [catalog.pid("Niacinamide Serum"), catalog.pid("No List Spray")]
    data = client.post("/api/product/compare", json={"product_ids": ids}).json()["data"]
    full, empty = (p["analysis"] for p in data["products"])
    assert _tags(full)["alcohol_free"]["applies"] is True
    assert all(t["status"] == "not_enough_data" for t in empty["tags"])


def test_retinol_is_caution_for_a_member_who_did_not_say_pregnant(client, catalog):
    d = client.get("/api/product/detail", params={"product_id": catalog.pid("Retinol Night Cream")}).json()["data"]
    preg = [f for f in d["analysis"]["flags"] if f["code"] == "pregnancy"]
    assert preg and {f["severity"] for f in preg} == {"caution"}
    assert preg[0]["source_url"] == "https://www.ncbi.nlm.nih.gov/pmc/articles/PMC3114665/"


def test_a_member_who_said_pregnant_is_told_to_avoid_retinol(client, session, catalog):
    """Issue 9 §2: "avoid" only for a member who said so, in her profile's concerns."""
    pid = catalog.pid("Retinol Night Cream")
    headers = signed_in(client, session)
    r = client.post("/api/user/edit_info", json={"concerns": ["pregnancy"]}, headers=headers)
    assert r.status_code == 200, r.text
    d = client.get("/api/product/detail", params={"product_id": pid}, headers=headers).json()["data"]
    fit = d["personal"]["concern_fits"][0]
    assert (fit["target"], fit["verdict"]) == ("pregnancy", "caution")
    assert ["RETINOL"] in [r["ingredients"] for r in fit["reasons"] if r["effect"] == "avoid"]
    assert {f["severity"] for f in d["analysis"]["flags"] if f["code"] == "pregnancy"} == {"caution"}  # the page
    listed = client.get("/api/product/analyze", params={"ingredient_list": "Aqua, Glycerin, Retinol"},
                        headers=headers).json()["data"]
    assert {f["severity"] for f in listed["flags"] if f["code"] == "pregnancy"} == {"avoid"}
    options = client.get("/api/user/profile_options").json()["data"]["concerns"]
    assert {"value": "pregnancy", "label": "Pregnant or breastfeeding"} in options


def test_search_documents_carry_the_analysis_tags(session, catalog):
    docs = documents.load(session, "product", [catalog.pid("Niacinamide Serum"), catalog.pid("Vitamin C Glow"),
                                               catalog.pid("No List Spray")])
    serum, glow, empty = (docs[catalog.pid(n)]["tags"] for n in ("Niacinamide Serum", "Vitamin C Glow",
                                                                 "No List Spray"))
    assert "fragrance-free" in serum and "alcohol-free" in serum
    assert "fragrance-free" not in glow and "alcohol-free" not in glow and "silicone-free" in glow
    assert empty == ["not-enough-ingredient-data"]


def test_browse_tag_facet_is_the_analysis(app, session, settings, client):
    """`?tag=fragrance-free` finds products through the search index, whose tags come from the analysis: a stored
    "fragrance-free" on a product the analysis cannot vouch for is replaced by not-enough-ingredient-data."""
    from api.models import Brand, Category, Inci, Product, ProductIngredient
    from api.search_kinds.registry import KINDS
    from indexer.search.sync import pending_outbox_ids, sync_outbox

    backend = app.state.runtimes.search.backend()
    for kind in KINDS:
        backend.swap_alias(kind, backend.create_index(kind))
    brand, cat = Brand(name="Lumen", key="lumen"), Category(name="Serums", path="Skincare > Serums")
    names = ("AQUA", "GLYCERIN", "NIACINAMIDE", "PARFUM", "SQUALANE")
    inci = {n: Inci(name=n, functions=[]) for n in names}
    session.add_all([brand, cat, *inci.values()])
    session.flush()
    lists = {"Plain Serum": ("AQUA", "GLYCERIN", "NIACINAMIDE"), "Scented Serum": ("AQUA", "GLYCERIN", "PARFUM"),
             "Squalane Oil": ("SQUALANE", "GLYCERIN", "AQUA"), "Two Things": ("AQUA", "GLYCERIN")}
    for n, (name, incis) in enumerate(lists.items(), 1):
        p = Product(name=name, brand_id=brand.id, category_id=cat.id, price_usd=10.0, source="t", source_id=str(n),
                    tags=["fragrance-free", "vegan"] if name == "Two Things" else [])
        session.add(p)
        session.flush()
        for seq, i in enumerate(incis, 1):
            session.add(ProductIngredient(product_id=p.id, seq=seq, position=seq, inci_id=inci[i].id,
                                          raw_name=i.title(), confidence=1.0))
    session.commit()
    sync_outbox(backend, settings, pending_outbox_ids(session))

    def search(tag: str) -> list[str]:
        req = {"searchTerm": "", "filters": [{"field": "tags", "values": [tag], "type": "all"}],
               "current": 1, "resultsPerPage": 10}
        data = client.post("/api/search/ui", json=req).json()["data"]
        return sorted(r["name"]["raw"] for r in data["results"])

    assert search("fragrance-free") == ["Plain Serum", "Squalane Oil"]
    assert search("oil-free") == ["Plain Serum", "Scented Serum"]
    assert search("not-enough-ingredient-data") == ["Two Things"]
    assert search("vegan") == ["Two Things"]  # tags the analysis does not own are kept
