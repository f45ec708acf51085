"""Issue 20 §5: notifications never show what the recipient cannot see: an item's title is quoted only while the
recipient may see the item (messages are rendered when the inbox is read)."""

from __future__ import annotations

from tests.api.content.helpers import add_routine, get, member, post


def _deliver(session) -> None:  # type: ignore[no-untyped-def]
    """What the notifications.deliver actor does after the commit, on the test's transaction."""
    from api.models import NotificationEvent
    from api.notifications.service import deliver

    deliver(session, [e.id for e in session.query(NotificationEvent)])
    session.commit()


def test_a_routine_made_private_is_not_named_in_its_readers_inbox(client, session, catalog):
    owner, reader = member(session), member(session)
    routine = add_routine(client, owner, [catalog.pid("BHA Toner")], title="Operation Sunrise")
    comment = post(client, "/routine/comment", reader, routine_id=routine, comment="Nice steps")
    post(client, "/routine/comment", owner, routine_id=routine, comment="Thanks!", parent_id=comment["comment_id"])
    post(client, "/routine/comment/like", owner, comment_id=comment["comment_id"], action=1)
    _deliver(session)
    texts = [m["text"] for m in get(client, "/notification/msg_list", reader)["items"]]
    assert texts and all("Operation Sunrise" in t for t in texts)

    post(client, "/routine/set_private", owner, routine_id=routine, is_private=True)
    texts = [m["text"] for m in get(client, "/notification/msg_list", reader)["items"]]
    assert sorted(texts) == ["liked your comment on the routine", "replied to your comment on the routine"]
    # its owner still reads the title of their own routine
    owner_texts = [m["text"] for m in get(client, "/notification/msg_list", owner)["items"]]
    assert owner_texts == ["commented on your routine “Operation Sunrise”"]
