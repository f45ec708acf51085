"""Saved analyses (issue 24 §2): a member keeps a list by name, sees their own, shares one by link; private by
default; the owner alone writes; deleting the account removes them and their links."""

from __future__ import annotations

from sqlalchemy import func, select

from api.models import SavedAnalysis
from tests.api.helpers import latest_code, signed_in

LIST = "Aqua, Retinol, Dimethicone, Glycerin, Tocopherol, Phenoxyethanol"


def _save(client, headers, name="My night cream", text=LIST, source="photo") -> int:  # type: ignore[no-untyped-def]
    r = client.post("/api/analysis/save", json={"name": name, "ingredient_list": text, "source": source},
                    headers=headers)
    assert r.status_code == 200, r.json()
    return int(r.json()["data"]["analysis_id"])


def test_a_saved_analysis_is_its_owners_alone_until_shared(client, session, catalog):
    owner, other = signed_in(client, session), signed_in(client, session)
    assert client.post("/api/analysis/save", json={"name": "x", "ingredient_list": LIST}).status_code == 401
    analysis_id = _save(client, owner)

    mine = client.get("/api/analysis/mine", headers=owner).json()["data"]
    assert mine["total_count"] == 1
    item = mine["items"][0]
    assert (item["analysis_id"], item["name"], item["source"], item["ingredient_count"], item["shared"]) == (
        analysis_id, "My night cream", "photo", 6, False)
    assert client.get("/api/analysis/mine", headers=other).json()["data"]["total_count"] == 0

    detail = client.get("/api/analysis/detail", params={"analysis_id": analysis_id}, headers=owner).json()["data"]
    assert detail["is_owner"] is True and detail["ingredient_list"] == LIST
    assert detail["analysis"]["identity"]["matches"][0]["product"]["name"] == "Retinol Night Cream"
    assert detail["analysis"]["recognition_summary"] == "6 of 6 ingredients recognised"
    # private: 404 to another member, 401 signed out; nobody else writes it
    assert client.get("/api/analysis/detail", params={"analysis_id": analysis_id}, headers=other).status_code == 404
    assert client.get("/api/analysis/detail", params={"analysis_id": analysis_id}).status_code == 401
    for path, body in (("/api/analysis/share", {"analysis_id": analysis_id, "shared": True}),
                       ("/api/analysis/remove", {"analysis_id": analysis_id})):
        assert client.post(path, json=body, headers=other).status_code == 404


def test_sharing_makes_a_link_anyone_can_open_and_unsharing_kills_it(client, session, catalog):
    owner, other = signed_in(client, session), signed_in(client, session)
    analysis_id = _save(client, owner)
    shared = client.post("/api/analysis/share", json={"analysis_id": analysis_id, "shared": True},
                         headers=owner).json()["data"]
    token = shared["share_token"]
    assert shared["shared"] is True and len(token) >= 22 and shared["share_path"] == f"/analysis/shared/{token}"
    again = client.post("/api/analysis/share", json={"analysis_id": analysis_id, "shared": True}, headers=owner)
    assert again.json()["data"]["share_token"] == token  # idempotent: the link stays the same

    for headers in ({}, other):
        seen = client.get("/api/analysis/shared", params={"share_token": token}, headers=headers).json()["data"]
        assert seen["name"] == "My night cream" and seen["is_owner"] is False
        assert seen["share_token"] is None  # only the owner is shown the token
        assert seen["analysis"]["identity"]["verdict"] == "identical"
    # the link shows nothing of the owner's skin: it is read for the viewer
    assert seen["analysis"]["personalised_for"] is None
    assert client.get("/api/analysis/mine", headers=owner).json()["data"]["items"][0]["shared"] is True

    off = client.post("/api/analysis/share", json={"analysis_id": analysis_id, "shared": False}, headers=owner)
    assert off.json()["data"] == {"analysis_id": analysis_id, "shared": False, "share_token": None,
                                  "share_path": None}
    assert client.get("/api/analysis/shared", params={"share_token": token}).status_code == 404
    assert client.get("/api/analysis/shared", params={"share_token": "x" * 32}).status_code == 404
    assert client.get("/api/analysis/shared", params={"share_token": "../etc"}).status_code == 422


def test_removing_and_bad_input(client, session, catalog):
    owner = signed_in(client, session)
    analysis_id = _save(client, owner)
    r = client.post("/api/analysis/remove", json={"analysis_id": analysis_id}, headers=owner)
    assert r.json()["data"] == {"type": "analysis", "id": analysis_id, "removed": True}
    assert client.get("/api/analysis/detail", params={"analysis_id": analysis_id}, headers=owner).status_code == 404
    assert client.post("/api/analysis/remove", json={"analysis_id": analysis_id}, headers=owner).status_code == 404
    empty = client.post("/api/analysis/save", json={"name": "", "ingredient_list": LIST}, headers=owner)
    assert empty.status_code == 422
    nothing = client.post("/api/analysis/save", json={"name": "n", "ingredient_list": "Ingredients:"},
                          headers=owner)
    assert nothing.json()["status"] is False and nothing.json()["code"] == "empty_ingredient_list"


def test_deleting_the_account_removes_its_analyses_and_their_links(client, session, catalog):
    email = "leaver@example.com"
    owner = signed_in(client, session, email)
    analysis_id = _save(client, owner)
    token = client.post("/api/analysis/share", json={"analysis_id": analysis_id, "shared": True},
                        headers=owner).json()["data"]["share_token"]
    assert client.post("/api/validator/gen", json={"purpose": "delete_account"}, headers=owner).json()["status"]
    r = client.post("/api/user/delete", json={"verification_code": latest_code(session, email, "delete_account")},
                    headers=owner)
    assert r.json()["status"] is True, r.json()
    session.expire_all()
    assert session.scalar(select(func.count()).select_from(SavedAnalysis)
                          .where(SavedAnalysis.user_id == int(owner["userId"]))) == 0
    assert client.get("/api/analysis/shared", params={"share_token": token}).status_code == 404
