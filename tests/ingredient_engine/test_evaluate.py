import pytest

from ingredient_engine.evaluate import (
    evaluate_rankings,
    identical_lists_check,
    pairs_to_relevant,
    parse_scores,
    parse_scores_corpus,
    precision_at_k,
    recall_at_k,
    reciprocal_rank,
)
from ingredient_engine.similarity import SimilarityIndex
from ingredient_engine.types import Ingredient
from ingredient_engine.vectorize import IngredientVectorizer


def test_ranking_metrics_by_hand():
    ranked = ["a", "x", "b", "y"]
    assert precision_at_k(ranked, {"a", "b", "c"}, 2) == 0.5
    assert precision_at_k(ranked, {"a"}, 10) == 0.1  # a short list still divides by k
    assert recall_at_k(ranked, {"a", "b", "c"}, 3) == pytest.approx(2 / 3)
    assert recall_at_k(ranked, set(), 3) == 1.0
    assert reciprocal_rank(ranked, {"b"}) == pytest.approx(1 / 3)
    assert reciprocal_rank(ranked, {"z"}) == 0.0
    with pytest.raises(ValueError):
        precision_at_k(ranked, {"a"}, 0)


def test_evaluate_rankings_means_over_labelled_queries():
    relevant = pairs_to_relevant([("q1", "a"), ("q2", "b")], symmetric=False)
    relevant["q3"] = set()  # unlabelled: skipped
    report = evaluate_rankings({"q1": ["a", "z"], "q2": ["z", "y", "b"]}, relevant, k=2)
    assert report.n_queries == 2
    assert report.precision_at_k == pytest.approx((0.5 + 0.0) / 2)
    assert report.recall_at_k == pytest.approx((1.0 + 0.0) / 2)
    assert report.mrr == pytest.approx((1.0 + 1 / 3) / 2)
    assert report.to_dict()["k"] == 2
    missing = evaluate_rankings({}, {"q1": {"a"}}, k=5)
    assert missing.n_queries == 1 and missing.mrr == 0.0
    assert pairs_to_relevant([("a", "b")]) == {"a": {"b"}, "b": {"a"}}


def test_identical_lists_check_on_a_real_index():
    docs = [
        ["AQUA", "GLYCERIN", "NIACINAMIDE"],
        ["AQUA", "GLYCERIN", "NIACINAMIDE"],
        [Ingredient("NIACINAMIDE", 1), Ingredient("AQUA", 2), Ingredient("GLYCERIN", 3)],  # same set
        ["AQUA", "GLYCERIN"],
        ["AQUA", "GLYCERIN"],
        [],
        [],  # empty lists are not twins
    ]
    vec = IngredientVectorizer().fit(docs)
    index = SimilarityIndex().fit(vec.vectorize(docs))
    report = identical_lists_check(docs, lambda row, k: [nb.row for nb in index.query_row(row, k=k)])
    assert (report.n_groups, report.n_products, report.n_first, report.share_first) == (2, 5, 5, 1.0)
    # a ranking that puts a non-twin first is caught
    bad = identical_lists_check(docs, lambda row, k: [3] if row == 0 else [nb.row for nb in index.query_row(row, k=k)])
    assert bad.n_first == 4 and bad.failures == (0,) and bad.share_first == pytest.approx(0.8)


def test_parse_scores_set_and_position():
    gold = ["AQUA", "GLYCERIN", "NIACINAMIDE", "ZINC PCA"]
    pred = ["AQUA", "NIACINAMIDE", "GLYCERIN", "ZINC PCA", "JUNK"]
    s = parse_scores(pred, gold)
    assert (s.precision, s.recall) == (pytest.approx(4 / 5), 1.0)
    assert s.f1 == pytest.approx(2 * 0.8 / 1.8)
    # positions 1 and 4 agree: a swapped pair costs two position hits but no set hit
    assert (s.position_precision, s.position_recall) == (pytest.approx(2 / 5), 0.5)
    assert (s.n_predicted, s.n_gold) == (5, 4)
    split = parse_scores(["WATER", "AQUA", "GLYCERIN"], ["WATER/AQUA", "GLYCERIN"])  # one shifted position
    assert split.position_recall == 0.0 and split.recall == 0.5


def test_parse_scores_edge_cases_and_micro_average():
    assert parse_scores([], []).f1 == 1.0
    empty = parse_scores([], ["AQUA"])
    assert (empty.precision, empty.recall, empty.f1) == (0.0, 0.0, 0.0)
    corpus = parse_scores_corpus([(["A", "B"], ["A", "B"]), (["C"], ["D", "E", "F", "G"])])
    assert corpus.recall == pytest.approx(2 / 6) and corpus.precision == pytest.approx(2 / 3)
