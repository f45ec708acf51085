"""`POST /api/report` (api-contract "Calls beyond the spec"): a member reports what another member published."""

from __future__ import annotations

from fastapi import APIRouter

from api.content.routes import OTHERS
from api.db.session import WriteSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser
from api.envelope import Envelope, ok
from api.moderation import service
from api.moderation.schemas import ReportIn, ReportOut

router = APIRouter(tags=["moderation"], route_class=AppRoute)


@router.post("/report", response_model=Envelope[ReportOut], openapi_extra=dict(OTHERS))
def report(body: ReportIn, user: CurrentUser, session: WriteSession) -> Envelope[ReportOut]:
    """Report a review, routine, feedback post, dupe suggestion, comment, shelf or profile (`kind` "user", the
    member's id) you can see and did not write. One report per member and item: a second answers the first.
    Reports wait in the moderators' queue; an item they reject is hidden from everyone but its author."""
    return ok(service.report(session, user, body), "Thanks: a moderator will look at it.")
