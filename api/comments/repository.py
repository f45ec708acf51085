"""Comment queries (the only select()s of comments)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session, aliased

from api.content.kinds import KINDS, ContentKind
from api.models import Comment, CommentReaction, User
from api.paging import PageParams

_LIKES: Any = CommentReaction  # a generated model (api/models/community.py): typed loosely


def target_column(kind: ContentKind) -> Any:
    return getattr(Comment, kind.id_name)


def kind_of(comment: Comment) -> tuple[ContentKind, int]:
    for kind in KINDS.values():
        target = getattr(comment, kind.id_name)
        if target is not None:
            return kind, target
    raise LookupError(f"comment {comment.id} is on a kind without a declaration")


def get(session: Session, comment_id: int) -> Comment | None:
    return session.get(Comment, comment_id)


def shown(model: Any, viewer_id: int | None) -> Any:
    """A comment others see: accepted by moderation (api/moderation); its author sees it whatever its verdict."""
    accepted = model.moderation_status == "accepted"
    return accepted if viewer_id is None else accepted | (model.user_id == viewer_id)


def live_roots(kind: ContentKind, item_id: int, viewer_id: int | None) -> Any:
    """Thread roots the viewer is shown: live ones, and removed ones that still have replies the viewer is shown."""
    reply = aliased(Comment)
    still_answered = select(reply.id).where(reply.parent_id == Comment.id, shown(reply, viewer_id)).exists()
    return (select(Comment).where(target_column(kind) == item_id, Comment.parent_id.is_(None),
                                  (Comment.removed_at.is_(None) & shown(Comment, viewer_id)) | still_answered))


def roots_page(session: Session, kind: ContentKind, item_id: int, viewer_id: int | None,
               params: PageParams) -> tuple[list[Comment], int]:
    stmt = live_roots(kind, item_id, viewer_id)
    total = session.scalar(select(func.count()).select_from(stmt.subquery())) or 0
    rows = session.scalars(stmt.order_by(Comment.created_at.desc(), Comment.id.desc())
                           .limit(params.page_num).offset(params.offset)).all()
    return list(rows), int(total)


def replies_of(session: Session, root_ids: Sequence[int], viewer_id: int | None) -> dict[int, list[Comment]]:
    if not root_ids:
        return {}
    found: dict[int, list[Comment]] = {}
    for reply in session.scalars(select(Comment).where(Comment.parent_id.in_(list(root_ids)), shown(Comment, viewer_id))
                                 .order_by(Comment.created_at, Comment.id)):
        found.setdefault(reply.parent_id or 0, []).append(reply)
    return found


def live_count(session: Session, kind: ContentKind, item_id: int) -> int:
    """Live comments everyone sees (the item's `comment_count`): a held one is not counted."""
    return int(session.scalar(select(func.count()).select_from(Comment)
                              .where(target_column(kind) == item_id, Comment.removed_at.is_(None),
                                     shown(Comment, None))) or 0)


def reply_count(session: Session, root_id: int) -> int:
    return int(session.scalar(select(func.count()).select_from(Comment).where(Comment.parent_id == root_id)) or 0)


def thread_authors(session: Session, root_id: int) -> set[int]:
    rows = session.scalars(select(Comment.user_id).where((Comment.id == root_id) | (Comment.parent_id == root_id)))
    return set(rows)


def users(session: Session, ids: Sequence[int]) -> dict[int, User]:
    if not ids:
        return {}
    return {u.id: u for u in session.scalars(select(User).where(User.id.in_(list(set(ids)))))}


def liked_by(session: Session, viewer_id: int | None, comment_ids: Sequence[int]) -> set[int]:
    if viewer_id is None or not comment_ids:
        return set()
    return set(session.scalars(select(_LIKES.target_id).where(
        _LIKES.user_id == viewer_id, _LIKES.target_id.in_(list(comment_ids)))))


def drop_likes(session: Session, comment_id: int) -> None:
    session.execute(delete(_LIKES).where(_LIKES.target_id == comment_id))
    session.execute(update(Comment).where(Comment.id == comment_id).values(like_count=0)
                    .execution_options(synchronize_session=False))


def set_comment_count(session: Session, kind: ContentKind, item_id: int, count: int) -> None:
    session.execute(update(kind.model).where(kind.model.id == item_id).values(comment_count=count)
                    .execution_options(synchronize_session=False))


def like_count(session: Session, comment_id: int) -> int:
    return int(session.scalar(select(Comment.like_count).where(Comment.id == comment_id)) or 0)
