"""Review queries (the only select()s of reviews)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from api.content import repository as content
from api.content.kinds import REVIEW
from api.db.json_lists import json_list_has_any
from api.models import Brand, Product, Review, User
from api.products.repository import visible_product
from api.reviews.schemas import ReviewOrder

ORDERS: dict[str, tuple[Any, ...]] = {
    "newest": (Review.created_at.desc(), Review.id.desc()),
    "helpful": (Review.like_count.desc(), Review.created_at.desc(), Review.id.desc()),
    "rating_high": (Review.rating.desc(), Review.created_at.desc(), Review.id.desc()),
    "rating_low": (Review.rating.asc(), Review.created_at.desc(), Review.id.desc()),
}


def visible_product_exists(session: Session, product_id: int, viewer_id: int | None) -> bool:
    return session.scalar(select(Product.id).where(Product.id == product_id, visible_product(viewer_id))) is not None


def products(session: Session, ids: Sequence[int]) -> dict[int, tuple[Product, Brand]]:
    if not ids:
        return {}
    rows = session.execute(select(Product, Brand).join(Brand, Brand.id == Product.brand_id)
                           .where(Product.id.in_(list(set(ids))))).all()
    return {p.id: (p, b) for p, b in rows}


def of_product(product_id: int, viewer_id: int | None, order: ReviewOrder, skin_type: str | None,
               concerns: Sequence[str]) -> Select[Any]:
    stmt = content.with_author(REVIEW).where(Review.product_id == product_id, content.visible(REVIEW, viewer_id))
    if skin_type:
        stmt = stmt.where(Review.skin_type == skin_type)
    if concerns:
        # Reviewers who shared at least one of these concerns when they wrote.
        stmt = stmt.where(json_list_has_any(Review.concerns, concerns))
    return stmt.order_by(*ORDERS[order])


def rating_summary(session: Session, product_id: int) -> tuple[float | None, int]:
    """Average and count of the ratings of public reviews by existing members (what everyone may see)."""
    row = session.execute(
        select(func.avg(Review.rating), func.count(Review.rating))
        .join(User, User.id == Review.user_id)
        .where(Review.product_id == product_id, content.visible(REVIEW, None), Review.rating.is_not(None),
               User.deleted_at.is_(None))
    ).one()
    avg, count = row
    return (round(float(avg), 2) if avg is not None else None), int(count or 0)


def product(session: Session, product_id: int) -> Product | None:
    return session.get(Product, product_id)


def by_id(session: Session, review_id: int) -> Review | None:
    return session.get(Review, review_id)


def rows_of(session: Session, stmt: Select[Any]) -> list[tuple[Review, User]]:
    return [(r[0], r[1]) for r in session.execute(stmt).all()]
