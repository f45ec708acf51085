"""Ingredient-list analysis for the API: engine results -> response models (shared by `inci/` and `products/`).

Nothing here touches the database: callers hand in the fitted resolver and analyser of the process's
`EngineRuntimes` (`api.analysis.engine_runtime`). Stored product lists are analysed from their stored
resolution (no re-resolving); raw text is parsed and resolved first. Every flag keeps the ingredient that
triggered it and its source.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from api.analysis.schemas import (
    AnalysedIngredient,
    AnalysisOut,
    AnalysisSummary,
    AnnexOut,
    FitOut,
    FitReasonOut,
    FlaggedIngredientOut,
    FlagOut,
    FunctionOut,
    HeroActiveOut,
    IngredientFacts,
    PersonalFit,
    PersonalisedFor,
    TagOut,
    UnreadNameOut,
)
from ingredient_engine.analyse import (
    Analysis,
    Analyzer,
    AnnexStatus,
    Fit,
    Flag,
    IngredientAnalysis,
    ProductTag,
    SkinProfile,
    fit_default_analyzer,
)
from ingredient_engine.hero import HeroActive
from ingredient_engine.parse import ParsedIngredient, ParsedList, ParsedPart, parse_inci
from ingredient_engine.resolve import (
    InciResolver,
    Resolution,
    ResolvedIngredient,
    ResolvedList,
    ResolvedPart,
    fit_default_resolver,
)
from ingredient_engine.rules import function_description, ingredient_description


def _flag(f: Flag) -> FlagOut:
    return FlagOut.model_construct(code=f.code, message=f.message, severity=f.severity,
                                   ingredients=list(f.ingredients), source=f.source,
                                   source_name=f.source_name or f.source, source_url=f.source_url)


def _tag(t: ProductTag) -> TagOut:
    return TagOut.model_construct(tag=t.tag, applies=t.applies, triggers=list(t.triggers), source=t.source,
                                  status=t.status, note=t.note, source_name=t.source_name or t.source,
                                  source_url=t.source_url)


def _annex(a: AnnexStatus) -> AnnexOut:
    return AnnexOut.model_construct(annex=a.annex, entry=a.entry, citation=a.citation, chemical_name=a.chemical_name,
                                    conditions=a.conditions, qualifier=a.qualifier)


def _range(r: tuple[int, int] | None) -> list[int] | None:
    return list(r) if r is not None else None


@lru_cache(maxsize=4096)
def _function_outs(functions: tuple[str, ...]) -> tuple[FunctionOut, ...]:
    """The functions with their plain-words descriptions, built once per set of functions (read-only models,
    shared by the rows and responses that name them)."""
    return tuple(FunctionOut.model_construct(name=f, description=function_description(f)) for f in functions)


def _facts_fields(a: IngredientAnalysis) -> dict[str, Any]:
    return {
        "functions": list(a.functions),
        "function_descriptions": list(_function_outs(tuple(a.functions))),
        "description": ingredient_description(a.inci) if a.inci else None,
        "comedogenic": _range(a.comedogenic), "irritancy": _range(a.irritancy),
        "annex": [_annex(x) for x in a.annex], "allergen_list": a.allergen_list, "families": list(a.families),
        "actives": list(a.actives), "key_active": a.key_active, "fungal_acne_trigger": a.fungal_acne_trigger,
    }


def _fit(f: Fit) -> FitOut:
    return FitOut.model_construct(
        target=f.target, verdict=f.verdict, score=f.score,
        reasons=[FitReasonOut.model_construct(effect=r.effect, reason=r.reason, ingredients=list(r.ingredients),
                                              source=r.source, source_name=r.source_name or r.source,
                                              source_url=r.source_url) for r in f.reasons],
        note=f.note,
    )


def _summary_fields(analysis: Analysis, resolved: ResolvedList) -> dict[str, Any]:
    corrections = list(dict.fromkeys(i.resolution.correction for i in resolved.items if i.resolution.correction))
    return {
        "tags": [_tag(t) for t in analysis.tags],
        "flags": [_flag(f) for f in analysis.flags],
        "recognised_count": analysis.recognised_count,
        "total": analysis.total,
        "recognition_summary": analysis.recognition_summary,
        "unrecognised": list(analysis.unrecognised),
        "corrections": corrections,
        "key_actives": list(analysis.key_actives),
        "one_percent_position": analysis.one_percent_position,
        "one_percent_basis": analysis.one_percent_basis,
        "label_partly_unread": analysis.label_partly_unread,
        "unread_note": analysis.unread_note,
        "enough_data": analysis.enough_data,
        "data_note": analysis.data_note,
        "ratings_missing": analysis.ratings_missing,
        "ratings_note": analysis.ratings_note,
        "flagged_ingredients": [
            FlaggedIngredientOut.model_construct(ingredient=r.ingredient, severity=r.severity,
                                                 flags=[_flag(f) for f in r.flags])
            for r in analysis.flagged_ingredients()
        ],
    }


def _ingredient_rows(analysis: Analysis, resolved: ResolvedList,
                     possible_names: Callable[[str], tuple[str, ...]] | None) -> list[AnalysedIngredient]:
    by_name: dict[str, list[FlagOut]] = {}
    for f in analysis.flags:
        out = _flag(f)
        for name in f.ingredients:
            by_name.setdefault(name, []).append(out)
    rows = []
    for a, item in zip(analysis.ingredients, resolved.items, strict=True):
        flags = list({id(f): f for key in dict.fromkeys((a.inci or a.name, a.name))
                      for f in by_name.get(key, ())}.values())
        rows.append(AnalysedIngredient.model_construct(
            name=a.name, inci=a.inci, recognised=a.inci is not None, position=a.position,
            may_contain=a.may_contain, part_label=a.part_label, below_one_percent=a.below_one_percent,
            confidence=item.resolution.confidence, correction=item.resolution.correction, flags=flags,
            # unrecognised, or a plant read with its part not stated: what it could be
            possible_inci=list(possible_names(a.name)) if possible_names and (a.inci is None or a.method == "species")
            else [],
            **_facts_fields(a),
        ))
    return rows


@dataclass(frozen=True)
class ListAnalysis:
    """An analysed list with the resolution it was computed from (callers store or show both)."""

    resolved: ResolvedList
    analysis: Analysis
    profile: SkinProfile | None
    possible_names: Callable[[str], tuple[str, ...]] | None = None  # InciResolver.possible_names

    def summary(self) -> AnalysisSummary:
        return AnalysisSummary.model_construct(**_summary_fields(self.analysis, self.resolved))

    def full(self) -> AnalysisOut:
        p = self.profile
        return AnalysisOut.model_construct(
            **_summary_fields(self.analysis, self.resolved),
            ingredients=_ingredient_rows(self.analysis, self.resolved, self.possible_names),
            parts=[part.label for part in self.resolved.parts],
            dropped_text=list(self.resolved.parsed.dropped_text),
            unread=[UnreadNameOut.model_construct(text=u.text, could_be=u.inci, dropped_text=u.dropped_text, how=u.how)
                    for u in self.analysis.unread],
            personalised_for=PersonalisedFor.model_construct(skin_type=p.skin_type, concerns=list(p.concerns))
            if p else None,
            skin_type_fit=_fit(self.analysis.skin_type_fit) if self.analysis.skin_type_fit else None,
            concern_fits=[_fit(f) for f in self.analysis.concern_fits],
        )

    def personal(self) -> PersonalFit | None:
        """The fit for the profile it was analysed for; None without one."""
        p = self.profile
        if p is None:
            return None
        return PersonalFit.model_construct(
            personalised_for=PersonalisedFor.model_construct(skin_type=p.skin_type, concerns=list(p.concerns)),
            skin_type_fit=_fit(self.analysis.skin_type_fit) if self.analysis.skin_type_fit else None,
            concern_fits=[_fit(f) for f in self.analysis.concern_fits],
        )

    def ingredients(self) -> list[AnalysedIngredient]:
        return _ingredient_rows(self.analysis, self.resolved, self.possible_names)


def member_profile(skin_type: str | None, concerns: Sequence[str] | None) -> SkinProfile | None:
    if not skin_type and not concerns:
        return None
    return SkinProfile(skin_type=skin_type or None, concerns=tuple(concerns or ()))


def analyse_text(resolver: InciResolver, analyzer: Analyzer, text: str,
                 profile: SkinProfile | None = None) -> ListAnalysis:
    """Parse, resolve and analyse a pasted ingredient list."""
    resolved = resolver.resolve_list(parse_inci(text))
    return ListAnalysis(resolved, analyzer.analyse(resolved, profile), profile, resolver.possible_names)


@dataclass(frozen=True)
class StoredEntry:
    """One stored `product_ingredients` row with its INCI name (None when not recognised)."""

    raw_name: str
    inci: str | None
    position: int | None
    part_index: int
    part_label: str | None
    may_contain: bool
    nano: bool
    percent: float | None
    confidence: float


def resolved_from_stored(entries: Iterable[StoredEntry], resolver: InciResolver | None = None) -> ResolvedList:
    """Rebuild a ResolvedList from stored rows: the stored resolution is what the product page shows.

    A stored row links a name the `inci` table holds; a reading that is no table row (a plant named without its part,
    `X (PART NOT STATED)`, method `species`) is read again by `resolver`, as /analyze reads the name, so a product
    page and /analyze agree on it."""
    parts: dict[int, tuple[str | None, list[tuple[ParsedIngredient, Resolution]]]] = {}
    for e in entries:
        parsed = ParsedIngredient(raw=e.raw_name, name=e.raw_name, position=e.position, may_contain=e.may_contain,
                                  nano=e.nano, percent=e.percent)
        res = Resolution(e.inci, e.confidence or (1.0 if e.inci else 0.0), "exact" if e.inci else None)
        if e.inci is None and resolver is not None:
            reading = resolver.resolve(e.raw_name)
            if reading.method == "species":
                res = reading
        parts.setdefault(e.part_index, (e.part_label, []))[1].append((parsed, res))
    parsed_parts, resolved_parts = [], []
    for _, (label, pairs) in sorted(parts.items()):
        parsed_parts.append(ParsedPart(label=label, ingredients=tuple(p for p, _ in pairs)))
        resolved_parts.append(ResolvedPart(label=label, items=tuple(ResolvedIngredient(p, r, label) for p, r in pairs)))
    return ResolvedList(parsed=ParsedList(parts=tuple(parsed_parts)), parts=tuple(resolved_parts))


def analyse_stored(analyzer: Analyzer, entries: Iterable[StoredEntry], profile: SkinProfile | None = None,
                   resolver: InciResolver | None = None) -> ListAnalysis:
    """`resolver` (optional) reads the stored names no `inci` row holds (`resolved_from_stored`) and lists what each
    unrecognised or part-not-stated name may stand for."""
    resolved = resolved_from_stored(entries, resolver)
    return ListAnalysis(resolved, analyzer.analyse(resolved, profile), profile,
                        resolver.possible_names if resolver else None)


def ingredient_facts(analyzer: Analyzer, inci_name: str) -> tuple[IngredientFacts, list[FlagOut]]:
    """Facts and flags of one canonical INCI name, as the analyser sees it at position 1 of a list."""
    item = StoredEntry(raw_name=inci_name, inci=inci_name, position=1, part_index=0, part_label=None,
                       may_contain=False, nano=False, percent=None, confidence=1.0)
    result = analyse_stored(analyzer, [item])
    a = result.analysis.ingredients[0]
    flags = [_flag(f) for f in result.analysis.flags]
    return IngredientFacts.model_construct(**_facts_fields(a)), flags


# --- for data-team tools without a catalogue -------------------------------------------------------


@lru_cache(maxsize=2)
def cosing_engine(shared_data_dir: str) -> tuple[InciResolver, Analyzer]:
    """Resolver and analyser fitted on the shared CosIng inventory and CosDNA ratings, for data-team tools
    that run without a catalogue in the database."""
    root = Path(shared_data_dir)
    cosing, cosdna = root / "cosing" / "cosing_inventory.csv", root / "cosdna_ratings" / "ingredients.jsonl"
    resolver = fit_default_resolver(cosing, cosdna if cosdna.exists() else None)
    analyzer = fit_default_analyzer(cosing, cosdna if cosdna.exists() else None, resolver=resolver)
    return resolver, analyzer


def hero_out(hero: HeroActive) -> HeroActiveOut:
    """A hero active (`ingredient_engine.hero`) as the API shows it."""
    return HeroActiveOut(active_class=hero.active_class, form=hero.form, label=hero.label, percent=hero.percent,
                         basis=hero.basis, inci=list(hero.inci), text=hero.text())  # type: ignore[arg-type]
