"""Product endpoints (spec §7 "Products"): detail, reactions, analysis, compare, submissions (similar products are
`api/similarity/router.py`, dupes `api/dupes/router.py`)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.analysis.schemas import MAX_INGREDIENT_LIST_CHARS
from api.catalog.schemas import ProductListItem
from api.content.routes import UserIdQuery
from api.db.session import OneStatementSession, ReadSession, WriteSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser, MemberCredentials, OptionalUser, signed_in_member_id
from api.envelope import Envelope, Page, ok, ok_json, ok_model
from api.labels import service as labels
from api.labels.schemas import ListAnalysisOut
from api.paging import Paging10
from api.products import service, submission
from api.products.schemas import (
    BrandSubmitIn,
    BrandSubmitOut,
    CompareIn,
    CompareOut,
    MatchCandidatesIn,
    MatchCandidatesOut,
    ProductDetail,
    ProductIdIn,
    ProductSubmitIn,
    ProductSubmitOut,
    ReactionState,
)
from api.runtimes import AppRuntimes
from api.users.schemas import CONCERNS, Concern, SkinType

router = APIRouter(tags=["products"], route_class=AppRoute)
ProductIdQuery = Annotated[int, Query(ge=1, le=2**53)]
TopK = Annotated[int, Query(ge=1, le=50)]


@router.get("/product/detail", response_model=Envelope[ProductDetail])
def product_detail(product_id: ProductIdQuery, session: ReadSession, runtimes: AppRuntimes,
                   viewer: OptionalUser) -> Response:
    # Serialised by the service, the kept analysis spliced in as kept (api/envelope.py: model_json).
    return ok_json(service.detail_json(session, runtimes, product_id, viewer))


def _reaction_route(action: str, summary: str) -> None:
    # A cheap write (issue 25 §3): one pool wait, the token looked up on the write's own connection, then one
    # statement (PostgreSQL, no transaction around it).
    def endpoint(body: ProductIdIn, member: MemberCredentials, session: OneStatementSession
                 ) -> Envelope[ReactionState]:
        return ok(service.react(session, signed_in_member_id(session, member), body.product_id, action))

    endpoint.__name__ = f"product_{action}"
    router.add_api_route(f"/product/{action}", endpoint, methods=["POST"], response_model=Envelope[ReactionState],
                         summary=summary)


_reaction_route("like", "Like a product (removes a dislike)")
_reaction_route("like_remove", "Remove a like")
_reaction_route("dislike", "Dislike a product (removes a like first)")
_reaction_route("dislike_remove", "Remove a dislike")
_reaction_route("star", "Collect (star) a product")
_reaction_route("star_remove", "Remove from the collection")


@router.get("/product/user_like", response_model=Envelope[Page[ProductListItem]])
def liked_products(user: CurrentUser, session: ReadSession, paging: Paging10) -> Envelope[Page[ProductListItem]]:
    return ok(service.reacted_products(session, user, "like", paging))


@router.get("/product/user_dislike", response_model=Envelope[Page[ProductListItem]])
def disliked_products(user: CurrentUser, session: ReadSession, paging: Paging10) -> Envelope[Page[ProductListItem]]:
    return ok(service.reacted_products(session, user, "dislike", paging))


@router.get("/product/user_star", response_model=Envelope[Page[ProductListItem]],
            summary="Products a member collected (★ Collect), newest first; empty to others when their collection "
                    "is private")
def collected_products(session: ReadSession, viewer: OptionalUser, paging: Paging10,
                       user_id: UserIdQuery = None) -> Envelope[Page[ProductListItem]]:
    return ok(service.collected_products(session, viewer, user_id, paging))


@router.get("/product/analyze", response_model=Envelope[ListAnalysisOut])
def analyze_ingredient_list(
    session: ReadSession,
    runtimes: AppRuntimes,
    viewer: OptionalUser,
    ingredient_list: Annotated[str, Query(min_length=1, max_length=MAX_INGREDIENT_LIST_CHARS)],
    personalise: Annotated[bool, Query(description="Use the signed-in member's skin type and concerns.")] = True,
    skin_type: Annotated[SkinType | None, Query(description="Analyse for this skin type instead.")] = None,
    concerns: Annotated[list[Concern] | None, Query(max_length=len(CONCERNS), description="... and these concerns.")] = None,
) -> Response:
    return ok_model(labels.analyze_list(session, runtimes, ingredient_list, viewer, personalise=personalise,
                                        skin_type=skin_type, concerns=concerns))




@router.post("/product/compare", response_model=Envelope[CompareOut])
def compare_products(body: CompareIn, session: ReadSession, runtimes: AppRuntimes,
                     viewer: OptionalUser) -> Envelope[CompareOut]:
    return ok(service.compare(session, runtimes, body.product_ids, viewer))


@router.post("/product/match_candidates", response_model=Envelope[MatchCandidatesOut],
             summary="Products a member's new product may already be (\"Is it one of these?\"), matched as a "
                     "product's listings are grouped")
def match_candidates(body: MatchCandidatesIn, session: ReadSession, runtimes: AppRuntimes,
                     viewer: OptionalUser) -> Envelope[MatchCandidatesOut]:
    return ok(submission.match_candidates(session, runtimes, viewer, body))


@router.post("/product/submit", response_model=Envelope[ProductSubmitOut])
def submit_product(body: ProductSubmitIn, user: CurrentUser, session: WriteSession,
                   runtimes: AppRuntimes) -> Envelope[ProductSubmitOut]:
    return ok(submission.submit_product(session, runtimes, user, body),
              "Thanks! Your product is waiting for review; only you can see it until then.")


@router.post("/brand/submit", response_model=Envelope[BrandSubmitOut])
def submit_brand(body: BrandSubmitIn, user: CurrentUser, session: WriteSession) -> Envelope[BrandSubmitOut]:
    return ok(submission.submit_brand(session, user, body),
              "Thanks! The brand is waiting for review; you can already use it for your products.")
