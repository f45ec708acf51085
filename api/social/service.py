"""Follows: who follows whom. Flushes, never commits.

- A signed-in member follows any active member except themselves, imported accounts (they cannot sign in)
  and members who have left. Following twice, or unfollowing someone not followed, changes nothing.
- A new follow records a "follow" notification event (delivered after commit, api/notifications/events.py);
  a repeated follow records nothing, and the actor folds a follow/unfollow/follow flurry into one message.
- Lists and counts are public; members who have left are neither listed nor counted.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.content.service import IMPORTED_LOGIN
from api.db.reactions import one_statement_writes
from api.envelope import Page
from api.errors import BusinessError, FieldError, NotFound
from api.models import User
from api.notifications import events
from api.paging import PageParams, build_page
from api.social import repository
from api.social.schemas import FollowMember, FollowState
from api.users.schemas import public_bio


def _target(session: Session, user_id: int) -> User:
    """An active member (not an imported account, not one who has left): else 404."""
    target = repository.member(session, user_id)
    if target is None or not target.is_active:
        raise NotFound("That member")
    return target


def follow(session: Session, follower_id: int, user_id: int) -> FollowState:
    if user_id == follower_id:
        raise BusinessError("You cannot follow yourself.", code="cannot_follow_self",
                            errors=[FieldError("user_id", "That is you.")])
    if one_statement_writes(session):  # issue 25 §3: the checks read what the one statement found
        done = repository.follow_in_one_statement(session, follower_id, user_id)
        _check_followable(done.target)
        return FollowState(user_id=follower_id, followed_id=user_id, isFollowing=done.following,
                           follower_count=done.follower_count)
    target = repository.member(session, user_id)
    _check_followable((target.is_active, target.login_type) if target is not None else None)
    assert target is not None
    if repository.add(session, follower_id, target.id):
        events.record(session, recipient_id=target.id, actor_id=follower_id, notification_type="follow",
                      object_type="user", object_id=follower_id)
    return state(session, follower_id, target.id)


def _check_followable(target: tuple[bool, str] | None) -> None:
    """`target`: (is_active, login_type) of the member to follow, None when there is none (or they left)."""
    if target is None or (not target[0] and target[1] != IMPORTED_LOGIN):
        raise NotFound("That member")
    if target[1] == IMPORTED_LOGIN:
        raise BusinessError("Imported reviewers cannot be followed: they are not members of Glowdex.",
                            code="cannot_follow_imported", errors=[FieldError("user_id", "An imported account.")])


def unfollow(session: Session, follower_id: int, user_id: int) -> FollowState:
    """Idempotent; works on a member who has left too (their row goes with them anyway)."""
    if one_statement_writes(session):
        done = repository.unfollow_in_one_statement(session, follower_id, user_id)
        return FollowState(user_id=follower_id, followed_id=user_id, isFollowing=False,
                           follower_count=done.follower_count)
    if repository.remove(session, follower_id, user_id):
        events.withdraw(session, recipient_id=user_id, actor_id=follower_id, notification_type="follow",
                        object_type="user", object_id=follower_id)
    session.flush()
    return state(session, follower_id, user_id)


def state(session: Session, follower_id: int, followed_id: int) -> FollowState:
    return FollowState(user_id=follower_id, followed_id=followed_id,
                       isFollowing=repository.follows(session, follower_id, followed_id),
                       follower_count=repository.follower_count(session, followed_id))


def _page(rows: list[tuple[User, object]], params: PageParams, total: int) -> Page[FollowMember]:
    return build_page([FollowMember(user_id=u.id, nickname=u.nickname, avatar=u.avatar, bio=public_bio(u),
                                    followed_at=at) for u, at in rows], params, total)  # type: ignore[arg-type]


def followers(session: Session, user_id: int, params: PageParams) -> Page[FollowMember]:
    _target(session, user_id)
    rows, total = repository.followers_page(session, user_id, params)
    return _page(rows, params, total)


def following(session: Session, user_id: int, params: PageParams) -> Page[FollowMember]:
    _target(session, user_id)
    rows, total = repository.following_page(session, user_id, params)
    return _page(rows, params, total)


def follower_count(session: Session, user_id: int) -> int:
    _target(session, user_id)
    return repository.follower_count(session, user_id)


def following_count(session: Session, user_id: int) -> int:
    _target(session, user_id)
    return repository.following_count(session, user_id)
