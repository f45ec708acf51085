"""Review queries (the only select()s of reviews)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Select, Text, cast, func, or_, select
from sqlalchemy.orm import Session

from api.content import repository as content
from api.content.kinds import REVIEW
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
        # Reviewers who shared at least one of these concerns when they wrote (JSON lists differ by dialect,
        # so match the quoted value in the stored text).
        text = cast(Review.concerns, Text)
        stmt = stmt.where(or_(*[text.like(f'%"{c}"%') for c in concerns]))
    return stmt.order_by(*ORDERS[order])


def rating_summary(session: Session, product_id: int) -> tuple[float | None, int]:
    """Average and count of the ratings of public reviews by existing members (what everyone may see)."""
    row = session.execute(
        select(func.avg(Review.rating), func.count(Review.rating))
        .join(User, User.id == Review.user_id)
        .where(Review.product_id == product_id, Review.is_private.is_(False), Review.rating.is_not(None),
               User.deleted_at.is_(None))
    ).one()
    avg, count = row
    return (round(float(avg), 2) if avg is not None else None), int(count or 0)


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


def by_id(session: Session, review_id: int) -> Review | None:
    return session.get(Review, review_id)


def rows_of(session: Session, stmt: Select[Any]) -> list[tuple[Review, User]]:
    return [(r[0], r[1]) for r in session.execute(stmt).all()]
