"""Query-side text helpers: synonyms, fuzziness rule, highlighting, schema rules."""

from __future__ import annotations

from typing import Any

import pytest

from api.search.backends.highlight import WordMatcher, highlight_source, highlight_sources, highlight_text
from api.search.backends.naming import indices_to_prune, parse_physical, physical_name
from api.search.backends.text import QueryClause, SynonymTable, analyze, fuzzy_distance, min_should_match
from api.search.index_fields import FieldType, IndexSchema, RangeBucket, RangeFacet, SearchField, TermsFacet
from api.search_kinds.registry import SCHEMAS


def test_analyze_folds_and_splits() -> None:
    assert analyze("Crème de l'Oréal 2-in-1, CAPRYLIC/CAPRIC") == [
        "creme", "de", "l", "oreal", "2", "in", "1", "caprylic", "capric"]


@pytest.mark.parametrize(("word", "edits"), [("gel", 0), ("aqua", 1), ("cleanser", 2), ("serums", 1)])
def test_fuzzy_distance(word: str, edits: int) -> None:
    assert fuzzy_distance(word) == edits


def test_min_should_match() -> None:
    assert [min_should_match(n) for n in (1, 2, 3, 4, 5, 8)] == [1, 2, 3, 3, 3, 6]


def test_synonym_groups_are_symmetric_transitive_and_phrase_aware() -> None:
    table = SynonymTable({"water": ["aqua"], "aqua": ["eau"], "vitamin c": ["ascorbic acid"]})
    assert table.clauses("Aqua glycerin") == [
        QueryClause((("aqua",), ("eau",), ("water",)), synonym=True), QueryClause((("glycerin",),))]
    assert table.clauses("pure ascorbic acid")[1] == QueryClause(
        (("ascorbic", "acid"), ("vitamin", "c")), synonym=True)
    assert table.rules() == ["water, aqua", "aqua, eau", "vitamin c, ascorbic acid"]
    assert not SynonymTable(None)
    with pytest.raises(TypeError):
        SynonymTable({"water": "aqua"})  # type: ignore[dict-item]


def test_highlight_matches_exact_fuzzy_prefix_and_escapes() -> None:
    matcher = WordMatcher(SynonymTable(None).clauses("hydratng <b>crea"), fuzzy=True, prefix=True)
    assert highlight_text("Hydrating <b>Cream</b>", matcher) == (
        "<em>Hydrating</em> &lt;<em>b</em>&gt;<em>Cream</em>&lt;/<em>b</em>&gt;")
    long_text = "word " * 60 + "hydrating end"
    fragment = highlight_text(long_text, matcher)
    assert fragment is not None and fragment.startswith("…") and "<em>hydrating</em>" in fragment
    assert len(fragment) < 200
    source = {"name": "Gel", "ingredients": ["AQUA", "HYDRATING COMPLEX"]}
    assert highlight_source(source, ["name", "ingredients"], matcher) == {
        "ingredients": ["<em>HYDRATING</em> COMPLEX"]}


def test_words_learnt_at_once_match_as_one_at_a_time() -> None:
    """The batch (`learn`, rapidfuzz over all new words) agrees with the word-by-word rule on every word."""
    words = {"hydrating", "hydratng", "hydrate", "hyrdating", "hydrtaing", "cream", "creams", "crea", "cre", "rcea",
             "aqua", "water", "eau", "serum", "sreum", "seruum", "xhydrating", "hydratingx", "ascorbic", "acid",
             "vitamin", "c", "crème", "kiehl", "s"}
    table = SynonymTable({"water": ["aqua", "eau"], "vitamin c": ["ascorbic acid"]})
    for text in ("hydratng serum crea", "water vitamin c", "sreum", "c"):
        for fuzzy, prefix in ((True, True), (True, False), (False, True), (False, False)):
            clauses = table.clauses(text)
            one_by_one = WordMatcher(clauses, fuzzy=fuzzy, prefix=prefix)
            expected = {w for w in words if one_by_one(w)}
            assert WordMatcher(clauses, fuzzy=fuzzy, prefix=prefix).learn(set(words)) == expected, (text, fuzzy)
    assert expected == {"c"}  # the last case: an exact one-letter word, no typo allowed


def test_highlight_sources_is_highlight_source_of_each() -> None:
    clauses = SynonymTable(None).clauses("hydratng acid crea")
    acids = ["HYALURONIC ACID", "CITRIC ACID", "LACTIC ACID", "SALICYLIC ACID"]
    sources: list[dict[str, Any]] = [{"name": "Hydrating Cream", "ingredients": ["AQUA", *acids, "CREATINE"]},
                                     {"name": "Gel", "brand": "Créatif Co", "ingredients": ["GLYCERIN"]},
                                     {"name": None}]
    fields = [["name", "ingredients"], ["name", "brand", "ingredients"], ["name"]]
    expected = [highlight_source(s, f, WordMatcher(clauses, fuzzy=True, prefix=True))
                for s, f in zip(sources, fields, strict=True)]
    assert highlight_sources(sources, fields, WordMatcher(clauses, fuzzy=True, prefix=True)) == expected
    assert expected[0]["ingredients"] == ["HYALURONIC <em>ACID</em>", "CITRIC <em>ACID</em>", "LACTIC <em>ACID</em>"]
    assert expected[1] == {"brand": ["<em>Créatif</em> Co"]} and expected[2] == {}


def test_index_names() -> None:
    assert physical_name("glowdex", "product", 3) == "glowdex-product-v000003"
    assert parse_physical("glowdex", "glowdex-product-v000003") == ("product", 3)
    assert parse_physical("glowdex", "other-product-v000003") is None
    assert indices_to_prune("i2", ["i1", "i2", "i3", "i4"], keep=2) == ["i3", "i1"]
    assert indices_to_prune(None, ["i1", "i2"], keep=1) == ["i1"]


def test_every_kind_has_a_consistent_schema() -> None:
    assert set(SCHEMAS) == {"product", "brand", "category", "inci", "city", "user", "review", "routine", "dupe",
                            "feedback"}
    for kind in ("review", "routine", "dupe", "feedback"):
        assert SCHEMAS[kind].private and SCHEMAS[kind]["is_private"].type is FieldType.BOOL
    assert "-price" in SCHEMAS["product"].sort_keys and "ingredients" not in SCHEMAS["product"].sort_keys


def test_schema_rules_refuse_nonsense() -> None:
    with pytest.raises(ValueError, match="keyword=True"):
        SearchField("title", FieldType.TEXT, boost=1.0, filterable=True)
    with pytest.raises(ValueError, match="overlap"):
        RangeFacet((RangeBucket("a", None, 10), RangeBucket("b", 5, None)))
    with pytest.raises(ValueError, match="exact values"):
        SearchField("body", FieldType.TEXT, boost=1.0, facet=TermsFacet())
    with pytest.raises(ValueError, match="owner_id"):
        IndexSchema("x", (SearchField("title", FieldType.TEXT, boost=1.0),
                          SearchField("is_private", FieldType.BOOL)), display_field="title", private=True)


def test_stopwords_are_left_out_of_the_words_that_must_match() -> None:
    table = SynonymTable({"vitamin a": ["retinol"]})
    assert [c.typed for c in table.clauses("serum for the dry skin")] == [("serum",), ("dry",), ("skin",)]
    assert [c.typed for c in table.clauses("vitamin a serum")] == [("vitamin", "a"), ("serum",)]  # a synonym phrase
    assert [c.typed for c in table.clauses("the")] == [("the",)]  # a query of stopwords only keeps them
    assert table.search_text("sunscreen for oily skin") == "sunscreen oily skin"
    assert min_should_match(3, missing=1) == 2 and min_should_match(1, missing=1) == 1
