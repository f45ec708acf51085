"""The similarity model of the live catalogue: one vectorizer + `SimilarityIndex` per metric over the ACTIVE
products (their resolved lists from `product_ingredients`), with per-row category, brand, price and price per
unit, and the engine's `DupeFinder` sharing the jaccard pair."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, TypeVar

import numpy as np
from sqlalchemy.orm import Session

from api.catalog.values import incomparable_prices
from api.similarity import repository
from ingredient_engine import artefact
from ingredient_engine.analyse import is_active
from ingredient_engine.dupes import Dupe, DupeFinder
from ingredient_engine.resolve import normalise_key
from ingredient_engine.similarity import Neighbor, SimilarityIndex
from ingredient_engine.types import Ingredient
from ingredient_engine.vectorize import IngredientVectorizer

T = TypeVar("T")

# jaccard: plain sets of the labelled ingredients ("may contain" colourants are not really in every shade);
# weighted_jaccard: the first ingredients dominate the formula.
DEFAULT_PARAMS: dict[str, dict[str, Any]] = {
    "jaccard": {"weighting": "binary", "may_contain_weight": 0.0},
    "weighted_jaccard": {"weighting": "position", "may_contain_weight": 0.25, "position_decay": 0.05},
}
# GetDupe's published method: at least 3 shared ingredients and a blended score over 15 %.
DUPE_PARAMS: dict[str, Any] = {"min_shared": 3, "min_score": 0.15, "weights": (0.5, 0.3, 0.2), "candidates": 200}


@lru_cache(maxsize=1 << 17)
def key_active(name: str) -> bool:
    """The engine's `is_active`, remembered per name: it resolves the rules directory on disk and runs every
    active-class pattern on each call, which was most of the time of a similar or dupes request (each looks at
    up to 200 candidates of ~30 names). The answer depends only on the name and the shipped rules table."""
    return is_active(name)


def canonical_name(raw_name: str, inci: str | None) -> str:
    """The name similarity compares: the INCI name, or the normalised label text when unrecognised."""
    return inci or normalise_key(raw_name).upper()


def document_of(rows: Iterable[tuple[str, str | None, int | None, bool]]) -> tuple[Ingredient, ...]:
    """(raw, inci, position, may_contain) rows in label order -> one Ingredient per distinct name."""
    out: dict[str, Ingredient] = {}
    for raw, inci, position, may in rows:
        name = canonical_name(raw, inci)
        if name:
            out.setdefault(name, Ingredient(name, position, may))
    return tuple(out.values())


class RowIds(Sequence[int]):
    """A loaded model's product ids in row order: a read-only sequence over the artefact's mapped id array (a list
    of 1M Python ints would cost each worker ~40 MB); compares equal to a list of the same ids."""

    __slots__ = ("_ids",)

    def __init__(self, ids: np.ndarray):
        self._ids = ids

    def __len__(self) -> int:
        return len(self._ids)

    def __getitem__(self, i):  # type: ignore[no-untyped-def]  # int -> int, slice -> list (Sequence's overloads)
        return self._ids[i].tolist()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and len(other) == len(self) and list(self) == list(other)

    __hash__ = None  # type: ignore[assignment]  # equal to lists, so not hashable either

    def __repr__(self) -> str:
        return f"RowIds({len(self)} ids)"


@dataclass
class MetricIndex:
    vectorizer: IngredientVectorizer
    index: SimilarityIndex | None  # None for an empty catalogue
    feature_names: np.ndarray


@dataclass
class SimilarityModel:
    catalog_version: str
    built_at: str
    params: dict[str, dict[str, Any]]
    product_ids: Sequence[int]  # in row order
    metrics: dict[str, MetricIndex]
    dupe_finder: DupeFinder | None  # None for an empty catalogue
    versions: dict[str, str] = field(default_factory=dict)
    build_id: str = ""
    # What requests derive from this build, kept with it (and dropped with it on reload): see `remembered`.
    _derived: dict[str, Any] = field(default_factory=dict, init=False, repr=False, compare=False)
    _deriving: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.product_ids)

    def remembered(self, key: str, build: Callable[[], T]) -> T:
        """`build()` once per model on first use; threads asking meanwhile wait for that one build. (When every
        request thread built its own copy of the first burst's derived table, a worker kept ~50 MB more
        resident for good: the one copy kept is spread over memory pages the other 15 had filled.)"""
        if key not in self._derived:
            with self._deriving:
                if key not in self._derived:
                    self._derived[key] = build()
        value: T = self._derived[key]
        return value

    def row_of(self, product_id: int) -> int | None:
        # every metric's index holds the same ids in the same rows: one binary search, no per-process dict
        index = self.metrics["jaccard"].index if "jaccard" in self.metrics else None
        return None if index is None else index.find_row(product_id)

    def names_of_row(self, metric: str, row: int) -> tuple[str, ...]:
        """The distinct ingredient names of an indexed product as the metric's index holds them."""
        m = self.metrics[metric]
        if m.index is None:
            return ()
        r = m.index.rank_[row]
        indptr, indices, _ = m.index.csr_
        return tuple(m.feature_names[indices[indptr[r]:indptr[r + 1]]].tolist())

    def dupes(self, product_id: int, n: int) -> list[Dupe]:
        """Cheaper same-category look-alikes of an indexed product ([] when it is not indexed yet)."""
        if self.dupe_finder is None or self.row_of(product_id) is None:
            return []
        return self.dupe_finder.find(product_id, n)

    def neighbours(self, metric: str, product_id: int, document: Sequence[Ingredient], k: int, *,
                   category_id: int | None = None, max_price: float | None = None,
                   max_price_per_unit: float | None = None) -> list[Neighbor]:
        """Top-k products nearest to `product_id` (indexed row, or its `document` when not indexed)."""
        m = self.metrics[metric]
        if m.index is None or k <= 0:
            return []
        row = self.row_of(product_id)
        if row is not None:
            return m.index.query_row(row, k, same_category=category_id, max_price=max_price,
                                     max_price_per_unit=max_price_per_unit)
        query = m.vectorizer.vectorize([document])
        return m.index.kneighbors(query, k, same_category=category_id, max_price=max_price,
                                  max_price_per_unit=max_price_per_unit, exclude_ids=[product_id])


def _main_list(document: Sequence[Ingredient]) -> tuple[Ingredient, ...]:
    return tuple(i for i in document if not i.may_contain)


def dupe_finder(vectorizer: IngredientVectorizer, index: SimilarityIndex,
                 order_lists: list[list[str]]) -> DupeFinder:
    """A DupeFinder on the jaccard pair (same vectorizer and index: no second copy of the matrix)."""
    return DupeFinder(actives=key_active, **DUPE_PARAMS).fit_prefitted(vectorizer, index, order_lists)


def dupe_finder_of_arrays(jaccard: MetricIndex, indptr: np.ndarray, indices: np.ndarray) -> DupeFinder:
    """`dupe_finder` from the label order as the artefact stores it: per row, column numbers of the jaccard
    vocabulary (`jaccard.feature_names`) in label order. The arrays are used as given (mapped, shared)."""
    assert jaccard.index is not None
    return DupeFinder(actives=key_active, **DUPE_PARAMS).fit_label_arrays(
        jaccard.vectorizer, jaccard.index, jaccard.feature_names, indptr, indices)


@lru_cache(maxsize=1)
def pair_scorer() -> DupeFinder:
    """An unfitted DupeFinder with the model's dupe rules: `score_pair` needs no fit, so a member's suggestion
    is scored by exactly the rules of the computed dupes (and the same key actives)."""
    return DupeFinder(actives=key_active, **DUPE_PARAMS)


def build_model(session: Session, params: dict[str, dict[str, Any]] | None = None) -> SimilarityModel:
    """Fit the vectorizers, indexes and dupe finder over the active catalogue as it is in `session` now."""
    params = params or DEFAULT_PARAMS
    if "jaccard" not in params:
        raise ValueError("the jaccard metric is required (the dupe finder and explanations use it)")
    version = repository.active_catalog_version(session)
    products = repository.active_products_for_similarity(session)
    rows_by_product: dict[int, list[tuple[str, str | None, int | None, bool]]] = {}
    for pid, raw, inci, position, may in repository.active_ingredient_rows(session):
        rows_by_product.setdefault(pid, []).append((raw, inci, position, may))
    ids = [p[0] for p in products]
    documents = [document_of(rows_by_product.get(pid, ())) for pid in ids]
    # A promotional, sample or outlier price is never "cheaper" (NaN never passes a price comparison).
    incomparable = incomparable_prices((p[0], p[1], p[5], p[3]) for p in products)
    attributes = {
        "category": [p[1] for p in products],
        "brand": [p[2] for p in products],
        "price": [np.nan if p[3] is None or p[0] in incomparable else float(p[3]) for p in products],
        "price_per_unit": [np.nan if p[4] is None or p[0] in incomparable else float(p[4]) for p in products],
    }
    metrics: dict[str, MetricIndex] = {}
    for metric, vec_params in params.items():
        vectorizer = IngredientVectorizer(**vec_params).fit(documents)
        index = SimilarityIndex(metric=metric).fit(vectorizer.vectorize(documents), ids=ids,
                                                   attributes=attributes) if ids else None
        metrics[metric] = MetricIndex(vectorizer, index, vectorizer.get_feature_names_out())
    jac = metrics["jaccard"]
    finder = None
    if jac.index is not None:
        finder = dupe_finder(jac.vectorizer, jac.index,
                              [[i.inci for i in _main_list(d)] for d in documents])
    return SimilarityModel(catalog_version=version, built_at=datetime.now(UTC).isoformat(timespec="seconds"),
                           params=params, product_ids=ids, metrics=metrics, dupe_finder=finder,
                           versions=artefact.library_versions())
