"""Follow queries: the only `select()`s of the social graph. Members who have left are never listed or counted."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from sqlalchemy import BigInteger, Select, String, bindparam, delete, exists, func, insert, literal, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.content.service import IMPORTED_LOGIN
from api.models import Follow, User
from api.notifications import events
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


# --- follow and unfollow as one statement each (PostgreSQL; issue 25 §3) ---------------------------------------

@dataclass(frozen=True)
class Followed:
    """What one follow statement found and did."""

    target: tuple[bool, str] | None  # the member followed (is_active, login_type); None: none such (or left)
    following: bool
    follower_count: int


def follow_in_one_statement(session: Session, follower_id: int, followed_id: int) -> Followed:
    """Insert the follow unless present (a double click's twin hits the primary key), record the "follow"
    notification when it was new, and read the answer, in one statement. Nothing is written for a member who
    cannot be followed (the caller answers why from `target`)."""
    # On the session's connection: no ORM entities to read (the ORM's execute path cost ~80 µs of CPU).
    row = session.connection().execute(_follow_statement(), {"follower_id": follower_id, "followed_id": followed_id}
                                       ).one()
    found, is_active, login_type, added, before, event_ids = row
    events.recorded(session, event_ids)
    # Followable: the follow is there now, inserted here or before (a twin's insert waited for the other's commit;
    # its count, read before, may then be one short).
    followable = bool(found and is_active and login_type != IMPORTED_LOGIN and followed_id != follower_id)
    return Followed((bool(is_active), str(login_type)) if found else None, followable, int(before) + int(added))


def unfollow_in_one_statement(session: Session, follower_id: int, followed_id: int) -> Followed:
    """Delete the follow if present and take back its unread message, in one statement."""
    key = events.message_key("follow", follower_id, "user", follower_id, None)
    row = session.connection().execute(_unfollow_statement(),
                                       {"follower_id": follower_id, "followed_id": followed_id, "key": key}).one()
    removed, before = row
    return Followed(None, False, int(before) - int(removed))


def _ids() -> tuple[Any, Any]:
    return bindparam("follower_id", type_=BigInteger), bindparam("followed_id", type_=BigInteger)


def _present_followers(followed_id: Any) -> Select[Any]:
    """`follower_count`'s query, as a part of a statement."""
    return (select(func.count()).select_from(Follow).join(User, User.id == Follow.follower_id)
            .where(Follow.followed_id == followed_id, _present()))


@cache
def _follow_statement() -> Select[Any]:
    follower_id, followed_id = _ids()
    target = (select(User.id, User.is_active, User.login_type)
              .where(User.id == followed_id, User.deleted_at.is_(None)).cte("target"))
    new = (pg_insert(Follow).from_select(
        ["follower_id", "followed_id", "created_at"],
        select(follower_id, target.c.id, func.now())
        .where(target.c.is_active.is_(True), target.c.login_type != IMPORTED_LOGIN, target.c.id != follower_id))
        .on_conflict_do_nothing().returning(Follow.followed_id).cte("new"))
    event = events.record_cte(select(new.c.followed_id, follower_id, literal("follow"), literal("user"),
                                     follower_id))
    return select(
        select(func.count()).select_from(target).scalar_subquery(),
        select(target.c.is_active).scalar_subquery(),
        select(target.c.login_type).scalar_subquery(),
        select(func.count()).select_from(new).where(
            exists(select(User.id).where(User.id == follower_id, _present()))).scalar_subquery(),
        _present_followers(followed_id).scalar_subquery(),
        events.recorded_ids(event),
    ).add_cte(new, event)


@cache
def _unfollow_statement() -> Select[Any]:
    follower_id, followed_id = _ids()
    gone = (delete(Follow).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id)
            .returning(Follow.followed_id).cte("gone"))
    withdrawn = events.withdraw_cte(followed_id, bindparam("key", type_=String), gone)
    return select(
        select(func.count()).select_from(gone).where(
            exists(select(User.id).where(User.id == follower_id, _present()))).scalar_subquery(),
        _present_followers(followed_id).scalar_subquery(),
    ).add_cte(gone, withdrawn)
