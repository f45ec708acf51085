"""What an indexed kind is: its field schema (what a document holds and what search may do with each field), its
capture (which model changes enqueue which documents) and its reader (which rows are documents and how a batch of
them becomes documents), declared together."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Select, inspect
from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntimes
from api.envelope import as_utc
from api.search.index_fields import IndexSchema
from api.search.outbox import Touch, Touches

Doc = dict[str, Any]
Rows = Select[*tuple[Any, ...]]  # a kind's rows that are documents, of whatever columns


@dataclass(frozen=True)
class Reading:
    """What a reader reads from: a session, and the process's fitted ingredient engine (a product's "what's inside"
    tags are its page's analysis)."""

    session: Session
    engines: EngineRuntimes


@dataclass(frozen=True)
class KindDocuments:
    """How a kind's documents are read: `rows()` selects exactly the rows that are documents (one each), `docs` turns
    a batch of them into documents. `touched` narrows `rows()` to the documents a set of changed ids stands for (by
    default those ids; a product's listing stands for its product)."""

    model: Any
    rows: Callable[[], Rows]
    docs: Callable[[Reading, Sequence[Any]], list[Doc]]
    touched: Callable[[Session, Sequence[int]], ColumnElement[bool]] | None = None

    def where_touched(self, session: Session, ids: Sequence[int]) -> ColumnElement[bool]:
        return self.touched(session, ids) if self.touched else self.model.id.in_(ids)


@dataclass(frozen=True)
class FanOut:
    """A pseudo-kind of the outbox: a change that moves many documents (a brand renamed: its products' documents) is
    one row, expanded into the documents it stands for when the indexer processes it."""

    name: str
    of_kind: str  # the kind whose ids it carries (the answer cache drops what names them)
    expand: Callable[[Session, Sequence[int]], dict[str, list[int]]]  # ids -> {kind: the documents' ids}


@dataclass(frozen=True)
class IndexedKind:
    schema: IndexSchema
    capture: Mapping[type, Touches]  # the models whose changes enqueue documents (of this kind, or fan-outs)
    documents: KindDocuments
    fan_outs: tuple[FanOut, ...] = ()  # the fan-outs its capture enqueues

    @property
    def name(self) -> str:
        return self.schema.kind


def changed(obj: Any, *attrs: str) -> bool:
    state = inspect(obj)
    return state.pending or any(state.attrs[a].history.has_changes() for a in attrs)


def itself(kind: str) -> Touches:
    """The capture of a row that is its own document and moves no other."""
    def touches(obj: Any, _deleted: bool) -> Iterable[Touch]:
        yield kind, obj.id

    return touches


def row_docs(doc: Callable[[Any], Doc]) -> Callable[[Reading, Sequence[Any]], list[Doc]]:
    """A reader whose documents each come from their row alone."""
    return lambda _reading, rows: [doc(row) for row in rows]


def iso(ts: datetime | None) -> str | None:
    """ISO 8601 with its offset, as every timestamp the API shows (SQLite hands back naive UTC)."""
    return as_utc(ts).isoformat() if ts else None
