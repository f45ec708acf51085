"""Incremental indexing from outbox rows, and full rebuilds behind the alias."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field

from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from api.models import SearchOutbox
from api.search.backends import SearchBackend
from api.search_kinds.registry import KINDS
from api.settings import Settings
from indexer.runtime import read_unit, write_unit
from indexer.search import documents
from indexer.search.lock import search_lock


@dataclass
class SyncReport:
    upserted: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    deleted: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    row_ids: list[int] = field(default_factory=list)

    @property
    def outbox_rows(self) -> int:
        return len(self.row_ids)


def sync_outbox(backend: SearchBackend, settings: Settings, outbox_ids: list[int], *,
                wait: bool = False) -> SyncReport:
    """Apply outbox rows: documents are read on a read session and pushed to the index, then exactly
    those rows are dropped in a short write transaction (a change that arrives meanwhile has a new row and
    a new message). A failure keeps the rows and records why, for `search status` and the sweeper. `wait`: an
    index another process is writing is waited for (an admin's command), not a failure to retry (a worker's job)."""
    try:
        with read_unit() as session:
            report = push_outbox(session, backend, settings, outbox_ids, wait=wait)
        if report.row_ids:
            with write_unit() as session:
                session.execute(delete(SearchOutbox).where(SearchOutbox.id.in_(report.row_ids)))
    except Exception as exc:
        with write_unit() as session:
            session.execute(update(SearchOutbox).where(SearchOutbox.id.in_(outbox_ids))
                            .values(attempts=SearchOutbox.attempts + 1, last_error=repr(exc)[:500]))
        raise
    return report


def push_outbox(session: Session, backend: SearchBackend, settings: Settings, outbox_ids: list[int], *,
                wait: bool = False) -> SyncReport:
    """Reload the documents the outbox rows name; upsert what exists, delete what is gone (reads only)."""
    report = SyncReport()
    rows = session.execute(select(SearchOutbox.id, SearchOutbox.kind, SearchOutbox.doc_id)
                           .where(SearchOutbox.id.in_(outbox_ids))).all()
    if not rows:
        return report
    wanted: dict[str, set[int]] = defaultdict(set)
    for _id, kind, doc_id in rows:
        if kind in KINDS:
            wanted[kind].add(doc_id)
        else:
            for real_kind, ids in documents.expand(session, kind, [doc_id]).items():
                wanted[real_kind].update(ids)
    for kind in sorted(wanted):
        ids = sorted(wanted[kind])
        # A job does not wait: while a rebuild of this kind runs, it raises and is retried after the swap.
        with search_lock(settings, kind, blocking=wait):
            docs = documents.load(session, kind, ids)
            present = [d for d in docs.values() if d is not None]
            gone = [str(i) for i, d in docs.items() if d is None]
            if present:
                backend.upsert(kind, present)
            if gone:
                backend.delete(kind, gone)
        report.upserted[kind] += len(present)
        report.deleted[kind] += len(gone)
    report.row_ids = [r[0] for r in rows]
    return report


def waiting_outbox_ids(session: Session, limit: int) -> list[int]:
    """Rows no job has tried yet (a row that failed is left to its own job's retries and the sweeper: it would fail
    every batch that took it along), oldest first."""
    return list(session.scalars(select(SearchOutbox.id).where(SearchOutbox.attempts == 0)
                                .order_by(SearchOutbox.id).limit(limit)))


def pending_outbox_ids(session: Session, limit: int = 500, min_age_seconds: float = 0.0) -> list[int]:
    from datetime import UTC, datetime, timedelta

    cutoff = datetime.now(UTC) - timedelta(seconds=min_age_seconds)
    return list(session.scalars(select(SearchOutbox.id).where(SearchOutbox.created_at <= cutoff)
                                .order_by(SearchOutbox.id).limit(limit)))


@dataclass
class RebuildReport:
    kind: str
    index: str
    indexed: int
    failed: int
    seconds: float
    dropped: str | None


def rebuild(read_session: Callable[[], AbstractContextManager[Session]], backend: SearchBackend,
            settings: Settings, kind: str,
            *, on_progress: Callable[[int], None] | None = None) -> RebuildReport:
    """New versioned index ← every row streamed; atomic alias swap; old index dropped. Holds the
    kind's lock throughout; a failure deletes the half-built index and leaves the live one alone."""
    started = time.perf_counter()
    with search_lock(settings, kind):
        new_index = backend.create_index(kind)
        try:
            with read_session() as session:
                def counted():  # type: ignore[no-untyped-def]
                    for n, doc in enumerate(documents.stream(session, kind), 1):
                        if on_progress and n % 500 == 0:
                            on_progress(500)
                        yield doc

                bulk = backend.bulk_index(new_index, counted())
            previous = backend.swap_alias(kind, new_index)
        except BaseException:
            backend.drop_index(new_index)
            raise
        if previous and previous != new_index:
            backend.drop_index(previous)
    return RebuildReport(kind, new_index, bulk.indexed, len(bulk.failed), time.perf_counter() - started, previous)
