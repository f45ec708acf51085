"""Queries of the ingredient (INCI) area (the only place with select())."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import exists, func, or_, select
from sqlalchemy.orm import Session

from api.catalog.queries import CardRow, card_select, page_of_cards, visible_product
from api.db.reactions import CountedReactions
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
