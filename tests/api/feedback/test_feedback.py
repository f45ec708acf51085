"""Product feedback over HTTP: submit and edit, the moderation check and an admin's decision, who sees what
(detail, lists, the product's list and averages, browse, search documents), the shared calls under
/product/feedback (like, star, comments, user lists, privacy, remove)."""

from __future__ import annotations

import io

from PIL import Image
from sqlalchemy import func, select

from api.models import ProductRating, SearchOutbox, User
from api.moderation import rules
from api.moderation import service as moderation
from indexer.search.documents import load
from tests.api.content.helpers import get, member, post, submit_feedback, user_id
from tests.api.helpers import sync_index


def _png() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (12, 8), (10, 200, 30)).save(buf, "PNG")
    return buf.getvalue()


def _submit(client, headers, product_id, **fields):  # type: ignore[no-untyped-def]
    body = {"product_id": product_id, "category_name": "Serums", "general_rating": 4, "ratings": [],
            "feedback_status": "pending", "file_ids": [], "feedback_title": "", "feedback_text": ""} | fields
    return client.post("/api/product/feedback/submit", json=body, headers=headers)


def _moderate(session, feedback_id: int, reject: bool = False, reason: str | None = None) -> None:  # type: ignore[no-untyped-def]
    """What `glowdex moderation accept|reject` does, on the test's transaction (the CLI itself: test_moderation_cli)."""
    moderation.decide(session, f"feedback:{feedback_id}", "rejected" if reject else "accepted", reason)
    session.commit()


def _status(client, path, headers=None, **params) -> int:  # type: ignore[no-untyped-def]
    return client.get(f"/api{path}", params=params, headers=headers or {}).status_code


def test_rate_then_write_feedback_with_images_and_the_detail(client, session, catalog):
    me = member(session)
    pid = catalog.pid("Niacinamide Serum")
    rated = post(client, "/product/ratings/submit", me, product_id=pid, category_name="Serums", general_rating=4,
                 ratings=[{"criteria_name": "hydration", "rating_value": 5}, {"criteria_name": "scent", "rating_value": 0}],
                 feedback_status="pending")
    up = client.post("/files/file/upload", headers=me, files={"file": ("a.png", _png(), "image/png")}).json()
    file_id = up["data"]["file_id"]
    data = post(client, "/product/feedback/submit", me, product_id=pid, category_name="Serums", general_rating=4.5,
                ratings=[{"criteria_name": "hydration", "rating_value": 5}, {"criteria_name": "texture", "rating_value": 4}],
                feedback_status="pending", feedback_id=rated["feedback_id"], file_ids=[file_id],
                feedback_title="Plumps my skin", feedback_text="Light, absorbs fast, no stinging.")
    assert data == {"feedback_id": rated["feedback_id"], "rating_id": rated["rating_id"],
                    "feedback_status": "accepted", "held_reason": None}
    fb = get(client, "/product/feedback/detail", feedback_id=data["feedback_id"])
    assert fb["product"] == {"product_id": pid, "name": "Niacinamide Serum", "brand_name": "Acme", "image_url": "",
                             "placeholder": False}
    assert fb["author"]["user_id"] == user_id(me) and fb["is_owner"] is False
    assert (fb["feedback_title"], fb["general_rating"], fb["feedback_status"]) == ("Plumps my skin", 4.5, "accepted")
    assert [(r["criteria_name"], r["label"], r["rating_value"]) for r in fb["ratings"]] == [
        ("hydration", "Hydration", 5.0), ("texture", "Texture", 4.0)]
    assert [i["file_id"] for i in fb["images"]] == [file_id]
    assert (fb["like_count"], fb["comment_count"], fb["liked"], fb["is_private"]) == (0, 0, False, False)
    assert fb["created_at"].endswith("Z") or fb["created_at"].endswith("+00:00")
    assert get(client, "/product/feedback/detail", me, feedback_id=data["feedback_id"])["is_owner"] is True
    # without feedback_id the member's post on that product is found, not duplicated
    again = post(client, "/product/feedback/submit", me, product_id=pid, feedback_text="Still good after a month.")
    assert again["feedback_id"] == data["feedback_id"]


def test_a_link_holds_the_post_for_its_owner_only_until_a_moderator_accepts_it(client, session, catalog):
    owner, other = member(session), member(session)
    pid = catalog.pid("Vitamin C Glow")
    r = _submit(client, owner, pid, feedback_title="Great", feedback_text="Cheaper at www.example-shop.com !",
                ratings=[{"criteria_name": "hydration", "rating_value": 2}], general_rating=2)
    data = r.json()["data"]
    assert r.json()["status"] is True and "moderator" in r.json()["msg"]
    assert (data["feedback_status"], data["held_reason"]) == ("pending", rules.HELD_LINK)
    fid = data["feedback_id"]

    mine = get(client, "/product/feedback/detail", owner, feedback_id=fid)
    assert (mine["feedback_status"], mine["held_reason"]) == ("pending", rules.HELD_LINK)
    for viewer in (None, other):
        assert _status(client, "/product/feedback/detail", viewer, feedback_id=fid) == 404
        assert _status(client, "/product/feedback/comment/list", viewer, feedback_id=fid) == 404
        assert get(client, "/product/feedback/list", viewer, user_id=user_id(owner))["total_count"] == 0
        assert get(client, "/product/feedback/of_product", viewer, product_id=pid)["total_count"] == 0
        summary = get(client, "/product/ratings/summary", viewer, product_id=pid)
        assert summary["general"] == {"average": None, "count": 0}
        assert next(c for c in summary["criteria"] if c["criteria_name"] == "hydration")["count"] == 0
    r = client.post("/api/product/feedback/like", headers=other, json={"feedback_id": fid, "action": 1})
    assert r.status_code == 404
    # the owner sees it everywhere, with the reason
    assert get(client, "/product/feedback/complete_list", owner)["items"][0]["held_reason"] == rules.HELD_LINK
    assert get(client, "/product/feedback/of_product", owner, product_id=pid)["total_count"] == 1
    assert get(client, "/product/ratings/summary", owner, product_id=pid)["mine"] == {
        "general_rating": 2.0, "ratings": [{"criteria_name": "hydration", "rating_value": 2.0}],
        "feedback_id": fid, "feedback_status": "pending"}

    _moderate(session, fid)
    fb = get(client, "/product/feedback/detail", other, feedback_id=fid)
    assert fb["feedback_status"] == "accepted" and fb["held_reason"] is None
    summary = get(client, "/product/ratings/summary", other, product_id=pid)
    assert summary["general"] == {"average": 2.0, "count": 1}
    assert summary["mine"] is None and summary["criteria_set"] == "skincare" and summary["category_name"] == "Serums"
    # an edit that keeps the text keeps the moderator's decision; a changed text is checked again
    same = post(client, "/product/feedback/submit", owner, product_id=pid, feedback_title="Great",
                feedback_text="Cheaper at www.example-shop.com !", general_rating=3)
    assert same["feedback_status"] == "accepted"
    changed = post(client, "/product/feedback/submit", owner, product_id=pid, feedback_title="Great",
                   feedback_text="Now see https://example.org/deal")
    assert (changed["feedback_status"], changed["held_reason"]) == ("pending", rules.HELD_LINK)
    fixed = post(client, "/product/feedback/submit", owner, product_id=pid, feedback_title="Great",
                 feedback_text="Plain words only now.")
    assert (fixed["feedback_status"], fixed["held_reason"]) == ("accepted", None)


def test_a_rejected_post_shows_its_reason_to_its_owner_only(client, session, catalog):
    owner, other = member(session), member(session)
    pid = catalog.pid("BHA Toner")
    fid = _submit(client, owner, pid, feedback_text="wow " * 8).json()["data"]["feedback_id"]
    assert get(client, "/product/feedback/detail", owner, feedback_id=fid)["held_reason"] == rules.HELD_REPEATED
    _moderate(session, fid, reject=True, reason="Spam")
    mine = get(client, "/product/feedback/detail", owner, feedback_id=fid)
    assert (mine["feedback_status"], mine["held_reason"]) == ("rejected", "Spam")
    assert _status(client, "/product/feedback/detail", other, feedback_id=fid) == 404
    _moderate(session, fid, reject=True)
    assert get(client, "/product/feedback/detail", owner, feedback_id=fid)["held_reason"] == moderation.REJECTED_DEFAULT


def test_the_same_text_as_another_of_my_posts_is_held(client, session, catalog):
    me = member(session)
    text = "My honest opinion: it works, slowly but surely."
    first = _submit(client, me, catalog.pid("BHA Toner"), feedback_text=text).json()["data"]
    assert first["feedback_status"] == "accepted"
    copy = _submit(client, me, catalog.pid("Vitamin C Glow"), feedback_text=text.upper() + "!!").json()["data"]
    assert (copy["feedback_status"], copy["held_reason"]) == ("pending", rules.HELD_COPY)
    # someone else saying the same is not a copy of theirs
    assert _submit(client, member(session), catalog.pid("BHA Toner"),
                   feedback_text=text).json()["data"]["feedback_status"] == "accepted"


def test_feedback_id_must_be_yours_and_about_that_product(client, session, catalog):
    owner, other = member(session), member(session)
    pid = catalog.pid("BHA Toner")
    public = submit_feedback(client, owner, pid)
    r = _submit(client, owner, catalog.pid("Vitamin C Glow"), feedback_id=public)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "feedback_id"
    assert _submit(client, other, pid, feedback_id=public).status_code == 403
    private = submit_feedback(client, owner, catalog.pid("Retinol Night Cream"), is_private=True)
    assert _submit(client, other, catalog.pid("Retinol Night Cream"), feedback_id=private).status_code == 404
    assert _submit(client, owner, pid, feedback_text="x" * 10_001).status_code == 422
    assert _submit(client, {}, pid).status_code == 401


def test_summary_averages_count_only_public_accepted_feedback_of_existing_members(client, session, catalog):
    pid = catalog.pid("Budget Niacinamide")
    a, b, c, d, e = (member(session) for _ in range(5))

    def rate(headers, general, hydration, **fields):  # type: ignore[no-untyped-def]
        return submit_feedback(client, headers, pid, general_rating=general,
                               ratings=[{"criteria_name": "hydration", "rating_value": hydration},
                                        {"criteria_name": "value", "rating_value": 0}], **fields)

    rate(a, 5, 4)
    rate(b, 3, 2)
    rate(c, 1, 1, is_private=True)  # private: not counted
    held = _submit(client, d, pid, general_rating=1, feedback_text="see http://spam.example",
                   ratings=[{"criteria_name": "hydration", "rating_value": 1}]).json()["data"]["feedback_id"]
    gone = rate(e, 1, 1)
    session.get(User, user_id(e)).deleted_at = func.now()  # a deleted member's content is gone for everyone
    session.commit()
    summary = get(client, "/product/ratings/summary", product_id=pid)
    assert summary["general"] == {"average": 4.0, "count": 2}
    by_name = {x["criteria_name"]: x for x in summary["criteria"]}
    assert list(by_name)[:3] == ["hydration", "texture", "absorption"]  # the file's order
    assert (by_name["hydration"]["average"], by_name["hydration"]["count"]) == (3.0, 2)
    assert (by_name["value"]["average"], by_name["value"]["count"]) == (None, 0)  # 0 = unrated, not a zero
    assert by_name["hydration"]["label"] == "Hydration"
    of_product = get(client, "/product/feedback/of_product", product_id=pid)
    assert of_product["total_count"] == 2 and of_product["page_num"] == 5
    assert held not in [i["feedback_id"] for i in of_product["items"]] and gone not in [
        i["feedback_id"] for i in of_product["items"]]
    assert _status(client, "/product/ratings/summary", product_id=10**9) == 404
    assert _status(client, "/product/feedback/of_product", product_id=10**9) == 404


def test_shared_calls_like_star_comment_lists_privacy_and_remove(client, session, catalog):
    owner, fan = member(session), member(session)
    pid = catalog.pid("Retinol Night Cream")
    fid = submit_feedback(client, owner, pid, ratings=[{"criteria_name": "hydration", "rating_value": 4}])
    outbox_before = session.scalar(select(func.count()).select_from(SearchOutbox)
                                   .where(SearchOutbox.kind == "feedback", SearchOutbox.doc_id == fid))
    assert post(client, "/product/feedback/like", fan, feedback_id=fid, action=1)["like_count"] == 1
    assert post(client, "/product/feedback/star", fan, feedback_id=fid, action=1)["star_count"] == 1
    outbox_after = session.scalar(select(func.count()).select_from(SearchOutbox)
                                  .where(SearchOutbox.kind == "feedback", SearchOutbox.doc_id == fid))
    assert outbox_after > outbox_before  # the counters reach the index
    c = post(client, "/product/feedback/comment", fan, feedback_id=fid, comment="Does it pill?")
    reply = post(client, "/product/feedback/comment", owner, feedback_id=fid, comment="No.", parent_id=c["comment_id"])
    post(client, "/product/feedback/comment/like", owner, comment_id=c["comment_id"], action=1)
    listing = get(client, "/product/feedback/comment/list", feedback_id=fid)
    assert listing["total_count"] == 1 and listing["comments"][0]["replies"][0]["comment_id"] == reply["comment_id"]
    post(client, "/product/feedback/comment/remove", owner, comment_id=reply["comment_id"])
    fb = get(client, "/product/feedback/detail", fan, feedback_id=fid)
    assert (fb["liked"], fb["starred"], fb["like_count"], fb["comment_count"]) == (True, True, 1, 1)
    assert [i["feedback_id"] for i in get(client, "/product/feedback/user_like", fan)["items"]] == [fid]
    assert get(client, "/product/feedback/user_star", owner, user_id=user_id(fan))["total_count"] == 1
    assert get(client, "/product/feedback/list", user_id=user_id(owner))["total_count"] == 1

    post(client, "/product/feedback/set_private", owner, feedback_id=fid, is_private=True)
    assert _status(client, "/product/feedback/detail", fan, feedback_id=fid) == 404
    assert get(client, "/product/feedback/user_like", fan)["total_count"] == 0
    assert get(client, "/product/feedback/list", fan, user_id=user_id(owner))["total_count"] == 0
    assert get(client, "/product/feedback/complete_list", owner)["total_count"] == 1
    assert get(client, "/product/ratings/summary", product_id=pid)["general"]["count"] == 0
    post(client, "/product/feedback/set_private", owner, feedback_id=fid, is_private=False)
    assert get(client, "/product/ratings/summary", product_id=pid)["general"]["count"] == 1

    post(client, "/product/feedback/remove", owner, feedback_id=fid)
    assert _status(client, "/product/feedback/detail", owner, feedback_id=fid) == 404
    assert get(client, "/product/ratings/summary", owner, product_id=pid)["mine"] is None  # the rating went too
    assert session.scalar(select(func.count()).select_from(ProductRating)
                          .where(ProductRating.user_id == user_id(owner))) == 0
    assert client.get("/api/product/feedback/complete_list").status_code == 401


def test_browse_and_search_treat_unaccepted_feedback_as_private(client, session, catalog, backend, settings):
    owner, other = member(session), member(session)
    accepted = submit_feedback(client, owner, catalog.pid("BHA Toner"), feedback_title="Calm skin notes")
    held = _submit(client, owner, catalog.pid("Vitamin C Glow"), feedback_title="Calm skin deal",
                   feedback_text="bit.ly/deal").json()["data"]["feedback_id"]
    sync_index(session, backend, settings)
    found = {int(i["id"]) for i in get(client, "/search", other, keyword="calm skin")["items"] if i["type"] == "feedback"}
    assert found == {accepted}
    mine = {int(i["id"]) for i in get(client, "/search", owner, keyword="calm skin")["items"] if i["type"] == "feedback"}
    assert mine == {accepted, held}
    cards = get(client, "/browse/random_content")["items"]
    assert {(c["type"], c["id"]) for c in cards if c["type"] == "feedback"} == {("feedback", accepted)}
    docs = load(session, "feedback", [accepted, held])
    assert docs[accepted]["is_private"] is False  # type: ignore[index]
    assert docs[held]["is_private"] is True and docs[held]["owner_id"] == str(user_id(owner))  # type: ignore[index]
    _moderate(session, held)
    assert load(session, "feedback", [held])[held]["is_private"] is False  # type: ignore[index]
    assert ("feedback", held) in {(c["type"], c["id"]) for c in get(client, "/browse/random_content")["items"]}
    sync_index(session, backend, settings)
    found = {int(i["id"]) for i in get(client, "/search", other, keyword="calm skin")["items"] if i["type"] == "feedback"}
    assert found == {accepted, held}
