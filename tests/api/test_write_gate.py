"""SQLite's writers queue at the write gate (api/db/write_gate.py) instead of polling SQLite's lock.

The databases here answer "database is locked" at once (busy_timeout 0): two writers that both reached BEGIN
IMMEDIATE would fail, so every write succeeding shows that they waited for each other at the gate."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, event, text
from sqlalchemy.exc import OperationalError

from api.db.engine import make_engine, session_factory, session_makers
from api.db.write_gate import WAIT_SECONDS, GatedConnection, gate_for

ROOT = Path(__file__).resolve().parents[2]
WRITES = 150


def _no_busy_wait(engine: Engine) -> Engine:
    event.listen(engine, "connect", lambda dbapi_conn, _record: dbapi_conn.execute("PRAGMA busy_timeout=0"))
    return engine


@pytest.fixture
def database(tmp_path: Path) -> Iterator[tuple[Path, Engine]]:
    path = tmp_path / "gate.sqlite3"
    engine = _no_busy_wait(make_engine(f"sqlite:///{path}"))
    with engine.begin() as conn:
        conn.exec_driver_sql("CREATE TABLE t (who TEXT, n INTEGER)")
    yield path, engine
    engine.dispose()


def _write(engine: Engine, who: str, count: int) -> None:
    write = session_factory(engine, write=True)
    for n in range(count):
        with write() as session:
            session.execute(text("INSERT INTO t VALUES (:who, :n)"), {"who": who, "n": n})
            session.execute(text("UPDATE t SET n = n WHERE who = :who AND n = :n"), {"who": who, "n": n})
            session.commit()


def _count(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(conn.exec_driver_sql("SELECT count(*) FROM t").scalar_one())


def _free(path: Path) -> bool:
    """Whether another thread gets the gate at once (it is given back if so)."""
    gate, taken = gate_for(path), []
    waited = gate.wait_seconds
    gate.wait_seconds = 0.05
    try:
        thread = threading.Thread(target=lambda: taken.append(gate.acquire()))
        thread.start()
        thread.join()
    finally:
        gate.wait_seconds = waited
    if taken[0]:
        gate.release()
    return taken[0]


def test_writer_threads_queue_without_a_busy_wait(database):
    path, engine = database
    errors: list[Exception] = []

    def run(who: str) -> None:
        try:
            _write(engine, who, WRITES)
        except Exception as exc:  # noqa: BLE001 - counted below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(f"thread-{i}",)) for i in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert errors == []
    assert _count(engine) == 6 * WRITES
    assert _free(path)


CHILD = """
import sys
from sqlalchemy import event, text
from api.db.engine import make_engine, session_factory, session_makers
engine = make_engine("sqlite:///" + sys.argv[1])
event.listen(engine, "connect", lambda c, _r: c.execute("PRAGMA busy_timeout=0"))
write = session_factory(engine, write=True)
print("ready", flush=True)
sys.stdin.readline()
for n in range(int(sys.argv[2])):
    with write() as session:
        session.execute(text("INSERT INTO t VALUES ('child', :n)"), {"n": n})
        session.commit()
"""


def test_writer_processes_queue_without_a_busy_wait(database):
    path, engine = database
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(WRITES * 2)], cwd=ROOT,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdin is not None
    assert child.stdout.readline().strip() == "ready"
    child.stdin.write("go\n")
    child.stdin.flush()
    _write(engine, "parent", WRITES * 2)
    _, err = child.communicate(timeout=120)
    assert child.returncode == 0, err
    assert _count(engine) == 4 * WRITES


def test_the_gate_is_given_back_on_every_ending(database):
    path, engine = database
    write = session_factory(engine, write=True)
    session = write()
    session.execute(text("INSERT INTO t VALUES ('rolled back', 1)"))
    assert not _free(path)  # held while the transaction is open
    session.rollback()
    assert _free(path)

    with pytest.raises(RuntimeError), write() as session:
        session.execute(text("INSERT INTO t VALUES ('raised', 1)"))
        raise RuntimeError("the endpoint failed")
    assert _free(path)  # closing the session rolled back

    with write() as session:
        session.execute(text("INSERT INTO t VALUES ('invalidated', 1)"))
        session.connection().invalidate()
    assert _free(path)

    with write() as session, pytest.raises(OperationalError):
        session.execute(text("INSERT INTO nowhere VALUES (1)"))
    assert _free(path)
    assert _count(engine) == 0


def test_a_writer_held_open_delays_the_next_only_to_the_timeouts(database):
    """A transaction kept open (a test's, a stuck one) makes the next writer fail as SQLite alone would, after the
    gate's wait and the busy timeout, instead of waiting for good; in the same thread without the gate's wait."""
    path, engine = database
    write = session_factory(engine, write=True)
    gate_for(path).wait_seconds = 0.2
    holder = write()
    holder.execute(text("INSERT INTO t VALUES ('holder', 1)"))
    try:
        with write() as same_thread, pytest.raises(OperationalError, match="locked"):
            same_thread.execute(text("INSERT INTO t VALUES ('same thread', 1)"))
        failures: list[Exception] = []

        def other_thread() -> None:
            try:
                with write() as session:
                    session.execute(text("INSERT INTO t VALUES ('other thread', 1)"))
            except OperationalError as exc:
                failures.append(exc)

        thread = threading.Thread(target=other_thread)
        thread.start()
        thread.join(timeout=30)
        assert not thread.is_alive() and "locked" in str(failures[0])
    finally:
        holder.commit()
        holder.close()
        gate_for(path).wait_seconds = WAIT_SECONDS
    assert _free(path)
    assert _count(engine) == 1


def test_a_cheap_write_takes_the_gate_at_its_first_write_not_its_first_read(database):
    """`OneStatementSession` on SQLite: the token lookup and the checks read without holding the other writers up;
    from the first write on, it is one transaction."""
    path, engine = database
    makers = session_makers(engine)
    for ending in ("rollback", "commit"):
        session = makers.open_one_statement()
        try:
            assert session.execute(text("SELECT count(*) FROM t")).scalar_one() == 0
            assert _free(path)
            session.execute(text("INSERT INTO t VALUES ('cheap', 1)"))
            assert not _free(path)
            session.execute(text("SAVEPOINT inner"))
            session.execute(text("INSERT INTO t VALUES ('cheap', 2)"))
            session.execute(text("RELEASE SAVEPOINT inner"))
            session.commit() if ending == "commit" else session.rollback()
        finally:
            session.close()
        assert _free(path)
        assert _count(engine) == (2 if ending == "commit" else 0)  # both writes, or neither


def test_an_in_memory_database_has_no_gate():
    engine = make_engine("sqlite://")
    with session_factory(engine, write=True)() as session:
        session.execute(text("SELECT 1"))
        assert not isinstance(session.connection().connection.dbapi_connection, GatedConnection)
    engine.dispose()
