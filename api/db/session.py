"""Sessions: each route declares whether it reads or writes; actors and CLI commands open units of work.

- `ReadSession`: plain (deferred) transactions that never take SQLite's write lock, so readers never
  queue behind the writer; closed (so rolled back by the pool) at the end. A read session refuses to write (see
  `register_read_only_guard`), so a route that declared the wrong kind fails loudly instead of
  silently losing its change.
- `WriteSession`: one transaction per request, committed (or rolled back) by the route in its own thread as the
  endpoint returns (`api.db.write_route.AppRoute`; services flush, never commit); on SQLite it begins IMMEDIATE.
- `OneStatementSession`: the cheap writes' (a like, star, follow, issue 25 §3): on PostgreSQL without a transaction
  (autocommit), for a route whose write is ONE statement (atomic by itself), so the write costs no BEGIN and no
  COMMIT round trip; a second write statement or an ORM flush on it raises. On SQLite it is a `WriteSession` whose
  transaction (and write lock) begins at its first write statement, not at its first read; in the tests' joined
  transactions a `WriteSession`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Annotated, Any

import anyio
from fastapi import Depends, Request
from fastapi.concurrency import run_in_threadpool
from sqlalchemy import event
from sqlalchemy.orm import ORMExecuteState, Session

from api.errors import AppError

SessionFactory = Callable[[], Session]
READ_ONLY = "glowdex_read_only"
NO_TRANSACTION = "glowdex_autocommit"  # closing such a session sends nothing to the database
ONE_STATEMENT = "glowdex_one_statement"  # autocommit writes: the number of write statements it ran (at most one)


class ReadOnlySessionError(RuntimeError):
    """A write was attempted on a session opened for reading."""


@dataclass(frozen=True)
class SessionMakers:
    """The session factories of a process: reads stay deferred, writes begin IMMEDIATE on SQLite; a request's reads
    run without a transaction where `request_read` is set (PostgreSQL, `api.db.engine.session_makers`)."""

    read: SessionFactory
    write: SessionFactory
    request_read: SessionFactory | None = None
    autocommit_write: SessionFactory | None = None  # PostgreSQL: `OneStatementSession`'s
    write_at_first_write: SessionFactory | None = None  # SQLite: `OneStatementSession`'s (api.db.engine)

    def open_one_statement(self) -> Session:
        """The session of a write that is one statement: autocommit where the engine offers it, else a write (on
        SQLite one whose transaction begins at its first write)."""
        if self.autocommit_write is None:
            return (self.write_at_first_write or self.write)()
        session = self.autocommit_write()
        session.info[ONE_STATEMENT] = 0
        return session

    def open_read(self) -> Session:
        session = self.read()
        session.info[READ_ONLY] = True
        return session

    def open_request_read(self) -> Session:
        """The read session of one API request (its queries are single statements; none streams)."""
        if self.request_read is None:
            return self.open_read()
        session = self.request_read()
        session.info[READ_ONLY] = True
        session.info[NO_TRANSACTION] = True
        return session

    @contextmanager
    def read_unit(self) -> Iterator[Session]:
        """A read-only session for an actor or CLI command; rolled back at the end."""
        session = self.open_read()
        try:
            yield session
        finally:
            session.close()  # a read session has nothing to keep; the pool resets the connection

    @contextmanager
    def write_unit(self) -> Iterator[Session]:
        """One short write transaction for an actor or CLI command: commit on success, roll back on error."""
        session = self.write()
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()


class OneStatementError(RuntimeError):
    """A second write (or an ORM flush) on a session whose write must be one statement: without a transaction it
    would not be atomic."""


def _on_flush(session: Session, _ctx: Any, _instances: Any) -> None:
    if not (session.new or session.dirty or session.deleted):
        return
    if session.info.get(READ_ONLY):
        raise ReadOnlySessionError("this session was opened for reading; declare a WriteSession to write")
    if ONE_STATEMENT in session.info:
        raise OneStatementError("an ORM flush on a one-statement session; declare a WriteSession")


def _on_execute(state: ORMExecuteState) -> None:
    if not (state.is_insert or state.is_update or state.is_delete):
        return
    info = state.session.info
    if info.get(READ_ONLY):
        raise ReadOnlySessionError("this session was opened for reading; declare a WriteSession to write")
    if ONE_STATEMENT in info:
        if info[ONE_STATEMENT]:
            raise OneStatementError("a second write statement without a transaction; declare a WriteSession")
        info[ONE_STATEMENT] = 1


def register_read_only_guard() -> None:
    """Make read sessions refuse ORM flushes and DML statements, and one-statement sessions a second one
    (idempotent)."""
    for name, fn in (("before_flush", _on_flush), ("do_orm_execute", _on_execute)):
        if not event.contains(Session, name, fn):
            event.listen(Session, name, fn)


def _makers_of(request: Request) -> SessionMakers:
    makers: SessionMakers = request.app.state.runtimes.db.makers
    return makers


async def get_read_session(request: Request) -> AsyncIterator[Session]:
    """Opened on the event loop (a session takes no connection until its first query) and closed in the thread
    pool only when closing talks to the database (a transaction to roll back): a plain `def` dependency cost two
    thread hops per request, each a wait for the GIL under load. The close is shielded, so a client that hangs up
    still returns the connection."""
    session = _makers_of(request).open_request_read()
    # What the process hands its request reads (the public cards `card_rows` may answer from, api/http_cache).
    session.info.update(getattr(request.app.state, "read_session_info", {}))
    try:
        yield session
    finally:
        if session.in_transaction() and not session.info.get(NO_TRANSACTION):
            with anyio.CancelScope(shield=True):
                await run_in_threadpool(session.close)
        else:
            session.close()


async def get_write_session(request: Request) -> AsyncIterator[Session]:
    """Opened and closed on the event loop: the endpoint commits or rolls back in its own thread
    (api/db/write_route.AppRoute), so closing usually talks to nobody. A transaction still open here (an endpoint
    outside AppRoute, or a lazy load while FastAPI checked the answer) is ended in a thread of its own, not one of
    the request pool's: waiting for a pool thread while holding a transaction's locks is what stalled the embedded
    profile. Shielded, so a client that hangs up still returns the connection."""
    async for session in _write_session(_makers_of(request).write()):
        yield session


async def get_one_statement_session(request: Request) -> AsyncIterator[Session]:
    """`get_write_session` for a write that is one statement (see the module docstring)."""
    async for session in _write_session(_makers_of(request).open_one_statement()):
        yield session


async def _write_session(session: Session) -> AsyncIterator[Session]:
    try:
        yield session
    except BaseException as exc:
        keep = isinstance(exc, AppError) and exc.keep_changes
        await _end(session, session.commit if keep else session.rollback)
        raise
    else:
        await _end(session, session.commit)
    finally:
        session.close()


async def _end(session: Session, how: Callable[[], None]) -> None:
    if session.in_transaction():
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(how, limiter=anyio.CapacityLimiter(1))


ReadSession = Annotated[Session, Depends(get_read_session)]
# scope="function": the commit happens when the route returns, before the response is sent,
# so a failed commit becomes an error response instead of a lost write behind a 200.
WriteSession = Annotated[Session, Depends(get_write_session, scope="function")]
OneStatementSession = Annotated[Session, Depends(get_one_statement_session, scope="function")]
WRITE_SESSIONS = (get_write_session, get_one_statement_session)  # what a write route's session comes from
