"""Dupe queries: member suggestions (the only select()s of member dupes) and the facts the same-job ranking reads."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from sqlalchemy import Select, bindparam, select
from sqlalchemy.orm import Session

from api.catalog.public_cards import PUBLIC_CARDS, PublicCards
from api.catalog.queries import CardRow, card_select, visible_product
from api.content import repository as content
from api.content.kinds import DUPE
from api.models import Brand, Category, Dupe, Inci, Product, ProductIngredient


def visible_product_ids(session: Session, ids: Sequence[int], viewer_id: int | None) -> set[int]:
    return set(session.scalars(select(Product.id).where(Product.id.in_(list(ids)), visible_product(viewer_id))))


def same_pair(session: Session, user_id: int, original_id: int, dupe_id: int) -> int | None:
    """The member's suggestion of this pair, if any (one per member and pair)."""
    return session.scalar(select(Dupe.id).where(Dupe.user_id == user_id, Dupe.original_product_id == original_id,
                                                Dupe.dupe_product_id == dupe_id))


def card_rows(session: Session, ids: Sequence[int]) -> dict[int, CardRow]:
    """Cards of the products suggestions name, whatever their status (a visible suggestion already names them)."""
    if not ids:
        return {}
    rows = session.execute(card_select().where(Product.id.in_(list(set(ids))))).all()
    return {p.id: (p, b, c) for p, b, c in rows}


def suggestions_of(session: Session, original_id: int, viewer_id: int | None) -> list[tuple[int, int, int]]:
    """(dupe product id, suggestion id, like count) of the suggestions for an original the viewer may see. The
    public ones (no viewer) are kept per process (api/catalog/public_cards.py) until a suggestion or member changes."""
    kept: PublicCards | None = session.info.get(PUBLIC_CARDS) if viewer_id is None else None
    if kept is not None:
        found = kept.suggestions(original_id)
        if found is None:
            stamp = kept.stamp()
            found = tuple(_suggestions_read(session, original_id, None))
            kept.keep_suggestions(original_id, found, stamp)
        return list(found)
    return _suggestions_read(session, original_id, viewer_id)


def _suggestions_read(session: Session, original_id: int, viewer_id: int | None) -> list[tuple[int, int, int]]:
    params = {"original_id": original_id} if viewer_id is None else {"original_id": original_id, "viewer_id": viewer_id}
    return [(int(p), int(i), int(n)) for p, i, n in session.execute(_suggestions_statement(viewer_id is not None),
                                                                    params)]


@lru_cache(maxsize=2)
def _suggestions_statement(for_member: bool) -> Select[int, int, int]:
    """Built once per kind (every dupes page asks): building the select cost more CPU than running it."""
    return (content.with_author(DUPE).with_only_columns(Dupe.dupe_product_id, Dupe.id, Dupe.like_count)
            .where(Dupe.original_product_id == bindparam("original_id"),
                   content.visible(DUPE, bindparam("viewer_id") if for_member else None))
            .order_by(Dupe.id))


def ranking_facts(session: Session) -> dict[int, tuple[str, str, str | None]]:
    """id -> (name, brand name, category path) of every active product: what the same-job ranking reads of a
    product besides its list (once per similarity model and process)."""
    rows = session.execute(select(Product.id, Product.name, Brand.name, Category.path)
                           .join(Brand, Brand.id == Product.brand_id)
                           .outerjoin(Category, Category.id == Product.category_id)
                           .where(Product.status == "active"))
    return {int(pid): (name, brand, path) for pid, name, brand, path in rows}


def declared_percents(session: Session) -> list[tuple[int, str, str | None, float]]:
    """(product id, raw name, INCI name, percent) of every stored ingredient whose label declares a concentration."""
    pi = ProductIngredient
    rows = session.execute(select(pi.product_id, pi.raw_name, Inci.name, pi.percent)
                           .outerjoin(Inci, Inci.id == pi.inci_id).where(pi.percent.is_not(None)))
    return [(int(pid), raw, inci, float(pct)) for pid, raw, inci, pct in rows if pct is not None]
