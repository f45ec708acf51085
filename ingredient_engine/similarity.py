"""Exact top-k Jaccard / weighted Jaccard neighbours over a sparse product x ingredient matrix.

    jaccard           |A ∩ B| / |A ∪ B| on the sets of columns (weights ignored)
    weighted_jaccard  Σ min(a, b) / Σ max(a, b)                 (= S / (|a| + |b| - S), S = Σ min)

Both are computed as intersection / (|x| + |q| - intersection) from postings, never on dense arrays.
Results are exact (see kernels.py for why the pruning is safe) and ordered by score desc, then
original row asc. Only rows sharing at least one ingredient (score > 0) are returned, so fewer than k
neighbours come back when fewer exist.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from ingredient_engine import kernels
from ingredient_engine.estimator import BaseEstimator, check_is_fitted
from ingredient_engine.vectorize import Vectorized

if TYPE_CHECKING:
    import scipy.sparse as sp

METRICS = ("jaccard", "weighted_jaccard")
BACKENDS = ("auto", "numba", "numpy")
ATTRIBUTES = ("category", "price", "price_per_unit", "brand")


@dataclass(frozen=True, slots=True)
class Neighbor:
    id: Any
    row: int  # row of the product in the matrix given to fit
    score: float
    intersection: int  # number of shared ingredients (distinct names)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


_scratch = threading.local()  # per-thread buffers: the kernel mutates them during a query


def _buffers(block_rows: int, n_cols: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    cache: dict = getattr(_scratch, "bufs", None) or {}
    key = (block_rows, n_cols)
    if key not in cache:
        if len(cache) >= 2:  # a thread serving a reloaded index should not keep old buffers alive
            cache.clear()
        cnt = np.zeros(block_rows, np.uint16)
        cache[key] = (cnt, cnt.view(np.uint64), np.zeros(n_cols, np.float64))
    _scratch.bufs = cache
    return cache[key]


def last_query_stats() -> dict[str, int]:
    """Work counters of this thread's last compiled-kernel query (for benchmarks and tuning)."""
    stats = getattr(_scratch, "stats", None)
    names = ("postings", "rows_scanned", "candidates", "csr_verified", "blocks", "min_essential_tokens")
    return {} if stats is None else dict(zip(names, stats.tolist(), strict=True))


def _block_rows(n_rows: int) -> int:
    # >= ~16 blocks so θ sharpens early; <= 16K uint16 counters (32 KB) so a block stays in L1/L2
    return int(min(16384, max(2048, -(-n_rows // 16) + 63 & ~63)))


def _encode(values: Sequence[Any], n: int, name: str) -> tuple[np.ndarray, np.ndarray]:
    """Labels -> (int32 codes with -1 for missing, sorted label array)."""
    values = list(values)
    if len(values) != n:
        raise ValueError(f"attribute {name!r} has {len(values)} values for {n} rows")

    def missing(v: Any) -> bool:
        return v is None or (isinstance(v, float) and np.isnan(v))

    labels = sorted({v for v in values if not missing(v)}, key=lambda v: (str(type(v)), v))
    lookup = {v: i for i, v in enumerate(labels)}
    codes = np.array([-1 if missing(v) else lookup[v] for v in values], dtype=np.int32)
    return codes, np.array(labels)


def _attributes(attributes: Mapping[str, Any], n: int) -> dict[str, Any]:
    """Attributes in input row order: (codes, labels) for category / brand, float64 for prices."""
    unknown_keys = set(attributes) - set(ATTRIBUTES)
    if unknown_keys:
        raise ValueError(f"unknown attributes {sorted(unknown_keys)}; expected {ATTRIBUTES}")
    out: dict[str, Any] = {}
    for name in ("category", "brand"):
        values = attributes.get(name)
        out[name] = _encode(values, n, name) if values is not None else (np.full(n, -1, np.int32), np.array([]))
    for name in ("price", "price_per_unit"):
        values = attributes.get(name)
        arr = np.full(n, np.nan) if values is None else np.asarray(values, dtype=np.float64)
        if arr.shape != (n,):
            raise ValueError(f"attribute {name!r} has shape {arr.shape} for {n} rows")
        out[name] = arr
    return out


def _row_order(norm: np.ndarray, cat: np.ndarray, price: np.ndarray, block: int) -> np.ndarray:
    """Internal row order: blocks of `block` rows by ascending norm (a block covers a norm range),
    and inside a block by category, then price (NaN last), then norm. A category filter is then one
    run of each block and "category and price <= max" a prefix of it, so the kernel never reads
    the postings of rows that a filter rejects."""
    by_norm = np.argsort(norm, kind="stable")
    pos = np.arange(len(norm))
    p = price[by_norm]
    nan = np.isnan(p)
    perm = np.lexsort((pos, np.where(nan, 0.0, p), nan, cat[by_norm], pos // block))
    return by_norm[perm]


def _layout_of(norm: np.ndarray, cat: np.ndarray, price: np.ndarray, block: int) -> tuple:
    """(block, smallest norm per block, largest norm per block, whether every block is sorted by
    (category, price) as `_row_order` makes it). Indexes saved before that layout are unsorted:
    the kernel then scans whole blocks and checks filters per candidate (slower, still exact)."""
    n = len(norm)
    starts = np.arange(0, n, block)
    lo = np.minimum.reduceat(norm, starts) if n else np.empty(0)
    hi = np.maximum.reduceat(norm, starts) if n else np.empty(0)
    nan = np.isnan(price)
    same = cat[:-1] == cat[1:]
    price_ok = nan[1:] | (~nan[:-1] & (price[:-1] <= price[1:]))
    ok = (cat[:-1] < cat[1:]) | (same & price_ok) | (np.arange(1, n) % block == 0)
    return block, lo.astype(np.float64), hi.astype(np.float64), bool(ok.all())


class SimilarityIndex(BaseEstimator):
    """Exact k-nearest products by (weighted) Jaccard, with category / price / brand filters.

    backend: "auto" uses the compiled kernel when numba is installed, else the numpy path;
    "numpy" forces the vectorised reference path (tests cross-check both).
    """

    # fitted per-row attributes in internal row order (set by name in fit and by artefact.load)
    category_codes_: np.ndarray
    category_labels_: np.ndarray
    brand_codes_: np.ndarray
    brand_labels_: np.ndarray
    price_: np.ndarray
    price_per_unit_: np.ndarray

    def __init__(self, metric: str = "jaccard", backend: str = "auto"):
        self.metric = metric
        self.backend = backend

    # -- fitting -------------------------------------------------------------------------------
    def fit(self, X, ids: Sequence[Any] | None = None, attributes: Mapping[str, Any] | None = None):
        if self.metric not in METRICS:
            raise ValueError(f"metric must be one of {METRICS}, got {self.metric!r}")
        if self.backend not in BACKENDS:
            raise ValueError(f"backend must be one of {BACKENDS}, got {self.backend!r}")
        X, unknown = self._matrix(X)
        n, n_cols = X.shape
        weighted = self.metric == "weighted_jaccard"
        if not weighted:
            X.data[:] = 1.0
        row_of_entry = np.repeat(np.arange(n), np.diff(X.indptr))
        norm = np.bincount(row_of_entry, weights=X.data.astype(np.float64), minlength=n) + unknown
        attrs = _attributes(attributes or {}, n)
        order = _row_order(norm, attrs["category"][0], attrs["price"], _block_rows(n))
        Xi = X[order]
        Xi.sort_indices()
        C = Xi.tocsc()
        C.sort_indices()
        self.n_rows_, self.n_features_in_ = n, n_cols
        self.order_ = order.astype(np.int64)
        self.rank_ = np.empty(n, np.int64)
        self.rank_[order] = np.arange(n)
        self.norm_ = norm[order]
        self.csr_ = (Xi.indptr.astype(np.int64), Xi.indices.astype(np.int32), Xi.data.astype(np.float32))
        self.csc_ = (C.indptr.astype(np.int64), C.indices.astype(np.int32), C.data.astype(np.float32))
        self.df_ = np.diff(C.indptr)
        self.dense_of_, self.bits_ = kernels.build_bitsets(self.csc_[0], self.csc_[1], n)
        self.ids_ = np.arange(n) if ids is None else np.asarray(list(ids))
        if len(self.ids_) != n:
            raise ValueError(f"{len(self.ids_)} ids for {n} rows")
        for name in ("category", "brand"):
            codes, labels = attrs[name]
            setattr(self, f"{name}_codes_", codes[order])
            setattr(self, f"{name}_labels_", labels)
        for name in ("price", "price_per_unit"):
            setattr(self, f"{name}_", attrs[name][order])
        self._id_rows: tuple | None = None
        self._layout_cache: tuple | None = None
        if self.backend != "numpy" and kernels.HAVE_NUMBA:
            self._layout()  # now rather than in the first query
        return self

    def _matrix(self, X) -> tuple[sp.csr_matrix, np.ndarray]:
        import scipy.sparse as sp  # imported here: a worker answering from the build never needs it

        unknown = None
        if isinstance(X, Vectorized):
            unknown = X.unknown_weight if self.metric == "weighted_jaccard" else X.unknown_count
            X = X.X
        X = sp.csr_matrix(X, dtype=np.float32, copy=True)
        X.sum_duplicates()
        X.eliminate_zeros()
        if X.nnz and not (np.isfinite(X.data).all() and X.data.min() >= 1e-12):
            raise ValueError("weights must be finite and positive (or zero, meaning absent)")
        unknown = np.zeros(X.shape[0]) if unknown is None else np.asarray(unknown, dtype=np.float64)
        return X, unknown

    # -- lookups -------------------------------------------------------------------------------
    def row_of(self, product_id: Any) -> int:
        """Row of an id given to fit (KeyError if absent)."""
        row = self.find_row(product_id)
        if row is None:
            raise KeyError(product_id)
        return row

    def find_row(self, product_id: Any) -> int | None:
        """Row of an id given to fit, None if absent (the last row when an id was given twice)."""
        kind, ids, rows = self._id_lookup()
        if kind == "dict":
            return ids.get(product_id)
        try:
            pos = int(np.searchsorted(ids, product_id, side="right")) - 1
        except (TypeError, ValueError, OverflowError):  # an id of another type than the index's ids
            return None
        if pos < 0 or not bool(ids[pos] == product_id):
            return None
        return pos if rows is None else int(rows[pos])

    def attribute(self, name: str, row: int) -> Any:
        """An attribute of an indexed row as given to fit (None / NaN when unknown)."""
        r = self.rank_[row]
        if name in ("category", "brand"):
            code = getattr(self, f"{name}_codes_")[r]
            return None if code < 0 else getattr(self, f"{name}_labels_")[code].item()
        return float(getattr(self, f"{name}_")[r])

    @staticmethod
    def _code(labels: np.ndarray, value: Any) -> int:
        hit: np.ndarray = np.flatnonzero(labels == value) if len(labels) else np.empty(0, np.int64)
        return int(hit[0]) if len(hit) else -2  # -2: a label no row carries

    # -- querying ------------------------------------------------------------------------------
    def _query(self, q, q_unknown: float | None) -> tuple[np.ndarray, np.ndarray, float]:
        if isinstance(q, Vectorized):  # read as it is (columns ascending and distinct): no scipy in a worker
            if len(q) != 1:
                raise ValueError("query must be a single row")
            if q.n_features != self.n_features_in_:
                raise ValueError(f"query shape (1, {q.n_features}), expected (1, {self.n_features_in_})")
            if q_unknown is None:
                q_unknown = float(q.unknown_weight[0] if self.metric == "weighted_jaccard" else q.unknown_count[0])
            cols, w = q.indices.astype(np.int64), q.data.astype(np.float64)
            return self._query_columns(cols, w, q_unknown)
        import scipy.sparse as sp  # imported here: a worker's queries come as `Vectorized`

        if sp.issparse(q):
            q = sp.csr_matrix(q)
            if q.shape != (1, self.n_features_in_):
                raise ValueError(f"query shape {q.shape}, expected (1, {self.n_features_in_})")
            q.sum_duplicates()
            cols, w = q.indices.astype(np.int64), q.data.astype(np.float64)
        else:
            dense = np.asarray(q, dtype=np.float64).ravel()
            if dense.shape != (self.n_features_in_,):
                raise ValueError(f"query length {dense.shape[0]}, expected {self.n_features_in_}")
            cols = np.flatnonzero(dense)
            w = dense[cols]
        return self._query_columns(cols, w, q_unknown)

    def _query_columns(self, cols: np.ndarray, w: np.ndarray,
                       q_unknown: float | None) -> tuple[np.ndarray, np.ndarray, float]:
        if self.metric == "jaccard":
            w = (w > 0).astype(np.float64)
        # float32 round trip: the index holds float32 weights, the query must compare like with like
        w = w.astype(np.float32).astype(np.float64)
        keep = w > 0
        o = np.argsort(cols[keep])
        cols, w = cols[keep][o], w[keep][o]
        # sequential sum in column order, the arithmetic of the row norms, so a query equal to an
        # indexed row scores exactly 1.0 against it
        q_norm = (float(np.cumsum(w)[-1]) if len(w) else 0.0) + float(q_unknown or 0.0)
        return cols, w, q_norm

    def kneighbors(
        self,
        q,
        k: int = 10,
        *,
        same_category: Any = None,
        max_price: float | None = None,
        max_price_per_unit: float | None = None,
        exclude_brand: Any = None,
        exclude_ids: Iterable[Any] = (),
        q_unknown: float | None = None,
    ) -> list[Neighbor]:
        """Exact top-k neighbours of a query vector (1 x n_features sparse, dense, or `Vectorized`).

        Filters keep only rows whose category equals `same_category`, whose price (price per unit)
        is <= the maximum (unknown prices fail a price filter), whose brand differs from
        `exclude_brand`, and whose id is not in `exclude_ids`. `q_unknown` is the count (jaccard) or
        weight (weighted) of query names outside the vocabulary; they enlarge the union.
        """
        check_is_fitted(self, "order_")
        cols, w, q_norm = self._query(q, q_unknown)
        excl = [r for r in map(self.find_row, exclude_ids) if r is not None]
        return self._search(cols, w, q_norm, k, same_category, max_price, max_price_per_unit, exclude_brand,
                            excl)

    def query_row(
        self,
        row: int,
        k: int = 10,
        *,
        same_category: Any = None,
        max_price: float | None = None,
        max_price_per_unit: float | None = None,
        exclude_brand: Any = None,
        exclude_ids: Iterable[Any] = (),
    ) -> list[Neighbor]:
        """Top-k neighbours of indexed row `row`, never itself. `same_category=True` means the
        row's own category, `exclude_brand=True` its own brand."""
        check_is_fitted(self, "order_")
        if not 0 <= row < self.n_rows_:
            raise IndexError(f"row {row} out of range for {self.n_rows_} rows")
        r = self.rank_[row]
        indptr, indices, data = self.csr_
        cols = indices[indptr[r]:indptr[r + 1]].astype(np.int64)
        w = data[indptr[r]:indptr[r + 1]].astype(np.float64)
        q_norm = float(self.norm_[r])  # includes the row's unknown names
        # False means "no filter" here, never the label False (== 0) of some category or brand.
        same_category = None if same_category is False else same_category
        exclude_brand = None if exclude_brand is False else exclude_brand
        if same_category is True:
            code = self.category_codes_[r]
            if code < 0:
                raise ValueError(f"row {row} has no category to match")
            same_category = self.category_labels_[code].item()
        if exclude_brand is True:
            code = self.brand_codes_[r]
            exclude_brand = None if code < 0 else self.brand_labels_[code].item()
        excl = [row] + [r for r in map(self.find_row, exclude_ids) if r is not None]
        return self._search(cols, w, q_norm, k, same_category, max_price, max_price_per_unit, exclude_brand,
                            excl)

    def _id_lookup(self) -> tuple:
        """("sorted", ids ascending, their rows or None when `ids_` is already ascending) for a binary search,
        built on first use: a dict of 1M ids cost ~100 MB per process, the ascending ids of a catalogue cost
        nothing (they are `ids_`, mapped from the artefact) and any others 16 bytes a row. Mixed Python
        objects, which do not sort, get ("dict", {id: row}, None)."""
        check_is_fitted(self, "order_")
        lookup: tuple | None = getattr(self, "_id_rows", None)
        if lookup is None:
            ids = self.ids_
            if ids.dtype == object:
                lookup = ("dict", {v: i for i, v in enumerate(ids.tolist())}, None)
            elif len(ids) < 2 or bool((ids[1:] > ids[:-1]).all()):
                lookup = ("sorted", ids, None)
            else:
                rows = np.argsort(ids, kind="stable")
                lookup = ("sorted", ids[rows], rows)
            self._id_rows = lookup
        return lookup

    def _layout(self) -> tuple:
        lay = getattr(self, "_layout_cache", None)
        if lay is None:  # after fit, or for an index restored by artefact.load
            lay = _layout_of(self.norm_, self.category_codes_, self.price_, _block_rows(self.n_rows_))
            if kernels.HAVE_NUMBA:  # derived arrays of the compiled kernel (not saved by artefact)
                c_indptr, c_rows, c_data = self.csc_
                q8, cmax = (kernels.quantize_postings(c_indptr, c_data) if self.metric == "weighted_jaccard"
                            else (np.empty(0, np.uint8), np.empty(0)))
                lay += (kernels.block_offsets(c_indptr, c_rows, lay[0], len(lay[1])), q8, cmax)
            self._layout_cache = lay
        return lay

    def _search(self, cols, w, q_norm, k, same_category, max_price, max_ppu, exclude_brand, excl_rows):
        if k <= 0 or len(cols) == 0 or self.n_rows_ == 0:
            return []
        want_cat = -1 if same_category is None else self._code(self.category_labels_, same_category)
        if want_cat == -2:
            return []
        excl_brand = -1 if exclude_brand is None else self._code(self.brand_labels_, exclude_brand)
        # excluded rows: ask for k + m and drop them afterwards (exact, and keeps the kernel loop lean)
        excl = set(excl_rows)
        kk = min(int(k) + len(excl), self.n_rows_)
        filters = (
            self.category_codes_, want_cat,
            self.price_, max_price is not None, np.inf if max_price is None else float(max_price),
            self.price_per_unit_, max_ppu is not None, np.inf if max_ppu is None else float(max_ppu),
            self.brand_codes_, excl_brand,
        )
        weighted = self.metric == "weighted_jaccard"
        if self.backend == "numba" and not kernels.HAVE_NUMBA:
            raise RuntimeError("backend='numba' but numba is not installed")
        if kernels.HAVE_NUMBA and self.backend != "numpy" and len(cols) <= kernels.MAX_QUERY_TOKENS:
            # rarest first, so the big lists come last or never; for weighted Jaccard per unit of weight
            # (the common tail that can be skipped is bounded by its total weight: skip the most
            # postings per unit of weight)
            order = np.lexsort((cols, self.df_[cols] / w if weighted else self.df_[cols]))
            block, blk_lo, blk_hi, sorted_blocks, blk_ptr, c_q8, c_max = self._layout()
            cnt16, cnt64, qdense = _buffers(block, self.n_features_in_)
            out_s, out_o = np.empty(kk), np.empty(kk, np.int64)
            out_r, out_c = np.empty(kk, np.int64), np.empty(kk, np.int64)
            _scratch.stats = stats = np.zeros(kernels.N_STATS, np.int64)
            n = kernels.topk(*self.csc_, *self.csr_, self.norm_, self.order_, cols[order], w[order], q_norm,
                             kk, weighted, *filters, self.dense_of_, self.bits_, kernels.MARGIN, block, blk_lo,
                             blk_hi, blk_ptr, c_q8, c_max, sorted_blocks, cnt16, cnt64, qdense, out_s, out_o, out_r, out_c, stats)
            res = zip(out_o[:n].tolist(), out_s[:n].tolist(), out_c[:n].tolist(), strict=True)
        else:
            res = self._search_numpy(cols, w, q_norm, kk, weighted, *filters)
        ids = self.ids_
        out = [Neighbor(ids[o].item(), o, s, c) for o, s, c in res if o not in excl]
        return out[:k]

    def _search_numpy(self, cols, w, q_norm, k, weighted, cat, want_cat, price, use_price, max_price, ppu,
                      use_ppu, max_ppu, brand, excl_brand):
        """Reference path: scores every row sharing a column. Columns in ascending order and
        float64 sequential sums, so scores equal the kernel's bit for bit."""
        c_indptr, c_rows, c_data = self.csc_
        starts, ends = c_indptr[cols], c_indptr[cols + 1]
        lens = ends - starts
        take = np.concatenate([np.arange(s, e) for s, e in zip(starts, ends, strict=True)] or [np.empty(0, int)])
        rows = c_rows[take]
        vals = np.minimum(c_data[take].astype(np.float64), np.repeat(w, lens)) if weighted else None
        n = self.n_rows_
        S = np.bincount(rows, weights=vals, minlength=n).astype(np.float64)
        C = np.bincount(rows, minlength=n)
        cand = np.flatnonzero(C)
        ok = np.ones(len(cand), bool)
        if want_cat >= 0:
            ok &= cat[cand] == want_cat
        if use_price:
            ok &= price[cand] <= max_price
        if use_ppu:
            ok &= ppu[cand] <= max_ppu
        if excl_brand >= 0:
            ok &= brand[cand] != excl_brand
        cand = cand[ok]
        s = S[cand]
        score = s / (self.norm_[cand] + q_norm - s)
        orig = self.order_[cand]
        if len(cand) > k:  # keep every row tied with the k-th score, then order exactly
            kth = np.partition(score, len(score) - k)[len(score) - k]
            keep = score >= kth
            cand, score, orig = cand[keep], score[keep], orig[keep]
        top = np.lexsort((orig, -score))[:k]
        return zip(orig[top].tolist(), score[top].tolist(), C[cand[top]].tolist(), strict=True)
