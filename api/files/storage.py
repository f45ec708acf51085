"""Image files: the header checked before any pixel is decoded, decoding in a bounded pool, scaled down,
re-encoded without metadata (no GPS in a selfie), stored by hash with a write that leaves no partial file.

Memory bound (docs/decisions.md). At most `DecodePool.slots` images (2 by default) are decoded at once;
other uploads wait for a slot on the event loop, holding no request thread, and at most 4 per slot wait
(past that, or after 30 s, 503). Inside a slot, with P = the pixel cap (40 MP) and S = the
stored side (2048), and Pillow holding ≤ 4 bytes a pixel (RGB is stored as RGBX):
- JPEG is decoded by libjpeg at 1/2, 1/4 or 1/8 scale (`Image.draft`), never below the stored size, so
  the decoded image is under 2S × 2S pixels: ≤ 4 bytes × 4S² ≈ 67 MB;
- PNG and WebP cannot be decoded at a lower scale, so the full image is decoded (≤ 4 bytes × P = 160 MB
  at the cap) and shrunk with an integer `reduce`, a band of rows at a time, into a copy of at most a
  quarter of that; the full-size image is freed before the final resize;
- the resize, the EXIF rotation and the re-encoded bytes add ≤ 3 × 4 bytes × S² ≈ 50 MB.
So one slot peaks near 200 MB for a 40-MP PNG and 100 MB for a JPEG, the pool near 400 MB above the
process's baseline, and `malloc_trim` hands it back when the slot is released (glibc would otherwise keep
it in per-thread arenas). The upload bytes are capped at `max_upload_bytes` (5 MB) before this module.
Measured: docs/benchmarks/uploads.md (`python -m bench --only uploads`).
"""

from __future__ import annotations

import ctypes
import errno
import hashlib
import io
import os
import tempfile
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import anyio
import anyio.to_thread
from fastapi.concurrency import run_in_threadpool
from PIL import Image, ImageOps, UnidentifiedImageError

from api.errors import AppError, PayloadTooLarge, ServiceUnavailable, UnsupportedMedia
from api.settings import Settings

FORMATS = {"JPEG": ("jpg", "image/jpeg"), "PNG": ("png", "image/png"), "WEBP": ("webp", "image/webp")}
# Phone cameras write multi-picture JPEGs (a photo plus a depth or preview frame), which Pillow reads as MPO:
# their first frame is a plain JPEG, stored as one.
STORED_AS = {"MPO": "JPEG"}
PREFIXES = ("uploads", "imgs")
NOT_AN_IMAGE = "That file is not an image we accept: use a JPEG, PNG or WebP."
DISK_FULL_ERRNOS = {errno.ENOSPC, errno.EDQUOT}


class StorageFull(AppError):
    """The file store has no room: nothing was kept, and the member can try again later."""

    status_code = 507
    code = "storage_full"

    def __init__(self) -> None:
        super().__init__("We could not save your image because our file storage is full. Nothing was kept; "
                         "please try again later.")


@dataclass(frozen=True)
class ImageLimits:
    max_bytes: int = 5 * 1024 * 1024
    max_pixels: int = 40_000_000  # refuse decompression bombs from the header, before any decoding
    max_side: int = 2048  # stored images fit this box

    @classmethod
    def from_settings(cls, settings: Settings) -> ImageLimits:
        return cls(settings.max_upload_bytes, settings.max_image_pixels, settings.image_max_side)


def _load_malloc_trim() -> Callable[[int], int] | None:
    try:
        return ctypes.CDLL(None).malloc_trim  # type: ignore[no-any-return]
    except (OSError, AttributeError):  # not glibc
        return None


_malloc_trim = _load_malloc_trim()


def _return_freed_memory() -> None:
    """Hand the decode's freed pixel buffers back to the OS: glibc keeps freed heap memory in each
    thread's arena, which is how a few large images left the server hundreds of MB larger for good."""
    if _malloc_trim is not None:
        _malloc_trim(0)


T = TypeVar("T")


class DecodePool:
    """The decode slots of a process (see the module's memory bound). An upload waits for a slot as a coroutine
    on the event loop, and its decode runs in one of the pool's own threads, so neither the wait nor the decode
    holds one of the request threads: waits on a lock in those threads, 30 s each, stalled every sync route
    behind 20 parallel uploads (issue 10 §4). The queue is bounded too: with `waiting_per_slot` uploads a slot
    already waiting, or after `wait_seconds`, the answer is a quick 503 with Retry-After."""

    def __init__(self, slots: int = 2, wait_seconds: float = 30.0, waiting_per_slot: int = 4) -> None:
        self.slots = slots
        self.wait_seconds = wait_seconds
        self.max_waiting = slots * waiting_per_slot
        self._slots = anyio.CapacityLimiter(slots)  # held from the wait's end to the decode's end
        self._threads = anyio.CapacityLimiter(slots)  # the decode threads: one per slot holder, never waited on

    @property
    def waiting(self) -> int:
        return self._slots.statistics().tasks_waiting

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        if self.waiting >= self.max_waiting:
            raise _busy()
        with anyio.move_on_after(self.wait_seconds) as waited:
            await self._slots.acquire()
        if waited.cancelled_caught:
            raise _busy()
        try:
            yield
        finally:
            self._slots.release()

    async def run(self, func: Callable[..., T], *args: object) -> T:
        """`func(*args)` in a decode thread once a slot is free; the slot is held until the thread ends."""
        async with self.slot():
            return await anyio.to_thread.run_sync(_then_trim, func, *args, limiter=self._threads)


def _busy() -> ServiceUnavailable:
    return ServiceUnavailable("We are processing many images right now. Please try again in a moment.",
                              retry_after=5)


def _then_trim(func: Callable[..., T], *args: object) -> T:
    try:
        return func(*args)
    finally:
        _return_freed_memory()


@dataclass(frozen=True)
class StoredImage:
    relative_path: str  # e.g. "uploads/ab/ab12….jpg"
    content_type: str
    size_bytes: int
    width: int
    height: int
    sha256: str


def too_large(limits: ImageLimits) -> PayloadTooLarge:
    return PayloadTooLarge(f"That file is too large (at most {limits.max_bytes // (1024 * 1024)} MB).")


def check_header(data: bytes, limits: ImageLimits) -> tuple[str, int, int]:
    """Format to store (a key of `FORMATS`) and size from the header alone: `Image.open` is lazy and decodes no
    pixel data."""
    if len(data) > limits.max_bytes:
        raise too_large(limits)
    try:
        with Image.open(io.BytesIO(data)) as probe:
            fmt, (width, height) = STORED_AS.get(probe.format or "", probe.format), probe.size
            if fmt not in FORMATS:
                raise UnsupportedMedia(NOT_AN_IMAGE)
            if width * height > limits.max_pixels:
                raise PayloadTooLarge(
                    f"That image is {width}×{height} pixels; the most we accept is "
                    f"{limits.max_pixels / 1_000_000:g} megapixels. Please send a smaller image.")
            probe.verify()  # structural check (chunks, checksums) without decoding pixels
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        # Pillow's own bomb guard fires inside `open` for images far past our cap
        raise PayloadTooLarge("That image has far too many pixels "
                              f"(at most {limits.max_pixels / 1_000_000:g} megapixels).") from exc
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, EOFError) as exc:
        raise UnsupportedMedia(NOT_AN_IMAGE) from exc
    return fmt, width, height


def _fit(size: tuple[int, int], side: int) -> tuple[int, int]:
    width, height = size
    if max(width, height) <= side:
        return size
    scale = side / max(width, height)
    return max(1, round(width * scale)), max(1, round(height * scale))


def _reduce_in_bands(image: Image.Image, factor: int) -> Image.Image:
    """`image.reduce(factor)` a band of rows at a time: Pillow reduces RGBA through a premultiplied copy
    of the whole image, which would double the full-size peak; a band's copy is a few MB."""
    width, height = image.size
    out = Image.new(image.mode, (-(-width // factor), -(-height // factor)))
    step = factor * 128
    for top in range(0, height, step):
        band = image.crop((0, top, width, min(height, top + step)))
        out.paste(band.reduce(factor), (0, top // factor))
    out.info = dict(image.info)  # keeps the EXIF orientation for the re-encode
    return out


def _decode_scaled(data: bytes, limits: ImageLimits) -> Image.Image:
    """Decode (inside a pool slot) straight to at most `max_side`, holding one full-size image at most; of a
    multi-frame file (MPO) only the first frame."""
    image: Image.Image = Image.open(io.BytesIO(data))
    target = _fit(image.size, limits.max_side)
    if target == image.size:
        image.load()
        return image
    image.draft(None, target)  # JPEG: libjpeg scales by 1/2, 1/4 or 1/8, never below `target`
    image.load()
    factor = int(min(image.width / target[0], image.height / target[1]))
    if factor >= 2 and image.mode not in ("1", "P", "I;16"):
        reduced = _reduce_in_bands(image, factor)
        image.close()  # frees the full-size pixels before the resize
        image = reduced
    return image.resize(target, Image.Resampling.BICUBIC)  # antialiased, as `Image.thumbnail`


def _reencode(image: Image.Image, fmt: str) -> tuple[bytes, int, int]:
    image = ImageOps.exif_transpose(image)  # keep the orientation the camera meant, then drop the EXIF
    if fmt == "JPEG" and image.mode not in ("RGB", "L"):
        image = image.convert("RGB")
    out = io.BytesIO()
    image.save(out, format=fmt, **({"quality": 88, "optimize": True} if fmt == "JPEG" else {}))
    return out.getvalue(), image.width, image.height


def write_new_file(target: Path, data: bytes) -> None:
    """Write to a temp file beside `target`, fsync, rename over it. On any error (a full disk, a quota,
    an I/O error) the temp file is removed, so no partial file is ever left behind, under any name."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".part")
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def decode_image(data: bytes, limits: ImageLimits) -> Image.Image:
    """The image of bytes `check_header` accepted, decoded to fit `limits.max_side`; run in a decode slot's thread
    (`DecodePool.run`). A header that lied about the data after it is a 415, a bomb it hid a 413."""
    try:
        return _decode_scaled(data, limits)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise PayloadTooLarge("That image has far too many pixels.") from exc
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, EOFError) as exc:
        raise UnsupportedMedia(NOT_AN_IMAGE) from exc


def _decode_and_reencode(data: bytes, fmt: str, limits: ImageLimits) -> tuple[bytes, int, int]:
    """Run in a decode slot's thread (`DecodePool.run`)."""
    image = decode_image(data, limits)
    try:
        return _reencode(image, fmt)
    except (OSError, SyntaxError, ValueError, EOFError) as exc:
        raise UnsupportedMedia(NOT_AN_IMAGE) from exc


def _keep(root: Path, relative: str, encoded: bytes) -> None:
    target = root / relative
    if target.exists():  # the same image again: stored by its hash already
        return
    try:
        write_new_file(target, encoded)
    except OSError as exc:
        if exc.errno in DISK_FULL_ERRNOS:
            raise StorageFull() from exc
        raise


async def store_image(data: bytes, root: Path, prefix: str = "uploads", *, limits: ImageLimits,
                      pool: DecodePool, owner: int | None = None) -> StoredImage:
    """Check, decode, re-encode and write one image. Only the decode waits for (and runs in) the pool; the
    header check and the write are short, in a request thread; nothing blocks the event loop.

    `owner`: the uploading member. Their file is named by its content and by them, so the same picture uploaded by
    two members is two files, each one's own (their avatar, their post's photo; one member's account deletion
    removes only their files); the same member uploading it again (a double tap) gets the same file."""
    if prefix not in PREFIXES:
        raise ValueError(f"unknown file prefix {prefix!r}")
    fmt, _, _ = await run_in_threadpool(check_header, data, limits)  # a bomb is refused before any wait
    ext, content_type = FORMATS[fmt]
    encoded, width, height = await pool.run(_decode_and_reencode, data, fmt, limits)
    digest = hashlib.sha256(encoded).hexdigest()
    name = digest if owner is None else hashlib.sha256(f"{owner}/{digest}".encode()).hexdigest()
    relative = f"{prefix}/{name[:2]}/{name}.{ext}"
    await run_in_threadpool(_keep, root, relative, encoded)
    return StoredImage(relative, content_type, len(encoded), width, height, digest)
