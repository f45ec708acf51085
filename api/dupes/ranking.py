"""The find-dupe list (`GET /product/dupes`): computed dupes in one of two modes, then members' suggestions.

- **same_job** (the default, issue 27 §2): another brand's cheaper product that keeps the original's hero actives,
  is the same kind of product, then shares the base, then saves more (`ingredient_engine.dupes.SameJobRanker`).
- **closest_formula**: the ingredient-overlap blend of `DupeFinder` (identical lists first), the list as it was
  before issue 27.

Members' suggestions the viewer may see are merged in: a computed dupe members also name says so (`both`, with the
count and likes of those suggestions); products only members name follow the computed dupes, most voted first.
Votes never reorder the computed list (issue 21 §7): it is ordered by its score, which is what the page shows.
Every item names the rules the original keeps that it breaks ("has fragrance (the original is fragrance-free)").
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sqlalchemy.orm import Session

from api.analysis.service import hero_out
from api.catalog import queries
from api.catalog.cards import card
from api.catalog.facts import CardProduct
from api.dupes import evidence, features, repository
from api.dupes.schemas import DupeMode, DupeOut, DupeScoreParts, DupesOut, HeroKeptOut, JobScoreParts
from api.errors import NotFound
from api.models import User
from api.product_groups import repository as groups
from api.runtimes import Runtimes
from api.similarity.model import pair_scorer
from ingredient_engine.dupes import (
    JOB_WEIGHTS,
    DupeFinder,
    HeroKept,
    JobDupe,
    SameJobRanker,
    rule_differences,
)
from ingredient_engine.hero import HeroActive, hero_rules, kind_rules

OVERFETCH = 10  # computed dupes fetched beyond k: a product may have left the catalogue since the build
DIFFERENCE_WORDS = {"fragrance": "has fragrance (the original is fragrance-free)",
                    "drying_alcohol": "has drying alcohol (the original has none)"}


def find_dupes(session: Session, runtimes: Runtimes, product_id: int, viewer: User | None, *, k: int,
               mode: DupeMode = "same_job") -> DupesOut:
    model = runtimes.similarity.model(session)
    finder = model.dupe_finder
    row = model.row_of(product_id)
    heroes: tuple[HeroActive, ...] = ()
    kind = None
    ranker = features.same_job_ranker(session, model) if row is not None else None
    found: list[Any] = []
    if ranker is not None and row is not None:
        kind = ranker.kind_of_row(row)
        if mode == "same_job":
            heroes, found = ranker.find_row(row, k + OVERFETCH)
        else:
            heroes = ranker.heroes_of_row(row)
            found = model.dupes(product_id, k + OVERFETCH)
    # ONE card query: the dupes' cards and the product's own (visible to this viewer, or 404)
    viewer_id = viewer.id if viewer else None
    cards = queries.card_rows(session, [product_id, *(d.id for d in found)], viewer_id)
    if product_id not in cards:
        raise NotFound("That product")
    found = _one_per_product(session, product_id, found, cards)
    items: list[DupeOut] = []
    for d in found:
        if d.id not in cards:
            continue  # left the catalogue since the index was built
        if isinstance(d, JobDupe):
            differences = [DIFFERENCE_WORDS[key] for key in d.differences]
            items.append(_job_item(d, cards[d.id], finder, row, differences, viewer_id))
        else:
            assert ranker is not None and row is not None
            differences = [DIFFERENCE_WORDS[key] for key in ranker.differences(row, d.row)]
            item = _formula_item(d, cards[d.id], finder, differences, viewer_id)
            _describe_job(item, ranker, heroes, d.row)
            items.append(item)
        if len(items) == k:
            break
    def describe(item: DupeOut) -> None:  # a product only members name, in the model: its kind, heroes kept
        other = model.row_of(item.product.product_id)
        if ranker is not None and other is not None:
            _describe_job(item, ranker, heroes, other)

    _merge_suggestions(session, cards[product_id][0], items, viewer, k, describe)
    labels = kind_rules().labels
    return DupesOut(product_id=product_id, k=k, mode=mode, hero_actives=[hero_out(h) for h in heroes], kind=kind,
                    kind_label=labels.get(kind) if kind else None,
                    min_shared=finder.min_shared if finder else 3, min_score=finder.min_score if finder else 0.15,
                    items=items, catalog_version=model.catalog_version,
                    method=(_job_method() if mode == "same_job" else _formula_method(finder)) + " " + MERGE_METHOD)


def _one_per_product(session: Session, product_id: int, found: list[Any], cards: Mapping[int, queries.CardRow]
                     ) -> list[Any]:
    """Never a listing of the product itself, and one listing per product: the best-ranked listing of each group
    (the same dupe at three retailers is one dupe; "Where to buy" on its page lists the others). The group ids come
    with the cards."""
    if not found:
        return found
    group_of = groups.group_ids(session, [product_id, *(d.id for d in found)], cards)
    seen = {group_of[product_id]} if group_of.get(product_id) is not None else set()
    kept = []
    for d in found:
        group = group_of.get(d.id)
        if d.id == product_id or (group is not None and group in seen):
            continue
        if group is not None:
            seen.add(group)
        kept.append(d)
    return kept


def _money(value: float | None) -> float | None:
    return None if value is None or math.isnan(value) else round(float(value), 6)


def _prices(d: Any) -> dict[str, Any]:
    return {"compared_by": d.compared_by, "original_price": _money(d.original_price),
            "original_price_per_unit": _money(d.original_price_per_unit), "saving": _money(d.saving),
            "saving_percent": None if math.isnan(d.saving_pct) else round(d.saving_pct, 2)}


def _saving_words(d: Any) -> str | None:
    if math.isnan(d.saving_pct):
        return None
    return f"{d.saving_pct:.0f}% cheaper {'per ml/g' if d.compared_by == 'price_per_unit' else 'by price'}"


def _formula_item(d: Any, row: queries.CardRow, finder: DupeFinder | None, differences: list[str],
                  viewer_id: int | None) -> DupeOut:
    """A closest-formula dupe (the finder's blend), explained as before issue 27, with its differences."""
    parts = [f"{d.shared_count} shared ingredients (Jaccard {d.jaccard:.2f})",
             f"{d.actives_overlap:.0%} of the key actives", f"order agreement {d.order_agreement:.2f}"]
    if d.shared_actives:
        parts.append("keeps " + ", ".join(d.shared_actives))
    if d.missing_actives:
        parts.append("lacks " + ", ".join(d.missing_actives))
    if (saving := _saving_words(d)) is not None:
        parts.append(saving)
    return DupeOut(
        product=card(*row, viewer_id), score=round(d.score, 6),
        score_parts=DupeScoreParts(jaccard=round(d.jaccard, 6), actives_overlap=round(d.actives_overlap, 6),
                                   order_agreement=round(d.order_agreement, 6),
                                   weights=list(finder.weights) if finder else []),
        shared_count=d.shared_count, shared_key_ingredients=list(d.shared_actives),
        missing_key_ingredients=list(d.missing_actives), extra_key_ingredients=list(d.extra_actives),
        differences=differences, explanation="; ".join(parts + differences), **_prices(d))


def _job_item(d: JobDupe, row: queries.CardRow, finder: DupeFinder | None, original_row: int | None,
              differences: list[str], viewer_id: int | None) -> DupeOut:
    """A same-job dupe: the job parts, each hero kept or lacked, and the formula evidence beside them."""
    labels = kind_rules().labels
    kept = [_kept_out(k) for k in d.heroes]
    parts = [k.text for k in kept if k.kept]
    if d.kind is not None:
        parts.append(_kind_words(d, labels))
    parts.append(f"{d.shared_count} shared ingredient{'s' if d.shared_count != 1 else ''} "
                 f"(Jaccard {d.jaccard:.2f})")
    if (saving := _saving_words(d)) is not None:
        parts.append(saving)
    parts += [k.text for k in kept if not k.kept] + differences
    assert finder is not None and original_row is not None
    pair = finder.score_rows(original_row, d.row, d.jaccard, d.shared_count)
    return DupeOut(
        product=card(*row, viewer_id), score=round(d.score, 6),
        score_parts=DupeScoreParts(jaccard=round(d.jaccard, 6), actives_overlap=round(pair.actives_overlap, 6),
                                   order_agreement=round(pair.order_agreement, 6), weights=list(finder.weights)),
        job_parts=JobScoreParts(hero=round(d.hero_score, 6), kind=round(d.kind_score, 6),
                                base=round(math.sqrt(d.jaccard), 6), saving=round(d.saving_score, 6),
                                weights=list(JOB_WEIGHTS)),
        shared_count=d.shared_count, shared_key_ingredients=list(pair.shared_actives),
        missing_key_ingredients=list(pair.missing_actives), extra_key_ingredients=list(pair.extra_actives),
        heroes=kept, kind=d.kind, kind_label=labels.get(d.kind) if d.kind else None, differences=differences,
        explanation="; ".join(parts), **_prices(d))


def _kind_words(d: JobDupe, labels: dict[str, str]) -> str:
    label = labels.get(d.kind or "", d.kind or "")
    if d.kind_score >= 1.0:
        return f"a {label} like the original"
    return f"a {label}, which does the same job as the original's kind of product"


def _kept_out(k: HeroKept) -> HeroKeptOut:
    hero = k.hero
    if k.match <= 0:
        return HeroKeptOut(active_class=hero.active_class, hero=hero.text(), kept=False, match=0.0, form=None,
                           percent=None, text=f"lacks {hero.label}")
    rules_label = hero.label
    if k.form is not None and k.form != hero.form:
        theirs = hero_rules().label(hero.active_class, k.form)
        text = f"keeps {hero.active_class.replace('_', ' ')} as {theirs} (the original: {rules_label})"
    else:
        text = f"keeps {rules_label}"
    if k.percent is not None:
        text += f" {k.percent:g} %"
        if hero.percent is not None and abs(k.percent - hero.percent) > 1e-9:
            text += f" (the original: {hero.percent:g} %)"
    elif hero.percent is not None:
        text += f" (strength not stated; the original: {hero.percent:g} %)"
    if not k.above_line:
        text += ", only below its 1 % line"
    return HeroKeptOut(active_class=hero.active_class, hero=hero.text(), kept=True, match=round(k.match, 6),
                       form=k.form, percent=k.percent, text=text)


def _job_method() -> str:
    wh, wk, wb, ws = (round(100 * w) for w in JOB_WEIGHTS)
    return ("Same job, cheaper: a dupe is another brand's product, cheaper (per ml or g when both sizes are known), of "
            "the same kind as the original (or a kind that does the same job, half credit) and keeps at least one of "
            "the hero actives the original is made for (read from its name, a concentration printed on its label, "
            f"or its key actives before the 1 % line). Ranked {wh}% hero actives kept (the same class counts; the "
            f"same form and a comparable concentration count more), {wk}% the kind of product, {wb}% the shared "
            f"base (ingredient overlap) and {ws}% the saving. A dupe that breaks a rule the original keeps "
            "(fragrance in a fragrance-free original) is listed with the difference said.")


def _formula_method(finder: DupeFinder | None) -> str:
    """How closest-formula dupes are chosen, in words a member can check against each item's explanation."""
    if finder is None:
        return "No computed dupes yet: the catalogue has no indexed products."
    wj, wa, wo = (round(100 * w / sum(finder.weights)) for w in finder.weights)
    gate = (" and keeps at least one of its key actives (retinoids, exfoliating acids, vitamin C, niacinamide, "
            "peptides, ceramides, UV filters …)" if finder.require_key_active else "")
    return (f"Closest formula: a dupe is in the same category, cheaper (per ml or g when both sizes are known), "
            f"shares at least {finder.min_shared} ingredients with the original (or has the identical list){gate}. "
            f"Ranked by {wj}% ingredient overlap, {wa}% of the original's key actives kept and {wo}% agreement of "
            f"the label order; identical lists come first.")


MERGE_METHOD = ("Members' suggestions join the list with the engine's evidence for the pair: a computed dupe members "
                "also suggest says so (with their likes), and products only members name follow the computed dupes, "
                "most suggested and liked first, even when the formulas differ (their explanation says so). Votes "
                "never change the order of the computed dupes: they are ranked by their score alone.")


def _describe_job(item: DupeOut, ranker: SameJobRanker, heroes: Sequence[HeroActive], row: int) -> None:
    """An item not ranked by the job (closest formula, members' suggestions) still says its kind of product and
    which of the original's hero actives it keeps."""
    item.kind = ranker.kind_of_row(row)
    item.kind_label = kind_rules().labels.get(item.kind) if item.kind else None
    item.heroes = [_kept_out(kept) for kept in ranker.kept(heroes, row)]


def _merge_suggestions(session: Session, original: CardProduct, items: list[DupeOut], viewer: User | None,
                       k: int, describe: Callable[[DupeOut], None]) -> None:
    """Mark the computed dupes members also suggest, then add (at most k) products only members name, after them."""
    viewer_id = viewer.id if viewer else None
    by_product: dict[int, list[tuple[int, int]]] = {}
    for pid, suggestion_id, likes in repository.suggestions_of(session, original.id, viewer_id):
        by_product.setdefault(pid, []).append((suggestion_id, likes))
    for item in items:
        item.rank_score = item.score
        found = by_product.get(item.product.product_id, [])
        if found:
            item.source = "both"
            item.suggestion_count, item.suggestion_votes = len(found), sum(n for _, n in found)
            item.suggestion_ids = [i for i, _ in found]
    computed = {item.product.product_id for item in items}
    only_members = sorted((pid for pid in by_product if pid not in computed),
                          key=lambda pid: (-sum(1 + n for _, n in by_product[pid]), pid))[:k]
    cards = queries.card_rows(session, only_members, viewer_id)
    if not cards:
        return
    docs = evidence.documents(session, [original.id, *cards])  # lists read only for products only members name
    original_names = [i.inci for i in docs.lists.get(original.id, ()) if not i.may_contain]
    for pid in only_members:
        if pid not in cards:
            continue
        found = by_product[pid]
        item = _suggested_item(original, cards[pid], docs, original_names, viewer_id)
        item.suggestion_count, item.suggestion_votes = len(found), sum(n for _, n in found)
        item.suggestion_ids = [i for i, _ in found]
        describe(item)
        items.append(item)


def _suggested_item(original: CardProduct, row: queries.CardRow, docs: evidence.Documents,
                    original_names: Sequence[str], viewer_id: int | None) -> DupeOut:
    """A product only members suggest, with the engine's evidence for the pair and its differences."""
    pair, prices, proof = evidence.evidence(original, row[0], docs)
    per_unit = prices.compared_by == "price_per_unit"
    other = [i.inci for i in docs.lists.get(row[0].id, ()) if not i.may_contain]
    differences = [DIFFERENCE_WORDS[key] for key in rule_differences(original_names, other)]
    return DupeOut(
        product=card(*row, viewer_id), score=proof.score, rank_score=proof.score,
        score_parts=DupeScoreParts(jaccard=proof.jaccard,
                                   actives_overlap=round(pair.actives_overlap, 6) if pair else 0.0,
                                   order_agreement=round(pair.order_agreement, 6) if pair else 0.0,
                                   weights=list(pair_scorer().weights)),
        shared_count=proof.shared_count, shared_key_ingredients=proof.shared_key_ingredients,
        missing_key_ingredients=proof.missing_key_ingredients, extra_key_ingredients=proof.extra_key_ingredients,
        differences=differences, compared_by=proof.compared_by, original_price=None if per_unit else prices.original,
        original_price_per_unit=prices.original if per_unit else None, saving=proof.saving,
        saving_percent=proof.saving_percent,
        explanation=proof.note if not differences else f"{proof.note.rstrip('.')}; {'; '.join(differences)}.",
        source="member")
