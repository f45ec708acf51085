"""The order of the similar-products list beyond the similarity score.

Two rules, both stated in `METHOD` (shown with every list):

1. The product's other listings (its group: the same product at another retailer or in another size, issue 23)
   come first, labelled "Same product at <retailer>", whatever their score: two listings of one product often print
   different lists (a retailer's cleaned copy, a shade's colourants). Other retailers come before the viewed
   retailer's own other listings (Sephora's 2018 and 2023 files are one retailer): the point is where else it is
   sold.
2. Exact score ties are broken by meaning, never by chance or storage order: the query's own brand first, then
   the closer product name (rapidfuzz ratio of the normalised names), then the product id.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import numpy as np
from rapidfuzz import fuzz

from api.catalog.values import same_retailer
from ingredient_engine.similarity import Neighbor, SimilarityIndex

METHOD = (
    "The product's other listings (the same product at another retailer or in another size, grouped by brand, "
    "name and ingredient list) come first and are labelled, whatever their score: retailers often print different "
    "lists for one product; other retailers come before the viewed product's own retailer. Then the products with "
    "the most similar ingredient lists (the score). Products with exactly the same score are ordered by brand (the "
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


@dataclass(frozen=True, slots=True)
class Listing:
    """What the ordering needs to know of one product."""

    id: int
    brand_id: int
    name: str  # normalised_name(), for ties
    source: str


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
            same: Collection[int] = ()) -> list[tuple[Neighbor, bool]]:
    """Neighbours (with a listing each) in display order, each with whether it is one of the product's listings
    (`same`: the ids of its group)."""
    def key(n: Neighbor) -> tuple[bool, bool, float, bool, float, int]:
        other = listings[n.id]
        first = n.id in same
        return (not first, first and same_retailer(query.source, other.source), *tie_key(query, other, n.score))

    kept = sorted((n for n in neighbours if n.id in listings and n.id != query.id), key=key)
    return [(n, n.id in same) for n in kept]
