"""Notification calls (spec §7 "Users and auth" settings, "Other" messages)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from api.content.routes import OWNER
from api.db.session import ReadSession, WriteSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser
from api.envelope import Envelope, Page, ok
from api.notifications import service
from api.notifications.schemas import (
    MarkReadIn,
    MarkReadOut,
    NotificationOut,
    NotificationSettingIn,
    NotificationStates,
    UnreadCountOut,
)
from api.paging import Paging10

router = APIRouter(tags=["notifications"], route_class=AppRoute)


@router.get("/notification/msg_list", response_model=Envelope[Page[NotificationOut]])
def msg_list(user: CurrentUser, session: ReadSession, paging: Paging10,
             unread_only: Annotated[bool, Query(description="Only unread messages (status 1).")] = False
             ) -> Envelope[Page[NotificationOut]]:
    """The signed-in member's messages, newest first (`Authorization: Bearer <token>` or the token header)."""
    return ok(service.inbox(session, user, paging, unread_only))


@router.get("/notification/unread_count", response_model=Envelope[UnreadCountOut])
def unread_count(user: CurrentUser, session: ReadSession) -> Envelope[UnreadCountOut]:
    """How many messages are unread (the header's badge polls this)."""
    return ok(UnreadCountOut(unread_count=service.unread_count(session, user)))


@router.post("/notification/mark_read", response_model=Envelope[MarkReadOut], openapi_extra=dict(OWNER))
def mark_read(body: MarkReadIn, user: CurrentUser, session: WriteSession) -> Envelope[MarkReadOut]:
    """Status 0 (read) for one message (`notification_id`) or all (`all: true`); another member's is 404."""
    return ok(service.mark_read(session, user, body.notification_id))


@router.get("/user/notification_states", response_model=Envelope[NotificationStates])
def notification_states(user: CurrentUser, session: ReadSession) -> Envelope[NotificationStates]:
    """Each notification type → is_enabled: the member's settings merged over the defaults (all on)."""
    return ok(service.states(session, user))


@router.post("/user/notification_settings", response_model=Envelope[NotificationStates], openapi_extra=dict(OWNER))
def notification_settings(body: NotificationSettingIn, user: CurrentUser, session: WriteSession
                          ) -> Envelope[NotificationStates]:
    """Turn one notification type on or off; answers every type's state after the change."""
    return ok(service.set_state(session, user, body.notification_type, body.is_enabled, body.user_id),
              "Your notification settings are saved.")
