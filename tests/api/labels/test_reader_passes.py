"""The second, sharpened OCR pass (api/labels/reader.py): taken when Tesseract is unsure of its first reading and that
reading's names do not resolve; skipped when they all do (the real Tesseract on a rendered label)."""

from __future__ import annotations

import pytest

from api.labels import reader as reader_module
from api.labels.ocr import Tesseract
from api.labels.reader import LabelReader, resolved_share
from bench.label_render import render_label
from ingredient_engine.resolve import InciResolver

SERUM = ["Water", "Niacinamide", "Glycerin", "Sodium Hyaluronate", "Butylene Glycol", "Phenoxyethanol"]
INCI = ["AQUA", "NIACINAMIDE", "GLYCERIN", "SODIUM HYALURONATE", "BUTYLENE GLYCOL", "PHENOXYETHANOL"]


@pytest.fixture
def reads(monkeypatch):  # type: ignore[no-untyped-def]
    """Every reading taken counts; every first reading counts as unsure (its confidence below the bar)."""
    taken: list[int] = []
    read = Tesseract.read

    def counted(self, image):  # type: ignore[no-untyped-def]
        taken.append(1)
        return read(self, image)

    monkeypatch.setattr(Tesseract, "read", counted)
    monkeypatch.setattr(reader_module, "RETRY_BELOW", 1.01)
    return taken


def test_an_unsure_reading_whose_names_all_resolve_is_read_once(reads):
    resolver = InciResolver().fit(INCI, synonyms={"water": "AQUA"})
    ocr, steps = LabelReader().ocr(render_label(SERUM, "clean", seed=3), resolver)
    assert len(reads) == 1
    assert resolved_share(ocr, resolver) == 1.0
    assert "sharpened a blurred photo" not in steps


def test_an_unsure_reading_whose_names_do_not_resolve_is_read_again_sharpened(reads):
    resolver = InciResolver().fit(["GLYCERIN"])  # knows one name of six: the reading looks wrong
    data = render_label(SERUM, "clean", seed=3)
    LabelReader().ocr(data, resolver)
    assert len(reads) == 2
    LabelReader().ocr(data)  # without a resolver: the confidence alone decides
    assert len(reads) == 4
