"""Make a phone photo of a label readable for OCR: upright, grey, evenly lit, cropped to the text, level, text at
the size the OCR model reads best. numpy and scipy only; each step says what it did (`Prepared.steps`).

Order and why:
1. EXIF orientation (a phone stores a portrait photo sideways plus a tag);
2. grey, from the darkest channel's contrast (coloured ink on a coloured label stays dark in one of them);
3. local contrast: each neighbourhood stretched between its own darkest and lightest tone, which takes out glare
   from a glossy tube, the shading of a bottle and a low-contrast print;
4. crop to the text block: where strokes are dense (the photo's table, hand and bottle are not text);
5. deskew: the angle in ±8° whose row profile is sharpest (text lines become level);
6. scale so that a line of text is LINE_PITCH pixels high (Tesseract's LSTM reads ~30-px letters best, and a
   12-MP photo's 80-px letters cost four times the time for nothing).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from PIL import ExifTags, Image, ImageFilter, ImageOps
from scipy import ndimage

LINE_PITCH = 44  # target pixels from one text line to the next
MAX_UPSCALE = 2.5
MAX_SIDE = 2600  # never hand OCR more than this (a dense label at LINE_PITCH fits easily)
ANALYSIS_SIDE = 900  # crop, skew and scale are judged on a copy this size
STRIPS = 16  # vertical strips whose line positions give the tilt and the curve
MIN_LINES = 5  # ... when the text block holds at least this many lines


@dataclass
class Prepared:
    image: Image.Image  # mode "L", ready for OCR
    steps: list[str] = field(default_factory=list)  # what was done, in words
    skew_degrees: float = 0.0
    crop: tuple[int, int, int, int] | None = None  # the text block, in the upright photo's pixels


def _percentiles(channel: np.ndarray, qs: tuple[float, ...]) -> list[float]:
    """np.percentile (linear) of 8-bit values, exactly, from their histogram: no sort of the photo's pixels."""
    counts = np.cumsum(np.bincount(channel.ravel(), minlength=256))
    n = int(counts[-1])
    out = []
    for q in qs:
        index = q / 100 * (n - 1)
        low = int(np.floor(index))
        a = float(np.searchsorted(counts, low, side="right"))
        b = float(np.searchsorted(counts, min(low + 1, n - 1), side="right"))
        out.append(float(np.percentile(np.array([a, b], dtype=np.float32), 100 * (index - low))))
    return out


def _grey(image: Image.Image) -> np.ndarray:
    pixels = np.asarray(image.convert("RGB"))
    rgb = pixels.astype(np.float32)
    # The channel where ink and paper differ most: blue ink on a pink label is faint in luminance but not in red.
    spreads = [hi - lo for lo, hi in (_percentiles(pixels[..., c], (5, 95)) for c in range(3))]
    lum = rgb @ np.array([0.299, 0.587, 0.114], dtype=np.float32)
    best = int(np.argmax(spreads))
    lo, hi = np.percentile(lum, (5, 95))  # one partition for both
    if spreads[best] > 1.3 * (hi - lo):
        return rgb[..., best]
    return lum


def _local_contrast(grey: np.ndarray, pitch: float) -> np.ndarray:
    """Stretch every neighbourhood (a line and a half) between its own darkest and lightest tone: glare that washes
    the letters out in one corner, a bottle's shading and a grey-on-grey print all become dark letters on white.
    A neighbourhood with next to no contrast (blank label, a flat background) becomes white."""
    size = max(3, int(pitch * 1.5)) | 1
    step = 2 if min(grey.shape) > 600 else 1  # the envelopes are smooth: computed at half size
    g = grey[::step, ::step]
    window, sigma = max(3, size // step), size / step / 2
    # The max / min envelopes are flat over a window: they are blurred on a copy `sub` times smaller, where the blur
    # costs sub³ times less (a 12-MP photo's blur was a third of its pre-processing); the result is smooth anyway.
    sub = max(1, int(sigma // 4))
    hi = ndimage.gaussian_filter(ndimage.maximum_filter(g, size=window)[::sub, ::sub], sigma / sub)
    lo = ndimage.gaussian_filter(ndimage.minimum_filter(g, size=window)[::sub, ::sub], sigma / sub)
    floor = max(10.0, 0.3 * float(np.percentile(hi - lo, 90)))  # on the small copy: the same tones, fewer pixels
    if hi.shape != grey.shape:
        shape = (grey.shape[1], grey.shape[0])
        hi = np.asarray(Image.fromarray(hi).resize(shape, Image.Resampling.BILINEAR))
        lo = np.asarray(Image.fromarray(lo).resize(shape, Image.Resampling.BILINEAR))
    span = hi - lo
    out = np.where(span > floor, (grey - lo) / np.maximum(span, 1.0), 1.0)
    return np.clip(out * 255.0, 0.0, 255.0)


def _ink(grey: np.ndarray) -> np.ndarray:
    """Dark strokes: pixels well below their neighbourhood."""
    local = ndimage.uniform_filter(grey, size=15)
    return grey < local - 12


def _strokes(grey: np.ndarray) -> np.ndarray:
    """Pixels well off their neighbourhood, darker or lighter: letters of either polarity (for finding the text)."""
    return np.abs(grey - ndimage.uniform_filter(grey, size=15)) > 14


def _otsu(values: np.ndarray) -> float:
    hist, edges = np.histogram(values, bins=64, range=(0.0, 255.0))
    weights = hist.astype(np.float64) / max(1, hist.sum())
    centres = (edges[:-1] + edges[1:]) / 2
    w0 = np.cumsum(weights)
    mu = np.cumsum(weights * centres)
    between = (mu[-1] * w0 - mu) ** 2 / np.maximum(w0 * (1 - w0), 1e-12)
    return float(centres[int(np.argmax(between))])


def _light_on_dark(grey: np.ndarray) -> bool:
    """Where the text is dense, the letters are the smaller of the two tones: light text when most of it is dark.
    Only the dense text counts: a crop may hold a margin of the bottle's colour around the label."""
    dense = ndimage.uniform_filter(_strokes(grey).astype(np.float32), size=25) > 0.2
    tones = grey[dense] if dense.sum() > 0.05 * grey.size else grey
    return float((tones < _otsu(tones)).mean()) > 0.55


def _strip_edges(width: int, strips: int) -> np.ndarray:
    return np.linspace(0, width, strips + 1).astype(int)


def _profiles(ink: np.ndarray, strips: int) -> list[np.ndarray]:
    edges = _strip_edges(ink.shape[1], strips)
    return [ink[:, a:b].sum(axis=1).astype(np.float64) for a, b in zip(edges[:-1], edges[1:], strict=True)]


def _line_pitch(ink: np.ndarray, strips: int = STRIPS) -> float | None:
    """Distance between text lines: the first peak of the row profiles' autocorrelation, summed over narrow vertical
    strips (a tilted or curved line stays nearly level within a strip, so tilt does not smear it). None: no lines."""
    h = ink.shape[0]
    if h < 8:
        return None
    corr = np.zeros(h)
    for profile in _profiles(ink, strips):
        profile = profile - profile.mean()
        corr += np.correlate(profile, profile, mode="full")[h - 1:]
    if corr[0] <= 0:
        return None
    corr /= corr[0]
    # The first peak after the correlation has fallen (a line against the next one), not the slope at lag 0.
    peaks = [i for i in range(3, h // 2) if corr[i] > corr[i - 1] and corr[i] >= corr[i + 1] and corr[i] > 0.15
             and corr[:i].min() < corr[i] - 0.1]
    return float(peaks[0]) if peaks else None


def _line_shape(ink: np.ndarray, pitch: float, strips: int = STRIPS) -> np.ndarray | None:
    """How far the text lines at each column sit below those of the middle column, as a quadratic across the width
    (np.polyval coefficients in pixels of `ink`, x measured from the middle): its slope is a tilt, its bend a
    bottle's curve. Each strip's row profile is matched against its neighbour's (neighbours differ by far less than
    a line, so a match is never a line off), the offsets accumulated outwards from the middle, and the quadratic
    fitted to them weighted by ink. None when too few strips hold text."""
    h, w = ink.shape
    if w < strips * 6 or h < 2 * pitch:
        return None
    sigma = max(1.0, pitch / 8)
    profiles = [ndimage.gaussian_filter1d(p, sigma) for p in _profiles(ink, strips)]
    mass = np.array([p.sum() for p in profiles])
    limit = max(2, int(pitch * 0.45))

    def offset(a: np.ndarray, b: np.ndarray) -> int:
        """d such that b(y) ≈ a(y - d)."""
        scores = [float(np.dot(a[max(0, -d):h - max(0, d)], b[max(0, d):h - max(0, -d)])) for d in
                  range(-limit, limit + 1)]
        return int(np.argmax(scores)) - limit

    keep = mass > 0.02 * mass.sum()
    if keep.sum() < 4:
        return None
    mid = int(np.argmax(keep[strips // 2:])) + strips // 2 if keep[strips // 2:].any() else int(np.argmax(keep))
    shifts = np.zeros(strips)
    for order in (range(mid + 1, strips), range(mid - 1, -1, -1)):
        last = mid  # each strip against the nearest strip towards the middle that holds text
        for k in order:
            if keep[k]:
                shifts[k] = shifts[last] + offset(profiles[last], profiles[k])
                last = k
    edges = _strip_edges(w, strips)
    centres = (edges[:-1] + edges[1:]) / 2 - w / 2
    return np.polyfit(centres[keep], shifts[keep], 2, w=np.sqrt(mass[keep]))


def _close(mask: np.ndarray, shape: tuple[int, int]) -> np.ndarray:
    """ndimage.binary_closing with a rectangle of ones, exactly (its origins, its zero border), as two separable
    max / min filters: a 20 x 45 rectangle costs 65 comparisons per pixel instead of 900."""
    grow = [-1 if side % 2 == 0 else 0 for side in shape]  # binary_dilation's shift for an even side
    dilated = ndimage.maximum_filter(mask.astype(np.uint8), size=shape, mode="constant", cval=0, origin=grow)
    return ndimage.minimum_filter(dilated, size=shape, mode="constant", cval=0).astype(bool)


def _text_box(ink: np.ndarray) -> tuple[int, int, int, int] | None:
    """(x0, y0, x1, y1) of the text block: ink smeared into lines and lines into blocks, the blocks that hold most of
    the ink kept."""
    h, w = ink.shape
    density = ndimage.uniform_filter(ink.astype(np.float32), size=(max(3, h // 60), max(3, w // 25)))
    mask = density > 0.06
    mask = _close(mask, (max(3, h // 40), max(3, w // 20)))
    labels, n = ndimage.label(mask)
    if n == 0:
        return None
    weights = ndimage.sum(ink, labels, index=np.arange(1, n + 1))
    order = np.argsort(weights)[::-1]
    total = weights.sum()
    keep, acc = [], 0.0
    for i in order:
        if acc >= 0.92 * total or weights[i] < 0.03 * total:
            break
        keep.append(i + 1)
        acc += weights[i]
    ys, xs = np.nonzero(np.isin(labels, keep))
    if not len(ys):
        return None
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


def _projection_skew(ink: np.ndarray) -> float:
    """The rotation (degrees, Pillow's sense) whose row profile is most peaked: for a label of one to three lines,
    where the lines are too few to measure in strips."""
    if ink.sum() < 50:
        return 0.0
    img = Image.fromarray(ink.astype(np.uint8) * 255)

    def peakedness(angle: float) -> float:
        rows = np.asarray(img.rotate(angle, expand=True), dtype=np.float64).sum(axis=1)
        return float(np.sum(rows ** 2))

    coarse = max(np.arange(-10.0, 10.01, 1.0), key=peakedness)
    return float(max(np.arange(coarse - 0.75, coarse + 0.76, 0.25), key=peakedness))


def _clear_edges(flat: np.ndarray, pitch: float) -> tuple[np.ndarray, bool]:
    """Paint white the dark shapes larger than a line of text that are not text: those touching the picture's edge
    (the bottle, the table), frames (a label's border: tall and wide but mostly empty) and rules (a label's side, an
    underline). Tesseract reads them as a column of junk letters beside the list. Letters, words, even lines run together by blur, are neither."""
    dark = flat < 128
    labels, n = ndimage.label(dark)
    if n == 0:
        return flat, False
    edge = set(np.unique(np.concatenate([labels[0], labels[-1], labels[:, 0], labels[:, -1]])).tolist()) - {0}
    sizes = ndimage.sum(dark, labels, index=np.arange(1, n + 1))
    big = []
    for i, s in enumerate(ndimage.find_objects(labels), start=1):
        if s is None:
            continue
        h, w = s[0].stop - s[0].start, s[1].stop - s[1].start
        if max(h, w) <= 3 * pitch:
            continue
        frame = h > 3 * pitch and w > 3 * pitch and sizes[i - 1] < 0.35 * h * w
        rule = (h > 3 * pitch and w < pitch) or (w > 3 * pitch and h < pitch / 3)  # a label's side, an underline
        if i in edge or frame or rule:
            big.append(i)
    if not big:
        return flat, False
    out = flat.copy()
    out[np.isin(labels, big)] = 255
    return out, True


def _straighten(grey: np.ndarray, shifts: np.ndarray) -> np.ndarray:
    """Move each column up by its shift (whole pixels: far below a letter's size), filling with paper."""
    h, w = grey.shape
    rows = np.clip(np.arange(h)[:, None] + np.rint(shifts)[None, :].astype(int), -1, h)
    out = np.take_along_axis(np.pad(grey, ((1, 1), (0, 0)), mode="edge"), rows + 1, axis=0)
    return out


def sharpen(image: Image.Image) -> Image.Image:
    """An unsharp mask sized for text at LINE_PITCH: the second reading of a photo the OCR was unsure of (a blurred
    or shaken photo). Not applied to every photo: on a sharp one it only adds edges to misread."""
    return image.filter(ImageFilter.UnsharpMask(radius=2, percent=150, threshold=0))


def _small(grey: np.ndarray) -> tuple[float, np.ndarray]:
    """(scale, a copy of `grey` at most ANALYSIS_SIDE pixels on its longer side)."""
    scale = min(1.0, ANALYSIS_SIDE / max(grey.shape))
    size = (max(1, round(grey.shape[1] * scale)), max(1, round(grey.shape[0] * scale)))
    return scale, np.asarray(Image.fromarray(grey).resize(size, Image.Resampling.BILINEAR), dtype=np.float32)


def prepare(image: Image.Image) -> Prepared:
    steps = []
    upright = ImageOps.exif_transpose(image)
    if image.getexif().get(ExifTags.Base.Orientation, 1) not in (0, 1):  # the tag, not the pixels compared
        steps.append("turned upright (camera orientation)")
    grey = _grey(upright)
    # Find the text on a small copy of the photo; judge polarity, tilt, curve and scale on a small copy of the crop
    # (a label filling a fifth of the photo keeps its letters big enough to measure).
    scale, small = _small(grey)
    box = _text_box(_strokes(small))
    crop = None
    if box is not None:
        x0, y0, x1, y1 = box
        pad = int(0.03 * max(small.shape))
        x0, y0 = max(0, x0 - pad), max(0, y0 - pad)
        x1, y1 = min(small.shape[1], x1 + pad), min(small.shape[0], y1 + pad)
        if (x1 - x0) * (y1 - y0) < 0.85 * small.size:
            crop = (round(x0 / scale), round(y0 / scale), round(x1 / scale), round(y1 / scale))
            grey = grey[crop[1]:crop[3], crop[0]:crop[2]]
            scale, small = _small(grey)
            steps.append("cropped to the text")
    if _light_on_dark(small):  # OCR wants dark text on a light ground
        grey, small = 255.0 - grey, 255.0 - small
        steps.append("inverted light text on a dark label")
    ink = _ink(small)
    small_pitch = _line_pitch(ink)
    pitch = small_pitch / scale if small_pitch else None
    flat = _local_contrast(grey, pitch or 40.0).astype(np.uint8)
    # A label of a few lines: too few lines per strip to compare strips (the projection below measures its tilt).
    shape = _line_shape(ink, small_pitch) if small_pitch and ink.shape[0] >= MIN_LINES * small_pitch else None
    # The tilt: the line shape's slope at the middle (lines lower to the right is > 0); for one to three lines, whose
    # strips hold too few lines to compare, the rotation with the most peaked row profile.
    skew = float(np.degrees(np.arctan(shape[1]))) if shape is not None else _projection_skew(ink)
    if 0.5 <= abs(skew) <= 15:
        flat = np.asarray(Image.fromarray(flat).rotate(skew, resample=Image.Resampling.BICUBIC, expand=True,
                                                       fillcolor=255))
        ink = np.asarray(Image.fromarray(ink.astype(np.uint8)).rotate(skew, expand=True)) > 0
        steps.append(f"levelled the text ({skew:+.1f}°)")
        small_pitch = small_pitch or _line_pitch(ink)
        pitch = pitch or (small_pitch / scale if small_pitch else None)
        shape = _line_shape(ink, small_pitch) if small_pitch else None
    else:
        skew = 0.0
    if shape is not None and small_pitch:
        # What is left is a bottle's curve: each column moved back in line, when it bends by a fifth of a line.
        x = np.arange(ink.shape[1]) - ink.shape[1] / 2
        bend = np.polyval(shape, x) - np.polyval(shape, 0.0)
        if np.abs(bend).max() >= small_pitch / 5:
            columns = np.arange(flat.shape[1]) * (ink.shape[1] / flat.shape[1])
            flat = _straighten(flat, np.interp(columns, np.arange(len(bend)), bend) * (flat.shape[0] / ink.shape[0]))
            steps.append("straightened curved lines")
    flat, cleared = _clear_edges(flat, pitch or 40.0)
    if cleared:
        steps.append("left out the background around the text")
    out = Image.fromarray(flat)
    factor = min(MAX_UPSCALE, LINE_PITCH / pitch) if pitch else 1.0
    factor = min(factor, MAX_SIDE / max(out.size))
    if abs(factor - 1.0) > 0.1:
        out = out.resize((max(1, round(out.width * factor)), max(1, round(out.height * factor))),
                         Image.Resampling.LANCZOS if factor < 1 else Image.Resampling.BICUBIC)
        steps.append(f"scaled the text ×{factor:.2f}")
    steps.append("evened the lighting and contrast")
    return Prepared(out, steps, skew, crop)
