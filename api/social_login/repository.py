"""Queries of social sign-in."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.models import SocialAccount


def linked_account(session: Session, provider: str, subject: str) -> SocialAccount | None:
    return session.scalar(select(SocialAccount).where(SocialAccount.provider == provider,
                                                      SocialAccount.provider_user_id == subject))
