"""Rating criteria per category, authored in `data/rating_criteria.json` (pure: no database).

A category resolves to the criteria set of its nearest ancestor, itself first, whose name a set `matches`
("Makeup > Brushes & Applicators" → tools, "Mini Size > Makeup > Lip" → makeup); nothing matching resolves
to `general`, so every category has criteria. `criteria_name` is the stable key stored with each rating.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from api.settings import REPO_ROOT

CRITERIA_PATH = REPO_ROOT / "data" / "rating_criteria.json"
FALLBACK = "general"


@dataclass(frozen=True)
class Criterion:
    criteria_name: str
    label: str
    description: str


@dataclass(frozen=True)
class CriteriaSet:
    key: str  # "skincare": stored as `rating_criteria.category_name` and `product_ratings.category_name`
    label: str
    matches: frozenset[str]
    criteria: tuple[Criterion, ...]

    def get(self, criteria_name: str) -> Criterion | None:
        return next((c for c in self.criteria if c.criteria_name == criteria_name), None)


@lru_cache(maxsize=4)
def load_sets(path: Path = CRITERIA_PATH) -> dict[str, CriteriaSet]:
    raw = json.loads(path.read_text(encoding="utf-8"))["sets"]
    sets = {key: CriteriaSet(key=key, label=s["label"], matches=frozenset(m.casefold() for m in s["matches"]),
                             criteria=tuple(Criterion(**c) for c in s["criteria"]))
            for key, s in raw.items()}
    if FALLBACK not in sets:
        raise ValueError(f"{path}: the `{FALLBACK}` set is missing")
    for s in sets.values():
        names = [c.criteria_name for c in s.criteria]
        if len(names) != len(set(names)) or not names:
            raise ValueError(f"{path}: set {s.key!r} needs distinct criteria names")
    return sets


def set_named(name: str) -> CriteriaSet | None:
    """A set by its key or label ("skincare", "Bath & Body"), for a client that sends the set itself."""
    folded = name.strip().casefold()
    return next((s for s in load_sets().values() if folded in (s.key, s.label.casefold())), None)


def set_for_chain(names_root_first: Sequence[str]) -> CriteriaSet:
    """The set of a category given its names root first ("Skincare", "Treatments", "Face Serums")."""
    sets = load_sets()
    for name in reversed(names_root_first):
        folded = name.strip().casefold()
        for s in sets.values():
            if folded in s.matches:
                return s
    return sets[FALLBACK]
