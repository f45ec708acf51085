"""Queries of the users area (the only place with select())."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from api.models import AuthToken, Registration, User, VerificationCode


def user_by_email(session: Session, email: str) -> User | None:
    return session.scalar(select(User).where(User.email == email.lower()))


def user_by_id(session: Session, user_id: int) -> User | None:
    user = session.get(User, user_id)
    return user if user is not None and user.deleted_at is None else None


def open_codes(session: Session, user_id: int, purpose: str) -> list[VerificationCode]:
    return list(session.scalars(
        select(VerificationCode)
        .where(VerificationCode.user_id == user_id, VerificationCode.purpose == purpose,
               VerificationCode.used_at.is_(None))
        .order_by(VerificationCode.id.desc())
    ))


def open_registrations(session: Session, email: str, now: datetime, *,
                       include_expired: bool = False) -> list[Registration]:
    """The address's sign-up attempts nobody has used yet, newest first."""
    stmt = select(Registration).where(Registration.email == email.lower(), Registration.used_at.is_(None))
    if not include_expired:
        stmt = stmt.where(Registration.expires_at > now)
    return list(session.scalars(stmt.order_by(Registration.id.desc())))


def registration_by_client(session: Session, client_token_hash: str) -> Registration | None:
    return session.scalar(select(Registration).where(Registration.client_token_hash == client_token_hash))


def registration_by_link(session: Session, link_token_hash: str) -> Registration | None:
    return session.scalar(select(Registration).where(Registration.link_token_hash == link_token_hash))


def close_all_codes(session: Session, user_id: int, now: datetime) -> None:
    """Every open code and mailed link of the member stops working."""
    session.execute(update(VerificationCode).where(VerificationCode.user_id == user_id,
                                                   VerificationCode.used_at.is_(None)).values(used_at=now))


def revoke_token(session: Session, token_id: int) -> None:
    session.execute(update(AuthToken).where(AuthToken.id == token_id).values(revoked_at=datetime.now(UTC)))


def revoke_all_tokens(session: Session, user_id: int, except_id: int | None = None) -> None:
    stmt = update(AuthToken).where(AuthToken.user_id == user_id, AuthToken.revoked_at.is_(None))
    if except_id is not None:
        stmt = stmt.where(AuthToken.id != except_id)
    session.execute(stmt.values(revoked_at=datetime.now(UTC)))


def set_password_hash(session: Session, user_id: int, old_hash: str, new_hash: str) -> None:
    """Replace a member's hash unless it changed meanwhile (a password change in another request wins)."""
    session.execute(update(User).where(User.id == user_id, User.password_hash == old_hash)
                    .values(password_hash=new_hash))
