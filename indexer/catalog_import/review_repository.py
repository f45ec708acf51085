"""Queries of the review import (the only select()s it runs)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.orm import Session

from api.models import Product, Review, SocialAccount, User
from api.reviews.service import refresh_ratings as refresh_group_aware


def product_ids(session: Session, source: str, source_ids: Iterable[str]) -> dict[str, int]:
    keys = list(set(source_ids))
    found: dict[str, int] = {}
    for i in range(0, len(keys), 1000):
        rows = session.execute(select(Product.source_id, Product.id)
                               .where(Product.source == source, Product.source_id.in_(keys[i:i + 1000])))
        found.update({sid: pid for sid, pid in rows})
    return found


def imported_authors(session: Session, provider: str) -> dict[str, int]:
    rows = session.execute(select(SocialAccount.provider_user_id, SocialAccount.user_id)
                           .where(SocialAccount.provider == provider))
    return {external: user_id for external, user_id in rows}


def add_authors(session: Session, provider: str, users: dict[str, dict[str, Any]]) -> dict[str, int]:
    """Insert imported accounts (a batch) and their external ids; answers external id → user id."""
    if not users:
        return {}
    externals = list(users)
    ids = session.execute(insert(User).returning(User.id, sort_by_parameter_order=True),
                          [users[e] for e in externals]).scalars().all()
    session.execute(insert(SocialAccount), [{"user_id": uid, "provider": provider, "provider_user_id": e}
                                            for e, uid in zip(externals, ids, strict=True)])
    return dict(zip(externals, ids, strict=True))


def existing_reviews(session: Session, source: str) -> dict[str, dict[str, Any]]:
    cols = (Review.id, Review.source_id, Review.user_id, Review.product_id, Review.rating, Review.title,
            Review.content, Review.skin_type, Review.would_repurchase, Review.received_free)
    rows = session.execute(select(*cols).where(Review.source == source)).mappings()
    return {r["source_id"]: dict(r) for r in rows}


def insert_reviews(session: Session, rows: Sequence[dict[str, Any]]) -> None:
    if rows:
        session.execute(insert(Review), list(rows))


def update_reviews(session: Session, rows: Sequence[dict[str, Any]]) -> None:
    if rows:
        session.execute(update(Review), list(rows))  # bulk UPDATE by primary key


def refresh_ratings(session: Session, product_ids: Iterable[int]) -> None:
    """Products' rating_avg / review_count from their public reviews, over each product's group (the rule of
    api/reviews: a review belongs to the product at every retailer)."""
    ids = sorted(set(product_ids))
    for i in range(0, len(ids), 1000):
        refresh_group_aware(session, ids[i:i + 1000])
