"""Render an ingredient list as a label photo, deterministically from a seed (Pillow + numpy, Debian's fonts).

`render_label(names, kind, seed)` -> encoded image bytes. Every label: one of several fonts (DejaVu and Liberation:
sans, serif, condensed, narrow) at 18-34 px, upper or title case, an "Ingredients:" header, names joined by ", " and
wrapped to the column like a printed label. The kind adds one degradation on top (KINDS):

- clean: dark on white, PNG;
- narrow: a 240-420 px column, long names broken at a hyphen across lines;
- curved: a cylinder's curvature (a bottle): lines bow and squeeze towards the edges;
- blur: Gaussian blur, radius 1.0-2.2 px;
- jpeg: JPEG quality 40-55 after a 0.6-0.8 downscale;
- rotated: -7 to +7 degrees;
- low_contrast: grey text on a tinted label, 25-40 % contrast;
- glare: a bright elliptical highlight washing out part of the text (a glossy tube);
- photo: the label placed on a bottle-coloured background with margins, slightly rotated and curved, with glare,
  blur, sensor noise and JPEG: what a phone in a shop takes.

Every degraded kind is saved as JPEG at quality 40-90 (the `jpeg` kind lower). `megapixels` scales the photo to that
many megapixels (the 12-MP latency set); `canvas` frames it in a photo of that size (4000 x 3000). Used by
`bench/bench_labels.py` and by the label tests.
"""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont
from scipy import ndimage

KINDS = ("clean", "narrow", "curved", "blur", "jpeg", "rotated", "low_contrast", "glare", "photo")
DEGRADED = KINDS[1:]

_FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/truetype/liberation"))
FONT_FILES = (
    "DejaVuSans.ttf", "DejaVuSerif.ttf", "DejaVuSansCondensed.ttf", "DejaVuSans-Bold.ttf",
    "LiberationSans-Regular.ttf", "LiberationSerif-Regular.ttf", "LiberationSansNarrow-Regular.ttf",
    "LiberationSans-Bold.ttf",
)


def font_paths() -> list[Path]:
    """The fonts found (Debian's fonts-dejavu-core/-extra and fonts-liberation, installed by `make fonts`)."""
    found = [d / f for f in FONT_FILES for d in _FONT_DIRS if (d / f).exists()]
    if not found:
        raise RuntimeError("no label fonts: install fonts-dejavu-core and fonts-liberation (make fonts)")
    return found


@dataclass(frozen=True)
class Style:
    font: Path
    size: int
    upper: bool
    width: int
    ink: tuple[int, int, int]
    paper: tuple[int, int, int]


def _style(rng: random.Random, kind: str) -> Style:
    font = rng.choice(font_paths())
    size = rng.randint(18, 34)
    width = rng.randint(240, 420) if kind == "narrow" else rng.randint(26, 48) * size
    if kind == "low_contrast":
        level = rng.randint(150, 200)
        paper = (level + rng.randint(-10, 10), level + rng.randint(-10, 10), level)
        contrast = rng.uniform(0.25, 0.40)
        ink = tuple(max(0, int(c - 255 * contrast)) for c in paper)
    else:
        paper = rng.choice([(255, 255, 255), (250, 246, 236), (240, 244, 250), (252, 240, 240)])
        ink = rng.choice([(20, 20, 20), (40, 40, 60), (60, 30, 30), (0, 0, 0)])
    return Style(font, size, rng.random() < 0.35, width, ink, paper)  # type: ignore[arg-type]


def _wrap(text: str, font: ImageFont.FreeTypeFont, width: int, hyphenate: bool) -> list[str]:
    """Greedy wrap at spaces; a word that does not fit is broken at a hyphen when `hyphenate` (or when it alone is
    wider than the column)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if font.getlength(trial) <= width:
            line = trial
            continue
        if hyphenate or font.getlength(word) > width:
            room = width - font.getlength(f"{line} " if line else "")
            cut = max((i for i in range(3, len(word) - 2) if word[i - 1].isalpha() and word[i].isalpha()
                       and font.getlength(word[:i] + "-") <= room), default=0)
            if cut:
                lines.append(f"{line} {word[:cut]}-" if line else f"{word[:cut]}-")
                line = word[cut:]
                continue
        if line:
            lines.append(line)
        line = word
    if line:
        lines.append(line)
    return lines


def _draw_text(names: list[str], style: Style, hyphenate: bool) -> Image.Image:
    font = ImageFont.truetype(str(style.font), style.size)
    header = "INGREDIENTS:" if style.upper else "Ingredients:"
    body = ", ".join(n.upper() if style.upper else n for n in names) + "."
    lines = _wrap(f"{header} {body}", font, style.width, hyphenate)
    leading = int(style.size * 1.3)
    pad = style.size
    image = Image.new("RGB", (style.width + 2 * pad, leading * len(lines) + 2 * pad), style.paper)
    draw = ImageDraw.Draw(image)
    for n, line in enumerate(lines):
        draw.text((pad, pad + n * leading), line, font=font, fill=style.ink)
    return image


def _curve(image: Image.Image, strength: float) -> Image.Image:
    """A cylinder seen from the front and a little above: columns squeeze towards the edges, rows bow."""
    arr = np.asarray(image, dtype=np.float32)
    h, w = arr.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    u = (xx - w / 2) / (w / 2)  # -1 .. 1 across the visible half of the cylinder
    theta = u * strength  # strength < pi/2: how far round the bottle the label goes
    src_x = w / 2 + (w / 2) * np.sin(theta) / math.sin(strength) if strength else xx
    src_y = yy - 0.06 * h * (1 - np.cos(theta)) / max(1e-6, 1 - math.cos(strength))
    out = np.stack([ndimage.map_coordinates(arr[..., c], [src_y, src_x], order=1, mode="nearest")
                    for c in range(arr.shape[2])], axis=-1)
    return Image.fromarray(out.clip(0, 255).astype(np.uint8))


def _glare(image: Image.Image, rng: random.Random, strength: float) -> Image.Image:
    arr = np.asarray(image, dtype=np.float32)
    h, w = arr.shape[:2]
    cy, cx = rng.uniform(0.2, 0.8) * h, rng.uniform(0.2, 0.8) * w
    ry, rx = rng.uniform(0.15, 0.35) * h, rng.uniform(0.15, 0.35) * w
    yy, xx = np.mgrid[0:h, 0:w]
    mask = np.exp(-(((yy - cy) / ry) ** 2 + ((xx - cx) / rx) ** 2))[..., None] * strength
    return Image.fromarray((arr * (1 - mask) + 255 * mask).clip(0, 255).astype(np.uint8))


def _noise(image: Image.Image, nprng: np.random.Generator, sigma: float) -> Image.Image:
    arr = np.asarray(image, dtype=np.float32) + nprng.normal(0, sigma, (image.height, image.width, 1))
    return Image.fromarray(arr.clip(0, 255).astype(np.uint8))


def _on_background(label: Image.Image, rng: random.Random) -> Image.Image:
    """The label on a bottle-coloured surface with uneven margins (the text block is not the whole photo)."""
    bg = rng.choice([(60, 90, 120), (200, 170, 150), (30, 30, 35), (120, 160, 110), (230, 225, 215)])
    w, h = label.size
    mx, my = int(w * rng.uniform(0.15, 0.45)), int(h * rng.uniform(0.2, 0.6))
    canvas = Image.new("RGB", (w + 2 * mx, h + 2 * my), bg)
    canvas.paste(label, (mx + rng.randint(-mx // 2, mx // 2), my + rng.randint(-my // 2, my // 2)))
    return canvas


def _encode(image: Image.Image, fmt: str, quality: int = 90) -> bytes:
    out = io.BytesIO()
    image.save(out, format=fmt, **({"quality": quality} if fmt == "JPEG" else {}))
    return out.getvalue()


def render_label(names: list[str], kind: str = "clean", seed: int = 0, megapixels: float | None = None,
                 canvas: tuple[int, int] | None = None) -> bytes:
    """The list `names` rendered as a `kind` label photo (see the module doc); the same arguments give the same
    bytes. `canvas` (width, height), e.g. a phone's 4000 x 3000: the photo scaled to fit it, on its background."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}")
    rng = random.Random(f"{kind}:{seed}")
    nprng = np.random.default_rng(rng.getrandbits(32))
    style = _style(rng, kind)
    image = _draw_text(names, style, hyphenate=kind == "narrow" or (kind == "photo" and rng.random() < 0.3))
    quality = rng.randint(40, 90)
    if kind == "curved":
        image = _curve(image, rng.uniform(0.6, 1.1))
    elif kind == "blur":
        image = image.filter(ImageFilter.GaussianBlur(rng.uniform(1.0, 2.2)))
    elif kind == "jpeg":
        scale = rng.uniform(0.6, 0.8)
        image = image.resize((int(image.width * scale), int(image.height * scale)), Image.Resampling.BILINEAR)
        quality = rng.randint(40, 55)
    elif kind == "rotated":
        image = image.rotate(rng.uniform(-7, 7) or 3.0, resample=Image.Resampling.BICUBIC, expand=True,
                             fillcolor=style.paper)
    elif kind == "glare":
        image = _glare(image, rng, rng.uniform(0.75, 0.95))
    elif kind == "photo":
        image = _curve(image, rng.uniform(0.3, 0.8))
        image = _glare(image, rng, rng.uniform(0.3, 0.6))
        image = _on_background(image, rng)
        image = image.rotate(rng.uniform(-4, 4), resample=Image.Resampling.BICUBIC, expand=True,
                             fillcolor=image.getpixel((0, 0)))
        image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0.4, 1.2)))
        image = _noise(image, nprng, rng.uniform(2, 6))
    if megapixels:
        if kind != "photo":
            image = _on_background(image, rng)
        scale = math.sqrt(megapixels * 1e6 / (image.width * image.height))
        image = image.resize((round(image.width * scale), round(image.height * scale)), Image.Resampling.BICUBIC)
    if canvas:
        if kind != "photo" and not megapixels:
            image = _on_background(image, rng)
        scale = min(canvas[0] / image.width, canvas[1] / image.height)
        image = image.resize((round(image.width * scale), round(image.height * scale)), Image.Resampling.BICUBIC)
        framed = Image.new("RGB", canvas, image.getpixel((0, 0)))
        framed.paste(image, ((canvas[0] - image.width) // 2, (canvas[1] - image.height) // 2))
        image = _noise(framed, nprng, 2)
    return _encode(image, "PNG") if kind == "clean" and not megapixels else _encode(image, "JPEG", quality)
