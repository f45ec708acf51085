"""Search calls: typed keyword searches, mixed search, autocomplete, the Search UI connector."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from fastapi.concurrency import run_in_threadpool

from api.db.session import ReadSession
from api.db.write_route import AppRoute
from api.deps import OptionalUser
from api.envelope import Envelope, Page, ok
from api.errors import NotAuthenticated
from api.inci.schemas import TermReading
from api.inci.service import read_terms
from api.products import repository as product_repository
from api.runtimes import AppRuntimes
from api.search.backends import SearchBackend
from api.search.query import MAX_ID_FILTER_VALUES
from api.search_endpoints import mixed, service
from api.search_endpoints.schemas import (
    KeywordSearchIn,
    SearchItem,
    SearchPage,
    Suggestion,
    UiRequest,
    UiResponse,
)

router = APIRouter(tags=["search"], route_class=AppRoute)


async def search_backend(runtimes: AppRuntimes) -> SearchBackend:
    """The process's search backend. A route depending on it can answer 503 (index unreachable or unbuilt).
    Built once per process (reading files) in the thread pool; later requests take it without a thread hop."""
    built = runtimes.search.built()
    return built if built is not None else await run_in_threadpool(runtimes.search.backend)


Search = Annotated[SearchBackend, Depends(search_backend)]


def _viewer(user: object | None) -> str | None:
    return str(user.id) if user is not None else None  # type: ignore[attr-defined]


def _page(result, page_no: int, page_num: int) -> Page[SearchItem]:  # type: ignore[no-untyped-def]
    items = service.to_items(result)
    return Page(items=items, page_no=page_no, page_num=page_num, total_count=result.total,
                hasMore=(page_no - 1) * page_num + len(items) < result.total)


def _typed_search(kind: str):  # type: ignore[no-untyped-def]
    def search(body: KeywordSearchIn, backend: Search, user: OptionalUser) -> Envelope[Page[SearchItem]]:
        if kind in mixed.MIXED_KINDS:  # the same order as that kind's results in GET /search
            found = service.mixed_search(backend, body.keyword, body.page_no, body.page_num, _viewer(user), (kind,))
            items = [service.to_item(h, partial_match=(h.kind, h.id) in found.partial) for h in found.hits]
            return ok(Page(items=items, page_no=body.page_no, page_num=body.page_num, total_count=found.total,
                           hasMore=(body.page_no - 1) * body.page_num + len(items) < found.total))
        result = service.keyword_search(backend, (kind,), body.keyword, body.page_no, body.page_num, _viewer(user))
        return ok(_page(result, body.page_no, body.page_num))

    search.__name__ = f"search_{kind}"
    search.__doc__ = f"Search {kind} documents by keyword (typo-tolerant, prefix-aware), paged."
    return search


for _kind in ("inci", "product", "brand", "category", "city"):
    router.add_api_route(f"/{_kind}/search", _typed_search(_kind), methods=["POST"],
                         response_model=Envelope[Page[SearchItem]])


@router.get("/search", response_model=Envelope[SearchPage])
def mixed_search(backend: Search, user: OptionalUser,
                 keyword: Annotated[str, Query(max_length=200)] = "",
                 page_no: Annotated[int, Query(ge=1, le=1000)] = 1,
                 page_num: Annotated[int, Query(ge=1, le=50)] = 10,
                 kinds: Annotated[str, Query(max_length=100, pattern=r"^[a-z,]*$")] = "") -> Envelope[SearchPage]:
    """Everything that matches, each result with its type: the ingredient, brand and member the keyword names
    first (`best_match`), then products, then the other ingredients, brands, categories, members and posts.
    `kinds` (beyond the spec: `product,inci,brand,category,user,review,routine,dupe,feedback`) keeps only those
    types; `counts` gives each type's total."""
    result = service.mixed_search(backend, keyword, page_no, page_num, _viewer(user), mixed.result_kinds(kinds))
    items = [service.to_item(h, (h.kind, h.id) in result.best, (h.kind, h.id) in result.partial) for h in result.hits]
    return ok(SearchPage(items=items, page_no=page_no, page_num=page_num, total_count=result.total,
                         hasMore=(page_no - 1) * page_num + len(items) < result.total, counts=result.counts))


@router.get("/search/autocomplete", response_model=Envelope[list[Suggestion]])
def autocomplete(backend: Search, session: ReadSession, user: OptionalUser,
                 q: Annotated[str, Query(max_length=100)] = "",
                 kinds: Annotated[str, Query(max_length=100, pattern=r"^[a-z,]*$")] = "",
                 size: Annotated[int, Query(ge=1, le=20)] = 8) -> Envelope[list[Suggestion]]:
    """Search-as-you-type across kinds (products, brands, categories, ingredients by default). A signed-in member's
    own products awaiting review come first among products (the product pickers: she may use them at once)."""
    wanted = tuple(k for k in kinds.split(",") if k) or service.AUTOCOMPLETE_KINDS
    suggestions = service.autocomplete(backend, q, wanted, size, _viewer(user))
    if user is None or "product" not in wanted:
        return ok(suggestions)
    own = product_repository.own_pending_named(session, user.id, q.split(), size)
    return ok(service.own_first(own, suggestions, size))


@router.post("/search/ui", response_model=Envelope[UiResponse])
def search_ui(body: UiRequest, backend: Search, request: Request, session: ReadSession, user: OptionalUser,
              runtimes: AppRuntimes) -> Envelope[UiResponse]:
    """Search UI request state in (term, filters, sort, page) → its response state out. Ingredient names are
    read by the engine's resolver (synonyms, common names, typos), exactly as /searchByIngredients reads them.
    The `collected` filter keeps the signed-in member's own collected (starred) products: their ids are read from
    the member's star rows here, never taken from the request; signed out it is a 401."""
    include, exclude = service.ui_ingredient_terms(body)
    collected: list[int] | None = None
    if service.ui_wants_collected(body):
        if user is None:
            raise NotAuthenticated("Sign in to see the products you collected.")
        collected = product_repository.reacted_product_ids(session, user.id, "star", MAX_ID_FILTER_VALUES)
    terms: list[TermReading] = []
    if include or exclude:
        terms, _ids = read_terms(session, runtimes.engine.get(session).resolver, include, exclude)
    rid = getattr(request.state, "request_id", "")
    return ok(service.search_ui(backend, body, rid, terms, collected))
