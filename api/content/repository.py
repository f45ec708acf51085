"""Queries shared by every member-content kind (the only select()s of the machinery).

The one visibility rule lives here: an item is visible when it is public or the viewer owns it, and its
author's account is not deleted. Every detail, list and count of content goes through `visible`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from sqlalchemy import (
    BigInteger,
    BindParameter,
    ColumnElement,
    Select,
    String,
    bindparam,
    delete,
    exists,
    func,
    insert,
    literal,
    select,
    union_all,
    update,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.orm import Session

from api.content.kinds import KINDS, ContentKind
from api.db.reactions import touch_cte, touched, touched_ids
from api.models import Brand, ContentImage, Product, UploadedFile, User
from api.notifications import events
from api.paging import PageParams, paginate


def visible(kind: ContentKind, viewer_id: int | BindParameter[int] | None) -> ColumnElement[bool]:
    """Public (not private, and accepted by moderation), or the viewer's own (`viewer_id` may be a bound parameter of
    a statement built once). (Author not deleted: `with_author` joins and filters it.)"""
    public = kind.model.is_private.is_(False) & kind.accepted()
    return public if viewer_id is None else public | (kind.model.user_id == viewer_id)


def with_author(kind: ContentKind) -> Select[Any]:
    """Items of a kind with their author (deleted members' content is gone for everyone)."""
    return select(kind.model, User).join(User, User.id == kind.model.user_id).where(User.deleted_at.is_(None))


def get(session: Session, kind: ContentKind, item_id: int) -> Any | None:
    """The item whatever its privacy (authorization decides), if its author still exists."""
    row = session.execute(with_author(kind).where(kind.model.id == item_id)).first()
    return row[0] if row else None


def get_visible(session: Session, kind: ContentKind, item_id: int, viewer_id: int | None) -> tuple[Any, User] | None:
    row = session.execute(with_author(kind).where(kind.model.id == item_id, visible(kind, viewer_id))).first()
    return (row[0], row[1]) if row else None


def page(session: Session, stmt: Select[Any], params: PageParams) -> tuple[list[tuple[Any, User]], int]:
    rows, total = paginate(session, stmt, params)
    return [(r[0], r[1]) for r in rows], total


def by_author(kind: ContentKind, author_id: int, viewer_id: int | None) -> Select[Any]:
    return (with_author(kind).where(kind.model.user_id == author_id, visible(kind, viewer_id))
            .order_by(kind.model.created_at.desc(), kind.model.id.desc()))


def reacted_by(kind: ContentKind, member_id: int, reaction: str, viewer_id: int | None) -> Select[Any]:
    """Items `member_id` liked or starred that the viewer may see, most recent reaction first."""
    r = kind.reaction
    return (with_author(kind).join(r, r.target_id == kind.model.id)
            .where(r.user_id == member_id, r.kind == reaction, visible(kind, viewer_id))
            .order_by(r.created_at.desc(), kind.model.id.desc()))


def products_of(session: Session, ids: Sequence[int]) -> dict[int, tuple[Product, Brand]]:
    """The products (with their brands) items are about, by id; `product_ref` decides what a viewer sees of each."""
    if not ids:
        return {}
    rows = session.execute(select(Product, Brand).join(Brand, Brand.id == Product.brand_id)
                           .where(Product.id.in_(list(set(ids))))).all()
    return {p.id: (p, b) for p, b in rows}


def viewer_reactions(session: Session, kind: ContentKind, viewer_id: int | None,
                     ids: Sequence[int]) -> dict[int, set[str]]:
    if viewer_id is None or not ids:
        return {}
    found: dict[int, set[str]] = {}
    rows = session.execute(select(kind.reaction.target_id, kind.reaction.kind)
                           .where(kind.reaction.user_id == viewer_id, kind.reaction.target_id.in_(list(ids))))
    for target_id, reaction in rows:
        found.setdefault(target_id, set()).add(reaction)
    return found


def counters(session: Session, kind: ContentKind, item_id: int) -> tuple[int, int]:
    row = session.execute(select(kind.model.like_count, kind.model.star_count).where(kind.model.id == item_id)).one()
    return int(row[0]), int(row[1])


# --- like and star as one statement (PostgreSQL; issue 25 §3) ------------------------------------------

@dataclass(frozen=True)
class Reacted:
    """What one like/star statement found and did."""

    found: bool  # the member may see the item (else nothing changed)
    kinds: set[str]  # the member's reactions to it after the statement
    counts: tuple[int, int]  # (likes, stars) after it


def react_in_one_statement(session: Session, kind: ContentKind, user_id: int, item_id: int, reaction: str,
                           add: bool) -> Reacted:
    """`content.service.react`'s write as ONE statement: the reaction row (inserted unless present, a double
    click's twin hitting the primary key; or deleted), the counter moved only with it, the item's search document
    touched, and the owner's notification recorded (or its unread message taken back). Its parts read the snapshot
    from before it: the answer is what it returned."""
    key = events.message_key(reaction, user_id, kind.name, item_id, None)
    row = session.execute(_reaction_statement(kind.name, reaction, add),
                          {"member_id": user_id, "item_id": item_id, "key": key}).one()
    found, mine, likes, stars, outbox_ids, event_ids = row
    if not found:
        return Reacted(False, set(), (0, 0))
    touched(session, outbox_ids)
    events.recorded(session, event_ids)
    kinds = set(mine or ()) | {reaction} if add else set(mine or ()) - {reaction}
    return Reacted(True, kinds, (int(likes), int(stars)))


@cache
def _reaction_statement(kind_name: str, reaction: str, add: bool) -> Select[Any]:
    kind = KINDS[kind_name]
    # Not named after a column of the updated table: SQLAlchemy would add it to the UPDATE's SET.
    user_id, item_id = bindparam("member_id", type_=BigInteger), bindparam("item_id", type_=BigInteger)
    model, r = kind.model, kind.reaction
    item = (select(model.id, model.user_id, model.like_count, model.star_count).join(User, User.id == model.user_id)
            .where(model.id == item_id, User.deleted_at.is_(None), visible(kind, user_id)).cte("item"))
    mine = select(r.kind).where(r.user_id == user_id, r.target_id == item_id).cte("mine")
    counter = kind.reactions.counters[reaction]
    if add:
        moved = (pg_insert(r).from_select(["user_id", "target_id", "kind", "created_at"],
                                          select(user_id, item.c.id, literal(reaction), func.now()))
                 .on_conflict_do_nothing().returning(r.target_id).cte("moved"))
        step, still = counter + 1, []
        note = events.record_cte(select(item.c.user_id, user_id, literal(reaction), literal(kind.name), item.c.id)
                                 .join(moved, moved.c.target_id == item.c.id).where(item.c.user_id != user_id))
    else:
        moved = (delete(r).where(r.user_id == user_id, r.target_id.in_(select(item.c.id)), r.kind == reaction)
                 .returning(r.target_id).cte("moved"))
        step, still = counter - 1, [counter > 0]
        note = events.withdraw_cte(select(item.c.user_id).scalar_subquery(), bindparam("key", type_=String), moved)
    counted = (update(model).where(model.id.in_(select(moved.c.target_id)), *still)
               .values({counter: step, model.updated_at: model.updated_at})  # not an edit (CountedReactions._move)
               .returning(model.id, model.like_count, model.star_count).cte("counted"))
    outbox = touch_cte(kind.name, select(counted.c.id))
    after = union_all(select(counted.c.like_count, counted.c.star_count),
                      select(item.c.like_count, item.c.star_count).where(~exists(select(counted.c.id)))).subquery()
    return select(
        exists(select(item.c.id)),
        select(func.array_agg(mine.c.kind)).scalar_subquery(),
        select(after.c.like_count).scalar_subquery(),
        select(after.c.star_count).scalar_subquery(),
        touched_ids(outbox),
        events.recorded_ids(note) if add else literal(None),
    ).add_cte(moved, counted, outbox, note)


# --- images ---------------------------------------------------------------------------------------

def owned_uploads(session: Session, user_id: int, file_ids: Sequence[int]) -> dict[int, UploadedFile]:
    if not file_ids:
        return {}
    rows = session.scalars(select(UploadedFile).where(UploadedFile.id.in_(list(file_ids)),
                                                      UploadedFile.user_id == user_id))
    return {f.id: f for f in rows}


def replace_images(session: Session, kind: ContentKind, item_id: int, file_ids: Sequence[int]) -> None:
    column = getattr(ContentImage, kind.id_name)
    session.execute(delete(ContentImage).where(column == item_id))
    if file_ids:
        session.execute(insert(ContentImage), [{kind.id_name: item_id, "file_id": f, "position": i}
                                               for i, f in enumerate(file_ids)])


def images_of(session: Session, kind: ContentKind, item_ids: Sequence[int]) -> dict[int, list[UploadedFile]]:
    if not item_ids:
        return {}
    column = getattr(ContentImage, kind.id_name)
    rows = session.execute(select(column, UploadedFile).join(UploadedFile, UploadedFile.id == ContentImage.file_id)
                           .where(column.in_(list(item_ids))).order_by(column, ContentImage.position))
    found: dict[int, list[UploadedFile]] = {}
    for item_id, upload in rows:
        found.setdefault(item_id, []).append(upload)
    return found


def visible_titles(session: Session, kind: ContentKind, item_ids: Sequence[int], viewer_id: int) -> dict[int, str]:
    """Titles of the items among `item_ids` the viewer may see (the others are left out)."""
    if not item_ids:
        return {}
    title = getattr(kind.model, kind.title_column)
    rows = session.execute(with_author(kind).with_only_columns(kind.model.id, title)
                           .where(kind.model.id.in_(list(item_ids)), visible(kind, viewer_id)))
    return {int(i): t or "" for i, t in rows}


def count_visible(session: Session, stmt: Select[Any]) -> int:
    return int(session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery())) or 0)
