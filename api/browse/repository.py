"""Browse queries: seeded random orders (stable while paging), filtered lists of reviews and routines, followed
members' content, categories, labels."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Integer, Select, String, case, exists, func, literal, select, union_all
from sqlalchemy.orm import Session

from api.catalog.queries import product_count, shown_product, visible_product
from api.catalog.schemas import AWAITING_REVIEW
from api.content.kinds import KINDS
from api.content.repository import visible
from api.db.json_lists import json_list_has_any
from api.models import (
    Brand,
    Category,
    City,
    Dupe,
    Follow,
    Product,
    ProductFeedback,
    Review,
    Routine,
    RoutineProduct,
    User,
)
from api.paging import PageParams, paginate

# A seeded hash of the id: a random-looking order that is the same on every page. The multiplicative step alone
# (id * K + seed) only ROTATED one fixed cyclic order as the seed changed (seeds 7 and 8 gave the same sequence from
# another start; the daily default barely reshuffled); squaring modulo a second prime mixes the seed in
# non-linearly. Every product stays < 2^62 in 64-bit integers on PostgreSQL and SQLite.
_PRIME = 4294967291
_MERSENNE = 2147483647


def _shuffle_key(id_col: Any, seed: int) -> Any:
    mixed = (id_col * 2654435761 + seed) % _PRIME % _MERSENNE
    return (mixed * mixed + seed) % _MERSENNE


def _content_select(kind: str, seed: int, viewer_id: int | None = None) -> Select[Any]:
    """The public items of one content kind as card columns; every kind has the same columns (they are unioned).
    A product only its submitter may see is named "A product awaiting review" to everyone else
    (`product_placeholder`). The author's city comes along (outer join) for "members near me"."""
    columns: dict[str, tuple[Any, ...]] = {
        "review": (Review, Review.title, Review.content, Review.rating, Review.product_id, Review.skin_type,
                   Review.concerns),
        "routine": (Routine, Routine.title, Routine.description, None, None, User.skin_type, User.concerns),
        "dupe": (Dupe, Dupe.title, Dupe.description, None, Dupe.original_product_id, User.skin_type, User.concerns),
        "feedback": (ProductFeedback, ProductFeedback.feedback_title, ProductFeedback.feedback_text, None,
                     ProductFeedback.product_id, User.skin_type, User.concerns),
    }
    model, title, body, rating, product, skin_type, concerns = columns[kind]
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
               model.created_at.label("created_at"), (rating if rating is not None else literal(None, Integer))
               .label("rating"), *product_cols, skin_type.label("skin_type"), concerns.label("concerns"),
               City.name.label("city_name"), City.country_code.label("city_country"),
               City.latitude.label("city_lat"), City.longitude.label("city_lng"),
               _shuffle_key(model.id, seed).label("shuffle"))
        .join(User, User.id == model.user_id)
        .outerjoin(City, City.id == User.city_id)
        .where(visible(KINDS[kind], None), User.deleted_at.is_(None))  # public (feedback: and accepted)
    )
    if product is not None:
        stmt = stmt.outerjoin(Product, Product.id == product).outerjoin(Brand, Brand.id == Product.brand_id)
    return stmt


def _content_selects(seed: int, authors: Any = None, viewer_id: int | None = None) -> dict[str, Select[Any]]:
    """One select per content kind with the same columns; `authors` restricts to those members."""
    parts = {}
    for kind in ("review", "routine", "dupe", "feedback"):
        stmt = _content_select(kind, seed, viewer_id)
        parts[kind] = stmt if authors is None else stmt.where(KINDS[kind].model.user_id.in_(authors))
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


@dataclass(frozen=True)
class Near:
    """The viewer's city (degrees) and, for "members near me", the radius in km."""

    lat: float
    lng: float
    km: float | None = None


@dataclass(frozen=True)
class ContentFilters:
    """What a browse list of reviews or routines is narrowed to, and its order (`api.browse.schemas.BrowseOrder`)."""

    skin_type: str | None = None
    concerns: tuple[str, ...] = ()  # at least one of them
    category_ids: tuple[int, ...] | None = None  # a category and everything under it
    near: Near | None = None
    order: str = "random"


KM_PER_DEGREE = 6371.0088 * math.pi / 180


def _degrees_squared_from(near: Near) -> Any:
    """Squared distance (in degrees of latitude) from the viewer's city to the author's, flat-earth (equirectangular)
    with the longitude shrunk at the viewer's latitude: plain arithmetic, so SQLite and PostgreSQL compute the same
    without trigonometry in SQL. Within about 1% of the great circle up to a few hundred km, which is what a radius
    filter and a nearest-first order need; the distance shown is the exact one (`service.distance_km`)."""
    dlat = City.latitude - near.lat
    dlng = City.longitude - near.lng
    dlng = case((dlng > 180, dlng - 360), (dlng < -180, dlng + 360), else_=dlng)  # across the date line
    shrink = math.cos(math.radians(near.lat))
    return dlng * dlng * (shrink * shrink) + dlat * dlat


def content_list(session: Session, kind: str, filters: ContentFilters, params: PageParams,
                 seed: int) -> tuple[list[Any], int]:
    """A page of one kind's public items (reviews or routines) narrowed and ordered as `filters` say."""
    model = KINDS[kind].model
    stmt = _content_select(kind, seed)
    skin_col, concerns_col = (Review.skin_type, Review.concerns) if kind == "review" else (User.skin_type,
                                                                                          User.concerns)
    if filters.skin_type:
        stmt = stmt.where(skin_col == filters.skin_type)
    if filters.concerns:
        stmt = stmt.where(json_list_has_any(concerns_col, filters.concerns))
    if filters.category_ids is not None:
        in_category = Product.category_id.in_(filters.category_ids)
        if kind == "review":
            stmt = stmt.where(in_category, visible_product(None))
        else:  # a routine with a step in the category
            stmt = stmt.where(exists(select(RoutineProduct.routine_id)
                                     .join(Product, Product.id == RoutineProduct.product_id)
                                     .where(RoutineProduct.routine_id == Routine.id, in_category,
                                            visible_product(None))))
    distance = _degrees_squared_from(filters.near) if filters.near is not None else None
    if distance is not None and filters.near is not None and filters.near.km is not None:
        stmt = stmt.where(City.id.is_not(None), distance <= (filters.near.km / KM_PER_DEGREE) ** 2)
    newest = (model.created_at.desc(), model.id.desc())
    order: tuple[Any, ...] = {
        "newest": newest,
        "helpful": (model.like_count.desc(), *newest),
        "random": (_shuffle_key(model.id, seed), model.id),
    }.get(filters.order, newest)
    if filters.order == "nearest" and distance is not None:
        order = (case((City.id.is_(None), 1), else_=0), distance, *newest)  # members without a city last
    return paginate(session, stmt.order_by(*order), params)


def category_subtree(session: Session, category_id: int) -> tuple[int, ...] | None:
    """The category and every category under it (by path), or None when there is no such category."""
    path = session.scalar(select(Category.path).where(Category.id == category_id))
    if path is None:
        return None
    return tuple(session.scalars(select(Category.id).where(
        (Category.path == path) | Category.path.startswith(f"{path} > ", autoescape=True))))


def categories(session: Session, max_depth: int) -> list[Category]:
    return list(session.scalars(select(Category).where(Category.depth <= max_depth).order_by(Category.path)))


def brand_labels(session: Session, size: int) -> list[Any]:
    return list(session.execute(
        select(Brand.id, Brand.name, product_count().label("n"))
        .join(Product, Product.brand_id == Brand.id)
        .where(Brand.status == "active", Product.status == "active")
        .group_by(Brand.id, Brand.name)
        .order_by(product_count().desc(), Brand.id)
        .limit(size)
    ).all())
