"""Comment queries (the only select()s of comments)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from sqlalchemy import (
    BigInteger,
    Select,
    String,
    bindparam,
    cast,
    delete,
    exists,
    func,
    literal,
    select,
    true,
    union_all,
    update,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.orm import Session, aliased

from api.content.kinds import KINDS, ContentKind
from api.content.repository import visible
from api.models import Comment, CommentReaction, User
from api.notifications import events
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


# --- a like as one statement (PostgreSQL; issue 25 §3) -----------------------------------------------------------

@dataclass(frozen=True)
class Liked:
    """What one comment-like statement found and did (`like_in_one_statement`)."""

    found: bool  # a live comment the member may see, on an item they may see (else nothing changed)
    liked: bool  # the member likes it after the statement
    like_count: int


def like_in_one_statement(session: Session, user_id: int, comment_id: int, add: bool) -> Liked:
    """`comments.service.like`'s write as ONE statement: the like row (inserted unless present, a double click's
    twin hitting the primary key; or deleted), the counter moved only with it, and the comment's author told (or
    the unread message taken back). Its parts read the snapshot from before it: the answer is what it returned."""
    row = session.execute(_like_statement(add), {"member_id": user_id, "comment_id": comment_id}).one()
    found, likes, event_ids = row
    if not found:
        return Liked(False, False, 0)
    events.recorded(session, event_ids)
    return Liked(True, add, int(likes))


@cache
def _like_statement(add: bool) -> Select[Any]:
    """Built once per direction. Its parts: the comment if live and shown to the member (`comment`), the item it is
    on if the member may see it (`item`: one branch per content kind), the member's like before (`mine`), the
    insert or delete (`moved`), the counter (`counted`) and the notification event or its withdrawal."""
    # Not named after a column of the updated table: SQLAlchemy would add it to the UPDATE's SET.
    user_id, comment_id = bindparam("member_id", type_=BigInteger), bindparam("comment_id", type_=BigInteger)
    r = _LIKES
    comment = (select(Comment.id, Comment.user_id, Comment.like_count,
                      *[target_column(kind) for kind in KINDS.values()])
               .where(Comment.id == comment_id, Comment.removed_at.is_(None),
                      (Comment.moderation_status == "accepted") | (Comment.user_id == user_id)).cte("comment"))
    item = union_all(*[
        select(literal(kind.name).label("kind"), kind.model.id.label("item_id"))
        .join(User, User.id == kind.model.user_id)
        .where(kind.model.id.in_(select(comment.c[kind.id_name])), User.deleted_at.is_(None), visible(kind, user_id))
        for kind in KINDS.values()]).cte("item")
    shown = exists(select(item.c.item_id))
    if add:
        moved = (pg_insert(r).from_select(["user_id", "target_id", "kind", "created_at"],
                                          select(user_id, comment.c.id, literal("like"), func.now()).where(shown))
                 .on_conflict_do_nothing().returning(r.target_id).cte("moved"))
        step, still = Comment.like_count + 1, []
        note = events.record_cte(select(comment.c.user_id, user_id, literal("like"), item.c.kind, item.c.item_id,
                                        comment.c.id)
                                 .select_from(comment.join(item, true()).join(moved, moved.c.target_id == comment.c.id))
                                 .where(comment.c.user_id != user_id))
    else:
        moved = (delete(r).where(r.user_id == user_id, r.target_id.in_(select(comment.c.id).where(shown)),
                                 r.kind == "like").returning(r.target_id).cte("moved"))
        step, still = Comment.like_count - 1, [Comment.like_count > 0]
        # The message key (`events.message_key`) of the like, read from the item the comment is on.
        key = select(func.concat("like:", cast(user_id, String), ":", item.c.kind, ":",
                                 cast(item.c.item_id, String), ":", cast(comment_id, String))).scalar_subquery()
        note = events.withdraw_cte(select(comment.c.user_id).scalar_subquery(), key, moved)
    counted = (update(Comment).where(Comment.id.in_(select(moved.c.target_id)), *still)
               .values({Comment.like_count: step}).returning(Comment.like_count).cte("counted"))
    after = union_all(select(counted.c.like_count),
                      select(comment.c.like_count).where(~exists(select(counted.c.like_count)))).subquery()
    return select(
        shown,
        select(after.c.like_count).scalar_subquery(),
        events.recorded_ids(note) if add else literal(None),
    ).add_cte(moved, counted, note)
