"""How well a name answers a whole query (api/search_endpoints/match.py): the mixed search's best matches rest on it."""

from __future__ import annotations

import pytest

from api.search.backends.text import SynonymTable
from api.search_endpoints.match import NameMatch, best_name_match, name_match

TABLE = SynonymTable({"ascorbic acid": ["vitamin c"], "niacinamide": ["vitamin b3"]})


def match(query: str, name: str, prefix: bool = True) -> NameMatch:
    return name_match(TABLE.clauses(query), name, prefix=prefix)


@pytest.mark.parametrize(("query", "name", "expected"), [
    ("niacinamide", "NIACINAMIDE", NameMatch.EXACT),
    ("la roche posay", "La Roche-Posay", NameMatch.EXACT),
    ("estee lauder", "Estée Lauder", NameMatch.EXACT),
    ("vitamin c", "ASCORBIC ACID", NameMatch.EXACT),  # through a synonym phrase
    ("retinoll", "RETINOL", NameMatch.EXACT_WITH_EDITS),
    ("retinal", "RETINOL", NameMatch.EXACT_WITH_EDITS),
    ("retinal", "RETINAL", NameMatch.EXACT),
    ("cerav", "CeraVe", NameMatch.EXACT_WITH_EDITS),  # an unfinished last word
    ("niacinamide", "NIACINAMIDE ASCORBATE", NameMatch.QUERY_IN_NAME),
    ("kiehls", "Kiehl's Since 1851", NameMatch.QUERY_IN_NAME),
    ("niacinamide serum", "NIACINAMIDE", NameMatch.PARTIAL),
    ("cleanser", "CeraVe", NameMatch.NONE),
    ("dewy-peony-4821", "dewy-peony-4821", NameMatch.EXACT),
])
def test_tiers(query: str, name: str, expected: NameMatch) -> None:
    assert match(query, name) is expected


def test_an_exact_word_is_never_taken_by_a_typo_of_another() -> None:
    # "zinc" matches ZINC exactly; the fuzzy pass must not spend the name's word on another query word.
    assert match("zinc zinc", "ZINC") is NameMatch.PARTIAL
    assert match("cera", "CeraVe", prefix=False) is NameMatch.NONE  # "cera" is 2 edits from "cerave"


def test_a_document_answers_by_its_best_name() -> None:
    clauses = TABLE.clauses("vitamin b3")
    assert best_name_match(clauses, ["NIACINAMIDE", "vitamin b3"]) is NameMatch.EXACT
    assert best_name_match(clauses, ["", "ZINC PCA"]) is NameMatch.NONE
