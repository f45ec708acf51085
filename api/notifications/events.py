"""Notification events: recorded in the transaction of the write that caused them, delivered after commit.

A write (a follow, a like or star, a comment) calls `record(...)`: one `notification_events` row in the
writer's own transaction, and a `notifications.deliver` job queued for after the commit (`api.jobs.defer`).
A rollback drops both; a broker that is down leaves the row, and the sweeper sends it later. The write never
waits for the inbox: the actor (`indexer/actors/notifications.py`) applies settings and deduplication.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from sqlalchemy import CTE, ColumnElement, Select, delete, exists, func, insert, select
from sqlalchemy.orm import Session

from api.jobs import Actor, defer
from api.models import NotificationEvent, NotificationMessage

NotificationType = Literal["follow", "like", "star", "comment", "reply"]
NOTIFICATION_TYPES: tuple[NotificationType, ...] = ("follow", "like", "star", "comment", "reply")


def record(session: Session, *, recipient_id: int | None, actor_id: int, notification_type: NotificationType,
           object_type: str, object_id: int, comment_id: int | None = None) -> None:
    """Record that `actor_id` did something `recipient_id` may be told about. Never for one's own actions."""
    if recipient_id is None or recipient_id == actor_id:
        return
    event_id = session.execute(insert(NotificationEvent).returning(NotificationEvent.id), {
        "recipient_id": recipient_id, "actor_id": actor_id, "notification_type": notification_type,
        "object_type": object_type, "object_id": object_id, "comment_id": comment_id,
    }).scalar_one()
    defer(session, Actor.NOTIFICATIONS_DELIVER, [event_id])


# A moderator's verdict on a member's product or brand submission: always sent (no setting turns it off), with no
# actor; what it says is rendered from the item when the inbox is read (`service.render`).
VerdictType = Literal["submission_accepted", "submission_rejected"]
VERDICT_TYPES: tuple[VerdictType, ...] = ("submission_accepted", "submission_rejected")


def record_verdict(session: Session, *, recipient_id: int | None, accepted: bool, object_type: str,
                   object_id: int) -> None:
    """Tell the submitter of `object_type:object_id` (a product or brand) that it was accepted or rejected."""
    if recipient_id is None:
        return
    event_id = session.execute(insert(NotificationEvent).returning(NotificationEvent.id), {
        "recipient_id": recipient_id, "actor_id": None,
        "notification_type": VERDICT_TYPES[0] if accepted else VERDICT_TYPES[1],
        "object_type": object_type, "object_id": object_id, "comment_id": None,
    }).scalar_one()
    defer(session, Actor.NOTIFICATIONS_DELIVER, [event_id])


def message_key(notification_type: str, actor_id: int | None, object_type: str | None, object_id: int | None,
                comment_id: int | None) -> str:
    """What a message is about: at most one unread message per member and key (the actor's dedup)."""
    return f"{notification_type}:{actor_id}:{object_type}:{object_id}:{comment_id or ''}"


def withdraw(session: Session, *, recipient_id: int | None, actor_id: int, notification_type: NotificationType,
             object_type: str, object_id: int, comment_id: int | None = None) -> None:
    """An action taken back (unlike, unstar, unfollow) takes its UNREAD message with it; a read one stays read.
    An event not yet delivered is dropped by the actor, which checks the action still stands."""
    if recipient_id is None or recipient_id == actor_id:
        return
    key = message_key(notification_type, actor_id, object_type, object_id, comment_id)
    session.execute(delete(NotificationMessage).where(NotificationMessage.user_id == recipient_id,
                                                      NotificationMessage.dedup_key == key,
                                                      NotificationMessage.status == 1))


# --- the same, as parts of a write's one statement (PostgreSQL data-modifying CTEs; issue 25 §3) --------------

_EVENT_COLUMNS = ["recipient_id", "actor_id", "notification_type", "object_type", "object_id", "created_at"]


def record_cte(rows: Select[Any], name: str = "event") -> CTE:
    """`record` inside one statement: `rows` selects (recipient_id, actor_id, notification_type, object_type,
    object_id[, comment_id]) of the events to record (the caller leaves out one's own actions); answers their ids."""
    events = rows.subquery()
    columns = _EVENT_COLUMNS[:5] + ["comment_id"] * (len(events.c) == 6) + _EVENT_COLUMNS[5:]
    return (insert(NotificationEvent).from_select(columns, select(*events.c, func.now()))
            .returning(NotificationEvent.id).cte(name))


def recorded_ids(cte: CTE) -> ColumnElement[Sequence[int]]:
    """The event ids a `record_cte` wrote, as one array column of the statement's answer."""
    return select(func.array_agg(cte.c.id)).scalar_subquery()


def recorded(session: Session, event_ids: Sequence[int] | None) -> None:
    """After the statement: deliver its events after the commit, as `record` does."""
    for event_id in event_ids or ():
        defer(session, Actor.NOTIFICATIONS_DELIVER, [event_id])


def withdraw_cte(recipient_id: Any, key: Any, when: CTE, name: str = "withdrawn") -> CTE:
    """`withdraw` inside one statement, when the CTE `when` (the deleted action) returned a row; `recipient_id`
    and `key` are columns or bound parameters."""
    return (delete(NotificationMessage).where(NotificationMessage.user_id == recipient_id,
                                              NotificationMessage.dedup_key == key,
                                              NotificationMessage.status == 1, exists(select(when)))
            .returning(NotificationMessage.id).cte(name))
