"""Which catalogue products a pasted or photographed list is: the similarity model's exact Jaccard top-k.

A list whose labelled names are exactly a product's (Jaccard 1.0: the same set, no name unknown to the catalogue)
IS that product ("identical ingredients"); several products can share one list (sizes, retailers, kits), and all
of them are named. Otherwise the nearest three are "near matches" with their similarity. Nothing new is indexed:
the query runs on the jaccard index the similar-products and dupes pages use (`api/similarity/model.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from api.similarity.model import MetricIndex
from ingredient_engine.similarity import Neighbor
from ingredient_engine.types import Ingredient

IDENTICAL = 1.0 - 1e-9
# Products sharing one list are common (a mini and a full size, two retailers): up to this many are named as it.
MAX_IDENTICAL = 8
NEAR = 3


@dataclass(frozen=True, slots=True)
class Identification:
    matches: tuple[Neighbor, ...]  # identical ones first (score 1.0), then near ones; best first
    identical: bool  # the first match has exactly the list's ingredients

    @property
    def identical_matches(self) -> tuple[Neighbor, ...]:
        return tuple(m for m in self.matches if m.score >= IDENTICAL)


def identify(metric: MetricIndex, document: Sequence[Ingredient], k: int = NEAR) -> Identification:
    """The products whose ingredient set equals the list's (all of them, up to MAX_IDENTICAL) or else the `k`
    nearest. `document`: the list as the similarity model sees a product (`document_of`)."""
    if metric.index is None or not any(not i.may_contain for i in document):
        return Identification((), False)
    query = metric.vectorizer.vectorize([document])
    found = metric.index.kneighbors(query, MAX_IDENTICAL + k)
    same = [n for n in found if n.score >= IDENTICAL]
    if same:
        return Identification(tuple(same[:MAX_IDENTICAL]), True)
    return Identification(tuple(found[:k]), False)
