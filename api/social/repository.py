"""Follow queries: the only `select()`s of the social graph. Members who have left are never listed or counted."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, func, insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.models import Follow, User
from api.paging import PageParams, paginate


def member(session: Session, user_id: int) -> User | None:
    """A member (or imported account) who has not left."""
    user = session.get(User, user_id)
    return user if user is not None and user.deleted_at is None else None


def follows(session: Session, follower_id: int, followed_id: int) -> bool:
    return session.get(Follow, (follower_id, followed_id)) is not None


def add(session: Session, follower_id: int, followed_id: int) -> bool:
    """Insert the follow unless present; True when this call added it (a savepoint absorbs a double click)."""
    if follows(session, follower_id, followed_id):
        return False
    try:
        with session.begin_nested():
            session.execute(insert(Follow).values(follower_id=follower_id, followed_id=followed_id))
    except IntegrityError:
        return False
    return True


def remove(session: Session, follower_id: int, followed_id: int) -> bool:
    result = session.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                  Follow.followed_id == followed_id))
    return bool(getattr(result, "rowcount", 0))


def _present() -> Any:
    return (User.deleted_at.is_(None)) & User.is_active.is_(True)


def follower_count(session: Session, user_id: int) -> int:
    return session.scalar(select(func.count()).select_from(Follow).join(User, User.id == Follow.follower_id)
                          .where(Follow.followed_id == user_id, _present())) or 0


def following_count(session: Session, user_id: int) -> int:
    return session.scalar(select(func.count()).select_from(Follow).join(User, User.id == Follow.followed_id)
                          .where(Follow.follower_id == user_id, _present())) or 0


def followers_page(session: Session, user_id: int, params: PageParams) -> tuple[list[Any], int]:
    """(User, followed_at) of those following `user_id`, newest follow first."""
    stmt = (select(User, Follow.created_at).join(Follow, Follow.follower_id == User.id)
            .where(Follow.followed_id == user_id, _present())
            .order_by(Follow.created_at.desc(), User.id.desc()))
    return paginate(session, stmt, params)


def following_page(session: Session, user_id: int, params: PageParams) -> tuple[list[Any], int]:
    """(User, followed_at) of those `user_id` follows, newest follow first."""
    stmt = (select(User, Follow.created_at).join(Follow, Follow.followed_id == User.id)
            .where(Follow.follower_id == user_id, _present())
            .order_by(Follow.created_at.desc(), User.id.desc()))
    return paginate(session, stmt, params)
