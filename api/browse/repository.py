"""Browse queries: seeded random orders (stable while paging), followed members' content, labels."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Integer, Select, String, case, func, literal, select, union_all
from sqlalchemy.orm import Session

from api.content.kinds import KINDS
from api.content.repository import visible
from api.models import Brand, Dupe, Follow, Product, ProductFeedback, Review, Routine, User
from api.paging import PageParams, paginate
from api.products.repository import shown_product
from api.products.schemas import AWAITING_REVIEW

# A seeded hash of the id: a random-looking order that is the same on every page. The multiplicative step alone
# (id * K + seed) only ROTATED one fixed cyclic order as the seed changed (seeds 7 and 8 gave the same sequence from
# another start; the daily default barely reshuffled); squaring modulo a second prime mixes the seed in
# non-linearly. Every product stays < 2^62 in 64-bit integers on PostgreSQL and SQLite.
_PRIME = 4294967291
_MERSENNE = 2147483647


def _shuffle_key(id_col: Any, seed: int) -> Any:
    mixed = (id_col * 2654435761 + seed) % _PRIME % _MERSENNE
    return (mixed * mixed + seed) % _MERSENNE


def _content_selects(seed: int, authors: Any = None, viewer_id: int | None = None) -> dict[str, Select[Any]]:
    """One select per content kind with the same columns; `authors` restricts to those members. A product only its
    submitter may see is named "A product awaiting review" to everyone else (`product_placeholder`)."""
    parts = {}
    no_rating = literal(None, Integer)
    for kind, model, title, body, rating, product in (
        ("review", Review, Review.title, Review.content, Review.rating, Review.product_id),
        ("routine", Routine, Routine.title, Routine.description, no_rating, None),
        ("dupe", Dupe, Dupe.title, Dupe.description, no_rating, Dupe.original_product_id),
        ("feedback", ProductFeedback, ProductFeedback.feedback_title, ProductFeedback.feedback_text, no_rating,
         ProductFeedback.product_id),
    ):
        # The product a card is about (a review's, a feedback post's, a dupe's original; none for a routine).
        shown = shown_product(viewer_id)
        product_cols = ((Product.id.label("product_id"),
                         case((shown, Product.name), else_=literal(AWAITING_REVIEW)).label("product_name"),
                         case((shown, literal(False)), else_=literal(True)).label("product_placeholder"))
                        if product is not None
                        else (literal(None, Integer).label("product_id"), literal(None, String).label("product_name"),
                              literal(False).label("product_placeholder")))
        stmt = (
            select(literal(kind).label("type"), model.id.label("id"), title.label("title"),
                   func.substr(body, 1, 240).label("excerpt"), model.user_id.label("author_id"),
                   User.nickname.label("author_nickname"), model.like_count.label("like_count"),
                   model.created_at.label("created_at"), rating.label("rating"), *product_cols,
                   _shuffle_key(model.id, seed).label("shuffle"))
            .join(User, User.id == model.user_id)
            .where(visible(KINDS[kind], None), User.deleted_at.is_(None))  # public (feedback: and accepted)
        )
        if product is not None:
            stmt = stmt.outerjoin(Product, Product.id == product).outerjoin(Brand, Brand.id == Product.brand_id)
        parts[kind] = stmt if authors is None else stmt.where(model.user_id.in_(authors))
    return parts


def _page_of(session: Session, stmt: Any, order: list[str], params: PageParams) -> tuple[list[Any], int]:
    sub = stmt.subquery()
    return paginate(session, select(sub).order_by(*[sub.c[o] for o in order]), params)


def random_content(session: Session, params: PageParams, seed: int) -> tuple[list[Any], int]:
    return _page_of(session, union_all(*_content_selects(seed).values()), ["shuffle", "type", "id"], params)


def followed_content(session: Session, viewer_id: int, params: PageParams) -> tuple[list[Any], int]:
    followed = select(Follow.followed_id).where(Follow.follower_id == viewer_id)
    sub = union_all(*_content_selects(0, authors=followed, viewer_id=viewer_id).values()).subquery()
    return paginate(session, select(sub).order_by(sub.c.created_at.desc(), sub.c.type, sub.c.id.desc()), params)


def shuffled_product_ids(session: Session, seed: int) -> list[int]:
    """The ids of the active products that have a card (a brand), in a seeded shuffle (api/browse/shuffle.py
    pages through it)."""
    return list(session.scalars(
        select(Product.id).join(Brand, Brand.id == Product.brand_id).where(Product.status == "active")
        .order_by(_shuffle_key(Product.id, seed), Product.id)))


def random_content_of(session: Session, kind: str, params: PageParams, seed: int) -> tuple[list[Any], int]:
    return _page_of(session, _content_selects(seed)[kind], ["shuffle", "id"], params)


def brand_labels(session: Session, size: int) -> list[Any]:
    return list(session.execute(
        select(Brand.id, Brand.name, func.count(Product.id).label("n"))
        .join(Product, Product.brand_id == Brand.id)
        .where(Brand.status == "active", Product.status == "active")
        .group_by(Brand.id, Brand.name)
        .order_by(func.count(Product.id).desc(), Brand.id)
        .limit(size)
    ).all())
