"""The order of the similar-products list beyond the similarity score.

Two rules, both stated in `METHOD` (shown with every list):

1. The same product listed by another retailer comes first, labelled "Same product at <retailer>". Same product
   means: the same brand and the same name once normalised (case, punctuation, sizes and the brand's own name
   dropped), from another source. Two listings of one product often print different lists (a retailer's cleaned
   copy, a reformulation, a shade's colourants), so the score alone puts a mini size or a gift set with an
   identical list above it. Among those listings, other retailers come before the viewed retailer's own other
   listing (Sephora's 2018 and 2023 files are one retailer): on a Sephora page, the point is where else it is sold.
2. Exact score ties are broken by meaning, never by chance or storage order: the query's own brand first, then
   the closer product name (rapidfuzz ratio of the normalised names), then the product id.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from rapidfuzz import fuzz

from ingredient_engine.similarity import Neighbor, SimilarityIndex

if TYPE_CHECKING:
    from api.similarity.model import SimilarityModel

# Display names of the catalogue's sources; both Sephora files are one retailer, years apart.
RETAILERS = {
    "sephora": "Sephora",
    "cosmetics_sephora_2018": "Sephora (2018 listing)",
    "lookfantastic": "LookFantastic",
    "oliveyoung": "Olive Young",
    "member": "a member's listing",
}
METHOD = (
    "Ordered by ingredient similarity (the score). The same product at another retailer (same brand, same name "
    "once sizes and punctuation are dropped) is listed first and labelled, whatever its score: retailers often "
    "print different lists for one product; other retailers come before another listing at the viewed product's "
    "own retailer. Products with exactly the same score are ordered by brand (the "
    "viewed product's own brand first), then by how close their name is to the viewed product's, then by id."
)
TIE_POOL_LIMIT = 400  # the most neighbours fetched to see every product tied with the last one shown

_SIZE = re.compile(r"\b\d+(?:[.,]\d+)?\s*(?:ml|l|g|kg|oz|fl\.?\s*oz|mg|pcs?|pieces?|count|ct)\b", re.I)
_PUNCT = re.compile(r"[^a-z0-9]+")


def normalised_name(name: str, brand: str) -> str:
    """Lower case, sizes and punctuation dropped, the brand's own name dropped from the front."""
    text = _SIZE.sub(" ", name.lower())
    text = _PUNCT.sub(" ", text)
    brand_words = _PUNCT.sub(" ", brand.lower()).split()
    words = text.split()
    if brand_words and words[:len(brand_words)] == brand_words:
        words = words[len(brand_words):]
    return " ".join(words)


# Sources that are one retailer's files (years apart): the same retailer for the ordering.
_RETAILER_OF_SOURCE = {"cosmetics_sephora_2018": "sephora"}


def retailer(source: str) -> str:
    return RETAILERS.get(source, source)


def same_retailer(a: str, b: str) -> bool:
    """Are sources `a` and `b` files of one retailer?"""
    return _RETAILER_OF_SOURCE.get(a, a) == _RETAILER_OF_SOURCE.get(b, b)


@dataclass(frozen=True, slots=True)
class Listing:
    """What the ordering needs to know of one product."""

    id: int
    brand_id: int
    name: str  # normalised_name()
    source: str


class SameProducts:
    """Active products by (brand, normalised name) for one similarity model, so that the same-product rule answers
    from memory: one query per model build rather than one per request."""

    def __init__(self, rows: Iterable[tuple[int, int, str, str, str]]):  # id, brand id, name, source, brand name
        self._by_key: dict[tuple[int, str], list[tuple[int, str]]] = {}
        for pid, brand_id, name, source, brand in rows:
            key = (brand_id, normalised_name(name, brand))
            if key[1]:
                self._by_key.setdefault(key, []).append((pid, source))

    def of(self, query: Listing) -> list[int]:
        """Ids of the query's listings at other sources."""
        return [pid for pid, source in self._by_key.get((query.brand_id, query.name), ())
                if pid != query.id and source != query.source]


def same_products_for(model: SimilarityModel,
                      load: Callable[[], Iterable[tuple[int, int, str, str, str]]]) -> SameProducts:
    """The `SameProducts` of the model being served, built from `load()` on its first use and kept with the
    model (a reloaded model gets its own)."""
    return model.remembered("same_products", lambda: SameProducts(load()))


def same_product(query: Listing, other: Listing) -> bool:
    return (other.id != query.id and other.brand_id == query.brand_id and other.source != query.source
            and bool(query.name) and other.name == query.name)


def tie_key(query: Listing, other: Listing, score: float) -> tuple[float, bool, float, int]:
    """Sort key: score first; among exact ties own brand, then the closer name, then id."""
    return (-score, other.brand_id != query.brand_id, -fuzz.ratio(query.name, other.name), other.id)


def with_complete_ties(fetch: Callable[[int], list[Neighbor]], k: int, pool: int) -> list[Neighbor]:
    """`fetch(pool)` grown until no product tied with the k-th is cut off (the index breaks ties by row, so a
    cut through a tie would decide by storage order which of them can be shown)."""
    found = fetch(pool)
    while len(found) == pool and found and pool < TIE_POOL_LIMIT \
            and found[-1].score == found[min(k, len(found)) - 1].score:
        pool = min(pool * 2, TIE_POOL_LIMIT)
        found = fetch(pool)
    return found


def pair_score(index: SimilarityIndex, row_a: int, row_b: int) -> tuple[float, int]:
    """(score, shared names) of two indexed rows under the index's metric, in the kernel's arithmetic."""
    indptr, indices, data = index.csr_
    ra, rb = index.rank_[row_a], index.rank_[row_b]
    cols_a, cols_b = indices[indptr[ra]:indptr[ra + 1]], indices[indptr[rb]:indptr[rb + 1]]
    shared, ia, ib = np.intersect1d(cols_a, cols_b, assume_unique=True, return_indices=True)
    wa = data[indptr[ra]:indptr[ra + 1]][ia].astype(np.float64)
    wb = data[indptr[rb]:indptr[rb + 1]][ib].astype(np.float64)
    if index.metric == "jaccard":
        wa, wb = np.ones_like(wa), np.ones_like(wb)
    s = float(np.cumsum(np.minimum(wa, wb))[-1]) if len(shared) else 0.0
    union = float(index.norm_[ra]) + float(index.norm_[rb]) - s
    return (s / union if union > 0 else 0.0), len(shared)


def ordered(query: Listing, neighbours: Sequence[Neighbor], listings: dict[int, Listing],
            same_product_first: bool = True) -> list[tuple[Neighbor, bool]]:
    """Neighbours (with a listing each) in display order, each with whether it is the same product."""
    def key(n: Neighbor) -> tuple[bool, bool, float, bool, float, int]:
        other = listings[n.id]
        first = same_product_first and same_product(query, other)
        return (not first, first and same_retailer(query.source, other.source), *tie_key(query, other, n.score))

    kept = sorted((n for n in neighbours if n.id in listings and n.id != query.id), key=key)
    return [(n, same_product_first and same_product(query, listings[n.id])) for n in kept]
