"""Saved-analysis queries (the only select()s of `saved_analyses`). An analysis is its owner's; a shared one is
also readable by its link's token. A deleted member's analyses are gone (api/account/deletion.py)."""

from __future__ import annotations

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from api.models import SavedAnalysis, User
from api.paging import PageParams, paginate


def owned(session: Session, analysis_id: int, user_id: int) -> SavedAnalysis | None:
    return session.scalar(select(SavedAnalysis).where(SavedAnalysis.id == analysis_id,
                                                      SavedAnalysis.user_id == user_id))


def by_token(session: Session, token: str) -> tuple[SavedAnalysis, User] | None:
    row = session.execute(select(SavedAnalysis, User).join(User, User.id == SavedAnalysis.user_id)
                          .where(SavedAnalysis.share_token == token, User.deleted_at.is_(None))).first()
    return (row[0], row[1]) if row else None


def of_owner(user_id: int) -> Select[SavedAnalysis]:
    return (select(SavedAnalysis).where(SavedAnalysis.user_id == user_id)
            .order_by(SavedAnalysis.created_at.desc(), SavedAnalysis.id.desc()))


def page(session: Session, user_id: int, params: PageParams) -> tuple[list[SavedAnalysis], int]:
    return paginate(session, of_owner(user_id), params)


def count(session: Session, user_id: int) -> int:
    return int(session.scalar(select(func.count()).select_from(SavedAnalysis)
                              .where(SavedAnalysis.user_id == user_id)) or 0)
