"""Every member-content kind shows the same `ContentState` fields, filled by one builder (content.service.states),
and the read routes of reviews and routines are generated from their `ContentKind`."""

from __future__ import annotations

from fastapi.routing import APIRoute

from api.content.kinds import KINDS, REVIEW, ROUTINE
from api.content.schemas import ContentState
from api.dupes.schemas import DupeSuggestionOut
from api.feedback.schemas import FeedbackOut
from api.reviews.router import router as reviews_router
from api.reviews.schemas import ReviewOut
from api.routines.router import router as routines_router
from api.routines.schemas import RoutineOut
from tests.api.content.helpers import get, member, write_review
from tests.api.ingredient_catalog import make_catalog

CARDS = {"review": ReviewOut, "routine": RoutineOut, "feedback": FeedbackOut, "dupe": DupeSuggestionOut}


def test_each_kind_shows_the_shared_fields_in_one_run_after_its_own():
    assert set(CARDS) == set(KINDS)
    shared = list(ContentState.model_fields)
    for name, card in CARDS.items():
        fields = list(card.model_fields)
        start = fields.index("is_private")
        assert fields[start:start + len(shared)] == shared, name
        assert fields[0] == f"{name}_id" and fields[-2:] == ["created_at", "updated_at"], name


def test_read_routes_are_generated_per_kind_with_the_spec_paths_and_names():
    for kind, router in ((REVIEW, reviews_router), (ROUTINE, routines_router)):
        routes = {r.path: r for r in router.routes if isinstance(r, APIRoute)}
        n = kind.name
        assert routes[f"/{n}/detail"].name == f"{n}_detail"
        assert routes[f"/{n}/by_user"].name == f"{n}s_by_user"
        assert routes[f"/{n}/complete_by_user"].name == f"my_{n}s"
        for path in ("detail", "by_user", "complete_by_user"):
            assert routes[f"/{n}/{path}"].endpoint.__qualname__.startswith("add_read_routes."), path


def test_the_viewer_state_of_an_item_comes_from_the_builder(client, session):
    pid = make_catalog(session).pid("BHA Toner")
    author, reader = member(session), member(session)
    review = write_review(client, author, pid, rating=4)
    client.post("/api/review/like", json={"review_id": review, "action": 1}, headers=reader)
    seen = get(client, "/review/detail", reader, review_id=review)
    own = get(client, "/review/detail", author, review_id=review)
    assert (seen["liked"], seen["starred"], seen["is_owner"], seen["like_count"]) == (True, False, False, 1)
    assert (own["liked"], own["is_owner"]) == (False, True)
