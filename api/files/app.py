"""The file host: its own ASGI app (api-contract.md), mounted at /files in the embedded profile.

`POST /file/upload` takes one multipart field `file` and answers `{status, code: 1, data: {url}}`;
stored files are served from `/uploads/…` and `/imgs/…` under the host's base URL.

Order of an upload (architecture.md §3a): the body's size was capped before the app ran
(`api.body_limits`); the token and the rate limit are checked from the headers; only then is the
multipart body read (a body that is not multipart/form-data is a 415); the image's header is checked
before any pixel is decoded; decoding waits for and runs in the host's bounded `DecodePool`, off the request
threads (storage.py); the file is written to a temp file and renamed. Only then does the sync endpoint take a
request thread, to record the row and commit (AppRoute).
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

from fastapi import Depends, FastAPI, Request
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel
from starlette.datastructures import UploadFile

from api.db.session import WriteSession
from api.db.write_route import AppRoute
from api.deps import CurrentUser, Limiter
from api.errors import FieldError, UnsupportedMedia, ValidationFailed
from api.files.repository import record_upload
from api.files.storage import (
    PREFIXES,
    DecodePool,
    ImageLimits,
    StorageFull,
    StoredImage,
    store_image,
    too_large,
)
from api.models import User
from api.settings import Settings


class UploadData(BaseModel):
    url: str
    file_id: int
    width: int
    height: int


class UploadResponse(BaseModel):
    status: bool = True
    msg: str = "ok"
    code: int = 1  # spec §7: 1 means success
    data: UploadData


# The body is read by `read_upload`, after authentication, so the route declares it for OpenAPI only.
UPLOAD_BODY = {"requestBody": {"required": True, "content": {"multipart/form-data": {"schema": {
    "type": "object", "required": ["file"], "properties": {"file": {"type": "string", "format": "binary"}}}}}}}


def files_root(settings: Settings) -> Path:
    custom = settings.files_url.removeprefix("local://")
    return Path(custom) if custom else settings.data_dir / "files"


def upload_allowed(user: CurrentUser, limiter: Limiter) -> User:
    """Token and rate limit, from the headers alone: nothing of the body has been read yet."""
    limiter.hit(f"upload:{user.id}", 60, 3600)
    return user


Uploader = Annotated[User, Depends(upload_allowed)]


async def _read_bounded(upload: UploadFile, limits: ImageLimits) -> bytes:
    """Read at most the limit (plus one chunk) from the spooled upload; a bigger file is a 413."""
    chunks, size = [], 0
    while chunk := await upload.read(256 * 1024):
        size += len(chunk)
        if size > limits.max_bytes:
            raise too_large(limits)
        chunks.append(chunk)
    return b"".join(chunks)


NOT_MULTIPART = "Send the image as multipart/form-data, in a field named file."


async def read_upload(request: Request, _uploader: Uploader) -> bytes:
    """The `file` field's bytes, read only once `upload_allowed` has passed."""
    return await read_image_field(request, request.app.state.image_limits)


async def read_image_field(request: Request, limits: ImageLimits) -> bytes:
    """The bytes of the one multipart field `file`, at most `limits.max_bytes` (a larger file is a 413; a body that
    is not multipart/form-data a 415). Shared by the upload and the label reader (api/labels/router.py)."""
    media_type = request.headers.get("content-type", "").partition(";")[0].strip().lower()
    if media_type != "multipart/form-data":  # any other body would end as a puzzling "file: Field required"
        raise UnsupportedMedia(NOT_MULTIPART)
    try:
        form = await request.form(max_files=1, max_fields=5)
    except OSError as exc:  # the multipart spool could not be written
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            raise StorageFull() from exc
        raise
    try:
        file = form.get("file")
        if not isinstance(file, UploadFile):
            raise ValidationFailed("Please check the highlighted fields.",
                                   errors=[FieldError("file", "Field required")])
        return await _read_bounded(file, limits)
    finally:
        await form.close()


async def stored_upload(request: Request, data: Annotated[bytes, Depends(read_upload)],
                        uploader: Uploader) -> StoredImage:
    """The upload checked, decoded in the host's `DecodePool` and written as the uploader's own file: async, so
    waiting for a decode slot holds no request thread (storage.py)."""
    state = request.app.state
    return await store_image(data, state.files_root, limits=state.image_limits, pool=state.decode_pool,
                             owner=uploader.id)


def create_file_host(settings: Settings, install: Callable[[FastAPI], None]) -> FastAPI:
    host = FastAPI(title="Glowdex files", openapi_url="/openapi.json", docs_url=None, redoc_url=None,
                   redirect_slashes=False)  # no Location built from the Host header (api/app.py)
    host.router.route_class = AppRoute  # the upload commits in its own thread (api/db/write_route.py)
    install(host)  # same settings, sessions, limits and error envelope as the API
    root = files_root(settings)
    limits = ImageLimits.from_settings(settings)
    pool = DecodePool(settings.image_decode_slots)  # one per process: bounds decoding memory (storage.py)
    host.state.image_limits, host.state.decode_pool, host.state.files_root = limits, pool, root

    @host.post("/file/upload", response_model=UploadResponse, openapi_extra=UPLOAD_BODY)
    def upload(stored: Annotated[StoredImage, Depends(stored_upload)], user: Uploader,
               session: WriteSession) -> UploadResponse:
        # A plain `def`: the image is stored by now, so the request thread only records the row (committed here).
        row = record_upload(session, user.id, stored, url=f"/files/{stored.relative_path}")
        return UploadResponse(data=UploadData(url=row.url, file_id=row.id, width=row.width or 0,
                                              height=row.height or 0))

    for prefix in PREFIXES:
        (root / prefix).mkdir(parents=True, exist_ok=True)
        host.mount(f"/{prefix}", StaticFiles(directory=root / prefix), name=prefix)
    return host
