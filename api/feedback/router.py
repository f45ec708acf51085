"""Ratings and product feedback calls (spec §7 Products: ratings/criterias, ratings/submit, feedback/submit;
§7 Feedback) and the product page's rating summary and feedback list.

Shared member-content calls (remove, set_private, like, star, comments, user_like, user_star) are generated
by api/content/routes.py from the FEEDBACK declaration, under the spec's `/product/feedback/…` paths.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from fastapi import APIRouter, Query

from api.content.kinds import FEEDBACK
from api.content.routes import OWNER, ContentPaths, add_content_routes
from api.db.session import ReadSession, WriteSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser, OptionalUser
from api.envelope import Envelope, Page, ok
from api.feedback import service
from api.feedback.schemas import (
    CriteriasIn,
    CriteriasOut,
    FeedbackOut,
    FeedbackSubmitIn,
    FeedbackSubmitOut,
    RatingSubmitIn,
    RatingSubmitOut,
    RatingSummaryOut,
)
from api.paging import Paging5, Paging10
from api.runtimes import AppRuntimes

router = APIRouter(tags=["feedback"], route_class=AppRoute)
IdQuery = Annotated[int, Query(ge=1, le=2**53)]
PREFIX = "/product/feedback"
PATHS = replace(ContentPaths.under(PREFIX), comment_remove=f"{PREFIX}/comment/remove")  # spec §7 Feedback spelling


@router.post("/product/ratings/criterias", response_model=Envelope[CriteriasOut],
             summary="The rating criteria of a category (or of a product's own category, with product_id)")
def rating_criterias(body: CriteriasIn, session: ReadSession, viewer: OptionalUser,
                     runtimes: AppRuntimes) -> Envelope[CriteriasOut]:
    return ok(service.criteria_for(session, runtimes.category_chains, body, viewer))


@router.post("/product/ratings/submit", response_model=Envelope[RatingSubmitOut], openapi_extra=dict(OWNER),
             summary="Rate a product (your one rating of it; 0 or null = unrated); answers your feedback post's id")
def submit_rating(body: RatingSubmitIn, user: CurrentUser, session: WriteSession,
                  runtimes: AppRuntimes) -> Envelope[RatingSubmitOut]:
    return ok(service.submit_rating(session, runtimes.category_chains, user, body), "Thanks for rating!")


@router.post(f"{PREFIX}/submit", response_model=Envelope[FeedbackSubmitOut], openapi_extra=dict(OWNER),
             summary="Write or edit your feedback on a product with its ratings; links or repeated text wait "
                     "for a moderator")
def submit_feedback(body: FeedbackSubmitIn, user: CurrentUser, session: WriteSession,
                    runtimes: AppRuntimes) -> Envelope[FeedbackSubmitOut]:
    out = service.submit_feedback(session, runtimes.category_chains, user, body)
    return ok(out, "Thanks for your feedback!" if out.feedback_status == "accepted"
              else "Thanks! Your feedback will be visible to others once a moderator has checked it.")


@router.get(f"{PREFIX}/detail", response_model=Envelope[FeedbackOut])
def feedback_detail(feedback_id: IdQuery, session: ReadSession, viewer: OptionalUser) -> Envelope[FeedbackOut]:
    return ok(service.detail(session, feedback_id, viewer))


@router.get(f"{PREFIX}/list", response_model=Envelope[Page[FeedbackOut]], summary="A member's feedback, newest first")
def feedback_by_user(user_id: IdQuery, session: ReadSession, viewer: OptionalUser,
                     paging: Paging10) -> Envelope[Page[FeedbackOut]]:
    return ok(service.by_user(session, user_id, viewer, paging))


@router.get(f"{PREFIX}/complete_list", response_model=Envelope[Page[FeedbackOut]],
            summary="The signed-in member's own feedback, private and pending ones included")
def my_feedback(user: CurrentUser, session: ReadSession, paging: Paging10) -> Envelope[Page[FeedbackOut]]:
    return ok(service.by_user(session, user.id, user, paging))


@router.get(f"{PREFIX}/of_product", response_model=Envelope[Page[FeedbackOut]],
            summary="A product's feedback, newest first, 5 a page (yours too while it waits for a moderator)")
def product_feedback(product_id: IdQuery, session: ReadSession, viewer: OptionalUser,
                     paging: Paging5) -> Envelope[Page[FeedbackOut]]:
    return ok(service.of_product(session, product_id, viewer, paging))


@router.get("/product/ratings/summary", response_model=Envelope[RatingSummaryOut],
            summary="A product's average rating per criterion with counts (public feedback only), and yours")
def rating_summary(product_id: IdQuery, session: ReadSession, viewer: OptionalUser,
                   runtimes: AppRuntimes) -> Envelope[RatingSummaryOut]:
    return ok(service.summary(session, runtimes.category_chains, product_id, viewer))


add_content_routes(router, FEEDBACK, cards=service.cards, card_model=FeedbackOut, paths=PATHS)
