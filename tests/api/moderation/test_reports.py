"""Issue 20 §5: members report any item (`POST /api/report {kind, id, reason}`, one report per member and item);
reports go to the moderators' queue with their counts; a rejected item disappears for everyone but its author."""

from __future__ import annotations

from typing import Any

from tests.api.content.helpers import add_routine, get, member, post, write_review


def _report(client: Any, headers: dict[str, str] | None, kind: str, item_id: int, reason: str = "spam") -> Any:
    return client.post("/api/report", json={"kind": kind, "id": item_id, "reason": reason}, headers=headers or {})


def test_one_report_per_member_and_item_and_the_queue_counts_them(client, session, catalog):
    from api.moderation.service import queue

    author, first, second = member(session), member(session), member(session)
    rid = write_review(client, author, catalog.pid("BHA Toner"), content="You are all fools.")
    made = _report(client, first, "review", rid, "offensive").json()
    assert made["status"] is True and made["data"]["created"] is True
    again = _report(client, first, "review", rid, "spam").json()["data"]
    assert again == {**made["data"], "created": False}
    assert _report(client, second, "review", rid, "harassment").json()["data"]["created"] is True

    [entry] = [q for q in queue(session) if (q.kind, q.id) == ("review", rid)]
    assert entry.status == "accepted" and sum(entry.reports.values()) == 2
    assert dict(entry.reports) == {"offensive": 1, "harassment": 1}


def test_what_a_member_cannot_report(client, session, catalog):
    author, other = member(session), member(session)
    rid = write_review(client, author, catalog.pid("BHA Toner"))
    hidden = write_review(client, author, catalog.pid("Vitamin C Glow"), is_private=True)
    assert _report(client, None, "review", rid).status_code == 401
    assert _report(client, author, "review", rid).status_code == 403  # your own
    assert _report(client, author, "user", int(author["userId"])).status_code == 403
    assert _report(client, other, "review", hidden).status_code == 404  # what you cannot see
    assert _report(client, other, "review", 10**9).status_code == 404
    assert _report(client, other, "product", rid).status_code == 422  # not a reportable kind
    assert _report(client, other, "review", rid, "because").status_code == 422
    r = client.post("/api/report", json={"kind": "review", "id": rid, "reason": "spam", "note": "x\u200by"},
                    headers=other)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "note"


def test_a_rejected_report_hides_the_item_from_everyone_but_its_author(client, session, catalog, moderate):
    from api.moderation.service import queue

    author, reporter, bystander = member(session), member(session), member(session)
    uid = int(author["userId"])
    routine = add_routine(client, author, [catalog.pid("BHA Toner")], title="Mean routine")
    rid = write_review(client, author, catalog.pid("BHA Toner"), content="Fine words.")
    shelf = post(client, "/product/add_shelf", author, name="Rude shelf name")["shelf_id"]
    post(client, "/user/edit_info", author, bio="A rude bio")
    comment = post(client, "/review/comment", author, review_id=rid, comment="A rude comment")["comment_id"]
    for kind, item in (("routine", routine), ("shelf", shelf), ("user", uid), ("comment", comment)):
        assert _report(client, reporter, kind, item, "offensive").json()["data"]["created"] is True

    moderate(f"routine:{routine}", "rejected", "Insulting")
    moderate(f"shelf:{shelf}", "rejected")
    moderate(f"user:{uid}", "rejected", "Insulting bio")
    moderate(f"comment:{comment}", "rejected")
    for viewer in (reporter, bystander, None):
        assert client.get("/api/routine/detail", params={"routine_id": routine},
                          headers=viewer or {}).status_code == 404
        assert get(client, "/routine/by_user", viewer, user_id=uid)["items"] == []
        assert client.get("/api/product/shelf/detail", params={"shelf_id": shelf},
                          headers=viewer or {}).status_code == 404
        assert get(client, "/user/public_info", viewer, user_id=uid)["bio"] == ""
        assert get(client, "/review/comment/list", viewer, review_id=rid)["comments"] == []
    mine = get(client, "/routine/detail", author, routine_id=routine)
    assert (mine["moderation_status"], mine["held_reason"]) == ("rejected", "Insulting")
    assert get(client, "/user/info", author)["bio_held_reason"] == "Insulting bio"
    # settled: the queue no longer lists them
    assert not {(q.kind, q.id) for q in queue(session)} & {("routine", routine), ("shelf", shelf), ("user", uid),
                                                          ("comment", comment)}


def test_an_accepted_report_keeps_the_item_and_leaves_the_queue(client, session, catalog, moderate):
    from api.moderation.service import queue

    author, reporter = member(session), member(session)
    rid = write_review(client, author, catalog.pid("BHA Toner"), content="Honest and kind.")
    _report(client, reporter, "review", rid)
    moderate(f"review:{rid}")
    assert get(client, "/review/detail", reporter, review_id=rid)["moderation_status"] == "accepted"
    assert ("review", rid) not in {(q.kind, q.id) for q in queue(session)}
    # the same member reporting again does not reopen it; someone else does
    assert _report(client, reporter, "review", rid).json()["data"]["created"] is False
    assert ("review", rid) not in {(q.kind, q.id) for q in queue(session)}
    _report(client, member(session), "review", rid)
    assert ("review", rid) in {(q.kind, q.id) for q in queue(session)}


def test_a_rejected_comment_with_replies_shows_as_removed_to_others(client, session, catalog, moderate):
    author, commenter, replier = member(session), member(session), member(session)
    rid = write_review(client, author, catalog.pid("BHA Toner"))
    root = post(client, "/review/comment", commenter, review_id=rid, comment="Nasty words")["comment_id"]
    post(client, "/review/comment", replier, review_id=rid, comment="Be kind", parent_id=root)
    _report(client, replier, "comment", root, "offensive")
    moderate(f"comment:{root}", "rejected")
    [shown] = get(client, "/review/comment/list", replier, review_id=rid)["comments"]
    assert (shown["is_removed"], shown["comment"], shown["author"]) == (True, "", None)
    assert [r["comment"] for r in shown["replies"]] == ["Be kind"]
    [own] = get(client, "/review/comment/list", commenter, review_id=rid)["comments"]
    assert (own["comment"], own["moderation_status"]) == ("Nasty words", "rejected")
