"""`GET /search`: everything that matches, in an order made for people, not by raw scores across indices.

Scores of different indices are not comparable (an ingredient index of 28,000 short names scores "niacinamide"
far above any product), so the mixed list is composed, kind by kind (issue 21 §1):

1. **Best matches** (at most one of each kind, `best_match` set): the ingredient the query names, the brand it
   names, the member whose nickname it is. A best match is a document whose name answers the whole query
   (`match.NameMatch`); of several ingredients, the one in most products; an ingredient in no product only when
   the query names it and no product matches (it never outranks a used ingredient).
2. **Products**, in the product index's order.
3. Then the rest of each kind, kind after kind (ingredients, brands, categories, members, reviews, routines,
   dupes, feedback), each in its own order; ingredients in no product come after every used one.

Every result appears once; `total` is the sum of the kinds' totals and `counts` says how many of each kind
matched, the same numbers the typed searches (`POST /product/search` …) answer. Paging slices this one list, so
page 2 continues page 1 with no gaps or repeats.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from api.search.backends import SearchBackend
from api.search.backends.text import QueryClause, SynonymTable
from api.search.query import ExcludeAnyFilter, Filter, Hit, SearchQuery
from api.search.synonyms import load_synonyms
from api.search_endpoints.match import NameMatch, best_name_match

# The kinds `GET /search` mixes, in the order their rests follow the products.
MIXED_KINDS = ("product", "inci", "brand", "category", "user", "review", "routine", "dupe", "feedback")
# Kinds that may give one best match, in the order best matches are shown when they match equally well.
BEST_MATCH_KINDS = ("inci", "brand", "user")
# Kinds whose first results (their window) are put in order here, by how well the name answers the query; the
# rest of them, and every other kind, keep the index's order (which does not depend on how many are fetched, so
# page 2 continues page 1).
WINDOWS = {"inci": 30, "brand": 10, "category": 10, "user": 10}
ORDERED_KINDS = frozenset(WINDOWS)
MAX_WINDOW = 50  # SearchQuery's page size bound


# A product search of several words that finds fewer products than this is followed by the products that match all
# but one of the words ("protini polypeptide cream": the Protini Polypeptide Moisturizer).
PARTIAL_BELOW = 50


@dataclass(frozen=True, slots=True)
class MixedResult:
    hits: list[Hit]
    total: int
    counts: dict[str, int]
    best: frozenset[tuple[str, str]] = frozenset()  # (kind, id) of the best matches among `hits`
    partial: frozenset[tuple[str, str]] = frozenset()  # (kind, id) of results matching only some of the words


@lru_cache(maxsize=1)
def _synonym_table() -> SynonymTable:
    return SynonymTable(load_synonyms())


def _names(hit: Hit) -> list[str]:
    """The names a document answers to as a whole: its name, and an ingredient's primary other names."""
    src = hit.source
    name = src.get("name") or src.get("nickname") or ""
    return [name, *src.get("primary_names", ())]


def _count(hit: Hit) -> int:
    value = hit.source.get("product_count")
    return value if isinstance(value, int) else 0


@dataclass(slots=True)
class _Ranked:
    hit: Hit
    match: NameMatch


def _order(kind: str, hits: list[Hit], clauses: Sequence[QueryClause]) -> list[_Ranked]:
    """A kind's window in its mixed-search order (`ORDERED_KINDS`; the others keep the index's order). Stable:
    equal keys keep the index's order."""
    if kind not in ORDERED_KINDS:
        return [_Ranked(h, NameMatch.NONE) for h in hits]
    ranked = [_Ranked(h, best_name_match(clauses, _names(h))) for h in hits]
    if kind == "inci":  # used ingredients first; then how well the name answers; then how many products hold it
        ranked.sort(key=lambda r: (_count(r.hit) == 0, -r.match, -_count(r.hit)))
    elif kind in ("brand", "category"):
        ranked.sort(key=lambda r: (-r.match, -_count(r.hit)))
    else:
        ranked.sort(key=lambda r: -r.match)
    return ranked


def _is_best(kind: str, r: _Ranked, products: int) -> bool:
    """`products`: how many products match every word of the query."""
    if kind == "inci":  # an ingredient in no product only when no product answers the query either
        return r.match >= NameMatch.EXACT_WITH_EDITS and (_count(r.hit) > 0 or products == 0)
    if kind == "brand":
        return r.match >= NameMatch.QUERY_IN_NAME and _count(r.hit) > 0
    return r.match >= NameMatch.EXACT_WITH_EDITS


@dataclass(slots=True)
class _KindList:
    """One kind's results: its ordered window without the best matches taken out, then the index's tail."""

    kind: str
    total: int
    window: list[Hit]  # without highlights (only the hits of the page are highlighted, `_highlighted`)
    window_end: int  # index position where the tail starts
    backend: SearchBackend
    query: Callable[[int, int, bool], SearchQuery]  # (start, size, highlight) -> this list's query
    taken: int = 0  # best matches removed from the window

    @property
    def length(self) -> int:
        return self.total - self.taken

    def slice(self, start: int, stop: int) -> list[Hit]:
        out = self.window[start:stop]
        if stop > len(self.window) and self.window_end < self.total:
            tail_from = self.window_end + max(0, start - len(self.window))
            tail_to = min(self.total, self.window_end + (stop - len(self.window)))
            if tail_to > tail_from:
                out += self.backend.search(self.query(tail_from, tail_to - tail_from, True)).hits
        return out


@dataclass(slots=True)
class _Plan:
    best: list[tuple[_Ranked, str]] = field(default_factory=list)
    lists: list[_KindList] = field(default_factory=list)


def search(backend: SearchBackend, keyword: str, page: int, size: int, viewer_id: str | None,
           kinds: Sequence[str] = MIXED_KINDS) -> MixedResult:
    kinds = tuple(k for k in MIXED_KINDS if k in kinds)
    clauses = _synonym_table().clauses(keyword) if keyword.strip() else []
    offset = (page - 1) * size
    need = offset + size

    def query(kind: str, start: int, n: int, missing: int = 0, highlight: bool = False,
              filters: tuple[Filter, ...] = ()) -> SearchQuery:
        return SearchQuery(kind=kind, text=keyword, start=start, size=n, highlight=highlight, viewer_id=viewer_id,
                           fuzzy=True, prefix=True, missing_words=missing, filters=filters)

    def of_kind(kind: str, missing: int = 0, filters: tuple[Filter, ...] = ()) -> Callable[[int, int, bool], SearchQuery]:
        return lambda start, n, highlight: query(kind, start, n, missing, highlight, filters)

    # Best matches stand above the products: a search without products (one tab) is a plain list.
    with_best = bool(clauses) and "product" in kinds
    plan = _Plan()
    for kind in kinds:
        # One call per kind answers its total and its window: a fixed one where this module orders it, else as
        # many as the page may need (products: highlighted at once, they are what the page shows).
        window = WINDOWS.get(kind) or min(max(need, 1), MAX_WINDOW)
        result = backend.search(query(kind, 0, window, highlight=kind == "product" and bool(clauses)))
        ranked = _order(kind, result.hits, clauses)
        products = next((kl.total for kl in plan.lists if kl.kind == "product"), 0)
        best = ranked[0] if with_best and kind in BEST_MATCH_KINDS and ranked and _is_best(
            kind, ranked[0], products) else None
        rest = [r.hit for r in ranked if r is not best]
        plan.lists.append(_KindList(kind, result.total, rest, len(result.hits), backend, of_kind(kind),
                                    taken=1 if best else 0))
        if best is not None:
            plan.best.append((best, kind))
        if kind == "product" and len(clauses) > 1 and result.total < PARTIAL_BELOW:
            # Every product matching all the words is in hand: the others are those matching all but one, less them.
            relaxed_query = of_kind(kind, 1, (ExcludeAnyFilter("id", tuple(h.id for h in result.hits)),)
                                    if result.hits else ())
            relaxed = backend.search(relaxed_query(0, min(need, MAX_WINDOW), False))
            plan.lists.append(_KindList("product_partial", relaxed.total, relaxed.hits, len(relaxed.hits), backend,
                                        relaxed_query))
    plan.best.sort(key=lambda b: (-b[0].match, BEST_MATCH_KINDS.index(b[1])))

    # Products right after the best matches; then the other kinds' rests.
    ordered = sorted(plan.lists, key=lambda kl: kl.kind not in ("product", "product_partial"))
    hits: list[Hit] = [b[0].hit for b in plan.best][offset:need]
    position = len(plan.best)
    for kl in ordered:
        if len(hits) >= size:
            break
        start, stop = max(0, offset - position), min(kl.length, need - position)
        if stop > start:
            hits += kl.slice(start, stop)
        position += kl.length
    hits = _highlighted(backend, hits[:size], query) if clauses else hits[:size]
    counts = {kl.kind: kl.total for kl in plan.lists}
    best_keys = frozenset((b[0].hit.kind, b[0].hit.id) for b in plan.best)
    partial = frozenset(("product", h.id) for kl in plan.lists if kl.kind == "product_partial" for h in kl.window)
    return MixedResult(hits=hits, total=sum(counts.values()), counts=counts, best=best_keys, partial=partial)


def _highlighted(backend: SearchBackend, hits: list[Hit], query: Callable[..., SearchQuery]) -> list[Hit]:
    """The page's hits with their highlights, for exactly those documents (a window of 50 products is ordered
    without highlighting every one of them)."""
    missing: dict[str, list[Hit]] = {}
    for h in hits:
        if not h.highlights:
            missing.setdefault(h.kind, []).append(h)
    found: dict[tuple[str, str], Hit] = {}
    for kind, kind_hits in missing.items():
        # Relaxed by a word, so that products matching only some of the words are highlighted too.
        q = query(kind, 0, len(kind_hits), missing=1 if kind == "product" else 0, highlight=True)
        found.update(((h.kind, h.id), h) for h in backend.highlighted(q, kind_hits))
    return [found.get((h.kind, h.id), h) for h in hits]


def result_kinds(text: Any) -> tuple[str, ...]:
    """The `kinds` parameter of `GET /search` ("product,brand") as mixed kinds; empty means all of them."""
    wanted = tuple(k for k in str(text or "").split(",") if k)
    return tuple(k for k in MIXED_KINDS if k in wanted) or MIXED_KINDS
