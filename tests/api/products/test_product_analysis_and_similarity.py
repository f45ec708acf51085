"""Analyze, similarity (against a brute-force Jaccard), dupes and compare, over HTTP."""

from __future__ import annotations

import pytest

from tests.api.helpers import signed_in
from tests.api.ingredient_catalog import PRODUCTS, make_catalog

FORTY = (
    "Water (Aqua), Glycerin, Niacinamide, Butylene Glycol, Propanediol, Caprylic/Capric Triglyceride, "
    "Cetearyl Alcohol, Dimethicone, Sodium Hyaluronate, Panthenol, Allantoin, Tocopherol, Squalane, "
    "Ceramide NP, Ceramide AP, Ceramide EOP, Phytosphingosine, Cholesterol, Sodium Lauroyl Lactylate, "
    "Carbomer, Xanthan Gum, Glyceryl Stearate, PEG-100 Stearate, Behenyl Alcohol, Ethylhexylglycerin, "
    "Phenoxyethanol, Disodium EDTA, Sodium Hydroxide, Citric Acid, Hydroxyacetophenone, 1,2-Hexanediol, "
    "Alcohol Denat., Parfum, Linalool, Limonene, Retinol, Salicylic Acid, Isopropyl Myristate, "
    "Sodium Hyaluraonate, Butylene Glucol"
)


def test_analyze_names_triggers_and_sources_counts_recognition_and_declares_corrections(client, catalog):
    r = client.get("/api/product/analyze",
                   params={"ingredient_list": "Ingredients: Aqua, Niacinamde, Alcohol Denat., Parfum, Linalool, "
                                              "Unobtainium Extract"})
    assert r.status_code == 200
    body = r.json()
    assert body["status"] is True
    a = body["data"]
    assert a["total"] == 6 and a["recognised_count"] == 5 and a["unrecognised"] == ["Unobtainium Extract"]
    assert a["recognition_summary"] == "5 of 6 ingredients recognised"
    assert a["corrections"] == ["read 'Niacinamde' as 'NIACINAMIDE'"]
    assert a["dropped_text"] == ["Ingredients:"]
    for flag in a["flags"]:
        assert flag["ingredients"] and flag["source"] and flag["message"]
    allergen = next(f for f in a["flags"] if f["code"] == "eu_fragrance_allergen")
    assert allergen["ingredients"] == ["LINALOOL"]
    corrected = next(f for f in a["flags"] if f["code"] == "corrected_name")
    assert corrected["ingredients"] == ["Niacinamde"]
    tags = {t["tag"]: t for t in a["tags"]}
    assert {k: tags["alcohol_free"][k] for k in ("tag", "applies", "triggers", "status")} == {
        "tag": "alcohol_free", "applies": False, "triggers": ["ALCOHOL DENAT."], "status": "does_not_apply"}
    assert "data/rules" not in tags["alcohol_free"]["source_name"]
    # 5 of 6 recognised is below the 90 % bar: no green badge without evidence (issue 9 §2)
    assert (tags["silicone_free"]["applies"], tags["silicone_free"]["status"]) == (False, "not_enough_data")
    assert a["enough_data"] is False and a["data_note"].startswith("not enough ingredient data: 5 of 6")
    row = a["ingredients"][1]
    assert (row["name"], row["inci"], row["position"], row["correction"]) == (
        "Niacinamde", "NIACINAMIDE", 2, "read 'Niacinamde' as 'NIACINAMIDE'")
    assert a["personalised_for"] is None and a["skin_type_fit"] is None


def test_analyze_is_personalised_for_the_signed_in_member(client, session, catalog):
    headers = signed_in(client, session)
    r = client.post("/api/user/edit_info", json={"skin_type": "sensitive", "concerns": ["acne", "redness"]},
                    headers=headers)
    assert r.json()["status"] is True
    a = client.get("/api/product/analyze", params={"ingredient_list": FORTY}, headers=headers).json()["data"]
    assert a["total"] == 40
    assert a["personalised_for"] == {"skin_type": "sensitive", "concerns": ["acne", "redness"]}
    assert a["skin_type_fit"]["target"] == "sensitive"
    assert [f["target"] for f in a["concern_fits"]] == ["acne", "redness"]
    for fit in [a["skin_type_fit"], *a["concern_fits"]]:
        for reason in fit["reasons"]:
            assert reason["ingredients"] and reason["source"]
    plain = client.get("/api/product/analyze", params={"ingredient_list": FORTY, "personalise": False},
                       headers=headers).json()["data"]
    assert plain["personalised_for"] is None
    other = client.get("/api/product/analyze", params={"ingredient_list": FORTY, "skin_type": "oily"}).json()["data"]
    assert other["personalised_for"]["skin_type"] == "oily"


def test_product_page_gives_a_signed_in_member_their_fit_and_nobody_else(client, session, catalog):
    pid = catalog.pid("BHA Toner")
    assert client.get("/api/product/detail", params={"product_id": pid}).json()["data"]["personal"] is None
    headers = signed_in(client, session)
    plain = client.get("/api/product/detail", params={"product_id": pid}, headers=headers).json()["data"]
    assert plain["personal"] is None  # no skin type or concerns saved yet
    client.post("/api/user/edit_info", json={"skin_type": "dry", "concerns": ["acne"]}, headers=headers)
    d = client.get("/api/product/detail", params={"product_id": pid}, headers=headers).json()["data"]
    assert d["personal"]["personalised_for"] == {"skin_type": "dry", "concerns": ["acne"]}
    assert d["personal"]["skin_type_fit"]["target"] == "dry"
    assert [f["target"] for f in d["personal"]["concern_fits"]] == ["acne"]
    # the same verdicts /analyze gives for the product's list and this profile
    listed = ", ".join(PRODUCTS["BHA Toner"][4])
    a = client.get("/api/product/analyze", params={"ingredient_list": listed}, headers=headers).json()["data"]
    assert d["personal"]["skin_type_fit"]["verdict"] == a["skin_type_fit"]["verdict"]


def test_analyze_validates_its_input(client, catalog):
    assert client.get("/api/product/analyze").status_code == 422
    assert client.get("/api/product/analyze", params={"ingredient_list": ""}).status_code == 422
    r = client.get("/api/product/analyze", params={"ingredient_list": "a, " * 7000})
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "ingredient_list"
    assert client.get("/api/product/analyze", params={"ingredient_list": "Aqua", "skin_type": "scaly"}).status_code \
        == 422


def _brute_force_jaccard(query: str, same_category: bool) -> list[tuple[str, float]]:
    q = set(PRODUCTS[query][4])
    out = []
    for name, (_, category, _, _, ingredients) in PRODUCTS.items():
        if name == query or (same_category and category != PRODUCTS[query][1]):
            continue
        s = set(ingredients)
        score = len(q & s) / len(q | s)
        if score > 0:
            out.append((name, score))
    return out


@pytest.mark.parametrize("same_category", [False, True])
def test_similarity_order_equals_brute_force_jaccard(client, catalog, same_category):
    query = "Niacinamide Serum"
    r = client.get("/api/similarity/jcd", params={"product_id": catalog.pid(query), "k": 10,
                                                  "same_category": same_category})
    assert r.status_code == 200
    data = r.json()["data"]
    expected = sorted(_brute_force_jaccard(query, same_category), key=lambda t: (-t[1], catalog.pid(t[0])))
    got = [(i["product"]["product_id"], i["score"]) for i in data["items"]]
    assert [pid for pid, _ in got] == [catalog.pid(n) for n, _ in expected]
    assert [s for _, s in got] == pytest.approx([s for _, s in expected], abs=1e-6)
    first = data["items"][0]
    assert first["product"]["name"] == "Niacinamide Serum Twin" and first["score"] == pytest.approx(1.0)
    assert first["shared_count"] == 6 and first["shared_key_ingredients"] == ["NIACINAMIDE", "SODIUM HYALURONATE"]
    budget = next(i for i in data["items"] if i["product"]["name"] == "Budget Niacinamide")
    assert budget["missing_key_ingredients"] == ["SODIUM HYALURONATE"]
    assert budget["shared_count"] == 5 and budget["explanation"].startswith("5 shared ingredients")
    assert data["catalog_version"]


def test_similarity_k_metric_and_errors(client, catalog):
    pid = catalog.pid("Niacinamide Serum")
    data = client.get("/api/similarity/jcd", params={"product_id": pid, "k": 2}).json()["data"]
    assert len(data["items"]) == 2
    weighted = client.get("/api/similarity/jcd", params={"product_id": pid, "metric": "weighted_jaccard"}).json()
    assert weighted["data"]["metric"] == "weighted_jaccard"
    assert weighted["data"]["items"][0]["product"]["name"] == "Niacinamide Serum Twin"
    assert client.get("/api/similarity/jcd", params={"product_id": pid, "metric": "cosine"}).status_code == 422
    assert client.get("/api/similarity/jcd", params={"product_id": pid, "k": 0}).status_code == 422
    assert client.get("/api/similarity/jcd", params={"product_id": 10**9}).status_code == 404


def test_closest_formula_dupes_are_cheaper_same_category_with_explained_score(client, catalog):
    pid = catalog.pid("Niacinamide Serum")  # 30 USD / 30 ml
    r = client.get("/api/product/dupes", params={"product_id": pid, "k": 5, "mode": "closest_formula"})
    assert r.status_code == 200
    data = r.json()["data"]
    names = [i["product"]["name"] for i in data["items"]]
    assert names[:2] == ["Niacinamide Serum Twin", "Budget Niacinamide"]  # best blended score first
    assert "Retinol Night Cream" not in names  # other category
    twin = data["items"][0]
    assert twin["compared_by"] == "price_per_unit"
    assert twin["saving"] == pytest.approx(1.0 - 12 / 30) and twin["saving_percent"] == pytest.approx(60.0)
    parts = twin["score_parts"]
    assert parts["jaccard"] == pytest.approx(1.0) and parts["order_agreement"] == pytest.approx(1.0)
    assert parts["actives_overlap"] == pytest.approx(1.0) and len(parts["weights"]) == 3
    assert twin["shared_count"] >= data["min_shared"] == 3
    assert "60% cheaper" in twin["explanation"]
    budget = data["items"][1]
    assert budget["missing_key_ingredients"] == ["SODIUM HYALURONATE"]
    for item in data["items"]:
        assert item["saving"] > 0 and item["product"]["category_name"] == "Serums"
        assert item["shared_key_ingredients"], "every dupe keeps one of the original's key actives"
    assert "keeps at least one of its key actives" in data["method"] and "50% ingredient overlap" in data["method"]
    # the cheapest serum per ml has no cheaper dupe
    cheapest = client.get("/api/product/dupes", params={"product_id": catalog.pid("BHA Toner"),
                                                         "mode": "closest_formula"}).json()
    assert cheapest["data"]["items"] == []
    assert client.get("/api/product/dupes", params={"product_id": 10**9}).status_code == 404
    assert client.get("/api/product/dupes", params={"product_id": pid, "k": 51}).status_code == 422
    bad = client.get("/api/product/dupes", params={"product_id": pid, "mode": "cheapest"})
    assert bad.status_code == 422 and bad.json()["status"] is False


def test_same_job_dupes_keep_the_hero_active_and_say_why(client, catalog):
    """The default mode (no `mode`: what older clients get): cheaper products of another brand that keep the hero
    active the name says the product is for, of the same kind, explained part by part."""
    data = client.get("/api/product/dupes", params={"product_id": catalog.pid("Niacinamide Serum")}).json()["data"]
    assert data["mode"] == "same_job" and data["kind"] == "serum"
    assert [h["text"] for h in data["hero_actives"]] == ["niacinamide"]
    assert data["hero_actives"][0]["basis"] == "name" and data["hero_actives"][0]["inci"] == ["NIACINAMIDE"]
    names = [i["product"]["name"] for i in data["items"]]
    assert names[:2] == ["Niacinamide Serum Twin", "Budget Niacinamide"]
    assert "Retinol Night Cream" not in names and "BHA Toner" not in names  # another kind; a toner
    twin, budget = data["items"][:2]
    assert twin["heroes"][0]["kept"] and twin["heroes"][0]["text"] == "keeps niacinamide"
    assert twin["kind"] == "serum" and twin["job_parts"]["weights"] == [0.5, 0.25, 0.2, 0.05]
    assert twin["job_parts"]["base"] == pytest.approx(1.0) and twin["score_parts"]["jaccard"] == pytest.approx(1.0)
    assert twin["explanation"] == ("keeps niacinamide; a serum like the original; 6 shared ingredients (Jaccard "
                                   "1.00); 60% cheaper per ml/g")
    # the original is fragrance-free: Budget Niacinamide's parfum is said, not a reason to drop it
    assert budget["differences"] == ["has fragrance (the original is fragrance-free)"]
    assert budget["explanation"].endswith("has fragrance (the original is fragrance-free)")
    assert "Same job, cheaper" in data["method"] and "hero actives" in data["method"]


def test_compare_matrix_is_symmetric_with_ones_on_the_diagonal(client, catalog):
    ids = [catalog.pid(n) for n in ("Niacinamide Serum", "Budget Niacinamide", "Retinol Night Cream", "BHA Toner")]
    r = client.post("/api/product/compare", json={"product_ids": ids})
    assert r.status_code == 200
    data = r.json()["data"]
    m = data["similarity"]
    assert len(m) == 4 and all(len(row) == 4 for row in m)
    for i in range(4):
        assert m[i][i] == 1.0
        for j in range(4):
            assert m[i][j] == m[j][i]
    assert m[0][1] == pytest.approx(5 / 7)
    assert data["shared_ingredients"] == ["AQUA"]
    unique = {u["product_id"]: u["ingredients"] for u in data["unique_ingredients"]}
    assert unique[ids[2]] == ["RETINOL", "DIMETHICONE", "TOCOPHEROL"]
    assert [p["product"]["product_id"] for p in data["products"]] == ids
    assert data["products"][2]["analysis"]["key_actives"] == ["RETINOL"]


def test_compare_validates(client):
    for body in ({"product_ids": [1]}, {"product_ids": [1, 2, 3, 4, 5]}, {"product_ids": [1, 1]},
                 {"product_ids": "1,2"}, {}):
        r = client.post("/api/product/compare", json=body)
        assert r.status_code == 422 and r.json()["status"] is False


def test_compare_unknown_product_is_404(client, catalog):
    r = client.post("/api/product/compare", json={"product_ids": [catalog.pid("BHA Toner"), 10**9]})
    assert r.status_code == 404


def test_an_incomplete_plant_name_lists_what_it_could_be_most_used_first(client, session):
    from api.models import Inci
    from tests.api.ingredient_catalog import add_product

    catalog = make_catalog(session)
    for name, used in (("ROSA DAMASCENA FLOWER OIL", 5), ("ROSA DAMASCENA FLOWER WATER", 9),
                       ("ROSA DAMASCENA EXTRACT", 0)):
        session.add(Inci(name=name, first_letter="R", product_count=used))
    session.flush()
    add_product(session, catalog, "Rose Toner", "Acme", "Serums", 15.0, 100.0, ("AQUA", "ROSA DAMASCENA"))
    session.commit()
    client.app.state.runtimes.engine.invalidate()  # the inci table changed after the catalogue was read
    rows = client.get("/api/product/analyze", params={"ingredient_list": "Aqua, Rosa Damascena, Glycerin"}
                      ).json()["data"]["ingredients"]
    # the plant without its part: read as the plant, part not stated (issue 9), with what it could be
    assert rows[1]["inci"] == "ROSA DAMASCENA (PART NOT STATED)" and rows[1]["confidence"] < 0.9
    assert rows[1]["possible_inci"] == ["ROSA DAMASCENA FLOWER WATER", "ROSA DAMASCENA FLOWER OIL",
                                        "ROSA DAMASCENA EXTRACT"]
    assert rows[0]["possible_inci"] == [] and rows[2]["possible_inci"] == []
    detail = client.get("/api/product/detail", params={"product_id": catalog.pid("Rose Toner")}).json()["data"]
    stored = {row["name"]: row for row in detail["ingredient_list"]}
    assert stored["Rosa Damascena"]["possible_inci"][0] == "ROSA DAMASCENA FLOWER WATER"
    assert stored["Aqua"]["possible_inci"] == []


def test_a_promotional_or_sample_price_is_never_cheaper(client, session, catalog):
    """`[New Members Only] … $0.99` and samplers must not drive "94% cheaper" (issue 9 §3)."""
    from tests.api.ingredient_catalog import PRODUCTS, add_product

    serum = PRODUCTS["Niacinamide Serum"][4]
    add_product(session, catalog, "[New Members Only] Niacinamide Serum Deal", "Budget", "Serums", 0.99, 30.0, serum)
    add_product(session, catalog, "Niacinamide Serum Sampler Set", "Budget", "Serums", 5.0, 30.0, serum)
    session.commit()
    data = client.get("/api/product/dupes", params={"product_id": catalog.pid("Niacinamide Serum")}).json()["data"]
    names = [i["product"]["name"] for i in data["items"]]
    assert "Niacinamide Serum Twin" in names
    assert not any("Deal" in n or "Sampler" in n for n in names)
    similar = client.get("/api/similarity/jcd", params={"product_id": catalog.pid("Niacinamide Serum")}).json()
    assert "[New Members Only] Niacinamide Serum Deal" in [i["product"]["name"] for i in similar["data"]["items"]]


def test_incomparable_prices_by_name_and_by_category_outlier():
    from api.catalog.values import incomparable_prices, price_note

    assert price_note("[New Members Only] JUMISO Snail Mucin 88 + Peptide Facial Cream") == "promotional price"
    assert price_note("Perfume Sampler Discovery Set") == "sample or gift set"
    assert price_note("[OY Exclusive] Torriden Dive In Toner 500mL") is None  # a retailer exclusive is a real price
    assert price_note("Oil-Free Moisturizer") is None
    rows = [(i, 7, f"Cream {i}", 40.0) for i in range(12)] + [(99, 7, "Cream deal", 0.99), (100, 8, "Lone", 0.5)]
    assert incomparable_prices(rows) == {99: "price far below its category (a promotion or a data error)"}


def test_names_inside_unreadable_text_count_as_not_recognised_and_are_said(client, catalog):
    """Issue 9 §1: no ingredient vanishes in silence; "N of M" counts names found in text we could not read."""
    # a name inside words that read as a sentence; "Contains Salicylic Acid." is no longer unreadable: the names after
    # "Contains" are listed (third round), and a Title-Case name with a garbled tail (Sephora P505166's machine
    # translation, "Isopropyl Stearate Is Il") is an item, unrecognised (fourth round)
    r = client.get("/api/product/analyze", params={"ingredient_list": "Aqua, Glycerin, Parfum. Salicylic acid is il"})
    data = r.json()["data"]
    assert (data["recognised_count"], data["total"]) == (3, 4)
    assert data["label_partly_unread"] is True
    assert data["unread_note"].startswith("We could not read part of this label")
    assert [(u["text"], u["could_be"]) for u in data["unread"]] == [("Salicylic acid", "SALICYLIC ACID")]
    listed = client.get("/api/product/analyze", params={"ingredient_list": "Aqua, Glycerin, Parfum. Contains Salicylic "
                                                                           "Acid."}).json()["data"]
    assert (listed["recognised_count"], listed["total"], listed["unread"]) == (4, 4, [])
    tail = client.get("/api/product/analyze", params={"ingredient_list": "Aqua, Glycerin, Parfum. Salicylic Acid Is "
                                                                         "Il"}).json()["data"]
    assert (tail["recognised_count"], tail["total"], tail["unread"]) == (3, 4, [])
    clean = client.get("/api/product/analyze", params={"ingredient_list": "Aqua, Glycerin"}).json()["data"]
    assert clean["label_partly_unread"] is False and clean["unread"] == [] and clean["unread_note"] is None
