"""Exactness of SimilarityIndex against a brute-force reference on Python sets."""

import math
import mmap
import threading
from fractions import Fraction

import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.base import clone

from ingredient_engine import kernels
from ingredient_engine.similarity import Neighbor, SimilarityIndex, last_query_stats
from ingredient_engine.vectorize import IngredientVectorizer

BACKENDS = ["numba", "numpy"] if kernels.HAVE_NUMBA else ["numpy"]


# -- reference --------------------------------------------------------------------------------------
def brute(rows, q, k, *, weights=None, q_weights=None, q_extra=0, allowed=None, exclude=()):
    """Top-k (row, score, shared) by Jaccard on sets (exact Fractions) or weighted Jaccard (floats)."""
    out = []
    for r, row in enumerate(rows):
        if r in exclude or (allowed is not None and not allowed(r)):
            continue
        shared = row & q
        if not shared:
            continue
        if weights is None:
            score = Fraction(len(shared), len(row | q) + q_extra)
        else:
            mins = sum(min(weights[r][c], q_weights[c]) for c in shared)
            score = mins / (sum(weights[r].values()) + sum(q_weights.values()) - mins)
        out.append((r, score, len(shared)))
    out.sort(key=lambda t: (-t[1], t[0]))
    return [(r, float(s), c) for r, s, c in out[:k]]


def zipf_catalog(n, vocab, seed, lo=0, hi=25, a=1.1):
    rng = np.random.default_rng(seed)
    p = 1.0 / np.arange(1, vocab + 1) ** a
    p /= p.sum()
    rows = [set(rng.choice(vocab, size=rng.integers(lo, hi + 1), p=p).tolist()) for _ in range(n)]
    return rows, rng


def to_csr(rows, vocab, weights=None):
    indptr, cols, vals = [0], [], []
    for r, row in enumerate(rows):
        for c in sorted(row):
            cols.append(c)
            vals.append(1.0 if weights is None else weights[r][c])
        indptr.append(len(cols))
    return sp.csr_matrix((np.array(vals, np.float32), cols, indptr), shape=(len(rows), vocab))


def as_tuples(neighbors):
    return [(nb.row, nb.score, nb.intersection) for nb in neighbors]


# -- exactness ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_jaccard_matches_brute_force(backend, seed):
    rows, rng = zipf_catalog(600, 80, seed)
    index = SimilarityIndex(backend=backend).fit(to_csr(rows, 80))
    for i in rng.choice(600, 25, replace=False):
        for k in (1, 5, 20):
            assert as_tuples(index.query_row(int(i), k=k)) == brute(rows, rows[i], k, exclude={i})


@pytest.mark.parametrize("backend", BACKENDS)
def test_weighted_jaccard_matches_brute_force(backend):
    rows, rng = zipf_catalog(500, 60, 7)
    weights = [{c: float(np.float32(rng.uniform(0.05, 1.0))) for c in row} for row in rows]
    index = SimilarityIndex(metric="weighted_jaccard", backend=backend).fit(to_csr(rows, 60, weights))
    for i in rng.choice(500, 60, replace=False):
        got = index.query_row(int(i), k=8)
        want = brute(rows, rows[i], 8, weights=weights, q_weights=weights[i], exclude={i})
        assert [g[0] for g in as_tuples(got)] == [w[0] for w in want]
        assert [g.score for g in got] == pytest.approx([w[1] for w in want], rel=1e-12)


def test_pruned_kernel_is_exact_on_a_large_catalog():
    """Big enough for many blocks, bitset probing and skipped common postings: the fast path must
    return exactly what the numpy path returns, and must actually have skipped work."""
    if not kernels.HAVE_NUMBA:
        pytest.skip("numba not installed")
    n, vocab = 40_000, 3000
    rng = np.random.default_rng(11)
    p = 1.0 / np.arange(1, vocab + 1)
    sizes = rng.integers(10, 41, n)
    cols = rng.choice(vocab, size=sizes.sum(), p=p / p.sum())
    X = sp.csr_matrix((np.ones(len(cols), np.float32), (np.repeat(np.arange(n), sizes), cols)), shape=(n, vocab))
    X.sum_duplicates()
    X.data[:] = 1.0
    W = X.copy()
    W.data = rng.uniform(0.1, 1.0, W.nnz).astype(np.float32)
    df = np.diff(X.tocsc().indptr)
    attrs = {"category": rng.integers(0, 5, n), "price": rng.uniform(1, 100, n)}
    for metric, M in (("jaccard", X), ("weighted_jaccard", W)):
        fast = SimilarityIndex(metric=metric, backend="numba").fit(M, attributes=attrs)
        ref = SimilarityIndex(metric=metric, backend="numpy").fit(M, attributes=attrs)
        skipped = 0
        for i in rng.choice(n, 40, replace=False).tolist():
            for kw in ({}, {"same_category": True}, {"max_price": 30.0}):
                assert as_tuples(fast.query_row(i, **kw)) == as_tuples(ref.query_row(i, **kw))
                skipped += last_query_stats()["postings"] < df[M[i].indices].sum() / 2
        assert skipped > 60  # most queries read less than half the postings of a full scan


# -- adversarial catalogs ------------------------------------------------------------------------------
@pytest.mark.parametrize("backend", BACKENDS)
def test_ties_are_broken_by_row(backend):
    rows = [{1, 2, 3}] * 30 + [{1, 2}, set(), {9}]
    index = SimilarityIndex(backend=backend).fit(to_csr(rows, 10))
    got = index.query_row(5, k=4)
    assert [nb.row for nb in got] == [0, 1, 2, 3] and all(nb.score == 1.0 for nb in got)
    assert [nb.row for nb in index.query_row(0, k=40)][-1] == 30  # {1,2}: 2/3, after all the 1.0 ties


@pytest.mark.parametrize("backend", BACKENDS)
def test_empty_single_and_duplicate_rows(backend):
    rows = [set(), {4}, {4}, {4, 5}, set(), {6}]
    index = SimilarityIndex(backend=backend).fit(to_csr(rows, 8))
    assert index.query_row(0) == []  # an empty list has no neighbours
    assert as_tuples(index.query_row(1)) == [(2, 1.0, 1), (3, 0.5, 1)]
    assert index.query_row(5) == []  # nobody shares {6}
    assert index.kneighbors(np.zeros(8)) == []
    assert as_tuples(index.query_row(3, k=100)) == [(1, 0.5, 1), (2, 0.5, 1)]  # k > n is fine
    assert index.query_row(1, k=0) == []
    # duplicate column entries in the input are summed into one, then binarised
    dup = sp.csr_matrix((np.ones(3, np.float32), [4, 4, 5], [0, 3]), shape=(1, 8))
    index2 = SimilarityIndex(backend=backend).fit(sp.vstack([dup, to_csr([{4, 5}], 8)]))
    assert as_tuples(index2.query_row(0)) == [(1, 1.0, 2)]


@pytest.mark.parametrize("backend", BACKENDS)
def test_filters_give_the_exact_filtered_top_k(backend):
    rows, rng = zipf_catalog(400, 40, 3)
    n = len(rows)
    cats = rng.choice(["serum", "toner", "mask"], n).tolist()
    price = rng.uniform(5, 60, n)
    price[rng.choice(n, 40, replace=False)] = np.nan
    brands = rng.integers(0, 6, n).tolist()
    ids = [f"p{r}" for r in range(n)]
    index = SimilarityIndex(backend=backend).fit(
        to_csr(rows, 40), ids=ids, attributes={"category": cats, "price": price, "brand": brands}
    )
    for i in rng.choice(n, 30, replace=False):
        i = int(i)
        q = rows[i]
        got = index.query_row(i, k=7, same_category=True, max_price=30.0, exclude_brand=True, exclude_ids=["p3"])

        def ok(r, i=i):
            return cats[r] == cats[i] and price[r] <= 30.0 and brands[r] != brands[i]

        want = brute(rows, q, 7, allowed=ok, exclude={i, 3})
        assert as_tuples(got) == want
        assert all(nb.id == f"p{nb.row}" for nb in got)
        got2 = index.kneighbors(to_csr([q], 40), k=5, same_category="mask", exclude_brand=2)
        assert as_tuples(got2) == brute(rows, q, 5, allowed=lambda r: cats[r] == "mask" and brands[r] != 2)
    assert index.kneighbors(to_csr([rows[0] | {1}], 40), same_category="no such category") == []
    # On an indexed row, False means "no filter", never the label 0 of a brand or category.
    unfiltered = as_tuples(index.query_row(1, k=7))
    assert as_tuples(index.query_row(1, k=7, same_category=False, exclude_brand=False)) == unfiltered


def test_price_per_unit_filter_and_unknown_category():
    rows = [{1, 2}, {1, 2}, {1, 2}, {1}]
    index = SimilarityIndex().fit(
        to_csr(rows, 4), attributes={"price_per_unit": [1.0, 0.5, np.nan, 0.9], "category": [None, "a", "a", "a"]}
    )
    assert [nb.row for nb in index.query_row(0, max_price_per_unit=0.95)] == [1, 3]
    with pytest.raises(ValueError, match="no category"):
        index.query_row(0, same_category=True)
    assert [nb.row for nb in index.query_row(1, same_category=True)] == [2, 3]


# -- unknown query names ----------------------------------------------------------------------------------
def test_unknown_query_names_enlarge_the_union():
    docs = [["AQUA", "GLYCERIN", "NIACINAMIDE"], ["AQUA", "GLYCERIN"], ["AQUA", "ZINC PCA"]]
    vec = IngredientVectorizer().fit(docs)
    index = SimilarityIndex().fit(vec.vectorize(docs))
    q = vec.vectorize([["AQUA", "GLYCERIN", "NEW THING", "OTHER NEW THING"]])
    got = index.kneighbors(q, k=3)
    # |A| = 4 (two unknown), row 1: 2 / 4; row 0: 2 / 5; row 2: 1 / 5
    assert as_tuples(got) == [(1, 0.5, 2), (0, 0.4, 2), (2, 0.2, 1)]
    plain = index.kneighbors(q.X, k=1)  # without the unknown count the same query looks like a perfect match
    assert plain[0].score == 1.0
    assert index.kneighbors(q.X, k=1, q_unknown=2)[0].score == 0.5


@pytest.mark.parametrize("metric", ["jaccard", "weighted_jaccard"])
def test_a_vectorized_query_answers_as_its_sparse_matrix_does(metric):
    """A worker's list queries read `Vectorized`'s arrays (no scipy.sparse in the process): the same neighbours and
    scores, to the bit, as the CSR matrix they describe."""
    docs = [["AQUA", "GLYCERIN", "NIACINAMIDE", "ZINC PCA"], ["AQUA", "GLYCERIN"], ["ZINC PCA", "AQUA", "PANTHENOL"],
            ["PANTHENOL", "NIACINAMIDE"]]
    vec = IngredientVectorizer(weighting="position").fit(docs)
    index = SimilarityIndex(metric=metric).fit(vec.vectorize(docs))
    for doc in (["NIACINAMIDE", "AQUA", "NEW THING", "ZINC PCA"], ["PANTHENOL", "GLYCERIN"], ["NEW THING"]):
        q = vec.vectorize([doc])
        unknown = float(q.unknown_weight[0] if metric == "weighted_jaccard" else q.unknown_count[0])
        assert index.kneighbors(q, k=4) == index.kneighbors(q.X, k=4, q_unknown=unknown)
    wrong = IngredientVectorizer().fit([["AQUA"]]).vectorize([["AQUA"]])
    with pytest.raises(ValueError, match="query shape"):
        index.kneighbors(wrong)


def test_weighted_unknown_weight_and_min_df_rows():
    docs = [["A", "B", "RARE"], ["A", "B"], ["A", "C"]]
    vec = IngredientVectorizer(weighting="position", position_decay=1.0, min_df=2).fit(docs)
    vz = vec.vectorize(docs)
    index = SimilarityIndex(metric="weighted_jaccard").fit(vz)
    # row 0 = A:1, B:1/2, unknown RARE 1/3 ; row 1 = A:1, B:1/2 -> 1.5 / (1.5 + 1/3)
    got = index.query_row(1, k=1)
    assert got[0].row == 0 and got[0].score == pytest.approx(1.5 / (1.5 + 1 / 3))


# -- API conventions ------------------------------------------------------------------------------------
def test_estimator_conventions_and_validation():
    index = SimilarityIndex(metric="weighted_jaccard")
    assert index.get_params() == {"metric": "weighted_jaccard", "backend": "auto"}
    X = to_csr([{1}, {1, 2}], 3)
    assert index.fit(X) is index and index.n_rows_ == 2
    assert not hasattr(clone(index), "order_")
    with pytest.raises(ValueError, match="metric"):
        SimilarityIndex(metric="cosine").fit(X)
    with pytest.raises(ValueError, match="unknown attributes"):
        SimilarityIndex().fit(X, attributes={"colour": [1, 2]})
    with pytest.raises(ValueError, match="positive"):
        SimilarityIndex().fit(sp.csr_matrix(np.array([[1.0, -1.0, 0.0]])))
    with pytest.raises(ValueError, match="shape"):
        index.kneighbors(sp.csr_matrix((1, 5)))
    with pytest.raises(IndexError):
        index.query_row(2)
    nb = index.query_row(0)[0]
    assert isinstance(nb, Neighbor) and nb.to_dict() == {"id": 1, "row": 1, "score": 0.5, "intersection": 1}
    with pytest.raises(AttributeError):
        nb.score = 1.0  # frozen


def test_dense_and_sparse_queries_agree():
    rows, _ = zipf_catalog(200, 30, 5)
    index = SimilarityIndex().fit(to_csr(rows, 30))
    q = to_csr([rows[17]], 30)
    assert as_tuples(index.kneighbors(q)) == as_tuples(index.kneighbors(q.toarray()[0]))


@pytest.mark.skipif(not kernels.HAVE_NUMBA, reason="numba not installed")
def test_concurrent_queries_do_not_share_scratch():
    rows, rng = zipf_catalog(5000, 500, 9, lo=5, hi=30)
    index = SimilarityIndex().fit(to_csr(rows, 500))
    queries = rng.choice(5000, 200, replace=False).tolist()
    expected = {i: as_tuples(index.query_row(i)) for i in queries}
    errors = []

    def work(offset):
        for i in queries[offset:] + queries[:offset]:
            if as_tuples(index.query_row(i)) != expected[i]:
                errors.append(i)

    threads = [threading.Thread(target=work, args=(t * 50,)) for t in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


# -- property-based ------------------------------------------------------------------------------------------
catalogs = st.lists(st.frozensets(st.integers(0, 11), max_size=7), min_size=1, max_size=40)


@settings(max_examples=60, deadline=None)
@given(rows=catalogs, k=st.integers(1, 6), data=st.data())
def test_property_kernel_equals_brute_force(rows, k, data):
    rows = [set(r) for r in rows]
    i = data.draw(st.integers(0, len(rows) - 1))
    for backend in BACKENDS:
        index = SimilarityIndex(backend=backend).fit(to_csr(rows, 12))
        assert as_tuples(index.query_row(i, k=k)) == brute(rows, rows[i], k, exclude={i})
        extra = data.draw(st.integers(0, 3))
        got = index.kneighbors(to_csr([rows[i]], 12), k=k, q_unknown=extra)
        assert as_tuples(got) == brute(rows, rows[i], k, q_extra=extra)
        assert all(0 < nb.score <= 1 and not math.isnan(nb.score) for nb in got)


# -- persistence (ingredient_engine.artefact) -------------------------------------------------------------------
def _fitted_pair():
    docs = [["AQUA", "GLYCERIN", "NIACINAMIDE"], ["AQUA", "GLYCERIN"], ["AQUA", "ZINC PCA", "NIACINAMIDE"],
            ["GLYCERIN", "NIACINAMIDE"]]
    vec = IngredientVectorizer(weighting="idf").fit(docs)
    index = SimilarityIndex(metric="weighted_jaccard").fit(
        vec.vectorize(docs), ids=["a", "b", "c", "d"],
        attributes={"category": ["serum", "serum", None, "toner"], "price": [10.0, np.nan, 3.0, 4.0]},
    )
    return vec, index


def test_artefact_round_trip(tmp_path):
    from ingredient_engine import artefact

    vec, index = _fitted_pair()
    path = tmp_path / "sim" / "index.npz"
    meta = artefact.save(path, vec, index, catalog_version="2026-11-21T09:00:00Z#42")
    assert meta.catalog_version.endswith("#42") and meta.versions["numpy"] == np.__version__
    loaded = artefact.load(path)
    assert loaded.metadata == meta == artefact.read_metadata(path)
    assert loaded.vectorizer.get_params() == vec.get_params() and loaded.vectorizer.vocabulary_ == vec.vocabulary_
    q = ["AQUA", "NIACINAMIDE", "UNSEEN"]
    for r in range(4):
        assert loaded.index.query_row(r, k=3, same_category=None) == index.query_row(r, k=3)
    assert loaded.index.kneighbors(loaded.vectorizer.vectorize([q])) == index.kneighbors(vec.vectorize([q]))
    assert loaded.index.query_row(0, max_price=5.0) == index.query_row(0, max_price=5.0)
    assert loaded.index.row_of("c") == 2 and loaded.index.attribute("category", 3) == "toner"
    assert [p.name for p in path.parent.iterdir()] == ["index.npz"]  # no temporary file left


def _buffer_owner(arr: np.ndarray) -> object:
    base: object = arr
    while isinstance(base, np.ndarray):
        base = base.base
    return base.obj if isinstance(base, memoryview) else base


def test_artefact_arrays_are_mapped_from_the_file_and_any_npz_reader_reads_it(tmp_path):
    from ingredient_engine import artefact

    vec, index = _fitted_pair()
    path = tmp_path / "index.npz"
    artefact.save(path, vec, index, catalog_version="v1")
    mapped = artefact.map_arrays(path)
    with np.load(path, allow_pickle=False) as npz:  # still a plain npz
        assert sorted(npz.files) == sorted(mapped)
        for name in npz.files:  # byte for byte (NaN prices included)
            a, b = npz[name], mapped[name]
            assert (a.dtype, a.shape, a.tobytes()) == (b.dtype, b.shape, b.tobytes())
    loaded = artefact.load(path).index
    for arr in (*loaded.csr_, *loaded.csc_, loaded.bits_, loaded.rank_, loaded.ids_, loaded.norm_):
        # a view of the file's mapping: no private copy, and nobody can write into the shared pages
        assert not arr.flags.owndata and not arr.flags.writeable and arr.flags.aligned
        assert isinstance(_buffer_owner(arr), mmap.mmap)
    assert np.array_equal(loaded.bits_, index.bits_) and np.array_equal(loaded.rank_, index.rank_)
    if kernels.HAVE_NUMBA:  # the compiled kernel's layout is mapped too, equal to the one the index derives
        saved, derived = loaded._layout_cache, index._layout()
        assert saved is not None and len(saved) == len(derived) and isinstance(_buffer_owner(saved[4]), mmap.mmap)
        for a, b in zip(saved, derived, strict=True):
            assert np.array_equal(a, b)
    # an artefact written by np.savez (unaligned members, no derived arrays) is read into memory, same answers
    old = tmp_path / "old.npz"
    with np.load(path, allow_pickle=False) as npz:
        np.savez(old, **{name: npz[name] for name in npz.files if name.split(".")[-1] not in
                         ("rank_", "dense_of_", "bits_")})
    from_old = artefact.load(old).index
    for r in range(4):
        assert from_old.query_row(r, k=3) == loaded.query_row(r, k=3) == index.query_row(r, k=3)


def test_artefact_refuses_other_versions_and_keeps_old_file_on_failure(tmp_path, monkeypatch):
    from ingredient_engine import artefact

    vec, index = _fitted_pair()
    path = tmp_path / "index.npz"
    artefact.save(path, vec, index, catalog_version="v1")
    monkeypatch.setattr(artefact, "library_versions", lambda: {"numpy": "1.0.0", "scipy": scipy_version(),
                                                               "scikit-learn": "0.1", "python": "3.11"})
    with pytest.raises(artefact.ArtefactError, match="library versions"):
        artefact.load(path)
    assert artefact.load(path, allow_version_mismatch=True).metadata.catalog_version == "v1"
    monkeypatch.undo()

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(artefact.np.lib.format, "write_array", boom)  # fails half-way through the zip
    with pytest.raises(OSError):
        artefact.save(path, vec, index, catalog_version="v2")
    monkeypatch.undo()
    assert artefact.read_metadata(path).catalog_version == "v1"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["index.npz"]
    mixed = SimilarityIndex().fit(to_csr([{1}], 3), ids=[object()])
    with pytest.raises(artefact.ArtefactError, match="mixed"):
        artefact.save(tmp_path / "x.npz", IngredientVectorizer().fit([["A", "B", "C"]]), mixed, "v")
    np.savez(tmp_path / "plain.npz", a=np.arange(3))
    with pytest.raises(artefact.ArtefactError, match="no metadata"):
        artefact.load(tmp_path / "plain.npz")


def scipy_version():
    import scipy

    return scipy.__version__


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_query_equal_to_a_weighted_row_scores_exactly_one(backend):
    rng = np.random.default_rng(4)
    rows = [set(rng.choice(50, 30, replace=False).tolist()) for _ in range(20)]
    weights = [{c: float(rng.uniform(0.01, 1)) for c in row} for row in rows]
    X = to_csr(rows, 50, weights)
    index = SimilarityIndex(metric="weighted_jaccard", backend=backend).fit(X)
    for r in range(20):
        assert index.kneighbors(X[r], k=1)[0].score == 1.0


# -- filters on a many-block catalog -----------------------------------------------------------------------
def _filtered_catalog(n=12_000, vocab=400, seed=21):
    """Zipf lists over many kernel blocks, with categories, prices (some unknown, many ties), brands."""
    rows, rng = zipf_catalog(n, vocab, seed, lo=3, hi=30)
    weights = [{c: float(np.float32(rng.uniform(0.05, 1.0))) for c in row} for row in rows]
    attrs = {
        "category": rng.choice(["serum", "toner", "mask", "oil", None], n, p=[0.5, 0.2, 0.15, 0.1, 0.05]).tolist(),
        "price": np.where(rng.random(n) < 0.05, np.nan, np.round(rng.uniform(1, 60, n))),  # ties on price
        "price_per_unit": np.where(rng.random(n) < 0.05, np.nan, rng.uniform(0.1, 5, n)),
        "brand": rng.integers(0, 20, n).tolist(),
    }
    return rows, weights, attrs, rng


FILTERS = [
    {},
    {"same_category": True},
    {"max_price": 20.0},
    {"same_category": True, "max_price": 20.0},
    {"same_category": True, "max_price": "own"},
    {"same_category": True, "max_price": 0.5},  # nothing that cheap
    {"max_price_per_unit": 1.0, "exclude_brand": True},
    {"same_category": True, "max_price": "own", "max_price_per_unit": 2.5, "exclude_brand": True},
]


def _filter_args(kw, i, attrs):
    kw = dict(kw)
    if kw.get("max_price") == "own":
        kw["max_price"] = float(attrs["price"][i]) if not np.isnan(attrs["price"][i]) else 30.0
    return kw


def _allowed(kw, i, attrs):
    cat, price, ppu, brand = (attrs.get(a) for a in ("category", "price", "price_per_unit", "brand"))

    def ok(r):
        return ((not kw.get("same_category") or cat[r] == cat[i])
                and ("max_price" not in kw or price[r] <= kw["max_price"])
                and ("max_price_per_unit" not in kw or ppu[r] <= kw["max_price_per_unit"])
                and (not kw.get("exclude_brand") or brand[r] != brand[i]))
    return ok


@pytest.mark.parametrize("metric", ["jaccard", "weighted_jaccard"])
def test_filters_on_many_blocks_match_brute_force(metric):
    """Every filter, alone and combined, against the set-based brute force, on a catalog of many
    kernel blocks (rows sorted by category and price inside each block): numba and numpy paths
    return identical lists, and the filtered query reads fewer rows than the unfiltered one."""
    rows, weights, attrs, rng = _filtered_catalog()
    weighted = metric == "weighted_jaccard"
    M = to_csr(rows, 400, weights if weighted else None)
    indexes = {b: SimilarityIndex(metric=metric, backend=b).fit(M, attributes=attrs) for b in BACKENDS}
    if kernels.HAVE_NUMBA:
        assert indexes["numba"]._layout()[3]  # blocks sorted by (category, price)
        assert len(indexes["numba"]._layout()[1]) >= 5
    cats = attrs["category"]
    queries = [int(i) for i in rng.choice(len(rows), 14, replace=False) if cats[int(i)] is not None][:10]
    for i in queries:
        for kw in FILTERS:
            kw = _filter_args(kw, i, attrs)
            want = brute(rows, rows[i], 10, weights=weights if weighted else None, q_weights=weights[i] if weighted
                         else None, allowed=_allowed(kw, i, attrs), exclude={i})
            got = {b: as_tuples(ix.query_row(i, k=10, **kw)) for b, ix in indexes.items()}
            assert len(set(map(tuple, got.values()))) == 1, kw  # numba == numpy, bit for bit
            g = got["numpy"]
            assert [(r, c) for r, _, c in g] == [(r, c) for r, _, c in want], kw
            if weighted:
                assert [s for _, s, _ in g] == pytest.approx([s for _, s, _ in want], rel=1e-12)
            else:
                assert [s for _, s, _ in g] == [s for _, s, _ in want]
    if kernels.HAVE_NUMBA:
        fast = indexes["numba"]
        fast.query_row(queries[0])
        full = last_query_stats()["rows_scanned"]
        fast.query_row(queries[0], same_category=True, max_price=5.0)
        assert last_query_stats()["rows_scanned"] < full / 4  # only the category's cheap rows of each block


@pytest.mark.skipif(not kernels.HAVE_NUMBA, reason="numba not installed")
@pytest.mark.parametrize("metric", ["jaccard", "weighted_jaccard"])
def test_unsorted_blocks_fall_back_to_per_row_filters(metric, monkeypatch):
    """An index whose blocks are not sorted by category and price (saved before that layout) is
    detected and filtered row by row, with the same results."""
    from ingredient_engine import similarity

    rows, weights, attrs, rng = _filtered_catalog(n=6000, seed=5)
    M = to_csr(rows, 400, weights if metric == "weighted_jaccard" else None)
    sorted_ix = SimilarityIndex(metric=metric).fit(M, attributes=attrs)
    monkeypatch.setattr(similarity, "_row_order", lambda norm, *a: np.argsort(norm, kind="stable"))
    plain = SimilarityIndex(metric=metric).fit(M, attributes=attrs)
    assert sorted_ix._layout()[3] and not plain._layout()[3]
    for i in rng.choice(len(rows), 15, replace=False).tolist():
        if attrs["category"][i] is None:
            continue
        for kw in FILTERS:
            kw = _filter_args(kw, i, attrs)
            assert as_tuples(plain.query_row(i, **kw)) == as_tuples(sorted_ix.query_row(i, **kw)), kw


filtered_catalogs = st.lists(
    st.tuples(st.frozensets(st.integers(0, 11), max_size=7), st.sampled_from(["a", "b", None]),
              st.one_of(st.none(), st.integers(1, 4)), st.integers(0, 2)),
    min_size=1, max_size=40)


@settings(max_examples=60, deadline=None)
@given(items=filtered_catalogs, k=st.integers(1, 6), data=st.data())
def test_property_filters_equal_brute_force(items, k, data):
    rows = [set(r) for r, _, _, _ in items]
    attrs = {"category": [c for _, c, _, _ in items],
             "price": [np.nan if p is None else float(p) for _, _, p, _ in items],
             "brand": [b for _, _, _, b in items]}
    weights = [{c: float(np.float32(0.1 + (c * 7 + r) % 10 / 10)) for c in row} for r, row in enumerate(rows)]
    i = data.draw(st.integers(0, len(rows) - 1))
    kw = {"max_price": float(data.draw(st.integers(0, 5)))}
    if data.draw(st.booleans()):
        kw["exclude_brand"] = True
    if attrs["category"][i] is not None and data.draw(st.booleans()):
        kw["same_category"] = True
    if data.draw(st.booleans()):
        del kw["max_price"]
    for metric in ("jaccard", "weighted_jaccard"):
        w = weights if metric == "weighted_jaccard" else None
        want = brute(rows, rows[i], k, weights=w, q_weights=weights[i] if w else None,
                     allowed=_allowed(kw, i, attrs), exclude={i})
        for backend in BACKENDS:
            index = SimilarityIndex(metric=metric, backend=backend).fit(to_csr(rows, 12, w), attributes=attrs)
            got = as_tuples(index.query_row(i, k=k, **kw))
            assert [(r, c) for r, _, c in got] == [(r, c) for r, _, c in want]
            assert [s for _, s, _ in got] == pytest.approx([s for _, s, _ in want], rel=1e-12)


def test_ids_are_found_by_binary_search_whatever_their_order_and_type():
    rows = [{0, 1}, {1, 2}, {2, 3}, {0, 3}]
    for ids in ([10, 20, 30, 40], [40, 10, 30, 20], ["d", "a", "c", "b"]):
        index = SimilarityIndex().fit(to_csr(rows, 4), ids=ids)
        assert [index.row_of(i) for i in ids] == [0, 1, 2, 3]
        assert index.find_row(ids[0] * 2 if isinstance(ids[0], str) else 999) is None
        assert index.find_row(3.5) is None and index.find_row(None) is None
        with pytest.raises(KeyError):
            index.row_of("zz" if isinstance(ids[0], int) else 7)  # an id of the other type is absent, no crash
        assert ids[1] not in [nb.id for nb in index.query_row(0, k=3, exclude_ids=[ids[1], "nope"])]
    twice = SimilarityIndex().fit(to_csr(rows, 4), ids=[5, 6, 5, 7])
    assert twice.row_of(5) == 2  # the last row given the id, as a dict built row by row gave
