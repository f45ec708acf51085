"""Map parsed ingredient names onto canonical INCI names (CosIng spelling).

Order of attempts, cheapest and safest first: authored label aliases, exact CosIng name, colour-index
numbers, CosDNA synonyms, then structural variants (bracket content dropped, slash alternatives, "organic"
prefixes). Only on a miss: an OCR-confusion skeleton and a bounded edit distance (rapidfuzz), both of which
declare the correction they made and give up rather than guess when two names are equally close.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Literal

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from ingredient_engine.catalog_sources import (
    CosdnaRecord,
    CosingLike,
    CosingRecord,
    as_cosing_records,
    load_cosdna,
    load_cosing,
)
from ingredient_engine.estimator import BaseEstimator
from ingredient_engine.parse import ParsedIngredient, ParsedList, normalise_text
from ingredient_engine.rules import (
    default_rules_dir,
    load_colour_index,
    load_common_names,
    load_extra_inci,
    load_inci_name_history,
    load_inci_renames,
    load_label_aliases,
    load_label_completions,
)
from ingredient_engine.types import Ingredient
from ingredient_engine.unread import NameFinder, UnreadName, holds_lost_names

__all__ = [
    "Resolution",
    "ResolvedIngredient",
    "ResolvedPart",
    "ResolvedList",
    "InciResolver",
    "normalise_key",
    "ocr_skeleton",
    "fit_resolver",
    "fit_default_resolver",
    "to_ingredients",
]

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


# --- normalisation --------------------------------------------------------------------------------

_BRITISH = (
    ("sulphate", "sulfate"), ("sulphite", "sulfite"), ("sulphur", "sulfur"), ("sulphon", "sulfon"),
    ("aluminium", "aluminum"), ("hydrolysed", "hydrolyzed"), ("colour", "color"),
)


@lru_cache(maxsize=1 << 18)
def normalise_key(name: str) -> str:
    """Comparison form: casefolded, punctuation spacing unified, periods (not decimals) dropped.

    Memoised: the catalogue repeats a few thousand spellings hundreds of thousands of times."""
    s = normalise_text(name).casefold().replace("\\", "/")
    for british, american in _BRITISH:
        s = s.replace(british, american)
    s = re.sub(r"(?<!\d)\.|\.(?!\d)", " ", s)
    s = re.sub(r"\s*/\s*", "/", s)
    s = re.sub(r"\s*-\s*", "-", s)
    s = re.sub(r"\s*,\s*", ",", s)
    s = re.sub(r"\(\s*", " (", s)
    s = re.sub(r"\s*\)", ")", s)
    s = re.sub(r"\s+", " ", s)
    return s.strip(" ,;:*'\"-")


# Characters a scanner or a hurried typist confuses; both sides are folded onto one skeleton.
_OCR_PAIRS = (("rn", "m"), ("cl", "d"), ("vv", "w"))
_OCR_CHARS = str.maketrans({"0": "o", "a": "o", "1": "l", "i": "l", "|": "l", "!": "l"})


def ocr_skeleton(key: str) -> str:
    for a, b in _OCR_PAIRS:
        key = key.replace(a, b)
    return key.translate(_OCR_CHARS)


# "CI 77891", "Ci77891", "C.I. 77891", OCR'd "Cl 77891" / "C1 17200"
_CI_IN_TEXT = re.compile(r"(?i)(?<![a-z])c\.?\s?[il1]\.?\s?-?\s*(\d{5})(?!\d)")
_PARENS = re.compile(r"\s*\([^()]*\)|\s*\[[^\[\]]*\]")
_PAREN_CONTENT = re.compile(r"\(([^()]*)\)")
_QUALIFIER_PREFIX = re.compile(
    r"^(?:(?:certified|organic|natural|vegetable|plant|pure|wild|fresh|cold[- ]pressed|unrefined|refined|virgin|extra|"
    r"bio|biologique|of|from|non[- ]gmo|phthalates?[- ]free|\d+%)\s+)+"
)
_DIGITS = re.compile(r"\d+")


# A name ending in one of these words is complete as printed: "Citrus Sinensis Peel Oil" is not a truncated
# "... PEEL OIL EXPRESSED", nor "Jojoba Seed" of "JOJOBA SEED OIL AMINOPROPANEDIOL AMIDES/ESTERS".
_COMPLETE_ENDING = re.compile(
    r"\b(?:oil|extract|wax|cera|butter|water|juice|powder|seed|acid|alcohol|glycol|gum|flour|esters?|ferment|"
    r"filtrate|lysate|protein|salt|oxide|sugar)$"
)


# Words naming the part of a plant; a label that omits it ("Borago Officinalis Oil") can be completed only by
# inserting these, never other words (which would name another substance).
PLANT_PARTS = frozenset({
    "flower", "leaf", "seed", "root", "fruit", "bark", "peel", "kernel", "wood", "stem", "rhizome", "bulb", "bud",
    "nut", "twig", "needle", "cone", "berry", "herb", "shoot", "branch", "tuber", "pulp", "rind", "husk", "hull",
    "petal", "sprout", "callus", "cell", "meristem", "sap", "thallus", "stalk", "aerial", "part", "whole", "plant",
    "bean", "germ",
})


_BINOMIAL = re.compile(r"[a-z]+ [a-z]+")
# A plant's Latin name as printed: genus, species and at most one more epithet ("prunus amygdalus dulcis").
_PLANT_NAME = re.compile(r"[a-z]{3,}(?: [a-z][a-z-]{2,}){1,2}")
# Preparation words a label prints after a plant name without its part ("Ginkgo Biloba Extract"; issue 9: extract,
# oil, water or none).
_PREPARATIONS = frozenset({"extract", "oil", "water"})
_GLUE_WORDS = frozenset({"and", "&", "+"})


def _is_subsequence(words: list[str], target: list[str]) -> bool:
    it = iter(target)
    return all(any(w == t for t in it) for w in words)


def _one_word_cut(words: list[str]) -> Iterator[list[str]]:
    """`words` with one word cut in two between letters, at least three letters each side."""
    for w, word in enumerate(words):
        for cut in range(3, len(word) - 2):
            if word[cut - 1].isalpha() and word[cut].isalpha():
                yield [*words[:w], word[:cut], word[cut:], *words[w + 1 :]]


def strip_brackets(s: str) -> str:
    """Drop bracketed text, nested brackets included ("Candelilla Cera (Euphorbia Cerifera (Candelilla) Wax)")."""
    prev = None
    while prev != s:
        prev, s = s, _PARENS.sub("", s)
    return re.sub(r"\s+", " ", s).strip()


def _split_top_level(s: str, sep: str) -> list[str]:
    out, depth, start = [], 0, 0
    for i, ch in enumerate(s):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == sep and depth == 0:
            out.append(s[start:i])
            start = i + 1
    out.append(s[start:])
    return [p.strip() for p in out if p.strip()]


_TOKEN_SPLIT = re.compile(r"[\s/,()-]+")
_LINE_BREAK_HYPHEN = re.compile(r"(?<=[A-Za-z])-\s+(?=[A-Za-z])")
_CAMEL_JOIN = re.compile(
    r"(?<=[a-z0-9])(?=[A-Z][a-z])|(?<=[a-z]{2})(?=[A-Z]{2})|(?<=[A-Z]{2})(?=[A-Z][a-z]{2})|(?<=[a-z)])(?=\()"
)
# "Covabsorb (Ethylhexyl Methoxycinnamate, Butyl Methoxydibenzoylmethane, ...)", "Botanical Blend [Aqua, ...]": a
# trade or blend name with its contents in one trailing bracket.
_BLEND = re.compile(r"^(?P<outer>[^()\[\]]{2,60}?)\s*[(\[](?P<inner>.+)[)\]]$")
_COMMON_LATIN_REST = re.compile(r"([a-z][a-z' -]{1,30}) \(([a-z]{3,} [a-z]{3,}(?: [a-z]{3,})?)\) ([a-z][a-z /-]+)")
# "Extracts of Borago Officinalis", "Essential Oil of Peppermint (Mentha Piperita)", "Extracts of: Meadowsweet".
_PREPARATION_OF = re.compile(r"(?P<prep>extracts?|(?:essential )?oils?) of:? (?P<rest>[a-z].{3,})")
_FERMENT_END = re.compile(r"\b(?:ferment|filtrate|lysate)(?: (?:filtrate|extract|lysate))?$")
_LEADING_MARK = re.compile(r"\s*([*†‡]+)\s*\w")
_TRAILING_NOTE = re.compile(r"\s*\([^()]*\)\s*$")
# "Oxacyclohexadec-12-En-2-One, (12e)- (Musk Note)", "..., (3aR,5aS,9aS,9bR)-": a CAS name's stereo descriptor cut off by
# its comma, with maybe a note after it. Tokens such as 12E, 3aR, S; never a word ("(Rose Absolute)").
_STEREO_TOKEN = r"\d*[a-z]?[EZRSezrs]"
_STEREO_FRAGMENT = re.compile(rf"\(\s*{_STEREO_TOKEN}(?:\s*,\s*{_STEREO_TOKEN})*\s*\)\s*-?(?:\s*\([^()]*\))?")


def _fuzzy_confidence(query: str, target: str, dist: int) -> float:
    """Edits are judged against the words they change, not the whole name.

    One letter in "linoleic" -> "linolenic" is a different acid even inside a 45-character name; the same edit
    in "hyaluraonate" is a typo. With the same word count, confidence = 1 - edits / length of changed words.
    """
    q, t = _TOKEN_SPLIT.split(query), _TOKEN_SPLIT.split(target)
    if len(q) == len(t):
        changed = [(a, b) for a, b in zip(q, t, strict=True) if a != b]
        if changed:
            edits = sum(OSA.distance(a, b) for a, b in changed)
            return round(max(0.0, 1.0 - edits / max(1, sum(len(a) for a, _ in changed))), 3)
    return round(max(0.0, 1.0 - 1.5 * dist / len(query)), 3)


class InciResolver(BaseEstimator):
    """Resolve ingredient names to CosIng INCI names, declaring every correction.

    Hyper-parameters
    ----------------
    min_confidence: resolutions below it are reported as unrecognised (inci None).
    short_max_edits / long_max_edits / very_long_max_edits: edit-distance bound for names shorter than
        `long_length`, up to `very_long_length`, and beyond; names shorter than `min_fuzzy_length` never fuzz.
    use_ocr: try the OCR-confusion skeleton before edit distance.
    completion_confidence: confidence of a completion: a truncated name completed to the only CosIng name it
        starts, a plant name completed with the only part CosIng lists for it, or a completion from the
        `label_completions` table (set it below `min_confidence` to leave incomplete names unrecognised).
    species_confidence: confidence of a "species" reading: a plant named without its part ("Hamamelis Virginiana
        (Witch Hazel)", LookFantastic's "lavandula angustifolia") when CosIng lists several parts for it and no
        evidence picks one; read as "<PLANT> (PART NOT STATED)" with the CosIng names it could be (`could_be`). Set
        it below `min_confidence` to leave such names unrecognised.
    cache_size: entries kept in the per-instance cache of normalised strings.
    """

    def __init__(
        self,
        min_confidence: float = 0.8,
        min_fuzzy_length: int = 6,
        short_max_edits: int = 1,
        long_max_edits: int = 2,
        very_long_max_edits: int = 3,
        long_length: int = 15,
        very_long_length: int = 30,
        use_ocr: bool = True,
        completion_confidence: float = 0.82,
        species_confidence: float = 0.8,
        cache_size: int = 200_000,
    ):
        self.min_confidence = min_confidence
        self.min_fuzzy_length = min_fuzzy_length
        self.short_max_edits = short_max_edits
        self.long_max_edits = long_max_edits
        self.very_long_max_edits = very_long_max_edits
        self.long_length = long_length
        self.very_long_length = very_long_length
        self.use_ocr = use_ocr
        self.completion_confidence = completion_confidence
        self.species_confidence = species_confidence
        self.cache_size = cache_size

    # --- fitting ----------------------------------------------------------------------------------

    def fit(
        self,
        cosing_records: Iterable[CosingRecord | str],
        synonyms: Mapping[str, str] | None = None,
        *,
        cosdna_records: Iterable[CosdnaRecord] | None = None,
        common_names: Mapping[str, tuple[str, ...]] | None = None,
        colour_index: Iterable[tuple[str, str, tuple[str, ...]]] | None = None,
        renames: Mapping[str, str] | None = None,
        label_completions: Mapping[str, str] | None = None,
        name_history: Mapping[str, str] | None = None,
    ) -> InciResolver:
        """Index CosIng names; `synonyms` are authored label aliases (alias -> INCI) that win over CosIng."""
        names = [r.inci_name if isinstance(r, CosingRecord) else str(r) for r in cosing_records]
        self.names_ = frozenset(n for n in names if n)
        self.exact_: dict[str, str] = {}
        for n in sorted(self.names_):
            self.exact_.setdefault(normalise_key(n), n)
        self.aliases_ = {normalise_key(k): v for k, v in (synonyms or {}).items()}
        self.common_names_ = {normalise_key(k): tuple(v) for k, v in (common_names or {}).items()}
        # Former INCI / botanical names of a plant ("citrus medica limonum" -> "citrus limon"): prefix -> prefix.
        self.renames_ = {normalise_key(k): normalise_key(v) for k, v in (renames or {}).items()}
        # A former INCI name of a substance -> its current INCI name (CERAMIDE 3 -> CERAMIDE NP): whatever path
        # resolved a label to the former name, the answer is the current one, so both are one ingredient.
        self.name_history_ = {k.upper(): v.upper() for k, v in (name_history or {}).items()}
        self.sorted_names_ = sorted(self.exact_)
        self.by_first_word_: dict[str, list[str]] = {}
        for k in self.sorted_names_:
            self.by_first_word_.setdefault(k.split(" ", 1)[0], []).append(k)
        # Incomplete label names -> the completion real labels use (derived by `derive_label_completions`).
        self.label_completions_ = {normalise_key(k): v for k, v in (label_completions or {}).items()}
        self._fit_slash_dropped()
        self._fit_colour_index(colour_index or ())
        self._fit_cosdna(cosdna_records or ())
        self._fit_fuzzy_index()
        # Letters-and-digits index of CosIng names and authored aliases: finds names in dropped text and reads
        # names whose spaces or line-break hyphens were lost ("Centellaasiaticaleafwater", "Sodiumhya-Luronate").
        self.finder_ = NameFinder({**self.exact_, **self.aliases_})
        self._reset_caches()
        return self

    def _reset_caches(self) -> None:
        # Memo caches (pure functions of the fitted state): resolutions by normalised key, and the two
        # unrecognised-name repairs, which run again for every occurrence of an unrecognised name.
        self._cache: dict[str, Resolution] = {}
        self._join_cache: dict[tuple[str, str, bool], str | None] = {}
        self._split_cache: dict[str, tuple[str, ...] | None] = {}

    def _fit_slash_dropped(self) -> None:
        # LookFantastic's cleaning left out one alternative of a slash pair ("caprylyl wheat bran/straw glycosides" for
        # CAPRYLYL/CAPRYL WHEAT BRAN/STRAW GLYCOSIDES, "capric triglyceride"): each CosIng name with its first word a
        # slash pair reduced to one of its alternatives, kept only when it stands for one CosIng name and is not a name.
        found: dict[str, str | None] = {}
        for k, inci in self.exact_.items():
            if "/" not in k:
                continue
            words = k.split(" ")
            # only the first word, with at least two after it: "extract/formaldehyde" at the end names a reaction
            # product, not alternatives
            for w, word in enumerate(words[:1] if len(words) >= 3 else ()):
                for alt in word.split("/") if "/" in word else ():
                    variant = " ".join([*words[:w], alt, *words[w + 1 :]])
                    if alt and variant not in self.exact_:
                        found[variant] = inci if found.get(variant, inci) == inci else None
        self.slash_dropped_ = {k: v for k, v in found.items() if v is not None}

    def _fit_colour_index(self, rows: Iterable[tuple[str, str, tuple[str, ...]]]) -> None:
        # A colourant named by CI number keeps the CI name (the EU INCI for colourants) when CosIng has it.
        self.ci_: dict[str, str] = {}
        self.ci_names_: dict[str, str] = {}
        self.ci_to_name_: dict[str, str] = {}
        self.name_to_ci_: dict[str, str] = {}
        for code, chemical, others in rows:
            canon = code if code in self.names_ else chemical if chemical in self.names_ else code
            self.ci_[code] = canon
            self.ci_to_name_[code] = chemical
            self.name_to_ci_.setdefault(chemical, code)
            for n in (chemical, *others):
                k = normalise_key(n)
                if k not in self.exact_:
                    self.ci_names_.setdefault(k, canon)

    def _fit_cosdna(self, records: Iterable[CosdnaRecord]) -> None:
        # A CosDNA record names one substance; its synonyms map to the CosIng name found among them.
        syn: dict[str, str | None] = {}
        for rec in records:
            keys = [normalise_key(x) for x in (rec.name, *rec.synonyms) if x and len(x) >= 3]
            canon = next((self.exact_[k] for k in keys if k in self.exact_), None)
            canon = self.aliases_.get(keys[0], canon) if keys else canon
            if canon is None:
                continue
            for k in keys:
                if k in self.exact_ or k in self.aliases_:
                    continue
                if syn.get(k, canon) != canon:
                    syn[k] = None  # two substances claim this synonym: use neither
                else:
                    syn[k] = canon
        # A synonym that is, or stands for, a plant's bare name CosIng lists with several parts ("Aloe Barbadensis" ->
        # its leaf juice; "Sandalwood" -> SANTALUM ALBUM) names the plant, not one substance: it gives a "part not
        # stated" reading of that plant (`plant_synonyms_`), never one part.
        self.plant_synonyms_: dict[str, str] = {}
        for k, v in list(syn.items()):
            if v is None:
                continue
            bare = self.species_candidates(normalise_key(v))
            plant = k if self.species_candidates(k) else normalise_key(v) if bare and not bare[1] else None
            if plant is not None:
                self.plant_synonyms_[k] = plant
                syn[k] = None
        self.synonyms_ = {k: v for k, v in syn.items() if v is not None}

    def _fit_fuzzy_index(self) -> None:
        by_first: dict[tuple[str, int], list[str]] = {}
        by_last: dict[tuple[str, int], list[str]] = {}
        skeleton: dict[str, str | None] = {}
        targets = {**{k: v for k, v in self.exact_.items()}, **self.aliases_}
        for k, inci in targets.items():
            by_first.setdefault((k[0], len(k)), []).append(k)
            by_last.setdefault((k[-3:], len(k)), []).append(k)
            sk = ocr_skeleton(k)
            skeleton[sk] = inci if skeleton.get(sk, inci) == inci else None
        self.fuzzy_targets_ = targets
        self.by_first_ = by_first
        self.by_last_ = by_last
        self.skeleton_ = {k: v for k, v in skeleton.items() if v is not None}

    # --- resolving --------------------------------------------------------------------------------

    def resolve(self, name: str) -> Resolution:
        key = normalise_key(name)
        if not key:
            return UNRESOLVED
        hit = self._cache.get(key)
        if hit is None:
            hit = self._current_name(name, self._resolve_key(name, key))
            if hit.inci is not None and hit.confidence < self.min_confidence:
                hit = UNRESOLVED
            if len(self._cache) < self.cache_size:
                self._cache[key] = hit
        return hit

    def _current_name(self, name: str, hit: Resolution) -> Resolution:
        current = self.name_history_.get(hit.inci) if hit.inci else None
        if current is None:
            return hit
        said = f"{hit.correction}; " if hit.correction else ""
        return Resolution(current, hit.confidence, hit.method,
                          f"{said}'{name}' is the former INCI name of {current} ({hit.inci})")

    def _direct(self, key: str) -> tuple[str, Method, float] | None:
        if key in self.aliases_:
            return self.aliases_[key], "synonym", 0.99
        if key in self.exact_:
            return self.exact_[key], "exact", 1.0
        if key in self.ci_names_:
            return self.ci_names_[key], "ci", 0.97
        if key in self.synonyms_:
            return self.synonyms_[key], "synonym", 0.95
        common = self.common_names_.get(key)
        if common and len(common) == 1:
            return common[0], "synonym", 0.9
        return None

    def _resolve_key(self, name: str, key: str) -> Resolution:
        d = self._direct(key)
        if d:
            return Resolution(d[0], d[2], d[1])
        cis = [f"CI {n}" for n in _CI_IN_TEXT.findall(key)]
        for code in cis:
            if code in self.ci_:
                return Resolution(self.ci_[code], 0.97, "ci")
        for variant, penalty in self._variants(key):
            d = self._direct(variant)
            if d:
                return Resolution(d[0], round(d[2] * penalty, 3), d[1])
        res = self._renamed(name, key) or self._later_slash_part(name, key)
        if res:
            return res
        # Spaces or line-break hyphens lost or added by a scan ("Centellaasiaticaleafwater", "Sodiumhya-Luronate",
        # "Caprylic/Ca- Prictriglyceride"): the letters and digits spell exactly one known name.
        for candidate in dict.fromkeys((key, strip_brackets(key) or key)):
            inci = self.finder_.lookup(candidate)
            if inci:
                return Resolution(inci, 0.93, "ocr", f"read '{name}' as '{inci}' (spaces or hyphens lost in print)")
        # "Queensland Nut (Macadamia Ternifolia) Seed Oil": a common name, the Latin name in brackets, then the part and
        # preparation; the Latin name with what follows it is the INCI name (also the other way round: "Triticum
        # Vulgare (Wheat Bran) Extract" is wheat bran extract). Declared, below the high-confidence bar.
        m = _COMMON_LATIN_REST.fullmatch(key)
        if m and not self._direct(m.group(1)):
            latin = f"{m.group(2)} {m.group(3)}"
            sub = self._resolve_key(latin, normalise_key(latin))
            if sub.inci is not None and sub.method != "fuzzy":
                said = f"; {sub.correction}" if sub.correction else ""
                return replace(sub, confidence=min(sub.confidence, 0.88),
                               correction=f"read '{name}' as '{latin}', the name in its brackets with what follows"
                                          f"{said}")
        # "Extracts of Borago Officinals (Borage)", "Essential Oil of Spearmint (Mentha Viridis)": the preparation
        # named first; the INCI name puts it last. Declared, below the high-confidence bar.
        m = _PREPARATION_OF.fullmatch(key)
        if m:
            prep = "oil" if "oil" in m.group("prep") else "extract"
            reordered = f"{m.group('rest')} {prep}"
            sub = self._resolve_key(reordered, normalise_key(reordered))
            if sub.inci is not None:
                said = f"; {sub.correction}" if sub.correction else ""
                return replace(sub, confidence=min(sub.confidence, 0.85),
                               correction=f"read '{name}' as '{reordered}'{said}")
        # "Aloe Barbadensis (Aloe Vera) Gel": the bracket names the plant, maybe not this substance. Declared.
        for content in _PAREN_CONTENT.findall(key):
            for p in _split_top_level(content.replace(",", "/"), "/"):
                d = self._direct(p)
                if d:
                    return Resolution(d[0], 0.85, d[1], f"read '{name}' as its bracketed name '{d[0]}'")
                # "Hedione (Methyl Dihydrojasmonate)": the bracket spells METHYLDIHYDROJASMONATE with a space
                inci = self.finder_.lookup(p) if len(p) >= 6 else None
                if inci:
                    return Resolution(inci, 0.85, "ocr", f"read '{name}' as its bracketed name '{inci}'")
        # "parfum.fragrance": a separator typed as a dot.
        if re.search(r"[a-z]\.[a-z]", normalise_text(name).casefold()):
            for part in re.split(r"\.", normalise_text(name).casefold()):
                d = self._direct(normalise_key(part))
                if d:
                    fixed = re.sub(r"(?<=[a-z])\.(?=[a-z])", "/", name)
                    return Resolution(d[0], 0.9, "ocr", f"read '{name}' as '{fixed}'")
        base = strip_brackets(key) or key
        # "Organic Althea Officinalis (Marshmallow) Root Extract": a typo behind a qualifier the variants drop
        candidates = [key, base, _QUALIFIER_PREFIX.sub("", base) or base]
        if _LINE_BREAK_HYPHEN.search(name):  # "Pheno- Xyethano": a word broken at a line end, then a typo
            joined = normalise_key(_LINE_BREAK_HYPHEN.sub("", name))
            candidates += [joined, strip_brackets(joined) or joined]
        for candidate in dict.fromkeys(candidates):
            res = self._ocr(name, candidate) if self.use_ocr else None
            res = res or self._fuzzy(name, candidate)
            if res:
                return res
        return self._completion(name, base) or self._part_not_stated(name, base) or UNRESOLVED

    def _renamed(self, name: str, key: str) -> Resolution | None:
        """A former INCI / botanical name of the plant ("Citrullus Vulgaris (Watermelon) Fruit Extract")."""
        if not self.renames_:
            return None
        base = strip_brackets(key)
        for form in dict.fromkeys((key, base, _QUALIFIER_PREFIX.sub("", base))):
            for old, new in self.renames_.items():
                if form == old or form.startswith(old + " "):
                    renamed = new + form[len(old) :]
                    d = self._direct(renamed) or next(
                        (hit for v, _ in self._variants(renamed) if (hit := self._direct(v))), None
                    )
                    if d:
                        return Resolution(d[0], 0.95, d[1], f"read '{name}' as '{d[0]}' (former name '{old}')")
        return None

    def _later_slash_part(self, name: str, key: str) -> Resolution | None:
        """A later slash alternative stands for the whole only when the first one is a shorter form of it.

        "Iris Florentina / Iris Florentina Root Extract" (the first part is a prefix of the second) and
        "Declustered Water (+)/Aqua/Eau" (a named water declared as aqua). Declared.
        """
        parts = _split_top_level(key, "/")
        if len(parts) < 2:
            return None
        first = strip_brackets(parts[0])
        for later in parts[1:]:
            later_base = strip_brackets(later)
            d = self._direct(later) or self._direct(later_base)
            if not d:
                continue
            is_water = d[0] == "AQUA" and re.search(r"\bwater$", first)
            inci_key = normalise_key(d[0])
            # "Simmondsia Chinensis Oil/Jojoba Seed Oil": the first part is the later one's INCI name without its
            # plant part (the common name fixes the part).
            # "Beta Vulgaris/Beet Root Extract": the first part is the plant, the later one names its part (a part word
            # follows the plant in the INCI name, never another epithet: "Citrus Aurantium/Orange Peel Oil" is not read).
            shorter = len(first) >= 6 and (later_base.startswith(first + " ") or self._omits_part(first, later_base)
                                           or self._omits_part(first, inci_key)
                                           or (inci_key.startswith(first + " ")
                                               and inci_key[len(first) + 1 :].split()[0] in PLANT_PARTS))
            # "Microcristallina Cera/Microcrystalline Wax/...": the first part is the INCI name with its words swapped
            swapped = len(first.split()) >= 2 and sorted(first.split()) == sorted(inci_key.split())
            if is_water or shorter or swapped:
                return Resolution(d[0], 0.9, d[1], f"read '{name}' as its slash alternative '{d[0]}'")
        return None

    def completion_candidates(self, key: str) -> list[str]:
        """CosIng names (normalised keys) an incomplete label name may stand for; [] when it is not incomplete.

        Two shapes: a name cut short (LookFantastic's "hydroxyisohexyl 3-cyclohexene"), which whole CosIng names
        start with, adding at most two words; and a plant name without its part ("Borago Officinalis (Borage) Oil"),
        into which only plant-part words are inserted before the same preparation word.
        """
        base = strip_brackets(key) or key
        words = base.split()
        if len(words) >= 2 and _COMPLETE_ENDING.search(base):
            return [c for c in self.by_first_word_.get(words[0], ())
                    if len(c.split()) <= len(words) + 2 and self._omits_part(base, c)]
        if len(base) < 5 or base.endswith(("/", "-")) or not (" " in base or _DIGITS.search(base)):
            return []
        prefix = base + " "
        # After a bare binomial ("citrus aurantium") only a part or a preparation may follow: another epithet
        # ("... dulcis") names another plant.
        binomial = _BINOMIAL.fullmatch(base) is not None
        i = bisect.bisect_left(self.sorted_names_, prefix)
        found: list[str] = []
        while i < len(self.sorted_names_) and self.sorted_names_[i].startswith(prefix):
            added = self.sorted_names_[i][len(prefix) :].split()
            if len(added) <= 2 and (not binomial or added[0] in PLANT_PARTS or _COMPLETE_ENDING.fullmatch(added[0])):
                found.append(self.sorted_names_[i])
            i += 1
        return found

    @staticmethod
    def _omits_part(short: str, full: str) -> bool:
        """"camelina sativa oil" is "camelina sativa seed oil" without its plant part."""
        sw, fw = short.split(), full.split()
        return (len(sw) >= 2 and len(sw) < len(fw) and sw[-1] == fw[-1] and _is_subsequence(sw, fw)
                and set(fw) - set(sw) <= PLANT_PARTS)

    def possible_names(self, name: str, limit: int = 20) -> tuple[str, ...]:
        """For an unrecognised, incomplete name, the CosIng names it may stand for ("Rosa Damascena" -> its flower
        oil, water, extract ...): shown to a member as "could be", never used as a resolution. () otherwise. For a
        "species" reading (part not stated), the names it could be."""
        res = self.resolve(name)
        if res.method == "species":
            return res.could_be[:limit]
        if res.recognised:
            return ()
        key = normalise_key(name)
        found = self.completion_candidates(strip_brackets(key) or key)
        return tuple(self.exact_[k] for k in found[:limit])

    def suggest(self, name: str, limit: int = 5) -> tuple[str, ...]:
        """"Did you mean" for a name that did not resolve: its possible completions, else the INCI names whose
        spelling (or a known alias) is closest by normalised similarity (ratio ≥ 70). Never a resolution. () when
        the name resolves (a plant read with its part not stated still gets what it could be)."""
        res = self.resolve(name)
        if res.recognised and res.method != "species":
            return ()
        found = list(self.possible_names(name, limit))
        key = normalise_key(name)
        if len(found) < limit and len(key) >= 3:
            close = process.extract(key, self.fuzzy_targets_.keys(), scorer=fuzz.ratio, processor=None,
                                    score_cutoff=70, limit=limit * 4)
            for k, _score, _ in close:
                found.append(self.fuzzy_targets_[k])
        return tuple(dict.fromkeys(found))[:limit]

    def _completion(self, name: str, key: str) -> Resolution | None:
        """An incomplete name, completed only when CosIng allows one completion, or when real labels that print the
        name in full choose one (`label_completions`); declared and at a lower confidence."""
        inci = self.label_completions_.get(key)
        if inci is not None:
            return Resolution(inci, self.completion_confidence, "completion",
                              f"read incomplete '{name}' as '{inci}', as labels that print it in full do")
        inci = self.slash_dropped_.get(key)
        if inci is not None:
            return Resolution(inci, self.completion_confidence, "completion",
                              f"read incomplete '{name}' as '{inci}' (one of its slash alternatives left out)")
        found = self.completion_candidates(key)
        if len(found) != 1:
            return None
        inci = self.exact_[found[0]]
        return Resolution(inci, self.completion_confidence, "completion", f"read incomplete '{name}' as '{inci}'")

    def species_candidates(self, key: str) -> tuple[str, str, list[str]] | None:
        """(plant, preparation, CosIng keys) for a plant printed without its part: "hamamelis virginiana" -> the
        plant's water, extract, leaf extract ...; "ginkgo biloba extract" -> its leaf extract, nut extract ... (only
        names that add plant parts before the same preparation word). None when the text is not a plant's Latin name
        (with extract / oil / water or nothing after it) that CosIng lists with at least two parts."""
        words = (_QUALIFIER_PREFIX.sub("", strip_brackets(key) or key)).split()
        prep = words[-1] if words and words[-1] in _PREPARATIONS else ""
        plant = " ".join(words[:-1] if prep else words)
        if not _PLANT_NAME.fullmatch(plant) or PLANT_PARTS & set(plant.split()):
            return None
        prefix = plant + " "
        i = bisect.bisect_left(self.sorted_names_, prefix)
        found: list[str] = []
        while i < len(self.sorted_names_) and self.sorted_names_[i].startswith(prefix):
            added = self.sorted_names_[i][len(prefix):].replace("/", " ").split()
            # With a preparation: parts, then the same preparation. Without: a part or a preparation first (a
            # further epithet, "salvia officinalis lavandulifolia", is another plant).
            if prep:
                fits = len(added) >= 2 and added[-1] == prep and all(w in PLANT_PARTS for w in added[:-1])
            else:
                fits = bool(added) and (added[0] in PLANT_PARTS or bool(_COMPLETE_ENDING.fullmatch(added[0])))
            if fits:
                found.append(self.sorted_names_[i])
            i += 1
        return (plant, prep, found) if len(found) >= 2 else None

    def _part_not_stated(self, name: str, key: str) -> Resolution | None:
        """A plant named without its part, when CosIng lists several parts and nothing on the label picks one: read as
        the plant ("HAMAMELIS VIRGINIANA (PART NOT STATED)"), declared, with what it could be. The substance stays
        open: this is never a CosIng name, and analysis treats it as any of `could_be`."""
        key = self.plant_synonyms_.get(key, key)
        found = self.species_candidates(key)
        for old, new in self.renames_.items() if found is None else ():
            if key == old or key.startswith(old + " "):  # "Opuntia Ficus Indica": CosIng's OPUNTIA FICUS-INDICA
                found = self.species_candidates(new + key[len(old):])
                break
        if found is None:
            return None
        plant, prep, keys = found
        reading = f"{plant} {prep}".strip().upper() + PART_NOT_STATED
        could_be = tuple(self.exact_[k] for k in keys)
        shown = ", ".join(could_be[:4]) + (f" and {len(could_be) - 4} more" if len(could_be) > 4 else "")
        return Resolution(reading, self.species_confidence, "species",
                          f"read '{name}' as the plant {plant.upper()}{' ' + prep if prep else ''}: the label does "
                          f"not say which part (could be {shown})", could_be)

    def _variants(self, key: str) -> Iterable[tuple[str, float]]:
        base = strip_brackets(key)
        if base and base != key:
            yield base, 0.99  # "Butyrospermum Parkii (Shea) Butter"
        if " essential oil" in (base or key):
            # "Pelargonium Graveolens Flower Essential Oil": no INCI name says "essential" (CosIng has none).
            yield (base or key).replace(" essential oil", " oil"), 0.97
        stripped = _QUALIFIER_PREFIX.sub("", base or key)
        if stripped and stripped != (base or key):
            yield stripped, 0.97  # "Organic Aloe Barbadensis Leaf Juice"
        for s in (key, base):
            parts = _split_top_level(s, "/")
            # Translations follow the INCI name ("Hordeum Vulgare Extract/Extrait D'Orge"): only the first part
            # may stand for the whole; a later one ("bis-peg/ppg-16/...") is usually a fragment of one name.
            # ... but in "Saccharomyces/Camellia Sinensis Leaf/.../Rice Ferment Filtrate" the parts are the ferment's
            # components: the first is not the whole.
            if len(parts) > 1 and not (_FERMENT_END.search(parts[-1]) and not _FERMENT_END.search(parts[0])):
                yield parts[0], 0.97
                if strip_brackets(parts[0]) != parts[0]:
                    yield strip_brackets(parts[0]), 0.96

    def _ocr(self, name: str, key: str) -> Resolution | None:
        inci = self.skeleton_.get(ocr_skeleton(key))
        if inci is None:
            return None
        return Resolution(inci, 0.92, "ocr", f"read '{name}' as '{inci}'")

    def _max_edits(self, length: int) -> int:
        if length < self.min_fuzzy_length:
            return 0
        if length < self.long_length:
            return self.short_max_edits
        if length < self.very_long_length:
            return self.long_max_edits
        return self.very_long_max_edits

    def _fuzzy(self, name: str, key: str) -> Resolution | None:
        k = self._max_edits(len(key))
        if k == 0:
            return None
        candidates: set[str] = set()
        for n in range(len(key) - k, len(key) + k + 1):
            candidates.update(self.by_first_.get((key[0], n), ()))
            candidates.update(self.by_last_.get((key[-3:], n), ()))
        digits = _DIGITS.findall(key)
        # A changed number is a different substance (PEG-10 vs PEG-100): never a typo.
        pool = [c for c in candidates if _DIGITS.findall(c) == digits]
        if not pool:
            return None
        found = process.extract(
            key, pool, scorer=OSA.distance, processor=None, score_cutoff=k, limit=3
        )
        if not found:
            return None
        best, dist = found[0][0], found[0][1]
        rivals = {self.fuzzy_targets_[c] for c, d, _ in found if d == dist}
        if len(rivals) > 1:
            return None  # equally close to two substances: do not guess
        confidence = _fuzzy_confidence(key, best, dist)
        inci = self.fuzzy_targets_[best]
        return Resolution(inci, round(confidence, 3), "fuzzy", f"read '{name}' as '{inci}'")

    def split_run_on(self, name: str) -> tuple[str, ...] | None:
        """Names a dropped comma ran together ("Ethylhexyl Palmitate Zinc Stearate", "Glycereth-26Bakuchiol").

        Only accepted when every piece is an exact, alias or colour-index hit: never a fuzzy guess.
        """
        try:
            return self._split_cache[name]
        except KeyError:
            pass
        found = self._split_run_on(name)
        if len(self._split_cache) < self.cache_size:
            self._split_cache[name] = found
        return found

    def _split_run_on(self, name: str) -> tuple[str, ...] | None:
        words = _CAMEL_JOIN.sub(" ", name).split()  # "26Bakuchiol" -> "26 Bakuchiol", "OilPEG-7" -> "Oil PEG-7"
        if len(words) < 1 or len(words) > 80:
            return None
        pieces = self._cover(words)
        if pieces is None and len(words) <= 24:
            # A comma and its space both lost: "Seed Oilcaprylic/Capric Triglyceride". One word is cut in two.
            pieces = next(filter(None, (self._cover(cut) for cut in _one_word_cut(words))), None)
        if pieces is None and len(words) >= self.partial_split_min_words:
            pieces = self._partial_cover(words)
        return tuple(pieces) if pieces and len(pieces) >= 2 else None

    partial_split_min_words = 8
    loose_join_max_words = 6  # a join of two unknown halves (`join_fragments`) spans at most this many words

    def _partial_cover(self, words: list[str]) -> list[str] | None:
        """A long run of names ("Caprylic/Capric Triglyceride Dicaprylyl Carbonate Squalane ... Evening Primrose Oil
        Simmondsia Chinensis Oil"): the known names that cover the most words; each run of words between them is
        kept as one piece, which stays unrecognised. Accepted when known names cover at least 60 % of the words."""
        n = len(words)
        # best[i] = (uncovered words, pieces, list) for words[:i]
        best: list[tuple[int, int, list[tuple[str, bool]]] | None] = [(0, 0, [])] + [None] * n
        for i in range(n):
            done = best[i]
            if done is None:
                continue
            gap, count, pieces = done
            # leave words[i] uncovered (joined to a gap piece)
            if pieces and not pieces[-1][1]:
                nxt = (gap + 1, count, [*pieces[:-1], (pieces[-1][0] + " " + words[i], False)])
            else:
                nxt = (gap + 1, count + 1, [*pieces, (words[i], False)])
            ahead = best[i + 1]
            if ahead is None or nxt[:2] < ahead[:2]:
                best[i + 1] = nxt
            for j in range(i + 1, min(n, i + 8) + 1):
                piece = " ".join(words[i:j])
                if self._known_piece(piece):
                    cand = (gap, count + 1, [*pieces, (piece, True)])
                    there = best[j]
                    if there is None or cand[:2] < there[:2]:
                        best[j] = cand
        final = best[n]
        if final is None or final[0] > 0.4 * n or sum(known for _, known in final[2]) < 2:
            return None
        return [p for p, _ in final[2]]

    def _cover(self, words: list[str]) -> list[str] | None:
        """The fewest known names that cover every word, in order, by dynamic programming over word boundaries
        (a name is at most 8 words; "and", "&" and "+" between two names are skipped)."""
        best: list[list[str] | None] = [[]] + [None] * len(words)
        for i in range(len(words)):
            done = best[i]
            if done is None:
                continue
            if done and words[i].casefold() in _GLUE_WORDS and i + 1 < len(words):
                if best[i + 1] is None:
                    best[i + 1] = done
                continue
            for j in range(i + 1, min(len(words), i + 8) + 1):
                piece = " ".join(words[i:j])
                known = best[j]
                if (known is None or len(known) > len(done) + 1) and self._known_piece(piece):
                    best[j] = [*done, piece]
        return best[-1]

    def _translation_of(self, prev: ResolvedIngredient, ing: ParsedIngredient, res: Resolution) -> bool:
        """"Coriandrum Sativum Oil, Coriander Seed Oil", "Hedera Helix Extract, - Ivy Leaf/Stem Extract": a common name
        (read through a synonym, not itself a CosIng name) right after the INCI name it translates is not a second
        ingredient: same substance, or the same plant and preparation with the plant part spelled out."""
        if (res.method != "synonym" or res.inci is None or prev.resolution.inci is None
                or prev.may_contain != ing.may_contain or normalise_key(ing.name) in self.exact_):
            return False
        a, b = normalise_key(prev.resolution.inci), normalise_key(res.inci)
        return a == b or self._omits_part(a, b)

    def _merge_gaps(self, pieces: list[str]) -> list[str]:
        """In a partly covered run, an unknown piece may be a typo that took a neighbour's last or first word with it
        ("Gutylene" + "Glycol"): join the two when the joined text resolves and the neighbour alone is one word."""
        out = list(pieces)
        i = 0
        while i < len(out):
            if self.resolve(out[i]).recognised:
                i += 1
                continue
            for j in (i + 1, i - 1):
                if 0 <= j < len(out) and len(out[j].split()) == 1:
                    a, b = sorted((i, j))
                    joined = f"{out[a]} {out[b]}"
                    if self.resolve(joined).recognised:
                        out[a : b + 1] = [joined]
                        i = a
                        break
            i += 1
        return out

    def blend_contents(self, name: str) -> tuple[str, tuple[str, ...]] | None:
        """(blend name, its contents) for a name that is not itself known and carries a list of at least two
        ingredients, two of them known, in one trailing bracket ("Covabsorb (Ethylhexyl Methoxycinnamate, ...)",
        "Botanical Blend [Aqua, Opuntia Tuna Fruit Extract, ...]"). "Iron Oxides (CI 77491, CI 77492)" and "Water
        (Aqua, Eau)" are known names: their brackets are not contents."""
        m = _BLEND.match(name.strip())
        if not m:
            return None
        outer = m.group("outer").strip()
        key = normalise_key(outer)
        if self._direct(key) or self.finder_.lookup(key) or self.resolve(outer).recognised:
            return None
        inner = [p.strip() for p in _split_top_level(m.group("inner"), ",") if p.strip()]
        if len(inner) < 2 or sum(self.resolve(p).recognised for p in inner) < 2:
            return None
        return outer, tuple(inner)

    def _known_piece(self, piece: str) -> bool:
        key = normalise_key(piece)
        if self._direct(key) or ("(" in key and self._direct(strip_brackets(key))):
            return True
        # Spelled with spaces or hyphens lost ("Centellaasiatica Extract"); never across a glue word ("Silica &").
        return piece[:1].isalnum() and piece[-1:].isalnum() and bool(
            self.finder_.lookup(key) or ("(" in key and self.finder_.lookup(strip_brackets(key))))

    def join_fragments(self, left: ParsedIngredient, right: ParsedIngredient, both_unknown: bool = False) -> str | None:
        """One name a stray separator cut in two ("Ethylhexyl, Salicylate", "Hydroxyethyl Acrylate, Sodium
        Acryloyldimethyl Taurate Copolymer"): the joined text, when it is an exact, alias or colour-index hit.

        With `both_unknown` (the caller's second try, when neither half is a name), the joined text may instead carry
        a typo or lost punctuation
        ("Butyphenyl, Methylpropional", "Sodium C14, 16 Olefin Sulfonate") or a second name whose comma was lost
        ("Ethylhexyl, Salicylate Citral"): it is accepted when the resolver reads it (not as a "part not stated" or a
        completion) or when known names cover it entirely. The caller marks such a reading as a guess."""
        # a fragment that is only brackets ("(Rose Absolute)") may be an ingredient of its own
        if left.may_contain != right.may_contain or not strip_brackets(right.name):
            return None
        pair = (left.name, right.name, both_unknown)
        try:
            return self._join_cache[pair]
        except KeyError:
            pass
        joined_name = self._loose_join(left.name, right.name) if both_unknown else self._strict_join(left.name, right.name)
        if len(self._join_cache) < self.cache_size:
            self._join_cache[pair] = joined_name
        return joined_name

    def _strict_join(self, left: str, right: str) -> str | None:
        for joiner in (" ", "/", "", ","):
            joined = f"{left}{joiner}{right}"
            key = normalise_key(joined)
            # "1,6-Nonadien-3-ol, 3,7-Dimethyl- (Freesia Note)": a CAS index name cut at its comma, a note after it
            # (only the trailing note dropped: "Benzoic acid, 2-hydroxy-, (3Z)-3-hexen-1-yl ester" keeps its "(3Z)")
            if self._direct(key) or self._direct(normalise_key(strip_brackets(key))):
                return joined
            if self._direct(normalise_key(_TRAILING_NOTE.sub("", joined))):
                return _TRAILING_NOTE.sub("", joined)  # the note is not part of the name (it stays in raw)
        return None

    def _loose_join(self, left: str, right: str) -> str | None:
        # Only two short halves, neither of them a run of names (those are split on their own), no blend brackets.
        if len(f"{left} {right}".split()) > self.loose_join_max_words or re.search(r"[\[\]]", left + right):
            return None
        if self.split_run_on(left) or self.split_run_on(right):
            return None
        for joiner in (" ", "-", ""):
            joined = f"{left}{joiner}{right}"
            res = self.resolve(joined)
            if res.recognised and res.method not in ("species", "completion"):
                return joined
            pieces = self._split_run_on(joined) if joiner == " " else None
            if pieces and all(self._known_piece(p) for p in pieces):
                return joined
        return None

    def _merge_fragments(self, ingredients: Iterable[ParsedIngredient]) -> list[tuple[ParsedIngredient, Resolution]]:
        out: list[tuple[ParsedIngredient, Resolution]] = []
        for ing in ingredients:
            if out and out[-1][0].may_contain == ing.may_contain and _STEREO_FRAGMENT.fullmatch(ing.name.strip()):
                # Part of the name before it; an INCI name carries no stereo descriptor, so the reading stays.
                prev, prev_res = out[-1]
                note = f"read '{ing.name}' as the stereo descriptor of '{prev.name}' (INCI names carry none)"
                out[-1] = (replace(prev, raw=f"{prev.raw}, {ing.raw}"),
                           replace(prev_res, correction=prev_res.correction or note) if prev_res.inci else prev_res)
                continue
            res = self.resolve(ing.name)
            if out:
                prev, prev_res = out[-1]
                if prev_res.inci is None or res.inci is None:
                    joined = self.join_fragments(prev, ing)
                    loose = joined is None and prev_res.inci is None and res.inci is None
                    if loose:
                        joined = self.join_fragments(prev, ing, both_unknown=True)
                    if joined:
                        merged = replace(prev, raw=f"{prev.raw}, {ing.raw}", name=joined,
                                         percent=prev.percent or ing.percent, ppm=prev.ppm or ing.ppm,
                                         nano=prev.nano or ing.nano, ci_numbers=prev.ci_numbers + ing.ci_numbers)
                        note = f"read '{prev.name}', '{ing.name}' as '{joined}' (one name cut by a separator)"
                        merged_res = self.resolve(joined)
                        cap = 0.85 if loose else 0.9  # a join of two unknown halves is a guess
                        said = f"; {merged_res.correction}" if merged_res.correction else ""
                        out[-1] = (merged, replace(merged_res, confidence=min(merged_res.confidence, cap),
                                                   correction=note + said))
                        continue
            out.append((ing, res))
        return out

    def unread_names(self, parsed: ParsedList, listed: Iterable[str] = ()) -> tuple[UnreadName, ...]:
        """Ingredient names inside the parser's dropped text, unless the text is prose about them ("-Retinol: Reduces
        the look of fine lines."), a footnote or title that only mentions one ("*Mark: Plant-Derived Fragrance"), a
        legend, callout, highlight or constituent note (see `unread.holds_lost_names` and `unread.mention_kind`), or
        the name is a listed ingredient already (`listed`: INCI names)."""
        held = frozenset(listed)
        seen = set(held)
        out: list[UnreadName] = []
        for text in parsed.dropped_text:
            found = self.finder_.find(text)
            if not holds_lost_names(text, found, listed=held):
                continue
            for f in found:
                if f.inci in seen:
                    continue
                seen.add(f.inci)
                out.append(UnreadName(text=f.text, inci=f.inci, dropped_text=text, how=f.how))
        return tuple(out)

    def resolve_list(self, parsed: ParsedList) -> ResolvedList:
        """Resolve every ingredient; names cut by a stray separator are re-joined and run-on names split (both
        declared), and positions renumbered."""
        parts = []
        legends: list[str] = []
        for part in parsed.parts:
            items: list[ResolvedIngredient] = []
            position = 0
            ingredients = part.ingredients
            if self._footnote_legend(ingredients):
                legends.append(ingredients[-1].raw)
                ingredients = ingredients[:-1]
            for ing, res in self._merge_fragments(ingredients):
                # A split is tried for an unrecognised name, and for a long one read only through its bracket or a
                # fuzzy match ("PEG-20 Glyceryl TriisostearateVitis Vinifera (Grape) Seed Oil...": not VITIS VINIFERA).
                long_guess = res.inci is not None and res.confidence < 0.9 and len(ing.name.split()) >= 6
                contents = self.blend_contents(ing.name) if res.inci is None or res.confidence < 0.9 else None
                pieces = None
                if not contents and (res.inci is None or long_guess):
                    pieces = self.split_run_on(ing.name)
                if contents:
                    note = f"read the contents of '{contents[0]}' as its ingredients"
                    subs = [(replace(ing, name=p), r if r.correction else replace(r, correction=note))
                            for p in contents[1] for r in (self.resolve(p),)]
                elif pieces:
                    note = f"read '{ing.name}' as '{', '.join(pieces)}' (missing comma)"
                    subs = [(replace(ing, name=p), replace(self.resolve(p), correction=note))
                            for p in self._merge_gaps(list(pieces))]
                else:
                    subs = [(ing, res)]
                for sub, sub_res in subs:
                    if items and self._translation_of(items[-1], sub, sub_res):
                        prev = items[-1]
                        note = f"read '{sub.name}' as the common name of '{prev.parsed.name}', not a second ingredient"
                        items[-1] = replace(prev, resolution=replace(prev.resolution,
                                                                     correction=prev.resolution.correction or note))
                        continue
                    if not sub.may_contain:
                        position += 1
                        if sub.position != position:
                            sub = replace(sub, position=position)
                    items.append(ResolvedIngredient(sub, sub_res, part.label))
            parts.append(ResolvedPart(label=part.label, items=tuple(items)))
        if legends:
            parsed = replace(parsed, dropped_text=(*parsed.dropped_text, *legends))
        listed = {i.resolution.inci for p in parts for i in p.items if i.resolution.inci}
        return ResolvedList(parsed=parsed, parts=tuple(parts), unread=self.unread_names(parsed, listed))

    def _footnote_legend(self, ingredients: tuple[ParsedIngredient, ...]) -> bool:
        """The last entry is the legend of a footnote mark an earlier entry carries, not an ingredient: Tatcha's
        "Saccharomyces/.../Rice Ferment Filtrate*, ..., Phenoxyethanol. *Hadasei-3." (the starred ingredient is its
        Hadasei-3 complex). Only a short name that does not resolve; "*Squalane." stays an ingredient."""
        if len(ingredients) < 2:
            return False
        last = ingredients[-1]
        m = _LEADING_MARK.match(last.raw)
        if m is None or len(last.name.split()) > 4 or self.resolve(last.name).recognised:
            return False
        mark = m.group(1)
        return any(mark in i.raw and not i.raw.lstrip().startswith(mark) for i in ingredients[:-1])

    # --- helpers for search and display -----------------------------------------------------------

    def expand_term(self, term: str) -> tuple[str, ...]:
        """All INCI names a member's search term covers ("vitamin c" -> its derivatives)."""
        key = normalise_key(term)
        if key in self.common_names_:
            return self.common_names_[key]
        res = self.resolve(term)
        return (res.inci,) if res.inci else ()

    def ci_to_name(self, ci: str) -> str | None:
        """"CI 77891" -> "TITANIUM DIOXIDE"."""
        return self.ci_to_name_.get(ci.upper().replace("CI", "CI ").replace("  ", " ").strip())

    def name_to_ci(self, inci: str) -> str | None:
        """"TITANIUM DIOXIDE" -> "CI 77891"."""
        return self.name_to_ci_.get(inci.upper())

    def __getstate__(self) -> dict:
        state = self.__dict__.copy()
        for name in ("_cache", "_join_cache", "_split_cache"):
            if name in state:
                state[name] = {}
        return state


def fit_resolver(
    cosing_records: Iterable[CosingLike],
    *,
    rules_dir: str | Path | None = None,
    cosdna_records: Iterable[CosdnaRecord] | None = None,
    label_completions: bool = True,
    **params,
) -> InciResolver:
    """Fit an InciResolver on in-memory CosIng rows (+ CosDNA synonyms) and the authored tables under `rules_dir`
    (default `data/`): label aliases, common names, colour index, former INCI names, and the INCI names newer than
    the CosIng snapshot (`extra_inci.csv`, added unless already among the rows).

    `cosing_records`: `CosingRecord`s, database rows with `name`/`inci_name`, `functions`, `cas_number`
    attributes, `(name, functions, cas)` tuples or bare names (see `catalog_sources.as_cosing_records`).
    `label_completions=False` leaves out the derived `label_completions.csv` (to derive it afresh).
    `params` are `InciResolver` hyper-parameters.
    """
    rules = Path(rules_dir) if rules_dir else default_rules_dir()
    completions = load_label_completions(rules / "synonyms" / "label_completions.csv") if label_completions else {}
    records = as_cosing_records(cosing_records)
    known = {r.inci_name for r in records}
    extra = [n for n in load_extra_inci(rules / "synonyms" / "extra_inci.csv") if n not in known]
    return InciResolver(**params).fit(
        [*records, *extra],
        synonyms=_label_aliases(rules),
        cosdna_records=cosdna_records,
        common_names=load_common_names(rules / "synonyms" / "common_names.csv"),
        colour_index=load_colour_index(rules / "rules" / "colour_index.csv"),
        renames=load_inci_renames(rules / "synonyms" / "inci_renames.csv"),
        label_completions=completions,
        name_history=load_inci_name_history(rules / "synonyms" / "inci_name_history.csv"),
    )


def _label_aliases(rules: Path) -> dict[str, str]:
    """Authored label aliases plus the US drug-facts names (`us_drug_names.csv`, each row with its FDA source) and
    fragrance trade / CAS index names (`fragrance_names.csv`); a US name that is already the INCI name adds nothing."""
    us = rules / "synonyms" / "us_drug_names.csv"
    drug = load_label_aliases(us) if us.exists() else {}
    aliases = {k: v for k, v in drug.items() if normalise_key(k) != normalise_key(v)}
    # Fragrance materials by trade or CAS index name (each row with its CAS / public source).
    fragrance = rules / "synonyms" / "fragrance_names.csv"
    aliases.update(load_label_aliases(fragrance) if fragrance.exists() else {})
    aliases.update(load_label_aliases(rules / "synonyms" / "label_aliases.csv"))
    return aliases


def fit_default_resolver(
    cosing_path: str | Path,
    cosdna_path: str | Path | None = None,
    rules_dir: str | Path | None = None,
    label_completions: bool = True,
    **params,
) -> InciResolver:
    """`fit_resolver` on the CosIng file (+ the CosDNA file) and the tables under `rules_dir` (default `data/`)."""
    return fit_resolver(
        load_cosing(cosing_path),
        rules_dir=rules_dir,
        cosdna_records=load_cosdna(cosdna_path) if cosdna_path else None,
        label_completions=label_completions,
        **params,
    )


def to_ingredients(resolved: ResolvedList, part: int | None = None) -> tuple[Ingredient, ...]:
    """`types.Ingredient` objects for the similarity code.

    `part=None` merges all parts (kits), keeping each canonical name once at its first occurrence;
    `part=i` takes one part only.
    """
    items = resolved.parts[part].items if part is not None else resolved.items
    out: dict[str, Ingredient] = {}
    for item in items:
        out.setdefault(item.canonical, Ingredient(item.canonical, item.position, item.may_contain))
    return tuple(out.values())
