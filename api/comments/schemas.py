"""Comments on member content (spec §3 Comment, §4 comment lists)."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from api.content.schemas import Author
from api.envelope import RequestBody, UtcDatetime

OptionalId = Annotated[int | None, Field(default=None, ge=0, le=2**53, description="0 or null: none.")]


class CommentBody(RequestBody):
    """The text and thread of a comment; each kind's body adds its id (`review_id`, `routine_id` …)."""

    comment: str = Field(min_length=1, max_length=2000)
    parent_id: OptionalId = Field(default=None, description="The thread root answered; null for a new thread.")
    replied_to_user_id: OptionalId = Field(default=None, description="The member answered inside the thread.")


class CommentOut(BaseModel):
    comment_id: int
    parent_id: int | None  # the thread root; null on a root
    replied_to_user_id: int | None
    replied_to_nickname: str | None
    author: Author | None  # null on a removed root
    comment: str  # "" on a removed root
    is_removed: bool
    like_count: int
    liked: bool  # by the viewer
    can_remove: bool = Field(description="The viewer may remove it: their own comment, or any comment on their item.")
    created_at: UtcDatetime
    # accepted (everyone sees it), or pending / rejected: only its author sees it, with `held_reason`
    moderation_status: str = "accepted"
    held_reason: str | None = None  # the author's only
    replies: list[CommentOut] = Field(default_factory=list, description="On roots in lists: every reply, oldest first.")


class CommentLikeOut(BaseModel):
    comment_id: int
    liked: bool
    like_count: int


class CommentRemovedOut(BaseModel):
    comment_id: int
    # "deleted": gone; "shown_as_removed": a thread root with replies stays as a removed placeholder.
    outcome: str


class CommentList(BaseModel):
    """Spec §4 comment lists: `comments` (thread roots, page by page, each with its replies) and `total_count`
    (roots, what paging counts); `comment_count` counts every live comment including replies."""

    comments: list[CommentOut]
    total_count: int
    comment_count: int
    page_no: int
    page_num: int
    hasMore: bool
