"""Request and response models of notifications and their settings (spec §3 "Notification", §7)."""

from __future__ import annotations

from pydantic import BaseModel, Field, model_validator

from api.content.schemas import Author
from api.envelope import RequestBody, UtcDatetime
from api.notifications.events import NotificationType


class NotificationOut(BaseModel):
    """One inbox message. `notification_id` and `id` are the same number (the spec names both); `status` 0
    means read, 1 unread. `object_type`/`object_id` name what it links to: a content kind and its id, or
    "user" and the member who followed; `comment_id` the comment it is about, if any."""

    notification_id: int
    id: int
    notification_type: str
    status: int
    text: str
    actor: Author | None  # None when that member has left
    object_type: str | None
    object_id: int | None
    comment_id: int | None
    created_at: UtcDatetime


class NotificationStates(BaseModel):
    """Each notification type → is_enabled (every type is on until the member turns it off)."""

    follow: bool = True
    like: bool = True
    star: bool = True
    comment: bool = True
    reply: bool = True


class NotificationSettingIn(RequestBody):
    notification_type: NotificationType
    is_enabled: bool
    # The spec's client may send its own id; another member's id is refused (403).
    user_id: int | None = Field(default=None, ge=1, le=2**53)


class MarkReadIn(RequestBody):
    """Mark one message (`notification_id`) or every message (`all: true`) read (status 0)."""

    notification_id: int | None = Field(default=None, ge=1, le=2**53)
    all: bool = False

    @model_validator(mode="after")
    def _one_or_all(self) -> MarkReadIn:
        if (self.notification_id is None) == (not self.all):
            raise ValueError("Give a notification_id, or all: true (not both).")
        return self


class MarkReadOut(BaseModel):
    marked: int  # messages that were unread and are read now
    unread_count: int


class UnreadCountOut(BaseModel):
    unread_count: int
