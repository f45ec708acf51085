"""The change feed every API process follows: which documents changed since it last looked, and the catalogue version.

Both live in the database, so every process behind it (and every machine) sees the same changes: a trigger writes a
`http_cache_changes` row beside each search-outbox row, in the writer's transaction (migration 0013_cache). A process
polls at most every `interval` seconds, from the request that finds its view too old (no thread of its own), and
drops the cached answers that name a changed document.

On PostgreSQL a sequence number is taken before its transaction commits, so rows can appear out of order: each poll
re-reads the last `WINDOW` seconds of numbers and skips those already seen. A writer slower than that between its
outbox insert and its commit would be missed; answers also expire after `Policy.ttl`, which bounds even that.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy import bindparam, delete, func, select
from sqlalchemy.orm import Session

from api.models import HttpCacheChange, Product

WINDOW = 10.0  # seconds of sequence numbers re-read on every poll
KEEP = 300.0  # rows older than this (as seen by a poll) are deleted
CLEANUP_EVERY = 60.0

Tag = tuple[str, int]

_CHANGES = (select(HttpCacheChange.seq, HttpCacheChange.kind, HttpCacheChange.doc_id)
            .where(HttpCacheChange.seq > bindparam("floor")).order_by(HttpCacheChange.seq))
# Changes whenever an active product is added, removed or edited (as the similarity model's catalogue version).
_CATALOGUE = (select(func.count(Product.id), func.max(Product.id), func.max(Product.updated_at))
              .where(Product.status == "active"))


@dataclass
class Poll:
    """What one poll found: the catalogue version and the documents changed since the previous poll."""

    catalogue: str
    changed: set[Tag]


@dataclass
class ChangeFeed:
    open_session: Callable[[], Session]
    open_write_session: Callable[[], Session] | None = None
    catalogue_interval: float = 1.0
    _floor: int = 0  # every number at or below it was seen
    _seen: set[int] = field(default_factory=set)  # numbers above the floor already applied
    _history: deque[tuple[float, int]] = field(default_factory=deque)  # (monotonic time, highest number seen)
    _catalogue: str = ""
    _catalogue_at: float = float("-inf")
    _cleaned_at: float = float("-inf")
    _marks: deque[tuple[float, int]] = field(default_factory=deque)  # (time, floor) every CLEANUP_EVERY seconds

    def poll(self) -> Poll:
        """One or two queries; run in a worker thread. The first poll only learns where the feed stands."""
        now = time.monotonic()
        first = not self._history
        session = self.open_session()
        try:
            rows = session.execute(_CHANGES, {"floor": self._floor}).all()
            if first or now - self._catalogue_at >= self.catalogue_interval:
                count, max_id, max_updated = session.execute(_CATALOGUE).one()
                stamp = max_updated.isoformat() if max_updated else "-"
                self._catalogue, self._catalogue_at = f"{int(count or 0)}:{int(max_id or 0)}:{stamp}", now
        finally:
            session.close()
        changed: set[Tag] = set()
        top = self._floor
        for seq, kind, doc_id in rows:
            top = max(top, seq)
            if seq in self._seen:
                continue
            self._seen.add(seq)
            if not first:
                changed.add((kind, int(doc_id)))
        if self._history:
            top = max(top, self._history[-1][1])
        self._history.append((now, top))
        # The floor moves to the highest number seen WINDOW seconds ago: a later commit of a lower number is still
        # read until then.
        while len(self._history) > 1 and now - self._history[1][0] >= WINDOW:
            self._history.popleft()
        if now - self._history[0][0] >= WINDOW:
            self._floor = max(self._floor, self._history[0][1])
            self._seen = {s for s in self._seen if s > self._floor}
        if self.open_write_session is not None and now - self._cleaned_at >= CLEANUP_EVERY:
            self._cleaned_at = now
            self._marks.append((now, self._floor))
            self._clean_up(now)
        return Poll(self._catalogue, changed)

    def _clean_up(self, now: float) -> None:
        """Delete the rows every process applied long ago: those at or below this process's floor of KEEP seconds
        ago (a process polls several times a second while it serves)."""
        limit = None
        while self._marks and now - self._marks[0][0] >= KEEP:
            limit = self._marks.popleft()[1]
        if not limit or self.open_write_session is None:
            return
        session = self.open_write_session()
        try:
            session.execute(delete(HttpCacheChange).where(HttpCacheChange.seq <= limit))
            session.commit()
        except Exception:  # noqa: BLE001 - the database busy or away: the next clean-up deletes them
            session.rollback()
        finally:
            session.close()
