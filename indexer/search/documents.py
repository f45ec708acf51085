"""Search documents read from the database, through each kind's reader (`api/search_kinds/`: schema, capture and
reader declared together): only what search needs, nothing private leaks.

`load(session, kind, ids)` answers {id: document or None}; None means "delete from the index"
(gone, pending, or otherwise not searchable). A product's document is one per product, not per listing (issue 23):
it has its lead listing's id, and loading any listing of it loads it. `stream(session, kind)` yields every document of a
kind for a full rebuild, in batches read with `yield_per`. Readers read with the process's fitted engine
(`runtime()`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.search_kinds.declaration import Doc, KindDocuments, Reading
from api.search_kinds.registry import FAN_OUTS, INDEXED
from indexer.runtime import runtime

BATCH = 1000


def _documents(kind: str) -> KindDocuments:
    try:
        return INDEXED[kind].documents
    except KeyError:
        raise KeyError(f"unknown search kind {kind!r}") from None


def _reading(session: Session) -> Reading:
    return Reading(session, runtime().runtimes.engine)


def load(session: Session, kind: str, ids: Sequence[int]) -> dict[int, Doc | None]:
    """Current documents for `ids` of `kind`; ids mapped to None are to be deleted. Beside them, the documents the
    ids stand for (a listing's product)."""
    of = _documents(kind)
    rows = session.execute(of.rows().where(of.where_touched(session, ids))).all()
    found = {int(d["id"]): d for d in of.docs(_reading(session), rows)}
    return {**dict.fromkeys(ids), **found}


def stream(session: Session, kind: str) -> Iterator[Doc]:
    """Every document of `kind`, for a full rebuild, read in batches."""
    of = _documents(kind)
    reading = _reading(session)
    batch: list[Any] = []
    for row in session.execute(of.rows().order_by(of.model.id).execution_options(yield_per=BATCH)):
        batch.append(row)
        if len(batch) == BATCH:
            yield from of.docs(reading, batch)
            batch = []
    if batch:
        yield from of.docs(reading, batch)


def database_count(session: Session, kind: str) -> int:
    """Rows that should be documents of `kind` (for drift reports)."""
    return session.scalar(select(func.count()).select_from(_documents(kind).rows().subquery())) or 0


def expand(session: Session, fan_out: str, ids: Sequence[int]) -> dict[str, list[int]]:
    """A fan-out of the outbox → the concrete documents it stands for."""
    try:
        return FAN_OUTS[fan_out].expand(session, ids)
    except KeyError:
        raise KeyError(f"unknown fan-out kind {fan_out!r}") from None
