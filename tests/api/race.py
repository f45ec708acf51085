"""Races against a real database: many callers run the same write at the same moment (double clicks, members
acting together), each in its own write transaction committed like the session dependency does.

`race_db` (tests/api/conftest.py) gives an upgraded file SQLite database and, when DATABASE_URL points at
PostgreSQL, a fresh PostgreSQL database; `at_once` runs the callers.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from sqlalchemy import Engine, text
from sqlalchemy.orm import Session

from api.db.engine import make_engine, session_factory
from api.db.migrate import upgrade
from tests.conftest import DATABASE_URL

T = TypeVar("T")


@dataclass(frozen=True)
class RaceDb:
    engine: Engine
    write: Callable[[], Session]  # a write session, as a write route gets


def fresh_postgres() -> Iterator[str]:
    name = f"glowdex_race_{uuid.uuid4().hex[:8]}"
    admin = make_engine(DATABASE_URL).execution_options(isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield DATABASE_URL.rsplit("/", 1)[0] + f"/{name}"
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def race_database(url: str) -> Iterator[RaceDb]:
    upgrade(url)
    engine = make_engine(url)
    try:
        yield RaceDb(engine, session_factory(engine, write=True))
    finally:
        engine.dispose()


def at_once(db: RaceDb, callers: int, call: Callable[[Session, int], T]) -> list[T | Exception]:
    """Start `callers` threads together; each runs `call(session, i)` in its own write session and commits. A
    failure is rolled back and answered in its place (asserting on answers shows a 500 as an exception)."""
    barrier = threading.Barrier(callers, timeout=60)
    answers: list[T | Exception] = []

    def run(i: int) -> None:
        barrier.wait()  # before the session: a SQLite write session holds the write lock from its start
        with db.write() as session:
            try:
                answer = call(session, i)
                session.commit()
            except Exception as exc:  # noqa: BLE001 - the answer in its place
                session.rollback()
                answers.append(exc)
            else:
                answers.append(answer)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(callers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    return answers
