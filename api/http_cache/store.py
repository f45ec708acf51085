"""The encoded answers of one process, bounded in bytes, least recently used first out, found again by the documents
they name (tags) when those change. Touched only from the event loop: no lock."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from api.logging import get_logger

log = get_logger(__name__)

Tag = tuple[str, int]
# What a kept answer holds in memory beyond its body and its key's strings, measured with tracemalloc (CPython 3.11,
# tests/api/test_http_cache_store.py): the entry, its etag, key tuples, LRU slot (~1,000 bytes), per tag its tuple and
# int and its slots in the entry's set and in the tag index (~220 bytes; a list page names 10-20 products), and each
# tag or kind the index holds a set for (~240 bytes). Counted at 400 + 60 per tag before, a full store held 1.7-4 times
# its bound.
ENTRY_OVERHEAD = 1000
TAG_OVERHEAD = 220
INDEX_SET_OVERHEAD = 240


@dataclass(frozen=True, slots=True)
class Entry:
    body: bytes  # gzipped
    etag: str  # of the unzipped answer
    tags: frozenset[Tag]
    kinds: frozenset[str]  # any change of a document of these kinds drops the answer (e.g. "inci" for analyses)
    expires: float  # monotonic time
    # A search answer whose query reads a volatile field: the index commits it was computed at (any commit may
    # change it); None for the others.
    commits: Hashable = None

    @property
    def size(self) -> int:
        return len(self.body) + len(self.etag) + ENTRY_OVERHEAD + TAG_OVERHEAD * len(self.tags)


def key_size(key: Hashable) -> int:
    """The bytes of a key's strings (route, parameters, a POST body), beyond the tuples counted in ENTRY_OVERHEAD."""
    if isinstance(key, str | bytes):
        return len(key)
    if isinstance(key, tuple):
        return sum(key_size(part) for part in key)
    return 0


class AnswerStore:
    def __init__(self, max_bytes: int):
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, Entry] = OrderedDict()
        self._by_tag: dict[Tag, set[Hashable]] = {}
        self._by_kind: dict[str, set[Hashable]] = {}
        self.hits = self.misses = 0
        self.filled = False  # reached its bound once (logged: the memory it holds from then on is the bound's)

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable) -> Entry | None:
        entry = self._items.get(key)
        if entry is None:
            self.misses += 1
            return None
        if entry.expires <= time.monotonic():
            self._remove(key)
            self.misses += 1
            return None
        self._items.move_to_end(key)
        self.hits += 1
        return entry

    def put(self, key: Hashable, entry: Entry) -> None:
        size = entry.size + key_size(key)
        if size > self.max_bytes // 8:  # one answer never takes a large share of the cache
            return
        if key in self._items:
            self._remove(key)
        self._items[key] = entry
        self.bytes += size
        for tag in entry.tags:
            self.bytes += _add(self._by_tag, tag, key)
        for kind in entry.kinds:
            self.bytes += _add(self._by_kind, kind, key)
        if self.bytes > self.max_bytes and not self.filled:
            self.filled = True
            log.info("http_cache_full", answers=len(self._items), bytes=self.bytes)
        while self.bytes > self.max_bytes and self._items:
            self._remove(next(iter(self._items)))

    def drop(self, tags: Iterable[Tag]) -> int:
        """Remove every answer naming one of these documents, or holding a kind that changed; how many."""
        keys: set[Hashable] = set()
        for tag in tags:
            keys |= self._by_tag.get(tag, set())
            keys |= self._by_kind.get(tag[0], set())
        for key in keys:
            self._remove(key)
        return len(keys)

    def clear(self) -> None:
        self._items.clear()
        self._by_tag.clear()
        self._by_kind.clear()
        self.bytes = 0

    def _remove(self, key: Hashable) -> None:
        entry = self._items.pop(key, None)
        if entry is None:
            return
        self.bytes -= entry.size + key_size(key)
        for tag in entry.tags:
            self.bytes -= _discard(self._by_tag, tag, key)
        for kind in entry.kinds:
            self.bytes -= _discard(self._by_kind, kind, key)


def _add(index: dict[Any, set[Hashable]], name: Any, key: Hashable) -> int:
    """Put `key` in `name`'s set; the bytes of a set made for it."""
    keys = index.get(name)
    if keys is None:
        index[name] = {key}
        return INDEX_SET_OVERHEAD
    keys.add(key)
    return 0


def _discard(index: dict[Any, set[Hashable]], name: Any, key: Hashable) -> int:
    """Take `key` out of `name`'s set; the bytes freed with the set when it was the last."""
    keys = index.get(name)
    if keys is not None:
        keys.discard(key)
        if not keys:
            del index[name]
            return INDEX_SET_OVERHEAD
    return 0
