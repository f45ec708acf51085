"""Declarations of the member-content kinds: a new kind is its model plus one `ContentKind` here.

Everything shared (authorization, privacy, removal, images, like/star, comments, liked/starred lists and
their routes) reads these declarations; see `service.py`, `repository.py` and `routes.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import ColumnElement
from sqlalchemy.orm import Session

from api.db.reactions import CountedReactions
from api.models import (
    Dupe,
    DupeReaction,
    FeedbackReaction,
    ProductFeedback,
    Review,
    ReviewReaction,
    Routine,
    RoutineReaction,
)


@dataclass(frozen=True)
class ContentKind:
    name: str  # "review": the search kind, the `type` of cards, the route prefix's noun
    model: Any  # an OwnedContent model (user_id, is_private, like/star/comment counters)
    reaction: Any  # its like/star rows (user_id, target_id, kind)
    label: str  # "That review": how errors name it
    images: bool = False  # has ContentImage rows (ContentImage.<name>_id)
    # What to refresh after an item's visibility changes or it is removed (a review moves its product's rating).
    # The rules belong to the features built on these declarations, so they are wired where the process is
    # assembled (`api/session_events.py`), never imported from here.
    after_change: list[Callable[[Session, Any], None]] = field(default_factory=list, compare=False)
    # The column holding the moderation verdict (api/moderation): an item is public only when it says
    # "accepted" (and it is not private). Owners always see their own items whatever it says.
    status_column: str = "moderation_status"
    title_column: str = "title"  # its title, as notifications quote it
    body_column: str = "description"  # what search finds besides the title
    # Told (session, item id) after a like/star counter moved with a Core update: the search capture's `touch`,
    # wired where the process is assembled (`api/session_events.py`), like `after_change`.
    after_counter_change: list[Callable[[Session, int], None]] = field(default_factory=list, compare=False)
    reactions: CountedReactions = field(init=False)

    def __post_init__(self) -> None:
        counters = {"like": self.model.like_count, "star": self.model.star_count}
        object.__setattr__(self, "reactions", CountedReactions(self.reaction, self.model, "target_id", counters,
                                                               on_change=self._counter_moved))

    def wire_after_change(self, hook: Callable[[Session, Any], None]) -> None:
        """Run `hook(session, item)` after set_private and remove (idempotent: assembling twice wires it once)."""
        if hook not in self.after_change:
            self.after_change.append(hook)

    def wire_after_counter_change(self, hook: Callable[[Session, int], None]) -> None:
        """Run `hook(session, item_id)` after a like/star counter moved (idempotent)."""
        if hook not in self.after_counter_change:
            self.after_counter_change.append(hook)

    def _counter_moved(self, session: Session, item_id: int) -> None:
        for hook in self.after_counter_change:
            hook(session, item_id)

    def accepted(self) -> ColumnElement[bool]:
        return getattr(self.model, self.status_column) == "accepted"

    @property
    def id_name(self) -> str:
        """The spec's name of its id in requests and responses: `review_id`, `routine_id` …"""
        return f"{self.name}_id"


REVIEW = ContentKind("review", Review, ReviewReaction, "That review", images=True, body_column="content")
ROUTINE = ContentKind("routine", Routine, RoutineReaction, "That routine")
FEEDBACK = ContentKind("feedback", ProductFeedback, FeedbackReaction, "That feedback", images=True,
                       status_column="feedback_status", title_column="feedback_title", body_column="feedback_text")
DUPE = ContentKind("dupe", Dupe, DupeReaction, "That dupe suggestion", images=True)

KINDS: dict[str, ContentKind] = {k.name: k for k in (REVIEW, ROUTINE, FEEDBACK, DUPE)}
