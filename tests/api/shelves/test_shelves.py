"""Shelves over HTTP: create, edit, products on and off, lists, detail, privacy, limits, the breakout detective."""

from __future__ import annotations

from api.shelves import service
from tests.api.content.helpers import get, member, post, user_id
from tests.api.ingredient_catalog import add_product, make_catalog


def add_shelf(client, headers, **fields) -> int:  # type: ignore[no-untyped-def]
    body = {"name": "In use", "description": "", "shelf_type": "in_use", "is_private": False} | fields
    return int(post(client, "/product/add_shelf", headers, **body)["shelf_id"])


def put(client, headers, shelf_id, product_id, action=1, **fields):  # type: ignore[no-untyped-def]
    return post(client, "/product/add_to_shelf", headers, shelf_id=shelf_id, product_id=product_id, action=action,
                **fields)


def _refused(client, headers, path, **body):  # type: ignore[no-untyped-def]
    r = client.post(f"/api{path}", json=body, headers=headers)
    assert r.status_code == 200 and r.json()["status"] is False, r.text
    return r.json()


def test_create_add_products_and_read_the_shelf(client, session, catalog):
    me, other = member(session), member(session)
    shelf = add_shelf(client, me, name="  Morning  ", description="What I use now")
    a, b = catalog.pid("BHA Toner"), catalog.pid("Vitamin C Glow")
    state = put(client, me, shelf, a, note="every other day")
    assert state == {"shelf_id": shelf, "product_id": a, "on_shelf": True, "changed": True, "product_count": 1}
    again = put(client, me, shelf, a)
    assert again["product_count"] == 1 and again["changed"] is False  # idempotent, and says so; the note stays
    assert put(client, me, shelf, b)["product_count"] == 2
    detail = get(client, "/product/shelf/detail", other, user_id=user_id(me), shelf_id=shelf)
    info = detail["shelf"]
    assert (info["name"], info["description"], info["shelf_type"], info["product_count"], info["is_owner"]) == (
        "Morning", "What I use now", "in_use", 2, False)
    assert info["author"]["user_id"] == user_id(me)
    items = detail["products"]["items"]
    assert sorted(i["product_id"] for i in items) == sorted([a, b])
    by_id = {i["product_id"]: i for i in items}
    assert by_id[a]["note"] == "every other day" and by_id[b]["note"] is None and by_id[a]["added_at"]
    assert by_id[a]["brand_name"] == "Acme" and by_id[a]["category_name"] == "Serums"  # the product card shape
    paged = get(client, "/product/shelf/detail", shelf_id=shelf, page_num=1, page_no=2)["products"]
    assert paged["total_count"] == 2 and len(paged["items"]) == 1 and paged["hasMore"] is False
    # another note replaces the old one; action 0 takes it off (twice is harmless)
    put(client, me, shelf, a, note="daily now")
    assert {i["product_id"]: i["note"] for i in get(client, "/product/shelf/detail", shelf_id=shelf)["products"]["items"]}[a] == "daily now"
    assert put(client, me, shelf, a, action=0) == {"shelf_id": shelf, "product_id": a, "on_shelf": False,
                                                   "changed": True, "product_count": 1}
    assert put(client, me, shelf, a, action=0)["changed"] is False
    # the user_id of the detail call must be the owner
    r = client.get("/api/product/shelf/detail", params={"shelf_id": shelf, "user_id": user_id(other)})
    assert r.status_code == 404


def test_edit_lists_previews_and_remove(client, session, catalog):
    me, other = member(session), member(session)
    first = add_shelf(client, me, name="Wishlist", shelf_type="wishlist")
    second = add_shelf(client, me, name="Empties", shelf_type="empties", is_private=True)
    edited = post(client, "/product/shelf/edit", me, shelf_id=first, name="Want", shelf_type="custom")
    assert (edited["name"], edited["shelf_type"], edited["description"], edited["is_owner"]) == (
        "Want", "custom", "", True)
    post(client, "/product/shelf/edit", me, shelf_id=first, description="Someday")
    theirs = get(client, "/product/shelf/list", other, user_id=user_id(me))
    assert [s["shelf_id"] for s in theirs["items"]] == [first] and theirs["items"][0]["description"] == "Someday"
    assert theirs["items"][0]["name"] == "Want"
    mine = get(client, "/product/shelf/complete_list", me)
    assert [s["shelf_id"] for s in mine["items"]] == [second, first]
    assert get(client, "/product/shelf/list", me)["total_count"] == 2  # default: the signed-in member
    assert client.get("/api/product/shelf/list").status_code == 401
    assert client.get("/api/product/shelf/complete_list").status_code == 401
    # previews: image urls of the latest products, at most 4
    for name in list(catalog.products)[:6]:
        catalog.products[name].image_url = f"https://img.example/{catalog.pid(name)}.jpg"
    session.commit()
    for name in list(catalog.products)[:6]:
        put(client, me, first, catalog.pid(name))
    card = get(client, "/product/shelf/list", user_id=user_id(me))["items"][0]
    assert card["product_count"] == 6 and len(card["preview"]) == 4
    assert all(url.startswith("https://img.example/") for url in card["preview"])
    assert post(client, "/product/shelf/remove", me, shelf_id=first) == {"type": "shelf", "id": first,
                                                                        "removed": True}
    assert client.get("/api/product/shelf/detail", params={"shelf_id": first}, headers=me).status_code == 404
    assert get(client, "/product/shelf/complete_list", me)["total_count"] == 1


def test_private_shelves_are_404_to_everyone_but_the_owner(client, session, catalog):
    owner, other = member(session), member(session)
    shelf = add_shelf(client, owner, name="Secret stash")
    put(client, owner, shelf, catalog.pid("BHA Toner"))
    assert post(client, "/product/shelf/set_private", owner, shelf_id=shelf, is_private=True) == {
        "type": "shelf", "id": shelf, "is_private": True}
    for viewer in (None, other):
        h = viewer or {}
        assert client.get("/api/product/shelf/detail", params={"shelf_id": shelf}, headers=h).status_code == 404
        assert get(client, "/product/shelf/list", h, user_id=user_id(owner))["total_count"] == 0
    assert get(client, "/product/shelf/detail", owner, shelf_id=shelf)["shelf"]["is_private"] is True
    post(client, "/product/shelf/set_private", owner, shelf_id=shelf, is_private=False)
    assert get(client, "/product/shelf/list", other, user_id=user_id(owner))["total_count"] == 1


def test_validation_and_limits(client, session, catalog, monkeypatch):
    me, other = member(session), member(session)
    for bad in ({"name": ""}, {"name": "   "}, {"name": "x" * 121}, {"shelf_type": "favourites"},
                {"description": "d" * 501}):
        body = {"name": "Fine", "shelf_type": "custom"} | bad
        assert client.post("/api/product/add_shelf", json=body, headers=me).status_code == 422, bad
    assert client.post("/api/product/add_shelf", json={"name": "x" * 120}, headers=me).json()["status"] is True
    shelf = add_shelf(client, me)
    unknown = _refused(client, me, "/product/add_to_shelf", shelf_id=shelf, product_id=10**9, action=1)
    assert unknown["code"] == "unknown_product" and unknown["errors"][0]["field"] == "product_id"
    pending = add_product(session, catalog, "Pending Serum", "Acme", "Serums", 5.0, 30.0, ("AQUA",),
                          status="pending", submitted_by=user_id(other))
    session.commit()
    assert _refused(client, me, "/product/add_to_shelf", shelf_id=shelf, product_id=pending.id,
                    action=1)["code"] == "unknown_product"
    r = client.post("/api/product/add_to_shelf", json={"shelf_id": shelf, "product_id": 1, "action": 2}, headers=me)
    assert r.status_code == 422
    # the limits (lowered here: the rule, not the number, is under test)
    monkeypatch.setattr(service, "MAX_PRODUCTS", 2)
    put(client, me, shelf, catalog.pid("BHA Toner"))
    put(client, me, shelf, catalog.pid("Vitamin C Glow"))
    full = _refused(client, me, "/product/add_to_shelf", shelf_id=shelf, product_id=catalog.pid("Budget Niacinamide"),
                    action=1)
    assert full["code"] == "shelf_full" and "at most 2" in full["msg"]
    assert put(client, me, shelf, catalog.pid("BHA Toner"))["product_count"] == 2  # already on it: fine
    monkeypatch.setattr(service, "MAX_SHELVES", 3)
    add_shelf(client, me)
    too_many = _refused(client, me, "/product/add_shelf", name="One more")
    assert too_many["code"] == "too_many_shelves" and "3 shelves" in too_many["msg"]
    assert add_shelf(client, other)  # the limit is per member


# --- the breakout detective ----------------------------------------------------------------------

BREAKOUT_PRODUCTS = {
    # broke me out: all three list PARFUM; two list DIMETHICONE; every one has AQUA and GLYCERIN
    "Bad A": ("Acme", "Serums", 10.0, 30.0, ("AQUA", "GLYCERIN", "PARFUM", "DIMETHICONE", "NIACINAMIDE")),
    "Bad B": ("Acme", "Serums", 10.0, 30.0, ("AQUA", "GLYCERIN", "PARFUM", "DIMETHICONE", "LINALOOL")),
    "Bad C": ("Budget", "Serums", 10.0, 30.0, ("AQUA", "GLYCERIN", "PARFUM", "NIACINAMIDE", "TOCOPHEROL")),
    # works for me: NIACINAMIDE in both, DIMETHICONE in one of two
    "Good A": ("Budget", "Serums", 10.0, 30.0, ("AQUA", "GLYCERIN", "NIACINAMIDE", "TOCOPHEROL", "DIMETHICONE")),
    "Good B": ("Budget", "Serums", 10.0, 30.0, ("AQUA", "GLYCERIN", "NIACINAMIDE", "PHENOXYETHANOL")),
}


def test_breakout_ranks_what_the_bad_products_share_and_the_good_ones_lack(client, session):
    catalog = make_catalog(session, products=BREAKOUT_PRODUCTS)
    me, other = member(session), member(session)
    bad = add_shelf(client, me, name="Never again", shelf_type="broke_me_out", is_private=True)
    good = add_shelf(client, me, name="Holy grails", shelf_type="works_for_me")
    for name in ("Bad A", "Bad B", "Bad C"):
        put(client, me, bad, catalog.pid(name))
    for name in ("Good A", "Good B"):
        put(client, me, good, catalog.pid(name))
    hint = get(client, "/product/shelf/breakout", me)
    assert (hint["broke_me_out_count"], hint["works_for_me_count"]) == (3, 2)
    rows = [(i["name"], i["bad_count"], i["good_count"]) for i in hint["ingredients"]]
    # PARFUM: all 3 bad, no good; DIMETHICONE: 2 of 3 bad (67%) vs 1 of 2 good (50%): rarer, still a lead.
    # NIACINAMIDE (2 of 3 bad, 2 of 2 good) is not; LINALOOL and TOCOPHEROL are in one bad product only.
    assert rows == [("PARFUM", 3, 0), ("DIMETHICONE", 2, 1)]
    parfum = hint["ingredients"][0]
    assert parfum["products"] == sorted(catalog.pid(n) for n in ("Bad A", "Bad B", "Bad C"))
    assert parfum["bad_share"] == 1.0 and parfum["inci_id"] == catalog.inci["PARFUM"].id
    assert set(hint["excluded"]) == {"AQUA", "GLYCERIN"}  # shared by every bad product, but in every formula
    assert hint["note"].startswith("A hint, not a diagnosis")
    # another member's shelves say nothing about mine; signed out is 401
    empty = get(client, "/product/shelf/breakout", other)
    assert (empty["broke_me_out_count"], empty["ingredients"]) == (0, [])
    assert "broke me out" in empty["note"]
    assert client.get("/api/product/shelf/breakout").status_code == 401


def test_breakout_with_one_bad_product_and_no_good_shelf(client, session):
    catalog = make_catalog(session, products=BREAKOUT_PRODUCTS)
    me = member(session)
    bad = add_shelf(client, me, name="Ouch", shelf_type="broke_me_out")
    put(client, me, bad, catalog.pid("Bad B"))
    names = [i["name"] for i in get(client, "/product/shelf/breakout", me)["ingredients"]]
    assert sorted(names) == ["DIMETHICONE", "LINALOOL", "PARFUM"]  # AQUA and GLYCERIN never


def test_holding_names_the_members_own_shelves_that_hold_a_product(client, session, catalog):
    """Issue 21 §7: the product page's shelf dialog shows which shelves already hold the product."""
    me, other = member(session), member(session)
    a, b = catalog.pid("BHA Toner"), catalog.pid("Vitamin C Glow")
    first = add_shelf(client, me, name="Morning")
    second = add_shelf(client, me, name="Broke me out", shelf_type="broke_me_out", is_private=True)
    empty = add_shelf(client, me, name="Wishlist")
    theirs = add_shelf(client, other, name="Theirs")
    for shelf in (first, second):
        put(client, me, shelf, a)
    put(client, other, theirs, a)
    put(client, me, empty, b)
    assert get(client, "/product/shelf/holding", me, product_id=a) == {"product_id": a, "shelf_ids": [second, first]}
    assert get(client, "/product/shelf/holding", other, product_id=a)["shelf_ids"] == [theirs]
    put(client, me, second, a, action=0)
    assert get(client, "/product/shelf/holding", me, product_id=a)["shelf_ids"] == [first]
    assert client.get("/api/product/shelf/holding", params={"product_id": a}).status_code == 401
    assert client.get("/api/product/shelf/holding", params={"product_id": 0}, headers=me).status_code == 422
