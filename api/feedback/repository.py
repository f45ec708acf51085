"""Rating and feedback queries (the only select()s of the feature)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import Select, delete, func, insert, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from api.catalog.queries import visible_product
from api.content import repository as content
from api.content.kinds import FEEDBACK
from api.models import (
    Brand,
    Category,
    Product,
    ProductFeedback,
    ProductRating,
    ProductRatingValue,
    RatingCriterion,
    User,
)

# (set key, criteria name, value) of one rating
StoredValue = tuple[str, str, float | None]


def product(session: Session, product_id: int, viewer_id: int | None) -> tuple[Product, Brand, Category | None] | None:
    row = session.execute(
        select(Product, Brand, Category).join(Brand, Brand.id == Product.brand_id)
        .outerjoin(Category, Category.id == Product.category_id)
        .where(Product.id == product_id, visible_product(viewer_id))
    ).first()
    return (row[0], row[1], row[2]) if row else None


def categories_named(session: Session, name: str, limit: int = 50) -> list[Category]:
    """Categories whose full path, or else whose own name, is `name` (case-insensitive)."""
    folded = name.strip().lower()
    by_path = list(session.scalars(select(Category).where(func.lower(Category.path) == folded)))
    if by_path:
        return by_path
    return list(session.scalars(select(Category).where(func.lower(Category.name) == folded)
                                .order_by(Category.depth, Category.id).limit(limit)))


# --- criteria rows ----------------------------------------------------------------------------------

def criterion_ids(session: Session, set_key: str) -> dict[str, int]:
    rows = session.execute(select(RatingCriterion.criteria_name, RatingCriterion.id)
                           .where(RatingCriterion.category_name == set_key))
    return {name: cid for name, cid in rows}


def insert_criteria(session: Session, set_key: str, names: Sequence[str]) -> None:
    """Seed criteria rows idempotently: concurrent first ratings of a set may both insert; one wins quietly."""
    rows = [{"category_name": set_key, "criteria_name": n, "position": i} for i, n in enumerate(names)]
    dialect = session.get_bind().dialect.name
    stmt: Any = (pg_insert(RatingCriterion) if dialect == "postgresql" else sqlite_insert(RatingCriterion))
    session.execute(stmt.values(rows).on_conflict_do_nothing(index_elements=["category_name", "criteria_name"]))


# --- a member's rating ------------------------------------------------------------------------------

def rating_of(session: Session, user_id: int, product_id: int, *, lock: bool = False) -> ProductRating | None:
    """The member's rating of a product; `lock` holds its row until commit (PostgreSQL), so concurrent
    resubmissions replace its values one after the other (SQLite's write transactions are serial anyway)."""
    stmt = select(ProductRating).where(ProductRating.user_id == user_id, ProductRating.product_id == product_id)
    return session.scalar(stmt.with_for_update() if lock else stmt)


def delete_rating(session: Session, rating_id: int) -> None:
    session.execute(delete(ProductRating).where(ProductRating.id == rating_id))  # its values go by cascade


def replace_values(session: Session, rating_id: int, values: Sequence[tuple[int, float | None]]) -> None:
    session.execute(delete(ProductRatingValue).where(ProductRatingValue.rating_id == rating_id))
    if values:
        session.execute(insert(ProductRatingValue), [{"rating_id": rating_id, "criterion_id": c, "rating_value": v}
                                                     for c, v in values])


def values_of(session: Session, rating_ids: Sequence[int]) -> dict[int, list[StoredValue]]:
    if not rating_ids:
        return {}
    rows = session.execute(
        select(ProductRatingValue.rating_id, RatingCriterion.category_name, RatingCriterion.criteria_name,
               ProductRatingValue.rating_value)
        .join(RatingCriterion, RatingCriterion.id == ProductRatingValue.criterion_id)
        .where(ProductRatingValue.rating_id.in_(list(set(rating_ids))))
        .order_by(ProductRatingValue.rating_id, RatingCriterion.position, RatingCriterion.id))
    found: dict[int, list[StoredValue]] = {}
    for rating_id, set_key, name, value in rows:
        found.setdefault(rating_id, []).append((set_key, name, value))
    return found


def ratings(session: Session, ids: Sequence[int]) -> dict[int, ProductRating]:
    if not ids:
        return {}
    return {r.id: r for r in session.scalars(select(ProductRating).where(ProductRating.id.in_(list(set(ids)))))}


# --- feedback posts ---------------------------------------------------------------------------------

def feedback_of(session: Session, user_id: int, product_id: int) -> ProductFeedback | None:
    """The member's one feedback post on a product (the oldest, should an old race have made two)."""
    return session.scalar(select(ProductFeedback).where(ProductFeedback.user_id == user_id,
                                                        ProductFeedback.product_id == product_id)
                          .order_by(ProductFeedback.id).limit(1))


def of_product(product_id: int, viewer_id: int | None) -> Select[Any]:
    return (content.with_author(FEEDBACK)
            .where(ProductFeedback.product_id == product_id, content.visible(FEEDBACK, viewer_id))
            .order_by(ProductFeedback.created_at.desc(), ProductFeedback.id.desc()))


# --- the product's averages -------------------------------------------------------------------------

def _public_ratings(product_id: int) -> Select[Any]:
    """Ratings of a product whose feedback post everyone can see (the one visibility rule of api/content)."""
    return (select(ProductRating.id)
            .join(ProductFeedback, ProductFeedback.rating_id == ProductRating.id)
            .join(User, User.id == ProductFeedback.user_id)
            .where(ProductRating.product_id == product_id, content.visible(FEEDBACK, None), User.deleted_at.is_(None)))


def public_overall_ratings(session: Session, product_ids: Sequence[int]) -> list[tuple[int, int, float]]:
    """(product, member, overall rating) of the ratings whose feedback post everyone can see."""
    rows = session.execute(
        select(ProductRating.product_id, ProductRating.user_id, ProductRating.general_rating)
        .join(ProductFeedback, ProductFeedback.rating_id == ProductRating.id)
        .join(User, User.id == ProductFeedback.user_id)
        .where(ProductRating.product_id.in_(product_ids), ProductRating.general_rating.is_not(None),
               content.visible(FEEDBACK, None), User.deleted_at.is_(None)))
    return [(int(p), int(u), float(stars or 0)) for p, u, stars in rows]  # never null: filtered


def general_average(session: Session, product_id: int) -> tuple[float | None, int]:
    public = _public_ratings(product_id).subquery()
    avg, count = session.execute(select(func.avg(ProductRating.general_rating), func.count(ProductRating.general_rating))
                                 .where(ProductRating.id.in_(select(public.c.id)))).one()
    return (float(avg) if avg is not None else None), int(count or 0)


def criteria_averages(session: Session, product_id: int, set_key: str) -> dict[str, tuple[float | None, int]]:
    public = _public_ratings(product_id).subquery()
    rows = session.execute(
        select(RatingCriterion.criteria_name, func.avg(ProductRatingValue.rating_value),
               func.count(ProductRatingValue.rating_value))
        .join(RatingCriterion, RatingCriterion.id == ProductRatingValue.criterion_id)
        .where(ProductRatingValue.rating_id.in_(select(public.c.id)), RatingCriterion.category_name == set_key)
        .group_by(RatingCriterion.criteria_name))
    return {name: ((float(avg) if avg is not None else None), int(count or 0)) for name, avg, count in rows}


def product_exists(session: Session, product_id: int) -> bool:
    return session.scalar(select(Product.id).where(Product.id == product_id)) is not None
