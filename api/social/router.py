"""Follow calls (spec §7 "Users and auth": follow, unfollow, status, lists, counts)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from api.content.routes import MEMBER
from api.db.session import OneStatementSession, ReadSession
from api.db.write_route import AppRoute
from api.deps import MemberCredentials, OptionalUser, signed_in_member_id
from api.envelope import Envelope, Page, ok
from api.errors import NotAuthenticated
from api.models import User
from api.paging import Paging10
from api.social import service
from api.social.schemas import FollowerCount, FollowIn, FollowingCount, FollowMember, FollowState

router = APIRouter(tags=["social"], route_class=AppRoute)
MemberQuery = Annotated[int | None, Query(ge=1, le=2**53, description="Whose; default: the signed-in member.")]


def _whose(user_id: int | None, viewer: User | None) -> int:
    if user_id is not None:
        return user_id
    if viewer is None:
        raise NotAuthenticated()
    return viewer.id


@router.post("/user/follow", response_model=Envelope[FollowState], openapi_extra=dict(MEMBER))
def follow(body: FollowIn, member: MemberCredentials, session: OneStatementSession) -> Envelope[FollowState]:
    """Follow a member (idempotent); they are notified after the commit."""
    return ok(service.follow(session, signed_in_member_id(session, member), body.user_id))


@router.post("/user/unfollow", response_model=Envelope[FollowState], openapi_extra=dict(MEMBER))
def unfollow(body: FollowIn, member: MemberCredentials, session: OneStatementSession) -> Envelope[FollowState]:
    """Stop following a member (idempotent)."""
    return ok(service.unfollow(session, signed_in_member_id(session, member), body.user_id))


@router.get("/user/following_status", response_model=Envelope[FollowState])
def following_status(session: ReadSession, viewer: OptionalUser,
                     followed_id: Annotated[int, Query(ge=1, le=2**53)], user_id: MemberQuery = None
                     ) -> Envelope[FollowState]:
    """Whether `user_id` (default: the signed-in member) follows `followed_id`."""
    return ok(service.state(session, _whose(user_id, viewer), followed_id))


@router.get("/user/following_list", response_model=Envelope[Page[FollowMember]])
def following_list(session: ReadSession, viewer: OptionalUser, paging: Paging10, user_id: MemberQuery = None
                   ) -> Envelope[Page[FollowMember]]:
    """Members `user_id` follows, newest follow first (a page shorter than page_num is the last)."""
    return ok(service.following(session, _whose(user_id, viewer), paging))


@router.get("/user/follower_list", response_model=Envelope[Page[FollowMember]])
def follower_list(session: ReadSession, viewer: OptionalUser, paging: Paging10, user_id: MemberQuery = None
                  ) -> Envelope[Page[FollowMember]]:
    """Members following `user_id`, newest follow first."""
    return ok(service.followers(session, _whose(user_id, viewer), paging))


@router.get("/user/follower_count", response_model=Envelope[FollowerCount])
def follower_count(session: ReadSession, viewer: OptionalUser, user_id: MemberQuery = None
                   ) -> Envelope[FollowerCount]:
    whose = _whose(user_id, viewer)
    return ok(FollowerCount(user_id=whose, follower_count=service.follower_count(session, whose)))


@router.get("/user/following_count", response_model=Envelope[FollowingCount])
def following_count(session: ReadSession, viewer: OptionalUser, user_id: MemberQuery = None
                    ) -> Envelope[FollowingCount]:
    whose = _whose(user_id, viewer)
    return ok(FollowingCount(user_id=whose, following_count=service.following_count(session, whose)))
