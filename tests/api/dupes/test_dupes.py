"""Member dupe suggestions over HTTP: submit, evidence, errors, lists, shared calls, privacy, search and browse."""

from __future__ import annotations

import pytest

from api.search.query import SearchQuery
from indexer.search import documents
from indexer.search.sync import pending_outbox_ids, sync_outbox
from tests.api.content.helpers import get, member, post, suggest_dupe, user_id
from tests.api.helpers import sync_index
from tests.api.ingredient_catalog import add_product


def _refused(client, headers, **body):  # type: ignore[no-untyped-def]
    base = {"title": "A dupe", "description": "", "images": [], "is_private": False}
    r = client.post("/api/product/dupe/submit", json=base | body, headers=headers)
    assert r.status_code == 200 and r.json()["status"] is False, r.text
    return r.json()


def test_submit_edit_and_detail_carry_the_engines_evidence(client, session, catalog):
    me = member(session)
    original, budget = catalog.pid("Niacinamide Serum"), catalog.pid("Budget Niacinamide")
    saved = post(client, "/product/dupe/submit", me, original_product_id=original, dupe_product_id=budget,
                 title="Same serum, a third of the price", description="Feels identical.", images=[])
    assert saved["created"] is True
    info = get(client, "/product/dupe/detail", dupe_id=saved["dupe_id"])["dupe_info"]
    assert info["original"]["product_id"] == original and info["dupe"]["product_id"] == budget
    assert info["dupe"]["brand_name"] == "Budget" and info["author"]["user_id"] == user_id(me)
    assert (info["title"], info["description"], info["is_owner"]) == ("Same serum, a third of the price",
                                                                      "Feels identical.", False)
    ev = info["evidence"]
    assert ev["shared_count"] == 5 and ev["jaccard"] == pytest.approx(5 / 7, abs=1e-6)
    assert "NIACINAMIDE" in ev["shared_key_ingredients"]
    assert ev["missing_key_ingredients"] == ["SODIUM HYALURONATE"]
    assert ev["compared_by"] == "price_per_unit"  # 1.00 vs 0.33 USD per ml
    assert ev["saving"] == pytest.approx(1.0 - 10 / 30, abs=1e-4) and ev["saving_percent"] == pytest.approx(66.67, abs=0.01)
    assert ev["very_different"] is False and 0 < ev["score"] <= 1
    assert ev["note"].startswith("Similar formulas: 5 shared ingredients") and "67% cheaper per ml/g" in ev["note"]
    # the owner edits it (same pair, new words); the answer says it was not created
    edited = post(client, "/product/dupe/submit", me, dupe_id=saved["dupe_id"], original_product_id=original,
                  dupe_product_id=budget, title="Edited", images=[])
    assert edited == {"dupe_id": saved["dupe_id"], "created": False}
    mine = get(client, "/product/dupe/detail", me, dupe_id=saved["dupe_id"])["dupe_info"]
    assert mine["title"] == "Edited" and mine["description"] == "" and mine["is_owner"] is True


def test_a_very_different_formula_is_allowed_but_says_so(client, session, catalog):
    me = member(session)
    saved = suggest_dupe(client, me, catalog.pid("Niacinamide Serum"), catalog.pid("Vitamin C Glow"))
    ev = get(client, "/product/dupe/detail", dupe_id=saved)["dupe_info"]["evidence"]
    assert ev["very_different"] is True and ev["shared_count"] == 2  # AQUA, GLYCERIN
    assert ev["note"].startswith("Allowed, but the formulas differ a lot: only 2 shared ingredients")
    assert "keeps none of the original's key actives (NIACINAMIDE" in ev["note"]
    assert ev["shared_key_ingredients"] == [] and "ASCORBIC ACID" in ev["extra_key_ingredients"]
    # dearer by the compared unit: a negative saving, said in words
    dearer = suggest_dupe(client, me, catalog.pid("BHA Toner"), catalog.pid("Niacinamide Serum"))
    ev = get(client, "/product/dupe/detail", dupe_id=dearer)["dupe_info"]["evidence"]
    assert ev["saving"] < 0 and "300% dearer per ml/g" in ev["note"]


def test_a_product_without_an_ingredient_list_is_named_in_the_note(client, session, catalog):
    bare = add_product(session, catalog, "Mystery Balm", "Budget", "Serums", None, None, ())
    session.commit()
    me = member(session)
    saved = suggest_dupe(client, me, catalog.pid("Niacinamide Serum"), bare.id)
    ev = get(client, "/product/dupe/detail", dupe_id=saved)["dupe_info"]["evidence"]
    assert ev["note"] == ("We have no ingredient list for Mystery Balm, so the formulas cannot be compared; "
                          "no two comparable prices.")
    assert (ev["very_different"], ev["shared_count"], ev["compared_by"], ev["saving"]) == (False, 0, "none", None)


def test_submit_refuses_bad_pairs_with_clear_errors(client, session, catalog):
    me, other = member(session), member(session)
    a, b = catalog.pid("Niacinamide Serum"), catalog.pid("Budget Niacinamide")
    same = _refused(client, me, original_product_id=a, dupe_product_id=a)
    assert same["code"] == "same_product" and same["errors"][0]["field"] == "dupe_product_id"
    unknown = _refused(client, me, original_product_id=a, dupe_product_id=10**9)
    assert unknown["code"] == "unknown_product" and [e["field"] for e in unknown["errors"]] == ["dupe_product_id"]
    first = suggest_dupe(client, me, a, b)
    twice = _refused(client, me, original_product_id=a, dupe_product_id=b)
    assert twice["code"] == "dupe_exists" and twice["dupe_id"] == first and str(first) in twice["msg"]
    # another member may suggest the same pair; the reverse pair is another suggestion
    suggest_dupe(client, other, a, b)
    suggest_dupe(client, me, b, a)
    # editing into a pair the member already suggested is refused too
    third = suggest_dupe(client, me, a, catalog.pid("BHA Toner"))
    clash = _refused(client, me, dupe_id=third, original_product_id=a, dupe_product_id=b)
    assert clash["code"] == "dupe_exists" and clash["dupe_id"] == first
    # a pending product of someone else is unknown; malformed bodies are 422; signed out is 401
    pending = add_product(session, catalog, "Pending Serum", "Acme", "Serums", 5.0, 30.0, ("AQUA",),
                          status="pending", submitted_by=user_id(other))
    session.commit()
    assert _refused(client, me, original_product_id=a, dupe_product_id=pending.id)["code"] == "unknown_product"
    suggest_dupe(client, other, a, pending.id)  # its submitter may
    body = {"original_product_id": a, "dupe_product_id": b, "title": ""}
    assert client.post("/api/product/dupe/submit", json=body, headers=me).status_code == 422
    assert client.post("/api/product/dupe/submit", json=body | {"title": "x"}).status_code == 401
    # another member cannot edit it (403), and a private one is 404 to them
    r = client.post("/api/product/dupe/submit", headers=other,
                    json=body | {"title": "mine now", "dupe_id": first})
    assert r.status_code == 403
    post(client, "/product/dupe/set_private", me, dupe_id=first, is_private=True)
    r = client.post("/api/product/dupe/submit", headers=other,
                    json=body | {"title": "mine now", "dupe_id": first})
    assert r.status_code == 404


def test_lists_privacy_and_the_shared_calls(client, session, catalog):
    owner, fan = member(session), member(session)
    a = catalog.pid("Niacinamide Serum")
    public = suggest_dupe(client, owner, a, catalog.pid("Budget Niacinamide"))
    secret = suggest_dupe(client, owner, a, catalog.pid("Niacinamide Serum Twin"), is_private=True)
    listed = get(client, "/product/dupe/list", fan, user_id=user_id(owner))
    assert [i["dupe_id"] for i in listed["items"]] == [public] and listed["total_count"] == 1
    assert get(client, "/product/dupe/list", owner, user_id=user_id(owner))["total_count"] == 2
    mine = get(client, "/product/dupe/complete_list", owner)
    assert [i["dupe_id"] for i in mine["items"]] == [secret, public]  # newest first
    assert client.get("/api/product/dupe/complete_list").status_code == 401
    assert client.get("/api/product/dupe/detail", params={"dupe_id": secret}, headers=fan).status_code == 404
    assert client.get("/api/product/dupe/detail", params={"dupe_id": secret}).status_code == 404

    liked = post(client, "/product/dupe/like", fan, dupe_id=public, action=1)
    assert (liked["type"], liked["liked"], liked["like_count"]) == ("dupe", True, 1)
    assert post(client, "/product/dupe/like", fan, dupe_id=public, action=1)["like_count"] == 1  # idempotent
    assert post(client, "/product/dupe/star", fan, dupe_id=public, action=1)["star_count"] == 1
    assert [i["dupe_id"] for i in get(client, "/product/dupe/user_like", user_id=user_id(fan))["items"]] == [public]
    assert get(client, "/product/dupe/user_star", fan)["total_count"] == 1
    r = client.post("/api/product/dupe/like", json={"dupe_id": secret, "action": 1}, headers=fan)
    assert r.status_code == 404

    comment = post(client, "/product/dupe/comment/add", fan, dupe_id=public, comment="Tried both, agree!")
    reply = post(client, "/product/dupe/comment/add", owner, dupe_id=public, comment="Thanks",
                 parent_id=comment["comment_id"], replied_to_user_id=user_id(fan))
    assert post(client, "/product/dupe/comment/like", owner, comment_id=comment["comment_id"], action=1)
    listing = get(client, "/product/dupe/comment/list", dupe_id=public)
    assert listing["total_count"] == 1 and listing["comments"][0]["comment_id"] == comment["comment_id"]
    info = get(client, "/product/dupe/detail", fan, dupe_id=public)["dupe_info"]
    assert (info["comment_count"], info["like_count"], info["star_count"], info["liked"], info["starred"]) == (
        2, 1, 1, True, True)
    post(client, "/product/dupe/comment_remove", owner, comment_id=reply["comment_id"])
    assert get(client, "/product/dupe/detail", dupe_id=public)["dupe_info"]["comment_count"] == 1

    assert post(client, "/product/dupe/like", fan, dupe_id=public, action=0)["like_count"] == 0
    assert post(client, "/product/dupe/remove", owner, dupe_id=public)["removed"] is True
    assert client.get("/api/product/dupe/detail", params={"dupe_id": public}).status_code == 404
    assert get(client, "/product/dupe/user_star", fan)["total_count"] == 0


def test_images_are_the_authors_uploads(client, session, catalog):
    me = member(session)
    body = {"original_product_id": catalog.pid("Niacinamide Serum"),
            "dupe_product_id": catalog.pid("Budget Niacinamide"), "title": "x", "images": [10**9]}
    r = client.post("/api/product/dupe/submit", json=body, headers=me)
    assert r.json()["code"] == "unknown_image"


def test_search_documents_and_home_carry_public_dupes_and_their_counters(client, session, settings, backend,
                                                                        catalog):
    owner, fan = member(session), member(session)
    a, b = catalog.pid("Niacinamide Serum"), catalog.pid("Budget Niacinamide")
    dupe = post(client, "/product/dupe/submit", owner, original_product_id=a, dupe_product_id=b,
                title="Thrifty twin", description="Half the price, same feel", images=[])["dupe_id"]
    post(client, "/product/dupe/like", fan, dupe_id=dupe, action=1)
    session.commit()
    doc = documents.load(session, "dupe", [dupe])[dupe]
    assert doc is not None
    assert (doc["title"], doc["body"], doc["product_ids"], doc["like_count"], doc["is_private"]) == (
        "Thrifty twin", "Half the price, same feel", [str(a), str(b)], 1, False)
    assert "Niacinamide Serum" in doc["product_names"] and "Budget Niacinamide" in doc["product_names"]
    sync_index(session, backend, settings)
    hits = backend.search(SearchQuery(kind="dupe", text="thrifty", viewer_id=None)).hits
    assert [h.id for h in hits] == [str(dupe)]
    found = get(client, "/search", keyword="thrifty twin")["items"]
    assert any(i["type"] == "dupe" and int(i["id"]) == dupe for i in found)
    cards = get(client, "/browse/random_content")["items"]
    assert ("dupe", dupe) in {(c["type"], c["id"]) for c in cards}
    # a like moves the document's counter; private hides it from search and home
    post(client, "/product/dupe/like", owner, dupe_id=dupe, action=1)
    post(client, "/product/dupe/set_private", owner, dupe_id=dupe, is_private=True)
    session.commit()
    ids = pending_outbox_ids(session)
    assert ids
    sync_outbox(backend, settings, ids)
    assert documents.load(session, "dupe", [dupe])[dupe]["like_count"] == 2  # type: ignore[index]
    assert backend.search(SearchQuery(kind="dupe", text="thrifty", viewer_id=None)).hits == []
    assert ("dupe", dupe) not in {(c["type"], c["id"]) for c in get(client, "/browse/random_content")["items"]}
