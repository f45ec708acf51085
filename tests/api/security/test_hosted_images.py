"""Avatars and member-submitted product images must be file-host uploads (issue 13 §5)."""

from __future__ import annotations

from tests.api.helpers import signed_in, upload_image


def test_avatar_from_an_external_url_is_refused(client, session):
    headers = signed_in(client, session)
    r = client.post("/api/user/edit_info", headers=headers, json={"avatar": "https://tracker.example/pixel.png"})
    assert r.status_code == 422
    [error] = r.json()["errors"]
    assert error["field"] == "avatar" and "upload" in error["msg"].lower()


def test_avatar_that_looks_hosted_but_was_never_uploaded_is_refused(client, session):
    headers = signed_in(client, session)
    r = client.post("/api/user/edit_info", headers=headers, json={"avatar": "/files/uploads/never-uploaded.png"})
    assert r.status_code == 422
    assert r.json()["errors"][0]["field"] == "avatar"


def test_avatar_from_an_upload_is_saved(client, session):
    headers = signed_in(client, session)
    url = upload_image(client, headers)
    r = client.post("/api/user/edit_info", headers=headers, json={"avatar": url})
    assert r.json()["status"] is True, r.json()
    assert client.get("/api/user/info", headers=headers).json()["data"]["avatar"] == url
    cleared = client.post("/api/user/edit_info", headers=headers, json={"avatar": ""})
    assert cleared.json()["status"] is True


def test_product_submission_with_an_external_image_is_refused(client, session):
    headers = signed_in(client, session)
    r = client.post("/api/product/submit", headers=headers, json={
        "name": "Tracker Cream", "brand_id": 1, "ingredient_list": "Aqua, Glycerin",
        "image_url": "https://tracker.example/pixel.png"})
    assert r.status_code == 422
    assert any(e["field"] == "image_url" and "upload" in e["msg"].lower() for e in r.json()["errors"])


def test_product_submission_takes_an_uploaded_image_only(client, session):
    from tests.api.ingredient_catalog import make_catalog

    catalog = make_catalog(session)
    headers = signed_in(client, session)
    body = {"name": "Hosted Cream", "brand_id": catalog.brands["Acme"].id, "ingredient_list": "Water, Glycerin"}
    never = client.post("/api/product/submit", headers=headers,
                        json={**body, "image_url": "/files/uploads/never-uploaded.png"})
    assert never.status_code == 422
    assert never.json()["errors"][0]["field"] == "image_url"
    url = upload_image(client, headers, colour=(10, 200, 30))
    r = client.post("/api/product/submit", headers=headers, json={**body, "image_url": url}).json()
    assert r["status"] is True, r


def test_avatar_must_be_the_members_own_upload(client, session):
    """Issue 20 §6: another member's upload (a photo of them, say) cannot become my avatar."""
    owner, other = signed_in(client, session), signed_in(client, session)
    theirs = upload_image(client, owner, colour=(10, 20, 30))
    r = client.post("/api/user/edit_info", headers=other, json={"avatar": theirs})
    assert r.status_code == 422, r.json()
    assert r.json()["errors"][0]["field"] == "avatar"
    assert client.get("/api/user/info", headers=other).json()["data"]["avatar"] == ""
