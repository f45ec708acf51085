"""nDCG@k and success@k over graded judgements (grades 0-3; unjudged results count as 0)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence


def dcg(grades: Sequence[int]) -> float:
    return sum((2 ** g - 1) / math.log2(i + 2) for i, g in enumerate(grades))


def ndcg_at(ranked: Sequence[str], judged: Mapping[str, int], k: int = 10) -> float:
    """Gain 2^grade - 1, log2 discount; the ideal ranking is the judged pool's best k."""
    ideal = dcg(sorted(judged.values(), reverse=True)[:k])
    if ideal == 0:
        return 0.0
    return dcg([judged.get(key, 0) for key in ranked[:k]]) / ideal


def success_at(ranked: Sequence[str], judged: Mapping[str, int], k: int = 3) -> float:
    """1 when a result of the query's best judged grade (3 when any result earns it) is in the top k."""
    best = max(judged.values(), default=0)
    if best == 0:
        return 0.0
    return 1.0 if any(judged.get(key, 0) >= best for key in ranked[:k]) else 0.0


def judged_share(ranked: Sequence[str], judged: Mapping[str, int], k: int = 10) -> float:
    """How many of the top k results were judged at all (a low share means the figures undercount)."""
    top = ranked[:k]
    return sum(1 for key in top if key in judged) / len(top) if top else 1.0
