"""Uploaded-file rows: one per stored content hash and path."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.files.storage import StoredImage
from api.models import UploadedFile


def _by_path(session: Session, path: str) -> UploadedFile | None:
    return session.scalar(select(UploadedFile).where(UploadedFile.path == path))


def record_upload(session: Session, user_id: int, stored: StoredImage, url: str) -> UploadedFile:
    """The row for this stored file; the same member's same bytes uploaded again reuse it (their path is theirs,
    storage.store_image), also when the two uploads ran at once (a double tap): a savepoint absorbs the loser's
    duplicate path."""
    existing = _by_path(session, stored.relative_path)
    if existing is not None:
        return existing
    row = UploadedFile(user_id=user_id, prefix=stored.relative_path.split("/")[0], path=stored.relative_path,
                       url=url, content_type=stored.content_type, size_bytes=stored.size_bytes,
                       width=stored.width, height=stored.height, sha256=stored.sha256)
    try:
        with session.begin_nested():
            session.add(row)
    except IntegrityError:
        existing = _by_path(session, stored.relative_path)
        if existing is None:
            raise
        return existing
    return row


def upload_by_url(session: Session, url: str) -> UploadedFile | None:
    return session.scalar(select(UploadedFile).where(UploadedFile.url == url).limit(1))
