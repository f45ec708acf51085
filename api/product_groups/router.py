"""A member's "not the same product" report on a listing shown as one product (issue 23)."""

from __future__ import annotations

from fastapi import APIRouter

from api.content.routes import MEMBER
from api.db.session import WriteSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser
from api.envelope import Envelope, ok
from api.product_groups import service
from api.product_groups.schemas import GroupReportIn, GroupReportOut

router = APIRouter(tags=["products"], route_class=AppRoute)


@router.post("/product/group/report", response_model=Envelope[GroupReportOut], openapi_extra=dict(MEMBER),
             summary="Say that a listing shown as this product is not the same product (a moderator decides)")
def report_not_same(body: GroupReportIn, user: CurrentUser, session: WriteSession) -> Envelope[GroupReportOut]:
    row = service.report(session, user, body.product_id, body.other_product_id, body.note)
    return ok(GroupReportOut(report_id=row.id, status=row.status),
              "Thanks! A moderator will look at these two listings.")
