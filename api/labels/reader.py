"""A label photo's bytes -> the ingredient list read from it, each name with its confidence and every change declared.

`LabelReader.read(data, resolver)` is synchronous and CPU-bound: the endpoint runs it in the process's OCR pool (one
read at a time, `api/labels/service.py`). Steps: the upload's header check (size, pixels, format: 413/415), decode
at a reduced scale (the upload machinery's `decode_image`), pre-process (`preprocess.prepare`), OCR (`ocr.Tesseract`),
the OCR text joined into one list (`ingredient_engine.label_text`), parsed and resolved as a pasted list is. Each
name's confidence is its resolution's times Tesseract's confidence in the words it came from.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from fastapi.concurrency import run_in_threadpool

from api.files.storage import DecodePool, ImageLimits, check_header, decode_image
from api.labels.ocr import OcrText, Tesseract
from api.settings import Settings
from ingredient_engine.label_text import from_ocr
from ingredient_engine.parse import parse_inci
from ingredient_engine.resolve import InciResolver, ResolvedList

# Decoded no larger than this: a label's small print survives, and a 12-MP photo (4000 or 4032 px wide) is decoded at
# 1/2 by libjpeg (at 2048 its half was too small, so it was decoded whole: ~10x the decode's CPU, 0.13 s a photo).
READ_SIDE = 2000
PAGE_MODE = 6  # Tesseract: one uniform block of text (the crop is the label's text block)
# Below this mean word confidence the photo is read a second time, sharpened (at most one more OCR per photo) ...
RETRY_BELOW = 0.88
# ... unless every name read from it resolves to an INCI name: Tesseract is often unsure of long INCI words it reads
# right, and the second pass then only costs (23 of 30 12-MP photos took it, 16-17 still do). Not less than every name:
# a blurred label read with lines run together loses names whose neighbours all resolve (at 90 %, blur F1 0.95 -> 0.93).
RESOLVED_ENOUGH = 1.0

_WORD = re.compile(r"[a-z0-9]+")


@dataclass(frozen=True, slots=True)
class LabelRead:
    text: str  # what OCR read, line by line
    list_text: str  # the list as the parser read it (lines joined)
    notes: tuple[str, ...]  # line breaks rejoined inside words
    steps: tuple[str, ...]  # what the pre-processing did
    resolved: ResolvedList
    ocr_confidence: tuple[float, ...]  # per resolved item: Tesseract's mean confidence in its words
    mean_ocr_confidence: float

    @property
    def inci(self) -> list[str | None]:
        return [i.resolution.inci for i in self.resolved.items]


def _key_words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def resolved_share(ocr: OcrText, resolver: InciResolver) -> float:
    """The share of the names read from `ocr` that resolve to an INCI name (0 when none is read)."""
    items = resolver.resolve_list(parse_inci(from_ocr(ocr.text).text)).items
    return sum(1 for i in items if i.resolution.inci) / len(items) if items else 0.0


def word_confidences(ocr: OcrText, names: list[str]) -> list[float]:
    """Each name's mean word confidence: its words found in order in the OCR words (a cursor that only moves on),
    the page's mean where none is found."""
    words = [(k, w.confidence) for w in ocr.words for k in _key_words(w.text)]
    default = ocr.mean_confidence
    out, cursor = [], 0
    for name in names:
        found = []
        for key in _key_words(name):
            for j in range(cursor, min(len(words), cursor + 12)):
                if words[j][0] == key or (len(key) > 3 and key.startswith(words[j][0]) and len(words[j][0]) > 2):
                    found.append(words[j][1])
                    cursor = j + 1
                    break
        out.append(sum(found) / len(found) if found else default)
    return out


class LabelReader:
    """One per process: it holds the Tesseract engine, which is not thread-safe (the lock is a guard; the OCR pool
    already runs one read at a time)."""

    def __init__(self, resolver: InciResolver | None = None, limits: ImageLimits | None = None) -> None:
        self.resolver = resolver
        self.limits = replace(limits or ImageLimits(), max_side=READ_SIDE)
        self._tesseract: Tesseract | None = None
        self._lock = threading.Lock()

    @classmethod
    def from_shared(cls, shared: Path) -> LabelReader:
        """A reader with its own resolver fitted on the shared CosIng files (benchmarks and data tools)."""
        from ingredient_engine.resolve import fit_default_resolver

        return cls(fit_default_resolver(shared / "cosing" / "cosing_inventory.csv",
                                        shared / "cosdna_ratings" / "ingredients.jsonl"))

    def ocr(self, data: bytes, resolver: InciResolver | None = None) -> tuple[OcrText, tuple[str, ...]]:
        """The photo's text and the pre-processing's steps. With a resolver (the reader's own when not given), an
        unsure first reading whose names resolve is kept without the sharpened second pass."""
        # imported here: scipy.ndimage (~8 MB RSS) is for label photos alone, not in every API worker from its start
        from api.labels.preprocess import prepare, sharpen

        resolver = resolver or self.resolver
        check_header(data, self.limits)
        image = decode_image(data, self.limits)
        prepared = prepare(image)
        image.close()
        steps = list(prepared.steps)
        with self._lock:
            if self._tesseract is None:
                self._tesseract = Tesseract(page_mode=PAGE_MODE)
            ocr = self._tesseract.read(prepared.image)
            # Unsure, and names that do not resolve: a blurred photo reads better sharpened; keep the surer reading.
            if ocr.mean_confidence < RETRY_BELOW and (resolver is None
                                                      or resolved_share(ocr, resolver) < RESOLVED_ENOUGH):
                sharper = self._tesseract.read(sharpen(prepared.image))
                if sharper.mean_confidence > ocr.mean_confidence:
                    ocr = sharper
                    steps.append("sharpened a blurred photo")
        return ocr, tuple(steps)

    def read(self, data: bytes, resolver: InciResolver | None = None) -> LabelRead:
        resolver = resolver or self.resolver
        if resolver is None:
            raise ValueError("a resolver is needed")
        ocr, steps = self.ocr(data, resolver)
        joined = from_ocr(ocr.text)
        resolved = resolver.resolve_list(parse_inci(joined.text))
        confidences = word_confidences(ocr, [i.parsed.name for i in resolved.items])
        return LabelRead(ocr.text, joined.text, joined.notes, steps, resolved, tuple(confidences),
                         ocr.mean_confidence)


class LabelOcr:
    """What a process needs to read label photos: its one reader (one Tesseract) and the pool that runs one read at a
    time (the upload machinery's `DecodePool` with one slot: waiting reads hold no request thread, and past
    `label_waiting` of them, or after `label_wait_seconds`, the answer is a 503 with Retry-After). Memory: one
    decode at the 2000-px box (≤ ~70 MB, storage.py) plus Tesseract's model and page (~60 MB) at a time."""

    def __init__(self, reader: LabelReader, pool: DecodePool) -> None:
        self.reader = reader
        self.pool = pool

    @classmethod
    def for_settings(cls, settings: Settings) -> LabelOcr:
        return cls(LabelReader(limits=ImageLimits.from_settings(settings)),
                   DecodePool(1, wait_seconds=settings.label_wait_seconds, waiting_per_slot=settings.label_waiting))

    async def read(self, data: bytes, resolver: Callable[[], InciResolver] | None = None
                   ) -> tuple[OcrText, tuple[str, ...]]:
        """`resolver`: gets the app's fitted resolver (after the header check, in a request thread), which tells a
        first reading good enough to keep (`LabelReader.ocr`)."""
        await run_in_threadpool(check_header, data, self.reader.limits)  # a bomb or a non-image, before any wait
        fitted = await run_in_threadpool(resolver) if resolver else None
        return await self.pool.run(self.reader.ocr, data, fitted)
