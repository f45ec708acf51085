"""The file host: image upload through the mounted ASGI app, validation, metadata stripped, served back."""

from __future__ import annotations

import io
from datetime import UTC, datetime

import pytest
from PIL import Image
from sqlalchemy import func, select

from api.files.repository import record_upload
from api.files.storage import StoredImage
from api.models import UploadedFile, User
from tests.api.helpers import signed_in
from tests.api.race import RaceDb, at_once


def _image_bytes(fmt: str = "PNG", size: tuple[int, int] = (40, 30), exif: bool = False) -> bytes:
    out = io.BytesIO()
    image = Image.new("RGB", size, (220, 120, 160))
    kwargs = {}
    if exif:
        info = Image.Exif()
        info[0x010F] = "SpyCam"  # Make
        kwargs["exif"] = info.tobytes()
    image.save(out, format=fmt, **kwargs)
    return out.getvalue()


def test_upload_answers_code_1_and_the_url_serves_the_image(client, session):
    headers = signed_in(client, session)
    r = client.post("/files/file/upload", headers=headers,
                    files={"file": ("face.png", _image_bytes(), "image/png")})
    body = r.json()
    assert r.status_code == 200 and body["status"] is True and body["code"] == 1
    url = body["data"]["url"]
    assert url.startswith("/files/uploads/") and url.endswith(".png")
    served = client.get(url)
    assert served.status_code == 200 and served.headers["content-type"] == "image/png"
    assert Image.open(io.BytesIO(served.content)).size == (40, 30)


def test_jpeg_metadata_is_stripped(client, session):
    headers = signed_in(client, session)
    body = client.post("/files/file/upload", headers=headers,
                       files={"file": ("a.jpg", _image_bytes("JPEG", exif=True), "image/jpeg")}).json()
    served = client.get(body["data"]["url"]).content
    assert b"SpyCam" not in served
    assert not Image.open(io.BytesIO(served)).getexif()


def test_upload_needs_a_token(client):
    r = client.post("/files/file/upload", files={"file": ("a.png", _image_bytes(), "image/png")})
    assert r.status_code == 401 and r.json()["auth"] is False


def test_not_an_image_is_415_and_too_large_is_413(client, session):
    headers = signed_in(client, session)
    r = client.post("/files/file/upload", headers=headers, files={"file": ("x.png", b"%PDF-1.4 nope", "image/png")})
    assert r.status_code == 415 and r.json()["status"] is False
    big = b"\x89PNG" + b"0" * (5 * 1024 * 1024 + 1)
    r = client.post("/files/file/upload", headers=headers, files={"file": ("big.png", big, "image/png")})
    assert r.status_code == 413
    gif = io.BytesIO()
    Image.new("RGB", (4, 4)).save(gif, format="GIF")
    r = client.post("/files/file/upload", headers=headers, files={"file": ("a.gif", gif.getvalue(), "image/gif")})
    assert r.status_code == 415


def test_missing_file_field_is_a_422(client, session):
    headers = signed_in(client, session)
    r = client.post("/files/file/upload", headers=headers, files={"other": (None, "x")})  # multipart, no file
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "file"


def test_a_body_that_is_not_multipart_is_415_with_how_to_send_it(client, session):
    """Before: a text/plain or JSON body was parsed as an empty form and answered 422 "file: Field required"."""
    headers = signed_in(client, session)
    sent = [{"content": _image_bytes(), "headers": {**headers, "Content-Type": "text/plain"}},
            {"json": {"file": "face.png"}, "headers": headers},
            {"data": {"file": "face.png"}, "headers": headers}]  # an url-encoded form has no file either
    for request in sent:
        r = client.post("/files/file/upload", **request)
        body = r.json()
        assert r.status_code == 415 and body["code"] == "unsupported_media", body
        assert "multipart/form-data" in body["msg"] and "file" in body["msg"]


@pytest.mark.parametrize(("size", "stored_size"), [((3000, 2000), (2048, 1365)), ((300, 200), (300, 200))])
def test_a_phone_photo_read_as_mpo_is_stored_as_its_first_frame_in_jpeg(client, session, size, stored_size):
    """Phone cameras write multi-picture JPEGs (Pillow reads them as MPO); before, they were refused with 415.
    Scaled down (libjpeg's draft scaling) or kept at its size, one JPEG frame is stored."""
    headers = signed_in(client, session)
    frames = [Image.new("RGB", size, (220, 120, 160)), Image.new("RGB", (160, 120), (10, 10, 200))]
    mpo = io.BytesIO()
    frames[0].save(mpo, format="MPO", save_all=True, append_images=frames[1:])
    assert Image.open(io.BytesIO(mpo.getvalue())).format == "MPO"
    r = client.post("/files/file/upload", headers=headers, files={"file": ("phone.jpg", mpo.getvalue(), "image/jpeg")})
    data = r.json()["data"]
    assert r.status_code == 200 and data["url"].endswith(".jpg") and (data["width"], data["height"]) == stored_size
    served = client.get(data["url"])
    assert served.headers["content-type"] == "image/jpeg"
    stored = Image.open(io.BytesIO(served.content))
    assert stored.format == "JPEG" and stored.size == stored_size and getattr(stored, "n_frames", 1) == 1
    assert max(abs(a - b) for a, b in zip(stored.getpixel((100, 60)), (220, 120, 160), strict=True)) < 8


def test_the_uploaded_url_can_become_the_avatar(client, session):
    headers = signed_in(client, session)
    url = client.post("/files/file/upload", headers=headers,
                      files={"file": ("me.png", _image_bytes(), "image/png")}).json()["data"]["url"]
    assert client.post("/api/user/edit_info", headers=headers, json={"avatar": url}).json()["status"] is True
    assert client.get("/api/user/info", headers=headers).json()["data"]["avatar"] == url


def test_two_members_uploading_the_same_picture_each_get_their_own_file(client, session):
    """The same bytes from two members (a retailer's product photo, a test's one PNG): before, the second upload
    answered the first member's row, so the second member's avatar was "not yours" and their review photo an
    "unknown file id". Each member's file is now their own; one member's second upload of it is the same file."""
    first, second = signed_in(client, session), signed_in(client, session)
    picture = _image_bytes()

    def upload(headers: dict[str, str]) -> dict:
        body = client.post("/files/file/upload", headers=headers, files={"file": ("p.png", picture, "image/png")}).json()
        assert body["status"] is True, body
        return dict(body["data"])

    mine, theirs = upload(first), upload(second)
    assert mine["file_id"] != theirs["file_id"] and mine["url"] != theirs["url"]
    assert upload(first) == mine  # a double tap: the same file
    owners = dict(session.execute(select(UploadedFile.id, UploadedFile.user_id)).all())
    assert (owners[mine["file_id"]], owners[theirs["file_id"]]) == (int(first["userId"]), int(second["userId"]))
    for headers, data in ((first, mine), (second, theirs)):
        reply = client.post("/api/user/edit_info", headers=headers, json={"avatar": data["url"]}).json()
        assert reply["status"] is True, reply
        assert client.get(data["url"]).status_code == 200


def test_the_same_file_recorded_at_once_is_one_row(race_db: RaceDb):
    """A double tap sends the same photo twice: both uploads store the same path, and both record it at once.
    Before, the second insert failed the path's unique constraint (a 500 on PostgreSQL)."""
    with race_db.write() as session:
        now = datetime.now(UTC)
        user = User(email="tap@example.com", password_hash="x", nickname="Tap", concerns=[], login_type="email",
                    is_active=True, created_at=now, updated_at=now)
        session.add(user)
        session.commit()
        user_id = user.id
    stored = StoredImage("uploads/ab/ab12.png", "image/png", 10, 4, 4, "ab12")
    answers = at_once(race_db, 4, lambda session, _i: record_upload(session, user_id, stored, "/files/uploads/ab/ab12.png").id)
    assert not [a for a in answers if isinstance(a, Exception)], answers
    assert len(set(answers)) == 1
    with race_db.write() as session:
        assert session.scalar(select(func.count()).select_from(UploadedFile)) == 1
