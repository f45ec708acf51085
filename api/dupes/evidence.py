"""The engine's evidence for any (original, dupe) pair: ingredient overlap, key actives kept, missing and
added, the price difference, and whether the formulas are too different to be a dupe by the finder's own
rules (`DupeFinder.score_pair`). Used by suggestion cards and by the find-dupe page's merge."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy.orm import Session

from api.catalog.facts import CardProduct
from api.catalog.values import category_price_medians, incomparable_price
from api.dupes.schemas import ComparedBy, DupeEvidence
from api.products import repository as products
from api.similarity import repository as similarity_repository
from api.similarity.model import document_of, pair_scorer
from ingredient_engine.dupes import PairScore
from ingredient_engine.types import Ingredient


@dataclass(frozen=True)
class Documents:
    """What the evidence of pairs among some products reads: each product's stored list, and which of them have a
    price that must stay out of cheaper-than comparisons (`api.catalog.values.incomparable_price`, the rule the
    similarity model applies to computed dupes)."""

    lists: dict[int, tuple[Ingredient, ...]]
    incomparable: dict[int, str]


@dataclass(frozen=True)
class Prices:
    compared_by: ComparedBy
    original: float | None  # in the compared unit
    saving: float | None
    saving_percent: float | None


def documents(session: Session, product_ids: Sequence[int]) -> Documents:
    """Each product's stored list as the similarity model reads it (one query for the batch), and the price
    verdicts (two more queries, only when there is a pair to judge)."""
    ids = list(dict.fromkeys(product_ids))
    entries = products.stored_entries(session, ids)
    lists = {pid: document_of((e.raw_name, e.inci, e.position, e.may_contain) for e, *_ in rows)
             for pid, rows in entries.items()}
    return Documents(lists, incomparable(session, ids) if len(ids) > 1 else {})


def incomparable(session: Session, product_ids: Sequence[int]) -> dict[int, str]:
    """{product id: reason} for those of `product_ids` whose price is not comparable, judged against the medians
    of their categories in the active catalogue, as the similarity model judges every product."""
    rows = similarity_repository.price_rows(session, product_ids)
    medians = category_price_medians(similarity_repository.active_category_prices(session, {r[1] for r in rows}))
    return {pid: note for pid, category, name, price in rows
            if (note := incomparable_price(name, category, price, medians)) is not None}


def prices(original: CardProduct, dupe: CardProduct, docs: Documents) -> Prices:
    """Per ml or g when both sizes are known, else by price (USD); "none" without two comparable prices."""
    if original.id not in docs.incomparable and dupe.id not in docs.incomparable:
        for unit, a, b in (("price_per_unit", original.price_per_unit_usd, dupe.price_per_unit_usd),
                           ("price", original.price_usd, dupe.price_usd)):
            if a is not None and b is not None and a > 0:
                saving = a - b
                return Prices(unit, round(a, 6), round(saving, 6), round(saving / a * 100.0, 2))  # type: ignore[arg-type]
    return Prices("none", None, None, None)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _price_words(p: Prices) -> str:
    if p.saving_percent is None:
        return "no two comparable prices"
    unit = "per ml/g" if p.compared_by == "price_per_unit" else "by price"
    if p.saving_percent > 0:
        return f"{p.saving_percent:.0f}% cheaper {unit}"
    if p.saving_percent < 0:
        return f"{-p.saving_percent:.0f}% dearer {unit}"
    return f"the same price {unit}"


def _note(pair: PairScore | None, p: Prices, original: CardProduct, dupe: CardProduct, lacking: list[str]) -> str:
    if pair is None:
        which = "either product" if len(lacking) == 2 else lacking[0]
        return f"We have no ingredient list for {which}, so the formulas cannot be compared; {_price_words(p)}."
    finder = pair_scorer()
    if pair.failed_gates:
        reasons = []
        if "min_shared" in pair.failed_gates:
            reasons.append(f"only {_plural(pair.shared_count, 'shared ingredient')} (a dupe by formula shares "
                           f"at least {finder.min_shared})")
        if "min_score" in pair.failed_gates:
            reasons.append(f"an evidence score of {pair.score:.2f}, below the {finder.min_score:.2f} a computed "
                           f"dupe needs")
        if "key_active" in pair.failed_gates:
            reasons.append("keeps none of the original's key actives (" + ", ".join(pair.missing_actives) + ")")
        return f"Allowed, but the formulas differ a lot: {'; '.join(reasons)}; {_price_words(p)}."
    parts = [f"Similar formulas: {_plural(pair.shared_count, 'shared ingredient')} (Jaccard {pair.jaccard:.2f})"]
    if pair.shared_actives:
        parts.append("keeps " + ", ".join(pair.shared_actives))
    if pair.missing_actives:
        parts.append("lacks " + ", ".join(pair.missing_actives))
    if pair.extra_actives:
        parts.append("adds " + ", ".join(pair.extra_actives))
    parts.append(_price_words(p))
    return "; ".join(parts) + "."


def evidence(original: CardProduct, dupe: CardProduct, docs: Documents) -> tuple[PairScore | None, Prices, DupeEvidence]:
    """The pair's evidence; the PairScore is None when a product has no ingredient list."""
    a, b = docs.lists.get(original.id, ()), docs.lists.get(dupe.id, ())
    p = prices(original, dupe, docs)
    lacking = [prod.name for prod, doc in ((original, a), (dupe, b)) if not doc]
    pair = None if lacking else pair_scorer().score_pair(a, b)
    note = _note(pair, p, original, dupe, lacking)
    return pair, p, DupeEvidence(
        score=round(pair.score, 6) if pair else 0.0, jaccard=round(pair.jaccard, 6) if pair else 0.0,
        shared_count=pair.shared_count if pair else 0,
        shared_key_ingredients=list(pair.shared_actives) if pair else [],
        missing_key_ingredients=list(pair.missing_actives) if pair else [],
        extra_key_ingredients=list(pair.extra_actives) if pair else [],
        compared_by=p.compared_by, saving=p.saving, saving_percent=p.saving_percent,
        very_different=bool(pair and pair.failed_gates), note=note)
