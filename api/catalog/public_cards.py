"""The public product cards of one process (issue 25): a similar or dupes list of ten products costs ten lookups
instead of a query and ten cards built.

Only what every viewer sees is kept: the card columns of an active product of an active brand, with its card
(counters included: likes, reviews, ratings). The change feed the answer cache follows (api/http_cache/feed.py)
drops a product's card when the product changes (a like, a review or a rating moves the product's row and so its
search document: the feed names it) or its brand or category changes, and every card when the catalogue version
moves; a
card is also forgotten after `ttl`, which bounds what the feed could miss. The cards are read only while that view
is current (`fresh`, the answer cache's own bound) and this process has not written since it was brought up to date:
otherwise `queries.card_rows` reads the database as without them.

Read and filled from the request threads, dropped from the event loop: one lock.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from api.catalog.facts import FactsRow
from api.expiry import expiry

Tag = tuple[str, int]
PUBLIC_CARDS = "glowdex_public_cards"  # the session info key `card_rows` finds a request's cards under
# The dupes page counts members' suggestions without naming them (nor their authors): any suggestion or member change
# drops its answers (api/http_cache/policy.py) and the suggestions kept here (both are rare next to page views).
SUGGESTED = frozenset({"dupe", "user"})


# What a kept card holds beyond its strings' characters (the snapshots, the pydantic card, its ratings, the LRU slot
# and tag index entries, the driver's value objects), measured with tracemalloc (CPython 3.11,
# tests/api/test_public_cards.py): ~3,220 bytes.
CARD_OVERHEAD = 3300
MAX_SUGGESTION_LISTS = 8000


@dataclass(frozen=True, slots=True)
class _Kept:
    row: FactsRow
    expires: float  # monotonic time
    size: int  # bytes counted


def card_size(row: FactsRow) -> int:
    """The bytes a kept card holds: CARD_OVERHEAD and its strings (shared by the snapshot and the card)."""
    product, brand, category = row
    chars = (len(product.name) + len(product.image_url) + len(product.size_text) + len(product.status)
             + len(product.source) + len(brand.name) + len(brand.status))
    if category is not None:
        chars += len(category.name) + len(category.path)
    return CARD_OVERHEAD + chars


class PublicCards:
    """Bounded by the bytes its cards hold, counted as the answer store counts (`max_bytes`: a share of the
    process's one budget, `settings.http_cache_bytes`), least recently asked first out."""

    def __init__(self, fresh: Callable[[], bool], max_bytes: int = 10 * 1024 * 1024, ttl: float = 60.0):
        self.fresh = fresh
        self.max_bytes = max_bytes
        self.bytes = 0
        self.ttl = ttl
        self._items: OrderedDict[int, _Kept] = OrderedDict()
        self._by_tag: dict[Tag, set[int]] = {}  # ("brand", id) / ("category", id) -> the product ids kept
        # original id -> (the public dupe suggestions of it (dupe product id, suggestion id, likes), expiry)
        self._suggestions: dict[int, tuple[tuple[tuple[int, int, int], ...], float]] = {}
        self._drops = 0  # drops and clears so far: a card read before one is not kept (it may be what was dropped)
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def __len__(self) -> int:
        return len(self._items)

    def stamp(self) -> int:
        """Taken before reading the database: `put` keeps what was read only if nothing was dropped since."""
        return self._drops

    def get(self, product_ids: Sequence[int]) -> tuple[dict[int, FactsRow], list[int]]:
        """The kept cards of these products, and the ids to read (all of them when the view is not current)."""
        if not self.fresh():
            return {}, list(product_ids)
        found: dict[int, FactsRow] = {}
        missing: list[int] = []
        now = time.monotonic()
        with self._lock:
            for pid in product_ids:
                kept = self._items.get(pid)
                if kept is None or kept.expires <= now:
                    missing.append(pid)
                else:
                    self._items.move_to_end(pid)
                    found[pid] = kept.row
        self.hits += len(found)
        self.misses += len(missing)
        return found, missing

    def put(self, rows: Iterable[FactsRow], stamp: int) -> None:
        """Keep the public cards among these rows, read after `stamp` was taken."""
        with self._lock:
            if stamp != self._drops:
                return
            for row in rows:
                product, brand, category = row
                if product.public_card is None:
                    continue
                self._remove(product.id)
                kept = self._items[product.id] = _Kept(row, expiry(self.ttl), card_size(row))
                self.bytes += kept.size
                for tag in self._tags(row):
                    self._by_tag.setdefault(tag, set()).add(product.id)
            while self.bytes > self.max_bytes and self._items:
                self._remove(next(iter(self._items)))

    def suggestions(self, original_id: int) -> tuple[tuple[int, int, int], ...] | None:
        """The kept public suggestions of a product (what an anonymous dupes page merges in), or None."""
        if not self.fresh():
            return None
        with self._lock:
            kept = self._suggestions.get(original_id)
        return kept[0] if kept is not None and kept[1] > time.monotonic() else None

    def keep_suggestions(self, original_id: int, found: tuple[tuple[int, int, int], ...], stamp: int) -> None:
        with self._lock:
            if stamp != self._drops:
                return
            if len(self._suggestions) >= MAX_SUGGESTION_LISTS:
                self._suggestions.clear()
            self._suggestions[original_id] = (found, expiry(self.ttl))

    def changed(self, catalogue_changed: bool, tags: set[Tag]) -> None:
        """A follower of the answer cache's feed (`HttpCache.followers`): its poll's changes as answers' tags."""
        if catalogue_changed:
            self.clear()
        elif tags:
            self.drop(tags)

    def drop(self, tags: Iterable[Tag]) -> None:
        """Forget what these changes move: ("product", id) that product's card; ("brand", id) /
        ("category", id) the cards naming that brand or category (a rename, or only a count: both drop); a
        suggestion's or a member's change (`SUGGESTED`, as the dupes answers) every kept suggestion list."""
        with self._lock:
            self._drops += 1
            for kind, doc_id in tags:
                if kind == "product":
                    self._remove(doc_id)
                elif kind in SUGGESTED:
                    self._suggestions.clear()
                elif kind in ("brand", "category"):
                    for pid in list(self._by_tag.get((kind, doc_id), ())):
                        self._remove(pid)

    def clear(self) -> None:
        with self._lock:
            self._drops += 1
            self._items.clear()
            self._by_tag.clear()
            self.bytes = 0
            self._suggestions.clear()

    @staticmethod
    def _tags(row: FactsRow) -> list[Tag]:
        product, brand, category = row
        return [("brand", brand.id)] + ([("category", category.id)] if category is not None else [])

    def _remove(self, product_id: int) -> None:
        kept = self._items.pop(product_id, None)
        if kept is None:
            return
        self.bytes -= kept.size
        for tag in self._tags(kept.row):
            ids = self._by_tag.get(tag)
            if ids is not None:
                ids.discard(product_id)
                if not ids:
                    del self._by_tag[tag]
