"""Reading a misspelt name: the OCR-confusion skeleton and a bounded edit distance (rapidfuzz) over the known names.

Both declare the correction they made and give up rather than guess when two substances are equally close.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from ingredient_engine.inci_text import DIGITS, ocr_skeleton
from ingredient_engine.resolution import Resolution

TOKEN_SPLIT = re.compile(r"[\s/,()-]+")


class FuzzyIndex:
    """Known names (key -> INCI) by first letter and length, by last three letters and length, and by OCR skeleton."""

    def __init__(self, targets: Mapping[str, str]):
        by_first: dict[tuple[str, int], list[str]] = {}
        by_last: dict[tuple[str, int], list[str]] = {}
        skeleton: dict[str, str | None] = {}
        for k, inci in targets.items():
            by_first.setdefault((k[0], len(k)), []).append(k)
            by_last.setdefault((k[-3:], len(k)), []).append(k)
            sk = ocr_skeleton(k)
            skeleton[sk] = inci if skeleton.get(sk, inci) == inci else None
        self.targets = dict(targets)
        self.by_first = by_first
        self.by_last = by_last
        self.skeleton = {k: v for k, v in skeleton.items() if v is not None}

    def ocr(self, name: str, key: str) -> Resolution | None:
        inci = self.skeleton.get(ocr_skeleton(key))
        if inci is None:
            return None
        return Resolution(inci, 0.92, "ocr", f"read '{name}' as '{inci}'")

    def nearest(self, name: str, key: str, max_edits: int) -> Resolution | None:
        """The one substance within `max_edits` edits of `key` (numbers unchanged); None when none or two."""
        k = max_edits
        if k == 0:
            return None
        candidates: set[str] = set()
        for n in range(len(key) - k, len(key) + k + 1):
            candidates.update(self.by_first.get((key[0], n), ()))
            candidates.update(self.by_last.get((key[-3:], n), ()))
        digits = DIGITS.findall(key)
        # A changed number is a different substance (PEG-10 vs PEG-100): never a typo.
        pool = [c for c in candidates if DIGITS.findall(c) == digits]
        if not pool:
            return None
        found = process.extract(
            key, pool, scorer=OSA.distance, processor=None, score_cutoff=k, limit=3
        )
        if not found:
            return None
        best, dist = found[0][0], found[0][1]
        rivals = {self.targets[c] for c, d, _ in found if d == dist}
        if len(rivals) > 1:
            return None  # equally close to two substances: do not guess
        confidence = _fuzzy_confidence(key, best, dist)
        inci = self.targets[best]
        return Resolution(inci, round(confidence, 3), "fuzzy", f"read '{name}' as '{inci}'")

    def close_names(self, key: str, limit: int) -> list[str]:
        """INCI names whose spelling (or a known alias) is closest to `key` by normalised similarity (ratio >= 70)."""
        close = process.extract(key, self.targets.keys(), scorer=fuzz.ratio, processor=None,
                                score_cutoff=70, limit=limit)
        return [self.targets[k] for k, _score, _ in close]


def _fuzzy_confidence(query: str, target: str, dist: int) -> float:
    """Edits are judged against the words they change, not the whole name.

    One letter in "linoleic" -> "linolenic" is a different acid even inside a 45-character name; the same edit
    in "hyaluraonate" is a typo. With the same word count, confidence = 1 - edits / length of changed words.
    """
    q, t = TOKEN_SPLIT.split(query), TOKEN_SPLIT.split(target)
    if len(q) == len(t):
        changed = [(a, b) for a, b in zip(q, t, strict=True) if a != b]
        if changed:
            edits = sum(OSA.distance(a, b) for a, b in changed)
            return round(max(0.0, 1.0 - edits / max(1, sum(len(a) for a, _ in changed))), 3)
    return round(max(0.0, 1.0 - 1.5 * dist / len(query)), 3)
