"""Tesseract in process (tesserocr), with Debian's English model (tesseract-ocr-eng, installed by `make ocr`).

One `Tesseract` holds one initialised `PyTessBaseAPI` (the model loaded once, ~15 MB); it is NOT thread-safe, so a
process keeps exactly one and runs it in its OCR pool's single thread (api/labels/reader.py). Nothing is downloaded:
without the model files the feature answers 503 (`OcrUnavailable`) and everything else works.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from api.errors import ServiceUnavailable

# Where Debian's tesseract-ocr-eng puts the model (5.x, then 4.x packages); TESSDATA_PREFIX overrides.
TESSDATA_DIRS = (Path("/usr/share/tesseract-ocr/5/tessdata"), Path("/usr/share/tesseract-ocr/4.00/tessdata"))
LANGUAGE = "eng"


class OcrUnavailable(ServiceUnavailable):
    def __init__(self) -> None:
        super().__init__("Reading photos is not available on this server right now. Paste the list instead.",
                         retry_after=3600)


def tessdata_dir() -> Path | None:
    """The folder holding eng.traineddata, or None."""
    env = os.environ.get("TESSDATA_PREFIX")
    for folder in ([Path(env)] if env else []) + list(TESSDATA_DIRS):
        if (folder / f"{LANGUAGE}.traineddata").exists():
            return folder
    return None


@dataclass(frozen=True, slots=True)
class Word:
    text: str
    confidence: float  # 0..1, Tesseract's word confidence
    line: int  # running number of its text line
    box: tuple[int, int, int, int]  # x, y, w, h in the image OCR saw


@dataclass(frozen=True, slots=True)
class OcrText:
    text: str  # lines joined by "\n", words by " "
    words: tuple[Word, ...]

    @property
    def mean_confidence(self) -> float:
        return sum(w.confidence for w in self.words) / len(self.words) if self.words else 0.0


class Tesseract:
    """One Tesseract engine. `page_mode`: Tesseract's page segmentation mode (6: one uniform block of text)."""

    def __init__(self, folder: Path | None = None, page_mode: int | None = None,
                 variables: dict[str, str] | None = None) -> None:
        import tesserocr  # imported here: the API starts (and every other feature works) without it

        folder = folder or tessdata_dir()
        if folder is None:
            raise OcrUnavailable()
        self._tesserocr = tesserocr
        self._api = tesserocr.PyTessBaseAPI(path=str(folder), lang=LANGUAGE, oem=tesserocr.OEM.LSTM_ONLY)
        if page_mode is not None:
            self._api.SetPageSegMode(page_mode)
        for name, value in (variables or {}).items():
            self._api.SetVariable(name, value)

    def read(self, image: Image.Image) -> OcrText:
        api, RIL = self._api, self._tesserocr.RIL
        api.SetImage(image)
        api.Recognize()
        words: list[Word] = []
        lines: list[list[str]] = []
        iterator = api.GetIterator()
        line_no = -1
        for word in self._tesserocr.iterate_level(iterator, RIL.WORD):
            try:
                text = (word.GetUTF8Text(RIL.WORD) or "").strip()
            except RuntimeError:  # tesserocr's "No text returned": a page without a single word
                break
            if word.IsAtBeginningOf(RIL.TEXTLINE) or line_no < 0:
                line_no += 1
                lines.append([])
            if not text:
                continue
            box = word.BoundingBox(RIL.WORD) or (0, 0, 0, 0)
            x0, y0, x1, y1 = box
            words.append(Word(text, max(0.0, word.Confidence(RIL.WORD)) / 100.0, line_no, (x0, y0, x1 - x0, y1 - y0)))
            lines[-1].append(text)
        api.Clear()
        return OcrText("\n".join(" ".join(ws) for ws in lines if ws), tuple(words))
