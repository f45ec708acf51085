"""Turn ingredient lists into sparse vectors (scikit-learn style).

A document is a sequence whose items are either canonical names (`str`, label order, never
"may contain") or `ingredient_engine.types.Ingredient`. Each distinct name is one column; a name
listed twice keeps its strongest weight, so a document is a set with weights.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from ingredient_engine.estimator import BaseEstimator, check_is_fitted
from ingredient_engine.types import Ingredient

if TYPE_CHECKING:
    import scipy.sparse as sp

WEIGHTINGS = ("binary", "idf", "position")

Document = Sequence["str | Ingredient"]


@dataclass(frozen=True)
class Vectorized:
    """`transform` output plus what the vocabulary could not hold.

    Unknown names have no column, yet they are part of the product's set: a query with 20 names of
    which 5 are unknown has |A| = 20, so its union with any product is at least 20 and its Jaccard
    at most 15/20. `unknown_count` (distinct unknown names) enlarges |A| for `metric="jaccard"`,
    `unknown_weight` (their weights) enlarges Σ|a| for `metric="weighted_jaccard"`.
    """

    data: np.ndarray  # float32: the rows in CSR form, each row's columns ascending and distinct
    indices: np.ndarray  # int32
    indptr: np.ndarray
    n_features: int
    unknown_count: np.ndarray  # int64, one per row
    unknown_weight: np.ndarray  # float64, one per row

    @property
    def X(self) -> sp.csr_matrix:
        """The rows as a scipy CSR matrix (n_documents, n_names)."""
        # imported here: a worker's queries read the arrays, and scipy.sparse costs each worker ~9 MB
        import scipy.sparse as sp

        return sp.csr_matrix((self.data, self.indices, self.indptr), shape=(len(self), self.n_features))

    def __len__(self) -> int:
        return len(self.indptr) - 1


def _entries(doc: Document) -> list[tuple[str, int | None, bool]]:
    """(name, 1-based position or None, may_contain) for each item of a document."""
    out: list[tuple[str, int | None, bool]] = []
    for i, item in enumerate(doc):
        if isinstance(item, Ingredient):
            out.append((item.inci, None if item.may_contain else item.position, item.may_contain))
        elif isinstance(item, str):
            out.append((item, i + 1, False))
        else:
            raise TypeError(f"document items must be str or Ingredient, got {type(item).__name__}")
    return out


class IngredientVectorizer(BaseEstimator):
    """Ingredient lists -> CSR float32 matrix, one column per known canonical name.

    weighting:
      "binary"   1.0 per ingredient;
      "idf"      smooth idf, ln((1 + n) / (1 + df)) + 1, as scikit-learn's TfidfTransformer;
      "position" 1 / (1 + position_decay * (position - 1)): the first ingredients dominate the formula.
    may_contain_weight multiplies entries of a "may contain" block (a shade range's colourants are
    not really in every shade). min_df / max_df (count, or fraction if float < 1.0) prune the
    vocabulary; pruned names become unknown (see `Vectorized`).
    """

    def __init__(
        self,
        weighting: str = "binary",
        may_contain_weight: float = 0.25,
        position_decay: float = 0.05,
        min_df: int | float = 1,
        max_df: int | float = 1.0,
        lowercase: bool = False,
    ):
        self.weighting = weighting
        self.may_contain_weight = may_contain_weight
        self.position_decay = position_decay
        self.min_df = min_df
        self.max_df = max_df
        self.lowercase = lowercase

    # -- fitting -------------------------------------------------------------------------------
    def _validate(self) -> None:
        if self.weighting not in WEIGHTINGS:
            raise ValueError(f"weighting must be one of {WEIGHTINGS}, got {self.weighting!r}")
        if not 0.0 <= self.may_contain_weight <= 1.0:
            raise ValueError("may_contain_weight must be in [0, 1]")
        if self.position_decay < 0:
            raise ValueError("position_decay must be >= 0")

    def _name(self, name: str) -> str:
        name = name.strip()
        return name.lower() if self.lowercase else name

    def _unique_entries(self, doc: Document) -> dict[str, tuple[int | None, bool]]:
        """name -> (position, may_contain), keeping the strongest occurrence of a repeated name."""
        seen: dict[str, tuple[int | None, bool]] = {}
        for name, pos, may in _entries(doc):
            name = self._name(name)
            if not name:
                continue
            old = seen.get(name)
            if old is None or (old[1] and not may):
                seen[name] = (pos, may)
        return seen

    def fit(self, documents: Iterable[Document], y=None) -> IngredientVectorizer:
        self._validate()
        df: dict[str, int] = {}
        n = 0
        for doc in documents:
            n += 1
            for name in self._unique_entries(doc):
                df[name] = df.get(name, 0) + 1
        min_df = self.min_df if isinstance(self.min_df, int) else math.ceil(self.min_df * n)
        max_df = self.max_df if isinstance(self.max_df, int) else math.floor(self.max_df * n)
        names = sorted(name for name, c in df.items() if min_df <= c <= max_df)
        self.vocabulary_ = {name: j for j, name in enumerate(names)}
        self.df_ = np.array([df[name] for name in names], dtype=np.int64)
        self.n_documents_ = n
        self.idf_ = np.log((1.0 + n) / (1.0 + self.df_)) + 1.0
        # unknown names at transform time get the idf of a never-seen name (the largest)
        self.unknown_idf_ = math.log(1.0 + n) + 1.0
        return self

    def get_feature_names_out(self, input_features=None) -> np.ndarray:
        check_is_fitted(self, "vocabulary_")
        return np.array(sorted(self.vocabulary_, key=self.vocabulary_.__getitem__), dtype=object)

    # -- transforming --------------------------------------------------------------------------
    def _weight(self, pos: int | None, may: bool, idf: float) -> float:
        if self.weighting == "binary":
            w = 1.0
        elif self.weighting == "idf":
            w = idf
        else:
            w = 1.0 / (1.0 + self.position_decay * (pos - 1)) if pos is not None else 1.0
        return w * self.may_contain_weight if may else w

    def vectorize(self, documents: Iterable[Document]) -> Vectorized:
        """Like `transform`, plus the count and weight of each document's unknown names."""
        check_is_fitted(self, "vocabulary_")
        vocab, idf = self.vocabulary_, self.idf_
        indptr: list[int] = [0]
        cols: list[int] = []
        vals: list[float] = []
        unk_n: list[int] = []
        unk_w: list[float] = []
        for doc in documents:
            row: list[tuple[int, float]] = []
            n_unknown, w_unknown = 0, 0.0
            for name, (pos, may) in self._unique_entries(doc).items():
                j = vocab.get(name)
                w = self._weight(pos, may, self.unknown_idf_ if j is None else idf[j])
                if w <= 0.0:
                    continue  # may_contain_weight=0 drops may-contain entries entirely
                if j is None:
                    n_unknown += 1
                    w_unknown += w
                else:
                    row.append((j, w))
            row.sort()
            cols.extend(j for j, _ in row)
            vals.extend(w for _, w in row)
            indptr.append(len(cols))
            unk_n.append(n_unknown)
            unk_w.append(w_unknown)
        return Vectorized(np.asarray(vals, dtype=np.float32), np.asarray(cols, dtype=np.int32), np.asarray(indptr),
                          len(vocab), np.asarray(unk_n, dtype=np.int64), np.asarray(unk_w, dtype=np.float64))

    def fit_transform(self, documents: Iterable[Document], y=None) -> sp.csr_matrix:
        documents = list(documents)  # may be a generator: read twice
        return self.fit(documents).transform(documents)

    def transform(self, documents: Iterable[Document]) -> sp.csr_matrix:
        """CSR float32 (n_documents, n_names). Unknown names are dropped: use `vectorize` to keep them."""
        return self.vectorize(documents).X
