"""The file host: its own ASGI app (api-contract.md), mounted at /files in the embedded profile.

`POST /file/upload` takes one multipart field `file` and answers `{status, code: 1, data: {url}}`;
stored files are served from `/uploads/…` and `/imgs/…` under the host's base URL.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated

from fastapi import FastAPI, File, UploadFile
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel

from api.db.session import WriteSession
from api.deps import CurrentUser, Limiter
from api.errors import PayloadTooLarge
from api.files.repository import record_upload
from api.files.storage import MAX_UPLOAD_BYTES, PREFIXES, store_image
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


def files_root(settings: Settings) -> Path:
    custom = settings.files_url.removeprefix("local://")
    return Path(custom) if custom else settings.data_dir / "files"


def _read_bounded(upload: UploadFile) -> bytes:
    """Read at most the limit (plus one chunk) from the spooled upload; a bigger file is a 413."""
    chunks, size = [], 0
    while chunk := upload.file.read(256 * 1024):
        size += len(chunk)
        if size > MAX_UPLOAD_BYTES:
            raise PayloadTooLarge(f"That file is too large (at most {MAX_UPLOAD_BYTES // (1024 * 1024)} MB).")
        chunks.append(chunk)
    return b"".join(chunks)


def create_file_host(settings: Settings, install: Callable[[FastAPI], None]) -> FastAPI:
    host = FastAPI(title="Glowdex files", openapi_url="/openapi.json", docs_url=None, redoc_url=None)
    install(host)  # same settings, sessions, limits and error envelope as the API
    root = files_root(settings)

    @host.post("/file/upload", response_model=UploadResponse)
    def upload(file: Annotated[UploadFile, File()], user: CurrentUser, session: WriteSession,
               limiter: Limiter) -> UploadResponse:
        limiter.hit(f"upload:{user.id}", 60, 3600)
        stored = store_image(_read_bounded(file), root)
        row = record_upload(session, user.id, stored, url=f"/files/{stored.relative_path}")
        return UploadResponse(data=UploadData(url=row.url, file_id=row.id, width=row.width or 0,
                                              height=row.height or 0))

    for prefix in PREFIXES:
        (root / prefix).mkdir(parents=True, exist_ok=True)
        host.mount(f"/{prefix}", StaticFiles(directory=root / prefix), name=prefix)
    return host
