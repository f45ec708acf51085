"""Highlighting computed from the query's own matching rules (exact, synonym, fuzzy, prefix).

The embedded engine uses this instead of tantivy's snippet generator, which cannot see terms
matched through fuzzy or prefix automata. Output mirrors Elasticsearch's html encoder: the text
is HTML-escaped and each matched word wrapped in <em>…</em>.
"""

from __future__ import annotations

import html
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from rapidfuzz import process
from rapidfuzz.distance import OSA

from api.search.backends.text import WORD, QueryClause, fold, fuzzy_distance, word_spans

FRAGMENT_CHARS = 150
MAX_FRAGMENTS = 3


class WordMatcher:
    def __init__(self, clauses: Sequence[QueryClause], *, fuzzy: bool, prefix: bool):
        self._exact = {tok for c in clauses for alt in c.alternatives for tok in alt}
        self._fuzzy = [
            (c.typed[0], fuzzy_distance(c.typed[0]))
            for c in clauses
            if fuzzy and not c.synonym and fuzzy_distance(c.typed[0])
        ]
        last = clauses[-1] if clauses else None
        self._prefix = last.typed[0] if prefix and last is not None and not last.synonym else None
        # One search's hits repeat the same words and values (ingredient names) many times: each is matched once,
        # and a value is then tested against the words seen as sets (most values of a hit match nothing).
        self._yes: set[str] = set()
        self._no: set[str] = set()
        self.fragments: dict[str, str | None] = {}  # value -> its highlight_text (highlight_source)

    def __call__(self, word: str) -> bool:
        if word in self._yes:
            return True
        if word in self._no:
            return False
        return self._learn(word)

    def any_of(self, words: Collection[str]) -> bool:
        """Whether any of `words` (folded) matches; the words not seen yet are matched at once (`learn`)."""
        if not self._yes.isdisjoint(words):
            return True
        return bool(self.learn(set(words)))

    def isdisjoint(self, words: Collection[str]) -> bool:
        """Whether none of `words`, all seen already (`learn`), matches."""
        return self._yes.isdisjoint(words)

    def learn(self, words: set[str]) -> set[str]:
        """The words of `words` not seen yet that match, each matched once: `_matches` in a few calls for all."""
        new = words - self._no - self._yes
        if not new:
            return new
        hits = new & self._exact
        if self._prefix is not None:
            hits.update([w for w in new if w.startswith(self._prefix)])
        if self._fuzzy:
            choices = list(new)
            for tok, d in self._fuzzy:
                hits.update([m[0] for m in process.extract(tok, choices, scorer=OSA.distance, score_cutoff=d,
                                                           limit=None)])
        self._yes |= hits
        self._no |= new - hits
        return hits

    def _learn(self, word: str) -> bool:
        hit = self._matches(word)
        (self._yes if hit else self._no).add(word)
        return hit

    def _matches(self, word: str) -> bool:
        if word in self._exact or (self._prefix is not None and word.startswith(self._prefix)):
            return True
        # OSA = Levenshtein with adjacent transpositions costing one, like tantivy and Lucene.
        return any(OSA.distance(word, tok, score_cutoff=d) <= d for tok, d in self._fuzzy)


def _words(text: str) -> list[str]:
    """The folded words of `word_spans`, at C speed (ASCII text: folding is lower-casing)."""
    return WORD.findall(text.lower()) if text.isascii() else [fold(w) for w in WORD.findall(text)]


def highlight_text(text: str, matches: WordMatcher, fragment_chars: int = FRAGMENT_CHARS) -> str | None:
    return _fragment(text, matches, fragment_chars) if matches.any_of(_words(text)) else None


def _fragment(text: str, matches: WordMatcher, fragment_chars: int = FRAGMENT_CHARS) -> str | None:
    spans = [(s, e) for s, e, word in word_spans(text) if matches(word)]
    if not spans:
        return None
    start, end = 0, len(text)
    if len(text) > fragment_chars:  # a window that starts a little before the first match
        start = max(0, spans[0][0] - fragment_chars // 4)
        end = min(len(text), start + fragment_chars)
    parts: list[str] = ["…" if start else ""]
    cursor = start
    for s, e in spans:
        if s < start or e > end:
            continue
        parts += [html.escape(text[cursor:s]), "<em>", html.escape(text[s:e]), "</em>"]
        cursor = e
    parts += [html.escape(text[cursor:end]), "…" if end < len(text) else ""]
    return "".join(parts)


def highlight_source(source: Mapping[str, Any], fields: Sequence[str], matches: WordMatcher) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name in fields:
        value = source.get(name)
        values = value if isinstance(value, list) else [value]
        fragments: list[str] = []
        for v in values:
            if isinstance(v, str) and (f := _highlighted(v, matches)):
                fragments.append(f)
                if len(fragments) == MAX_FRAGMENTS:
                    break
        if fragments:
            out[name] = fragments
    return out


def highlight_sources(sources: Sequence[Mapping[str, Any]], fields: Sequence[Sequence[str]],
                      matches: WordMatcher) -> list[dict[str, list[str]]]:
    """`highlight_source` of each source with its fields; the words of all their values are matched in one batch
    (a page of products holds hundreds of ingredient names, nearly all of which match nothing)."""
    words_of: dict[str, list[str]] = {}
    for source, names in zip(sources, fields, strict=True):
        for name in names:
            value = source.get(name)
            for v in value if isinstance(value, list) else [value]:
                if isinstance(v, str) and v not in matches.fragments and v not in words_of:
                    words_of[v] = _words(v)
    matches.learn(set().union(*words_of.values()))
    for text, words in words_of.items():
        if matches.isdisjoint(words):  # the fragments of the others are made when asked (at most 3 a field)
            matches.fragments[text] = None
    return [highlight_source(source, names, matches) for source, names in zip(sources, fields, strict=True)]


def _highlighted(text: str, matches: WordMatcher) -> str | None:
    if text not in matches.fragments:
        matches.fragments[text] = highlight_text(text, matches)
    return matches.fragments[text]
