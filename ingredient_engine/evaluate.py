"""Evaluation metrics for tuning similarity and parsing. Pure functions over plain data.

Ranking metrics take ranked ids per query and the set of relevant ids per query (labelled pairs).
The label-free check needs no labels: products with the same ingredient set must rank each other
first. Parse metrics compare predicted names with a gold list, by set and by exact position.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from ingredient_engine.types import Ingredient


def precision_at_k(ranked: Sequence[Hashable], relevant: Collection[Hashable], k: int) -> float:
    """Relevant share of the first k results (a short list still divides by k)."""
    if k <= 0:
        raise ValueError("k must be positive")
    return sum(1 for r in ranked[:k] if r in relevant) / k


def recall_at_k(ranked: Sequence[Hashable], relevant: Collection[Hashable], k: int) -> float:
    """Share of the relevant ids found in the first k results (1.0 when nothing is relevant)."""
    if k <= 0:
        raise ValueError("k must be positive")
    if not relevant:
        return 1.0
    return len(set(ranked[:k]) & set(relevant)) / len(relevant)


def reciprocal_rank(ranked: Sequence[Hashable], relevant: Collection[Hashable]) -> float:
    """1 / rank of the first relevant result, 0.0 when none is."""
    for i, r in enumerate(ranked, start=1):
        if r in relevant:
            return 1.0 / i
    return 0.0


def pairs_to_relevant(pairs: Iterable[tuple[Hashable, Hashable]], symmetric: bool = True) -> dict[Hashable, set]:
    """Labelled pairs (a, b) "b is a good match for a" -> {a: {b, ...}} (and b -> a if symmetric)."""
    out: dict[Hashable, set] = defaultdict(set)
    for a, b in pairs:
        out[a].add(b)
        if symmetric:
            out[b].add(a)
    return dict(out)


@dataclass(frozen=True)
class RankingReport:
    n_queries: int
    k: int
    precision_at_k: float
    recall_at_k: float
    mrr: float

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def evaluate_rankings(rankings: Mapping[Hashable, Sequence[Hashable]], relevant: Mapping[Hashable, Collection],
                      k: int = 10) -> RankingReport:
    """Mean precision@k, recall@k and MRR over the labelled queries (a query absent from
    `rankings` counts as an empty ranking; queries without relevant ids are skipped)."""
    queries = [q for q, rel in relevant.items() if rel]
    if not queries:
        return RankingReport(0, k, 0.0, 0.0, 0.0)
    p = r = m = 0.0
    for q in queries:
        ranked = list(rankings.get(q, ()))
        p += precision_at_k(ranked, relevant[q], k)
        r += recall_at_k(ranked, relevant[q], k)
        m += reciprocal_rank(ranked, relevant[q])
    n = len(queries)
    return RankingReport(n, k, p / n, r / n, m / n)


# -- label-free check ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class IdenticalListsReport:
    n_groups: int  # ingredient sets shared by 2+ products
    n_products: int  # products in those groups
    n_first: int  # products whose first neighbours are exactly their twins
    share_first: float
    failures: tuple[int, ...]  # rows that did not (first 20)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["failures"] = list(self.failures)
        return d


def identical_lists_check(documents: Sequence[Sequence[str | Ingredient]],
                          neighbours: Callable[[int, int], Sequence[int]]) -> IdenticalListsReport:
    """Products with the same (non-empty) ingredient set score 1.0 with each other, so each must get
    its g - 1 twins as its first g - 1 neighbours. `neighbours(row, k)` returns ranked rows."""
    groups: dict[frozenset, list[int]] = defaultdict(list)
    for row, doc in enumerate(documents):
        names = frozenset(i.inci if isinstance(i, Ingredient) else i for i in doc)
        if names:
            groups[names].append(row)
    twins = [g for g in groups.values() if len(g) > 1]
    ok, failures = 0, list[int]()
    for group in twins:
        for row in group:
            expected = set(group) - {row}
            if set(neighbours(row, len(expected))) == expected:
                ok += 1
            elif len(failures) < 20:
                failures.append(row)
    n = sum(len(g) for g in twins)
    return IdenticalListsReport(len(twins), n, ok, ok / n if n else 1.0, tuple(failures))


# -- parsing -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ParseScores:
    precision: float  # set-based: distinct names
    recall: float
    f1: float
    position_precision: float  # the name at position i equals the gold name at position i
    position_recall: float
    position_f1: float
    n_predicted: int
    n_gold: int

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _prf(tp: int, n_pred: int, n_gold: int) -> tuple[float, float, float]:
    # empty prediction of an empty gold list is perfect; otherwise an empty side scores 0
    p = tp / n_pred if n_pred else float(n_gold == 0)
    r = tp / n_gold if n_gold else float(n_pred == 0)
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def _counts(predicted: Sequence[str], gold: Sequence[str]) -> tuple[int, int, int, int, int]:
    ps, gs = set(predicted), set(gold)
    tp_pos = sum(1 for a, b in zip(predicted, gold, strict=False) if a == b)
    return len(ps & gs), len(ps), len(gs), tp_pos, len(predicted)


def parse_scores(predicted: Sequence[str], gold: Sequence[str]) -> ParseScores:
    """Scores of one parsed list against its gold list."""
    return parse_scores_corpus([(predicted, gold)])


def parse_scores_corpus(pairs: Iterable[tuple[Sequence[str], Sequence[str]]]) -> ParseScores:
    """Micro-averaged scores over (predicted, gold) lists: every ingredient weighs the same."""
    tp = n_pred = n_gold = tp_pos = n_pred_pos = n_gold_pos = 0
    for predicted, gold in pairs:
        a, b, c, d, e = _counts(list(predicted), list(gold))
        tp, n_pred, n_gold, tp_pos, n_pred_pos = tp + a, n_pred + b, n_gold + c, tp_pos + d, n_pred_pos + e
        n_gold_pos += len(gold)
    p, r, f = _prf(tp, n_pred, n_gold)
    pp, pr, pf = _prf(tp_pos, n_pred_pos, n_gold_pos)
    return ParseScores(p, r, f, pp, pr, pf, n_pred_pos, n_gold_pos)
