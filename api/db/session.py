"""Sessions: each route declares whether it reads or writes; actors and CLI commands open units of work.

- `ReadSession`: plain (deferred) transactions that never take SQLite's write lock, so readers never
  queue behind the writer; closed (so rolled back by the pool) at the end. A read session refuses to write (see
  `register_read_only_guard`), so a route that declared the wrong kind fails loudly instead of
  silently losing its change.
- `WriteSession`: one transaction per request, committed (or rolled back) by the route in its own thread as the
  endpoint returns (`api.db.write_route.AppRoute`; services flush, never commit); on SQLite it begins IMMEDIATE.
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


class ReadOnlySessionError(RuntimeError):
    """A write was attempted on a session opened for reading."""


@dataclass(frozen=True)
class SessionMakers:
    """The session factories of a process: reads stay deferred, writes begin IMMEDIATE on SQLite; a request's reads
    run without a transaction where `request_read` is set (PostgreSQL, `api.db.engine.session_makers`)."""

    read: SessionFactory
    write: SessionFactory
    request_read: SessionFactory | None = None

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


def _on_flush(session: Session, _ctx: Any, _instances: Any) -> None:
    if session.info.get(READ_ONLY) and (session.new or session.dirty or session.deleted):
        raise ReadOnlySessionError("this session was opened for reading; declare a WriteSession to write")


def _on_execute(state: ORMExecuteState) -> None:
    if state.session.info.get(READ_ONLY) and (state.is_insert or state.is_update or state.is_delete):
        raise ReadOnlySessionError("this session was opened for reading; declare a WriteSession to write")


def register_read_only_guard() -> None:
    """Make read sessions refuse ORM flushes and DML statements (idempotent)."""
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
    session = _makers_of(request).write()
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
