"""Notification queries: events to deliver, inbox pages, duplicates, settings (the only `select()`s here)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import func, or_, select, update
from sqlalchemy.orm import Session

from api.models import NotificationEvent, NotificationMessage, NotificationSetting, User
from api.paging import PageParams, paginate


def events(session: Session, event_ids: list[int]) -> list[NotificationEvent]:
    """The events still pending among `event_ids`, locked (PostgreSQL: a second worker skips them)."""
    return list(session.scalars(select(NotificationEvent).where(NotificationEvent.id.in_(event_ids))
                                .order_by(NotificationEvent.id).with_for_update(skip_locked=True)))


def pending_event_ids(session: Session, older_than: datetime, limit: int) -> list[int]:
    return list(session.scalars(select(NotificationEvent.id).where(NotificationEvent.created_at <= older_than)
                                .order_by(NotificationEvent.id).limit(limit)))


def has_recent(session: Session, user_id: int, dedup_key: str, since: datetime) -> bool:
    """An unread message with this key, or any message with it newer than `since`."""
    return session.scalar(select(NotificationMessage.id).where(
        NotificationMessage.user_id == user_id, NotificationMessage.dedup_key == dedup_key,
        or_(NotificationMessage.status == 1, NotificationMessage.created_at >= since)).limit(1)) is not None


def disabled_types(session: Session, user_id: int) -> set[str]:
    return set(session.scalars(select(NotificationSetting.notification_type).where(
        NotificationSetting.user_id == user_id, NotificationSetting.is_enabled.is_(False))))


def settings_of(session: Session, user_id: int) -> dict[str, bool]:
    rows = session.execute(select(NotificationSetting.notification_type, NotificationSetting.is_enabled)
                           .where(NotificationSetting.user_id == user_id))
    return {t: bool(e) for t, e in rows}


def inbox_page(session: Session, user_id: int, params: PageParams, unread_only: bool
               ) -> tuple[list[Any], int]:
    """Newest first, each with its actor (None once they have left)."""
    stmt = (select(NotificationMessage, User)
            .outerjoin(User, (User.id == NotificationMessage.actor_id) & User.deleted_at.is_(None))
            .where(NotificationMessage.user_id == user_id)
            .order_by(NotificationMessage.id.desc()))
    if unread_only:
        stmt = stmt.where(NotificationMessage.status != 0)
    return paginate(session, stmt, params)


def unread_count(session: Session, user_id: int) -> int:
    return session.scalar(select(func.count()).select_from(NotificationMessage).where(
        NotificationMessage.user_id == user_id, NotificationMessage.status != 0)) or 0


def message(session: Session, message_id: int) -> NotificationMessage | None:
    return session.get(NotificationMessage, message_id)


def mark_read(session: Session, user_id: int, message_id: int | None) -> int:
    stmt = update(NotificationMessage).where(NotificationMessage.user_id == user_id, NotificationMessage.status != 0)
    if message_id is not None:
        stmt = stmt.where(NotificationMessage.id == message_id)
    result = session.execute(stmt.values(status=0).execution_options(synchronize_session=False))
    return int(getattr(result, "rowcount", 0) or 0)
