"""Change capture: search outbox rows written in the writer's own transaction.

Nobody has to remember to reindex ORM writes: an `after_flush` listener sees any flush that touches an
indexed row, or a row a document is built from (a brand's name is part of its products' documents, a
review moves its product's rating), and records which documents to rebuild. Core statements bypass
flush events, so code that moves an indexed column with a Core `UPDATE` (counters) calls `touch()`
beside it. After commit one `search.index_docs` message per batch carries the outbox row ids; if the
broker is down the rows stay and the sweeper sends them.

What each model's change touches is declared with its kind (`api/search/kinds.py`). The listener is registered by
`register_capture()`, called where a process is assembled (the app
factory, the worker runtime), never as an import side effect of the models.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import event, insert
from sqlalchemy.orm import Session

from api.jobs import Actor, defer_ids
from api.models import SearchOutbox
from api.search.kinds import TRACKED, Touch


def _disabled(session: Session) -> bool:
    # Bulk imports switch capture off and schedule a rebuild instead of millions of rows.
    return bool(session.info.get("search_capture_off"))


def _capture(session: Session, _flush_context: Any) -> None:
    if _disabled(session):
        return
    touched: set[Touch] = set()
    for objs, deleted in ((session.new, False), (session.dirty, False), (session.deleted, True)):
        for obj in objs:
            touches = TRACKED.get(type(obj))
            if touches is None or (objs is session.dirty and not session.is_modified(obj)):
                continue
            touched.update((k, i) for k, i in touches(obj, deleted) if i is not None)
    _record(session, touched)


def touch(session: Session, kind: str, *doc_ids: int) -> None:
    """Record that these documents of `kind` changed, beside a Core write the flush listener cannot see (one outbox
    insert and one message for all of them)."""
    if not _disabled(session):
        _record(session, {(kind, doc_id) for doc_id in doc_ids})


@dataclass(frozen=True)
class Toucher:
    """`touch` for one kind as an `on_change(session, doc_id)` hook; equal for equal kinds, so wiring is idempotent."""

    kind: str

    def __call__(self, session: Session, doc_id: int) -> None:
        touch(session, self.kind, doc_id)


def _record(session: Session, touched: set[Touch]) -> None:
    if not touched:
        return
    rows = [{"kind": kind, "doc_id": doc_id} for kind, doc_id in sorted(touched)]
    ids = session.connection().execute(insert(SearchOutbox).returning(SearchOutbox.id), rows).scalars().all()
    defer_ids(session, Actor.SEARCH_INDEX_DOCS, list(ids))


def register_capture() -> None:
    """Install the flush listener on every Session (idempotent)."""
    if not event.contains(Session, "after_flush", _capture):
        event.listen(Session, "after_flush", _capture)
