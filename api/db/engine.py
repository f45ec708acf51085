"""Engine and session factory for SQLite (embedded) and PostgreSQL (psycopg 3)."""

from __future__ import annotations

import select
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, make_url
from sqlalchemy.orm import Session, sessionmaker

from api.db.session import SessionMakers
from api.db.write_gate import GatedConnection, connection_class
from api.settings import Settings

POOL_SIZE = 10  # connections kept open; more are opened up to `max_connections` and closed when returned


def max_connections(settings: Settings) -> int:
    """A process's connection ceiling: every request thread, and every thread of the password routes (a sign-in),
    may hold its read session's connection while it takes a write session's (a like: the token lookup, then the
    write), and the actor threads and the sweeper take one each. A smaller pool let 16 request threads each hold one
    and wait for a second: the SQLite profile stalled under the mixed load until the pool's timeout."""
    return 2 * (settings.request_threads + settings.password_threads) + settings.cheap_write_threads + \
        settings.worker_threads + 2


def make_engine(url: str, *, echo: bool = False, connections: int = 2 * POOL_SIZE) -> Engine:
    pool = {"pool_size": POOL_SIZE, "max_overflow": max(0, connections - POOL_SIZE)}
    if url.startswith("sqlite"):
        path = make_url(url).database or ""
        in_memory = path in ("", ":memory:") or path.startswith("file::memory:")
        connect_args: dict[str, Any] = {"check_same_thread": False, "timeout": 30}
        if not in_memory:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            connect_args["factory"] = connection_class(path)  # writers queue (api/db/write_gate.py)
        engine = create_engine(url, echo=echo, connect_args=connect_args,
                               **({} if in_memory else pool))  # an in-memory database has one connection a thread
        _configure_sqlite(engine)
        return engine
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url.removeprefix("postgresql://")
    _keep_long_statements_converted()
    engine = create_engine(url, echo=echo, pool_pre_ping=True, **pool)
    _ping_only_when_unsure(engine)
    return engine


def _ping_only_when_unsure(engine: Engine) -> None:
    """The pool's pre-ping (a `SELECT 1` round trip at every checkout, ~80 µs of this process's CPU and some of
    PostgreSQL's per request) only for a connection whose socket has something to say. An idle connection at rest
    in the pool has nothing to read: a server that restarted or ended the backend has sent its farewell and closed
    the socket, which reads as ready (then the real ping runs, fails, and the pool reconnects as before)."""
    from psycopg.pq import ConnStatus, TransactionStatus

    ping = engine.dialect.do_ping

    def do_ping(dbapi_connection: Any) -> bool:
        pgconn = dbapi_connection.pgconn
        if pgconn.status == ConnStatus.OK and pgconn.transaction_status == TransactionStatus.IDLE:
            poller = select.poll()
            poller.register(pgconn.socket, select.POLLIN | select.POLLPRI)
            if not poller.poll(0):
                return True
        return bool(ping(dbapi_connection))

    engine.dialect.do_ping = do_ping  # type: ignore[method-assign]


# psycopg converts a statement's %(name)s placeholders to $n anew on every execute unless the statement is at most
# 4,096 characters (its conversion cache's bound). A like's or a star's one statement is ~5,200
# (api/products/repository.py `_reaction_statement`): converting it was ~90 µs of CPU a request. Its cache keeps 128
# statements, so the larger bound holds at most ~2 MB.
PSYCOPG_CONVERTED_STATEMENT_CHARS = 16_384


def _keep_long_statements_converted() -> None:
    from psycopg import _queries

    if getattr(_queries, "MAX_CACHED_STATEMENT_LENGTH", 0) < PSYCOPG_CONVERTED_STATEMENT_CHARS:
        _queries.MAX_CACHED_STATEMENT_LENGTH = PSYCOPG_CONVERTED_STATEMENT_CHARS


def _configure_sqlite(engine: Engine) -> None:
    # SQLAlchemy's documented recipe: let SQLAlchemy emit BEGIN so SAVEPOINTs work, and turn
    # foreign keys on for every connection (SQLite leaves them off).
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn, _record):  # type: ignore[no-untyped-def]
        dbapi_conn.isolation_level = None
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=NORMAL")
        cur.execute("PRAGMA busy_timeout=30000")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn):  # type: ignore[no-untyped-def]
        # A transaction that will write takes the write lock up front (IMMEDIATE): it then waits on
        # busy_timeout for other writers. A DEFERRED one that reads first and writes later fails at
        # once with "database is locked" when another writer committed in between (WAL snapshot). A file
        # database's writers pass its gate first (in order, instead of polling in the busy handler).
        # AT_FIRST_WRITE (a cheap write's session) sends no BEGIN: its reads run on their own until
        # `_on_execute` begins IMMEDIATE before its first write.
        begin = conn.get_execution_options().get("sqlite_begin")
        if begin == "IMMEDIATE":
            _begin_immediate(conn.connection.dbapi_connection, lambda: conn.exec_driver_sql("BEGIN IMMEDIATE"))
        elif begin != AT_FIRST_WRITE:
            conn.exec_driver_sql("BEGIN")

    @event.listens_for(engine, "before_cursor_execute")
    def _on_execute(conn, cursor, statement, _params, _context, _many):  # type: ignore[no-untyped-def]
        # (an error raised here is wrapped as the statement's own: sqlalchemy.exc.OperationalError)
        if (conn.get_execution_options().get("sqlite_begin") == AT_FIRST_WRITE
                and statement.lstrip()[:9].upper().startswith(_WRITES)):
            dbapi_conn = conn.connection.dbapi_connection
            if not dbapi_conn.in_transaction:
                _begin_immediate(dbapi_conn, lambda: cursor.execute("BEGIN IMMEDIATE"))


AT_FIRST_WRITE = "AT_FIRST_WRITE"
_WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE", "SAVEPOINT", "WITH")  # a SAVEPOINT begins one too


def _begin_immediate(dbapi_conn: Any, send: Callable[[], object]) -> None:
    """`send()` (BEGIN IMMEDIATE) through the database's write gate (a file database's connections pass one)."""
    if isinstance(dbapi_conn, GatedConnection):
        dbapi_conn.begin_immediate(send)
    else:  # in memory: one connection, no other writer
        send()


class Database:
    """A process's database: one engine (one pool) and its session makers, built on first use from the settings
    (or given, by a test or a process that made them), held by the process's `Runtimes`, disposed on `close`."""

    def __init__(self, settings: Settings, makers: SessionMakers | None = None) -> None:
        self.settings = settings
        self._makers = makers
        self._engine: Engine | None = None  # the engine built here (given makers bring their own)
        self._lock = threading.Lock()

    @property
    def makers(self) -> SessionMakers:
        if self._makers is None:
            with self._lock:
                if self._makers is None:
                    self._engine = make_engine(self.settings.resolved_database_url,
                                               connections=max_connections(self.settings))
                    self._makers = session_makers(self._engine)
        return self._makers

    @makers.setter
    def makers(self, makers: SessionMakers) -> None:
        self._makers = makers

    @property
    def engine(self) -> Engine:
        self.makers  # noqa: B018 - builds the engine on first use
        if self._engine is None:
            raise RuntimeError("this database was given its session makers; their engine is the giver's")
        return self._engine

    def close(self) -> None:
        with self._lock:
            if self._engine is not None:
                self._engine.dispose()
                self._engine, self._makers = None, None


def session_factory(engine: Engine, *, write: bool = False, begin: str = "IMMEDIATE") -> sessionmaker[Session]:
    """Sessions on `engine`; `write=True` for units of work that write (IMMEDIATE on SQLite, a no-op
    elsewhere; `begin=AT_FIRST_WRITE`: the cheap writes', see `session_makers`). Read-only work (reading routes,
    index rebuilds streaming rows) stays deferred so it never blocks writers."""
    bind = engine.execution_options(sqlite_begin=begin) if write else engine
    return sessionmaker(bind=bind, expire_on_commit=False, autoflush=True)


def session_makers(engine: Engine) -> SessionMakers:
    """The read and the write factory of a process on one engine, and on PostgreSQL the factory of a request's
    read session: without a transaction (autocommit), so each statement is one round trip with no BEGIN and
    ROLLBACK around it (those two cost PostgreSQL twice the CPU of a product page's one query). A READ COMMITTED
    transaction gave each statement its own snapshot anyway. Streamed reads (server-side cursors) need a
    transaction: actors and commands keep `read`. The same autocommit factory opens the one-statement writes
    (`OneStatementSession`: a like, a star, a follow). On SQLite those writes are steps in a transaction that takes
    the write lock at the first write statement: the token lookup and the checks before it (the member, the product
    and its listings) read on their own, without holding up the other writers (issue 25)."""
    if engine.dialect.name == "postgresql":
        autocommit = session_factory(engine.execution_options(isolation_level="AUTOCOMMIT"))
        return SessionMakers(read=session_factory(engine), write=session_factory(engine, write=True),
                             request_read=autocommit, autocommit_write=autocommit)
    return SessionMakers(read=session_factory(engine), write=session_factory(engine, write=True),
                         write_at_first_write=session_factory(engine, write=True, begin=AT_FIRST_WRITE))
