"""Review queries (the only select()s of reviews)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from api.catalog.queries import visible_product
from api.content import repository as content
from api.content.kinds import REVIEW
from api.db.json_lists import json_list_has_any
from api.models import Product, Review, User
from api.product_groups.repository import same_product_ids
from api.reviews.schemas import ReviewOrder

ORDERS: dict[str, tuple[Any, ...]] = {
    "newest": (Review.created_at.desc(), Review.id.desc()),
    "helpful": (Review.like_count.desc(), Review.created_at.desc(), Review.id.desc()),
    "rating_high": (Review.rating.desc(), Review.created_at.desc(), Review.id.desc()),
    "rating_low": (Review.rating.asc(), Review.created_at.desc(), Review.id.desc()),
}


def visible_product_exists(session: Session, product_id: int, viewer_id: int | None) -> bool:
    return session.scalar(select(Product.id).where(Product.id == product_id, visible_product(viewer_id))) is not None


def of_product(product_id: int, viewer_id: int | None, order: ReviewOrder, skin_type: str | None,
               concerns: Sequence[str]) -> Select[Any]:
    # A review written on one listing shows on every listing of its product (its group, issue 23).
    stmt = content.with_author(REVIEW).where(Review.product_id.in_(same_product_ids(product_id)),
                                             content.visible(REVIEW, viewer_id))
    if skin_type:
        stmt = stmt.where(Review.skin_type == skin_type)
    if concerns:
        # Reviewers who shared at least one of these concerns when they wrote.
        stmt = stmt.where(json_list_has_any(Review.concerns, concerns))
    return stmt.order_by(*ORDERS[order])


ProductKey = tuple[str, int]  # ("g", group id) for a grouped listing, ("p", product id) for one on its own


def product_keys(session: Session, product_ids: Iterable[int]) -> dict[int, ProductKey]:
    """{listing id: the product it is a listing of} for these listings and every listing grouped with them (two
    queries): what members rate and review is the product, whichever listing they wrote on (issue 23)."""
    ids = list(set(product_ids))
    if not ids:
        return {}
    groups = dict(session.execute(select(Product.id, Product.group_id).where(Product.id.in_(ids))).all())
    group_ids = {g for g in groups.values() if g is not None}
    members = {pid: gid for pid, gid in session.execute(
        select(Product.id, Product.group_id).where(Product.group_id.in_(group_ids)))} if group_ids else {}
    return {pid: (("g", gid) if gid is not None else ("p", pid)) for pid, gid in {**groups, **members}.items()}


def ratings_by_group(session: Session, product_ids: Sequence[int]) -> dict[int, tuple[float | None, int]]:
    """{product id: (average, count)} of the ratings of public reviews by existing members (what everyone may see)
    written on any listing of each product's group, for these products and every listing grouped with them."""
    key_of = product_keys(session, product_ids)
    if not key_of:
        return {}
    sums: dict[tuple[str, int], tuple[float, int]] = {}
    rows = session.execute(
        select(Review.product_id, func.sum(Review.rating), func.count(Review.rating))
        .join(User, User.id == Review.user_id)
        .where(Review.product_id.in_(list(key_of)), content.visible(REVIEW, None), Review.rating.is_not(None),
               User.deleted_at.is_(None))
        .group_by(Review.product_id))
    for pid, total, count in rows:
        before = sums.get(key_of[int(pid)], (0.0, 0))
        sums[key_of[int(pid)]] = (before[0] + float(total or 0), before[1] + int(count or 0))
    out: dict[int, tuple[float | None, int]] = {}
    for pid, key in key_of.items():
        summed, n = sums.get(key, (0.0, 0))
        out[pid] = (round(summed / n, 2) if n else None), n
    return out


def members_review_stars(session: Session, product_ids: Sequence[int]) -> list[tuple[int, int, float]]:
    """(product, member, average stars of the member's public reviews of it): imported reviews left out (their
    authors are the retailer's reviewers), members who left too."""
    rows = session.execute(
        select(Review.product_id, Review.user_id, func.avg(Review.rating))
        .join(User, User.id == Review.user_id)
        .where(Review.product_id.in_(product_ids), content.visible(REVIEW, None), Review.source.is_(None),
               Review.rating.is_not(None), User.deleted_at.is_(None))
        .group_by(Review.product_id, Review.user_id))
    return [(int(p), int(u), float(stars)) for p, u, stars in rows]


def product(session: Session, product_id: int) -> Product | None:
    return session.get(Product, product_id)


def products_by_id(session: Session, ids: Sequence[int]) -> list[Product]:
    return list(session.scalars(select(Product).where(Product.id.in_(list(ids))))) if ids else []


def group_member_ids(session: Session, group_ids: Sequence[int]) -> list[int]:
    if not group_ids:
        return []
    return list(session.scalars(select(Product.id).where(Product.group_id.in_(list(group_ids)))))


def by_id(session: Session, review_id: int) -> Review | None:
    return session.get(Review, review_id)


def rows_of(session: Session, stmt: Select[Any]) -> list[tuple[Review, User]]:
    return [(r[0], r[1]) for r in session.execute(stmt).all()]
