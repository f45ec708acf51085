"""Account-lifecycle queries (reset links and mailing-list subscriptions)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.models import Subscription, VerificationCode

RESET = "reset_password"


def link_of(session: Session, purpose: str, token_hash: str) -> VerificationCode | None:
    """A mailed link's row (a reset or an e-mail restore), by the digest of its token."""
    return session.scalar(select(VerificationCode).where(VerificationCode.code_hash == token_hash,
                                                         VerificationCode.purpose == purpose))


def subscription_by_email(session: Session, email: str) -> Subscription | None:
    return session.scalar(select(Subscription).where(Subscription.email == email))
