"""Notifications: recorded with the write, delivered by the `notifications.deliver` actor after commit;
never for one's own actions, one message per toggle flurry, per-type settings; the inbox calls."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from sqlalchemy import func, select

from api.models import NotificationEvent, NotificationMessage, User
from api.notifications import events
from indexer.sweeper import sweep_once
from tests.api.content.helpers import get, member, post, user_id, write_review
from tests.api.ingredient_catalog import make_catalog
from tests.api.social.helpers import clear_jobs, queued, run_notification_jobs


@pytest.fixture
def pid(session) -> int:  # type: ignore[no-untyped-def]
    return make_catalog(session).pid("BHA Toner")


def inbox(client, headers) -> list[dict]:  # type: ignore[no-untyped-def]
    """The inbox through the spec's Authorization header (not the token header)."""
    bearer = {"Authorization": f"Bearer {headers['token']}"}
    return get(client, "/notification/msg_list", bearer, page_num=50)["items"]


def unread(client, headers) -> int:  # type: ignore[no-untyped-def]
    return int(get(client, "/notification/unread_count", headers)["unread_count"])


def test_a_follow_notifies_after_commit_through_the_actor(client, session):
    a, b = member(session), member(session)
    clear_jobs()
    post(client, "/user/follow", a, user_id=user_id(b))
    # the write only recorded an event and queued its job: nothing is in the inbox until a worker runs it
    assert queued("notifications.deliver") != []
    assert inbox(client, b) == []
    assert run_notification_jobs() == 1
    [message] = inbox(client, b)
    assert message["notification_type"] == "follow" and message["status"] == 1
    assert message["actor"]["user_id"] == user_id(a) and message["text"] == "started following you"
    assert message["object_type"] == "user" and message["object_id"] == user_id(a)
    assert message["notification_id"] == message["id"]
    assert inbox(client, a) == []  # nothing for the one who acted
    assert session.scalar(select(func.count()).select_from(NotificationEvent)) == 0  # delivered events go


def test_a_rolled_back_write_sends_nothing(session):
    a, b = member(session), member(session)
    session.commit()
    clear_jobs()
    events.record(session, recipient_id=int(b["userId"]), actor_id=int(a["userId"]), notification_type="follow",
                  object_type="user", object_id=int(a["userId"]))
    session.rollback()
    assert queued("notifications.deliver") == []
    assert session.scalar(select(func.count()).select_from(NotificationEvent)) == 0


def test_likes_stars_comments_and_replies_notify_the_owner_never_oneself(client, session, pid):
    owner, fan, other = member(session), member(session), member(session)
    review = write_review(client, owner, pid, title="Calm skin")
    post(client, "/review/like", owner, review_id=review, action=1)  # one's own like: nothing
    own = post(client, "/review/comment", owner, review_id=review, comment="My own note")
    post(client, "/review/like", fan, review_id=review, action=1)
    post(client, "/review/star", fan, review_id=review, action=1)
    root = post(client, "/review/comment", fan, review_id=review, comment="Lovely")
    post(client, "/review/comment", other, review_id=review, comment="Agreed", parent_id=root["comment_id"])
    post(client, "/review/comment/like", other, comment_id=own["comment_id"], action=1)
    run_notification_jobs()
    mine = {(m["notification_type"], m["actor"]["user_id"]): m for m in inbox(client, owner)}
    assert set(mine) == {("like", user_id(fan)), ("star", user_id(fan)), ("comment", user_id(fan)),
                         ("comment", user_id(other)), ("like", user_id(other))}
    assert mine[("like", user_id(fan))]["text"] == "liked your review “Calm skin”"
    assert mine[("star", user_id(fan))]["object_type"] == "review"
    assert mine[("star", user_id(fan))]["object_id"] == review
    assert mine[("like", user_id(other))]["comment_id"] == own["comment_id"]  # the like of the owner's comment
    [reply] = inbox(client, fan)  # the member answered hears of the reply
    assert reply["notification_type"] == "reply" and reply["actor"]["user_id"] == user_id(other)
    assert inbox(client, other) == []


def test_a_toggle_flurry_makes_one_message(client, session, pid):
    owner, fan = member(session), member(session)
    review = write_review(client, owner, pid)
    for action in (1, 0, 1, 0, 1):
        post(client, "/review/like", fan, review_id=review, action=action)
    for follow in ("/user/follow", "/user/unfollow", "/user/follow"):
        post(client, follow, fan, user_id=user_id(owner))
    run_notification_jobs()
    kinds = sorted(m["notification_type"] for m in inbox(client, owner))
    assert kinds == ["follow", "like"]
    # read it, then the same flurry again within the window: still one
    post(client, "/notification/mark_read", owner, all=True)
    post(client, "/review/like", fan, review_id=review, action=0)
    post(client, "/review/like", fan, review_id=review, action=1)
    run_notification_jobs()
    assert sorted(m["notification_type"] for m in inbox(client, owner)) == ["follow", "like"]


def test_an_action_taken_back_before_delivery_is_not_announced(client, session, pid):
    owner, fan = member(session), member(session)
    review = write_review(client, owner, pid)
    post(client, "/review/like", fan, review_id=review, action=1)
    post(client, "/review/like", fan, review_id=review, action=0)
    run_notification_jobs()
    assert inbox(client, owner) == []


def test_settings_are_merged_over_defaults_and_respected(client, session, pid):
    owner, fan = member(session), member(session)
    assert get(client, "/user/notification_states", owner) == {
        "follow": True, "like": True, "star": True, "comment": True, "reply": True}
    saved = post(client, "/user/notification_settings", owner, notification_type="like", is_enabled=False)
    assert saved["like"] is False and saved["star"] is True
    post(client, "/user/notification_settings", owner, notification_type="like", is_enabled=False)  # again: fine
    assert get(client, "/user/notification_states", owner)["like"] is False
    review = write_review(client, owner, pid)
    post(client, "/review/like", fan, review_id=review, action=1)
    post(client, "/review/star", fan, review_id=review, action=1)
    run_notification_jobs()
    assert [m["notification_type"] for m in inbox(client, owner)] == ["star"]
    # unknown type → 422; someone else's settings → 403
    r = client.post("/api/user/notification_settings", json={"notification_type": "spam", "is_enabled": True},
                    headers=owner)
    assert r.status_code == 422
    r = client.post("/api/user/notification_settings",
                    json={"notification_type": "like", "is_enabled": True, "user_id": user_id(fan)}, headers=owner)
    assert r.status_code == 403
    assert post(client, "/user/notification_settings", owner, notification_type="like", is_enabled=True,
                user_id=user_id(owner))["like"] is True


def test_mark_read_one_and_all_and_the_unread_count(client, session):
    star = member(session)
    fans = [member(session) for _ in range(3)]
    for fan in fans:
        post(client, "/user/follow", fan, user_id=user_id(star))
    run_notification_jobs()
    assert unread(client, star) == 3
    newest = inbox(client, star)[0]
    out = post(client, "/notification/mark_read", star, notification_id=newest["notification_id"])
    assert out == {"marked": 1, "unread_count": 2}
    assert [m["status"] for m in inbox(client, star)] == [0, 1, 1]
    unread_only = get(client, "/notification/msg_list", star, unread_only=True)["items"]
    assert len(unread_only) == 2
    assert post(client, "/notification/mark_read", star, all=True) == {"marked": 2, "unread_count": 0}
    assert unread(client, star) == 0
    # another member's message is 404; neither or both of id and all is 422; no token is 401
    r = client.post("/api/notification/mark_read", json={"notification_id": newest["id"]}, headers=fans[0])
    assert r.status_code == 404
    assert client.post("/api/notification/mark_read", json={}, headers=star).status_code == 422
    assert client.post("/api/notification/mark_read", json={"notification_id": newest["id"], "all": True},
                       headers=star).status_code == 422
    assert client.post("/api/notification/mark_read", json={"all": True}).status_code == 401
    assert client.get("/api/notification/msg_list").status_code == 401


def test_a_member_who_left_sends_and_receives_nothing(client, session, pid):
    owner, fan = member(session), member(session)
    review = write_review(client, owner, pid)
    post(client, "/review/like", fan, review_id=review, action=1)
    session.get(User, user_id(fan)).deleted_at = datetime.now(UTC)
    session.flush()
    run_notification_jobs()
    assert inbox(client, owner) == []


def test_the_sweeper_resends_events_whose_job_was_lost(client, session):
    a, b = member(session), member(session)
    post(client, "/user/follow", a, user_id=user_id(b))
    clear_jobs()  # as if the broker lost the message
    assert run_notification_jobs() == 0 and inbox(client, b) == []
    assert sweep_once(min_age_seconds=0) >= 1
    run_notification_jobs()
    assert [m["notification_type"] for m in inbox(client, b)] == ["follow"]
    run_notification_jobs()  # nothing left: a re-sent job does nothing twice
    assert session.scalar(select(func.count()).select_from(NotificationMessage)
                          .where(NotificationMessage.user_id == user_id(b))) == 1


def test_one_unread_message_per_member_and_key_is_enforced_by_the_database(session):
    """What settles two workers delivering the same key at once: the partial unique index (status 1 only)."""
    from sqlalchemy.exc import IntegrityError

    a, b = member(session), member(session)
    row = {"user_id": user_id(b), "actor_id": user_id(a), "notification_type": "follow", "object_type": "user",
           "object_id": user_id(a), "dedup_key": f"follow:{user_id(a)}:user:{user_id(a)}:"}
    session.add(NotificationMessage(**row, status=1))
    session.flush()
    with pytest.raises(IntegrityError), session.begin_nested():
        session.add(NotificationMessage(**row, status=1))
        session.flush()
    session.execute(NotificationMessage.__table__.update().where(NotificationMessage.user_id == user_id(b))
                    .values(status=0))
    session.add(NotificationMessage(**row, status=1))  # once read, a later one may come
    session.flush()


def test_an_unlike_takes_its_unread_message_with_it(client, session, pid):
    """Issue 20 §6: a like delivered, then taken back, leaves nothing in the owner's inbox (nor its count); the
    same for an unstar, an unfollow and a comment's unlike. A message already read stays read."""
    owner, fan = member(session), member(session)
    review = write_review(client, owner, pid)
    comment_id = post(client, "/review/comment", owner, review_id=review, comment="My own note.")["comment_id"]
    post(client, "/review/like", fan, review_id=review, action=1)
    post(client, "/review/star", fan, review_id=review, action=1)
    post(client, "/user/follow", fan, user_id=user_id(owner))
    post(client, "/review/comment/like", fan, comment_id=comment_id, action=1)
    run_notification_jobs()
    assert sorted(m["notification_type"] for m in inbox(client, owner)) == ["follow", "like", "like", "star"]
    post(client, "/review/like", fan, review_id=review, action=0)
    post(client, "/review/star", fan, review_id=review, action=0)
    post(client, "/user/unfollow", fan, user_id=user_id(owner))
    post(client, "/review/comment/like", fan, comment_id=comment_id, action=0)
    assert inbox(client, owner) == []
    assert unread(client, owner) == 0

    post(client, "/review/like", fan, review_id=review, action=1)
    run_notification_jobs()
    post(client, "/notification/mark_read", owner, all=True)
    post(client, "/review/like", fan, review_id=review, action=0)
    assert [m["notification_type"] for m in inbox(client, owner)] == ["like"]  # read: stays
