"""The process-wide Session listeners and the content kinds' after-change hooks, installed where a process is
assembled (app factory, worker runtime).

Nothing registers as an import side effect: a process that forgets this call sends no jobs, captures no search
changes and refreshes no rating, and the tests that assemble the app and the runtime catch that. The hooks (and the counters' search touch) are
wired here because their rules belong to features (reviews, feedback) built on the kinds' declarations: the
declarations cannot import them without a circle.
"""

from __future__ import annotations

from api.content.kinds import FEEDBACK, KINDS, REVIEW
from api.db.session import register_read_only_guard
from api.feedback.service import after_feedback_change
from api.jobs import register_dispatch
from api.reviews.service import after_review_change
from api.search.outbox import Toucher, register_capture
from api.search_kinds.registry import CAPTURE


def register_session_listeners() -> None:
    register_read_only_guard()
    register_dispatch()
    register_capture(CAPTURE)  # the indexed kinds' captures (api/search_kinds/)
    register_content_hooks()


def register_content_hooks() -> None:
    REVIEW.wire_after_change(after_review_change)  # a review's product's ratings count public reviews only
    FEEDBACK.wire_after_change(after_feedback_change)  # a removed post takes its rating along
    for kind in KINDS.values():  # a like/star counter moved: the item's search document carries it
        kind.wire_after_counter_change(Toucher(kind.name))
