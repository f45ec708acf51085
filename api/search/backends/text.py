"""Query-side text handling shared by backends: tokens, synonym expansion, fuzziness rule.

The word rule mirrors the index analysers: split on anything that is not a letter or digit,
lower-case, fold accents (tantivy: simple tokenizer + lowercase + ascii_fold; Elasticsearch: a
pattern tokenizer on [^\\p{L}\\p{N}]+ + lowercase + asciifolding).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

WORD = re.compile(r"[^\W_]+")
# Words that say how the others relate ("serum for sensitive skin"): not required to match, so that they never
# stand in for a word that is ("sunscreen for oily skin" must find sunscreens). Kept when the query is only these.
STOPWORDS = frozenset({"a", "an", "and", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to",
                       "with", "without", "my", "your"})
MAX_QUERY_TOKENS = 16  # 200 chars could hold ~100 words; scoring all of them buys nothing

Analyzer = Callable[[str], list[str]]


def fold(word: str) -> str:
    if word.isascii():  # most words: NFKD leaves ASCII as it is and no ASCII character is combining
        return word.lower()
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def analyze(text: str) -> list[str]:
    return [fold(m.group()) for m in WORD.finditer(text)]


def word_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, folded word) for each word of text."""
    if text.isascii():  # folding is lower-casing then, which keeps every offset: one call for the whole text
        for m in WORD.finditer(text.lower()):
            yield m.start(), m.end(), m.group()
        return
    for m in WORD.finditer(text):
        yield m.start(), m.end(), fold(m.group())


def fuzzy_distance(token: str) -> int:
    """Edits tolerated for a query word: 0 under 4 letters, 1 under 8, else 2 (ES "AUTO:4,8")."""
    return 0 if len(token) < 4 else 1 if len(token) < 8 else 2


@dataclass(frozen=True, slots=True)
class QueryClause:
    """One unit of the query that must match: what was typed, plus synonyms of it.

    `alternatives[0]` is the typed phrase; any alternative matching satisfies the clause.
    Synonym clauses match exactly (as in Elasticsearch, fuzziness is not applied to synonyms).
    """

    alternatives: tuple[tuple[str, ...], ...]
    synonym: bool = False

    @property
    def typed(self) -> tuple[str, ...]:
        return self.alternatives[0]


class SynonymTable:
    """Equivalence groups built from `{"water": ["aqua"], "fragrance": ["parfum"]}`.

    Entries are symmetric and transitive (aqua = water = eau). Multi-word entries are matched as
    phrases, longest first.
    """

    def __init__(self, synonyms: Mapping[str, Sequence[str]] | None = None, analyzer: Analyzer = analyze):
        self._analyzer = analyzer
        parent: dict[tuple[str, ...], tuple[str, ...]] = {}

        def root(p: tuple[str, ...]) -> tuple[str, ...]:
            while parent.setdefault(p, p) != p:
                p = parent[p]
            return p

        self.raw_groups: list[list[str]] = []
        for key, values in (synonyms or {}).items():
            if isinstance(values, str):
                raise TypeError(f"synonyms of {key!r} must be a list of strings")
            phrases = [tuple(analyzer(t)) for t in (key, *values)]
            phrases = [p for p in phrases if p]
            self.raw_groups.append([t.strip().lower() for t in (key, *values) if t.strip()])
            for p in phrases[1:]:
                parent[root(p)] = root(phrases[0])
        groups: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
        for p in list(parent):
            groups.setdefault(root(p), []).append(p)
        self._alternatives = {p: tuple(sorted(g)) for g in groups.values() if len(g) > 1 for p in g}
        self._max_len = max((len(p) for p in self._alternatives), default=0)

    def __bool__(self) -> bool:
        return bool(self._alternatives)

    def clauses(self, text: str) -> list[QueryClause]:
        tokens = self._analyzer(text)[:MAX_QUERY_TOKENS]
        out: list[QueryClause] = []
        i = 0
        while i < len(tokens):
            for length in range(min(self._max_len, len(tokens) - i), 0, -1):
                phrase = tuple(tokens[i : i + length])
                group = self._alternatives.get(phrase)
                if group:
                    out.append(QueryClause((phrase, *(g for g in group if g != phrase)), synonym=True))
                    i += length
                    break
            else:
                out.append(QueryClause(((tokens[i],),)))
                i += 1
        content = [c for c in out if c.synonym or len(c.typed) != 1 or c.typed[0] not in STOPWORDS]
        return content or out

    def search_text(self, text: str) -> str:
        """The words of `text` that must match, as text (the query an Elasticsearch `match` receives)."""
        return " ".join(" ".join(c.typed) for c in self.clauses(text))

    def rules(self) -> list[str]:
        """Solr-format equivalence rules ("aqua, water") for an Elasticsearch synonym filter."""
        return [", ".join(dict.fromkeys(g)) for g in self.raw_groups if len(set(g)) > 1]


def min_should_match(clauses: int, missing: int = 0) -> int:
    """All words up to 3, then 75% (ES "3<75%"): long queries tolerate a stray word. `missing`: that many more
    words may be absent (a relaxed query: "protini polypeptide cream" finds the Protini Polypeptide Moisturizer);
    at least one always matches."""
    strict = clauses if clauses <= 3 else (clauses * 3) // 4
    return max(1, strict - missing)
