"""Value types shared by every stage of the engine (parse -> resolve -> analyse / vectorise)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Ingredient:
    """One resolved ingredient of a product, as the similarity stages see it.

    `inci` is the canonical INCI name (upper-case, as in CosIng) or, when the name was not
    recognised, its normalised raw text. `position` is 1-based in the main list and None for
    entries of a "may contain" block, which have no position.
    """

    inci: str
    position: int | None
    may_contain: bool = False
