"""Browse calls (spec §7 "Browse and search"): random content and lists, followed members, labels."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from api.browse import repository
from api.browse.labels import BrandLabels
from api.browse.schemas import BrandLabel, ContentCard
from api.browse.shuffle import ShuffledProducts
from api.db.session import ReadSession
from api.db.write_route import AppRoute
from api.deps import AppSettings, CurrentUser
from api.envelope import Envelope, Page, ok
from api.paging import Paging10, build_page
from api.products.schemas import ProductListItem
from api.products.service import card

router = APIRouter(tags=["browse"], route_class=AppRoute)
SeedQuery = Annotated[int | None, Query(ge=0, le=2**31, description="Shuffle seed; default changes daily.")]
SizeQuery = Annotated[int, Query(ge=1, le=50)]


def _seed(seed: int | None) -> int:
    return seed if seed is not None else int(datetime.now(UTC).strftime("%Y%m%d"))


def _cards(rows: list[Any]) -> list[ContentCard]:
    return [ContentCard(type=r.type, id=r.id, **{f"{r.type}_id": r.id}, title=r.title or "", excerpt=r.excerpt or "",
                        author_id=r.author_id, author_nickname=r.author_nickname, like_count=r.like_count,
                        created_at=r.created_at, rating=r.rating, product_id=r.product_id,
                        product_name=r.product_name, product_placeholder=bool(r.product_placeholder)) for r in rows]


@router.get("/browse/random_content", response_model=Envelope[Page[ContentCard]])
def random_content(session: ReadSession, paging: Paging10, seed: SeedQuery = None) -> Envelope[Page[ContentCard]]:
    """Public reviews, routines, dupes and feedback in a shuffled order that is stable across pages."""
    rows, total = repository.random_content(session, paging, _seed(seed))
    return ok(build_page(_cards(rows), paging, total))


@router.get("/browse/followed_users_content", response_model=Envelope[Page[ContentCard]])
def followed_users_content(session: ReadSession, user: CurrentUser, paging: Paging10) -> Envelope[Page[ContentCard]]:
    """Newest public content of the members the viewer follows (`hasMore` says whether to page on)."""
    rows, total = repository.followed_content(session, user.id, paging)
    return ok(build_page(_cards(rows), paging, total))


@router.get("/product/random_list", response_model=Envelope[Page[ProductListItem]])
def product_random_list(request: Request, session: ReadSession, settings: AppSettings, paging: Paging10,
                        seed: SeedQuery = None) -> Envelope[Page[ProductListItem]]:
    """Active products as product cards in a shuffled order that is stable across pages (same seed)."""
    shuffled = getattr(request.app.state, "shuffled_products", None)
    if shuffled is None:
        shuffled = request.app.state.shuffled_products = ShuffledProducts(settings.random_list_ttl)
    rows, total = shuffled.page(session, paging, _seed(seed))
    return ok(build_page([card(p, b, c, None) for p, b, c in rows], paging, total))


def _random_kind(kind: str):  # type: ignore[no-untyped-def]
    def listing(session: ReadSession, paging: Paging10, seed: SeedQuery = None) -> Envelope[Page[ContentCard]]:
        rows, total = repository.random_content_of(session, kind, paging, _seed(seed))
        return ok(build_page(_cards(rows), paging, total))

    listing.__name__ = f"{kind}_random_list"
    return listing


for _kind in ("routine", "review"):
    router.add_api_route(f"/{_kind}/random_list", _random_kind(_kind), methods=["GET"],
                         response_model=Envelope[Page[ContentCard]])


@router.get("/brand/labels", response_model=Envelope[list[BrandLabel]])
def brand_labels(request: Request, session: ReadSession, settings: AppSettings,
                 size: SizeQuery = 24) -> Envelope[list[BrandLabel]]:
    """Popular brands, most products first (counts at most `Settings.brand_labels_ttl` seconds old)."""
    cache = getattr(request.app.state, "brand_labels", None)
    if cache is None:
        cache = request.app.state.brand_labels = BrandLabels(settings.brand_labels_ttl)
    return ok([BrandLabel(brand_id=i, name=n, product_count=c) for i, n, c in cache.top(session, size)])
