"""SQLite's writers queue for the write lock instead of polling for it (issue 25, the embedded profile).

SQLite has one writer. A write transaction begins IMMEDIATE (api/db/engine.py); a writer that finds the lock taken
sleeps in SQLite's busy handler, whose sleeps grow to 25, 50, then 100 ms a poll: a lock released just after a
poll waits for the next one, and a newcomer may take it before writers that have waited for a second. Under the
mixed load (two worker processes, sixteen request threads each, the actor threads) writes had p99 1.5-1.75 s.

A `WriteGate` puts the writers of one database file in a queue the operating system wakes at once: a thread lock
per process (its writer threads), then an exclusive `flock` on `<database>.write-lock` (the processes). The gate is
taken just before BEGIN IMMEDIATE and given back as soon as the transaction ends (`GatedConnection`: after COMMIT or
ROLLBACK, on close; a process that dies loses its flock with it), so SQLite's lock is free whenever the gate is.

The gate only orders writers; SQLite's lock stays the rule, with its busy handler behind it: a writer that does not
get the gate within `wait_seconds` (a thread that already holds it on another connection, a test that keeps an outer
transaction open) begins without it and waits on SQLite as before. Connections of other programs (the sqlite3
shell, a deferred transaction that writes later) pass no gate and are waited for by SQLite alone.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
import threading
from pathlib import Path
from typing import Any

WAIT_SECONDS = 30.0  # as long as SQLite's own busy timeout (api/db/engine.py), which still follows it


class WriteGate:
    """The queue of one database file's writers (one per file and process: `gate_for`)."""

    def __init__(self, database: Path, wait_seconds: float = WAIT_SECONDS) -> None:
        self.path = Path(f"{database}.write-lock")
        self.wait_seconds = wait_seconds
        self._reset()

    def _reset(self) -> None:
        self._threads = threading.Lock()
        self._file: int | None = None
        self._holder: int | None = None  # the thread ident that took the gate, while held

    def acquire(self) -> bool:
        """Wait for the gate; False (not held) when this thread holds it already or the wait timed out."""
        me = threading.get_ident()
        if self._holder == me or not self._threads.acquire(timeout=self.wait_seconds):
            return False
        try:
            if self._file is None:
                self._file = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
            # Blocks only on another process's writer, for as long as its transaction: the thread lock lets one
            # thread of this process wait here, and the kernel wakes it as the other process lets go.
            fcntl.flock(self._file, fcntl.LOCK_EX)
        except BaseException:
            self._threads.release()
            raise
        self._holder = me
        return True

    def release(self) -> None:
        self._holder = None
        try:
            if self._file is not None:
                fcntl.flock(self._file, fcntl.LOCK_UN)  # first: the next thread of this process flocks the same file
        finally:
            self._threads.release()

    def after_fork(self) -> None:
        """A forked child starts with the gate free; the parent's descriptor (and any flock on it) stays the
        parent's (closing the child's copy does not unlock it)."""
        if self._file is not None:
            os.close(self._file)
        self._reset()


_gates: dict[Path, WriteGate] = {}
_gates_lock = threading.Lock()


def gate_for(database: str | Path) -> WriteGate:
    """The process's gate of a database file (engines on the same file share it)."""
    key = Path(database).resolve()
    with _gates_lock:
        gate = _gates.get(key)
        if gate is None:
            gate = _gates[key] = WriteGate(key)
        return gate


def _after_fork_in_child() -> None:
    for gate in _gates.values():
        gate.after_fork()


os.register_at_fork(after_in_child=_after_fork_in_child)


class GatedConnection(sqlite3.Connection):
    """A DB-API connection that holds its database's gate from `begin_immediate` to the end of that transaction.
    Made per gate by `connection_class` (sqlite3.connect's `factory` takes no other arguments)."""

    gate: WriteGate
    _holds = False

    def begin_immediate(self, begin: Any) -> None:
        """Run `begin()` (which sends BEGIN IMMEDIATE) with the gate held, unless it could not be had."""
        self._holds = self.gate.acquire()
        try:
            begin()
        except BaseException:
            self._let_go()
            raise

    def commit(self) -> None:
        try:
            super().commit()
        finally:
            if not self._in_transaction():  # a COMMIT that failed leaves the transaction to its rollback
                self._let_go()

    def rollback(self) -> None:
        try:
            super().rollback()
        finally:
            if not self._in_transaction():
                self._let_go()

    def close(self) -> None:  # an invalidated connection is closed: SQLite ends its transaction
        try:
            super().close()
        finally:
            self._let_go()

    def __del__(self) -> None:  # a connection dropped without a close (the pool closes what it drops)
        self._let_go()

    def _in_transaction(self) -> bool:
        try:
            return self.in_transaction
        except sqlite3.ProgrammingError:  # closed
            return False

    def _let_go(self) -> None:
        if self._holds:
            self._holds = False
            self.gate.release()


def connection_class(database: str | Path) -> type[GatedConnection]:
    """The `factory` of sqlite3.connect for a database file: connections that pass its gate."""
    return type("GatedConnection", (GatedConnection,), {"gate": gate_for(database)})
