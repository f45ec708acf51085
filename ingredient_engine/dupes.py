"""Cheaper look-alikes ("dupes") of a product, each with the reasons it was suggested.

Candidates are the `candidates` most Jaccard-similar products of the same category (exact top-k from
SimilarityIndex). A candidate is kept when it shares at least `min_shared` ingredients (or has the identical
list, however short) and is cheaper:
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
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from ingredient_engine.analyse import one_percent_tables
from ingredient_engine.estimator import BaseEstimator, check_is_fitted
from ingredient_engine.hero import LabelEntry, hero_actives, hero_rules, kind_rules
from ingredient_engine.rules import default_rules_dir, load_pattern_rules
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

    def score_rows(self, row: int, other: int, jaccard: float, shared: int) -> PairScore:
        """`score_pair` for two indexed rows, read from the fitted arrays as `find_row` reads its neighbours (name
        ids, each name judged once per fit); `jaccard` and `shared` are the index's for the pair."""
        mine, theirs = self._actives_of_row(row), self._actives_of_row(other)
        order = order_agreement(self._order_ids(row), self._order_ids(other))
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
            if nb.intersection < self.min_shared and nb.score < 1.0:
                continue  # an identical list is a dupe however short (a one-ingredient oil)
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


# --- "same job, cheaper" (issue 27 §2) ---------------------------------------------------------------------------
#
# What members mean by a dupe: a cheaper product that keeps the hero actives the original is bought for (same class
# counts; the same form and a comparable concentration count more), is the same kind of product, then shares the
# base, then saves more. `SameJobRanker` ranks ANY cheaper product of a compatible kind that keeps one of the
# original's hero classes (not only the Jaccard neighbours of the same category), by
#
#     score = 0.50 hero + 0.25 kind + 0.20 base + 0.05 saving
#
#     hero    the original's heroes, weighted (named or printed 1.0, read from the label position 0.7), each kept at
#             0.6 for the class anywhere in the list, +0.1 when at or above the dupe's own 1 % line (not a trace),
#             +0.15 for the same form, +0.15 for a comparable stated concentration (ratio <= 1.5; <= 3 gives half),
#             or for the dupe naming the class too (half when the original states a concentration the dupe does
#             not); then scaled by
#             0.75 + 0.25 focus, focus being the share of the key hero classes the dupe's own name names that the
#             original has at all ("Mandelic Acid 10% + HA" is for mandelic acid first, not a hyaluronic serum)
#     kind    1 for the same kind of product, 0.5 for a compatible one (an essence for a serum)
#     base    the square root of the Jaccard index of the labelled ingredient sets (cross-brand overlaps are small:
#             the root spreads 0.04 .. 0.3 apart)
#     saving  the saving in percent of the original's price (per ml/g when both sizes are known) / 100: the last
#             word, once the job and the base are settled
#
# A dupe is another brand's product (the same brand's mini, refill, set or renamed listing is not a dupe of it).

# Rules the original keeps and a dupe breaks (fragrance in a fragrance-free original, drying alcohol) are named as
# differences, never used to drop a dupe. The pool is cut to the best `refine` by everything but form and
# concentration first (vectorised over the catalogue), then those are scored in full.

JOB_WEIGHTS = (0.5, 0.25, 0.2, 0.05)  # hero actives kept, kind of product, shared base, saving
# Families whose absence is a rule a product keeps ("fragrance-free", "no drying alcohol"): difference -> families
RULE_FAMILIES: dict[str, tuple[str, ...]] = {"fragrance": ("fragrance", "essential_oil"),
                                             "drying_alcohol": ("drying_alcohol",)}


@lru_cache(maxsize=4)
def _family_rules(rules_dir: str) -> tuple[Any, ...]:
    """The families.csv rules of the families `RULE_FAMILIES` names."""
    wanted = {fam for fams in RULE_FAMILIES.values() for fam in fams}
    return tuple(r for r in load_pattern_rules(Path(rules_dir) / "rules" / "families.csv", "family")
                 if r.label in wanted)


def rule_families(names: Iterable[str], rules_dir: str | None = None) -> frozenset[str]:
    """The `RULE_FAMILIES` keys a list has ("fragrance" when any name is a fragrance or an essential oil)."""
    base = str(rules_dir) if rules_dir else _DEFAULT_RULES
    return frozenset(key for name in names for key in _name_rule_families(name, base))


_DEFAULT_RULES = str(default_rules_dir())


@lru_cache(maxsize=1 << 16)
def _name_rule_families(name: str, rules_dir: str) -> tuple[str, ...]:
    labels = {r.label for r in _family_rules(rules_dir) if r.matches(name)}
    return tuple(key for key, fams in RULE_FAMILIES.items() if labels & set(fams))


def rule_differences(original: Iterable[str], candidate: Iterable[str], rules_dir: str | None = None
                     ) -> tuple[str, ...]:
    """Rules the original keeps that the candidate breaks: `RULE_FAMILIES` keys the candidate has and the original
    has not, in `RULE_FAMILIES` order (flagged beside a dupe, never a reason to drop it)."""
    mine, theirs = rule_families(original, rules_dir), rule_families(candidate, rules_dir)
    return tuple(key for key in RULE_FAMILIES if key in theirs and key not in mine)


def fallback_line(labelled: int) -> int:
    """The 1 % line (a position) assumed for a list with no marker: after the first third, at least three."""
    return max(3, labelled // 3) + 1


@dataclass(frozen=True, slots=True)
class HeroKept:
    hero: Any  # the original's HeroActive
    match: float  # 0..1: how well the dupe keeps it (0: it lacks the class)
    form: str | None  # the dupe's form of the class (None: it lacks it)
    percent: float | None  # the dupe's stated concentration of the class
    above_line: bool  # the dupe has it before its own 1 % line


@dataclass(frozen=True, slots=True)
class JobDupe:
    id: Any
    row: int
    score: float
    hero_score: float
    kind_score: float
    jaccard: float
    saving_score: float
    shared_count: int
    heroes: tuple[HeroKept, ...]  # one per hero of the original, in its order
    kind: str | None
    differences: tuple[str, ...]  # RULE_FAMILIES keys the original keeps and the dupe breaks
    compared_by: str
    price: float
    price_per_unit: float
    original_price: float
    original_price_per_unit: float
    saving: float
    saving_pct: float


class JobFeatures:
    """Per-row facts the "same job" ranking reads, aligned with a fitted `DupeFinder`'s rows.

    Built once per model (`build`): the kind of product of every row, bitmasks of the hero classes each row has
    anywhere and before its 1 % line, the rule families it has, and its name and brand (read again for the rows a
    query looks at). Arrays are kept in the index's storage order (`rank_`) so that a query works on whole
    columns."""

    def __init__(self, *, classes: tuple[str, ...], kinds: np.ndarray, kind_names: tuple[str, ...],
                 kind_match: np.ndarray, present: np.ndarray, above: np.ndarray, named: np.ndarray,
                 families: np.ndarray, lines: np.ndarray, groups: np.ndarray, names: Sequence[str],
                 brands: Sequence[str],
                 percents: Mapping[int, Mapping[str, float]], hero_rules: Any, rules_dir: str | None):
        self.classes = classes
        self.class_bit = {c: np.uint64(1) << np.uint64(i) for i, c in enumerate(classes)}
        self.kinds, self.kind_names, self.kind_match = kinds, kind_names, kind_match
        self.present, self.above, self.named_bits, self.families = present, above, named, families
        self.key_mask = np.uint64(0)
        for c in hero_rules.key_classes:
            self.key_mask |= self.class_bit[c]
        self.lines, self.groups = lines, groups
        self.names, self.brands, self.percents = names, brands, percents
        self.hero_rules, self.rules_dir = hero_rules, rules_dir
        self._named: dict[int, dict[str, Any]] = {}

    @classmethod
    def build(cls, finder: DupeFinder, names: Sequence[str], brands: Sequence[str],
              categories: Sequence[str | None], percents: Mapping[int, Mapping[str, float]] | None = None,
              groups: Sequence[int] | None = None, rules_dir: str | None = None) -> JobFeatures:
        """`names`, `brands` and `categories` (category paths) are per row of the finder's index; `percents` maps a
        row to the concentrations its label declares ({name: %}); `groups` gives the listings of one product (sizes,
        retailers) one id, so that a list shows the best of them once (default: every row its own)."""
        check_is_fitted(finder, "index_")
        index = finder.index_
        n = index.csr_[0].shape[0] - 1
        if not len(names) == len(brands) == len(categories) == n:
            raise ValueError("one name, brand and category per indexed row")
        rules = hero_rules(rules_dir)
        kinds_table = kind_rules(rules_dir)
        percents = dict(percents or {})
        classes = rules.classes
        if len(classes) > 64:
            raise ValueError("at most 64 hero classes (one bit each)")
        bit_of = {c: np.uint64(1) << np.uint64(i) for i, c in enumerate(classes)}
        base = str(rules_dir or default_rules_dir())
        markers, allergens = one_percent_tables(base)
        family_rules = _family_rules(base)
        family_bit = {key: np.uint8(1 << i) for i, key in enumerate(RULE_FAMILIES)}
        # per label name: hero class bits, 1 % marker, rule families (a regex pass over the vocabulary, once)
        vocab = finder.label_names_
        any_hero = re.compile("|".join(f"(?:{r.regex.pattern if r.regex is not None else re.escape(r.exact or '')})"
                                       for r in rules.rows))
        name_bits = np.zeros(len(vocab), np.uint64)
        name_marker = np.zeros(len(vocab), bool)
        name_family = np.zeros(len(vocab), np.uint8)
        for j, name in enumerate(vocab):
            name = str(name)
            if any_hero.fullmatch(name):
                for active_class, _ in rules.forms_of(name):
                    name_bits[j] |= bit_of[active_class]
            name_marker[j] = name in markers or name in allergens
            for rule in family_rules:
                if rule.matches(name):
                    for key, fams in RULE_FAMILIES.items():
                        if rule.label in fams:
                            name_family[j] |= family_bit[key]
        indptr = np.asarray(finder.order_indptr_, np.int64)
        ids = np.asarray(finder.order_ids_, np.int64)
        lengths = np.diff(indptr)
        pos = np.arange(len(ids)) - np.repeat(indptr[:-1], lengths)  # 0-based index in its row
        owner = np.repeat(np.arange(n), lengths)
        marker_at = np.flatnonzero(name_marker[ids])
        lines = np.zeros(n, np.int32)  # the 1 % line as a 1-based position, 0 when the list has no marker
        first = np.full(n, -1, np.int64)
        if len(marker_at):
            rows_with = owner[marker_at]
            keep = np.r_[True, rows_with[1:] != rows_with[:-1]]
            first[rows_with[keep]] = pos[marker_at[keep]]
        lines[first >= 0] = first[first >= 0] + 1
        for row, printed in percents.items():  # a declared percentage <= 1 is a marker too
            for i, j in enumerate(ids[indptr[row]:indptr[row + 1]].tolist()):
                pct = printed.get(str(vocab[j]))
                if pct is not None and pct <= 1 and (lines[row] == 0 or i + 1 < lines[row]):
                    lines[row] = i + 1
                    break
        limit = np.where(lines > 0, lines, np.maximum(3, lengths // 3) + 1)
        entry_bits = name_bits[ids]
        present = _or_by_row(entry_bits, indptr)
        # "above": at or before the line (the marker itself is at ~1 %, sodium hyaluronate often is the marker)
        above = _or_by_row(np.where(pos + 1 <= limit[owner], entry_bits, np.uint64(0)), indptr)
        families = _or_by_row(name_family[ids].astype(np.uint64), indptr).astype(np.uint8)
        named = np.zeros(n, np.uint64)  # the hero classes each product's name names
        for row, (nm, br) in enumerate(zip(names, brands, strict=True)):
            for hit in rules.named(nm, br):
                named[row] |= bit_of[hit.active_class]
        kind_names = kinds_table.kinds
        code = {k: i for i, k in enumerate(kind_names)}
        kinds = np.array([code.get(kinds_table.kind_of(nm, cat), -1)  # type: ignore[arg-type]
                          for nm, cat in zip(names, categories, strict=True)], np.int16)
        match = np.zeros((len(kind_names) + 1, len(kind_names) + 1), np.float32)  # last row/column: unknown
        for a, ka in enumerate(kind_names):
            for b, kb in enumerate(kind_names):
                match[a, b] = kinds_table.match(ka, kb)
        order = index.order_  # storage position -> row
        return cls(classes=classes, kinds=kinds[order], kind_names=kind_names, kind_match=match,
                   present=present[order], above=above[order], named=named[order], families=families[order],
                   lines=lines, groups=(np.arange(n) if groups is None else np.asarray(groups, np.int64)),
                   names=names, brands=brands, percents=percents,
                   hero_rules=rules, rules_dir=rules_dir)

    def named(self, row: int) -> dict[str, Any]:
        """class -> NamedActive of row's product name (remembered)."""
        hit = self._named.get(row)
        if hit is None:
            if len(self._named) > 50_000:
                self._named.clear()
            hit = self._named[row] = {a.active_class: a for a in self.hero_rules.named(self.names[row],
                                                                                       self.brands[row])}
        return hit


def _or_by_row(values: np.ndarray, indptr: np.ndarray) -> np.ndarray:
    """Bitwise OR of each row's segment of `values` (0 for an empty row)."""
    n = len(indptr) - 1
    out = np.zeros(n, values.dtype if len(values) else np.uint64)
    nonempty = np.flatnonzero(np.diff(indptr) > 0)
    if len(nonempty):
        out[nonempty] = np.bitwise_or.reduceat(values, indptr[nonempty])
    return out


class SameJobRanker:
    """Rank cheaper products by whether they do the original's job (see the comment above `JOB_WEIGHTS`)."""

    def __init__(self, finder: DupeFinder, features: JobFeatures, weights: tuple[float, float, float, float] =
                 JOB_WEIGHTS, refine: int = 100):
        self.finder = finder
        self.features = features
        self.weights = weights
        self.refine = refine
        self._forms: dict[int, dict[str, tuple[tuple[str, ...], float | None]]] = {}

    def kind_of_row(self, row: int) -> str | None:
        """The kind of product of an indexed row (None when its name and category say none)."""
        code = int(self.features.kinds[int(self.finder.index_.rank_[row])])
        return self.features.kind_names[code] if code >= 0 else None

    def differences(self, original: int, other: int) -> tuple[str, ...]:
        """`RULE_FAMILIES` keys row `other` has and row `original` has not (from the per-row family bits)."""
        f, rank = self.features, self.finder.index_.rank_
        mine, theirs = int(f.families[int(rank[original])]), int(f.families[int(rank[other])])
        return tuple(key for i, key in enumerate(RULE_FAMILIES) if theirs >> i & 1 and not mine >> i & 1)

    def entries(self, row: int) -> list[Any]:
        """Row's labelled list as hero-reading entries (position = label order; printed percentages)."""
        printed = self.features.percents.get(row, {})
        return [LabelEntry(name, i, printed.get(name)) for i, name in enumerate(self.finder.order_of_row(row), 1)]

    def heroes_of_row(self, row: int) -> tuple[Any, ...]:
        f = self.features
        line = int(f.lines[row]) or None
        return hero_actives(f.names[row], self.entries(row), brand=f.brands[row], rules=f.hero_rules,
                            one_percent_position=line)

    def find_row(self, row: int, n: int = 10) -> tuple[tuple[Any, ...], list[JobDupe]]:
        """(the original's hero actives, its dupes best first)."""
        f, index = self.features, self.finder.index_
        heroes = self.heroes_of_row(row)
        r0 = int(index.rank_[row])
        wh, wk, wb, ws = self.weights
        price, ppu = index.price_, index.price_per_unit_
        p0, u0 = float(price[r0]), float(ppu[r0])
        by_unit = not math.isnan(u0)
        # the pool first, on whole columns (cheaper, another brand, a compatible kind, one of the heroes' classes),
        # then everything else on its candidates only
        with np.errstate(invalid="ignore"):
            if by_unit:
                unit_all = ~np.isnan(ppu)
                pool = np.where(unit_all, ppu < u0, price < p0)  # NaN never is cheaper
            else:
                pool = price < p0
        pool &= index.brand_codes_ != index.brand_codes_[r0]
        k0 = int(f.kinds[r0])
        if k0 >= 0:
            pool &= f.kind_match[k0, f.kinds] > 0
        if heroes:
            mask = np.uint64(0)
            for h in heroes:
                mask |= f.class_bit.get(h.active_class, np.uint64(0))
            pool &= (f.present & mask) != 0
        pool[r0] = False
        candidates = np.flatnonzero(pool)
        inter_all = self._intersections(r0)
        if not heroes:  # nothing names its job: a formula like it (a one-ingredient oil needs its one ingredient)
            candidates = candidates[inter_all[candidates] >= min(self.finder.min_shared,
                                                                  max(1, int(index.norm_[r0])))]
        if not len(candidates):
            return heroes, []
        c_price, c_ppu = price[candidates], ppu[candidates]
        unit = ~np.isnan(c_ppu) if by_unit else np.zeros(len(candidates), bool)
        ref = np.where(unit, u0, p0)
        cand = np.where(unit, c_ppu, c_price)
        saving = (ref - cand) / ref
        kind_s = f.kind_match[k0, f.kinds[candidates]] if k0 >= 0 else np.zeros(len(candidates), np.float32)
        inter = inter_all[candidates]
        norm = index.norm_
        with np.errstate(invalid="ignore", divide="ignore"):
            jac = np.where(inter > 0, inter / (norm[r0] + norm[candidates] - inter), 0.0)
        base = np.sqrt(jac)
        hero_c = np.zeros(len(candidates))
        total = 0.0
        present, above, named_bits = f.present[candidates], f.above[candidates], f.named_bits[candidates]
        for h in heroes:  # everything of `_kept` but the form and a stated concentration
            w = 1.0 if h.basis != "position" else 0.7
            total += w
            bit = f.class_bit.get(h.active_class)
            if bit is None:
                continue
            has = (present & bit) != 0
            hero_c += w * has * (0.6 + 0.1 * ((above & bit) != 0)
                                 + (0.15 if h.percent is None else 0.075) * ((named_bits & bit) != 0))
        focus = self._focus(int(f.present[r0]), named_bits)
        if heroes:
            hero_c /= total
            hero_c *= 0.75 + 0.25 * focus
        coarse = wh * hero_c + wk * kind_s + wb * base + ws * np.minimum(saving, 1.0)
        keep = np.arange(len(candidates))
        if len(candidates) > self.refine:
            keep = np.argpartition(-coarse, self.refine - 1)[:self.refine]
        scored = []
        weights = [1.0 if h.basis != "position" else 0.7 for h in heroes]
        for i in keep.tolist():  # form and stated concentration: the full hero score of each refined candidate
            r = int(candidates[i])
            c_row = int(index.order_[r])
            kept = tuple(self._kept(h, c_row, r) for h in heroes)
            hero_s = sum(w * k.match for w, k in zip(weights, kept, strict=True)) / total if heroes else 0.0
            hero_s *= 0.75 + 0.25 * float(focus[i])
            score = wh * hero_s + wk * float(kind_s[i]) + wb * float(base[i]) + ws * min(float(saving[i]), 1.0)
            scored.append((-score, -float(jac[i]), c_row, i, hero_s, kept))
        scored.sort(key=lambda t: t[:3])
        fam0 = int(f.families[r0])
        shown: set[int] = set()
        best = []
        for neg_score, _, c_row, i, hero_s, kept in scored:  # one listing per product: its best size or retailer
            group = int(f.groups[c_row])
            if group in shown:
                continue
            shown.add(group)
            r = int(candidates[i])
            fam = int(f.families[r])
            diff = tuple(key for b, key in enumerate(RULE_FAMILIES) if fam >> b & 1 and not fam0 >> b & 1)
            kind_code = int(f.kinds[r])
            c_id = index.ids_[c_row]
            best.append(JobDupe(
                id=c_id.item() if hasattr(c_id, "item") else c_id, row=c_row, score=-neg_score, hero_score=hero_s,
                kind_score=float(kind_s[i]), jaccard=float(jac[i]), saving_score=min(float(saving[i]), 1.0),
                shared_count=int(inter[i]), heroes=kept, kind=f.kind_names[kind_code] if kind_code >= 0 else None,
                differences=diff, compared_by="price_per_unit" if bool(unit[i]) else "price",
                price=float(price[r]), price_per_unit=float(ppu[r]), original_price=p0, original_price_per_unit=u0,
                saving=float(ref[i] - cand[i]), saving_pct=float(saving[i]) * 100.0))
            if len(best) == n:
                break
        return heroes, best

    def kept(self, heroes: Sequence[Any], row: int) -> tuple[HeroKept, ...]:
        """How the product at indexed `row` keeps each of `heroes` (an original's, from `heroes_of_row`): for items
        ranked some other way (closest formula, members' suggestions) that still say what they keep."""
        r = int(self.finder.index_.rank_[row])
        return tuple(self._kept(h, row, r) for h in heroes)

    def _focus(self, present0: int, named_bits: np.ndarray) -> np.ndarray:
        """Per candidate (`named_bits`: the hero classes each one's product name names): the share of the key hero
        classes its name names that the original has at all (1 when it names none)."""
        f = self.features
        own = named_bits & f.key_mask
        extra = own & ~np.uint64(present0)
        n_own = np.bitwise_count(own).astype(np.float64)
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(n_own > 0, 1.0 - np.bitwise_count(extra) / np.maximum(n_own, 1), 1.0)

    def _intersections(self, r0: int) -> np.ndarray:
        """Shared labelled names of storage row r0 with every storage row: the postings of its names counted (a
        list's ~30 postings lists are far fewer entries than the whole matrix)."""
        index = self.finder.index_
        indptr, indices, _ = index.csr_
        c_ptr, c_rows, _ = index.csc_
        cols = indices[indptr[r0]:indptr[r0 + 1]]
        if not len(cols):
            return np.zeros(len(indptr) - 1, np.int64)
        postings = np.concatenate([c_rows[c_ptr[c]:c_ptr[c + 1]] for c in cols.tolist()])
        return np.bincount(postings, minlength=len(indptr) - 1)

    def _forms_of_row(self, row: int) -> dict[str, tuple[tuple[str, ...], float | None]]:
        """class -> (the forms row's list has of it in label order, the first concentration its label prints for
        one of them), remembered per row."""
        hit = self._forms.get(row)
        if hit is None:
            f = self.features
            printed = f.percents.get(row, {})
            forms: dict[str, list[str]] = {}
            stated: dict[str, float] = {}
            for name in self.finder.order_of_row(row):
                for active_class, form in f.hero_rules.forms_of(name):
                    forms.setdefault(active_class, []).append(form)
                    if active_class not in stated and printed.get(name):
                        stated[active_class] = printed[name]
            if len(self._forms) > 50_000:
                self._forms.clear()
            hit = self._forms[row] = {c: (tuple(fs), stated.get(c)) for c, fs in forms.items()}
        return hit

    def _kept(self, hero: Any, row: int, r: int) -> HeroKept:
        """How well the product at `row` (storage position `r`) keeps one hero of the original."""
        f = self.features
        bit = f.class_bit.get(hero.active_class)
        if bit is None or not int(f.present[r]) & int(bit):
            return HeroKept(hero, 0.0, None, None, False)
        forms, stated = self._forms_of_row(row).get(hero.active_class, ((), None))
        named = f.named(row).get(hero.active_class)
        if named is not None and named.percent is not None:
            stated = named.percent
        above = bool(int(f.above[r]) & int(bit))
        match = 0.6 + (0.1 if above else 0.0)
        same_form = hero.form in forms or (named is not None and named.form == hero.form)
        if same_form or len({fm for c, fm in f.hero_rules.form_labels if c == hero.active_class}) == 1:
            match += 0.15
        if hero.percent is not None and stated is not None:
            ratio = max(hero.percent, stated) / min(hero.percent, stated)
            match += 0.15 if ratio <= 1.5 else 0.075 if ratio <= 3 else 0.0
        elif named is not None:  # it names the class too: the same job, the strength unknown when one is stated
            match += 0.15 if hero.percent is None else 0.075
        form = hero.form if same_form else (forms[0] if forms else named.form if named else None)
        return HeroKept(hero, min(match, 1.0), form, stated, above)
