"""Product detail, reactions (spec §4), member lists, submissions and pending visibility, over HTTP."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select, update

from api.models import AuthToken, Follow, ProductReaction, User
from tests.api.helpers import signed_in
from tests.api.ingredient_catalog import add_product


def _post(client, path, headers, **body):  # type: ignore[no-untyped-def]
    r = client.post(f"/api/product/{path}", json=body, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["status"] is True, r.json()
    return r.json()["data"]


def test_detail_has_brand_category_path_ordered_ingredients_flags_and_analysis(client, catalog):
    pid = catalog.pid("Vitamin C Glow")
    body = client.get("/api/product/detail", params={"product_id": pid}).json()
    assert body["status"] is True and body["msg"] == "ok"
    d = body["data"]
    assert d["product_id"] == pid and d["brand"]["name"] == "Budget"
    assert d["category_name"] == "Serums"
    assert [c["name"] for c in d["category_path"]] == ["Skincare", "Serums"]
    assert d["price_per_unit_usd"] == pytest.approx(20 / 30, rel=1e-4)
    names = [i["inci"] for i in d["ingredient_list"]]
    assert names == ["AQUA", "ASCORBIC ACID", "ALCOHOL DENAT.", "GLYCERIN", "LINALOOL", "PARFUM"]
    assert [i["position"] for i in d["ingredient_list"]] == [1, 2, 3, 4, 5, 6]
    linalool = next(i for i in d["ingredient_list"] if i["inci"] == "LINALOOL")
    assert linalool["inci_id"] == catalog.inci["LINALOOL"].id and linalool["inci_uuid"]
    assert any(f["code"] == "eu_fragrance_allergen" and "LINALOOL" in f["ingredients"] and f["source"]
               for f in linalool["flags"])
    analysis = d["analysis"]
    assert analysis["recognised_count"] == 6 and analysis["total"] == 6
    assert analysis["recognition_summary"] == "6 of 6 ingredients recognised"
    tags = {t["tag"]: t for t in analysis["tags"]}
    assert tags["fragrance_free"]["applies"] is False and "PARFUM" in tags["fragrance_free"]["triggers"]
    assert tags["alcohol_free"]["applies"] is False and "ALCOHOL DENAT." in tags["alcohol_free"]["triggers"]
    assert "ASCORBIC ACID" in analysis["key_actives"]
    assert d["reaction"] == {"product_id": pid, "liked": False, "disliked": False, "starred": False,
                             "like_count": 0, "dislike_count": 0, "star_count": 0}


def test_detail_unknown_is_404_and_bad_id_is_422(client, catalog):
    r = client.get("/api/product/detail", params={"product_id": 99_999_999})
    assert r.status_code == 404 and r.json()["status"] is False
    r = client.get("/api/product/detail", params={"product_id": "abc"})
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "product_id"


def test_reaction_rules_dislike_removes_like_idempotent_counts(client, session, catalog):
    pid = catalog.pid("Niacinamide Serum")
    me, other = signed_in(client, session), signed_in(client, session)
    state = _post(client, "like", me, product_id=pid)
    assert state["liked"] is True and state["like_count"] == 1
    assert _post(client, "like", me, product_id=pid)["like_count"] == 1  # idempotent
    assert _post(client, "like", other, product_id=pid)["like_count"] == 2
    state = _post(client, "dislike", me, product_id=pid)  # disliking first removes the like
    assert (state["liked"], state["disliked"], state["like_count"], state["dislike_count"]) == (False, True, 1, 1)
    assert _post(client, "dislike", me, product_id=pid)["dislike_count"] == 1
    state = _post(client, "like", me, product_id=pid)  # liking removes the dislike
    assert (state["liked"], state["disliked"], state["like_count"], state["dislike_count"]) == (True, False, 2, 0)
    state = _post(client, "like_remove", me, product_id=pid)
    assert (state["liked"], state["like_count"]) == (False, 1)
    assert _post(client, "like_remove", me, product_id=pid)["like_count"] == 1
    assert _post(client, "dislike_remove", me, product_id=pid)["dislike_count"] == 0
    state = _post(client, "star", me, product_id=pid)
    assert (state["starred"], state["star_count"]) == (True, 1)
    assert _post(client, "star", me, product_id=pid)["star_count"] == 1
    assert _post(client, "star_remove", me, product_id=pid)["star_count"] == 0
    assert _post(client, "star_remove", me, product_id=pid)["starred"] is False
    detail = client.get("/api/product/detail", params={"product_id": pid}, headers=other).json()["data"]
    assert detail["reaction"]["liked"] is True and detail["reaction"]["like_count"] == 1


def test_reactions_need_a_token_and_a_known_product(client, session, catalog):
    headers = signed_in(client, session)
    for path in ("like", "like_remove", "dislike", "dislike_remove", "star", "star_remove"):
        r = client.post(f"/api/product/{path}", json={"product_id": catalog.pid("BHA Toner")})
        assert r.status_code == 401 and r.json()["auth"] is False
        assert client.post(f"/api/product/{path}", json={"product_id": 10**9}, headers=headers).status_code == 404
        r = client.post(f"/api/product/{path}", json={"product_id": 0}, headers=headers)
        assert r.status_code == 422 and r.json()["status"] is False
        r = client.post(f"/api/product/{path}", content=b"not json", headers=headers)
        assert r.status_code == 422


def test_user_like_and_dislike_lists_are_paged_newest_first(client, session, catalog):
    me = signed_in(client, session)
    names = ["Niacinamide Serum", "Budget Niacinamide", "Retinol Night Cream"]
    for name in names:
        _post(client, "like", me, product_id=catalog.pid(name))
    _post(client, "dislike", me, product_id=catalog.pid("BHA Toner"))
    page1 = client.get("/api/product/user_like", params={"page_no": 1, "page_num": 2}, headers=me).json()["data"]
    assert page1["total_count"] == 3 and page1["hasMore"] is True and len(page1["items"]) == 2
    page2 = client.get("/api/product/user_like", params={"page_no": 2, "page_num": 2}, headers=me).json()["data"]
    assert page2["hasMore"] is False and len(page2["items"]) == 1
    ids = [i["product_id"] for i in page1["items"] + page2["items"]]
    assert sorted(ids) == sorted(catalog.pid(n) for n in names) and len(set(ids)) == 3
    disliked = client.get("/api/product/user_dislike", headers=me).json()["data"]
    assert [i["product_id"] for i in disliked["items"]] == [catalog.pid("BHA Toner")]
    assert disliked["items"][0]["brand_name"] == "Acme"
    assert client.get("/api/product/user_like").status_code == 401
    assert client.get("/api/product/user_like", params={"page_num": 51}, headers=me).status_code == 422


def test_submit_brand_then_product_pending_visible_to_submitter_only(client, session, catalog):
    me, other = signed_in(client, session), signed_in(client, session)
    brand = client.post("/api/brand/submit", json={"name": "Glów Lab"}, headers=me).json()
    assert brand["status"] is True and brand["data"]["status"] == "pending"
    body = {
        "name": "My Serum", "brand_id": brand["data"]["brand_id"], "category_id": catalog.categories["Serums"].id,
        "ingredient_list": "Ingredients: Water (Aqua), Niacinamde, Glycerine, Parfum, Linalool, Mystery Extract X",
        "size_value": 30, "size_unit": "ml", "price": 15, "currency": "USD",
    }
    r = client.post("/api/product/submit", json=body, headers=me).json()
    assert r["status"] is True, r
    data = r["data"]
    assert data["status"] == "pending"
    analysis = data["analysis"]
    assert analysis["total"] == 6 and analysis["recognised_count"] == 5
    assert analysis["unrecognised"] == ["Mystery Extract X"]
    assert any("NIACINAMIDE" in c for c in analysis["corrections"])
    pid = data["product_id"]
    mine = client.get("/api/product/detail", params={"product_id": pid}, headers=me).json()
    assert mine["status"] is True and mine["data"]["status"] == "pending"
    assert mine["data"]["price_per_unit_usd"] == pytest.approx(0.5)
    assert [i["inci"] for i in mine["data"]["ingredient_list"]][:3] == ["AQUA", "NIACINAMIDE", "GLYCERIN"]
    assert client.get("/api/product/detail", params={"product_id": pid}, headers=other).status_code == 404
    assert client.get("/api/product/detail", params={"product_id": pid}).status_code == 404
    assert client.post("/api/product/like", json={"product_id": pid}, headers=other).status_code == 404
    r = client.post("/api/product/compare", json={"product_ids": [pid, catalog.pid("BHA Toner")]}, headers=other)
    assert r.status_code == 404
    # another member cannot use a pending brand that is not theirs
    r = client.post("/api/product/submit", json=body, headers=other).json()
    assert r["status"] is False and r["code"] == "unknown_brand"


def test_submissions_need_a_token_and_validate_every_field(client, session, catalog):
    ok_body = {"name": "Serum", "brand_id": catalog.brands["Acme"].id, "ingredient_list": "Water, Glycerin"}
    assert client.post("/api/product/submit", json=ok_body).status_code == 401
    assert client.post("/api/brand/submit", json={"name": "X"}).status_code == 401
    me = signed_in(client, session)
    bad = [
        {**ok_body, "name": ""},
        {**ok_body, "ingredient_list": "x" * 20_001},
        {**ok_body, "price": -1},
        {**ok_body, "currency": "usd"},
        {**ok_body, "size_value": 30},  # size without unit
        {**ok_body, "size_value": 30, "size_unit": "bucket"},
        {**ok_body, "image_url": "javascript:alert(1)"},
        {k: v for k, v in ok_body.items() if k != "brand_id"},
    ]
    for body in bad:
        r = client.post("/api/product/submit", json=body, headers=me)
        assert r.status_code == 422, (body, r.text)
        assert r.json()["status"] is False and r.json()["errors"]
    assert client.post("/api/brand/submit", json={"name": "  "}, headers=me).status_code == 422
    assert client.post("/api/brand/submit", json={"name": "!!!"}, headers=me).status_code == 422
    existing = client.post("/api/brand/submit", json={"name": "ACME"}, headers=me).json()
    assert existing["data"]["brand_id"] == catalog.brands["Acme"].id and existing["data"]["status"] == "active"
    r = client.post("/api/product/submit", json={**ok_body, "category_id": 10**9}, headers=me).json()
    assert r["status"] is False and r["code"] == "unknown_category"


def test_pending_products_stay_out_of_other_members_lists(client, session, catalog):
    me, other = signed_in(client, session), signed_in(client, session)
    my_id = int(me["userId"])
    pending = add_product(session, catalog, "Secret Serum", "Acme", "Serums", 5.0, 30.0,
                          ("AQUA", "NIACINAMIDE", "GLYCERIN"), status="pending", submitted_by=my_id)
    session.commit()
    found = client.post("/api/inci/match_product", json={"ingredients": ["niacinamide"]}, headers=other).json()
    assert pending.id not in [i["product_id"] for i in found["data"]["items"]]
    mine = client.post("/api/inci/match_product", json={"ingredients": ["niacinamide"]}, headers=me).json()
    assert pending.id in [i["product_id"] for i in mine["data"]["items"]]
    sim = client.get("/api/similarity/jcd", params={"product_id": catalog.pid("Niacinamide Serum")},
                     headers=other).json()
    assert pending.id not in [i["product"]["product_id"] for i in sim["data"]["items"]]
    # its submitter can see what it resembles although it is not in the index (queried by its own list)
    own = client.get("/api/similarity/jcd", params={"product_id": pending.id}, headers=me).json()["data"]
    assert own["items"][0]["product"]["name"] in ("Niacinamide Serum", "Niacinamide Serum Twin")
    assert pending.id not in [i["product"]["product_id"] for i in own["items"]]
    assert client.get("/api/similarity/jcd", params={"product_id": pending.id}, headers=other).status_code == 404
    assert client.get("/api/product/dupes", params={"product_id": pending.id}, headers=other).status_code == 404


def test_a_like_is_not_an_edit_the_catalogue_version_stays(client, session, catalog):
    """Counters move, `updated_at` does not: a like must not force a similarity rebuild (issue 10 profile)."""
    from api.models import Product
    from api.similarity.repository import active_catalog_version

    pid = catalog.pid("Niacinamide Serum")
    before_version = active_catalog_version(session)
    before_updated = session.get(Product, pid).updated_at
    headers = signed_in(client, session)
    assert client.post("/api/product/like", json={"product_id": pid}, headers=headers).json()["data"]["like_count"] == 1
    session.expire_all()
    product = session.get(Product, pid)
    assert product.like_count == 1
    assert product.updated_at.replace(tzinfo=None) == before_updated.replace(tzinfo=None)  # SQLite reads it naive
    assert active_catalog_version(session) == before_version


def test_user_star_lists_a_members_collected_products_and_honours_a_private_collection(client, session, catalog):
    """Issue 21 §3: "★ Collect" leads somewhere: the member's collected products, by user_id like the other
    starred lists (default: the signed-in member), empty to others while the collection is private."""
    me, other = signed_in(client, session), signed_in(client, session)
    names = ["Niacinamide Serum", "BHA Toner"]
    for name in names:
        _post(client, "star", me, product_id=catalog.pid(name))
    _post(client, "like", me, product_id=catalog.pid("Retinol Night Cream"))  # a like is not a collect
    _post(client, "star", other, product_id=catalog.pid("Budget Niacinamide"))  # nor is someone else's
    pending = add_product(session, catalog, "Unreleased Serum", "Acme", "Serums", 5.0, 30.0,
                          ("AQUA", "GLYCERIN"), status="pending", submitted_by=int(me["userId"]))
    session.commit()
    _post(client, "star", me, product_id=pending.id)

    def ids(headers: dict[str, str] | None, **params: object) -> list[int]:
        r = client.get("/api/product/user_star", params=params, headers=headers or {})
        assert r.status_code == 200, r.text
        return [i["product_id"] for i in r.json()["data"]["items"]]

    mine = [pending.id] + [catalog.pid(n) for n in reversed(names)]  # newest first
    assert ids(me) == mine and ids(me, user_id=me["userId"]) == mine
    # others (signed in or not) see the list without the pending product only its submitter sees
    assert ids(other, user_id=me["userId"]) == mine[1:] == ids(None, user_id=me["userId"])
    page = client.get("/api/product/user_star", params={"user_id": me["userId"], "page_num": 1}).json()["data"]
    assert page["total_count"] == 2 and page["hasMore"] is True and len(page["items"]) == 1
    # a private collection: empty for everyone but its owner
    assert client.post("/api/user/edit_info", json={"is_collection_private": True}, headers=me).json()["status"]
    assert ids(other, user_id=me["userId"]) == [] == ids(None, user_id=me["userId"])
    assert ids(me) == mine
    assert client.get("/api/product/user_star").status_code == 401  # whose list, when nobody is signed in?


def test_a_like_star_or_follow_refuses_an_ended_or_borrowed_session_and_writes_nothing(client, session, catalog):
    """The cheap writes look their token up themselves (`api.deps.signed_in_member_id`): the same rule as every
    signed-in call. A revoked or expired token, a member who left, or a `userId` naming someone else is a 401."""
    pid = catalog.pid("Niacinamide Serum")
    me, other = signed_in(client, session), signed_in(client, session)

    def refused(headers: dict[str, str]) -> None:
        for path, body in (("/api/product/like", {"product_id": pid}), ("/api/product/star", {"product_id": pid}),
                           ("/api/user/follow", {"user_id": int(other["userId"])})):
            answer = client.post(path, json=body, headers=headers)
            assert answer.status_code == 401, (path, answer.text)
            assert answer.json()["auth"] is False
        assert session.scalar(select(func.count()).select_from(ProductReaction)
                              .where(ProductReaction.user_id == int(me["userId"]))) == 0
        assert session.scalar(select(func.count()).select_from(Follow)
                              .where(Follow.follower_id == int(me["userId"]))) == 0

    refused({**me, "userId": other["userId"]})
    assert "does not match" in client.post("/api/product/like", json={"product_id": pid},
                                           headers={**me, "userId": other["userId"]}).json()["msg"]
    mine = AuthToken.user_id == int(me["userId"])
    session.execute(update(AuthToken).where(mine).values(expires_at=datetime.now(UTC) - timedelta(seconds=1)))
    refused(me)
    session.execute(update(AuthToken).where(mine).values(expires_at=datetime.now(UTC) + timedelta(days=1),
                                                         revoked_at=datetime.now(UTC)))
    refused(me)
    session.execute(update(AuthToken).where(mine).values(revoked_at=None))
    session.execute(update(User).where(User.id == int(me["userId"])).values(deleted_at=datetime.now(UTC)))
    refused(me)
    session.execute(update(User).where(User.id == int(me["userId"])).values(deleted_at=None))
    assert _post(client, "like", me, product_id=pid)["liked"] is True  # the same session, back in order
