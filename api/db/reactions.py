"""Counted reactions (like, dislike, star …): a row per (member, item, kind) plus a counter on the item.

One mechanism for every reactable kind: the counter moves only when this call added or deleted the
row, and a SAVEPOINT absorbs the race of two identical requests (the loser hits the primary key
and changes nothing), so repeated calls are harmless. The counter moves by a Core UPDATE, which the
flush-time search capture cannot see, so every move calls the owner's `on_change(session, target_id)` (the
features pass `api.search.outbox.touch` for their kind: the database layer imports no feature).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from sqlalchemy import CTE, ColumnElement, Select, bindparam, delete, func, insert, literal, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.jobs import Actor, defer_ids
from api.models import SearchOutbox


def one_statement_writes(session: Session) -> bool:
    """Whether a cheap write (like, star, follow) runs as ONE statement here (issue 25 §3): PostgreSQL's
    data-modifying CTEs let the reaction, its counter, its outbox rows and the answer's figures go in one round trip
    (atomic by itself, so it needs no transaction: `api.db.session.OneStatementSession`). SQLite has no such CTEs:
    there the steps below run in the write's transaction (one process, no network between them)."""
    return session.get_bind().dialect.name == "postgresql"


def touch_cte(kind: str, doc_ids: Select[tuple[int]], name: str = "touched") -> CTE:
    """`api.search.outbox.touch` as a part of a cheap write's one statement: outbox rows for the documents of `kind`
    that `doc_ids` selects (the outbox's trigger records them for the answer cache too), answering their ids."""
    ids = doc_ids.subquery()
    rows = select(literal(kind), ids.c[0], func.now(), literal(0), literal(""))
    return (insert(SearchOutbox).from_select(["kind", "doc_id", "created_at", "attempts", "last_error"], rows)
            .returning(SearchOutbox.id).cte(name))


def touched_ids(cte: CTE) -> ColumnElement[Sequence[int]]:
    """The outbox ids a `touch_cte` wrote, as one array column of the statement's answer."""
    return select(func.array_agg(cte.c.id)).scalar_subquery()


def touched(session: Session, outbox_ids: Sequence[int] | None) -> None:
    """After the statement: send its outbox rows to the indexer after the commit, as `touch` does."""
    if outbox_ids:
        defer_ids(session, Actor.SEARCH_INDEX_DOCS, list(outbox_ids))


@dataclass(frozen=True)
class CountedReactions:
    reaction: Any  # model with user_id, <target_key>, kind
    target: Any  # model with id and the counter columns
    target_key: str  # the reaction's column naming the item, e.g. "product_id"
    counters: Mapping[str, Any]  # kind -> counter column on the target
    # Called after every counter move (session, target id): the kind's search document is touched there.
    on_change: Callable[[Session, int], None] | None

    def _row(self, user_id: int, target_id: int) -> list[Any]:
        return [self.reaction.user_id == user_id, getattr(self.reaction, self.target_key) == target_id]

    def kinds(self, session: Session, user_id: int, target_id: int) -> set[str]:
        """The member's reactions to the item (a page asks on every member's request: the query is built once)."""
        return set(session.scalars(self._kinds_statement, {"user_id": user_id, "target_id": target_id}))

    @cached_property
    def _kinds_statement(self) -> Select[tuple[str]]:
        return select(self.reaction.kind).where(self.reaction.user_id == bindparam("user_id"),
                                                getattr(self.reaction, self.target_key) == bindparam("target_id"))

    def add(self, session: Session, user_id: int, target_id: int, kind: str) -> bool:
        """Insert the reaction unless present; True when this call added it (and bumped the counter)."""
        if kind in self.kinds(session, user_id, target_id):
            return False
        try:
            with session.begin_nested():
                session.execute(insert(self.reaction).values(
                    {"user_id": user_id, self.target_key: target_id, "kind": kind}))
        except IntegrityError:
            return False
        self._move(session, target_id, kind, +1)
        return True

    def remove(self, session: Session, user_id: int, target_id: int, kind: str) -> bool:
        """Delete the reaction if present; True when this call deleted it (and lowered the counter)."""
        result = session.execute(delete(self.reaction).where(*self._row(user_id, target_id),
                                                             self.reaction.kind == kind))
        if not getattr(result, "rowcount", 0):
            return False
        self._move(session, target_id, kind, -1)
        return True

    def remove_all_by(self, session: Session, user_id: int) -> int:
        """Take back every reaction of one member (their account is deleted), each counter moved with its row."""
        rows = session.execute(select(getattr(self.reaction, self.target_key), self.reaction.kind)
                               .where(self.reaction.user_id == user_id)).all()
        return sum(self.remove(session, user_id, target_id, kind) for target_id, kind in rows)

    def _move(self, session: Session, target_id: int, kind: str, step: int) -> None:
        column = self.counters[kind]
        where = [self.target.id == target_id] + ([column > 0] if step < 0 else [])
        values: dict[Any, Any] = {column: column + step}
        if "updated_at" in self.target.__table__.c:
            # A reaction is not an edit of the item: keep `updated_at` (its onupdate would move it, and with it
            # the catalogue version the similarity model is rebuilt on).
            values[self.target.__table__.c.updated_at] = self.target.__table__.c.updated_at
        session.execute(update(self.target).where(*where).values(values)
                        .execution_options(synchronize_session=False))
        if self.on_change is not None:
            self.on_change(session, target_id)
