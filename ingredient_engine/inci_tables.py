"""The resolver's lookup tables: every name it knows, keyed by `normalise_key`, built once by `NameTables.build`.

CosIng names, authored label aliases, CosDNA synonyms, colour-index names, common names, former names and label
completions; `direct` is the exact lookup every resolution step ends in, and the completion / species helpers
find the CosIng names an incomplete or part-less label name may stand for.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ingredient_engine.catalog_sources import CosdnaRecord, CosingRecord
from ingredient_engine.inci_text import (
    BINOMIAL,
    COMPLETE_ENDING,
    DIGITS,
    PLANT_NAME,
    PLANT_PARTS,
    PREPARATIONS,
    QUALIFIER_PREFIX,
    normalise_key,
    omits_part,
    strip_brackets,
)
from ingredient_engine.resolution import Method
from ingredient_engine.unread import NameFinder


@dataclass(slots=True)
class NameTables:
    names: frozenset[str]  # CosIng names as spelled
    exact: dict[str, str]  # key -> CosIng name
    aliases: dict[str, str]  # authored label aliases: key -> INCI (win over CosIng)
    common_names: dict[str, tuple[str, ...]]
    # Former INCI / botanical names of a plant ("citrus medica limonum" -> "citrus limon"): prefix -> prefix.
    renames: dict[str, str]
    # A former INCI name of a substance -> its current INCI name (CERAMIDE 3 -> CERAMIDE NP): whatever path
    # resolved a label to the former name, the answer is the current one, so both are one ingredient.
    name_history: dict[str, str]
    sorted_names: list[str]  # keys of `exact`, sorted (prefix search)
    by_first_word: dict[str, list[str]]
    # Incomplete label names -> the completion real labels use (derived by `derive_label_completions`).
    label_completions: dict[str, str]
    slash_dropped: dict[str, str]
    ci: dict[str, str]  # "CI 77891" -> its canonical name
    ci_names: dict[str, str]  # a colourant's chemical / other names -> its canonical name
    ci_to_name: dict[str, str]
    name_to_ci: dict[str, str]
    synonyms: dict[str, str]  # CosDNA synonyms -> CosIng name
    plant_synonyms: dict[str, str]  # a synonym naming a plant (several parts) -> the plant's key
    # Letters-and-digits index of CosIng names and authored aliases: finds names in dropped text and reads
    # names whose spaces or line-break hyphens were lost ("Centellaasiaticaleafwater", "Sodiumhya-Luronate").
    finder: NameFinder

    @classmethod
    def build(
        cls,
        cosing_records: Iterable[CosingRecord | str],
        synonyms: Mapping[str, str] | None = None,
        *,
        cosdna_records: Iterable[CosdnaRecord] | None = None,
        common_names: Mapping[str, tuple[str, ...]] | None = None,
        colour_index: Iterable[tuple[str, str, tuple[str, ...]]] | None = None,
        renames: Mapping[str, str] | None = None,
        label_completions: Mapping[str, str] | None = None,
        name_history: Mapping[str, str] | None = None,
    ) -> NameTables:
        names = frozenset(n for n in (r.inci_name if isinstance(r, CosingRecord) else str(r)
                                      for r in cosing_records) if n)
        exact: dict[str, str] = {}
        for n in sorted(names):
            exact.setdefault(normalise_key(n), n)
        aliases = {normalise_key(k): v for k, v in (synonyms or {}).items()}
        sorted_names = sorted(exact)
        by_first_word: dict[str, list[str]] = {}
        for k in sorted_names:
            by_first_word.setdefault(k.split(" ", 1)[0], []).append(k)
        ci, ci_names, ci_to_name, name_to_ci = _colour_index(colour_index or (), names, exact)
        tables = cls(
            names=names, exact=exact, aliases=aliases,
            common_names={normalise_key(k): tuple(v) for k, v in (common_names or {}).items()},
            renames={normalise_key(k): normalise_key(v) for k, v in (renames or {}).items()},
            name_history={k.upper(): v.upper() for k, v in (name_history or {}).items()},
            sorted_names=sorted_names, by_first_word=by_first_word,
            label_completions={normalise_key(k): v for k, v in (label_completions or {}).items()},
            slash_dropped=_slash_dropped(exact),
            ci=ci, ci_names=ci_names, ci_to_name=ci_to_name, name_to_ci=name_to_ci,
            synonyms={}, plant_synonyms={},
            finder=NameFinder({**exact, **aliases}),
        )
        tables._add_cosdna(cosdna_records or ())
        return tables

    def direct(self, key: str) -> tuple[str, Method, float] | None:
        """(INCI, method, confidence) when the key is a known name as it stands."""
        if key in self.aliases:
            return self.aliases[key], "synonym", 0.99
        if key in self.exact:
            return self.exact[key], "exact", 1.0
        if key in self.ci_names:
            return self.ci_names[key], "ci", 0.97
        if key in self.synonyms:
            return self.synonyms[key], "synonym", 0.95
        common = self.common_names.get(key)
        if common and len(common) == 1:
            return common[0], "synonym", 0.9
        return None

    def completion_candidates(self, key: str) -> list[str]:
        """CosIng names (normalised keys) an incomplete label name may stand for; [] when it is not incomplete.

        Two shapes: a name cut short (LookFantastic's "hydroxyisohexyl 3-cyclohexene"), which whole CosIng names
        start with, adding at most two words; and a plant name without its part ("Borago Officinalis (Borage) Oil"),
        into which only plant-part words are inserted before the same preparation word.
        """
        base = strip_brackets(key) or key
        words = base.split()
        if len(words) >= 2 and COMPLETE_ENDING.search(base):
            return [c for c in self.by_first_word.get(words[0], ())
                    if len(c.split()) <= len(words) + 2 and omits_part(base, c)]
        if len(base) < 5 or base.endswith(("/", "-")) or not (" " in base or DIGITS.search(base)):
            return []
        prefix = base + " "
        # After a bare binomial ("citrus aurantium") only a part or a preparation may follow: another epithet
        # ("... dulcis") names another plant.
        binomial = BINOMIAL.fullmatch(base) is not None
        i = bisect.bisect_left(self.sorted_names, prefix)
        found: list[str] = []
        while i < len(self.sorted_names) and self.sorted_names[i].startswith(prefix):
            added = self.sorted_names[i][len(prefix) :].split()
            if len(added) <= 2 and (not binomial or added[0] in PLANT_PARTS or COMPLETE_ENDING.fullmatch(added[0])):
                found.append(self.sorted_names[i])
            i += 1
        return found

    def species_candidates(self, key: str) -> tuple[str, str, list[str]] | None:
        """(plant, preparation, CosIng keys) for a plant printed without its part: "hamamelis virginiana" -> the
        plant's water, extract, leaf extract ...; "ginkgo biloba extract" -> its leaf extract, nut extract ... (only
        names that add plant parts before the same preparation word). None when the text is not a plant's Latin name
        (with extract / oil / water or nothing after it) that CosIng lists with at least two parts."""
        words = (QUALIFIER_PREFIX.sub("", strip_brackets(key) or key)).split()
        prep = words[-1] if words and words[-1] in PREPARATIONS else ""
        plant = " ".join(words[:-1] if prep else words)
        if not PLANT_NAME.fullmatch(plant) or PLANT_PARTS & set(plant.split()):
            return None
        prefix = plant + " "
        i = bisect.bisect_left(self.sorted_names, prefix)
        found: list[str] = []
        while i < len(self.sorted_names) and self.sorted_names[i].startswith(prefix):
            added = self.sorted_names[i][len(prefix):].replace("/", " ").split()
            # With a preparation: parts, then the same preparation. Without: a part or a preparation first (a
            # further epithet, "salvia officinalis lavandulifolia", is another plant).
            if prep:
                fits = len(added) >= 2 and added[-1] == prep and all(w in PLANT_PARTS for w in added[:-1])
            else:
                fits = bool(added) and (added[0] in PLANT_PARTS or bool(COMPLETE_ENDING.fullmatch(added[0])))
            if fits:
                found.append(self.sorted_names[i])
            i += 1
        return (plant, prep, found) if len(found) >= 2 else None

    def _add_cosdna(self, records: Iterable[CosdnaRecord]) -> None:
        # A CosDNA record names one substance; its synonyms map to the CosIng name found among them.
        syn: dict[str, str | None] = {}
        for rec in records:
            keys = [normalise_key(x) for x in (rec.name, *rec.synonyms) if x and len(x) >= 3]
            canon = next((self.exact[k] for k in keys if k in self.exact), None)
            canon = self.aliases.get(keys[0], canon) if keys else canon
            if canon is None:
                continue
            for k in keys:
                if k in self.exact or k in self.aliases:
                    continue
                if syn.get(k, canon) != canon:
                    syn[k] = None  # two substances claim this synonym: use neither
                else:
                    syn[k] = canon
        # A synonym that is, or stands for, a plant's bare name CosIng lists with several parts ("Aloe Barbadensis" ->
        # its leaf juice; "Sandalwood" -> SANTALUM ALBUM) names the plant, not one substance: it gives a "part not
        # stated" reading of that plant (`plant_synonyms`), never one part.
        self.plant_synonyms = {}
        for k, v in list(syn.items()):
            if v is None:
                continue
            bare = self.species_candidates(normalise_key(v))
            plant = k if self.species_candidates(k) else normalise_key(v) if bare and not bare[1] else None
            if plant is not None:
                self.plant_synonyms[k] = plant
                syn[k] = None
        self.synonyms = {k: v for k, v in syn.items() if v is not None}


def _slash_dropped(exact: Mapping[str, str]) -> dict[str, str]:
    # LookFantastic's cleaning left out one alternative of a slash pair ("caprylyl wheat bran/straw glycosides" for
    # CAPRYLYL/CAPRYL WHEAT BRAN/STRAW GLYCOSIDES, "capric triglyceride"): each CosIng name with its first word a
    # slash pair reduced to one of its alternatives, kept only when it stands for one CosIng name and is not a name.
    found: dict[str, str | None] = {}
    for k, inci in exact.items():
        if "/" not in k:
            continue
        words = k.split(" ")
        # only the first word, with at least two after it: "extract/formaldehyde" at the end names a reaction
        # product, not alternatives
        for w, word in enumerate(words[:1] if len(words) >= 3 else ()):
            for alt in word.split("/") if "/" in word else ():
                variant = " ".join([*words[:w], alt, *words[w + 1 :]])
                if alt and variant not in exact:
                    found[variant] = inci if found.get(variant, inci) == inci else None
    return {k: v for k, v in found.items() if v is not None}


def _colour_index(
    rows: Iterable[tuple[str, str, tuple[str, ...]]], names: frozenset[str], exact: Mapping[str, str]
) -> tuple[dict[str, str], dict[str, str], dict[str, str], dict[str, str]]:
    # A colourant named by CI number keeps the CI name (the EU INCI for colourants) when CosIng has it.
    ci: dict[str, str] = {}
    ci_names: dict[str, str] = {}
    ci_to_name: dict[str, str] = {}
    name_to_ci: dict[str, str] = {}
    for code, chemical, others in rows:
        canon = code if code in names else chemical if chemical in names else code
        ci[code] = canon
        ci_to_name[code] = chemical
        name_to_ci.setdefault(chemical, code)
        for n in (chemical, *others):
            k = normalise_key(n)
            if k not in exact:
                ci_names.setdefault(k, canon)
    return ci, ci_names, ci_to_name, name_to_ci
