"""Uploads and bodies that cannot hurt the server (issue 10, item 4): each probe of the old server as a test.

Bodies are streamed into the real app through a raw ASGI call that counts the bytes the app pulls, so
"refused before reading" is observed, not assumed. Images are real bytes made with Pillow; the bomb is a
PNG whose header declares 20000×20000 pixels over a tiny IDAT, never allocated and never decoded. What the
server logged is read from the log records (caplog), as an operator would read it.
"""

from __future__ import annotations

import errno
import io
import json
import logging
import os
import re
import struct
import tempfile
import time
import zlib
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import anyio.to_thread
import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from PIL import Image
from sqlalchemy.orm import Session

from api.body_limits import MULTIPART_OVERHEAD
from api.db.engine import make_engine
from api.db.migrate import upgrade
from api.files.storage import DecodePool
from api.models import AuthToken, User
from api.security import hash_password, new_token, token_digest
from api.settings import REPO_ROOT, Settings
from tests.api.helpers import signed_in
from tests.api.ingredient_catalog import make_catalog
from tests.api.race import fresh_postgres
from tests.conftest import DATABASE_URL

MB = 1024 * 1024
BOUNDARY = "glowdexboundary"


def _png_header_only(width: int, height: int) -> bytes:
    """A structurally valid PNG (right CRCs) whose IHDR declares the size; the pixel data is 64 bytes."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
            + chunk(b"IEND", b""))


def _jpeg(size: tuple[int, int], orientation: int | None = None) -> bytes:
    image = Image.linear_gradient("L").resize(size)  # one byte a pixel: 40 MB at 6300×6300
    out = io.BytesIO()
    kwargs = {}
    if orientation:
        exif = Image.Exif()
        exif[0x0112] = orientation
        kwargs["exif"] = exif.tobytes()
    image.save(out, format="JPEG", quality=80, **kwargs)
    return out.getvalue()


def _multipart(data: bytes, filename: str = "photo.png", content_type: str = "image/png") -> tuple[bytes, bytes]:
    head = (f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{filename}\"\r\n"
            f"Content-Type: {content_type}\r\n\r\n").encode()
    return head, f"\r\n--{BOUNDARY}--\r\n".encode()


def _multipart_chunks(total_file_bytes: int, chunk: int = MB) -> Iterator[bytes]:
    """A multipart body generated lazily: nothing is allocated beyond the chunk being sent."""
    head, tail = _multipart(b"")
    yield head
    sent = 0
    while sent < total_file_bytes:
        n = min(chunk, total_file_bytes - sent)
        sent += n
        yield b"\x00" * n
    yield tail


class Sent:
    def __init__(self, status: int, headers: dict[str, str], body: bytes, pulled: int):
        self.status, self.headers, self.body, self.pulled = status, headers, body, pulled

    def json(self) -> dict:
        return json.loads(self.body)


def asgi_call(client, app: FastAPI, path: str, chunks: Iterable[bytes], *, content_length: int | None,
              headers: dict[str, str] | None = None, content_type: str = f"multipart/form-data; boundary={BOUNDARY}",
              method: str = "POST") -> Sent:
    """One HTTP request straight into the ASGI app (on the test client's event loop), counting how many
    body bytes the app actually pulled with `receive`."""
    raw_headers = [(b"host", b"testserver"), (b"content-type", content_type.encode())]
    raw_headers += [(k.lower().encode(), v.encode()) for k, v in (headers or {}).items()]
    if content_length is not None:
        raw_headers.append((b"content-length", str(content_length).encode()))
    scope = {"type": "http", "asgi": {"version": "3.0", "spec_version": "2.4"}, "http_version": "1.1",
             "method": method, "scheme": "http", "path": path, "raw_path": path.encode(), "root_path": "",
             "query_string": b"", "headers": raw_headers, "client": ("127.0.0.1", 50000),
             "server": ("testserver", 80), "state": {}}
    source = iter(chunks)
    pulled = 0
    out: dict = {"status": 0, "headers": {}, "body": b""}

    async def receive() -> dict:
        nonlocal pulled
        chunk = next(source, None)
        if chunk is None:
            return {"type": "http.request", "body": b"", "more_body": False}
        pulled += len(chunk)
        return {"type": "http.request", "body": chunk, "more_body": True}

    async def send(message: dict) -> None:
        if message["type"] == "http.response.start":
            out["status"] = message["status"]
            out["headers"] = {k.decode(): v.decode() for k, v in message.get("headers", [])}
        elif message["type"] == "http.response.body":
            out["body"] += message.get("body", b"")

    async def run() -> None:
        await app(scope, receive, send)

    client.portal.call(run)
    return Sent(out["status"], out["headers"], out["body"], pulled)


def _file_host(app: FastAPI) -> FastAPI:
    return next(route.app for route in app.routes if getattr(route, "path", None) == "/files")


def _all_files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()]


def _logged(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [record.getMessage() for record in caplog.records if record.name == "api"]


def _small_png(shade: int = 0) -> bytes:
    png = io.BytesIO()
    Image.new("RGB", (64, 64), (10, 200, shade)).save(png, format="PNG")
    return png.getvalue()


def _until(condition: Callable[[], bool]) -> None:
    """Wait for a state of the server (a synchronisation point, not a timing check)."""
    deadline = time.monotonic() + 60
    while not condition():
        assert time.monotonic() < deadline, "the server never reached the awaited state"
        time.sleep(0.01)


# --- request bodies --------------------------------------------------------------------------------


def test_a_60_mb_unauthenticated_upload_is_413_before_a_byte_is_read(client, app):
    total = 60 * MB
    r = asgi_call(client, app, "/files/file/upload", _multipart_chunks(total), content_length=total + 200)
    assert r.status == 413 and r.pulled == 0
    assert r.json() == {"status": False, "msg": "That request is too large (at most 5 MB).", "code": "too_large"}


def test_an_unauthenticated_upload_under_the_cap_is_401_before_its_body_is_read(client, app):
    body = b"".join(_multipart_chunks(4 * MB))
    r = asgi_call(client, app, "/files/file/upload", [body[i:i + MB] for i in range(0, len(body), MB)],
                  content_length=len(body))
    assert r.status == 401 and r.json()["auth"] is False
    assert r.pulled == 0  # the token was checked from the headers; the multipart body was never parsed


def test_a_chunked_upload_without_a_length_is_cut_off_at_the_cap(client, app, session, caplog):
    """Before: the cut-off surfaced in the app as an unhandled error (logged with a traceback as a 500)."""
    headers = signed_in(client, session)
    caplog.set_level(logging.INFO, logger="api")
    r = asgi_call(client, app, "/files/file/upload", _multipart_chunks(60 * MB), content_length=None,
                  headers=headers)
    assert r.status == 413 and r.json()["code"] == "too_large"
    cap = Settings().max_upload_bytes + MULTIPART_OVERHEAD
    assert cap < r.pulled <= cap + MB  # reading stopped at the first chunk past the cap
    logged = _logged(caplog)
    assert any("code='too_large'" in line and "status=413" in line for line in logged), logged
    assert not any("unhandled_error" in line or "Traceback" in line for line in logged), logged


def test_a_50_mb_json_body_is_413_before_it_is_read_or_parsed(client, app):
    total = 50 * MB
    chunks = (b"{\"email\": \"" if i == 0 else b"a" * MB for i in range(51))
    r = asgi_call(client, app, "/api/user/login", chunks, content_length=total, content_type="application/json")
    assert r.status == 413 and r.pulled == 0
    assert r.json() == {"status": False, "msg": "That request is too large (at most 1 MB).", "code": "too_large"}


def test_a_chunked_json_body_past_1_mib_is_413_and_not_parsed(client, app, caplog):
    """Before: FastAPI's body parsing turned the cut-off into a 400, which the request log recorded."""
    caplog.set_level(logging.INFO, logger="api")
    chunks = [b"{\"email\": \""] + [b"a" * (256 * 1024)] * 8 + [b"\"}"]
    r = asgi_call(client, app, "/api/user/login", chunks, content_length=None, content_type="application/json")
    assert r.status == 413 and r.json()["code"] == "too_large"
    assert r.pulled <= MB + 256 * 1024
    requests = [line for line in _logged(caplog) if "event='request'" in line and "/api/user/login" in line]
    assert len(requests) == 1 and "status=413" in requests[0], requests


def test_a_json_body_under_the_cap_still_reaches_validation(client):
    r = client.post("/api/user/login", json={"email": "a" * (900 * 1024), "password": "x"})
    assert r.status_code == 422 and r.json()["status"] is False


def test_nginx_applies_the_same_caps_per_location():
    conf = (REPO_ROOT / "deploy" / "nginx.conf").read_text()
    caps = dict(re.findall(r"location\s+(?:=\s+)?(\S+)\s*\{[^}]*?client_max_body_size\s+(\d+)k;", conf))
    settings = Settings()
    assert int(caps["/files/file/upload"]) * 1024 == settings.max_upload_bytes + MULTIPART_OVERHEAD
    assert int(caps["/api/"]) * 1024 == settings.max_json_body_bytes
    server_default = re.search(r"server\s*\{[^{]*?client_max_body_size\s+(\d+)k;", conf)
    assert server_default and int(server_default.group(1)) * 1024 == settings.max_json_body_bytes


# --- images --------------------------------------------------------------------------------------


@pytest.mark.filterwarnings("ignore::PIL.Image.DecompressionBombWarning")
@pytest.mark.parametrize("side", [20000, 10000, 7000])  # Pillow's bomb error, Pillow's warning, only our cap
def test_an_image_past_the_pixel_cap_is_413_from_its_header(client, session, side):
    headers = signed_in(client, session)
    r = client.post("/files/file/upload", headers=headers,
                    files={"file": ("bomb.png", _png_header_only(side, side), "image/png")})
    body = r.json()
    assert r.status_code == 413 and body["status"] is False and body["code"] == "too_large"
    assert "megapixels" in body["msg"]


def test_a_header_that_lies_about_its_pixels_is_415_not_500(client, session, settings):
    headers = signed_in(client, session)
    r = client.post("/files/file/upload", headers=headers,
                    files={"file": ("short.png", _png_header_only(300, 200), "image/png")})
    assert r.status_code == 415 and r.json()["code"] == "unsupported_media"
    assert _all_files(settings.data_dir / "files") == []


def test_a_6300_square_photo_is_decoded_scaled_down_and_stored_within_the_box(client, session):
    headers = signed_in(client, session)
    r = client.post("/files/file/upload", headers=headers,
                    files={"file": ("big.jpg", _jpeg((6300, 6300)), "image/jpeg")})
    data = r.json()["data"]
    assert r.status_code == 200 and (data["width"], data["height"]) == (2048, 2048)
    assert Image.open(io.BytesIO(client.get(data["url"]).content)).size == (2048, 2048)


def test_scaling_keeps_the_aspect_and_the_camera_orientation(client, session):
    headers = signed_in(client, session)
    wide = client.post("/files/file/upload", headers=headers,
                       files={"file": ("wide.jpg", _jpeg((8000, 1000)), "image/jpeg")}).json()["data"]
    assert (wide["width"], wide["height"]) == (2048, 256)
    rotated = client.post("/files/file/upload", headers=headers,  # Orientation 6: shown turned 90°
                          files={"file": ("cam.jpg", _jpeg((3000, 1500), orientation=6), "image/jpeg")}).json()
    assert (rotated["data"]["width"], rotated["data"]["height"]) == (1024, 2048)


def _hold_every_slot(client, pool: DecodePool, held: ExitStack) -> None:
    for _ in range(pool.slots):
        held.enter_context(client.portal.wrap_async_context_manager(pool.slot()))


def _waiting(client, pool: DecodePool) -> int:
    return client.portal.call(lambda: pool.waiting)


def _set_request_threads(threads: int) -> None:
    anyio.to_thread.current_default_thread_limiter().total_tokens = threads


def test_decoding_waits_for_one_of_the_pools_slots_and_answers_503_when_none_frees(client, app, session):
    headers = signed_in(client, session)
    pool: DecodePool = _file_host(app).state.decode_pool
    assert pool.slots == Settings().image_decode_slots == 2
    pool.wait_seconds = 0.2
    upload = {"file": ("a.png", _small_png(), "image/png")}
    with ExitStack() as held:
        _hold_every_slot(client, pool, held)
        r = client.post("/files/file/upload", headers=headers, files=upload)
        assert r.status_code == 503 and r.headers["Retry-After"] and r.json()["status"] is False
    assert client.post("/files/file/upload", headers=headers, files=upload).status_code == 200


@dataclass
class OwnServer:
    """The app on a database of its own (file SQLite, or a fresh PostgreSQL one): the shared test connection
    cannot carry parallel write transactions. A member signed in and one product."""

    client: TestClient
    pool: DecodePool
    headers: dict[str, str]
    product_id: int


@pytest.fixture(params=["sqlite", "postgresql"])
def own_server(request, tmp_path: Path) -> Iterator[OwnServer]:  # type: ignore[no-untyped-def]
    from api.app import create_app

    if request.param == "sqlite":
        urls: Iterator[str] = iter([f"sqlite:///{tmp_path / 'uploads.sqlite3'}"])
    elif not DATABASE_URL.startswith("postgresql"):
        pytest.skip("DATABASE_URL does not point at PostgreSQL")
    else:
        urls = fresh_postgres()
    for url in urls:
        upgrade(url)
        engine = make_engine(url)
        now = datetime.now(UTC)
        token = new_token()
        with Session(engine) as session:
            product_id = make_catalog(session).pid("Niacinamide Serum")
            user = User(email="uploader@example.com", password_hash=hash_password("Secret-pass-123"),
                        nickname="Uploader", concerns=[], login_type="email", is_active=True, created_at=now,
                        updated_at=now)
            session.add(user)
            session.flush()
            session.add(AuthToken(user_id=user.id, token_hash=token_digest(token), created_at=now,
                                  expires_at=now + timedelta(days=1)))
            session.commit()
        engine.dispose()
        settings = Settings(environment="test", data_dir=tmp_path, database_url=url, broker_url="memory://",
                            mail_url="outbox://", web_dist_dir=tmp_path / "no-dist")
        app = create_app(settings)
        with TestClient(app, raise_server_exceptions=False) as client:
            yield OwnServer(client, _file_host(app).state.decode_pool, {"token": token}, product_id)


def test_uploads_waiting_for_a_decode_slot_leave_the_request_threads_to_other_routes(own_server: OwnServer):
    """Before: an upload waited for its slot in a request thread, up to 30 s; 20 parallel 6300×6300 uploads held
    all 16 threads and a product page took 46 s. Here as many uploads as there are request threads wait for
    slots the test holds, and a product page (a sync route: it needs a request thread) is answered before any
    slot is released. The uploads would wait 10 minutes, so a page answered only once they gave up cannot pass."""
    client, pool = own_server.client, own_server.pool
    pool.wait_seconds = 600
    threads = 2
    client.portal.call(_set_request_threads, threads)
    with ThreadPoolExecutor(threads + 1) as callers:
        with ExitStack() as held:
            _hold_every_slot(client, pool, held)
            uploads = [callers.submit(client.post, "/files/file/upload", headers=own_server.headers,
                                      files={"file": (f"{i}.png", _small_png(i), "image/png")})
                       for i in range(threads)]
            _until(lambda: _waiting(client, pool) == threads)
            page = callers.submit(client.get, "/api/product/detail", params={"product_id": own_server.product_id})
            answered = page.result(timeout=120)  # a guard against hanging; before, it waited for the slots
            assert answered.status_code == 200 and answered.json()["data"]["product_id"] == own_server.product_id
            assert client.get("/api/health").status_code == 200
            assert _waiting(client, pool) == threads  # the slots were still held when the page answered
        assert [u.result().status_code for u in uploads] == [200] * threads


def test_past_the_bounded_queue_an_upload_is_503_at_once(own_server: OwnServer):
    """Uploads wait for a slot at most `waiting_per_slot` (4) to a slot; the next is refused at once with
    Retry-After rather than queued (the waiting ones would wait 10 minutes here)."""
    client, pool = own_server.client, own_server.pool
    pool.wait_seconds = 600
    assert pool.max_waiting == 4 * pool.slots

    def upload(i: int):  # type: ignore[no-untyped-def]
        return client.post("/files/file/upload", headers=own_server.headers,
                           files={"file": (f"{i}.png", _small_png(i), "image/png")})

    with ThreadPoolExecutor(pool.max_waiting) as callers:
        with ExitStack() as held:
            _hold_every_slot(client, pool, held)
            queued = [callers.submit(upload, i) for i in range(pool.max_waiting)]
            _until(lambda: _waiting(client, pool) == pool.max_waiting)
            r = upload(pool.max_waiting)
            assert r.status_code == 503 and r.headers["Retry-After"] == "5" and r.json()["code"] == "unavailable"
            assert _waiting(client, pool) == pool.max_waiting
        assert [q.result().status_code for q in queued] == [200] * pool.max_waiting


# --- a full disk ---------------------------------------------------------------------------------


def test_a_full_disk_during_the_write_is_a_clear_507_and_leaves_no_partial_file(client, session, settings,
                                                                                monkeypatch):
    headers = signed_in(client, session)
    root = settings.data_dir / "files"
    real_write = os.write
    failed = []

    def disk_fills_up(fd: int, data) -> int:  # fault injection at the OS call, for our temp file only
        name = os.readlink(f"/proc/self/fd/{fd}")
        if name.startswith(str(root.resolve())) and name.endswith(".part"):
            if not failed:
                failed.append(name)
                return real_write(fd, bytes(data)[: len(data) // 2])  # half of it lands on disk...
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))  # ...then the disk is full
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", disk_fills_up)
    photo = _jpeg((640, 480))
    r = client.post("/files/file/upload", headers=headers, files={"file": ("p.jpg", photo, "image/jpeg")})
    assert r.status_code == 507 and r.json()["code"] == "storage_full" and "full" in r.json()["msg"]
    assert failed and _all_files(root) == []  # neither the temp file nor a partial image remains

    monkeypatch.setattr(os, "write", real_write)
    r = client.post("/files/file/upload", headers=headers, files={"file": ("p.jpg", photo, "image/jpeg")})
    assert r.status_code == 200
    assert [p.name for p in _all_files(root)] == [Path(r.json()["data"]["url"]).name]


def test_a_full_disk_while_the_body_is_spooled_is_the_same_507(client, session, settings, monkeypatch):
    """Starlette spools a file part past 1 MB to an anonymous temporary file. A real full filesystem cannot be
    mounted here, so the OS write is made to fail at that spool: `tempfile.TemporaryFile` (what the spool rolls
    over to) is replaced by a real file whose writes land half, then fail with ENOSPC. The body never reaches
    the image check; the answer is the disk-full 507, the spool file is closed (its blocks freed) and nothing is
    stored."""
    headers = signed_in(client, session)
    spools: list[io.FileIO] = []

    class SpoolOnAFullDisk(io.FileIO):
        def write(self, data) -> int:  # type: ignore[no-untyped-def, override]
            super().write(bytes(data)[: len(data) // 2])
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def temporary_file(*_args, **kwargs) -> io.FileIO:  # type: ignore[no-untyped-def]
        fd, path = tempfile.mkstemp(dir=kwargs.get("dir"))
        os.unlink(path)  # anonymous, as TemporaryFile's
        spools.append(SpoolOnAFullDisk(fd, "w+b"))
        return spools[-1]

    monkeypatch.setattr(tempfile, "TemporaryFile", temporary_file)
    photo = b"\xff\xd8\xff" + bytes(2 * MB)  # past the 1-MB spool; never decoded
    r = client.post("/files/file/upload", headers=headers, files={"file": ("p.jpg", photo, "image/jpeg")})
    assert r.status_code == 507 and r.json()["code"] == "storage_full" and "full" in r.json()["msg"]
    assert len(spools) == 1 and spools[0].closed
    assert _all_files(settings.data_dir / "files") == []
