"""The encoded answers of one process, bounded in bytes, least recently used first out, found again by the documents
they name (tags) when those change. Touched only from the event loop: no lock."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from typing import Any

Tag = tuple[str, int]
ENTRY_OVERHEAD = 400  # bytes a cached answer costs beyond its body (key, entry, index sets), roughly


@dataclass(frozen=True, slots=True)
class Entry:
    body: bytes  # gzipped
    etag: str  # of the unzipped answer
    tags: frozenset[Tag]
    kinds: frozenset[str]  # any change of a document of these kinds drops the answer (e.g. "inci" for analyses)
    expires: float  # monotonic time

    @property
    def size(self) -> int:
        return len(self.body) + ENTRY_OVERHEAD + 60 * len(self.tags)


class AnswerStore:
    def __init__(self, max_bytes: int):
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, Entry] = OrderedDict()
        self._by_tag: dict[Tag, set[Hashable]] = {}
        self._by_kind: dict[str, set[Hashable]] = {}
        self.hits = self.misses = 0

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
        if entry.size > self.max_bytes // 8:  # one answer never takes a large share of the cache
            return
        if key in self._items:
            self._remove(key)
        self._items[key] = entry
        self.bytes += entry.size
        for tag in entry.tags:
            self._by_tag.setdefault(tag, set()).add(key)
        for kind in entry.kinds:
            self._by_kind.setdefault(kind, set()).add(key)
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
        self.bytes -= entry.size
        for tag in entry.tags:
            _discard(self._by_tag, tag, key)
        for kind in entry.kinds:
            _discard(self._by_kind, kind, key)


def _discard(index: dict[Any, set[Hashable]], name: Any, key: Hashable) -> None:
    keys = index.get(name)
    if keys is not None:
        keys.discard(key)
        if not keys:
            del index[name]
