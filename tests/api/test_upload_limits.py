"""Uploads and bodies that cannot hurt the server (issue 10, item 4): each probe of the old server as a test.

Bodies are streamed into the real app through a raw ASGI call that counts the bytes the app pulls, so
"refused before reading" is observed, not assumed. Images are real bytes made with Pillow; the bomb is a
PNG whose header declares 20000×20000 pixels over a tiny IDAT, never allocated and never decoded.
"""

from __future__ import annotations

import errno
import io
import json
import os
import re
import struct
import zlib
from collections.abc import Iterable, Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from fastapi import FastAPI
from PIL import Image

from api.body_limits import MULTIPART_OVERHEAD
from api.files.storage import DecodePool
from api.settings import REPO_ROOT, Settings
from tests.api.helpers import signed_in

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


def test_a_chunked_upload_without_a_length_is_cut_off_at_the_cap(client, app, session):
    headers = signed_in(client, session)
    r = asgi_call(client, app, "/files/file/upload", _multipart_chunks(60 * MB), content_length=None,
                  headers=headers)
    assert r.status == 413 and r.json()["code"] == "too_large"
    cap = Settings().max_upload_bytes + MULTIPART_OVERHEAD
    assert cap < r.pulled <= cap + MB  # reading stopped at the first chunk past the cap


def test_a_50_mb_json_body_is_413_before_it_is_read_or_parsed(client, app):
    total = 50 * MB
    chunks = (b"{\"email\": \"" if i == 0 else b"a" * MB for i in range(51))
    r = asgi_call(client, app, "/api/user/login", chunks, content_length=total, content_type="application/json")
    assert r.status == 413 and r.pulled == 0
    assert r.json() == {"status": False, "msg": "That request is too large (at most 1 MB).", "code": "too_large"}


def test_a_chunked_json_body_past_1_mib_is_413_and_not_parsed(client, app):
    chunks = [b"{\"email\": \""] + [b"a" * (256 * 1024)] * 8 + [b"\"}"]
    r = asgi_call(client, app, "/api/user/login", chunks, content_length=None, content_type="application/json")
    assert r.status == 413 and r.json()["code"] == "too_large"
    assert r.pulled <= MB + 256 * 1024


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


def test_decoding_waits_for_one_of_the_pools_slots_and_answers_503_when_none_frees(client, app, session):
    headers = signed_in(client, session)
    pool: DecodePool = _file_host(app).state.decode_pool
    assert pool.slots == Settings().image_decode_slots == 2
    pool.wait_seconds = 0.2
    png = io.BytesIO()
    Image.new("RGB", (64, 64), (10, 200, 90)).save(png, format="PNG")
    upload = {"file": ("a.png", png.getvalue(), "image/png")}
    with ExitStack() as held:
        for _ in range(pool.slots):
            held.enter_context(pool.slot())
        r = client.post("/files/file/upload", headers=headers, files=upload)
        assert r.status_code == 503 and r.headers["Retry-After"] and r.json()["status"] is False
    assert client.post("/files/file/upload", headers=headers, files=upload).status_code == 200


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
