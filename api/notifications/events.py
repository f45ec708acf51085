"""Notification events: recorded in the transaction of the write that caused them, delivered after commit.

A write (a follow, a like or star, a comment) calls `record(...)`: one `notification_events` row in the
writer's own transaction, and a `notifications.deliver` job queued for after the commit (`api.jobs.defer`).
A rollback drops both; a broker that is down leaves the row, and the sweeper sends it later. The write never
waits for the inbox: the actor (`indexer/actors/notifications.py`) applies settings and deduplication.
"""

from __future__ import annotations

from typing import Literal

from sqlalchemy import insert
from sqlalchemy.orm import Session

from api.jobs import defer
from api.models import NotificationEvent

DELIVER_ACTOR = "notifications.deliver"
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
    defer(session, DELIVER_ACTOR, [event_id])
