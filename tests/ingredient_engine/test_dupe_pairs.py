"""DupeFinder.score_pair: the finder's evidence for any pair (a member's suggestion), with the gates it fails."""

import pytest

from ingredient_engine.dupes import DupeFinder
from ingredient_engine.types import Ingredient
from tests.ingredient_engine.test_dupes import DOCS, fitted


def test_a_pair_the_finder_keeps_gets_the_same_evidence_as_find():
    found = {d.id: d for d in fitted().find("p0")}
    for i in (1, 2, 7):
        pair = DupeFinder().score_pair(DOCS[0], DOCS[i])
        d = found[f"p{i}"]
        assert pair.score == pytest.approx(d.score) and pair.jaccard == pytest.approx(d.jaccard)
        assert (pair.shared_count, pair.order_agreement, pair.actives_overlap) == (
            d.shared_count, pytest.approx(d.order_agreement), pytest.approx(d.actives_overlap))
        assert (pair.shared_actives, pair.missing_actives, pair.extra_actives) == (
            d.shared_actives, d.missing_actives, d.extra_actives)
        assert pair.failed_gates == ()


def test_no_fit_needed_and_category_and_price_are_not_looked_at():
    # p4 is another category and p3 is dearer: find() leaves them out, the pair is still scored (identical sets)
    pair = DupeFinder().score_pair(DOCS[0], DOCS[3])
    assert pair.jaccard == 1.0 and pair.order_agreement == 1.0 and pair.score == pytest.approx(1.0)


def test_a_very_different_pair_names_the_gates_it_fails():
    pair = DupeFinder().score_pair(DOCS[0], DOCS[5])  # AQUA, GLYCERIN, DIMETHICONE: 2 shared, no niacinamide
    assert pair.shared_count == 2
    assert pair.missing_actives == ("NIACINAMIDE", "ZINC PCA") and pair.shared_actives == ()
    assert set(pair.failed_gates) == {"min_shared", "key_active"}
    strict = DupeFinder(min_score=0.5).score_pair(DOCS[0], DOCS[5])
    assert "min_score" in strict.failed_gates and strict.score < 0.5
    lenient = DupeFinder(require_key_active=False, min_shared=2).score_pair(DOCS[0], DOCS[5])
    assert lenient.failed_gates == ()


def test_may_contain_entries_do_not_count_and_an_empty_list_shares_nothing():
    a = [Ingredient("AQUA", 1), Ingredient("NIACINAMIDE", 2), Ingredient("CI 77891", None, may_contain=True)]
    b = [Ingredient("AQUA", 1), Ingredient("NIACINAMIDE", 2), Ingredient("CI 77491", None, may_contain=True)]
    assert DupeFinder().score_pair(a, b).jaccard == 1.0
    empty = DupeFinder().score_pair(a, [])
    assert empty.jaccard == 0.0 and empty.shared_count == 0 and "min_shared" in empty.failed_gates
