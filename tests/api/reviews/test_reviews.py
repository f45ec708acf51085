"""Reviews over HTTP: submit and edit, detail, lists, product list filters and order, rating, images."""

from __future__ import annotations

import io

from PIL import Image

from api.models import Product
from tests.api.content.helpers import get, member, post, user_id, write_review

_colours = iter(range(1, 250))


def _png() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (20, 10), (next(_colours), 100, 50)).save(buf, "PNG")
    return buf.getvalue()


def _upload(client, headers) -> int:  # type: ignore[no-untyped-def]
    r = client.post("/files/file/upload", headers=headers, files={"file": ("a.png", _png(), "image/png")})
    assert r.json()["code"] == 1, r.text
    return int(r.json()["data"]["file_id"])


def test_submit_new_then_edit_with_images_and_profile_at_time_of_writing(client, session, catalog):
    me = member(session)
    post(client, "/user/edit_info", me, skin_type="oily", concerns=["acne", "pores"])
    pid = catalog.pid("Retinol Night Cream")
    first, second = _upload(client, me), _upload(client, me)
    data = post(client, "/review/submit", me, product_id=pid, title="Great", content="Smooth skin.", rating=5,
                images=[second, first], is_private=False)
    assert data["created"] is True and data["product_id"] == pid
    rid = data["review_id"]
    review = get(client, "/review/detail", review_id=rid)
    assert review["rating"] == 5 and review["skin_type"] == "oily" and review["concerns"] == ["acne", "pores"]
    assert [i["file_id"] for i in review["images"]] == [second, first]
    assert review["images"][0]["url"].startswith("/files/uploads/")
    assert review["author"]["user_id"] == user_id(me) and review["author"]["is_imported"] is False
    assert review["is_owner"] is False  # anonymous viewer

    # The profile changes later; an edit records the profile at the time of that edit.
    post(client, "/user/edit_info", me, skin_type="dry", concerns=["dryness"])
    again = post(client, "/review/submit", me, review_id=rid, product_id=pid, title="Still great",
                 content="Even better.", rating=4, images=[first])
    assert again == {"review_id": rid, "product_id": pid, "created": False}
    review = get(client, "/review/detail", me, review_id=rid)
    assert review["title"] == "Still great" and review["skin_type"] == "dry" and review["is_owner"] is True
    assert [i["file_id"] for i in review["images"]] == [first]


def test_images_must_be_own_uploads_and_rating_in_range(client, session, catalog):
    me, other = member(session), member(session)
    theirs = _upload(client, other)
    pid = catalog.pid("Vitamin C Glow")
    r = client.post("/api/review/submit", headers=me,
                    json={"product_id": pid, "content": "x", "rating": 3, "images": [theirs]})
    assert r.status_code == 200 and r.json()["status"] is False and r.json()["code"] == "unknown_image"
    for rating in (0, 6, None):
        r = client.post("/api/review/submit", headers=me, json={"product_id": pid, "content": "x", "rating": rating})
        assert r.status_code == 422
    r = client.post("/api/review/submit", headers=me, json={"product_id": 10**9, "content": "x", "rating": 3})
    assert r.status_code == 404
    r = client.post("/api/review/submit", headers=me,
                    json={"product_id": pid, "content": "x", "rating": 3, "images": ["http://evil/x.png"]})
    assert r.status_code == 422


def test_product_rating_follows_public_reviews(client, session, catalog):
    a, b = member(session), member(session)
    pid = catalog.pid("BHA Toner")
    ra = write_review(client, a, pid, rating=5)
    write_review(client, b, pid, rating=2)
    product = session.get(Product, pid)
    session.refresh(product)
    assert (product.rating_avg, product.review_count) == (3.5, 2)
    assert get(client, "/product/detail", product_id=pid)["rating_avg"] == 3.5
    post(client, "/review/set_private", a, review_id=ra, is_private=True)
    session.refresh(product)
    assert (product.rating_avg, product.review_count) == (2.0, 1)
    post(client, "/review/set_private", a, review_id=ra, is_private=False)
    post(client, "/review/remove", a, review_id=ra)
    session.refresh(product)
    assert (product.rating_avg, product.review_count) == (2.0, 1)


def test_by_user_complete_by_user_and_detail_privacy(client, session, catalog):
    me, other = member(session), member(session)
    pid = catalog.pid("Vitamin C Glow")
    public = write_review(client, me, pid, title="public")
    private = write_review(client, me, catalog.pid("BHA Toner"), title="private", is_private=True)
    mine = get(client, "/review/by_user", me, user_id=user_id(me))
    assert [i["review_id"] for i in mine["items"]] == [private, public] and mine["total_count"] == 2
    theirs = get(client, "/review/by_user", other, user_id=user_id(me))
    assert [i["review_id"] for i in theirs["items"]] == [public] and theirs["total_count"] == 1
    assert get(client, "/review/by_user", user_id=user_id(me))["total_count"] == 1
    own = get(client, "/review/complete_by_user", me)
    assert own["total_count"] == 2
    assert client.get("/api/review/complete_by_user").status_code == 401
    assert client.get("/api/review/detail", params={"review_id": private}, headers=other).status_code == 404
    assert client.get("/api/review/detail", params={"review_id": private}).status_code == 404
    assert get(client, "/review/detail", me, review_id=private)["is_private"] is True


def test_product_review_list_five_a_page_filters_and_helpful_order(client, session, catalog):
    pid = catalog.pid("Budget Niacinamide")
    profiles = [("oily", ["acne"]), ("dry", ["dryness"]), ("oily", ["pores"]), ("oily", ["acne", "redness"]),
                ("combination", []), ("dry", ["acne"]), ("normal", [])]
    members = [member(session, skin_type=skin, concerns=concerns) for skin, concerns in profiles]
    ids = [write_review(client, headers, pid) for headers in members]
    page1 = get(client, "/product/review_list", product_id=pid)
    assert page1["page_num"] == 5 and len(page1["items"]) == 5 and page1["total_count"] == 7 and page1["hasMore"]
    page2 = get(client, "/product/review_list", product_id=pid, page_no=2)
    assert len(page2["items"]) == 2 and not page2["hasMore"]
    assert {i["review_id"] for i in page1["items"] + page2["items"]} == set(ids)

    oily = get(client, "/product/review_list", product_id=pid, skin_type="oily")
    assert {i["review_id"] for i in oily["items"]} == {ids[0], ids[2], ids[3]}
    acne = get(client, "/product/review_list", product_id=pid, concerns=["acne"])
    assert {i["review_id"] for i in acne["items"]} == {ids[0], ids[3], ids[5]}
    # like_me: the viewer's skin type and one of their concerns
    viewer = members[0]
    like_me = get(client, "/product/review_list", viewer, product_id=pid, like_me=True)
    assert {i["review_id"] for i in like_me["items"]} == {ids[0], ids[3]}
    assert client.get("/api/product/review_list", params={"product_id": pid, "like_me": True}).status_code == 401

    for headers in members[:3]:
        post(client, "/review/like", headers, review_id=ids[4], action=1)
    post(client, "/review/like", members[0], review_id=ids[6], action=1)
    helpful = get(client, "/product/review_list", product_id=pid, order="helpful")
    assert [i["review_id"] for i in helpful["items"]][:2] == [ids[4], ids[6]]
    assert client.get("/api/product/review_list", params={"product_id": pid, "order": "nope"}).status_code == 422
    assert client.get("/api/product/review_list", params={"product_id": 10**9}).status_code == 404


def test_like_and_star_toggle_with_action_and_lists(client, session, catalog):
    author, fan = member(session), member(session)
    rid = write_review(client, author, catalog.pid("Vitamin C Glow"))
    state = post(client, "/review/like", fan, review_id=rid, action=1)
    assert state == {"type": "review", "id": rid, "liked": True, "starred": False, "like_count": 1, "star_count": 0}
    assert post(client, "/review/like", fan, review_id=rid, action=1)["like_count"] == 1  # double click
    assert post(client, "/review/star", fan, review_id=rid, action=1)["star_count"] == 1
    detail = get(client, "/review/detail", fan, review_id=rid)
    assert detail["liked"] and detail["starred"]
    assert [i["review_id"] for i in get(client, "/review/user_like", fan)["items"]] == [rid]
    assert [i["review_id"] for i in get(client, "/review/user_star", user_id=user_id(fan))["items"]] == [rid]
    assert post(client, "/review/like", fan, review_id=rid, action=0)["like_count"] == 0
    assert post(client, "/review/like", fan, review_id=rid, action=0)["like_count"] == 0
    assert get(client, "/review/user_like", fan)["total_count"] == 0
    r = client.post("/api/review/like", headers=fan, json={"review_id": rid, "action": 2})
    assert r.status_code == 422
    assert client.get("/api/review/user_like").status_code == 401


def test_collection_privacy_hides_liked_and_starred_lists_from_others(client, session, catalog):
    author, fan, other = (member(session) for _ in range(3))
    rid = write_review(client, author, catalog.pid("Vitamin C Glow"))
    post(client, "/review/star", fan, review_id=rid, action=1)
    assert get(client, "/review/user_star", other, user_id=user_id(fan))["total_count"] == 1
    post(client, "/user/edit_info", fan, is_collection_private=True)
    hidden = get(client, "/review/user_star", other, user_id=user_id(fan))
    assert hidden["items"] == [] and hidden["total_count"] == 0
    assert get(client, "/review/user_star", user_id=user_id(fan))["total_count"] == 0
    assert get(client, "/review/user_star", fan, user_id=user_id(fan))["total_count"] == 1


def test_feeds_show_public_reviews_and_routines_with_rating_and_product(client, session, catalog):
    author = member(session)
    pid = catalog.pid("Vitamin C Glow")
    rid = write_review(client, author, pid, rating=5, title="Bright")
    write_review(client, author, pid, rating=1, title="Hidden", is_private=True)
    routine = post(client, "/routine/add", author, title="AM", products=[{"product_id": pid}])["routine_id"]
    cards = get(client, "/browse/random_content")["items"]
    assert {(c["type"], c["id"]) for c in cards} == {("review", rid), ("routine", routine)}
    review_card = next(c for c in cards if c["type"] == "review")
    assert review_card["rating"] == 5 and review_card["product_id"] == pid
    assert review_card["product_name"] == "Vitamin C Glow" and review_card["review_id"] == rid
    routine_card = next(c for c in cards if c["type"] == "routine")
    assert routine_card["rating"] is None and routine_card["product_id"] is None
    assert [c["review_id"] for c in get(client, "/review/random_list")["items"]] == [rid]
    assert [c["routine_id"] for c in get(client, "/routine/random_list")["items"]] == [routine]
