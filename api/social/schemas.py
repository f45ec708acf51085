"""Request and response models of follows (spec §3 "Follow info", §7 follow calls)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from api.envelope import RequestBody, UtcDatetime


class FollowIn(RequestBody):
    user_id: int = Field(ge=1, le=2**53, description="The member to follow or unfollow.")


class FollowState(BaseModel):
    """Whether `user_id` follows `followed_id` (the spec's `isFollowing`), and the followed member's count."""

    user_id: int
    followed_id: int
    isFollowing: bool
    follower_count: int


class FollowMember(BaseModel):
    """A member in a following or followers list."""

    user_id: int
    nickname: str
    avatar: str
    bio: str
    followed_at: UtcDatetime


class FollowerCount(BaseModel):
    user_id: int
    follower_count: int


class FollowingCount(BaseModel):
    user_id: int
    following_count: int
