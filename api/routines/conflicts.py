"""Ingredient conflicts between a routine's products, from the rule table `data/rules/routine_conflicts.csv`.

Pure rules over (product, slots, INCI names); the active classes of an INCI name come from the engine's
`data/rules/actives.csv`. The result is advice per slot (AM, PM), each with its public source.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from api.routines.schemas import ConflictProduct, RoutineConflict
from api.settings import REPO_ROOT
from ingredient_engine.analyse import active_classes

RULES_PATH = REPO_ROOT / "data" / "rules" / "routine_conflicts.csv"
SLOTS = {"am": ("am",), "pm": ("pm",), "both": ("am", "pm")}


@dataclass(frozen=True)
class ConflictRule:
    rule_id: str
    kind: str  # "pair" | "several"
    first: frozenset[str]
    second: frozenset[str]
    min_products: int
    title: str
    advice: str
    source_title: str
    source_url: str


@dataclass(frozen=True)
class StepIngredients:
    product_id: int
    name: str
    time_of_day: str
    inci_names: Sequence[str]


@lru_cache(maxsize=2)
def load_rules(path: Path = RULES_PATH) -> tuple[ConflictRule, ...]:
    with path.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
    return tuple(ConflictRule(
        rule_id=r["rule_id"], kind=r["kind"], first=frozenset(r["first"].split("|")),
        second=frozenset(filter(None, r["second"].split("|"))), min_products=int(r["min_products"] or 2),
        title=r["title"], advice=r["advice"], source_title=r["source_title"], source_url=r["source_url"],
    ) for r in rows)


def _matches(step: StepIngredients, classes: frozenset[str]) -> list[str]:
    return [n for n in step.inci_names if classes.intersection(active_classes(n))]


def find_conflicts(steps: Sequence[StepIngredients], rules: Sequence[ConflictRule] | None = None
                   ) -> list[RoutineConflict]:
    found: list[RoutineConflict] = []
    for rule in rules if rules is not None else load_rules():
        for slot in ("am", "pm"):
            in_slot = [s for s in steps if slot in SLOTS.get(s.time_of_day, ("am", "pm"))]
            hits = _hits(rule, in_slot)
            if hits:
                found.append(RoutineConflict(
                    rule_id=rule.rule_id, slot=slot, title=rule.title, advice=rule.advice,  # type: ignore[arg-type]
                    products=[ConflictProduct(product_id=s.product_id, name=s.name, ingredients=names)
                              for s, names in hits],
                    source_title=rule.source_title, source_url=rule.source_url))
    return found


def _hits(rule: ConflictRule, steps: Sequence[StepIngredients]) -> list[tuple[StepIngredients, list[str]]]:
    if rule.kind == "several":
        hits = [(s, m) for s in steps if (m := _matches(s, rule.first))]
        return hits if len({s.product_id for s, _ in hits}) >= rule.min_products else []
    firsts = [(s, m) for s in steps if (m := _matches(s, rule.first))]
    seconds = [(s, m) for s in steps if (m := _matches(s, rule.second))]
    pairs = [(a, b) for a in firsts for b in seconds if a[0].product_id != b[0].product_id]
    if not pairs:
        return []
    involved: dict[int, tuple[StepIngredients, list[str]]] = {}
    for a, b in pairs:
        for s, m in (a, b):
            involved.setdefault(s.product_id, (s, m))
    return list(involved.values())
