"""Outboxes written in the same transaction as the change they describe; workers drain them."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, Index, Integer, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from api.db.base import Base, BigIntId, Created, IdPK, JsonType


class SearchOutbox(Base):
    """A search document (kind, doc_id) that must be re-read and upserted or deleted in the index."""

    __tablename__ = "search_outbox"
    __table_args__ = (Index("ix_search_outbox_pending", "kind", "doc_id"),)

    id: Mapped[IdPK]
    kind: Mapped[str] = mapped_column(String(20))
    doc_id: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[Created]
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    last_error: Mapped[str] = mapped_column(Text, default="")


class MailMessage(Base):
    """An e-mail to send; the `mail.send` actor delivers it and marks it sent (idempotent by id)."""

    __tablename__ = "mail_messages"
    __table_args__ = (Index("ix_mail_messages_status", "status", "id"),)

    id: Mapped[IdPK]
    to_email: Mapped[str] = mapped_column(String(254), index=True)
    subject: Mapped[str] = mapped_column(String(200))
    body: Mapped[str] = mapped_column(Text)
    template: Mapped[str] = mapped_column(String(40))
    # Structured payload for testers and the local outbox (e.g. the code and user id).
    data: Mapped[dict] = mapped_column(JsonType, default=dict)
    status: Mapped[str] = mapped_column(String(10), default="pending")
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    last_error: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[Created]
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class NotificationEvent(Base):
    """Something a member may be told about (a follow, a like or star, a comment, a reply), recorded in the
    transaction of the write that caused it. After commit the `notifications.deliver` actor turns it into an
    inbox message (or drops it: a setting off, a duplicate, no longer true) and deletes it; the sweeper
    re-sends events whose message was lost."""

    __tablename__ = "notification_events"
    __table_args__ = (Index("ix_notification_events_created", "created_at"),)

    id: Mapped[IdPK]
    recipient_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    # None: a moderator's verdict on the recipient's submission (no member did it)
    actor_id: Mapped[int | None] = mapped_column(BigIntId, ForeignKey("users.id", ondelete="CASCADE"))
    notification_type: Mapped[str] = mapped_column(String(40))
    object_type: Mapped[str] = mapped_column(String(20))
    object_id: Mapped[int] = mapped_column(BigInteger)
    comment_id: Mapped[int | None] = mapped_column(BigInteger)
    created_at: Mapped[Created]


class HttpCacheChange(Base):
    """A document that changed, as the API processes' answer caches follow it (api/http_cache/feed.py). Written by a
    trigger on `search_outbox` (migration 0013_cache), so in the writer's own transaction; deleted after a few minutes."""

    __tablename__ = "http_cache_changes"

    seq: Mapped[IdPK]
    kind: Mapped[str] = mapped_column(String(20))
    doc_id: Mapped[int] = mapped_column(BigInteger)
    changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.current_timestamp(),
                                                 index=True)
