"""How well a name (a brand's, an ingredient's, a member's) answers the whole query, word for word.

Search scores say how well a document matches; they do not say whether the query *is* that brand or that
ingredient, and they are not comparable across kinds. The mixed search asks this instead, with the same word
rules as the backends (`text.analyze`, synonym clauses, `fuzzy_distance`, OSA edits, the last word as a prefix):

- EXACT: every query word matches a word of the name and every word of the name is matched ("niacinamide" and
  NIACINAMIDE; "la roche posay" and La Roche-Posay; "vitamin c" and the synonym ASCORBIC ACID);
- EXACT_WITH_EDITS: the same, some words only within the typo tolerance ("retinal" and RETINOL: RETINAL, an exact
  match, comes first);
- QUERY_IN_NAME: every query word matches, the name has more ("kiehls" and Kiehl's Since 1851; "niacinamide" and
  NIACINAMIDE ASCORBATE);
- PARTIAL: some query words match; NONE: none does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import IntEnum

from rapidfuzz.distance import OSA

from api.search.backends.text import QueryClause, analyze, fuzzy_distance


class NameMatch(IntEnum):
    NONE = 0
    PARTIAL = 1
    QUERY_IN_NAME = 2
    EXACT_WITH_EDITS = 3
    EXACT = 4


def _find(words: Sequence[str], used: list[bool], phrase: tuple[str, ...]) -> int | None:
    n = len(phrase)
    for start in range(len(words) - n + 1):
        if not any(used[start:start + n]) and tuple(words[start:start + n]) == phrase:
            return start
    return None


def _fuzzy(words: Sequence[str], used: list[bool], typed: str, prefix: bool) -> int | None:
    distance = fuzzy_distance(typed)
    for i, word in enumerate(words):
        if used[i]:
            continue
        if prefix and len(typed) >= 3 and word.startswith(typed):
            return i
        if distance and OSA.distance(word, typed, score_cutoff=distance) <= distance:
            return i
    return None


def name_match(clauses: Sequence[QueryClause], name: str, *, prefix: bool = True) -> NameMatch:
    """How `name` answers the query `clauses` (from `SynonymTable.clauses`); `prefix`: the last word may be
    unfinished."""
    words = analyze(name)
    if not clauses or not words:
        return NameMatch.NONE
    used = [False] * len(words)
    matched = [False] * len(clauses)
    # Exact words and synonym phrases first, so that a fuzzy match never takes a word another clause names.
    for i, clause in enumerate(clauses):
        for alt in clause.alternatives:
            at = _find(words, used, alt)
            if at is not None:
                used[at:at + len(alt)] = [True] * len(alt)
                matched[i] = True
                break
    edited = False
    for i, clause in enumerate(clauses):
        if matched[i] or clause.synonym or len(clause.typed) != 1:
            continue
        at = _fuzzy(words, used, clause.typed[0], prefix and i == len(clauses) - 1)
        if at is not None:
            used[at] = matched[i] = edited = True
    if all(matched):
        if not all(used):
            return NameMatch.QUERY_IN_NAME
        return NameMatch.EXACT_WITH_EDITS if edited else NameMatch.EXACT
    return NameMatch.PARTIAL if any(matched) else NameMatch.NONE


def best_name_match(clauses: Sequence[QueryClause], names: Iterable[str], *, prefix: bool = True) -> NameMatch:
    """The best match among a document's names (its name and its other names, e.g. an ingredient's common names)."""
    return max((name_match(clauses, n, prefix=prefix) for n in names if n), default=NameMatch.NONE)
