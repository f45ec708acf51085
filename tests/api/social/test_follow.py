"""Follows (spec §7): follow, unfollow, status, lists and counts; who can be followed; idempotence."""

from __future__ import annotations

from datetime import UTC, datetime

from api.models import User
from tests.api.content.helpers import get, member, post, user_id


def _follow(client, headers, target: int) -> dict:  # type: ignore[no-untyped-def]
    return post(client, "/user/follow", headers, user_id=target)


def test_follow_unfollow_status_and_counts_are_idempotent(client, session):
    a, b = member(session), member(session)
    a_id, b_id = user_id(a), user_id(b)
    assert get(client, "/user/following_status", a, followed_id=b_id)["isFollowing"] is False
    first = _follow(client, a, b_id)
    again = _follow(client, a, b_id)  # a double click changes nothing
    assert first == again == {"user_id": a_id, "followed_id": b_id, "isFollowing": True, "follower_count": 1}
    # public reads: anyone may ask whether A follows B, and read the counts
    assert get(client, "/user/following_status", None, user_id=a_id, followed_id=b_id)["isFollowing"] is True
    assert get(client, "/user/follower_count", None, user_id=b_id) == {"user_id": b_id, "follower_count": 1}
    assert get(client, "/user/following_count", None, user_id=a_id) == {"user_id": a_id, "following_count": 1}
    assert get(client, "/user/following_count", None, user_id=b_id)["following_count"] == 0
    gone = post(client, "/user/unfollow", a, user_id=b_id)
    assert gone["isFollowing"] is False and gone["follower_count"] == 0
    assert post(client, "/user/unfollow", a, user_id=b_id)["isFollowing"] is False  # idempotent
    assert get(client, "/user/follower_count", a, user_id=b_id)["follower_count"] == 0


def test_lists_are_newest_first_and_a_short_page_is_the_last(client, session):
    star = member(session)
    fans = [member(session) for _ in range(3)]
    for fan in fans:
        _follow(client, fan, user_id(star))
    page1 = get(client, "/user/follower_list", None, user_id=user_id(star), page_no=1, page_num=2)
    page2 = get(client, "/user/follower_list", None, user_id=user_id(star), page_no=2, page_num=2)
    assert [m["user_id"] for m in page1["items"] + page2["items"]] == [user_id(f) for f in reversed(fans)]
    assert page1["hasMore"] is True and page2["hasMore"] is False and len(page2["items"]) == 1
    assert page1["total_count"] == 3
    assert set(page1["items"][0]) == {"user_id", "nickname", "avatar", "bio", "followed_at"}
    following = get(client, "/user/following_list", fans[0], user_id=user_id(fans[0]))
    assert [m["user_id"] for m in following["items"]] == [user_id(star)]
    # default: the signed-in member's own list
    assert get(client, "/user/following_list", fans[0])["total_count"] == 1


def test_cannot_follow_yourself_an_imported_account_or_someone_who_left(client, session):
    a, b = member(session), member(session)
    r = client.post("/api/user/follow", json={"user_id": user_id(a)}, headers=a).json()
    assert r["status"] is False and r["code"] == "cannot_follow_self"
    imported = User(email=None, password_hash=None, nickname="sephora-fan", login_type="imported", is_active=False)
    session.add(imported)
    session.flush()
    r = client.post("/api/user/follow", json={"user_id": imported.id}, headers=a).json()
    assert r["status"] is False and r["code"] == "cannot_follow_imported"
    assert client.post("/api/user/follow", json={"user_id": 987654321}, headers=a).status_code == 404
    _follow(client, a, user_id(b))
    session.get(User, user_id(b)).deleted_at = datetime.now(UTC)
    session.flush()
    assert client.post("/api/user/follow", json={"user_id": user_id(b)}, headers=a).status_code == 404
    # a member who left is neither listed nor counted, and their own lists are gone
    assert get(client, "/user/following_count", a, user_id=user_id(a))["following_count"] == 0
    assert get(client, "/user/following_list", a)["items"] == []
    assert client.get("/api/user/follower_list", params={"user_id": user_id(b)}).status_code == 404
    assert get(client, "/user/following_status", a, followed_id=user_id(a))["isFollowing"] is False


def test_follow_writes_need_a_member_and_reads_without_a_member_need_a_user_id(client, session):
    b = member(session)
    for path in ("/api/user/follow", "/api/user/unfollow"):
        r = client.post(path, json={"user_id": user_id(b)})
        assert r.status_code == 401 and r.json()["auth"] is False
    assert client.get("/api/user/following_list").status_code == 401
    assert client.get("/api/user/follower_count").status_code == 401
    assert client.post("/api/user/follow", json={"user_id": "x"}, headers=b).status_code == 422


def test_the_followed_feed_is_the_public_posts_of_followed_members_newest_first(client, session):
    from tests.api.content.helpers import write_review
    from tests.api.ingredient_catalog import make_catalog

    pid = make_catalog(session).pid("BHA Toner")
    reader, author, stranger = member(session), member(session), member(session)
    write_review(client, author, pid, title="Before the follow")
    write_review(client, stranger, pid, title="Not followed")
    _follow(client, reader, user_id(author))
    write_review(client, author, pid, title="Hidden", is_private=True)
    write_review(client, author, pid, title="Newest")
    first = get(client, "/browse/followed_users_content", reader, page_num=1)
    assert [c["title"] for c in first["items"]] == ["Newest"] and first["hasMore"] is True
    every = get(client, "/browse/followed_users_content", reader, page_num=10)
    assert [c["title"] for c in every["items"]] == ["Newest", "Before the follow"] and every["hasMore"] is False
    post(client, "/user/unfollow", reader, user_id=user_id(author))
    assert get(client, "/browse/followed_users_content", reader)["items"] == []
