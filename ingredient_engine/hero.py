"""Hero actives: what a product is bought for (issue 27 §1), and the kind of product it is.

A product's hero actives are read, in this order of authority:

1. **its name** — "10% Niacinamide Booster", "Retinal Serum", "Caffeine Eye Cream", "AHA 30% + BHA 2% Peeling
   Solution": a term of `data/rules/hero_names.csv` names a class (and sometimes its form); a percentage written
   next to the term is the stated concentration. A named class counts when the list has an ingredient of it (or
   the list could not be read at all): a name is a promise the label must keep.
2. **its label** — a concentration printed on the label ("Zinc Oxide 12%", "Centella Asiatica Extract (3,663ppm)")
   makes that ingredient a hero;
3. **its position** — when neither says what the product is for, the key actives (`key=yes` in
   `data/rules/hero_actives.csv`) listed before the estimated 1 % line (`analyse.one_percent_line`; without a
   marker, the first third of the list), at most three, in label order.

Every hero has a class ("retinoid", "vitamin_c", "niacinamide" ...) and a form within it ("retinal" vs "retinol",
"ascorbic acid" vs "tetrahexyldecyl ascorbate"): a dupe keeps the hero when it has the class, better when it has the
same form and a comparable concentration (`ingredient_engine.dupes`).

The kind of product ("serum", "cleansing_oil", "eye" ...) comes from `data/rules/product_kinds.csv`: one vocabulary
over the four retailers' categories and the wording of names.

Pure functions of names and label entries; the rule tables are read once per rules directory.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from ingredient_engine.analyse import one_percent_line, one_percent_tables
from ingredient_engine.rules import default_rules_dir, read_table

__all__ = ["HeroActive", "HeroRules", "LabelEntry", "NamedActive", "KindRules", "hero_actives", "hero_rules",
           "kind_rules", "product_kind"]

MAX_POSITION_HEROES = 3
_PERCENT = r"(\d+(?:[.,]\d+)?)\s*%"
_AFTER = re.compile(r"^[\W_]*(?:[a-z]{1,12}\W{0,3})?" + _PERCENT)  # "niacinamide 10%", "hyaluronic acid 2%"
_BEFORE = re.compile(_PERCENT + r"\s*(?:pure\s+)?$")  # "10% niacinamide"


class LabelEntry(NamedTuple):
    """One entry of a product's stored list, as the hero reading needs it."""

    name: str  # canonical INCI name (upper case), or the normalised label text when unrecognised
    position: int | None  # 1-based in the main list; None in a "may contain" block
    percent: float | None = None  # declared on the label
    may_contain: bool = False


class NamedActive(NamedTuple):
    """A hero class a product name names."""

    active_class: str
    form: str | None  # when the name says which form ("retinal"); else None
    percent: float | None  # written next to the term


@dataclass(frozen=True, slots=True)
class HeroActive:
    active_class: str  # "niacinamide"
    form: str  # the form of the class ("retinal"; "niacinamide" for a single-form class)
    label: str  # what a member reads: "niacinamide", "retinal", "vitamin C (L-ascorbic acid)"
    inci: tuple[str, ...]  # the list's ingredients of the class, in label order (empty: named, list unread)
    percent: float | None  # stated in the name or on the label
    basis: str  # "name", "label" (a printed concentration) or "position" (before the 1 % line)

    def text(self) -> str:
        """"niacinamide 10 %" — the label with the stated concentration when there is one."""
        return f"{self.label} {self.percent:g} %" if self.percent is not None else self.label


@dataclass(frozen=True, slots=True)
class _ActiveRow:
    active_class: str
    form: str
    label: str
    key: bool
    regex: re.Pattern[str] | None
    exact: str | None

    def matches(self, name: str) -> bool:
        return name == self.exact if self.regex is None else self.regex.fullmatch(name) is not None


class HeroRules:
    """The rule tables `hero_actives.csv` and `hero_names.csv`, with per-name answers remembered."""

    def __init__(self, rows: Sequence[_ActiveRow], names: Sequence[tuple[str, str | None, re.Pattern[str]]]):
        self.rows = tuple(rows)
        self.names = tuple(names)
        self.classes = tuple(dict.fromkeys(r.active_class for r in self.rows))
        self.key_classes = frozenset(r.active_class for r in self.rows if r.key)
        self.class_labels = {c: next(r.label for r in self.rows if r.active_class == c) for c in self.classes}
        self.form_labels = {(r.active_class, r.form): r.label for r in self.rows}
        # the class's name when the form is not known: its "other" row's label, its only label, or the class
        self.generic_labels = {c: _generic_label(c, [r for r in self.rows if r.active_class == c])
                               for c in self.classes}
        self._forms: dict[str, tuple[tuple[str, str], ...]] = {}

    def forms_of(self, inci: str) -> tuple[tuple[str, str], ...]:
        """(class, form) of a canonical INCI name: the first matching form of each class ("RETINAL" ->
        (("retinoid", "retinal"),)); () for anything that is no hero active."""
        hit = self._forms.get(inci)
        if hit is None:
            seen: dict[str, str] = {}
            for row in self.rows:
                if row.active_class not in seen and row.matches(inci):
                    seen[row.active_class] = row.form
            hit = tuple(seen.items())
            if len(self._forms) < 200_000:
                self._forms[inci] = hit
        return hit

    def named(self, product_name: str, brand: str | None = None) -> list[NamedActive]:
        """The hero classes a product name names, each once, in the order the rules list them."""
        text = _clean_name(product_name, brand)
        out: dict[str, NamedActive] = {}
        for active_class, form, term in self.names:
            match = term.search(text)
            if match is None:
                continue
            percent = _percent_near(text, match.start(), match.end())
            known = out.get(active_class)
            if known is None or (known.form is None and form) or (known.percent is None and percent is not None):
                out[active_class] = NamedActive(active_class, form or (known.form if known else None),
                                                percent if percent is not None else (known.percent if known else None))
        return list(out.values())

    def term_of(self, active_class: str) -> re.Pattern[str]:
        """Every name term of a class as one regex (to find the class in unrecognised label text)."""
        return re.compile("|".join(f"(?:{t.pattern})" for c, _, t in self.names if c == active_class) or "(?!)")

    def label(self, active_class: str, form: str | None) -> str:
        if form is not None and (active_class, form) in self.form_labels:
            return self.form_labels[(active_class, form)]
        return self.generic_labels.get(active_class, active_class)


_GENERIC = {"retinoid": "retinoid", "peptide": "peptides", "uv_filter": "UV filters", "ferment": "yeast ferment"}


def _generic_label(active_class: str, rows: Sequence[_ActiveRow]) -> str:
    other = [r.label for r in rows if r.form == "other"]
    if other:
        return other[0]
    if len({r.label for r in rows}) == 1:
        return rows[0].label
    return _GENERIC.get(active_class, active_class.replace("_", " "))


def _clean_name(name: str, brand: str | None) -> str:
    text = " ".join(name.lower().replace("™", " ").replace("®", " ").split())
    if brand:
        b = " ".join(brand.lower().split())
        if text.startswith(b + " "):
            text = text[len(b) + 1:]
    return text


def _percent_near(text: str, start: int, end: int) -> float | None:
    after = _AFTER.match(text[end:end + 24])
    if after:
        return _number(after.group(1))
    before = _BEFORE.search(text[max(0, start - 12):start])
    return _number(before.group(1)) if before else None


def _number(text: str) -> float | None:
    try:
        value = float(text.replace(",", "."))
    except ValueError:
        return None
    return value if 0 < value <= 100 else None


@lru_cache(maxsize=4)
def hero_rules(rules_dir: str | None = None) -> HeroRules:
    """The hero rule tables under `rules_dir` (default: the repository's `data/`)."""
    rules = Path(rules_dir or default_rules_dir()) / "rules"
    rows = [
        _ActiveRow(r["active_class"], r["form"], r["label"], r["key"] == "yes",
                   re.compile(r["pattern"]) if r["kind"] == "regex" else None,
                   r["pattern"] if r["kind"] != "regex" else None)
        for r in read_table(rules / "hero_actives.csv")
    ]
    names = [(r["active_class"], r["form"] or None, re.compile(rf"(?<![a-z0-9])(?:{r['term']})(?![a-z0-9])"))
             for r in read_table(rules / "hero_names.csv")]
    return HeroRules(rows, names)


def hero_actives(product_name: str, entries: Sequence[LabelEntry], *, brand: str | None = None,
                 rules: HeroRules | None = None, one_percent_position: int | None = None,
                 rules_dir: str | None = None) -> tuple[HeroActive, ...]:
    """The hero actives of one product (see the module docstring), named ones first.

    `one_percent_position`: the estimated 1 % line when the caller has it (the analysis keeps it); else it is
    estimated here from the entries and the rule tables."""
    rules = rules or hero_rules(rules_dir)
    labelled = [e for e in entries if not e.may_contain and e.position is not None]
    by_class: dict[str, list[tuple[LabelEntry, str]]] = {}
    for entry in labelled:
        for active_class, form in rules.forms_of(entry.name):
            by_class.setdefault(active_class, []).append((entry, form))
    out: dict[str, HeroActive] = {}
    for named in rules.named(product_name, brand):
        found = by_class.get(named.active_class, [])
        if not found:  # an unrecognised label name that says it ("Sclerocraya Birrea (Marula) Kernel Oil")
            term = rules.term_of(named.active_class)
            found = [(e, named.form or "") for e in labelled if term.search(e.name.lower())]
        if not found and labelled:
            continue  # the name promises what the label does not have
        same = [f for f in found if named.form is None or f[1] == named.form] or found
        form = named.form or (same[0][1] if same else next(
            (f for c, f in rules.form_labels if c == named.active_class), named.active_class))
        stated = named.percent if named.percent is not None else next(
            (e.percent for e, _ in same if e.percent is not None and e.percent > 0), None)
        out[named.active_class] = HeroActive(
            named.active_class, form, rules.label(named.active_class, named.form or (same[0][1] if same else None)),
            tuple(dict.fromkeys(e.name for e, _ in same)), stated, "name")
    for active_class, found in by_class.items():  # a concentration printed on the label
        if active_class in out or active_class not in rules.key_classes:
            continue
        printed = [(e, f) for e, f in found if e.percent is not None and e.percent > 0]
        if printed:
            entry, form = printed[0]
            out[active_class] = HeroActive(active_class, form, rules.label(active_class, form),
                                           tuple(dict.fromkeys(e.name for e, _ in found)), entry.percent, "label")
    if not out:  # the name and the label say nothing: the key actives before the 1 % line
        line = one_percent_position if one_percent_position is not None else estimate_one_percent(labelled, rules_dir)
        limit = line if line is not None else max(3, len(labelled) // 3) + 1
        firsts = sorted(((min(e.position or 0 for e, _ in found), c) for c, found in by_class.items()
                         if c in rules.key_classes), key=lambda t: t[0])
        for position, active_class in firsts:
            if position >= limit or len(out) == MAX_POSITION_HEROES:
                break
            found = by_class[active_class]
            out[active_class] = HeroActive(active_class, found[0][1], rules.label(active_class, found[0][1]),
                                           tuple(dict.fromkeys(e.name for e, _ in found)), None, "position")
    return tuple(out.values())


def estimate_one_percent(entries: Iterable[LabelEntry], rules_dir: str | None = None) -> int | None:
    """The estimated 1 % line of a stored list (`analyse.one_percent_line` with the shipped rule tables)."""
    markers, allergens = one_percent_tables(str(rules_dir or default_rules_dir()))
    line, _ = one_percent_line(((e.name, e.position, e.percent, e.may_contain, e.name) for e in entries),
                               markers, allergens)
    return line


# --- the kind of product --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _KindRow:
    kind: str
    field: str
    regex: re.Pattern[str]


class KindRules:
    """`data/rules/product_kinds.csv`: ordered rules and which kinds do one job (read both ways)."""

    def __init__(self, rows: Sequence[_KindRow], labels: dict[str, str], compatible: dict[str, set[str]]):
        self.rows = tuple(rows)
        self.labels = labels
        self.kinds = tuple(labels)
        self.compatible = {k: frozenset(v) for k, v in compatible.items()}

    def kind_of(self, name: str, category_path: str | None) -> str | None:
        text = {"name": " ".join(name.lower().split()), "category": (category_path or "").lower()}
        for row in self.rows:
            if text[row.field] and row.regex.search(text[row.field]):
                return row.kind
        return None

    def match(self, a: str | None, b: str | None) -> float:
        """1.0 for the same kind, 0.5 for kinds that do one job, 0.0 otherwise (or when either is unknown)."""
        if a is None or b is None:
            return 0.0
        if a == b:
            return 1.0
        return 0.5 if b in self.compatible.get(a, ()) else 0.0


@lru_cache(maxsize=4)
def kind_rules(rules_dir: str | None = None) -> KindRules:
    rows: list[_KindRow] = []
    labels: dict[str, str] = {}
    compatible: dict[str, set[str]] = {}
    for r in read_table(Path(rules_dir or default_rules_dir()) / "rules" / "product_kinds.csv"):
        rows.append(_KindRow(r["kind"], r["field"], re.compile(r["pattern"])))
        labels.setdefault(r["kind"], r["label"])
        for other in r["compatible"].split():
            compatible.setdefault(r["kind"], set()).add(other)
            compatible.setdefault(other, set()).add(r["kind"])
    return KindRules(rows, labels, compatible)


def product_kind(name: str, category_path: str | None, rules_dir: str | None = None) -> str | None:
    """The kind of product ("serum", "cleansing_oil" ...) from its name and category path; None when unknown."""
    return kind_rules(rules_dir).kind_of(name, category_path)
