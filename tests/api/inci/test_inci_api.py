"""Ingredient glossary, detail, like/dislike toggles, member lists and product matching, over HTTP."""

from __future__ import annotations

from api.models import Inci
from ingredient_engine.rules import function_description, ingredient_description
from tests.api.helpers import signed_in
from tests.api.ingredient_catalog import add_product


def test_glossary_by_letter_is_paged_under_ingredients(client, catalog):
    body = client.get("/api/inci/glossary", params={"letter": "a", "page_num": 2, "order": "name"}).json()
    assert body["status"] is True
    data = body["data"]
    assert data["letter"] == "A" and data["total_count"] == 3 and data["hasMore"] is True
    assert [i["name"] for i in data["ingredients"]] == ["ALCOHOL DENAT.", "AQUA"]
    item = data["ingredients"][1]
    assert set(item) == {"inci_id", "inci_uuid", "name", "functions", "product_count"}
    assert item["product_count"] == 6
    page2 = client.get("/api/inci/glossary", params={"letter": "A", "page_no": 2, "page_num": 2,
                                                     "order": "name"}).json()["data"]
    assert [i["name"] for i in page2["ingredients"]] == ["ASCORBIC ACID"] and page2["hasMore"] is False
    digits = client.get("/api/inci/glossary", params={"letter": "#"}).json()["data"]
    assert [i["name"] for i in digits["ingredients"]] == ["1,2-HEXANEDIOL"]
    for bad in ("AB", "1", "é", ""):
        r = client.get("/api/inci/glossary", params={"letter": bad})
        assert r.status_code == 422 and r.json()["status"] is False, bad
    assert client.get("/api/inci/glossary", params={"letter": "A", "page_no": 0}).status_code == 422


def test_glossary_lists_the_most_used_first_and_searches_names_in_every_letter(client, catalog):
    data = client.get("/api/inci/glossary", params={"letter": "A"}).json()["data"]
    counts = [(i["name"], i["product_count"]) for i in data["ingredients"]]
    assert data["order"] == "usage" and counts == sorted(counts, key=lambda c: (-c[1], c[0]))
    assert counts[0] == ("AQUA", 6)
    found = client.get("/api/inci/glossary", params={"q": " acid ", "page_num": 50}).json()["data"]
    names = [i["name"] for i in found["ingredients"]]
    assert "ASCORBIC ACID" in names and "SALICYLIC ACID" in names  # two letters
    assert all("ACID" in n for n in names) and found["q"] == "acid"
    assert client.get("/api/inci/glossary", params={"q": "%"}).json()["data"]["total_count"] == 0  # no wildcard
    assert client.get("/api/inci/glossary", params={"order": "popular"}).status_code == 422


def test_detail_has_engine_facts_reactions_and_products_paged(client, session, catalog):
    linalool = catalog.inci["LINALOOL"]
    body = client.get("/api/inci/detail", params={"inci_uuid": linalool.uuid}).json()
    assert body["status"] is True
    d = body["data"]
    assert d["inci_id"] == linalool.id and d["name"] == "LINALOOL" and d["functions"] == ["Test Function"]
    assert d["facts"]["allergen_list"]
    assert any(a["annex"] == "III" for a in d["facts"]["annex"])
    assert any(f["code"] == "eu_fragrance_allergen" and f["source"] for f in d["flags"])
    assert d["reaction"] == {"inci_id": linalool.id, "liked": False, "disliked": False, "like_count": 0,
                             "dislike_count": 0}
    assert [p["name"] for p in d["products"]["items"]] == ["Vitamin C Glow"]
    aqua = client.get("/api/inci/detail", params={"inci_uuid": catalog.inci["AQUA"].uuid, "page_num": 4}).json()
    products = aqua["data"]["products"]
    assert products["total_count"] == 6 and len(products["items"]) == 4 and products["hasMore"] is True
    assert products["page_no"] == 1 and products["page_num"] == 4
    salicylic = client.get("/api/inci/detail", params={"inci_uuid": catalog.inci["SALICYLIC ACID"].uuid}).json()
    assert salicylic["data"]["facts"]["key_active"] is True
    r = client.get("/api/inci/detail", params={"inci_uuid": "00000000-0000-4000-8000-000000000000"})
    assert r.status_code == 404 and r.json()["status"] is False
    assert client.get("/api/inci/detail", params={"inci_uuid": "not-a-uuid"}).status_code == 422
    assert client.get("/api/inci/detail").status_code == 422



def test_detail_says_what_the_ingredient_does_in_plain_words(client, session, catalog):
    """Issue 9 §2: the ingredient page says what an ingredient does (the authored description of the most used
    ingredients, and each CosIng function in plain words), not only function codes."""
    glycerin = catalog.inci["GLYCERIN"]
    glycerin.functions = ["Humectant", "Skin Conditioning"]
    rare = Inci(name="COCCINIA INDICA FRUIT EXTRACT", first_letter="C", functions=["Skin Conditioning"],
                description="Extract of the fruit of Coccinia indica")
    session.add(rare)
    session.commit()
    d = client.get("/api/inci/detail", params={"inci_uuid": glycerin.uuid}).json()["data"]
    assert d["plain_description"] == ingredient_description("GLYCERIN") and "humectant" in d["plain_description"]
    assert d["description"] == d["plain_description"]  # no stored description: the plain one is shown
    assert d["function_descriptions"] == [
        {"name": "Humectant", "description": "Draws water into the skin and holds it there (hydrating)."},
        {"name": "Skin Conditioning", "description": "Keeps skin in good condition (softer and smoother)."},
    ]
    assert ingredient_description(rare.name) is None  # not among the most used: no authored text
    r = client.get("/api/inci/detail", params={"inci_uuid": rare.uuid}).json()["data"]
    assert r["plain_description"] is None and r["description"] == "Extract of the fruit of Coccinia indica"
    assert r["function_descriptions"] == [{"name": "Skin Conditioning", "description": function_description(
        "Skin Conditioning")}]
    unknown = client.get("/api/inci/detail", params={"inci_uuid": catalog.inci["AQUA"].uuid}).json()["data"]
    assert unknown["function_descriptions"] == [{"name": "Test Function", "description": None}]

def test_like_and_dislike_toggle_exclude_each_other_and_count(client, session, catalog):
    me, other = signed_in(client, session), signed_in(client, session)
    iid = catalog.inci["NIACINAMIDE"].id

    def call(kind, headers, **extra):  # type: ignore[no-untyped-def]
        r = client.post(f"/api/inci/{kind}", json={"inci_id": iid, **extra}, headers=headers)
        assert r.status_code == 200 and r.json()["status"] is True, r.text
        return r.json()["data"]

    assert call("like", me) == {"inci_id": iid, "liked": True, "disliked": False, "like_count": 1, "dislike_count": 0}
    assert call("like", other)["like_count"] == 2
    s = call("dislike", me)  # disliking removes my like
    assert (s["liked"], s["disliked"], s["like_count"], s["dislike_count"]) == (False, True, 1, 1)
    s = call("like", me)  # liking removes my dislike
    assert (s["liked"], s["disliked"], s["like_count"], s["dislike_count"]) == (True, False, 2, 0)
    s = call("like", me)  # a second like toggles it off
    assert (s["liked"], s["like_count"]) == (False, 1)
    assert call("like", me, action=1)["like_count"] == 2  # explicit set is idempotent
    assert call("like", me, action=1)["like_count"] == 2
    assert call("like", me, action=0)["like_count"] == 1
    assert call("like", me, action=0)["like_count"] == 1
    r = client.get("/api/inci/detail", params={"inci_uuid": catalog.inci["NIACINAMIDE"].uuid}, headers=other)
    assert r.json()["data"]["reaction"]["liked"] is True


def test_reactions_and_member_lists_need_a_token_and_known_ids(client, session, catalog):
    iid = catalog.inci["GLYCERIN"].id
    for kind in ("like", "dislike"):
        r = client.post(f"/api/inci/{kind}", json={"inci_id": iid})
        assert r.status_code == 401 and r.json()["auth"] is False
    for path in ("user_like", "user_dislike"):
        assert client.get(f"/api/inci/{path}").status_code == 401
    me = signed_in(client, session)
    assert client.post("/api/inci/like", json={"inci_id": 10**9}, headers=me).status_code == 404
    for bad in ({"inci_id": "x"}, {"inci_id": 0}, {}, {"inci_id": iid, "action": 2}):
        r = client.post("/api/inci/like", json=bad, headers=me)
        assert r.status_code == 422 and r.json()["errors"], bad


def test_user_like_and_dislike_lists_are_paged(client, session, catalog):
    me = signed_in(client, session)
    for name in ("GLYCERIN", "NIACINAMIDE", "RETINOL"):
        client.post("/api/inci/like", json={"inci_id": catalog.inci[name].id}, headers=me)
    client.post("/api/inci/dislike", json={"inci_id": catalog.inci["PARFUM"].id}, headers=me)
    page = client.get("/api/inci/user_like", params={"page_no": 1, "page_num": 2}, headers=me).json()["data"]
    assert page["total_count"] == 3 and len(page["items"]) == 2 and page["hasMore"] is True
    rest = client.get("/api/inci/user_like", params={"page_no": 2, "page_num": 2}, headers=me).json()["data"]
    names = {i["name"] for i in page["items"] + rest["items"]}
    assert names == {"GLYCERIN", "NIACINAMIDE", "RETINOL"} and rest["hasMore"] is False
    disliked = client.get("/api/inci/user_dislike", headers=me).json()["data"]
    assert [i["name"] for i in disliked["items"]] == ["PARFUM"]


def _match(client, **body):  # type: ignore[no-untyped-def]
    r = client.post("/api/inci/match_product", json=body)
    assert r.status_code == 200, r.text
    assert r.json()["status"] is True
    return r.json()["data"]


def test_match_product_include_all_exclude_none_with_synonym_and_typo(client, catalog):
    # "glycerine" is a synonym, "niacinamde" a typo; "fragrance" (-> PARFUM) is excluded
    data = _match(client, ingredients=["glycerine", "niacinamde"], exclude=["fragrance"])
    names = {i["name"] for i in data["items"]}
    assert names == {"Niacinamide Serum", "Niacinamide Serum Twin"}
    terms = {t["term"]: t for t in data["terms"]}
    assert terms["glycerine"]["inci"] == ["GLYCERIN"] and terms["glycerine"]["method"] == "synonym"
    assert terms["niacinamde"]["inci"] == ["NIACINAMIDE"]
    assert terms["niacinamde"]["correction"] == "read 'niacinamde' as 'NIACINAMIDE'"
    assert terms["fragrance"]["role"] == "exclude" and terms["fragrance"]["inci"] == ["PARFUM"]
    assert all(t["in_catalog"] and t["used"] for t in data["terms"])
    without_exclude = _match(client, ingredients=["glycerine", "niacinamde"])
    assert {i["name"] for i in without_exclude["items"]} == names | {"Budget Niacinamide"}
    assert without_exclude["total_count"] == 3


def test_match_product_paging_category_exclude_only_and_unrecognised(client, session, catalog):
    page = _match(client, ingredients=["aqua"], page_no=1, page_num=4)
    assert page["total_count"] == 6 and len(page["items"]) == 4 and page["hasMore"] is True
    page2 = _match(client, ingredients=["aqua"], page_no=2, page_num=4)
    ids = [i["product_id"] for i in page["items"] + page2["items"]]
    assert len(set(ids)) == 6 and page2["hasMore"] is False
    creams = _match(client, ingredients=["glycerin"], category="Moisturizers")
    assert [i["name"] for i in creams["items"]] == ["Retinol Night Cream"]
    by_root = _match(client, ingredients=["retinol"], category=catalog.categories["Skincare"].id)
    assert [i["name"] for i in by_root["items"]] == ["Retinol Night Cream"]
    free_of = _match(client, exclude=["parfum", "alcohol denat", "retinol"])
    assert {i["name"] for i in free_of["items"]} == {"Niacinamide Serum", "Niacinamide Serum Twin", "BHA Toner"}
    unread = _match(client, ingredients=["niacinamide", "zzqqxx unobtainium"])
    assert {i["name"] for i in unread["items"]} == {"Niacinamide Serum", "Niacinamide Serum Twin",
                                                    "Budget Niacinamide", "BHA Toner"}
    bad = next(t for t in unread["terms"] if t["term"] == "zzqqxx unobtainium")
    assert bad["recognised"] is False and bad["used"] is False
    assert "Not recognised" in client.post("/api/inci/match_product", json={
        "ingredients": ["niacinamide", "zzqqxx unobtainium"]}).json()["msg"]
    nothing = _match(client, ingredients=["zzqqxx unobtainium"])
    assert nothing["items"] == [] and nothing["total_count"] == 0
    # "may contain" counts for excludes (an avoid list must be safe) but not for includes
    add_product(session, catalog, "Tinted Balm", "Acme", "Moisturizers", 9.0, 15.0, ("DIMETHICONE", "GLYCERIN"),
                may_contain=("CI 77891",))
    session.commit()
    assert _match(client, ingredients=["CI 77891"])["items"] == []
    assert "Tinted Balm" not in {i["name"] for i in _match(client, ingredients=["glycerin"],
                                                           exclude=["ci 77891"])["items"]}


def test_match_product_validates(client):
    for body in ({}, {"ingredients": []}, {"ingredients": [""]}, {"ingredients": ["a"] * 21},
                 {"ingredients": ["aqua"], "page_num": 51}, {"ingredients": ["aqua"], "page_no": 0},
                 {"ingredients": "aqua"}, {"ingredients": ["x" * 201]}):
        r = client.post("/api/inci/match_product", json=body)
        assert r.status_code == 422 and r.json()["status"] is False, body
