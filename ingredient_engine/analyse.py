"""What a resolved ingredient list means for a member: functions, ratings, EU status, families, fit.

Every flag names the ingredient(s) that triggered it and the source of the rule, so the product page can
say *why*: a plain-language message ("LIMONENE: fragrance allergen: must be named on EU labels above 0.001 % in
leave-on products"), a named source with a public link (`source_name` "EU Cosmetics Regulation Annex III entry 88",
`source_url`) and the machine field `source` (which rule table or register the rule came from).

No verdict without evidence (issue 9 §2): free-from tags ("alcohol-free", "fragrance-free" ...) and "good match"
fits need a list with enough recognised coverage (`Analyzer(tag_min_recognised_share=0.9, tag_min_ingredients=3)`);
below the bar a tag that no listed ingredient contradicts reads "not enough ingredient data" (`status`
"not_enough_data", `applies` False), and a fit is never "good".
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from on_the_list import register as annex_register
from on_the_list.normalise import fold

from ingredient_engine.catalog_sources import (
    CosdnaRecord,
    CosingLike,
    as_cosing_records,
    load_cosdna,
    load_cosing,
)
from ingredient_engine.estimator import BaseEstimator
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
    "FlaggedIngredient",
    "NOT_ENOUGH_DATA",
    "annex_url",
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
READ_WITH_CORRECTION = frozenset({"fuzzy", "ocr", "completion", "species"})


def read_as_printed(res: Resolution) -> bool:
    """True when the resolution matched the text as printed (no typo fix, completion or other correction)."""
    return res.inci is not None and res.method in READ_AS_PRINTED and res.correction is None


SRC_COSDNA = "CosDNA ingredient ratings (../shared/data/cosdna_ratings)"
SRC_COSING = "EU CosIng inventory (function column)"

# Named sources with public links (what a screen shows; `source` stays the machine field).
COSDNA_NAME = "CosDNA ingredient ratings"
COSDNA_URL = "https://www.cosdna.com/eng/"
EU_REGULATION_URL = "https://eur-lex.europa.eu/eli/reg/2009/1223/oj"
PREGNANCY = "pregnancy"  # the concern a member picks to say so; its fit is the pregnancy table
PREGNANCY_NAME = "Bozzo et al., Safety of skin care products during pregnancy, Can Fam Physician 2011"
PREGNANCY_URL = "https://www.ncbi.nlm.nih.gov/pmc/articles/PMC3114665/"
# Added fragrance ("parfum", "fragrance", "aroma"): the EU's scientific committee on why it matters to skin.
FRAGRANCE_NAME = "SCCS/1459/11, Opinion on fragrance allergens in cosmetic products (EU Scientific Committee on " \
    "Consumer Safety, 2012)"
FRAGRANCE_URL = "https://ec.europa.eu/health/scientific_committees/consumer_safety/docs/sccs_o_102.pdf"
ANNEX_TOPIC = {"II": "substances prohibited in cosmetics", "III": "substances allowed with restrictions",
               "IV": "allowed colourants", "V": "allowed preservatives", "VI": "allowed UV filters"}
# What a Glowdex-authored table stands for, in words (never its file path).
TABLE_NAMES = {
    "families.csv": "Glowdex ingredient families (drying alcohols, silicones, sulfates, parabens, fragrance, oils)",
    "fungal_acne.csv": "Glowdex fungal-acne triggers (after Gaitanis et al., Clin Microbiol Rev 2012)",
    "fragrance_allergens.csv": "EU Cosmetics Regulation Annex III fragrance allergens",
    "pregnancy.csv": PREGNANCY_NAME,
    "skin_fit.csv": "Glowdex skin-fit rules (after Draelos, Cosmetic Dermatology)",
}
TABLE_URLS = {"fragrance_allergens.csv": None, "pregnancy.csv": PREGNANCY_URL}
NOT_ENOUGH_DATA = "not enough ingredient data"


def annex_url(annex: str) -> str:
    """The public CosIng page of an EU Cosmetics Regulation annex ("II" ... "VI")."""
    return f"https://ec.europa.eu/growth/tools-databases/cosing/reference/annexes/list/{annex}"


def annex_source_name(annex: str, entry: str) -> str:
    return f"EU Cosmetics Regulation Annex {annex} entry {entry}"


def _table_source(name: str) -> str:
    return f"Glowdex rule table data/rules/{name}"


@dataclass(frozen=True, slots=True)
class Flag:
    code: str
    message: str
    ingredients: tuple[str, ...]
    source: str  # machine field: the register or rule table the rule came from
    severity: Severity = "info"
    source_name: str = ""  # what a screen shows: "EU Cosmetics Regulation Annex III entry 45", "CosDNA ..."
    source_url: str | None = None  # a public page for the source, None for Glowdex's own rules


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


TagStatus = Literal["applies", "does_not_apply", "not_enough_data"]


@dataclass(frozen=True, slots=True)
class ProductTag:
    tag: str
    applies: bool  # True only with evidence: no trigger AND enough recognised coverage
    triggers: tuple[str, ...]
    source: str
    status: TagStatus = "applies"
    note: str | None = None  # "not enough ingredient data: ..." when status is not_enough_data
    source_name: str = ""
    source_url: str | None = None


@dataclass(frozen=True, slots=True)
class FitReason:
    effect: Literal["good", "avoid"]
    reason: str
    ingredients: tuple[str, ...]
    source: str
    source_name: str = ""
    source_url: str | None = None


@dataclass(frozen=True, slots=True)
class Fit:
    target: str
    verdict: Literal["good", "neutral", "caution"]
    score: int
    reasons: tuple[FitReason, ...]
    note: str | None = None  # why the verdict is held back ("not enough ingredient data", an avoid reason)


@dataclass(frozen=True, slots=True)
class FlaggedIngredient:
    """One row per flagged ingredient: its flags merged, the row's severity is the strongest of them."""

    ingredient: str
    severity: Severity
    flags: tuple[Flag, ...]


_SEVERITY_RANK = {"info": 0, "caution": 1, "avoid": 2}


@dataclass(frozen=True, slots=True)
class SkinProfile:
    skin_type: str | None = None
    concerns: tuple[str, ...] = ()  # PREGNANCY among them: the member said she is pregnant or breastfeeding

    @property
    def pregnant(self) -> bool:
        return PREGNANCY in self.concerns


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
    # Whether the list clears the Analyzer's evidence bar (enough ingredients, enough of them recognised) for
    # free-from tags and "good" fits; `data_note` says why not.
    enough_data: bool = True
    data_note: str | None = None

    @property
    def ratings_missing(self) -> int:
        """Recognised ingredients with neither a comedogenic nor an irritancy rating on CosDNA."""
        return sum(1 for a in self.ingredients if a.inci and a.comedogenic is None and a.irritancy is None)

    @property
    def ratings_note(self) -> str | None:
        """Said once per list: what 'no rating' means (not forty times, one per ingredient)."""
        recognised = sum(1 for a in self.ingredients if a.inci)
        n = self.ratings_missing
        if not n:
            return None
        return (f"CosDNA has no comedogenic or irritancy rating for {n} of {recognised} recognised ingredients. "
                "Ratings run 0-5 (0 none, 5 high); no rating means no data, not 0.")

    def flagged_ingredients(self) -> tuple[FlaggedIngredient, ...]:
        """One row per ingredient with its reasons merged, strongest severity first, then by first flag."""
        rows: dict[str, list[Flag]] = {}
        read_as = {a.name: a.inci for a in self.ingredients if a.inci}  # a corrected name's flag names the label
        for f in self.flags:
            for name in f.ingredients:
                key = read_as.get(name, name) if f.code == "corrected_name" else name
                rows.setdefault(key, []).append(f)
        out = [FlaggedIngredient(name, max((f.severity for f in fl), key=_SEVERITY_RANK.__getitem__), tuple(fl))
               for name, fl in rows.items()]
        return tuple(sorted(out, key=lambda r: -_SEVERITY_RANK[r.severity]))

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
        d["ratings_note"] = self.ratings_note
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


def one_percent_line(entries: Iterable[tuple[str, int | None, float | None, bool, str]],
                     markers: Mapping[str, str], allergens: Collection[str]) -> tuple[int | None, str | None]:
    """Estimated 1 % line of a list: the position of the first ingredient that is (nearly) always <= 1 %, and why.

    `entries`: (canonical name, position, declared percent, may contain, name as printed) in label order. Markers:
    a declared percentage <= 1, an entry of one_percent_markers.csv (`markers`: name -> reason; phenoxyethanol,
    xanthan gum, fragrance, EDTA ...), or an EU fragrance allergen (`allergens`). Everything from that position on is
    "at or below ~1 %", where labels may list in any order. (None, None) when no marker is found.
    """
    for canon, position, percent, may_contain, printed in entries:
        if may_contain or position is None:
            continue
        if percent is not None and percent <= 1:
            return position, f"{printed} declared at {percent:g} %"
        if canon in markers:
            return position, f"{printed}: {markers[canon]}"
        if canon in allergens:
            return position, f"{printed}: fragrance allergen, labelled above 0.001 %"
    return None, None


@lru_cache(maxsize=4)
def one_percent_tables(rules_dir: str) -> tuple[dict[str, str], frozenset[str]]:
    """(1 % markers: name -> reason, EU fragrance allergens) from the rule tables under `rules_dir`."""
    rules = Path(rules_dir) / "rules"
    return ({r["inci"]: r["reason"] for r in read_table(rules / "one_percent_markers.csv")},
            frozenset(r["inci"] for r in read_table(rules / "fragrance_allergens.csv")))


# --- the analyser ---------------------------------------------------------------------------------


class Analyzer(BaseEstimator):
    """Per-ingredient and per-product analysis of a `ResolvedList`.

    Hyper-parameters
    ----------------
    comedogenic_threshold / irritancy_threshold: CosDNA rating (0-5, upper end of a range) that raises a flag.
    top_positions: "high in the list" means a position <= this (drying alcohol, pregnancy checks).
    good_score / caution_score: skin-fit score at or above which the verdict is "good", below which "caution".
        A fit is never "good" beside an avoid reason, and an avoid reason of weight >= `caution_weight` (a 3-5
        comedogenic ingredient for acne, fragrance for sensitive skin) makes it "caution" whatever the score.
    tag_min_recognised_share / tag_min_ingredients: the evidence bar. A free-from tag ("fragrance-free") applies
        and a fit can be "good" only when the list has at least `tag_min_ingredients` ingredients and at least
        this share of them (names found in unread text counted) is recognised; below it the tag reads
        "not enough ingredient data".
    """

    def __init__(
        self,
        comedogenic_threshold: int = 3,
        irritancy_threshold: int = 3,
        top_positions: int = 5,
        good_score: int = 2,
        caution_score: int = 0,
        caution_weight: int = 2,
        tag_min_recognised_share: float = 0.9,
        tag_min_ingredients: int = 3,
    ):
        self.comedogenic_threshold = comedogenic_threshold
        self.irritancy_threshold = irritancy_threshold
        self.top_positions = top_positions
        self.good_score = good_score
        self.caution_score = caution_score
        self.caution_weight = caution_weight
        self.tag_min_recognised_share = tag_min_recognised_share
        self.tag_min_ingredients = tag_min_ingredients

    def evidence(self, recognised: int, total: int) -> tuple[bool, str | None]:
        """(enough data, the note a screen shows when not) for a list with `recognised` of `total` names."""
        share = recognised / total if total else 0.0
        if total >= self.tag_min_ingredients and share >= self.tag_min_recognised_share:
            return True, None
        bar = (f"free-from tags need at least {self.tag_min_ingredients} ingredients with "
               f"{self.tag_min_recognised_share:.0%} recognised")
        if total == 0:
            return False, f"{NOT_ENOUGH_DATA}: no ingredient list could be read ({bar})"
        return False, f"{NOT_ENOUGH_DATA}: {recognised} of {total} ingredients recognised ({bar})"

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
        self.__dict__.pop("_name_facts_cache", None)  # facts matched against the previous tables
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

    def _families(self, canon: str, could_be: tuple[str, ...] = ()) -> tuple[str, ...]:
        """Families of the name; a plant read without its part ("species", `Resolution.could_be`) has those of every
        substance it could be, so "oil-free" or "fragrance-free" is never claimed beside lavender of unknown part."""
        names = (canon, *could_be)
        return tuple(dict.fromkeys(r.label for r in self.families_ for n in names if r.matches(n)))

    def _name_facts(self, canon: str, could_be: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
        """(actives, families, fungal acne trigger) of a name, from the rule tables' patterns: matched once per name
        and fit (a 40-name list ran ~2,300 pattern matches per analysis, the same names in list after list)."""
        cache = self.__dict__.setdefault("_name_facts_cache", {})
        key = (canon, could_be)
        hit = cache.get(key)
        if hit is None:
            if len(cache) >= 100_000:  # names pasted to /analyze are unbounded
                cache.clear()
            fungal = canon not in self.fungal_safe_ and any(rx.fullmatch(canon) for rx in self.fungal_triggers_)
            hit = cache[key] = (self.actives_.classes_of(canon), self._families(canon, could_be), fungal)
        return hit

    def _one_item(self, item: ResolvedIngredient, below: bool | None) -> IngredientAnalysis:
        inci = item.resolution.inci
        canon = item.canonical
        rating = self.ratings_.get(canon, {})
        actives, families, fungal = self._name_facts(canon, item.resolution.could_be)
        allergen = self.allergens_.get(canon)
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
            families=families,
            actives=actives,
            key_active=any(a in self.actives_.key_classes for a in actives),
            fungal_acne_trigger=fungal,
            below_one_percent=below,
            method=item.resolution.method,
            confidence=item.resolution.confidence,
            corrected=inci is not None and not read_as_printed(item.resolution),
        )

    def _one_percent(self, items: tuple[ResolvedIngredient, ...]) -> tuple[int | None, str | None, dict[int, bool]]:
        """Estimated 1 % line of the first part (`one_percent_line`), and per item index whether it is below it."""
        line, basis = one_percent_line(
            ((it.canonical, it.position, it.parsed.percent, it.may_contain, it.parsed.name) for it in items),
            self.one_percent_, self.allergens_)
        below = {idx: line is not None and item.position >= line for idx, item in enumerate(items)
                 if not item.may_contain and item.position is not None}
        return line, basis, below

    # --- per product ------------------------------------------------------------------------------

    def analyse(self, resolved: ResolvedList, profile: SkinProfile | Mapping | None = None) -> Analysis:
        if isinstance(profile, Mapping):
            profile = SkinProfile(profile.get("skin_type"), tuple(profile.get("concerns") or ()))
        items = resolved.items
        first_part = resolved.parts[0].items if resolved.parts else ()
        line, basis, below = self._one_percent(first_part)
        per = tuple(self._one_item(it, below.get(i) if i < len(first_part) else None) for i, it in enumerate(items))
        enough, note = self.evidence(resolved.recognised_count, resolved.total)
        flags = self._flags(per, items, pregnant=bool(profile and profile.pregnant))
        tags = self._tags(per, enough, note)
        actives = tuple(dict.fromkeys(a.inci for a in per if a.key_active and a.inci))
        skin_fit = self._fit(profile.skin_type, per, note) if profile and profile.skin_type else None
        concern_fits = tuple(self._pregnancy_fit(per, items) if c == PREGNANCY else self._fit(c, per, note)
                             for c in (profile.concerns if profile else ()))
        return Analysis(
            ingredients=per, tags=tags, flags=flags,
            recognised_count=resolved.recognised_count, total=resolved.total, unrecognised=resolved.unrecognised,
            one_percent_position=line, one_percent_basis=basis, key_actives=actives,
            skin_type_fit=skin_fit, concern_fits=concern_fits,
            unread=resolved.unread, label_partly_unread=bool(resolved.unread),
            enough_data=enough, data_note=note,
        )

    def product_tags(self, resolved: ResolvedList) -> tuple[ProductTag, ...]:
        """The tags of `analyse(resolved).tags` without the rest of the analysis (annexes, ratings, fits): what a
        search index needs for its "what's inside" facet, ~20x faster per list."""
        per = tuple(self._tag_facts(it) for it in resolved.items)
        enough, note = self.evidence(resolved.recognised_count, resolved.total)
        return self._tags(per, enough, note)

    def _tag_facts(self, item: ResolvedIngredient) -> IngredientAnalysis:
        canon = item.canonical
        cache = self.__dict__.setdefault("_tag_cache", {})
        hit = cache.get(canon)
        if hit is None:
            allergen = self.allergens_.get(canon)
            fungal = canon not in self.fungal_safe_ and any(rx.fullmatch(canon) for rx in self.fungal_triggers_)
            hit = cache[canon] = (self._families(canon, item.resolution.could_be),
                                  allergen[1] if allergen else None, fungal)
        families, allergen_list, fungal = hit
        return IngredientAnalysis(
            name=item.parsed.name, inci=item.resolution.inci, position=item.position, may_contain=item.may_contain,
            part_label=item.part_label, functions=(), comedogenic=None, irritancy=None, annex=(),
            allergen_list=allergen_list, families=families, actives=(), key_active=False,
            fungal_acne_trigger=fungal, below_one_percent=None,
        )

    def _flags(self, per: tuple[IngredientAnalysis, ...], items: tuple[ResolvedIngredient, ...], *,
               pregnant: bool = False) -> tuple[Flag, ...]:
        flags: list[Flag] = []
        for a, item in zip(per, items, strict=True):
            label = a.inci or a.name
            if a.corrected:
                res = item.resolution
                flags.append(Flag("corrected_name", res.correction or f"read '{a.name}' as '{a.inci}'", (a.name,),
                                  f"Glowdex name resolver ({res.method})", "info",
                                  "Glowdex name reading (the label's spelling was corrected to match)", None))
            allergen = self.allergens_.get(item.canonical) if a.allergen_list else None
            for st in a.annex:
                if allergen and st.annex == "III" and st.entry == allergen[0]:
                    continue  # the allergen entry itself: one flag below, in plain words, not two
                flags.append(self._annex_flag(label, st))
            if allergen:
                entry = allergen[0]
                flags.append(Flag(
                    "eu_fragrance_allergen",
                    f"{label}: fragrance allergen: must be named on EU labels above 0.001 % in leave-on products "
                    f"(0.01 % in rinse-off); it can cause allergic reactions in people sensitised to it",
                    (label,), f"EU Cosmetics Regulation Annex III entry {entry}; "
                    + _table_source("fragrance_allergens.csv"), "caution",
                    annex_source_name("III", entry), annex_url("III")))
            if "fragrance" in a.families and not a.may_contain:
                # The label names a blend, not what is in it; "fragrance-free" is about this (the tag says whether
                # the whole list is; the flag says where).
                flags.append(Flag("fragrance", f"{label}: added fragrance, a blend the label does not itemise; "
                                  "fragrance is one of the most common causes of skin allergy to cosmetics (1-3 % of "
                                  "Europeans are allergic to fragrance ingredients), so sensitive or allergy-prone "
                                  "skin may prefer a fragrance-free product", (label,),
                                  _table_source("families.csv"), "caution", FRAGRANCE_NAME, FRAGRANCE_URL))
            if a.comedogenic and a.comedogenic[1] >= self.comedogenic_threshold:
                flags.append(Flag("comedogenic", f"{label}: may clog pores: comedogenic {_rng(a.comedogenic)} of 5 "
                                  "on CosDNA's 0-5 scale (0 none, 5 high)", (label,), SRC_COSDNA, "caution",
                                  COSDNA_NAME, COSDNA_URL))
            if a.irritancy and a.irritancy[1] >= self.irritancy_threshold:
                flags.append(Flag("irritant", f"{label}: may irritate skin: irritancy {_rng(a.irritancy)} of 5 "
                                  "on CosDNA's 0-5 scale (0 none, 5 high)", (label,), SRC_COSDNA, "caution",
                                  COSDNA_NAME, COSDNA_URL))
            for level, reason in self._pregnancy_matches(a, item):
                # The source advises caution in pregnancy: "avoid" only for a member who said she is pregnant.
                severity: Severity = "avoid" if level == "avoid" and pregnant else "caution"
                who = "" if pregnant else "if you are pregnant: "
                flags.append(Flag("pregnancy", f"{label}: {who}{reason}", (label,), _table_source("pregnancy.csv"),
                                  severity, PREGNANCY_NAME, PREGNANCY_URL))
        return tuple(dict.fromkeys(flags))  # a split run-on name reports its correction once

    def _pregnancy_matches(self, a: IngredientAnalysis, item: ResolvedIngredient) -> Iterator[tuple[str, str]]:
        """(level, reason) of each pregnancy-table row the ingredient meets (its percentage or position included)."""
        for rx, level, max_pct, top, reason in self.pregnancy_:
            if not rx.fullmatch(item.canonical) or item.may_contain:
                continue
            pct = item.parsed.percent
            if max_pct is not None:
                high = pct > max_pct if pct is not None else (top is not None and (a.position or 99) <= top)
                if not high:
                    continue
            yield level, reason

    def _pregnancy_fit(self, per: tuple[IngredientAnalysis, ...], items: tuple[ResolvedIngredient, ...]) -> Fit:
        """The fit for a member who said she is pregnant: the pregnancy table's rows, never a "good" verdict (no
        list can promise safety in pregnancy)."""
        reasons = tuple(
            FitReason("avoid", reason, (a.inci or a.name,), _table_source("pregnancy.csv"), PREGNANCY_NAME,
                      PREGNANCY_URL)
            for a, item in zip(per, items, strict=True) for _, reason in self._pregnancy_matches(a, item))
        note = None if reasons else ("no ingredient here is on the list to discuss with a doctor during pregnancy; "
                                     "ask your doctor about any product")
        return Fit(PREGNANCY, "caution" if reasons else "neutral", -len(reasons), reasons, note)

    @staticmethod
    def _annex_flag(label: str, st: AnnexStatus) -> Flag:
        src = f"EU Cosmetics Regulation (EC) No 1223/2009 Annex {st.annex} entry {st.entry}"
        name, url = annex_source_name(st.annex, st.entry), annex_url(st.annex)
        code = f"eu_annex_{st.annex.lower()}"
        if st.annex == "II":
            if st.qualifier:
                # e.g. petrolatum, entry 904: banned "except if the full refining history is known ..." - the
                # entry bans a grade or a use, not the refined cosmetic grade a label names.
                what = st.chemical_name.rstrip(" .;,")
                msg = (f"{label}: allowed in cosmetics. The EU ban list (Annex II entry {st.entry}) bans it only in "
                       f"the grade, use or amount the entry names (\"{what} ...\"), which a label cannot show; "
                       "not a ban on this ingredient")
                return Flag(code, msg, (label,), src, "info", name, url)
            msg = (f"{label}: on the EU list of substances banned in cosmetics (Annex II entry {st.entry}); "
                   "a product sold in the EU may not contain it")
            return Flag(code, msg, (label,), src, "caution", name, url)
        if st.annex == "III":
            msg = f"{label}: allowed in the EU with limits on amount or use (Annex III entry {st.entry})"
        else:
            what = {"IV": "colourant", "V": "preservative", "VI": "UV filter"}[st.annex]
            msg = f"{label}: an approved EU {what}, allowed up to set limits (Annex {st.annex} entry {st.entry})"
        return Flag(code, msg, (label,), src, "info", name, url)

    def _tags(self, per: tuple[IngredientAnalysis, ...], enough: bool = True,
              note: str | None = None) -> tuple[ProductTag, ...]:
        def names(pred) -> tuple[str, ...]:
            return tuple(dict.fromkeys(a.inci or a.name for a in per if pred(a)))

        fam = _table_source("families.csv")
        allergens = ("EU Cosmetics Regulation Annex III (26 + Regulation (EU) 2023/1545); "
                     + _table_source("fragrance_allergens.csv"))
        spec = [
            ("alcohol_free", lambda a: "drying_alcohol" in a.families, fam),
            ("silicone_free", lambda a: "silicone" in a.families, fam),
            # essential oils are added for scent: "fragrance-free" (AAD usage) means neither parfum nor essential oils
            ("fragrance_free", lambda a: "fragrance" in a.families or "essential_oil" in a.families, fam),
            ("essential_oil_free", lambda a: "essential_oil" in a.families, fam),
            ("sulfate_free", lambda a: "sulfate" in a.families, fam),
            ("paraben_free", lambda a: "paraben" in a.families, fam),
            ("formaldehyde_releaser_free", lambda a: "formaldehyde_releaser" in a.families, fam),
            # essential oils are oils too: "oil-free" means no oil of any kind (families.csv, family "oil")
            ("oil_free", lambda a: "oil" in a.families or "essential_oil" in a.families, fam),
            ("fungal_acne_safe", lambda a: a.fungal_acne_trigger, _table_source("fungal_acne.csv")),
            ("eu_allergen_free", lambda a: a.allergen_list is not None, allergens),
        ]
        src_names = {fam: (TABLE_NAMES["families.csv"], None),
                     _table_source("fungal_acne.csv"): (TABLE_NAMES["fungal_acne.csv"], None),
                     allergens: ("EU Cosmetics Regulation Annex III (fragrance allergens)", annex_url("III"))}
        out = []
        for tag, pred, src in spec:
            t = names(pred)
            status: TagStatus = "does_not_apply" if t else "applies" if enough else "not_enough_data"
            sname, surl = src_names[src]
            out.append(ProductTag(tag, status == "applies", t, src, status,
                                  note if status == "not_enough_data" else None, sname, surl))
        return tuple(out)

    def _fit(self, target: str, per: tuple[IngredientAnalysis, ...], data_note: str | None = None) -> Fit:
        reasons: list[FitReason] = []
        score = 0
        heavy_avoid = False
        present = [a for a in per if not a.may_contain]
        for row in self.skin_fit_:
            if row["target"] != target:
                continue
            hits = tuple(dict.fromkeys(a.inci or a.name for a in present if self._trigger(row["trigger"], a)))
            if not hits:
                continue
            w = int(row["weight"])
            score += w if row["effect"] == "good" else -w
            heavy_avoid = heavy_avoid or (row["effect"] == "avoid" and w >= self.caution_weight)
            trig = row["trigger"]
            if trig.startswith(("comedogenic", "irritancy")):
                src, sname, surl = SRC_COSDNA, COSDNA_NAME, COSDNA_URL
            elif trig == "allergen":
                src, sname, surl = _table_source("skin_fit.csv"), "EU Cosmetics Regulation Annex III (fragrance allergens)", annex_url("III")
            else:
                src, sname, surl = _table_source("skin_fit.csv"), TABLE_NAMES["skin_fit.csv"], None
            reasons.append(FitReason(row["effect"], row["reason"], hits, src, sname, surl))  # type: ignore[arg-type]
        has_avoid = any(r.effect == "avoid" for r in reasons)
        verdict = "good" if score >= self.good_score else "caution" if score < self.caution_score else "neutral"
        note = None
        if heavy_avoid and verdict != "caution":
            verdict, note = "caution", "an ingredient to avoid for this outweighs the helpful ones"
        elif has_avoid and verdict == "good":
            verdict, note = "neutral", "helpful ingredients, but also one to watch"
        if data_note and verdict == "good":
            verdict, note = "neutral", data_note
        return Fit(target, verdict, score, tuple(reasons), note)  # type: ignore[arg-type]

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
