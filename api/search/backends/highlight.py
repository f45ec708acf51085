"""Highlighting computed from the query's own matching rules (exact, synonym, fuzzy, prefix).

The embedded engine uses this instead of tantivy's snippet generator, which cannot see terms
matched through fuzzy or prefix automata. Output mirrors Elasticsearch's html encoder: the text
is HTML-escaped and each matched word wrapped in <em>…</em>.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from rapidfuzz.distance import OSA

from api.search.backends.text import QueryClause, fuzzy_distance, word_spans

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
        # One search's hits repeat the same words and values (ingredient names) many times: each is matched once.
        self._seen: dict[str, bool] = {}
        self.fragments: dict[str, str | None] = {}  # value -> its highlight_text (highlight_source)

    def __call__(self, word: str) -> bool:
        hit = self._seen.get(word)
        if hit is None:
            hit = self._seen[word] = self._matches(word)
        return hit

    def _matches(self, word: str) -> bool:
        if word in self._exact or (self._prefix is not None and word.startswith(self._prefix)):
            return True
        # OSA = Levenshtein with adjacent transpositions costing one, like tantivy and Lucene.
        return any(OSA.distance(word, tok, score_cutoff=d) <= d for tok, d in self._fuzzy)


def highlight_text(text: str, matches: WordMatcher, fragment_chars: int = FRAGMENT_CHARS) -> str | None:
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
        fragments = [f for v in values if isinstance(v, str) and (f := _highlighted(v, matches))]
        if fragments:
            out[name] = fragments[:MAX_FRAGMENTS]
    return out


def _highlighted(text: str, matches: WordMatcher) -> str | None:
    if text not in matches.fragments:
        matches.fragments[text] = highlight_text(text, matches)
    return matches.fragments[text]
