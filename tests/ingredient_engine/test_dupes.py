import csv
import json
import math
import random
from pathlib import Path

import numpy as np
import pytest

from ingredient_engine.dupes import DEFAULT_ACTIVES, Dupe, DupeFinder, _main_list, _names, order_agreement
from ingredient_engine.parse import parse_inci
from ingredient_engine.types import Ingredient

BASE = ["AQUA", "GLYCERIN", "NIACINAMIDE", "ZINC PCA", "PENTYLENE GLYCOL", "CARBOMER", "PHENOXYETHANOL"]

DOCS = [
    BASE,  # 0 original serum, 30.0
    BASE[:6] + ["SODIUM BENZOATE"],  # 1 near copy, cheaper
    ["AQUA", "NIACINAMIDE", "GLYCERIN", "CARBOMER", "PHENOXYETHANOL"],  # 2 loses ZINC PCA, cheapest
    BASE,  # 3 identical but dearer
    BASE,  # 4 identical, cheaper, other category
    ["AQUA", "GLYCERIN", "DIMETHICONE"],  # 5 only 2 shared
    BASE[:5] + ["XANTHAN GUM"],  # 6 price unknown
    list(reversed(BASE)),  # 7 same set, reversed order, cheaper
]
CATS = ["serum", "serum", "serum", "serum", "toner", "serum", "serum", "serum"]
PRICES = [30.0, 12.0, 6.0, 45.0, 5.0, 3.0, float("nan"), 20.0]


def fitted(**params):
    ids = [f"p{i}" for i in range(len(DOCS))]
    return DupeFinder(**params).fit(DOCS, ids=ids, attributes={"category": CATS, "price": PRICES})


def test_finds_cheaper_same_category_products_with_enough_overlap():
    dupes = fitted().find("p0")
    ids = [d.id for d in dupes]
    assert set(ids) == {"p1", "p2", "p7"}  # not p3 (dearer), p4 (toner), p5 (2 shared), p6 (no price)
    assert dupes == sorted(dupes, key=lambda d: -d.score)


def test_each_dupe_explains_itself():
    by_id = {d.id: d for d in fitted().find("p0")}
    d2 = by_id["p2"]
    assert d2.shared_count == 5 and d2.jaccard == pytest.approx(5 / 7)
    assert d2.shared_actives == ("NIACINAMIDE",) and d2.missing_actives == ("ZINC PCA",)
    assert d2.actives_overlap == 0.5
    assert d2.compared_by == "price" and d2.saving == 24.0 and d2.saving_pct == pytest.approx(80.0)
    d7 = by_id["p7"]
    assert d7.jaccard == 1.0 and d7.order_agreement == 0.0  # every pair of shared names is reversed
    d1 = by_id["p1"]
    assert d1.order_agreement == 1.0
    expected = (0.5 * d1.jaccard + 0.3 * d1.actives_overlap + 0.2 * d1.order_agreement) / 1.0
    assert d1.score == pytest.approx(expected)
    payload = d1.to_dict()
    assert payload["shared_actives"] == ["NIACINAMIDE", "ZINC PCA"] and payload["price_per_unit"] is None
    json.dumps(payload)  # NaN became None: valid JSON
    with pytest.raises(AttributeError):
        d1.score = 0.0


def test_min_score_min_shared_and_weights_are_applied():
    assert [d.id for d in fitted(min_shared=6).find("p0")] == ["p1", "p7"]
    assert fitted(min_score=0.99).find("p0") == []
    only_order = fitted(weights=(0.0, 0.0, 1.0), min_score=0.0).find("p0")
    assert only_order[-1].id == "p7" and only_order[-1].score == 0.0
    assert "p7" not in [d.id for d in fitted(weights=(0.0, 0.0, 1.0)).find("p0")]  # 0.0 < min_score
    with pytest.raises(ValueError, match="weights"):
        fitted(weights=(0.0, 0.0, 0.0))


def test_price_per_unit_wins_when_both_sizes_are_known():
    ppu = [1.0, 1.5, 0.2, float("nan"), float("nan"), float("nan"), float("nan"), 0.5]
    finder = DupeFinder().fit(DOCS, attributes={"category": CATS, "price": PRICES, "price_per_unit": ppu})
    by_row = {d.row: d for d in finder.find_row(0)}
    assert 1 not in by_row  # cheaper bottle, dearer per ml
    assert by_row[2].compared_by == "price_per_unit" and by_row[2].saving == pytest.approx(0.8)
    assert by_row[7].saving_pct == pytest.approx(50.0)


def test_actives_parameter_set_or_callable():
    assert "p2" not in {d.id for d in fitted(actives={"zinc pca"}).find("p0")}  # keeps no key active
    finder = fitted(actives={"zinc pca"}, require_key_active=False)
    d2 = {d.id: d for d in finder.find("p0")}["p2"]
    assert d2.shared_actives == () and d2.missing_actives == ("ZINC PCA",) and d2.actives_overlap == 0.0
    finder = fitted(actives=lambda name: name.endswith("GLYCOL"))
    d1 = {d.id: d for d in finder.find("p0")}["p1"]
    assert d1.shared_actives == ("PENTYLENE GLYCOL",)
    assert "NIACINAMIDE" in DEFAULT_ACTIVES


def test_unknown_category_and_ingredient_objects():
    docs = [
        [Ingredient("AQUA", 1), Ingredient("GLYCERIN", 2), Ingredient("NIACINAMIDE", 3),
         Ingredient("CI 77491", None, may_contain=True)],
        [Ingredient("GLYCERIN", 1), Ingredient("AQUA", 2), Ingredient("NIACINAMIDE", 3),
         Ingredient("CI 77491", None, may_contain=True)],
    ]
    finder = DupeFinder().fit(docs, attributes={"category": ["a", "a"], "price": [10.0, 5.0]})
    (d,) = finder.find_row(0)
    assert d.shared_count == 4 and d.order_agreement == pytest.approx(2 / 3)  # may-contain has no position
    none = DupeFinder().fit(docs, attributes={"category": [None, "a"], "price": [10.0, 5.0]})
    assert none.find_row(0) == []


def test_order_agreement():
    assert order_agreement(["A", "B", "C"], ["A", "B", "C", "D"]) == 1.0
    assert order_agreement(["A", "B", "C"], ["C", "B", "A"]) == 0.0
    assert order_agreement(["A", "B"], ["A", "X"]) == 0.5  # one shared name: no order to compare
    assert math.isclose(order_agreement(["A", "B", "C"], ["B", "A", "C"]), 2 / 3)


def test_order_agreement_is_kendalls_over_every_pair_with_ties():
    """(1 + S / pairs) / 2 with S = agreeing minus disagreeing pairs of shared names, a repeated name a tie (0)."""
    rng = random.Random(7)
    for _ in range(500):
        a = [rng.randrange(40) for _ in range(rng.randrange(60))]  # repeats: ties
        b = rng.sample(range(40), rng.randrange(40))
        pos = {name: i for i, name in enumerate(b)}
        ranks = [pos[name] for name in a if name in pos]
        pairs = [(x, y) for i, x in enumerate(ranks) for y in ranks[i + 1:]]
        s = sum((y > x) - (y < x) for x, y in pairs)
        assert order_agreement(a, b) == (0.5 if len(ranks) < 2 else (1.0 + s / len(pairs)) / 2.0)


def test_a_candidate_without_any_of_the_originals_key_actives_is_not_a_dupe():
    """The Ordinary Niacinamide 10% + Zinc 1% case: a near-identical base without the niacinamide and the zinc
    used to outrank the real look-alike."""
    base = ["AQUA", "GLYCERIN", "PENTYLENE GLYCOL", "TAMARINDUS INDICA SEED GUM", "XANTHAN GUM",
            "ISOCETETH-20", "ETHOXYDIGLYCOL", "PHENOXYETHANOL", "CHLORPHENESIN"]
    original = ["AQUA", "NIACINAMIDE", "PENTYLENE GLYCOL", "ZINC PCA", *base[3:]]
    base_only = base  # same base, none of the actives: higher Jaccard than the real dupe
    real_dupe = ["AQUA", "NIACINAMIDE", "GLYCERIN", "ZINC PCA", "XANTHAN GUM", "PHENOXYETHANOL", "CARBOMER"]
    docs = [original, base_only, real_dupe]
    attrs = {"category": ["serum"] * 3, "price": [6.0, 3.0, 4.0]}
    gated = DupeFinder(actives={"NIACINAMIDE", "ZINC PCA"}).fit(docs, ids=["o", "b", "d"], attributes=attrs)
    assert [d.id for d in gated.find("o")] == ["d"]
    ungated = DupeFinder(actives={"NIACINAMIDE", "ZINC PCA"}, require_key_active=False).fit(
        docs, ids=["o", "b", "d"], attributes=attrs)
    assert "b" in [d.id for d in ungated.find("o")]  # the gate, not the blend, is what removes it
    # an original without key actives is matched on the blend alone
    plain = DupeFinder(actives={"NIACINAMIDE"}).fit([base, base_only[:-1] + ["CARBOMER"]], ids=["p", "q"],
                                                    attributes={"category": ["serum"] * 2, "price": [9.0, 2.0]})
    assert [d.id for d in plain.find("p")] == ["q"]


def test_fit_prefitted_shares_a_fitted_vectorizer_and_index_and_answers_like_fit():
    from ingredient_engine.similarity import SimilarityIndex
    from ingredient_engine.vectorize import IngredientVectorizer

    ids = [f"p{i}" for i in range(len(DOCS))]
    attrs = {"category": CATS, "price": PRICES}
    vectorizer = IngredientVectorizer(weighting="binary").fit(DOCS)
    index = SimilarityIndex(metric="jaccard").fit(vectorizer.vectorize(DOCS), ids, attrs)
    shared = DupeFinder().fit_prefitted(vectorizer, index, [list(d) for d in DOCS])
    assert shared.index_ is index and shared.vectorizer_ is vectorizer  # no second copy of the matrix
    assert [d.id for d in shared.find("p0")] == [d.id for d in fitted().find("p0")]
    with pytest.raises(ValueError, match="one list per indexed row"):
        DupeFinder().fit_prefitted(vectorizer, index, [list(DOCS[0])])
    weighted = SimilarityIndex(metric="weighted_jaccard").fit(vectorizer.vectorize(DOCS), ids, attrs)
    with pytest.raises(ValueError, match="jaccard index"):
        DupeFinder().fit_prefitted(vectorizer, weighted, [list(d) for d in DOCS])


# -- the label order as integer arrays (issue 10 §2) agrees with the per-row lists and sets it replaced ----------
SEPHORA_2018 = Path(__file__).resolve().parents[3] / "shared" / "data" / "cosmetics_sephora_2018" / "cosmetics.csv"


def _real_rows() -> tuple[list[list[Ingredient]], list[str], list[float]]:
    """The Sephora 2018 catalogue's ingredient lists (with their "may contain" blocks), categories and prices."""
    if not SEPHORA_2018.exists():
        pytest.skip(f"shared data file not found at {SEPHORA_2018} (../shared/data is present in CI)")
    docs, cats, prices = [], [], []
    with open(SEPHORA_2018, encoding="utf-8", newline="") as fh:
        for rec in csv.DictReader(fh):
            doc = [Ingredient(i.name.upper(), i.position, i.may_contain)
                   for i in parse_inci(rec["Ingredients"]).ingredients if i.name]
            if doc:
                docs.append(doc)
                cats.append(rec["Label"])
                prices.append(float(rec["Price"]))
    return docs, cats, prices


def _dupes_from_lists(finder: DupeFinder, order_lists: list[list[str]], name_sets: list[set[str]], row: int,
                      n: int) -> list[Dupe]:
    """`find_row` as it was written over Python lists and sets of names per row (the reference)."""
    index = finder.index_
    price, ppu = index.attribute("price", row), index.attribute("price_per_unit", row)
    by_unit = not math.isnan(ppu)
    neighbours = index.query_row(row, k=finder.candidates, same_category=True,
                                 max_price=None if by_unit or math.isnan(price) else price)
    mine = {a for a in name_sets[row] if finder._is_active(a)}
    out = []
    for nb in neighbours:
        if nb.intersection < finder.min_shared and nb.score < 1.0:  # an identical list passes however short
            continue
        c_price, c_ppu = index.attribute("price", nb.row), index.attribute("price_per_unit", nb.row)
        unit = by_unit and not math.isnan(c_ppu)
        ref, cand = (ppu, c_ppu) if unit else (price, c_price)
        if not cand < ref:
            continue
        theirs = {a for a in name_sets[nb.row] if finder._is_active(a)}
        if finder.require_key_active and mine and not mine & theirs:
            continue
        order = order_agreement(order_lists[row], order_lists[nb.row])
        actives, score = finder._blend(mine, theirs, order, nb.score)
        if score < finder.min_score:
            continue
        out.append(Dupe(
            id=nb.id, row=nb.row, score=score, jaccard=nb.score, actives_overlap=actives, order_agreement=order,
            shared_count=nb.intersection, shared_actives=tuple(sorted(mine & theirs)),
            missing_actives=tuple(sorted(mine - theirs)), extra_actives=tuple(sorted(theirs - mine)),
            compared_by="price_per_unit" if unit else "price", price=c_price, price_per_unit=c_ppu,
            original_price=price, original_price_per_unit=ppu, saving=ref - cand,
            saving_pct=(ref - cand) / ref * 100.0 if ref else math.nan))
    out.sort(key=lambda d: (-d.score, d.row))
    return out[:n]


def test_integer_label_order_agrees_with_the_lists_and_sets_it_replaced_on_real_rows():
    docs, cats, prices = _real_rows()
    assert len(docs) > 1000
    finder = DupeFinder().fit(docs, ids=list(range(len(docs))), attributes={"category": cats, "price": prices})
    order_lists = [_main_list(d) for d in docs]
    name_sets = [_names(d) for d in docs]
    assert any(o != sorted(s) and set(o) != s for o, s in zip(order_lists, name_sets, strict=True))  # may-contain
    for row in range(len(docs)):
        assert finder.order_of_row(row) == order_lists[row] and finder.names_of_row(row) == name_sets[row]
    # the artefact's form: column numbers of the jaccard vocabulary, looked up in its feature names
    names = finder.vectorizer_.get_feature_names_out()
    column = {name: j for j, name in enumerate(names.tolist())}
    indptr = np.cumsum([0] + [len(o) for o in order_lists])
    indices = np.array([column[n] for o in order_lists for n in o], np.int32)
    from_arrays = DupeFinder().fit_label_arrays(finder.vectorizer_, finder.index_, names, indptr, indices)
    label_sets = [set(o) for o in order_lists]  # its name sets default to the label order's names
    checked = found = 0
    for row in range(0, len(docs), 7):
        expected = [d.to_dict() for d in _dupes_from_lists(finder, order_lists, name_sets, row, 20)]
        assert [d.to_dict() for d in finder.find_row(row, 20)] == expected
        by_arrays = _dupes_from_lists(from_arrays, order_lists, label_sets, row, 20)
        assert [d.to_dict() for d in from_arrays.find_row(row, 20)] == [d.to_dict() for d in by_arrays]
        for d in expected[:5]:  # score_pair (a member's suggestion) orders the same labels the same way
            pair = finder.score_pair(docs[row], docs[d["row"]])
            assert pair.order_agreement == d["order_agreement"]
        checked += 1
        found += len(expected)
    assert checked > 150 and found > 300  # the comparison covered many real dupes, not empty lists
