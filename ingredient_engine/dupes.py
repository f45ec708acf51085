"""Cheaper look-alikes ("dupes") of a product, each with the reasons it was suggested.

Candidates are the `candidates` most Jaccard-similar products of the same category (exact top-k from
SimilarityIndex). A candidate is kept when it shares at least `min_shared` ingredients and is cheaper:
by price per unit when both sizes are known, else by price (unknown prices are never "cheaper").
It is then ranked by a blend, each part in [0, 1]:

    jaccard          |A ∩ B| / |A ∪ B| of the ingredient sets
    actives          share of the original's actives that the candidate also has (1.0 if it has none)
    order            agreement of the label order of the shared ingredients: (1 + Kendall tau) / 2,
                     0.5 when fewer than two shared ingredients have a position

    score = (w_j * jaccard + w_a * actives + w_o * order) / (w_j + w_a + w_o)

and kept when score >= min_score (GetDupe publishes the same ingredients: >= 3 shared, > 15%).

Key actives are the ingredients that do the product's job: retinoids, exfoliating acids, vitamin C and its
derivatives, niacinamide, peptides, ceramides, UV filters … (the analyser's `is_active`, from the rule table
`data/rules/actives.csv`; `DEFAULT_ACTIVES` stand-alone). With `require_key_active` (the default) a candidate
that keeps none of the original's key actives is not a dupe, however similar its base: a moisturiser base
without the niacinamide is not a niacinamide serum. Originals without key actives are matched on the blend alone.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from ingredient_engine.estimator import BaseEstimator, check_is_fitted
from ingredient_engine.similarity import SimilarityIndex
from ingredient_engine.types import Ingredient
from ingredient_engine.vectorize import Document, IngredientVectorizer

# Stand-alone default; the analyser's table of actives can be passed as `actives` instead.
DEFAULT_ACTIVES = frozenset({
    "ADAPALENE", "ALPHA-ARBUTIN", "ARBUTIN", "ASCORBIC ACID", "ASCORBYL GLUCOSIDE", "AZELAIC ACID",
    "BAKUCHIOL", "BENZOYL PEROXIDE", "CAFFEINE", "CERAMIDE AP", "CERAMIDE EOP", "CERAMIDE NP",
    "CENTELLA ASIATICA EXTRACT", "COPPER TRIPEPTIDE-1", "ETHYL ASCORBIC ACID", "GLUCONOLACTONE",
    "GLYCOLIC ACID", "HYALURONIC ACID", "HYDROLYZED HYALURONIC ACID", "KOJIC ACID", "LACTIC ACID",
    "MADECASSOSIDE", "MANDELIC ACID", "NIACINAMIDE", "PALMITOYL PENTAPEPTIDE-4", "PALMITOYL TRIPEPTIDE-1",
    "PANTHENOL", "RETINAL", "RETINOL", "RETINYL PALMITATE", "SALICYLIC ACID", "SODIUM ASCORBYL PHOSPHATE",
    "SODIUM HYALURONATE", "SULFUR", "TETRAHEXYLDECYL ASCORBATE", "TITANIUM DIOXIDE", "TOCOPHEROL",
    "TRANEXAMIC ACID", "UREA", "ZINC OXIDE", "ZINC PCA", "ACETYL HEXAPEPTIDE-8", "ALLANTOIN",
})


@dataclass(frozen=True, slots=True)
class Dupe:
    id: Any
    row: int
    score: float
    jaccard: float
    actives_overlap: float
    order_agreement: float
    shared_count: int
    shared_actives: tuple[str, ...]
    missing_actives: tuple[str, ...]  # actives of the original the dupe lacks
    extra_actives: tuple[str, ...]  # actives of the dupe the original lacks
    compared_by: str  # "price_per_unit" or "price"
    price: float
    price_per_unit: float
    original_price: float
    original_price_per_unit: float
    saving: float  # original - dupe, in the compared unit
    saving_pct: float  # saving / original * 100

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        for key, value in d.items():
            if isinstance(value, tuple):
                d[key] = list(value)
            elif isinstance(value, float) and math.isnan(value):
                d[key] = None  # JSON has no NaN
        return d


def _main_list(doc: Document) -> list[str]:
    """Names with a label position, in label order (may-contain entries have none)."""
    out = []
    for item in doc:
        if isinstance(item, Ingredient):
            if not item.may_contain and item.position is not None:
                out.append(item.inci)
        else:
            out.append(item)
    return list(dict.fromkeys(out))


def _names(doc: Document) -> set[str]:
    return {item.inci if isinstance(item, Ingredient) else item for item in doc}


def _labelled_names(doc: Document) -> set[str]:
    """Every name except "may contain" entries (a shade range's colourants are not in every shade)."""
    return {item.inci if isinstance(item, Ingredient) else item for item in doc
            if not (isinstance(item, Ingredient) and item.may_contain)}


def _label_csr(rows: Sequence[Collection[str]], vocabulary: dict[str, int]) -> tuple[np.ndarray, np.ndarray]:
    """(indptr, ids): every row's names as ids into `vocabulary`, which grows with names not seen yet."""
    ids = [vocabulary.setdefault(name, len(vocabulary)) for names in rows for name in names]
    indptr = np.zeros(len(rows) + 1, np.int64)
    indptr[1:] = np.cumsum([len(names) for names in rows]) if len(rows) else []
    return indptr, np.asarray(ids, dtype=np.int32)


@dataclass(frozen=True, slots=True)
class PairScore:
    """The finder's evidence for one (original, candidate) pair, whatever their category or price."""

    score: float
    jaccard: float
    actives_overlap: float
    order_agreement: float
    shared_count: int
    shared_actives: tuple[str, ...]
    missing_actives: tuple[str, ...]
    extra_actives: tuple[str, ...]
    # The finder's formula gates the pair fails: "min_shared", "min_score", "key_active" (empty: it would pass).
    failed_gates: tuple[str, ...]


def order_agreement(a: Sequence[Hashable], b: Sequence[Hashable]) -> float:
    """(1 + Kendall tau) / 2 over the names both lists contain; 0.5 when fewer than two are shared.
    Names or their ids in one vocabulary give the same answer (only equality is looked at)."""
    pos_b = {name: i for i, name in enumerate(b)}
    ranks = [pos_b[name] for name in a if name in pos_b]
    m = len(ranks)
    if m < 2:
        return 0.5
    # Kendall's S (agreeing minus disagreeing pairs, ties 0) in one pass from the right over the sorted later ranks:
    # for a label's few dozen names this is several times faster than numpy's pairwise sign matrix (the dupe finder
    # scores ~50 candidates a request).
    later: list[int] = []
    agreement = 0
    for r in reversed(ranks):
        below, not_above = bisect_left(later, r), bisect_right(later, r)
        agreement += (len(later) - not_above) - below
        later.insert(below, r)
    return float((1.0 + agreement / (m * (m - 1) // 2)) / 2.0)


class DupeFinder(BaseEstimator):
    """Find cheaper products with a similar formula, in the same category, with explanations.

    `actives` is a set of canonical names or a predicate name -> bool (None: DEFAULT_ACTIVES);
    names are compared upper-cased. `weights` = (jaccard, actives, order).
    """

    def __init__(
        self,
        min_shared: int = 3,
        min_score: float = 0.15,
        weights: tuple[float, float, float] = (0.5, 0.3, 0.2),
        actives: Iterable[str] | Callable[[str], bool] | None = None,
        candidates: int = 200,
        require_key_active: bool = True,
    ):
        self.min_shared = min_shared
        self.min_score = min_score
        self.weights = weights
        self.actives = actives
        self.candidates = candidates
        self.require_key_active = require_key_active

    def fit(self, documents: Iterable[Document], ids: Sequence[Any] | None = None,
            attributes: Mapping[str, Any] | None = None) -> DupeFinder:
        """`attributes` as SimilarityIndex.fit: category, price, price_per_unit, brand."""
        if len(self.weights) != 3 or min(self.weights) < 0 or sum(self.weights) <= 0:
            raise ValueError("weights must be three non-negative numbers (jaccard, actives, order), not all 0")
        docs = list(documents)
        vectorizer = IngredientVectorizer(weighting="binary").fit(docs)
        index = SimilarityIndex(metric="jaccard").fit(vectorizer.vectorize(docs), ids, attributes)
        return self.fit_prefitted(vectorizer, index, [_main_list(d) for d in docs], [_names(d) for d in docs])

    def fit_prefitted(self, vectorizer: IngredientVectorizer, index: SimilarityIndex,
                      order_lists: Sequence[Sequence[str]],
                      name_sets: Sequence[set[str]] | None = None) -> DupeFinder:
        """Fit on an already fitted binary vectorizer and jaccard index over the same rows (a service that
        holds them for similar-product queries shares them instead of a second copy of the matrix).

        `order_lists[i]` is row i's labelled ingredients (without "may contain") in label order, as
        canonical names; rows are the index's rows. `name_sets[i]` is every name of row i (default: the
        names of `order_lists[i]`)."""
        vocabulary: dict[str, int] = {}
        order_indptr, order_ids = _label_csr(order_lists, vocabulary)
        set_indptr = set_ids = None
        if name_sets is not None:
            set_indptr, set_ids = _label_csr(name_sets, vocabulary)
        return self.fit_label_arrays(vectorizer, index, list(vocabulary), order_indptr, order_ids,
                                     set_indptr, set_ids)

    def fit_label_arrays(self, vectorizer: IngredientVectorizer, index: SimilarityIndex,
                         names: Sequence[str] | np.ndarray,
                         order_indptr: np.ndarray, order_ids: np.ndarray,
                         set_indptr: np.ndarray | None = None, set_ids: np.ndarray | None = None) -> DupeFinder:
        """`fit_prefitted` with each row's label order as CSR integer arrays: row i's labelled names in label
        order are `names[j]` for j in `order_ids[order_indptr[i]:order_indptr[i + 1]]` (and its every name
        likewise in `set_indptr`/`set_ids`; default: the label order). The arrays are kept as given (they may be
        memory-mapped and shared by processes); names are looked up per candidate, never held per row."""
        if len(self.weights) != 3 or min(self.weights) < 0 or sum(self.weights) <= 0:
            raise ValueError("weights must be three non-negative numbers (jaccard, actives, order), not all 0")
        if index.metric != "jaccard":
            raise ValueError(f"the dupe finder needs a jaccard index, not {index.metric!r}")
        n_rows = index.csr_[0].shape[0] - 1
        if len(order_indptr) != n_rows + 1 or (set_indptr is not None and len(set_indptr) != n_rows + 1):
            raise ValueError("order_lists must have one list per indexed row")
        self.vectorizer_ = vectorizer
        self.index_ = index
        self.label_names_ = names
        self.order_indptr_, self.order_ids_ = order_indptr, order_ids
        if set_indptr is None or set_ids is None:
            set_indptr, set_ids = order_indptr, order_ids
        self.set_indptr_, self.set_ids_ = set_indptr, set_ids
        # per name id: 0 not looked at yet, 1 not a key active, 2 key active (filled as candidates are seen)
        self._active_flags = bytearray(len(names))
        return self

    def order_of_row(self, row: int) -> list[str]:
        """Row `row`'s labelled names in label order (what `order_lists[row]` was)."""
        names = self.label_names_
        return [names[j] for j in self._order_ids(row)]

    def names_of_row(self, row: int) -> set[str]:
        """Every name of row `row` (what `name_sets[row]` was)."""
        names = self.label_names_
        return {names[j] for j in self.set_ids_[self.set_indptr_[row]:self.set_indptr_[row + 1]].tolist()}

    def _order_ids(self, row: int) -> list[int]:
        return self.order_ids_[self.order_indptr_[row]:self.order_indptr_[row + 1]].tolist()

    def _actives_of_row(self, row: int) -> set[str]:
        """The key actives among row `row`'s names; each name id is judged once per fit."""
        names, flags = self.label_names_, self._active_flags
        out = set()
        for j in self.set_ids_[self.set_indptr_[row]:self.set_indptr_[row + 1]].tolist():
            flag = flags[j]
            if not flag:
                flag = flags[j] = 2 if self._is_active(names[j]) else 1
            if flag == 2:
                out.add(names[j])
        return out

    def _is_active(self, name: str) -> bool:
        if callable(self.actives):
            return bool(self.actives(name))
        table = DEFAULT_ACTIVES if self.actives is None else {a.upper() for a in self.actives}
        return name.upper() in table

    def _blend(self, mine: set[str], theirs: set[str], order: float, jaccard: float) -> tuple[float, float]:
        """(actives overlap, blended score) from the two sets of key actives, order agreement and Jaccard."""
        wj, wa, wo = self.weights
        actives = len(mine & theirs) / len(mine) if mine else 1.0
        return actives, (wj * jaccard + wa * actives + wo * order) / (wj + wa + wo)

    def score_pair(self, original: Document, candidate: Document) -> PairScore:
        """The same evidence `find` gives, for ANY pair (no fit needed; category and price are not looked at):
        a member's suggestion is scored by the rules the finder applies to its own dupes, and `failed_gates`
        names the formula rules it would fail."""
        a, b = _labelled_names(original), _labelled_names(candidate)
        union = a | b
        shared = len(a & b)
        jaccard = shared / len(union) if union else 0.0
        mine = {n for n in a if self._is_active(n)}
        theirs = {n for n in b if self._is_active(n)}
        order = order_agreement(_main_list(original), _main_list(candidate))
        actives, score = self._blend(mine, theirs, order, jaccard)
        gates = []
        if shared < self.min_shared:
            gates.append("min_shared")
        if score < self.min_score:
            gates.append("min_score")
        if self.require_key_active and mine and not mine & theirs:
            gates.append("key_active")
        return PairScore(score=score, jaccard=jaccard, actives_overlap=actives, order_agreement=order,
                         shared_count=shared, shared_actives=tuple(sorted(mine & theirs)),
                         missing_actives=tuple(sorted(mine - theirs)), extra_actives=tuple(sorted(theirs - mine)),
                         failed_gates=tuple(gates))

    def find(self, product_id: Any, n: int = 10) -> list[Dupe]:
        check_is_fitted(self, "index_")
        return self.find_row(self.index_.row_of(product_id), n)

    def find_row(self, row: int, n: int = 10) -> list[Dupe]:
        """Dupes of indexed row `row`, best first ([] when its category is unknown)."""
        check_is_fitted(self, "index_")
        index = self.index_
        if index.attribute("category", row) is None:
            return []
        price, ppu = index.attribute("price", row), index.attribute("price_per_unit", row)
        by_unit = not math.isnan(ppu)
        # without a unit price the price filter can run inside the index, keeping the pool exact
        neighbours = index.query_row(row, k=self.candidates, same_category=True,
                                     max_price=None if by_unit or math.isnan(price) else price)
        mine = self._actives_of_row(row)
        my_order = self._order_ids(row)
        out = []
        for nb in neighbours:
            if nb.intersection < self.min_shared:
                continue
            c_price, c_ppu = index.attribute("price", nb.row), index.attribute("price_per_unit", nb.row)
            unit = by_unit and not math.isnan(c_ppu)
            ref, cand = (ppu, c_ppu) if unit else (price, c_price)
            if not cand < ref:  # NaN never passes
                continue
            theirs = self._actives_of_row(nb.row)
            if self.require_key_active and mine and not mine & theirs:
                continue  # keeps none of the original's key actives: not a dupe
            order = order_agreement(my_order, self._order_ids(nb.row))  # name ids: same ranks
            actives, score = self._blend(mine, theirs, order, nb.score)
            if score < self.min_score:
                continue
            out.append(Dupe(
                id=nb.id, row=nb.row, score=score, jaccard=nb.score, actives_overlap=actives,
                order_agreement=order, shared_count=nb.intersection,
                shared_actives=tuple(sorted(mine & theirs)), missing_actives=tuple(sorted(mine - theirs)),
                extra_actives=tuple(sorted(theirs - mine)), compared_by="price_per_unit" if unit else "price",
                price=c_price, price_per_unit=c_ppu, original_price=price, original_price_per_unit=ppu,
                saving=ref - cand, saving_pct=(ref - cand) / ref * 100.0 if ref else math.nan,
            ))
        out.sort(key=lambda d: (-d.score, d.row))
        return out[:n]
