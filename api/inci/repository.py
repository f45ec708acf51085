"""Queries of the ingredient (INCI) area (the only place with select())."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from sqlalchemy import (
    BigInteger,
    ColumnElement,
    Select,
    and_,
    bindparam,
    delete,
    exists,
    func,
    literal,
    not_,
    or_,
    select,
    union_all,
    update,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.orm import Session

from api.catalog.queries import CardRow, card_select, page_of_cards, visible_product
from api.db.reactions import CountedReactions, touch_cte, touched, touched_ids
from api.models import Category, Inci, InciReaction, Product, ProductIngredient
from api.paging import PageParams, paginate
from api.search.outbox import touch

INCI_REACTIONS = CountedReactions(InciReaction, Inci, "inci_id", {"like": Inci.like_count, "dislike": Inci.dislike_count},
                             on_change=lambda session, inci_id: touch(session, "inci", inci_id))


GLOSSARY_ORDERS = {"usage": (Inci.product_count.desc(), Inci.name, Inci.id), "name": (Inci.name, Inci.id)}


def glossary(session: Session, letter: str, params: PageParams, *, q: str = "",
             order: str = "usage") -> tuple[list[Inci], int]:
    """A letter's ingredients, or (with `q`) every ingredient whose name contains it, whatever its letter."""
    if q:
        escaped = q.upper().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        stmt = select(Inci).where(func.upper(Inci.name).like(f"%{escaped}%", escape="\\"))
    else:
        stmt = select(Inci).where(Inci.first_letter == letter)
    return paginate(session, stmt.order_by(*GLOSSARY_ORDERS[order]), params)


def inci_by_uuid(session: Session, inci_uuid: str) -> Inci | None:
    return session.scalar(select(Inci).where(Inci.uuid == inci_uuid))


def inci_by_id(session: Session, inci_id: int) -> Inci | None:
    return session.get(Inci, inci_id)


# --- reactions ------------------------------------------------------------------------------------


def reaction_kinds(session: Session, user_id: int, inci_id: int) -> set[str]:
    return INCI_REACTIONS.kinds(session, user_id, inci_id)


def add_reaction(session: Session, user_id: int, inci_id: int, kind: str) -> bool:
    return INCI_REACTIONS.add(session, user_id, inci_id, kind)


def remove_reaction(session: Session, user_id: int, inci_id: int, kind: str) -> bool:
    return INCI_REACTIONS.remove(session, user_id, inci_id, kind)


def reaction_counts(session: Session, inci_id: int) -> tuple[int, int]:
    row = session.execute(select(Inci.like_count, Inci.dislike_count).where(Inci.id == inci_id)).one()
    return int(row[0]), int(row[1])


OPPOSITE = {"like": "dislike", "dislike": "like"}


@dataclass(frozen=True)
class Reacted:
    """What one like/dislike statement found and did (`react_in_one_statement`)."""

    kinds: set[str]  # the member's reactions to the ingredient after it
    counts: tuple[int, int]  # (likes, dislikes) after it


def react_in_one_statement(session: Session, user_id: int, inci_id: int, kind: str, action: int | None
                           ) -> Reacted | None:
    """`inci.service.react`'s write as ONE statement (PostgreSQL; issue 25 §3): set (removing the opposite) or clear
    the member's `kind`, toggling when `action` is None, the counters moved only with the rows, the ingredient's
    search document touched. None when there is no such ingredient (nothing changed). Its parts read the snapshot
    from before it: the answer is computed from what it returned."""
    row = session.execute(_reaction_statement(kind, action), {"member_id": user_id, "inci_id": inci_id}).one()
    found, mine, wanted, likes, dislikes, outbox_ids = row
    if not found:
        return None
    touched(session, outbox_ids)
    kinds = set(mine or ())
    kinds = (kinds - {OPPOSITE[kind]}) | {kind} if wanted else kinds - {kind}
    return Reacted(kinds, (int(likes), int(dislikes)))


@cache
def _reaction_statement(kind: str, action: int | None) -> Select[Any]:
    """Built once per (kind, action): the ingredient (`target`), the member's reactions before (`mine`), whether
    the call sets `kind` (`want`: the toggle reads `mine`), the delete, the insert (a double click's twin hits the
    primary key and inserts nothing), the counter moves of the rows that moved and the outbox row."""
    # Not named after a column of the updated table: SQLAlchemy would add it to the UPDATE's SET.
    user_id, inci_id = bindparam("member_id", type_=BigInteger), bindparam("inci_id", type_=BigInteger)
    r, counters = InciReaction, INCI_REACTIONS.counters
    target = select(Inci.id, Inci.like_count, Inci.dislike_count).where(Inci.id == inci_id).cte("target")
    mine = select(r.kind).where(r.user_id == user_id, r.inci_id == inci_id).cte("mine")
    want: ColumnElement[bool] = (not_(exists(select(mine.c.kind).where(mine.c.kind == kind))) if action is None
                                 else literal(bool(action)))
    decided = select(want.label("want")).cte("decided")
    wants = select(decided.c.want).scalar_subquery()
    gone = (delete(r).where(r.user_id == user_id, r.inci_id.in_(select(target.c.id)),
                            or_(and_(wants, r.kind == OPPOSITE[kind]), and_(not_(wants), r.kind == kind)))
            .returning(r.inci_id, r.kind).cte("gone"))
    new = (pg_insert(r).from_select(["user_id", "inci_id", "kind", "created_at"],
                                    select(user_id, target.c.id, literal(kind), func.now()).where(wants))
           .on_conflict_do_nothing().returning(r.inci_id, r.kind).cte("new"))
    moves = union_all(select(gone.c.inci_id, gone.c.kind, literal(-1).label("step")),
                      select(new.c.inci_id, new.c.kind, literal(1))).cte("moves")
    steps = select(moves.c.inci_id, *[func.coalesce(func.sum(moves.c.step).filter(moves.c.kind == k), 0).label(k)
                                      for k in counters]).group_by(moves.c.inci_id).cte("steps")
    counted = (update(Inci).where(Inci.id == steps.c.inci_id)
               .values({column: func.greatest(column + steps.c[k], 0) for k, column in counters.items()})
               .returning(Inci.id, *counters.values()).cte("counted"))
    outbox = touch_cte("inci", select(counted.c.id))
    after = union_all(select(counted.c.like_count, counted.c.dislike_count),
                      select(target.c.like_count, target.c.dislike_count).where(~exists(select(counted.c.id)))
                      ).subquery()
    return select(
        exists(select(target.c.id)),
        select(func.array_agg(mine.c.kind)).scalar_subquery(),
        wants,
        select(after.c.like_count).scalar_subquery(),
        select(after.c.dislike_count).scalar_subquery(),
        touched_ids(outbox),
    ).add_cte(decided, gone, new, counted, outbox)


def incis_reacted(session: Session, user_id: int, kind: str, params: PageParams) -> tuple[list[Inci], int]:
    stmt = (select(Inci).join(InciReaction, InciReaction.inci_id == Inci.id)
            .where(InciReaction.user_id == user_id, InciReaction.kind == kind)
            .order_by(InciReaction.created_at.desc(), Inci.id.desc()))
    return paginate(session, stmt, params)


# --- products by ingredient -----------------------------------------------------------------------


def _holds(inci_ids: Sequence[int], *, listed_only: bool):  # type: ignore[no-untyped-def]
    cond = [ProductIngredient.product_id == Product.id, ProductIngredient.inci_id.in_(list(inci_ids))]
    if listed_only:
        cond.append(ProductIngredient.may_contain.is_(False))
    return exists().where(*cond)


def products_containing(session: Session, inci_id: int, viewer_id: int | None, params: PageParams
                        ) -> tuple[list[CardRow], int]:
    stmt = (card_select().where(visible_product(viewer_id), _holds([inci_id], listed_only=False))
            .order_by(Product.review_count.desc(), Product.id))
    return page_of_cards(session, stmt, params)


def category_subtree_ids(session: Session, category: int | str) -> list[int]:
    """Ids of the category (by id, name or full path) and of every category below it."""
    if isinstance(category, int):
        roots = list(session.scalars(select(Category).where(Category.id == category)))
    else:
        key = category.strip().lower()
        roots = list(session.scalars(select(Category).where(
            or_(func.lower(Category.name) == key, func.lower(Category.path) == key))))
    ids: set[int] = set()
    for root in roots:
        ids.add(root.id)
        ids.update(session.scalars(select(Category.id).where(Category.path.startswith(f"{root.path} > ", autoescape=True))))
    return sorted(ids)


def match_products(session: Session, include_groups: Sequence[Sequence[int]], exclude_ids: Sequence[int],
                   category_ids: Sequence[int] | None, viewer_id: int | None, params: PageParams
                   ) -> tuple[list[CardRow], int]:
    """Products holding one INCI of every include group (on the label, not in 'may contain') and none of the
    excluded ones (a 'may contain' entry counts: an avoid list must be safe)."""
    stmt = card_select().where(visible_product(viewer_id))
    for group in include_groups:
        stmt = stmt.where(_holds(group, listed_only=True))
    if exclude_ids:
        stmt = stmt.where(~_holds(exclude_ids, listed_only=False))
    if category_ids is not None:
        stmt = stmt.where(Product.category_id.in_(list(category_ids)))
    stmt = stmt.order_by(Product.review_count.desc(), Product.id)
    return page_of_cards(session, stmt, params)


def incis_in_catalog(session: Session, inci_ids: Sequence[int]) -> set[int]:
    """Which of these INCI ids at least one product ingredient carries."""
    if not inci_ids:
        return set()
    return set(session.scalars(select(ProductIngredient.inci_id).where(
        ProductIngredient.inci_id.in_(list(inci_ids))).distinct()))
