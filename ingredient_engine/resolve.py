"""Map parsed ingredient names onto canonical INCI names (CosIng spelling).

Order of attempts, cheapest and safest first: authored label aliases, exact CosIng name, colour-index
numbers, CosDNA synonyms, then structural variants (bracket content dropped, slash alternatives, "organic"
prefixes). Only on a miss: an OCR-confusion skeleton and a bounded edit distance (rapidfuzz), both of which
declare the correction they made and give up rather than guess when two names are equally close.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path

from ingredient_engine.catalog_sources import (
    CosdnaRecord,
    CosingLike,
    CosingRecord,
    as_cosing_records,
    load_cosdna,
    load_cosing,
)
from ingredient_engine.estimator import BaseEstimator
from ingredient_engine.inci_fuzzy import FuzzyIndex
from ingredient_engine.inci_lists import ListReader
from ingredient_engine.inci_tables import NameTables
from ingredient_engine.inci_text import (
    CI_IN_TEXT,
    COMMON_LATIN_REST,
    FERMENT_END,
    LINE_BREAK_HYPHEN,
    PAREN_CONTENT,
    PLANT_PARTS,
    PREPARATION_OF,
    QUALIFIER_PREFIX,
    normalise_key,
    ocr_skeleton,
    omits_part,
    split_top_level,
    strip_brackets,
)
from ingredient_engine.parse import ParsedIngredient, ParsedList, normalise_text
from ingredient_engine.resolution import (
    PART_NOT_STATED,
    UNRESOLVED,
    Method,
    Resolution,
    ResolvedIngredient,
    ResolvedList,
    ResolvedPart,
)
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
from ingredient_engine.unread import NameFinder, UnreadName

__all__ = [
    "PART_NOT_STATED",
    "PLANT_PARTS",
    "Method",
    "Resolution",
    "ResolvedIngredient",
    "ResolvedPart",
    "ResolvedList",
    "InciResolver",
    "normalise_key",
    "ocr_skeleton",
    "strip_brackets",
    "fit_resolver",
    "fit_default_resolver",
    "to_ingredients",
]


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
        self.tables_ = NameTables.build(
            cosing_records, synonyms, cosdna_records=cosdna_records, common_names=common_names,
            colour_index=colour_index, renames=renames, label_completions=label_completions,
            name_history=name_history)
        self.fuzzy_ = FuzzyIndex({**self.tables_.exact, **self.tables_.aliases})
        self.lists_ = ListReader(self, self.tables_)
        # Resolutions by normalised key: a pure function of the fitted state, asked again for every occurrence.
        self._cache: dict[str, Resolution] = {}
        return self

    @property
    def names_(self) -> frozenset[str]:
        """The CosIng names (and newer INCI names) the resolver was fitted on."""
        return self.tables_.names

    @property
    def exact_(self) -> dict[str, str]:
        """Normalised key -> CosIng name."""
        return self.tables_.exact

    @property
    def finder_(self) -> NameFinder:
        return self.tables_.finder

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
        current = self.tables_.name_history.get(hit.inci) if hit.inci else None
        if current is None:
            return hit
        said = f"{hit.correction}; " if hit.correction else ""
        return Resolution(current, hit.confidence, hit.method,
                          f"{said}'{name}' is the former INCI name of {current} ({hit.inci})")

    def _resolve_key(self, name: str, key: str) -> Resolution:
        d = self.tables_.direct(key)
        if d:
            return Resolution(d[0], d[2], d[1])
        cis = [f"CI {n}" for n in CI_IN_TEXT.findall(key)]
        for code in cis:
            if code in self.tables_.ci:
                return Resolution(self.tables_.ci[code], 0.97, "ci")
        for variant, penalty in self._variants(key):
            d = self.tables_.direct(variant)
            if d:
                return Resolution(d[0], round(d[2] * penalty, 3), d[1])
        res = self._renamed(name, key) or self._later_slash_part(name, key)
        if res:
            return res
        # Spaces or line-break hyphens lost or added by a scan ("Centellaasiaticaleafwater", "Sodiumhya-Luronate",
        # "Caprylic/Ca- Prictriglyceride"): the letters and digits spell exactly one known name.
        for candidate in dict.fromkeys((key, strip_brackets(key) or key)):
            inci = self.tables_.finder.lookup(candidate)
            if inci:
                return Resolution(inci, 0.93, "ocr", f"read '{name}' as '{inci}' (spaces or hyphens lost in print)")
        # "Queensland Nut (Macadamia Ternifolia) Seed Oil": a common name, the Latin name in brackets, then the part and
        # preparation; the Latin name with what follows it is the INCI name (also the other way round: "Triticum
        # Vulgare (Wheat Bran) Extract" is wheat bran extract). Declared, below the high-confidence bar.
        m = COMMON_LATIN_REST.fullmatch(key)
        if m and not self.tables_.direct(m.group(1)):
            latin = f"{m.group(2)} {m.group(3)}"
            sub = self._resolve_key(latin, normalise_key(latin))
            if sub.inci is not None and sub.method != "fuzzy":
                said = f"; {sub.correction}" if sub.correction else ""
                return replace(sub, confidence=min(sub.confidence, 0.88),
                               correction=f"read '{name}' as '{latin}', the name in its brackets with what follows"
                                          f"{said}")
        # "Extracts of Borago Officinals (Borage)", "Essential Oil of Spearmint (Mentha Viridis)": the preparation
        # named first; the INCI name puts it last. Declared, below the high-confidence bar.
        m = PREPARATION_OF.fullmatch(key)
        if m:
            prep = "oil" if "oil" in m.group("prep") else "extract"
            reordered = f"{m.group('rest')} {prep}"
            sub = self._resolve_key(reordered, normalise_key(reordered))
            if sub.inci is not None:
                said = f"; {sub.correction}" if sub.correction else ""
                return replace(sub, confidence=min(sub.confidence, 0.85),
                               correction=f"read '{name}' as '{reordered}'{said}")
        # "Aloe Barbadensis (Aloe Vera) Gel": the bracket names the plant, maybe not this substance. Declared.
        for content in PAREN_CONTENT.findall(key):
            for p in split_top_level(content.replace(",", "/"), "/"):
                d = self.tables_.direct(p)
                if d:
                    return Resolution(d[0], 0.85, d[1], f"read '{name}' as its bracketed name '{d[0]}'")
                # "Hedione (Methyl Dihydrojasmonate)": the bracket spells METHYLDIHYDROJASMONATE with a space
                inci = self.tables_.finder.lookup(p) if len(p) >= 6 else None
                if inci:
                    return Resolution(inci, 0.85, "ocr", f"read '{name}' as its bracketed name '{inci}'")
        # "parfum.fragrance": a separator typed as a dot.
        if re.search(r"[a-z]\.[a-z]", normalise_text(name).casefold()):
            for part in re.split(r"\.", normalise_text(name).casefold()):
                d = self.tables_.direct(normalise_key(part))
                if d:
                    fixed = re.sub(r"(?<=[a-z])\.(?=[a-z])", "/", name)
                    return Resolution(d[0], 0.9, "ocr", f"read '{name}' as '{fixed}'")
        base = strip_brackets(key) or key
        # "Organic Althea Officinalis (Marshmallow) Root Extract": a typo behind a qualifier the variants drop
        candidates = [key, base, QUALIFIER_PREFIX.sub("", base) or base]
        if LINE_BREAK_HYPHEN.search(name):  # "Pheno- Xyethano": a word broken at a line end, then a typo
            joined = normalise_key(LINE_BREAK_HYPHEN.sub("", name))
            candidates += [joined, strip_brackets(joined) or joined]
        for candidate in dict.fromkeys(candidates):
            res = self.fuzzy_.ocr(name, candidate) if self.use_ocr else None
            res = res or self.fuzzy_.nearest(name, candidate, self._max_edits(len(candidate)))
            if res:
                return res
        return self._completion(name, base) or self._part_not_stated(name, base) or UNRESOLVED

    def _variants(self, key: str) -> Iterable[tuple[str, float]]:
        base = strip_brackets(key)
        if base and base != key:
            yield base, 0.99  # "Butyrospermum Parkii (Shea) Butter"
        if " essential oil" in (base or key):
            # "Pelargonium Graveolens Flower Essential Oil": no INCI name says "essential" (CosIng has none).
            yield (base or key).replace(" essential oil", " oil"), 0.97
        stripped = QUALIFIER_PREFIX.sub("", base or key)
        if stripped and stripped != (base or key):
            yield stripped, 0.97  # "Organic Aloe Barbadensis Leaf Juice"
        for s in (key, base):
            parts = split_top_level(s, "/")
            # Translations follow the INCI name ("Hordeum Vulgare Extract/Extrait D'Orge"): only the first part
            # may stand for the whole; a later one ("bis-peg/ppg-16/...") is usually a fragment of one name.
            # ... but in "Saccharomyces/Camellia Sinensis Leaf/.../Rice Ferment Filtrate" the parts are the ferment's
            # components: the first is not the whole.
            if len(parts) > 1 and not (FERMENT_END.search(parts[-1]) and not FERMENT_END.search(parts[0])):
                yield parts[0], 0.97
                if strip_brackets(parts[0]) != parts[0]:
                    yield strip_brackets(parts[0]), 0.96

    def _renamed(self, name: str, key: str) -> Resolution | None:
        """A former INCI / botanical name of the plant ("Citrullus Vulgaris (Watermelon) Fruit Extract")."""
        if not self.tables_.renames:
            return None
        base = strip_brackets(key)
        for form in dict.fromkeys((key, base, QUALIFIER_PREFIX.sub("", base))):
            for old, new in self.tables_.renames.items():
                if form == old or form.startswith(old + " "):
                    renamed = new + form[len(old) :]
                    d = self.tables_.direct(renamed) or next(
                        (hit for v, _ in self._variants(renamed) if (hit := self.tables_.direct(v))), None
                    )
                    if d:
                        return Resolution(d[0], 0.95, d[1], f"read '{name}' as '{d[0]}' (former name '{old}')")
        return None

    def _later_slash_part(self, name: str, key: str) -> Resolution | None:
        """A later slash alternative stands for the whole only when the first one is a shorter form of it.

        "Iris Florentina / Iris Florentina Root Extract" (the first part is a prefix of the second) and
        "Declustered Water (+)/Aqua/Eau" (a named water declared as aqua). Declared.
        """
        parts = split_top_level(key, "/")
        if len(parts) < 2:
            return None
        first = strip_brackets(parts[0])
        for later in parts[1:]:
            later_base = strip_brackets(later)
            d = self.tables_.direct(later) or self.tables_.direct(later_base)
            if not d:
                continue
            is_water = d[0] == "AQUA" and re.search(r"\bwater$", first)
            inci_key = normalise_key(d[0])
            # "Simmondsia Chinensis Oil/Jojoba Seed Oil": the first part is the later one's INCI name without its
            # plant part (the common name fixes the part).
            # "Beta Vulgaris/Beet Root Extract": the first part is the plant, the later one names its part (a part word
            # follows the plant in the INCI name, never another epithet: "Citrus Aurantium/Orange Peel Oil" is not read).
            shorter = len(first) >= 6 and (later_base.startswith(first + " ") or omits_part(first, later_base)
                                           or omits_part(first, inci_key)
                                           or (inci_key.startswith(first + " ")
                                               and inci_key[len(first) + 1 :].split()[0] in PLANT_PARTS))
            # "Microcristallina Cera/Microcrystalline Wax/...": the first part is the INCI name with its words swapped
            swapped = len(first.split()) >= 2 and sorted(first.split()) == sorted(inci_key.split())
            if is_water or shorter or swapped:
                return Resolution(d[0], 0.9, d[1], f"read '{name}' as its slash alternative '{d[0]}'")
        return None

    def _completion(self, name: str, key: str) -> Resolution | None:
        """An incomplete name, completed only when CosIng allows one completion, or when real labels that print the
        name in full choose one (`label_completions`); declared and at a lower confidence."""
        inci = self.tables_.label_completions.get(key)
        if inci is not None:
            return Resolution(inci, self.completion_confidence, "completion",
                              f"read incomplete '{name}' as '{inci}', as labels that print it in full do")
        inci = self.tables_.slash_dropped.get(key)
        if inci is not None:
            return Resolution(inci, self.completion_confidence, "completion",
                              f"read incomplete '{name}' as '{inci}' (one of its slash alternatives left out)")
        found = self.tables_.completion_candidates(key)
        if len(found) != 1:
            return None
        inci = self.tables_.exact[found[0]]
        return Resolution(inci, self.completion_confidence, "completion", f"read incomplete '{name}' as '{inci}'")

    def _part_not_stated(self, name: str, key: str) -> Resolution | None:
        """A plant named without its part, when CosIng lists several parts and nothing on the label picks one: read as
        the plant ("HAMAMELIS VIRGINIANA (PART NOT STATED)"), declared, with what it could be. The substance stays
        open: this is never a CosIng name, and analysis treats it as any of `could_be`."""
        key = self.tables_.plant_synonyms.get(key, key)
        found = self.tables_.species_candidates(key)
        for old, new in self.tables_.renames.items() if found is None else ():
            if key == old or key.startswith(old + " "):  # "Opuntia Ficus Indica": CosIng's OPUNTIA FICUS-INDICA
                found = self.tables_.species_candidates(new + key[len(old):])
                break
        if found is None:
            return None
        plant, prep, keys = found
        reading = f"{plant} {prep}".strip().upper() + PART_NOT_STATED
        could_be = tuple(self.tables_.exact[k] for k in keys)
        shown = ", ".join(could_be[:4]) + (f" and {len(could_be) - 4} more" if len(could_be) > 4 else "")
        return Resolution(reading, self.species_confidence, "species",
                          f"read '{name}' as the plant {plant.upper()}{' ' + prep if prep else ''}: the label does "
                          f"not say which part (could be {shown})", could_be)

    def _max_edits(self, length: int) -> int:
        if length < self.min_fuzzy_length:
            return 0
        if length < self.long_length:
            return self.short_max_edits
        if length < self.very_long_length:
            return self.long_max_edits
        return self.very_long_max_edits

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
        found = self.tables_.completion_candidates(strip_brackets(key) or key)
        return tuple(self.tables_.exact[k] for k in found[:limit])

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
            found += self.fuzzy_.close_names(key, limit * 4)
        return tuple(dict.fromkeys(found))[:limit]

    # --- lists, incomplete names, search and display ---------------------------------------------

    def resolve_list(self, parsed: ParsedList) -> ResolvedList:
        """Resolve every ingredient; names cut by a stray separator are re-joined and run-on names split (both
        declared), and positions renumbered (see `inci_lists.ListReader`)."""
        return self.lists_.read(parsed)

    def split_run_on(self, name: str) -> tuple[str, ...] | None:
        return self.lists_.split_run_on(name)

    def join_fragments(self, left: ParsedIngredient, right: ParsedIngredient, both_unknown: bool = False) -> str | None:
        return self.lists_.join_fragments(left, right, both_unknown)

    def blend_contents(self, name: str) -> tuple[str, tuple[str, ...]] | None:
        return self.lists_.blend_contents(name)

    def unread_names(self, parsed: ParsedList, listed: Iterable[str] = ()) -> tuple[UnreadName, ...]:
        return self.lists_.unread_names(parsed, listed)

    def completion_candidates(self, key: str) -> list[str]:
        return self.tables_.completion_candidates(key)

    def species_candidates(self, key: str) -> tuple[str, str, list[str]] | None:
        return self.tables_.species_candidates(key)

    def expand_term(self, term: str) -> tuple[str, ...]:
        """All INCI names a member's search term covers ("vitamin c" -> its derivatives)."""
        key = normalise_key(term)
        if key in self.tables_.common_names:
            return self.tables_.common_names[key]
        res = self.resolve(term)
        return (res.inci,) if res.inci else ()

    def ci_to_name(self, ci: str) -> str | None:
        """"CI 77891" -> "TITANIUM DIOXIDE"."""
        return self.tables_.ci_to_name.get(ci.upper().replace("CI", "CI ").replace("  ", " ").strip())

    def name_to_ci(self, inci: str) -> str | None:
        """"TITANIUM DIOXIDE" -> "CI 77891"."""
        return self.tables_.name_to_ci.get(inci.upper())

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_cache": {}} if "_cache" in self.__dict__ else self.__dict__.copy()


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
