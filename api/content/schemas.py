"""Request and response models shared by every member-content kind."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from api.envelope import RequestBody

ItemId = Annotated[int, Field(ge=1, le=2**53)]
# api-contract "Reactions and toggles": 1 sets, 0 clears.
Action = Literal[0, 1]


class ActionIn(RequestBody):
    """The toggle of a like or star; each kind's body adds its id (`review_id`, `routine_id` …)."""

    action: Action = Field(description="1 sets, 0 clears; repeating a call changes nothing.")


class CommentIdIn(RequestBody):
    comment_id: ItemId


class CommentActionIn(ActionIn):
    comment_id: ItemId


class Author(BaseModel):
    user_id: int
    nickname: str
    avatar: str
    # An account created by an import (for example a Sephora reviewer): it cannot sign in or be followed.
    is_imported: bool


class ContentState(BaseModel):
    """What every member-content item shows of itself and of the viewer, filled for every kind by
    `content.service.states`.

    A kind's output model puts these between its own fields: `class ReviewOut(ContentState, ReviewFields)` lists
    ReviewFields' fields, then these, then its own (pydantic takes base fields first, the last base first), so
    each answer keeps the spec's field order."""

    is_private: bool
    like_count: int
    star_count: int
    comment_count: int
    liked: bool  # by the viewer
    starred: bool
    is_owner: bool


class ImageOut(BaseModel):
    file_id: int
    url: str
    width: int | None
    height: int | None


class ReactionOut(BaseModel):
    """The viewer's state and the counts after a like or star call."""

    type: str
    id: int
    liked: bool
    starred: bool
    like_count: int
    star_count: int


class PrivacyOut(BaseModel):
    type: str
    id: int
    is_private: bool


class RemovedOut(BaseModel):
    type: str
    id: int
    removed: Literal[True] = True
