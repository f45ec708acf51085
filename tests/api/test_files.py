"""The file host: image upload through the mounted ASGI app, validation, metadata stripped, served back."""

from __future__ import annotations

import io

from PIL import Image

from tests.api.helpers import signed_in


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
    r = client.post("/files/file/upload", headers=headers, data={"other": "x"})
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "file"


def test_the_uploaded_url_can_become_the_avatar(client, session):
    headers = signed_in(client, session)
    url = client.post("/files/file/upload", headers=headers,
                      files={"file": ("me.png", _image_bytes(), "image/png")}).json()["data"]["url"]
    assert client.post("/api/user/edit_info", headers=headers, json={"avatar": url}).json()["status"] is True
    assert client.get("/api/user/info", headers=headers).json()["data"]["avatar"] == url
