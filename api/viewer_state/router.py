"""`GET /me/state` (issue 25): the signed-in member's own state of the products and reviews a page shows, in one
call, beside the public page every viewer shares (api/http_cache)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.db.session import ReadSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser
from api.envelope import Envelope, ok_model
from api.runtimes import AppRuntimes
from api.viewer_state import service
from api.viewer_state.schemas import ViewerStateOut

router = APIRouter(tags=["viewer state"], route_class=AppRoute)
MAX_IDS = 60
PRIVATE = {"cache-control": "private, no-cache", "vary": "token, Authorization"}  # the member's own: no shared cache
Ids = Annotated[list[Annotated[int, Query(ge=1, le=2**53)]], Query(max_length=MAX_IDS)]


@router.get("/me/state", response_model=Envelope[ViewerStateOut],
            summary="The signed-in member's likes, dislikes, stars, rating, shelves (with fit, how each product "
                    "suits their skin; with own, their ratings, post and unlisted reviews of it) for the products "
                    "and reviews on screen")
def viewer_state(user: CurrentUser, session: ReadSession, runtimes: AppRuntimes,
                 product_ids: Ids = [], review_ids: Ids = [],  # noqa: B006 - FastAPI copies defaults
                 fit: Annotated[bool, Query(description="Also how each product suits the member's saved skin type "
                                                        "and concerns (the product page asks it).")] = False,
                 own: Annotated[bool, Query(description="Also what the member wrote about each product: their "
                                                        "rating and post, as the ratings summary's `mine`, and how "
                                                        "many of their reviews of it others cannot see (the "
                                                        "product page asks it).")] = False,
                 ) -> Response:
    answer = ok_model(service.state(session, runtimes, user, product_ids, review_ids, fit=fit, own=own))
    answer.headers.update(PRIVATE)
    return answer
