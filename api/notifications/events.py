"""Notification events: recorded in the transaction of the write that caused them, delivered after commit.

A write (a follow, a like or star, a comment) calls `record(...)`: one `notification_events` row in the
writer's own transaction, and a `notifications.deliver` job queued for after the commit (`api.jobs.defer`).
A rollback drops both; a broker that is down leaves the row, and the sweeper sends it later. The write never
waits for the inbox: the actor (`indexer/actors/notifications.py`) applies settings and deduplication.
"""

from __future__ import annotations

from typing import Literal

from sqlalchemy import delete, insert
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
