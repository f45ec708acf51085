"""The member's own rows about a set of products and reviews, one query each."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.models import Product, ProductRating, ProductReaction, Shelf, ShelfItem


def listings_of(session: Session, product_ids: Sequence[int]) -> dict[int, set[int]]:
    """Each product's listings (itself and its group's), one query: a reaction, rating or shelf on any listing is the
    member's on the product (issue 23)."""
    own = {pid: {pid} for pid in product_ids}
    group_of = {pid: gid for pid, gid in session.execute(select(Product.id, Product.group_id)
                                                          .where(Product.id.in_(list(product_ids))))}
    groups = {gid for gid in group_of.values() if gid is not None}
    if groups:
        by_group: dict[int, set[int]] = defaultdict(set)
        for pid, gid in session.execute(select(Product.id, Product.group_id).where(Product.group_id.in_(groups))):
            if gid is not None:
                by_group[gid].add(pid)
        for pid, gid in group_of.items():
            if gid is not None:
                own[pid] |= by_group[gid]
    return own


def reactions(session: Session, user_id: int, product_ids: set[int]) -> dict[int, set[str]]:
    found: dict[int, set[str]] = defaultdict(set)
    for pid, kind in session.execute(select(ProductReaction.product_id, ProductReaction.kind).where(
            ProductReaction.user_id == user_id, ProductReaction.product_id.in_(product_ids))):
        found[pid].add(kind)
    return found


def ratings(session: Session, user_id: int, product_ids: set[int]) -> dict[int, float]:
    return {pid: rating for pid, rating in session.execute(
        select(ProductRating.product_id, ProductRating.general_rating).where(
            ProductRating.user_id == user_id, ProductRating.product_id.in_(product_ids),
            ProductRating.general_rating.is_not(None))) if rating is not None}


def shelves(session: Session, user_id: int, product_ids: set[int]) -> list[tuple[int, int]]:
    """(product id, shelf id) of the member's shelves holding these listings, newest shelf first."""
    return [(pid, sid) for pid, sid in session.execute(
        select(ShelfItem.product_id, Shelf.id).join(Shelf, Shelf.id == ShelfItem.shelf_id)
        .where(Shelf.user_id == user_id, ShelfItem.product_id.in_(product_ids))
        .order_by(Shelf.created_at.desc(), Shelf.id.desc()))]
