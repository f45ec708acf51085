"""What resolving gives: one name's `Resolution`, and a list's resolved parts and ingredients."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ingredient_engine.inci_text import normalise_key
from ingredient_engine.parse import ParsedIngredient, ParsedList
from ingredient_engine.unread import UnreadName

Method = Literal["exact", "synonym", "ci", "fuzzy", "ocr", "completion", "species"]

# The canonical name of a "species" reading: the plant (and the preparation, when printed) the label names, without
# the plant part it leaves out ("LAVANDULA ANGUSTIFOLIA (PART NOT STATED)"). Never a CosIng name.
PART_NOT_STATED = " (PART NOT STATED)"


@dataclass(frozen=True, slots=True)
class Resolution:
    inci: str | None
    confidence: float
    method: Method | None
    correction: str | None = None  # "read X as Y" whenever the text was changed to match
    # A "species" reading: the CosIng names the label may stand for (its plant with a part; "could be").
    could_be: tuple[str, ...] = ()

    @property
    def recognised(self) -> bool:
        return self.inci is not None


UNRESOLVED = Resolution(inci=None, confidence=0.0, method=None)


@dataclass(frozen=True, slots=True)
class ResolvedIngredient:
    parsed: ParsedIngredient
    resolution: Resolution
    part_label: str | None = None

    @property
    def canonical(self) -> str:
        """The INCI name, or the normalised raw name (upper case) when not recognised."""
        return self.resolution.inci or normalise_key(self.parsed.name).upper()

    @property
    def position(self) -> int | None:
        return self.parsed.position

    @property
    def may_contain(self) -> bool:
        return self.parsed.may_contain


@dataclass(frozen=True, slots=True)
class ResolvedPart:
    label: str | None
    items: tuple[ResolvedIngredient, ...]


@dataclass(frozen=True, slots=True)
class ResolvedList:
    parsed: ParsedList
    parts: tuple[ResolvedPart, ...]
    # Ingredient names found inside text the parser dropped (not prose): each counts as an unrecognised ingredient.
    unread: tuple[UnreadName, ...] = ()

    @property
    def items(self) -> tuple[ResolvedIngredient, ...]:
        return tuple(i for p in self.parts for i in p.items)

    @property
    def total(self) -> int:
        """Ingredients on the label: the listed ones plus the names found in dropped text ("N of M": M)."""
        return len(self.items) + len(self.unread)

    @property
    def listed_total(self) -> int:
        """Ingredients the parser read as list entries (without names found in dropped text)."""
        return len(self.items)

    @property
    def recognised_count(self) -> int:
        return sum(i.resolution.recognised for i in self.items)

    @property
    def unrecognised(self) -> tuple[str, ...]:
        """Unrecognised names as printed: list entries, then names found in dropped text."""
        return tuple(dict.fromkeys([*(i.parsed.name for i in self.items if not i.resolution.recognised),
                                    *(u.text for u in self.unread)]))
