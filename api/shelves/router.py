"""Shelves (spec §7 "Shelves") and the breakout detective. Every write is the owner's (`OWNER`), like the
member-content rule; shelves have no likes or comments."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from api.content.routes import OWNER, UserIdQuery
from api.content.schemas import PrivacyOut, RemovedOut
from api.db.session import ReadSession, WriteSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser, OptionalUser
from api.envelope import Envelope, Page, ok
from api.errors import NotAuthenticated
from api.paging import Paging10
from api.shelves import service
from api.shelves.schemas import (
    BreakoutOut,
    ShelfCreatedOut,
    ShelfDetailOut,
    ShelfEditIn,
    ShelfIdIn,
    ShelfIn,
    ShelfOut,
    ShelfPrivacyIn,
    ShelfProductIn,
    ShelfProductStateOut,
    ShelvesHoldingOut,
)

router = APIRouter(tags=["shelves"], route_class=AppRoute)
IdQuery = Annotated[int, Query(ge=1, le=2**53)]


@router.post("/product/add_shelf", response_model=Envelope[ShelfCreatedOut], openapi_extra=dict(OWNER),
             summary=f"Create a shelf (at most {service.MAX_SHELVES} per member)")
def add_shelf(body: ShelfIn, user: CurrentUser, session: WriteSession) -> Envelope[ShelfCreatedOut]:
    return ok(service.add(session, user, body), "Your shelf is ready.")


@router.post("/product/shelf/edit", response_model=Envelope[ShelfOut], openapi_extra=dict(OWNER),
             summary="Rename your shelf, or change its description or type (only the fields given)")
def edit_shelf(body: ShelfEditIn, user: CurrentUser, session: WriteSession) -> Envelope[ShelfOut]:
    return ok(service.edit(session, user, body))


@router.post("/product/shelf/remove", response_model=Envelope[RemovedOut], openapi_extra=dict(OWNER),
             summary="Remove your shelf (the products stay in the catalogue)")
def remove_shelf(body: ShelfIdIn, user: CurrentUser, session: WriteSession) -> Envelope[RemovedOut]:
    return ok(service.remove(session, user, body.shelf_id))


@router.post("/product/shelf/set_private", response_model=Envelope[PrivacyOut], openapi_extra=dict(OWNER),
             summary="Make your shelf private or public again")
def shelf_set_private(body: ShelfPrivacyIn, user: CurrentUser, session: WriteSession) -> Envelope[PrivacyOut]:
    return ok(service.set_private(session, user, body.shelf_id, body.is_private))


@router.post("/product/add_to_shelf", response_model=Envelope[ShelfProductStateOut], openapi_extra=dict(OWNER),
             summary=f"Put a product on your shelf (action 1) or take it off (0); at most {service.MAX_PRODUCTS}")
def add_to_shelf(body: ShelfProductIn, user: CurrentUser, session: WriteSession) -> Envelope[ShelfProductStateOut]:
    return ok(service.put_product(session, user, body))


@router.get("/product/shelf/list", response_model=Envelope[Page[ShelfOut]], summary="A member's shelves, newest first")
def shelves_by_user(session: ReadSession, viewer: OptionalUser, paging: Paging10,
                    user_id: UserIdQuery = None) -> Envelope[Page[ShelfOut]]:
    if user_id is None:
        if viewer is None:
            raise NotAuthenticated()
        user_id = viewer.id
    return ok(service.by_user(session, user_id, viewer, paging))


@router.get("/product/shelf/complete_list", response_model=Envelope[Page[ShelfOut]],
            summary="The signed-in member's own shelves, private ones included")
def my_shelves(user: CurrentUser, session: ReadSession, paging: Paging10) -> Envelope[Page[ShelfOut]]:
    return ok(service.by_user(session, user.id, user, paging))


@router.get("/product/shelf/holding", response_model=Envelope[ShelvesHoldingOut],
            summary="Which of your shelves hold a product (the product page's shelf dialog)")
def shelves_holding(product_id: IdQuery, user: CurrentUser, session: ReadSession) -> Envelope[ShelvesHoldingOut]:
    return ok(service.holding(session, user, product_id))


@router.get("/product/shelf/detail", response_model=Envelope[ShelfDetailOut],
            summary="A shelf with its products, latest added first")
def shelf_detail(shelf_id: IdQuery, session: ReadSession, viewer: OptionalUser, paging: Paging10,
                 user_id: UserIdQuery = None) -> Envelope[ShelfDetailOut]:
    return ok(service.detail(session, shelf_id, user_id, viewer, paging))


@router.get("/product/shelf/breakout", response_model=Envelope[BreakoutOut],
            summary="The breakout detective: what your broke-me-out products share and your works-for-me ones lack")
def shelf_breakout(user: CurrentUser, session: ReadSession) -> Envelope[BreakoutOut]:
    return ok(service.breakout_hint(session, user))
