"""Browse calls (spec §7 "Browse and search"): random content and lists (reviews and routines also filtered and
ordered), followed members, categories, labels."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from fastapi import APIRouter, Query

from api.browse import repository, service
from api.browse.schemas import BrandLabel, BrowseOrder, CategoryOption, ContentCard
from api.browse.service import cards
from api.catalog.cards import card
from api.catalog.schemas import ProductListItem
from api.db.session import ReadSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser, OptionalUser
from api.envelope import Envelope, Page, ok
from api.paging import Paging10, build_page
from api.runtimes import AppRuntimes
from api.users.schemas import Concern, SkinType

router = APIRouter(tags=["browse"], route_class=AppRoute)
SeedQuery = Annotated[int | None, Query(ge=0, le=2**31, description="Shuffle seed; default changes daily.")]
SizeQuery = Annotated[int, Query(ge=1, le=50)]


def _seed(seed: int | None) -> int:
    return seed if seed is not None else int(datetime.now(UTC).strftime("%Y%m%d"))


@router.get("/browse/random_content", response_model=Envelope[Page[ContentCard]])
def random_content(session: ReadSession, paging: Paging10, seed: SeedQuery = None) -> Envelope[Page[ContentCard]]:
    """Public reviews, routines, dupes and feedback in a shuffled order that is stable across pages."""
    rows, total = repository.random_content(session, paging, _seed(seed))
    return ok(build_page(cards(rows), paging, total))


@router.get("/browse/followed_users_content", response_model=Envelope[Page[ContentCard]])
def followed_users_content(session: ReadSession, user: CurrentUser, paging: Paging10) -> Envelope[Page[ContentCard]]:
    """Newest public content of the members the viewer follows (`hasMore` says whether to page on)."""
    rows, total = repository.followed_content(session, user.id, paging)
    return ok(build_page(cards(rows), paging, total))


@router.get("/product/random_list", response_model=Envelope[Page[ProductListItem]])
def product_random_list(session: ReadSession, runtimes: AppRuntimes, paging: Paging10,
                        seed: SeedQuery = None) -> Envelope[Page[ProductListItem]]:
    """Active products as product cards in a shuffled order that is stable across pages (same seed)."""
    rows, total = runtimes.shuffled_products.page(session, paging, _seed(seed))
    return ok(build_page([card(p, b, c, None) for p, b, c in rows], paging, total))


SkinQuery = Annotated[SkinType | None, Query(description="Reviews written with this skin type; routines of members "
                                                           "with this skin type.")]
ConcernsQuery = Annotated[list[Concern] | None, Query(max_length=10, description="At least one of these concerns "
                                                                                 "(as skin types).")]
CategoryQuery = Annotated[int | None, Query(ge=1, le=2**53, description="Reviews of a product, routines with a product, "
                                                                        "in this category or under it.")]
NearQuery = Annotated[int | None, Query(ge=1, le=2000, description="Members near me: authors whose city is within "
                                                                   "this many km of the signed-in member's city.")]
OrderQuery = Annotated[BrowseOrder, Query(description="random (the default: a shuffle, stable across the pages of one "
                                                      "seed), newest, helpful (most liked) or nearest (signed in, "
                                                      "with a city).")]


def _browse_kind(kind: str):  # type: ignore[no-untyped-def]
    def listing(session: ReadSession, viewer: OptionalUser, paging: Paging10, seed: SeedQuery = None,
                order: OrderQuery = "random", skin_type: SkinQuery = None, concerns: ConcernsQuery = None,
                category_id: CategoryQuery = None, near_km: NearQuery = None) -> Envelope[Page[ContentCard]]:
        items, total = service.content_list(session, kind, viewer, paging, _seed(seed), order=order,
                                            skin_type=skin_type, concerns=list(concerns or []),
                                            category_id=category_id, near_km=near_km)
        return ok(build_page(items, paging, total))

    listing.__name__ = f"{kind}_random_list"
    listing.__doc__ = (f"Public {kind}s to browse, 10 a page: a shuffle by default (the spec's random list), "
                       f"or narrowed and ordered by the filters.")
    return listing


for _kind in ("routine", "review"):
    router.add_api_route(f"/{_kind}/random_list", _browse_kind(_kind), methods=["GET"],
                         response_model=Envelope[Page[ContentCard]])


@router.get("/category/list", response_model=Envelope[list[CategoryOption]])
def category_list(session: ReadSession, max_depth: Annotated[int, Query(ge=0, le=5)] = 1
                  ) -> Envelope[list[CategoryOption]]:
    """Categories down to `max_depth` (0: the top level), by path: what browse lists filter by."""
    return ok([CategoryOption(category_id=c.id, name=c.name, path=c.path, depth=c.depth, parent_id=c.parent_id)
               for c in repository.categories(session, max_depth)])


@router.get("/brand/labels", response_model=Envelope[list[BrandLabel]])
def brand_labels(session: ReadSession, runtimes: AppRuntimes, size: SizeQuery = 24) -> Envelope[list[BrandLabel]]:
    """Popular brands, most products first (counts at most `Settings.brand_labels_ttl` seconds old)."""
    return ok([BrandLabel(brand_id=i, name=n, product_count=c)
               for i, n, c in runtimes.brand_labels.top(session, size)])
