"""Browse lists of reviews and routines: who may ask for what, and rows into cards."""

from __future__ import annotations

import math
from typing import Any

from sqlalchemy.orm import Session

from api.browse import repository
from api.browse.repository import ContentFilters, Near
from api.browse.schemas import ContentCard
from api.cities.service import EARTH_RADIUS_KM
from api.errors import BusinessError, NotAuthenticated, NotFound
from api.models import City, User
from api.paging import PageParams


def cards(rows: list[Any], near: Near | None = None) -> list[ContentCard]:
    return [ContentCard(type=r.type, id=r.id, **{f"{r.type}_id": r.id}, title=r.title or "", excerpt=r.excerpt or "",
                        author_id=r.author_id, author_nickname=r.author_nickname, like_count=r.like_count,
                        created_at=r.created_at, rating=r.rating, product_id=r.product_id,
                        product_name=r.product_name, product_placeholder=bool(r.product_placeholder),
                        skin_type=r.skin_type, concerns=list(r.concerns or []),
                        author_city=f"{r.city_name}, {r.city_country}" if r.city_name else None,
                        distance_km=(round(distance_km(near.lat, near.lng, r.city_lat, r.city_lng), 1)
                                     if near is not None and r.city_lat is not None else None))
            for r in rows]


def distance_km(lat1: float, lng1: float, lat2: float, lng2: float) -> float:
    """Great-circle distance (haversine)."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    a = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lng2 - lng1) / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(a)))


def viewer_near(session: Session, viewer: User | None, km: float | None) -> Near:
    """Where "near me" is measured from: the signed-in member's city (chosen on their profile)."""
    if viewer is None:
        raise NotAuthenticated("Sign in to see members near you.")
    city = session.get(City, viewer.city_id) if viewer.city_id is not None else None
    if city is None:
        raise BusinessError("Choose your city on your profile to see members near you.", code="no_city")
    return Near(lat=city.latitude, lng=city.longitude, km=km)


def content_list(session: Session, kind: str, viewer: User | None, params: PageParams, seed: int, *,
                 order: str, skin_type: str | None, concerns: list[str], category_id: int | None,
                 near_km: int | None) -> tuple[list[ContentCard], int]:
    category_ids = None
    if category_id is not None:
        category_ids = repository.category_subtree(session, category_id)
        if category_ids is None:
            raise NotFound("That category")
    near = viewer_near(session, viewer, near_km) if near_km is not None or order == "nearest" else None
    filters = ContentFilters(skin_type=skin_type, concerns=tuple(concerns), category_ids=category_ids, near=near,
                             order=order)
    rows, total = repository.content_list(session, kind, filters, params, seed)
    return cards(rows, near), total
