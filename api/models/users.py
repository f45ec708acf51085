"""Members and everything that belongs to their account."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from api.db.base import Base, BigIntId, Created, IdPK, JsonType, Updated


def user_fk(*, nullable: bool = False, ondelete: str = "CASCADE") -> Mapped[int]:
    return mapped_column(BigIntId, ForeignKey("users.id", ondelete=ondelete), nullable=nullable, index=True)


class User(Base):
    __tablename__ = "users"

    id: Mapped[IdPK]
    # None only for imported authors (login_type "imported"): no e-mail, no password, cannot sign in.
    email: Mapped[str | None] = mapped_column(String(254), unique=True)
    password_hash: Mapped[str | None] = mapped_column(String(255))
    nickname: Mapped[str] = mapped_column(String(40), default="")
    bio: Mapped[str] = mapped_column(String(500), default="")
    # The moderation check's verdict on the bio (api/moderation): others see it only when accepted.
    bio_status: Mapped[str] = mapped_column(String(20), default="accepted", server_default="accepted")
    bio_held_reason: Mapped[str | None] = mapped_column(String(200))
    skin_type: Mapped[str | None] = mapped_column(String(20))
    concerns: Mapped[list[str]] = mapped_column(JsonType, default=list)
    location: Mapped[str] = mapped_column(String(120), default="")
    city_id: Mapped[int | None] = mapped_column(ForeignKey("cities.id", ondelete="SET NULL"))
    avatar: Mapped[str] = mapped_column(String(500), default="")
    login_type: Mapped[str] = mapped_column(String(20), default="email")
    is_active: Mapped[bool] = mapped_column(Boolean, default=False)
    is_collection_private: Mapped[bool] = mapped_column(Boolean, default=False)
    is_admin: Mapped[bool] = mapped_column(Boolean, default=False)
    deleted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[Created]
    updated_at: Mapped[Updated]


class SocialAccount(Base):
    """A Google or Facebook identity linked to a member."""

    __tablename__ = "social_accounts"
    __table_args__ = (UniqueConstraint("provider", "provider_user_id"),)

    id: Mapped[IdPK]
    user_id: Mapped[int] = user_fk()
    provider: Mapped[str] = mapped_column(String(20))
    provider_user_id: Mapped[str] = mapped_column(String(255))
    created_at: Mapped[Created]


class AuthToken(Base):
    """An opaque session token; only its SHA-256 is stored."""

    __tablename__ = "auth_tokens"

    id: Mapped[IdPK]
    user_id: Mapped[int] = user_fk()
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[Created]
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class VerificationCode(Base):
    """A short-lived single-use code (activation, password change, e-mail change, deletion, reset)."""

    __tablename__ = "verification_codes"
    __table_args__ = (Index("ix_verification_codes_lookup", "user_id", "purpose", "used_at"),)

    id: Mapped[IdPK]
    user_id: Mapped[int] = user_fk()
    purpose: Mapped[str] = mapped_column(String(30))
    code_hash: Mapped[str] = mapped_column(String(64))
    target_email: Mapped[str | None] = mapped_column(String(254))
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[Created]
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Registration(Base):
    """One sign-up attempt with an e-mail address, pending until its mail is used. Every attempt keeps its own
    password hash, code and link: a later sign-up of the same address never rebinds an earlier one, and the
    attempt whose code or link is used becomes the account (docs/architecture.md "Account security").

    Two secrets, only their SHA-256 stored: `client_token_hash` is answered to the browser that signed up (it
    pairs with the 6-digit code typed by hand, so a code is worthless without it), `link_token_hash` is in the
    mailed link only."""

    __tablename__ = "registrations"
    __table_args__ = (Index("ix_registrations_open", "email", "used_at"),)

    id: Mapped[IdPK]
    email: Mapped[str] = mapped_column(String(254))
    password_hash: Mapped[str] = mapped_column(String(255))
    client_token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    link_token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    code_hash: Mapped[str] = mapped_column(String(64))
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[Created]
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class NotificationSetting(Base):
    __tablename__ = "notification_settings"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    notification_type: Mapped[str] = mapped_column(String(40), primary_key=True)
    is_enabled: Mapped[bool] = mapped_column(Boolean, default=True)


class NotificationMessage(Base):
    """A message in a member's inbox, written by the `notifications.deliver` actor from a NotificationEvent.

    `dedup_key` names what it is about (type, actor, item, comment); at most ONE unread message per member
    and key (partial unique index), so a like/unlike/like flurry makes one message."""

    __tablename__ = "notification_messages"
    __table_args__ = (
        Index("ix_notification_messages_inbox", "user_id", "status", "id"),
        Index("uq_notification_messages_unread", "user_id", "dedup_key", unique=True,
              postgresql_where=text("status = 1"), sqlite_where=text("status = 1")),
        Index("ix_notification_messages_key", "user_id", "dedup_key", "created_at"),
    )

    id: Mapped[IdPK]
    user_id: Mapped[int] = user_fk()
    notification_type: Mapped[str] = mapped_column(String(40))
    actor_id: Mapped[int | None] = user_fk(nullable=True, ondelete="SET NULL")
    # The item the message links to: a content kind ("review", "routine", "feedback", "dupe") or "user".
    object_type: Mapped[str | None] = mapped_column(String(20))
    object_id: Mapped[int | None] = mapped_column(BigInteger)
    comment_id: Mapped[int | None] = mapped_column(BigInteger)  # the comment it is about, if any
    dedup_key: Mapped[str] = mapped_column(String(120), default="", server_default="")
    text: Mapped[str] = mapped_column(Text, default="")
    # Spec: 0 means read; 1 is unread.
    status: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[Created]


class Follow(Base):
    __tablename__ = "follows"
    __table_args__ = (CheckConstraint("follower_id <> followed_id", name="not_self"),)

    follower_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    followed_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    created_at: Mapped[Created]


class Subscription(Base):
    """Mailing-list subscription by e-mail; the token unsubscribes without signing in."""

    __tablename__ = "subscriptions"

    id: Mapped[IdPK]
    email: Mapped[str] = mapped_column(String(254), unique=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    status: Mapped[str] = mapped_column(String(20), default="active")
    created_at: Mapped[Created]
    unsubscribed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
