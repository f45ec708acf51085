"""The member's own rows about products and reviews: those of a set of products (the route), or all of them (a
member's snapshot, api/viewer_state/snapshot.py), by the same queries."""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import Select, func, not_, select, union
from sqlalchemy.orm import Session

from api.content.kinds import REVIEW
from api.content.repository import visible
from api.models import ProductFeedback, ProductRating, ProductReaction, Review, Shelf, ShelfItem


def _limited(query: Select, limit: int | None) -> Select:
    return query if limit is None else query.limit(limit)


def reactions(session: Session, user_id: int, product_ids: set[int] | None, *,
              limit: int | None = None) -> dict[int, set[str]]:
    """Like, dislike, star by product: of these products, or (None) of every product."""
    query = select(ProductReaction.product_id, ProductReaction.kind).where(ProductReaction.user_id == user_id)
    if product_ids is not None:
        query = query.where(ProductReaction.product_id.in_(product_ids))
    found: dict[int, set[str]] = defaultdict(set)
    for pid, kind in session.execute(_limited(query, limit)):
        found[pid].add(kind)
    return found


def ratings(session: Session, user_id: int, product_ids: set[int] | None, *,
            limit: int | None = None) -> dict[int, float]:
    query = select(ProductRating.product_id, ProductRating.general_rating).where(
        ProductRating.user_id == user_id, ProductRating.general_rating.is_not(None))
    if product_ids is not None:
        query = query.where(ProductRating.product_id.in_(product_ids))
    return {pid: rating for pid, rating in session.execute(_limited(query, limit)) if rating is not None}


def shelves(session: Session, user_id: int, product_ids: set[int] | None, *,
            limit: int | None = None) -> dict[int, list[int]]:
    """The member's shelves holding each product (listing), newest shelf first."""
    query = (select(ShelfItem.product_id, Shelf.id).join(Shelf, Shelf.id == ShelfItem.shelf_id)
             .where(Shelf.user_id == user_id).order_by(Shelf.created_at.desc(), Shelf.id.desc()))
    if product_ids is not None:
        query = query.where(ShelfItem.product_id.in_(product_ids))
    found: dict[int, list[int]] = {}
    for pid, sid in session.execute(_limited(query, limit)):
        found.setdefault(pid, []).append(sid)
    return found


def review_reactions(session: Session, user_id: int, *, limit: int) -> dict[int, set[str]]:
    """Like and star by review, of every review (the route asks `content.repository.viewer_reactions` for a few)."""
    found: dict[int, set[str]] = defaultdict(set)
    for rid, kind in session.execute(select(REVIEW.reaction.target_id, REVIEW.reaction.kind)
                                     .where(REVIEW.reaction.user_id == user_id).limit(limit)):
        found[rid].add(kind)
    return found


def rated_or_posted(session: Session, user_id: int, *, limit: int) -> set[int]:
    """The products (listings) the member rated or posted about, whatever the post's state: those whose `mine`
    (`feedback.service.own_rating`, by the same two rows) is not null."""
    query = union(select(ProductRating.product_id).where(ProductRating.user_id == user_id),
                  select(ProductFeedback.product_id).where(ProductFeedback.user_id == user_id))
    return set(session.scalars(query.limit(limit)))


def unlisted_reviews(session: Session, user_id: int, product_ids: set[int] | None, *,
                     limit: int | None = None) -> dict[int, int]:
    """How many of the member's own reviews of each product (listing) others cannot see: private, or not accepted;
    of these products, or (None) of every product."""
    query = (select(Review.product_id, func.count()).where(Review.user_id == user_id, not_(visible(REVIEW, None)))
             .group_by(Review.product_id))
    if product_ids is not None:
        query = query.where(Review.product_id.in_(product_ids))
    return {pid: n for pid, n in session.execute(_limited(query, limit))}
