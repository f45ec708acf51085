"""Image files: checked with Pillow, re-encoded without metadata (no GPS in a selfie), stored by hash."""

from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from api.atomic_files import atomic_write
from api.errors import PayloadTooLarge, UnsupportedMedia

MAX_UPLOAD_BYTES = 5 * 1024 * 1024
MAX_PIXELS = 40_000_000  # refuse decompression bombs long before they exhaust memory
FORMATS = {"JPEG": ("jpg", "image/jpeg"), "PNG": ("png", "image/png"), "WEBP": ("webp", "image/webp")}
PREFIXES = ("uploads", "imgs")


@dataclass(frozen=True)
class StoredImage:
    relative_path: str  # e.g. "uploads/ab/ab12….jpg"
    content_type: str
    size_bytes: int
    width: int
    height: int
    sha256: str


def _decode(data: bytes) -> Image.Image:
    try:
        with Image.open(io.BytesIO(data)) as probe:
            probe.verify()  # structural check without decoding every pixel
        image = Image.open(io.BytesIO(data))
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as exc:
        raise UnsupportedMedia("That file is not an image we accept: use a JPEG, PNG or WebP.") from exc
    if image.format not in FORMATS:
        raise UnsupportedMedia("That file is not an image we accept: use a JPEG, PNG or WebP.")
    if image.width * image.height > MAX_PIXELS:
        raise PayloadTooLarge(f"That image has too many pixels (at most {MAX_PIXELS // 1_000_000} megapixels).")
    return image


def store_image(data: bytes, root: Path, prefix: str = "uploads") -> StoredImage:
    if len(data) > MAX_UPLOAD_BYTES:
        raise PayloadTooLarge(f"That file is too large (at most {MAX_UPLOAD_BYTES // (1024 * 1024)} MB).")
    if prefix not in PREFIXES:
        raise ValueError(f"unknown file prefix {prefix!r}")
    image = _decode(data)
    fmt = image.format or "PNG"
    ext, content_type = FORMATS[fmt]
    image = ImageOps.exif_transpose(image)  # keep the orientation the camera meant, then drop the EXIF
    if fmt == "JPEG" and image.mode not in ("RGB", "L"):
        image = image.convert("RGB")
    out = io.BytesIO()
    image.save(out, format=fmt, **({"quality": 88, "optimize": True} if fmt == "JPEG" else {}))
    encoded = out.getvalue()
    digest = hashlib.sha256(encoded).hexdigest()
    relative = f"{prefix}/{digest[:2]}/{digest}.{ext}"
    target = root / relative
    if not target.exists():
        atomic_write(target, encoded)
    return StoredImage(relative, content_type, len(encoded), image.width, image.height, digest)
