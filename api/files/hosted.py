"""Images members point at (avatars, submitted product images) must be files our host stored: an address
on another site would make every viewer's browser call it, telling that site who looks at the page."""

from __future__ import annotations

import re

from sqlalchemy.orm import Session

from api.errors import FieldError, ValidationFailed
from api.files.repository import upload_by_url

_HOSTED = re.compile(r"^/files/(uploads|imgs)/[A-Za-z0-9._/-]+$")
NOT_HOSTED = "Upload the image to Glowdex first: addresses of other sites are not accepted."
NOT_UPLOADED = "That image is not one of our uploads. Upload it again."
NOT_YOURS = "Use an image you uploaded yourself."


def hosted_image_url(value: str | None) -> str | None:
    """Schema check: empty (no image) or a file-host path."""
    if value and (not _HOSTED.match(value) or ".." in value):
        raise ValueError(NOT_HOSTED)
    return value


def require_uploaded(session: Session, url: str | None, field: str, owner_id: int | None = None) -> None:
    """Service check: the path is one the host really stored (an `uploaded_files` row) and, with `owner_id`, one
    that member uploaded (an avatar: nobody wears another member's photo)."""
    if not url:
        return
    found = upload_by_url(session, url)
    if found is None:
        raise ValidationFailed("Please check the highlighted fields.", errors=[FieldError(field, NOT_UPLOADED)])
    if owner_id is not None and found.user_id != owner_id:
        raise ValidationFailed("Please check the highlighted fields.", errors=[FieldError(field, NOT_YOURS)])
