"""Threaded comments on reviews and routines: roots and replies, removal rules, comment likes, paging."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from api.models import Comment, CommentReaction, Review, ReviewReaction
from tests.api.content.helpers import (
    add_routine,
    get,
    member,
    post,
    submit_feedback,
    suggest_dupe,
    user_id,
    write_review,
)


def test_thread_replies_point_at_the_root_and_lists_nest_them(client, session, catalog):
    author, a, b = member(session), member(session), member(session)
    rid = write_review(client, author, catalog.pid("Vitamin C Glow"))
    root = post(client, "/review/comment", a, review_id=rid, comment="Does it sting?")
    assert root["parent_id"] is None and root["author"]["user_id"] == user_id(a)
    reply = post(client, "/review/comment", author, review_id=rid, comment="Not at all.", parent_id=root["comment_id"])
    assert reply["parent_id"] == root["comment_id"] and reply["replied_to_user_id"] == user_id(a)
    # answering a reply keeps the thread root as parent and names the member answered
    nested = post(client, "/review/comment", b, review_id=rid, comment="Same for me", parent_id=reply["comment_id"],
                  replied_to_user_id=0)
    assert nested["parent_id"] == root["comment_id"] and nested["replied_to_user_id"] == user_id(author)
    listing = get(client, "/review/comment/list", review_id=rid)
    assert listing["total_count"] == 1 and listing["comment_count"] == 3
    (thread,) = listing["comments"]
    assert [r["comment_id"] for r in thread["replies"]] == [reply["comment_id"], nested["comment_id"]]
    assert thread["replies"][1]["replied_to_nickname"]
    assert get(client, "/review/detail", review_id=rid)["comment_count"] == 3
    # replying to someone outside the thread is refused
    outsider = member(session)
    r = client.post("/api/review/comment", headers=b, json={"review_id": rid, "comment": "x",
                                                            "parent_id": root["comment_id"],
                                                            "replied_to_user_id": user_id(outsider)})
    assert r.status_code == 200 and r.json()["code"] == "not_in_thread"
    # a parent from another review is not found
    other_review = write_review(client, author, catalog.pid("BHA Toner"))
    r = client.post("/api/review/comment", headers=b, json={"review_id": other_review, "comment": "x",
                                                            "parent_id": root["comment_id"]})
    assert r.status_code == 404


def test_removed_root_with_replies_shows_as_removed_and_replies_stay(client, session, catalog):
    author, a, b = member(session), member(session), member(session)
    rid = write_review(client, author, catalog.pid("Vitamin C Glow"))
    root = post(client, "/review/comment", a, review_id=rid, comment="First!")
    reply = post(client, "/review/comment", b, review_id=rid, comment="Hi", parent_id=root["comment_id"])
    post(client, "/review/comment/like", b, comment_id=root["comment_id"], action=1)
    assert client.post("/api/review/comment_remove", headers=b,
                       json={"comment_id": root["comment_id"]}).status_code == 403
    out = post(client, "/review/comment_remove", a, comment_id=root["comment_id"])
    assert out == {"comment_id": root["comment_id"], "outcome": "shown_as_removed"}
    (thread,) = get(client, "/review/comment/list", review_id=rid)["comments"]
    assert thread["is_removed"] and thread["comment"] == "" and thread["author"] is None and thread["like_count"] == 0
    assert [r["comment_id"] for r in thread["replies"]] == [reply["comment_id"]]
    assert get(client, "/review/detail", review_id=rid)["comment_count"] == 1
    # a removed comment cannot be liked or removed again
    assert client.post("/api/review/comment/like", headers=b,
                       json={"comment_id": root["comment_id"], "action": 1}).status_code == 404
    # the last reply going takes the placeholder with it
    assert post(client, "/review/comment_remove", b, comment_id=reply["comment_id"])["outcome"] == "deleted"
    assert get(client, "/review/comment/list", review_id=rid)["comments"] == []
    session.expire_all()
    assert session.get(Comment, root["comment_id"]) is None


def test_removed_root_without_replies_is_deleted(client, session, catalog):
    author = member(session)
    rid = write_review(client, author, catalog.pid("Vitamin C Glow"))
    c = post(client, "/review/comment", author, review_id=rid, comment="note to self")
    assert post(client, "/review/comment_remove", author, comment_id=c["comment_id"])["outcome"] == "deleted"
    listing = get(client, "/review/comment/list", review_id=rid)
    assert listing["comments"] == [] and listing["total_count"] == 0 and listing["comment_count"] == 0


def test_comment_like_toggles_with_action_and_is_idempotent(client, session, catalog):
    author, fan = member(session), member(session)
    routine = add_routine(client, author, [catalog.pid("BHA Toner")])
    c = post(client, "/routine/comment", author, routine_id=routine, comment="My favourite")
    assert post(client, "/routine/comment/like", fan, comment_id=c["comment_id"], action=1) == \
        {"comment_id": c["comment_id"], "liked": True, "like_count": 1}
    assert post(client, "/routine/comment/like", fan, comment_id=c["comment_id"], action=1)["like_count"] == 1
    (item,) = get(client, "/routine/comment/list", fan, routine_id=routine)["comments"]
    assert item["liked"] is True and item["like_count"] == 1
    assert post(client, "/routine/comment/like", fan, comment_id=c["comment_id"], action=0)["like_count"] == 0
    assert post(client, "/routine/comment/like", fan, comment_id=c["comment_id"], action=0)["like_count"] == 0


def test_comment_list_pages_ten_roots_newest_first(client, session, catalog):
    author = member(session)
    rid = write_review(client, author, catalog.pid("Vitamin C Glow"))
    ids = [post(client, "/review/comment", author, review_id=rid, comment=f"c{i}")["comment_id"] for i in range(12)]
    page1 = get(client, "/review/comment/list", review_id=rid)
    assert page1["page_num"] == 10 and len(page1["comments"]) == 10 and page1["total_count"] == 12
    assert page1["hasMore"] is True
    page2 = get(client, "/review/comment/list", review_id=rid, page_no=2)
    assert len(page2["comments"]) == 2 and page2["hasMore"] is False
    assert [c["comment_id"] for c in page1["comments"] + page2["comments"]] == ids[::-1]


def test_comments_on_private_content_are_invisible_and_removal_takes_them(client, session, catalog):
    author, other = member(session), member(session)
    rid = write_review(client, author, catalog.pid("Vitamin C Glow"))
    c = post(client, "/review/comment", other, review_id=rid, comment="Nice")
    post(client, "/review/comment/like", author, comment_id=c["comment_id"], action=1)
    post(client, "/review/like", other, review_id=rid, action=1)
    post(client, "/review/set_private", author, review_id=rid, is_private=True)
    assert client.get("/api/review/comment/list", params={"review_id": rid}, headers=other).status_code == 404
    for path, body in (("/api/review/comment", {"review_id": rid, "comment": "x"}),
                       ("/api/review/comment/like", {"comment_id": c["comment_id"], "action": 1}),
                       ("/api/review/comment_remove", {"comment_id": c["comment_id"]}),
                       ("/api/review/like", {"review_id": rid, "action": 1})):
        assert client.post(path, headers=other, json=body).status_code == 404, path
    assert get(client, "/review/comment/list", author, review_id=rid)["total_count"] == 1
    # Removing the review deletes its comments, their likes and the review's reactions (FK cascade).
    post(client, "/review/remove", author, review_id=rid)
    session.expire_all()
    assert session.get(Review, rid) is None and session.get(Comment, c["comment_id"]) is None
    assert session.scalar(select(func.count()).select_from(ReviewReaction).where(ReviewReaction.target_id == rid)) == 0
    assert session.scalar(select(func.count()).select_from(CommentReaction)
                          .where(CommentReaction.target_id == c["comment_id"])) == 0
    assert get(client, "/review/user_like", other)["total_count"] == 0


@pytest.mark.parametrize("kind", ["review", "routine", "feedback", "dupe"])
def test_the_items_owner_removes_others_comments_on_it_and_nobody_else_does(client, session, catalog, kind):
    """Issue 21 §7: an owner keeps their own review, routine, feedback or dupe tidy; the lists say who may remove."""
    owner, commenter, bystander = member(session), member(session), member(session)
    make = {"review": lambda: write_review(client, owner, catalog.pid("Vitamin C Glow")),
            "routine": lambda: add_routine(client, owner, [catalog.pid("BHA Toner")]),
            "feedback": lambda: submit_feedback(client, owner, catalog.pid("Vitamin C Glow")),
            "dupe": lambda: suggest_dupe(client, owner, catalog.pid("Vitamin C Glow"), catalog.pid("BHA Toner"))}
    prefix = {"feedback": "/product/feedback", "dupe": "/product/dupe"}.get(kind, f"/{kind}")
    add_path = f"{prefix}/comment/add" if kind == "dupe" else f"{prefix}/comment"
    remove_path = f"{prefix}/comment/remove" if kind == "feedback" else f"{prefix}/comment_remove"  # spec spellings
    id_name = f"{kind}_id"
    item = make[kind]()
    root = post(client, add_path, commenter, **{id_name: item, "comment": "Spam spam spam"})
    reply = post(client, add_path, bystander, **{id_name: item, "comment": "Agreed", "parent_id": root["comment_id"]})

    (thread,) = get(client, f"{prefix}/comment/list", owner, **{id_name: item})["comments"]
    assert thread["can_remove"] is True and thread["replies"][0]["can_remove"] is True
    (thread,) = get(client, f"{prefix}/comment/list", bystander, **{id_name: item})["comments"]
    assert thread["can_remove"] is False and thread["replies"][0]["can_remove"] is True  # only their own
    (thread,) = get(client, f"{prefix}/comment/list", **{id_name: item})["comments"]
    assert thread["can_remove"] is False

    # another member may not remove someone else's comment; the owner may
    r = client.post(f"/api{remove_path}", headers=bystander, json={"comment_id": root["comment_id"]})
    assert r.status_code == 403
    assert post(client, remove_path, owner, comment_id=reply["comment_id"])["outcome"] == "deleted"
    assert post(client, remove_path, owner, comment_id=root["comment_id"])["outcome"] == "deleted"
    assert get(client, f"{prefix}/comment/list", **{id_name: item})["comments"] == []
