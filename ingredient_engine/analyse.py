"""What a resolved ingredient list means for a member: functions, ratings, EU status, families, fit.

Every flag names the ingredient(s) that triggered it and the source of the rule, so the product page can
say *why* ("Alcohol Denat. at position 2 - Glowdex rule table data/rules/families.csv").
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from on_the_list import register as annex_register
from on_the_list.normalise import fold
from sklearn.base import BaseEstimator

from ingredient_engine.catalog_sources import (
    CosdnaRecord,
    CosingLike,
    as_cosing_records,
    load_cosdna,
    load_cosing,
)
from ingredient_engine.resolve import (
    InciResolver,
    Resolution,
    ResolvedIngredient,
    ResolvedList,
    normalise_key,
)
from ingredient_engine.rules import PatternRule, default_rules_dir, load_pattern_rules, read_table
from ingredient_engine.unread import UnreadName

__all__ = [
    "Flag",
    "AnnexStatus",
    "IngredientAnalysis",
    "ProductTag",
    "FitReason",
    "Fit",
    "SkinProfile",
    "Analysis",
    "Analyzer",
    "SKIN_TYPES",
    "CONCERNS",
    "fit_analyzer",
    "fit_default_analyzer",
    "READ_AS_PRINTED",
    "READ_WITH_CORRECTION",
    "read_as_printed",
    "active_classes",
    "is_active",
    "key_actives",
]

Severity = Literal["info", "caution", "avoid"]
SKIN_TYPES = ("normal", "dry", "oily", "combination", "sensitive")
CONCERNS = (
    "acne", "aging", "dark_spots", "dryness", "dullness", "redness", "pores", "sensitivity", "texture", "oiliness",
)

# How the resolver's methods count here (one policy for recognition, analysis, flags and ratings):
# - every resolution with an INCI name (at or above the resolver's `min_confidence`) is *recognised* and analysed
#   the same way, whatever the method: "N of M recognised", tags, families, annexes and fits use its INCI name;
# - READ_AS_PRINTED methods with no declared correction read the label as printed (exact CosIng name, authored or
#   CosDNA synonym, colour index, structural variants such as a dropped bracket);
# - READ_WITH_CORRECTION methods (and any resolution carrying a `correction`: a bracketed name standing for the
#   whole, a former botanical name, a re-joined or split name) changed the text to match. Each raises one
#   `corrected_name` flag (info) naming the method, and is never used to attach CosDNA ratings to an INCI name.
READ_AS_PRINTED = frozenset({"exact", "synonym", "ci"})
READ_WITH_CORRECTION = frozenset({"fuzzy", "ocr", "completion"})


def read_as_printed(res: Resolution) -> bool:
    """True when the resolution matched the text as printed (no typo fix, completion or other correction)."""
    return res.inci is not None and res.method in READ_AS_PRINTED and res.correction is None


SRC_COSDNA = "CosDNA ingredient ratings (../shared/data/cosdna_ratings)"
SRC_COSING = "EU CosIng inventory (function column)"


def _table_source(name: str) -> str:
    return f"Glowdex rule table data/rules/{name}"


@dataclass(frozen=True, slots=True)
class Flag:
    code: str
    message: str
    ingredients: tuple[str, ...]
    source: str
    severity: Severity = "info"


@dataclass(frozen=True, slots=True)
class AnnexStatus:
    annex: str
    entry: str
    citation: str
    chemical_name: str
    conditions: str
    qualifier: str


@dataclass(frozen=True, slots=True)
class IngredientAnalysis:
    name: str
    inci: str | None
    position: int | None
    may_contain: bool
    part_label: str | None
    functions: tuple[str, ...]
    comedogenic: tuple[int, int] | None
    irritancy: tuple[int, int] | None
    annex: tuple[AnnexStatus, ...]
    allergen_list: str | None
    families: tuple[str, ...]
    actives: tuple[str, ...]
    key_active: bool
    fungal_acne_trigger: bool
    below_one_percent: bool | None
    method: str | None = None  # the resolver's method ("exact" ... "completion"); None when unrecognised
    confidence: float = 0.0
    corrected: bool = False  # the name was read with a correction (see READ_WITH_CORRECTION)


@dataclass(frozen=True, slots=True)
class ProductTag:
    tag: str
    applies: bool
    triggers: tuple[str, ...]
    source: str


@dataclass(frozen=True, slots=True)
class FitReason:
    effect: Literal["good", "avoid"]
    reason: str
    ingredients: tuple[str, ...]
    source: str


@dataclass(frozen=True, slots=True)
class Fit:
    target: str
    verdict: Literal["good", "neutral", "caution"]
    score: int
    reasons: tuple[FitReason, ...]


@dataclass(frozen=True, slots=True)
class SkinProfile:
    skin_type: str | None = None
    concerns: tuple[str, ...] = ()
    pregnant: bool = False


@dataclass(frozen=True, slots=True)
class Analysis:
    ingredients: tuple[IngredientAnalysis, ...]
    tags: tuple[ProductTag, ...]
    flags: tuple[Flag, ...]
    recognised_count: int
    total: int
    unrecognised: tuple[str, ...]
    one_percent_position: int | None
    one_percent_basis: str | None
    key_actives: tuple[str, ...]
    skin_type_fit: Fit | None
    concern_fits: tuple[Fit, ...]
    # Ingredient names found in text the parser could not read as a list (glued, hyphenated, run together). They are
    # counted in `total` and listed in `unrecognised`; a screen says "we could not read part of this label".
    unread: tuple[UnreadName, ...] = ()
    label_partly_unread: bool = False

    @property
    def recognition_summary(self) -> str:
        return f"{self.recognised_count} of {self.total} ingredients recognised"

    @property
    def unread_note(self) -> str | None:
        """What a screen says when names were found in text that could not be read as a list, else None."""
        if not self.unread:
            return None
        n = len(self.unread)
        return (f"We could not read part of this label: {n} ingredient name{'s' if n != 1 else ''} found in it "
                f"{'are' if n != 1 else 'is'} counted as not recognised.")

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["recognition_summary"] = self.recognition_summary
        d["unread_note"] = self.unread_note
        return d


# --- rule tables ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _ActiveTable:
    rules: tuple[PatternRule, ...]
    key_classes: frozenset[str]

    def classes_of(self, inci: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(r.label for r in self.rules if r.matches(inci)))


def _load_actives(path: Path) -> _ActiveTable:
    rows = read_table(path)
    rules = tuple(
        PatternRule(r["active_class"], r["kind"], r["pattern"], re.compile(r["pattern"]) if r["kind"] == "regex" else None)
        for r in rows
    )
    return _ActiveTable(rules, frozenset(r["active_class"] for r in rows if r["key"] == "yes"))


@lru_cache(maxsize=4)
def _default_actives(rules_dir: str) -> _ActiveTable:
    return _load_actives(Path(rules_dir) / "rules" / "actives.csv")


def active_classes(inci: str, rules_dir: str | Path | None = None) -> tuple[str, ...]:
    """Active classes of a canonical INCI name ("NIACINAMIDE" -> ("niacinamide",))."""
    return _default_actives(str(rules_dir or default_rules_dir())).classes_of(inci.upper())


def is_active(inci: str, rules_dir: str | Path | None = None) -> bool:
    """True for a *key* active (retinoids, acids, vitamin C, niacinamide, peptides, ceramides, UV filters ...)."""
    table = _default_actives(str(rules_dir or default_rules_dir()))
    return any(c in table.key_classes for c in table.classes_of(inci.upper()))


def key_actives(incis: Iterable[str], rules_dir: str | Path | None = None) -> frozenset[str]:
    """The subset of `incis` that are key actives (what the dupe finder weighs)."""
    return frozenset(i for i in incis if is_active(i, rules_dir))


# --- the analyser ---------------------------------------------------------------------------------


class Analyzer(BaseEstimator):
    """Per-ingredient and per-product analysis of a `ResolvedList`.

    Hyper-parameters
    ----------------
    comedogenic_threshold / irritancy_threshold: CosDNA rating (0-5, upper end of a range) that raises a flag.
    top_positions: "high in the list" means a position <= this (drying alcohol, pregnancy checks).
    good_score / caution_score: skin-fit score at or above which the verdict is "good", below which "caution".
    """

    def __init__(
        self,
        comedogenic_threshold: int = 3,
        irritancy_threshold: int = 3,
        top_positions: int = 5,
        good_score: int = 2,
        caution_score: int = 0,
    ):
        self.comedogenic_threshold = comedogenic_threshold
        self.irritancy_threshold = irritancy_threshold
        self.top_positions = top_positions
        self.good_score = good_score
        self.caution_score = caution_score

    def fit(
        self,
        cosing_records: Iterable[CosingLike],
        cosdna_records: Iterable[CosdnaRecord] | None = None,
        *,
        rules_dir: str | Path | None = None,
        resolver: InciResolver | None = None,
        annex_dir: str | Path | None = None,
    ) -> Analyzer:
        """Load rule tables from `rules_dir` (default `data/`), CosIng functions, CosDNA ratings (mapped to INCI
        names through `resolver` when given) and the EU annexes shipped with `on-the-list` (or `annex_dir`)."""
        rules = Path(rules_dir) if rules_dir else default_rules_dir()
        self.functions_ = {r.inci_name: r.functions for r in as_cosing_records(cosing_records)}
        self.ratings_ = self._fit_ratings(cosdna_records or (), resolver)
        self.families_ = load_pattern_rules(rules / "rules" / "families.csv", "family")
        self.actives_ = _load_actives(rules / "rules" / "actives.csv")
        fungal = read_table(rules / "rules" / "fungal_acne.csv")
        self.fungal_triggers_ = [re.compile(r["pattern"]) for r in fungal if r["kind"] == "regex"]
        self.fungal_safe_ = frozenset(r["pattern"] for r in fungal if r["kind"] == "safe_exact")
        self.pregnancy_ = [
            (re.compile(r["inci_regex"]), r["level"], float(r["max_percent"]) if r["max_percent"] else None,
             int(r["top"]) if r["top"] else None, r["reason"])
            for r in read_table(rules / "rules" / "pregnancy.csv")
        ]
        self.skin_fit_ = read_table(rules / "rules" / "skin_fit.csv")
        self.one_percent_ = {r["inci"]: r["reason"] for r in read_table(rules / "rules" / "one_percent_markers.csv")}
        self.allergens_ = {
            r["inci"]: (r["annex_iii_entry"], r["list"]) for r in read_table(rules / "rules" / "fragrance_allergens.csv")
        }
        self.annex_register_ = annex_register.load(annex_dir) if annex_dir else annex_register.load()
        return self

    @staticmethod
    def _fit_ratings(records: Iterable[CosdnaRecord], resolver: InciResolver | None) -> dict[str, dict]:
        out: dict[str, dict] = {}
        for rec in records:
            if not rec.acne and not rec.irritant:
                continue
            inci = None
            if resolver is not None:
                res = resolver.resolve(rec.name)
                inci = res.inci if read_as_printed(res) else None  # never a rating through a guessed name
            inci = inci or normalise_key(rec.name).upper()
            out.setdefault(inci, {
                "comedogenic": (min(rec.acne), max(rec.acne)) if rec.acne else None,
                "irritancy": (min(rec.irritant), max(rec.irritant)) if rec.irritant else None,
            })
        return out

    # --- per ingredient ---------------------------------------------------------------------------

    def _annex(self, item: ResolvedIngredient) -> tuple[AnnexStatus, ...]:
        seen: dict[tuple[str, str], AnnexStatus] = {}
        for name in dict.fromkeys((item.canonical, item.parsed.name)):
            for entry in self.annex_register_.lookup(fold(name)):
                if entry.nano_only and not item.parsed.nano:
                    continue  # entry is about the nano form, the label does not say nano
                conditions = " ".join((entry.product_types + " " + entry.wording).split())[:300]
                seen.setdefault((entry.annex, entry.reference), AnnexStatus(
                    entry.annex, entry.reference, entry.citation, " ".join(entry.chemical_name.split())[:120],
                    conditions, entry.qualifier,
                ))
        return tuple(seen.values())

    def _one_item(self, item: ResolvedIngredient, below: bool | None) -> IngredientAnalysis:
        inci = item.resolution.inci
        canon = item.canonical
        rating = self.ratings_.get(canon, {})
        actives = self.actives_.classes_of(canon)
        allergen = self.allergens_.get(canon)
        fungal = canon not in self.fungal_safe_ and any(rx.fullmatch(canon) for rx in self.fungal_triggers_)
        return IngredientAnalysis(
            name=item.parsed.name,
            inci=inci,
            position=item.position,
            may_contain=item.may_contain,
            part_label=item.part_label,
            functions=self.functions_.get(canon, ()),
            comedogenic=rating.get("comedogenic"),
            irritancy=rating.get("irritancy"),
            annex=self._annex(item),
            allergen_list=allergen[1] if allergen else None,
            families=tuple(dict.fromkeys(r.label for r in self.families_ if r.matches(canon))),
            actives=actives,
            key_active=any(a in self.actives_.key_classes for a in actives),
            fungal_acne_trigger=fungal,
            below_one_percent=below,
            method=item.resolution.method,
            confidence=item.resolution.confidence,
            corrected=inci is not None and not read_as_printed(item.resolution),
        )

    def _one_percent(self, items: tuple[ResolvedIngredient, ...]) -> tuple[int | None, str | None, dict[int, bool]]:
        """Estimated 1 % line of the first part: the first ingredient that is (nearly) always <= 1 %.

        Markers: a declared percentage <= 1, an entry of one_percent_markers.csv (phenoxyethanol, xanthan gum,
        fragrance, EDTA ...), or an EU fragrance allergen. Everything from that position on is "at or below ~1 %",
        where labels may list in any order. None when no marker is found.
        """
        below: dict[int, bool] = {}
        line, basis = None, None
        for idx, item in enumerate(items):
            if item.may_contain or item.position is None:
                continue
            canon = item.canonical
            if line is None:
                if item.parsed.percent is not None and item.parsed.percent <= 1:
                    line, basis = item.position, f"{item.parsed.name} declared at {item.parsed.percent:g} %"
                elif canon in self.one_percent_:
                    line, basis = item.position, f"{item.parsed.name}: {self.one_percent_[canon]}"
                elif canon in self.allergens_:
                    line, basis = item.position, f"{item.parsed.name}: fragrance allergen, labelled above 0.001 %"
            below[idx] = line is not None
        return line, basis, below

    # --- per product ------------------------------------------------------------------------------

    def analyse(self, resolved: ResolvedList, profile: SkinProfile | Mapping | None = None) -> Analysis:
        if isinstance(profile, Mapping):
            profile = SkinProfile(profile.get("skin_type"), tuple(profile.get("concerns") or ()),
                                  bool(profile.get("pregnant", False)))
        items = resolved.items
        first_part = resolved.parts[0].items if resolved.parts else ()
        line, basis, below = self._one_percent(first_part)
        per = tuple(self._one_item(it, below.get(i) if i < len(first_part) else None) for i, it in enumerate(items))
        flags = self._flags(per, items)
        tags = self._tags(per)
        actives = tuple(dict.fromkeys(a.inci for a in per if a.key_active and a.inci))
        skin_fit = self._fit(profile.skin_type, per) if profile and profile.skin_type else None
        concern_fits = tuple(self._fit(c, per) for c in (profile.concerns if profile else ()))
        return Analysis(
            ingredients=per, tags=tags, flags=flags,
            recognised_count=resolved.recognised_count, total=resolved.total, unrecognised=resolved.unrecognised,
            one_percent_position=line, one_percent_basis=basis, key_actives=actives,
            skin_type_fit=skin_fit, concern_fits=concern_fits,
            unread=resolved.unread, label_partly_unread=bool(resolved.unread),
        )

    def _flags(self, per: tuple[IngredientAnalysis, ...], items: tuple[ResolvedIngredient, ...]) -> tuple[Flag, ...]:
        flags: list[Flag] = []
        for a, item in zip(per, items, strict=True):
            label = a.inci or a.name
            if a.corrected:
                res = item.resolution
                flags.append(Flag("corrected_name", res.correction or f"read '{a.name}' as '{a.inci}'", (a.name,),
                                  f"Glowdex name resolver ({res.method})"))
            for st in a.annex:
                severity: Severity = "caution" if st.annex == "II" and not st.qualifier else "info"
                what = {"II": "prohibited substance list", "III": "restricted substance", "IV": "allowed colourant",
                        "V": "allowed preservative", "VI": "allowed UV filter"}[st.annex]
                msg = f"{label}: EU {what} ({st.citation})"
                if st.qualifier:
                    msg += f"; the entry applies '{st.qualifier}' a condition a label cannot settle"
                flags.append(Flag(f"eu_annex_{st.annex.lower()}", msg, (label,),
                                  f"EU Cosmetics Regulation (EC) No 1223/2009 Annex {st.annex} entry {st.entry}",
                                  severity))
            if a.allergen_list:
                entry = self.allergens_[item.canonical][0]
                flags.append(Flag("eu_fragrance_allergen", f"{label}: EU labelled fragrance allergen ({a.allergen_list})",
                                  (label,), f"EU Cosmetics Regulation Annex III entry {entry}; "
                                  + _table_source("fragrance_allergens.csv"), "caution"))
            if a.comedogenic and a.comedogenic[1] >= self.comedogenic_threshold:
                flags.append(Flag("comedogenic", f"{label}: comedogenic rating {_rng(a.comedogenic)} of 5",
                                  (label,), SRC_COSDNA, "caution"))
            if a.irritancy and a.irritancy[1] >= self.irritancy_threshold:
                flags.append(Flag("irritant", f"{label}: irritancy rating {_rng(a.irritancy)} of 5",
                                  (label,), SRC_COSDNA, "caution"))
            for rx, level, max_pct, top, reason in self.pregnancy_:
                if not rx.fullmatch(item.canonical) or item.may_contain:
                    continue
                pct = item.parsed.percent
                if max_pct is not None:
                    high = pct > max_pct if pct is not None else (top is not None and (a.position or 99) <= top)
                    if not high:
                        continue
                flags.append(Flag("pregnancy", f"{label}: {reason}", (label,), _table_source("pregnancy.csv"),
                                  level))  # type: ignore[arg-type]
        return tuple(dict.fromkeys(flags))  # a split run-on name reports its correction once

    def _tags(self, per: tuple[IngredientAnalysis, ...]) -> tuple[ProductTag, ...]:
        def names(pred) -> tuple[str, ...]:
            return tuple(dict.fromkeys(a.inci or a.name for a in per if pred(a)))

        fam = _table_source("families.csv")
        spec = [
            ("alcohol_free", lambda a: "drying_alcohol" in a.families, fam),
            ("silicone_free", lambda a: "silicone" in a.families, fam),
            ("fragrance_free", lambda a: "fragrance" in a.families, fam),
            ("essential_oil_free", lambda a: "essential_oil" in a.families, fam),
            ("sulfate_free", lambda a: "sulfate" in a.families, fam),
            ("paraben_free", lambda a: "paraben" in a.families, fam),
            ("formaldehyde_releaser_free", lambda a: "formaldehyde_releaser" in a.families, fam),
            ("oil_free", lambda a: "oil" in a.families and "essential_oil" not in a.families, fam),
            ("fungal_acne_safe", lambda a: a.fungal_acne_trigger, _table_source("fungal_acne.csv")),
            ("eu_allergen_free", lambda a: a.allergen_list is not None,
             "EU Cosmetics Regulation Annex III (26 + Regulation (EU) 2023/1545); "
             + _table_source("fragrance_allergens.csv")),
        ]
        return tuple(ProductTag(tag, not (t := names(pred)), t, src) for tag, pred, src in spec)

    def _fit(self, target: str, per: tuple[IngredientAnalysis, ...]) -> Fit:
        reasons: list[FitReason] = []
        score = 0
        present = [a for a in per if not a.may_contain]
        for row in self.skin_fit_:
            if row["target"] != target:
                continue
            hits = tuple(dict.fromkeys(a.inci or a.name for a in present if self._trigger(row["trigger"], a)))
            if not hits:
                continue
            w = int(row["weight"])
            score += w if row["effect"] == "good" else -w
            trig = row["trigger"]
            src = SRC_COSDNA if trig.startswith(("comedogenic", "irritancy")) else _table_source("skin_fit.csv")
            reasons.append(FitReason(row["effect"], row["reason"], hits, src))  # type: ignore[arg-type]
        verdict = "good" if score >= self.good_score else "caution" if score < self.caution_score else "neutral"
        return Fit(target, verdict, score, tuple(reasons))  # type: ignore[arg-type]

    def _trigger(self, trigger: str, a: IngredientAnalysis) -> bool:
        kind, _, arg = trigger.partition(":")
        if kind == "active":
            return arg in a.actives
        if kind == "family":
            return arg in a.families
        if kind == "family_top5":
            return arg in a.families and a.position is not None and a.position <= self.top_positions
        if kind == "allergen":
            return a.allergen_list is not None
        m = re.fullmatch(r"(comedogenic|irritancy)>=(\d)", trigger)
        if m:
            rating = a.comedogenic if m.group(1) == "comedogenic" else a.irritancy
            return rating is not None and rating[1] >= int(m.group(2))
        raise ValueError(f"unknown skin-fit trigger {trigger!r}")


def _rng(r: tuple[int, int]) -> str:
    return str(r[0]) if r[0] == r[1] else f"{r[0]}-{r[1]}"


def fit_analyzer(
    cosing_records: Iterable[CosingLike],
    *,
    rules_dir: str | Path | None = None,
    cosdna_records: Iterable[CosdnaRecord] | None = None,
    resolver: InciResolver | None = None,
    annex_dir: str | Path | None = None,
    **params,
) -> Analyzer:
    """Fit an Analyzer on in-memory CosIng rows (same forms as `resolve.fit_resolver`), CosDNA records and the rule
    tables under `rules_dir` (default `data/`). `params` are `Analyzer` hyper-parameters."""
    return Analyzer(**params).fit(
        cosing_records, cosdna_records, rules_dir=rules_dir, resolver=resolver, annex_dir=annex_dir
    )


def fit_default_analyzer(
    cosing_path: str | Path,
    cosdna_path: str | Path | None = None,
    resolver: InciResolver | None = None,
    rules_dir: str | Path | None = None,
    **params,
) -> Analyzer:
    """`fit_analyzer` on the CosIng file (+ the CosDNA file) and the rule tables under `rules_dir` (default `data/`)."""
    return fit_analyzer(
        load_cosing(cosing_path),
        rules_dir=rules_dir,
        cosdna_records=load_cosdna(cosdna_path) if cosdna_path else None,
        resolver=resolver,
        **params,
    )
