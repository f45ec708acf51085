"""The change feed every API process follows: which documents changed since it last looked, and the catalogue version.

Both live in the database, so every process behind it (and every machine) sees the same changes: a trigger writes a
`http_cache_changes` row beside each search-outbox row, in the writer's transaction (migration 0013_cache). A process
polls at most every `interval` seconds, from the request that finds its view too old (no thread of its own), and
drops the cached answers that name a changed document.

On PostgreSQL a sequence number is taken before its transaction commits, so rows can appear out of order: a number
below the highest one read that was not there yet (a gap) is asked for again by each poll for `WINDOW` seconds, and
each poll reads only the numbers above the highest one read and the gaps. A writer slower than that between its
outbox insert and its commit would be missed; answers also expire after `Policy.ttl`, which bounds even that.
(Re-reading the whole window at every poll read ~1,000 rows ten times a second under the mixed load.)
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlalchemy import bindparam, delete, func, or_, select
from sqlalchemy.orm import Session

from api.models import HttpCacheChange
from api.similarity.repository import active_catalog_version

WINDOW = 10.0  # seconds a gap in the numbers is asked for again
FIRST_LOOKBACK = 200  # numbers below the highest one that the first poll reads, so it knows their gaps too
MAX_GAPS = 1000  # the newest kept (many rolled-back writes at once): a poll's query names each
KEEP = 300.0  # rows older than this (as seen by a poll) are deleted
CLEANUP_EVERY = 60.0

Tag = tuple[str, int]

_CHANGES = (select(HttpCacheChange.seq, HttpCacheChange.kind, HttpCacheChange.doc_id)
            .where(or_(HttpCacheChange.seq > bindparam("top"),
                       HttpCacheChange.seq.in_(bindparam("gaps", expanding=True))))
            .order_by(HttpCacheChange.seq))
_HIGHEST = select(func.max(HttpCacheChange.seq))


@dataclass
class Poll:
    """What one poll found: the catalogue version and the documents changed since the previous poll."""

    catalogue: str
    changed: set[Tag]
    rows: int = 0  # rows read


@dataclass
class ChangeFeed:
    open_session: Callable[[], Session]
    open_write_session: Callable[[], Session] | None = None
    catalogue_interval: float = 1.0
    _top: int | None = None  # the highest number read (None before the first poll)
    _gaps: dict[int, float] = field(default_factory=dict)  # numbers below it not read yet -> monotonic time seen missing
    _catalogue: str = ""
    _catalogue_at: float = float("-inf")
    _cleaned_at: float = float("-inf")
    _marks: deque[tuple[float, int]] = field(default_factory=deque)  # (time, floor) every CLEANUP_EVERY seconds

    @property
    def floor(self) -> int:
        """Every number at or below it was read, or was a gap for longer than `WINDOW`."""
        top = self._top or 0
        return min(min(self._gaps) - 1, top) if self._gaps else top

    def poll(self) -> Poll:
        """One to three queries; run in a worker thread. The first poll only learns where the feed stands."""
        now = time.monotonic()
        first = self._top is None
        session = self.open_session()
        try:
            if self._top is None:
                self._top = max(0, int(session.scalar(_HIGHEST) or 0) - FIRST_LOOKBACK)
            rows = session.execute(_CHANGES, {"top": self._top, "gaps": list(self._gaps)}).all()
            if first or now - self._catalogue_at >= self.catalogue_interval:
                # Changes whenever an active product is added, removed or edited (the similarity model's version).
                self._catalogue, self._catalogue_at = active_catalog_version(session), now
        finally:
            session.close()
        changed: set[Tag] = set()
        top = self._top
        for seq, kind, doc_id in rows:
            if seq > top:
                # not there (yet); only the newest MAX_GAPS are kept, so a jump of the sequence makes no more
                self._gaps.update(dict.fromkeys(range(max(top + 1, seq - MAX_GAPS), seq), now))
                top = seq
            else:
                self._gaps.pop(seq, None)
            if not first:
                changed.add((kind, int(doc_id)))
        self._top = top
        # A gap older than WINDOW is a rolled-back transaction's number (or a writer too slow to wait for).
        self._gaps = {seq: seen for seq, seen in self._gaps.items() if now - seen < WINDOW}
        if len(self._gaps) > MAX_GAPS:
            self._gaps = dict(sorted(self._gaps.items())[-MAX_GAPS:])
        if self.open_write_session is not None and now - self._cleaned_at >= CLEANUP_EVERY:
            self._cleaned_at = now
            self._marks.append((now, self.floor))
            self._clean_up(now)
        return Poll(self._catalogue, changed, len(rows))

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
