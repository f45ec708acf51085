"""`POST /api/report`: what a member reports, and the answer."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from api.content.schemas import ItemId
from api.envelope import RequestBody

# What can be reported (api/moderation/kinds.py REPORTABLE): "user" is a member's profile (their bio).
ReportKind = Literal["review", "routine", "feedback", "dupe", "comment", "shelf", "user"]
ReportReason = Literal["spam", "offensive", "harassment", "misleading", "personal_info", "other"]


class ReportIn(RequestBody):
    kind: ReportKind
    id: ItemId = Field(description="The item's id (a member's user id for a profile).")
    reason: ReportReason
    note: str = Field(default="", max_length=500, description="Anything the moderator should know (optional).")


class ReportOut(BaseModel):
    report_id: int
    kind: str
    id: int
    created: bool  # false: this member had already reported it (one report per member and item)
