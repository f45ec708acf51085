"""Routines over HTTP: add, edit, detail with conflict advice, lists, product routine list, liked/starred."""

from __future__ import annotations

from api.routines.conflicts import StepIngredients, find_conflicts, load_rules
from tests.api.content.helpers import add_routine, get, member, post, user_id


def test_add_edit_and_detail_keep_products_in_order(client, session, catalog):
    me = member(session)
    steps = [{"product_id": catalog.pid("BHA Toner"), "step_name": "Tone", "time_of_day": "am", "frequency": "daily"},
             {"product_id": catalog.pid("Budget Niacinamide"), "step_name": "Serum", "time_of_day": "both",
              "frequency": "every_other_day", "note": "2 drops"}]
    saved = post(client, "/routine/add", me, title="Morning", description="Quick", products=steps)
    assert saved["created"] is True
    rid = saved["routine_id"]
    detail = get(client, "/routine/detail", routine_id=rid)
    assert [(p["product_id"], p["step_name"], p["time_of_day"], p["frequency"]) for p in detail["products"]] == [
        (catalog.pid("BHA Toner"), "Tone", "am", "daily"),
        (catalog.pid("Budget Niacinamide"), "Serum", "both", "every_other_day")]
    assert detail["products"][1]["note"] == "2 drops" and detail["conflicts"] == []
    assert detail["author"]["user_id"] == user_id(me)
    edited = post(client, "/routine/edit", me, routine_id=rid, title="Morning v2", products=steps[::-1])
    assert edited == {"routine_id": rid, "created": False}
    detail = get(client, "/routine/detail", routine_id=rid)
    assert detail["title"] == "Morning v2" and detail["products"][0]["product_id"] == catalog.pid("Budget Niacinamide")


def test_add_validates_products(client, session, catalog):
    me = member(session)
    r = client.post("/api/routine/add", headers=me, json={"title": "x", "products": [{"product_id": 10**9}]})
    assert r.status_code == 200 and r.json()["code"] == "unknown_product"
    r = client.post("/api/routine/add", headers=me, json={"title": "x", "products": []})
    assert r.status_code == 422
    pid = catalog.pid("BHA Toner")
    r = client.post("/api/routine/add", headers=me, json={"title": "x", "products": [
        {"product_id": pid, "time_of_day": "am"}, {"product_id": pid, "time_of_day": "am"}]})
    assert r.status_code == 422
    r = client.post("/api/routine/add", headers=me, json={"title": "x", "products": [
        {"product_id": pid, "time_of_day": "noon"}]})
    assert r.status_code == 422


def test_detail_shows_conflict_advice_per_slot_with_its_source(client, session, catalog):
    me = member(session)
    retinol, bha, vit_c = catalog.pid("Retinol Night Cream"), catalog.pid("BHA Toner"), catalog.pid("Vitamin C Glow")
    steps = [{"product_id": bha, "time_of_day": "both"}, {"product_id": retinol, "time_of_day": "pm"},
             {"product_id": vit_c, "time_of_day": "am"}]
    rid = post(client, "/routine/add", me, title="Busy", products=steps)["routine_id"]
    conflicts = get(client, "/routine/detail", routine_id=rid)["conflicts"]
    assert [(c["rule_id"], c["slot"]) for c in conflicts] == [("retinoid_with_hydroxy_acid", "pm")]
    (c,) = conflicts
    assert {p["product_id"] for p in c["products"]} == {bha, retinol}
    assert {n for p in c["products"] for n in p["ingredients"]} == {"RETINOL", "SALICYLIC ACID"}
    assert c["source_url"].startswith("https://") and "Consider" in c["advice"]
    # lists do not compute conflicts
    assert get(client, "/routine/by_user", user_id=user_id(me))["items"][0]["conflicts"] is None


def test_conflict_rules_vitamin_c_with_benzoyl_peroxide_and_several_exfoliants():
    rules = load_rules()
    assert {r.rule_id for r in rules} == {"retinoid_with_hydroxy_acid", "vitamin_c_with_benzoyl_peroxide",
                                          "several_exfoliants"}
    assert all(r.source_url.startswith("https://") and r.source_title for r in rules)
    steps = [StepIngredients(1, "C serum", "am", ["AQUA", "ASCORBIC ACID"]),
             StepIngredients(2, "BP wash", "both", ["AQUA", "BENZOYL PEROXIDE"]),
             StepIngredients(3, "Glycolic toner", "pm", ["AQUA", "GLYCOLIC ACID"]),
             StepIngredients(4, "BHA", "pm", ["SALICYLIC ACID"]),
             StepIngredients(5, "Both in one", "am", ["RETINOL", "GLYCOLIC ACID"])]
    found = {(c.rule_id, c.slot): sorted(p.product_id for p in c.products) for c in find_conflicts(steps)}
    assert found == {
        ("vitamin_c_with_benzoyl_peroxide", "am"): [1, 2],
        ("several_exfoliants", "pm"): [3, 4],
        # a single product with a retinoid and an acid is the maker's choice; not flagged alone
    }
    steps.append(StepIngredients(6, "Retinal", "am", ["RETINAL"]))
    found = {(c.rule_id, c.slot) for c in find_conflicts(steps)}
    assert ("retinoid_with_hydroxy_acid", "am") in found


def test_privacy_lists_and_product_routine_list(client, session, catalog):
    me, other = member(session), member(session)
    pid = catalog.pid("BHA Toner")
    public = add_routine(client, me, [pid])
    private = add_routine(client, me, [pid, catalog.pid("Vitamin C Glow")], is_private=True)
    assert get(client, "/routine/by_user", other, user_id=user_id(me))["total_count"] == 1
    assert get(client, "/routine/by_user", me, user_id=user_id(me))["total_count"] == 2
    assert get(client, "/routine/complete_by_user", me)["total_count"] == 2
    assert client.get("/api/routine/detail", params={"routine_id": private}, headers=other).status_code == 404
    listed = get(client, "/product/routine_list", product_id=pid)
    assert listed["page_num"] == 5 and [i["routine_id"] for i in listed["items"]] == [public]
    assert get(client, "/product/routine_list", me, product_id=pid)["total_count"] == 2
    assert client.get("/api/product/routine_list", params={"product_id": 10**9}).status_code == 404


def test_liked_and_starred_routines_are_real_lists(client, session, catalog):
    author, fan = member(session), member(session)
    first = add_routine(client, author, [catalog.pid("BHA Toner")])
    second = add_routine(client, author, [catalog.pid("Vitamin C Glow")])
    post(client, "/routine/like", fan, routine_id=second, action=1)
    post(client, "/routine/star", fan, routine_id=first, action=1)
    assert [i["routine_id"] for i in get(client, "/routine/user_like", user_id=user_id(fan))["items"]] == [second]
    assert [i["routine_id"] for i in get(client, "/routine/user_star", user_id=user_id(fan))["items"]] == [first]
    state = post(client, "/routine/star", fan, routine_id=first, action=0)
    assert state["starred"] is False and state["star_count"] == 0
    # the author making a liked routine private takes it out of the fan's list (for the fan too)
    post(client, "/routine/set_private", author, routine_id=second, is_private=True)
    assert get(client, "/routine/user_like", fan)["total_count"] == 0
    assert post(client, "/routine/remove", author, routine_id=first) == {"type": "routine", "id": first,
                                                                          "removed": True}
    assert client.get("/api/routine/detail", params={"routine_id": first}).status_code == 404
