"""POST /api/product/analyze_image: a real label photo (rendered with Pillow by bench/label_render.py, read by the real
Tesseract) answers the text, the list, the same analysis as /product/analyze, and what the list is; bad bodies are
413/415, never a 500; a full OCR queue is a 503 with Retry-After."""

from __future__ import annotations

import io
import struct
import zlib
from concurrent.futures import ThreadPoolExecutor

from PIL import Image

from bench.label_render import render_label

NIACINAMIDE_SERUM = ["Water", "Niacinamide", "Glycerin", "Sodium Hyaluronate", "Butylene Glycol", "Phenoxyethanol"]


def _post(client, data: bytes, name: str = "label.jpg", kind: str = "image/jpeg"):  # type: ignore[no-untyped-def]
    return client.post("/api/product/analyze_image", files={"file": (name, data, kind)})


def _png_header_only(width: int, height: int) -> bytes:
    """A valid PNG whose header declares the size over 64 bytes of pixel data: a decompression bomb."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
            + chunk(b"IEND", b""))


def test_a_clean_label_is_read_analysed_and_known_as_its_products(client, catalog):
    r = _post(client, render_label(NIACINAMIDE_SERUM, "clean", seed=3), "label.png", "image/png")
    assert r.status_code == 200, r.json()
    data = r.json()["data"]
    assert "Niacinamide" in data["text"] or "NIACINAMIDE" in data["text"]
    assert [n["inci"] for n in data["names"]] == ["AQUA", "NIACINAMIDE", "GLYCERIN", "SODIUM HYALURONATE",
                                                  "BUTYLENE GLYCOL", "PHENOXYETHANOL"]
    assert data["ingredient_list"] == "AQUA, NIACINAMIDE, GLYCERIN, SODIUM HYALURONATE, BUTYLENE GLYCOL, PHENOXYETHANOL"
    for name in data["names"]:
        assert 0.5 < name["confidence"] <= 1.0 and 0.5 < name["ocr_confidence"] <= 1.0
    analysis = data["analysis"]
    # the same body /product/analyze answers for the list read from it
    pasted = client.get("/api/product/analyze", params={"ingredient_list": data["ingredient_list"]}).json()["data"]
    assert analysis["recognition_summary"] == pasted["recognition_summary"] == "6 of 6 ingredients recognised"
    assert [i["inci"] for i in analysis["ingredients"]] == [i["inci"] for i in pasted["ingredients"]]
    assert analysis["key_actives"] == pasted["key_actives"]
    identity = analysis["identity"]
    assert identity["verdict"] == "identical"
    assert {m["product"]["name"] for m in identity["matches"]} == {"Niacinamide Serum", "Niacinamide Serum Twin"}
    assert identity["sentence"].startswith("This list is Acme Niacinamide Serum — identical ingredients")


def test_a_degraded_photo_declares_every_correction(client, catalog):
    # A misprint on the label ("Glycerln"), and a rotated, JPEG-compressed photo of it.
    names = ["Water", "Niacinamide", "Glycerln", "Sodium Hyaluronate", "Butylene Glycol", "Phenoxyethanol"]
    r = _post(client, render_label(names, "rotated", seed=2))  # turned by 6.8°
    assert r.status_code == 200, r.json()
    data = r.json()["data"]
    read = {n["inci"] for n in data["names"]}
    assert {"NIACINAMIDE", "GLYCERIN", "PHENOXYETHANOL"} <= read
    glycerin = next(n for n in data["names"] if n["inci"] == "GLYCERIN")
    assert glycerin["correction"] and "GLYCERIN" in glycerin["correction"]
    assert glycerin["correction"] in data["corrections"]
    # every name whose text was changed says so
    for n in data["names"]:
        if n["inci"] and n["correction"] is None:
            assert n["printed"].upper().replace("WATER", "AQUA") == n["inci"]
    assert any("levelled" in step for step in data["steps"])


def test_a_photo_taken_sideways_is_turned_upright_from_its_exif(client, catalog):
    image = Image.open(io.BytesIO(render_label(NIACINAMIDE_SERUM, "clean", seed=8)))
    sideways = image.rotate(90, expand=True)  # what the sensor stored; EXIF 6 says "turn 90° clockwise"
    exif = Image.Exif()
    exif[0x0112] = 6
    out = io.BytesIO()
    sideways.convert("RGB").save(out, "JPEG", quality=90, exif=exif.tobytes())
    r = _post(client, out.getvalue())
    assert r.status_code == 200, r.json()
    assert "turned upright (camera orientation)" in r.json()["data"]["steps"]
    assert r.json()["data"]["analysis"]["identity"]["verdict"] == "identical"


def test_a_file_that_is_not_an_image_is_a_415(client):
    r = _post(client, b"Water, Glycerin, Niacinamide\n" * 20, "list.txt", "text/plain")
    assert r.status_code == 415
    assert r.json()["status"] is False and "not an image" in r.json()["msg"]


def test_a_body_that_is_not_multipart_is_a_415(client):
    r = client.post("/api/product/analyze_image", content=b"\xff\xd8\xff", headers={"content-type": "image/jpeg"})
    assert r.status_code == 415


def test_a_decompression_bomb_is_a_413_before_any_decoding(client):
    r = _post(client, _png_header_only(20_000, 20_000), "bomb.png", "image/png")
    assert r.status_code == 413
    assert "megapixels" in r.json()["msg"]


def test_an_oversize_file_is_a_413(client, settings):
    r = _post(client, b"\xff\xd8\xff" + b"\0" * (settings.max_upload_bytes + 1))
    assert r.status_code == 413


def test_a_truncated_jpeg_is_a_415_not_a_500(client):
    data = render_label(NIACINAMIDE_SERUM, "jpeg", seed=1)
    r = _post(client, data[: len(data) // 3])
    assert r.status_code in (200, 415)  # libjpeg may fill the rest grey; never a 500
    assert r.status_code != 500


def test_one_read_at_a_time_and_a_full_queue_answers_503_with_retry_after(app, client, catalog):
    """label_waiting 1: one read runs, one waits, the third is refused at once (three real 12-MP photos)."""
    from api.files.storage import DecodePool

    app.state.runtimes.label_ocr.pool = DecodePool(1, wait_seconds=60, waiting_per_slot=1)
    photo = render_label(NIACINAMIDE_SERUM * 6, "photo", seed=2, megapixels=12)
    with ThreadPoolExecutor(3) as pool:
        answers = list(pool.map(lambda _: _post(client, photo), range(3)))
    statuses = sorted(a.status_code for a in answers)
    assert statuses == [200, 200, 503], [a.json().get("msg") for a in answers]
    busy = next(a for a in answers if a.status_code == 503)
    assert int(busy.headers["Retry-After"]) > 0


def test_a_photo_without_text_says_so(client):
    out = io.BytesIO()
    Image.new("RGB", (800, 600), (230, 220, 210)).save(out, "JPEG")
    r = _post(client, out.getvalue())
    assert r.status_code == 200
    assert r.json()["status"] is False and r.json()["code"] == "no_text_read"
    assert "paste the list" in r.json()["msg"]


def test_light_text_on_a_dark_label_is_read(client, catalog):
    from PIL import ImageOps

    image = Image.open(io.BytesIO(render_label(NIACINAMIDE_SERUM, "clean", seed=4))).convert("RGB")
    out = io.BytesIO()
    ImageOps.invert(image).save(out, "PNG")
    r = _post(client, out.getvalue(), "label.png", "image/png")
    assert r.status_code == 200, r.json()
    data = r.json()["data"]
    assert "inverted light text on a dark label" in data["steps"]
    assert data["analysis"]["identity"]["verdict"] == "identical"
