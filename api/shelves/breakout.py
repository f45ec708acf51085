"""The breakout detective: ingredients the member's "broke me out" products share that their "works for me"
products lack (or list less often). A hint with its evidence, never a diagnosis.

The rule, over the member's own shelves of those two types:
- an ingredient is a candidate when at least two broke-me-out products list it (one, when only one product is
  on those shelves) and it is rarer among the works-for-me products (a smaller share, or absent);
- ubiquitous ingredients are left out: the list in `data/rules/ubiquitous_ingredients.txt` (water, glycerin …)
  and anything listed by at least UBIQUITOUS_SHARE of a catalogue of at least UBIQUITOUS_MIN_CATALOGUE active
  products (on a smaller catalogue shares say nothing);
- ranked by how many broke-me-out products list it, then by how rare it is among the works-for-me ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from api.settings import REPO_ROOT

UBIQUITOUS_PATH = REPO_ROOT / "data" / "rules" / "ubiquitous_ingredients.txt"
UBIQUITOUS_SHARE = 0.30
UBIQUITOUS_MIN_CATALOGUE = 50
MAX_INGREDIENTS = 20
RULE = ("Ingredients listed by at least two of your broke-me-out products (one, if only one is on those shelves) "
        "and rarer or absent in your works-for-me products, most frequent first; water, glycerin and other "
        f"ingredients in nearly every formula (or in {UBIQUITOUS_SHARE:.0%} or more of the catalogue) are left out.")
NOTE = ("A hint, not a diagnosis: these ingredients are what your broke-me-out products have in common and your "
        "works-for-me products mostly lack. Breakouts also come from the whole formula, the amount, how often you "
        "used it and what else changed; a dermatologist can tell you more, and a patch test of one product at a "
        "time is the fairer check.")


@dataclass(frozen=True)
class Listed:
    """One ingredient of one product: its name as compared (the INCI name, or the label's text) and INCI id."""

    name: str
    inci_id: int | None


@dataclass(frozen=True)
class Suspect:
    name: str
    inci_id: int | None
    bad_count: int
    bad_share: float
    good_count: int
    products: tuple[int, ...]


@lru_cache(maxsize=2)
def listed_ubiquitous(path: Path = UBIQUITOUS_PATH) -> frozenset[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip().upper() for line in lines if line.strip() and not line.startswith("#"))


def ubiquitous(catalogue_counts: Mapping[str, int], catalogue_size: int) -> set[str]:
    """The names never pointed at: the shipped list plus the catalogue's most common names."""
    common = set(listed_ubiquitous())
    if catalogue_size >= UBIQUITOUS_MIN_CATALOGUE:
        common |= {n for n, c in catalogue_counts.items() if c >= UBIQUITOUS_SHARE * catalogue_size}
    return common


def suspects(bad: Mapping[int, Iterable[Listed]], good: Mapping[int, Iterable[Listed]],
             excluded: set[str]) -> tuple[list[Suspect], list[str]]:
    """(suspects best first, the excluded names the broke-me-out products share). `bad` and `good` map a
    product id to its labelled ingredients."""
    if not bad:
        return [], []
    bad_sets = {pid: {i.name: i for i in items} for pid, items in bad.items()}
    good_names = [{i.name for i in items} for items in good.values()]
    min_count = 2 if len(bad_sets) >= 2 else 1
    holders: dict[str, list[int]] = {}
    for pid in sorted(bad_sets):
        for name in bad_sets[pid]:
            holders.setdefault(name, []).append(pid)
    found, skipped = [], set()
    for name, pids in holders.items():
        if len(pids) < min_count:
            continue
        if name in excluded:
            skipped.add(name)
            continue
        bad_share = len(pids) / len(bad_sets)
        good_count = sum(name in names for names in good_names)
        if good_names and good_count / len(good_names) >= bad_share:
            continue  # as common among what works: not a lead
        found.append(Suspect(name=name, inci_id=bad_sets[pids[0]][name].inci_id, bad_count=len(pids),
                             bad_share=round(bad_share, 4), good_count=good_count, products=tuple(pids)))
    found.sort(key=lambda s: (-s.bad_count, s.good_count, s.name))
    return found[:MAX_INGREDIENTS], sorted(skipped)
