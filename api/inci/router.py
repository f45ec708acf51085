"""Ingredient endpoints (spec §7 "Ingredients"): glossary, detail, like/dislike, member lists, match products."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query

from api.db.session import OneStatementSession, ReadSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser, MemberCredentials, OptionalUser, signed_in_member
from api.envelope import Envelope, Page, ok
from api.inci import service
from api.inci.schemas import (
    GlossaryItem,
    GlossaryPage,
    InciDetail,
    InciReactionIn,
    InciReactionState,
    MatchProductIn,
    MatchProductOut,
)
from api.paging import Paging10
from api.runtimes import AppRuntimes

router = APIRouter(tags=["ingredients"], route_class=AppRoute)
UUID_PATTERN = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"


@router.get("/inci/glossary", response_model=Envelope[GlossaryPage])
def glossary(
    session: ReadSession,
    paging: Paging10,
    letter: Annotated[str, Query(pattern=r"^[A-Za-z#]$", description="A-Z, or # for digits and other signs.")] = "A",
    q: Annotated[str, Query(max_length=100, description="Names containing this, in any letter.")] = "",
    order: Annotated[Literal["usage", "name"], Query(description="usage: most used in the catalogue first.")] = "usage",
) -> Envelope[GlossaryPage]:
    return ok(service.glossary(session, letter.upper(), paging, q=q, order=order))


@router.get("/inci/detail", response_model=Envelope[InciDetail])
def inci_detail(
    inci_uuid: Annotated[str, Query(pattern=UUID_PATTERN)],
    session: ReadSession,
    runtimes: AppRuntimes,
    viewer: OptionalUser,
    paging: Paging10,
) -> Envelope[InciDetail]:
    return ok(service.detail(session, runtimes, inci_uuid.lower(), viewer, paging))


# Cheap writes (issue 25 §3): one pool wait, the token looked up on the write's own connection, then one statement
# (PostgreSQL, no transaction around it).
@router.post("/inci/like", response_model=Envelope[InciReactionState])
def like_inci(body: InciReactionIn, member: MemberCredentials, session: OneStatementSession
              ) -> Envelope[InciReactionState]:
    return ok(service.react(session, signed_in_member(session, member), body.inci_id, "like", body.action))


@router.post("/inci/dislike", response_model=Envelope[InciReactionState])
def dislike_inci(body: InciReactionIn, member: MemberCredentials, session: OneStatementSession
                 ) -> Envelope[InciReactionState]:
    return ok(service.react(session, signed_in_member(session, member), body.inci_id, "dislike", body.action))


@router.get("/inci/user_like", response_model=Envelope[Page[GlossaryItem]])
def liked_incis(user: CurrentUser, session: ReadSession, paging: Paging10) -> Envelope[Page[GlossaryItem]]:
    return ok(service.reacted(session, user, "like", paging))


@router.get("/inci/user_dislike", response_model=Envelope[Page[GlossaryItem]])
def disliked_incis(user: CurrentUser, session: ReadSession, paging: Paging10) -> Envelope[Page[GlossaryItem]]:
    return ok(service.reacted(session, user, "dislike", paging))


@router.post("/inci/match_product", response_model=Envelope[MatchProductOut])
def match_products(body: MatchProductIn, session: ReadSession, runtimes: AppRuntimes,
                   viewer: OptionalUser) -> Envelope[MatchProductOut]:
    result = service.match_products(session, runtimes, body, viewer)
    return ok(result, result.msg)
