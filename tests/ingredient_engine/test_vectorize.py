import numpy as np
import pytest
from sklearn.base import clone

from ingredient_engine.types import Ingredient
from ingredient_engine.vectorize import IngredientVectorizer

DOCS = [
    ["AQUA", "GLYCERIN", "NIACINAMIDE"],
    ["AQUA", "GLYCERIN", "SALICYLIC ACID"],
    ["AQUA", "DIMETHICONE"],
]


def dense_row(vec, doc):
    X = vec.transform([doc])
    names = vec.get_feature_names_out()
    return {names[j]: float(v) for j, v in zip(X.indices, X.data, strict=True)}


def test_binary_vocabulary_and_values():
    vec = IngredientVectorizer().fit(DOCS)
    assert vec.vocabulary_ == {"AQUA": 0, "DIMETHICONE": 1, "GLYCERIN": 2, "NIACINAMIDE": 3, "SALICYLIC ACID": 4}
    X = vec.transform(DOCS)
    assert X.format == "csr" and X.dtype == np.float32
    assert X.toarray().tolist() == [[1, 0, 1, 1, 0], [1, 0, 1, 0, 1], [1, 1, 0, 0, 0]]


def test_sklearn_conventions():
    vec = IngredientVectorizer(weighting="idf", min_df=2)
    assert vec.get_params()["min_df"] == 2
    assert vec.fit(DOCS) is vec
    other = clone(vec).set_params(weighting="position")
    assert other.weighting == "position" and not hasattr(other, "vocabulary_")
    assert vec.fit_transform(iter(DOCS)).shape == (3, 2)  # generator input is read twice safely


def test_idf_matches_sklearn_smooth_idf():
    vec = IngredientVectorizer(weighting="idf").fit(DOCS)
    row = dense_row(vec, ["AQUA", "NIACINAMIDE"])
    assert row["AQUA"] == pytest.approx(np.log(4 / 4) + 1, rel=1e-6)
    assert row["NIACINAMIDE"] == pytest.approx(np.log(4 / 2) + 1, rel=1e-6)


def test_position_decay_and_may_contain():
    vec = IngredientVectorizer(weighting="position", position_decay=0.5, may_contain_weight=0.25)
    vec.fit([["A", "B", "C", "D"]])
    doc = [Ingredient("A", 1), Ingredient("B", 2), Ingredient("C", 3), Ingredient("D", None, may_contain=True)]
    row = dense_row(vec, doc)
    assert row == pytest.approx({"A": 1.0, "B": 1 / 1.5, "C": 0.5, "D": 0.25})
    # plain strings take their list position
    assert dense_row(vec, ["C", "A"]) == pytest.approx({"C": 1.0, "A": 1 / 1.5})


def test_binary_may_contain_down_weighted_or_dropped():
    doc = [Ingredient("A", 1), Ingredient("B", None, may_contain=True)]
    vec = IngredientVectorizer(may_contain_weight=0.25).fit([["A", "B"]])
    assert dense_row(vec, doc) == {"A": 1.0, "B": 0.25}
    dropped = IngredientVectorizer(may_contain_weight=0.0).fit([["A", "B"]])
    assert dense_row(dropped, doc) == {"A": 1.0}


def test_repeated_name_is_one_column_with_strongest_weight():
    vec = IngredientVectorizer(weighting="position", position_decay=1.0).fit([["A", "B"]])
    doc = [Ingredient("B", None, may_contain=True), Ingredient("A", 1), Ingredient("B", 2), Ingredient("A", 3)]
    X = vec.transform([doc])
    assert X.nnz == 2
    assert dense_row(vec, doc) == pytest.approx({"A": 1.0, "B": 0.5})


def test_unknown_names_are_counted_not_columns():
    vec = IngredientVectorizer(weighting="idf").fit(DOCS)
    out = vec.vectorize([["AQUA", "UNSEEN 1", "UNSEEN 2", "UNSEEN 1"], []])
    assert out.X.shape == (2, 5) and out.X.nnz == 1
    assert out.unknown_count.tolist() == [2, 0]
    assert out.unknown_weight[0] == pytest.approx(2 * (np.log(4) + 1))  # idf of a never-seen name
    assert out.unknown_weight[1] == 0.0


def test_min_df_prunes_into_unknown():
    vec = IngredientVectorizer(min_df=2).fit(DOCS)
    assert set(vec.vocabulary_) == {"AQUA", "GLYCERIN"}
    out = vec.vectorize(DOCS)
    assert out.unknown_count.tolist() == [1, 1, 1]
    frac = IngredientVectorizer(max_df=0.9).fit(DOCS)  # AQUA is in every document
    assert "AQUA" not in frac.vocabulary_


def test_invalid_input_and_params():
    with pytest.raises(ValueError, match="weighting"):
        IngredientVectorizer(weighting="tfidf").fit(DOCS)
    with pytest.raises(TypeError, match="str or Ingredient"):
        IngredientVectorizer().fit([[1, 2]])
    with pytest.raises(ValueError, match="may_contain_weight"):
        IngredientVectorizer(may_contain_weight=2).fit(DOCS)
