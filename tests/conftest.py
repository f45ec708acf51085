"""Shared fixtures: SQLite by default, PostgreSQL when DATABASE_URL is set; every test in a rolled-back
transaction; an in-memory broker unless a test brings a real one."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Connection, Engine, text
from sqlalchemy.orm import Session

from api.db.engine import make_engine
from api.db.migrate import upgrade
from api.settings import Settings

DATABASE_URL = os.environ.get("DATABASE_URL", "")
REDIS_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
SHARED_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


def reset_postgres(url: str) -> None:
    engine = make_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()


@pytest.fixture(scope="session")
def db_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    if DATABASE_URL:
        reset_postgres(DATABASE_URL)
        return DATABASE_URL
    return f"sqlite:///{tmp_path_factory.mktemp('db') / 'test.sqlite3'}"


@pytest.fixture(scope="session")
def engine(db_url: str) -> Iterator[Engine]:
    upgrade(db_url)
    eng = make_engine(db_url)
    yield eng
    eng.dispose()


@pytest.fixture
def connection(engine: Engine) -> Iterator[Connection]:
    conn = engine.connect()
    outer = conn.begin()
    yield conn
    outer.rollback()
    conn.close()


@pytest.fixture
def session_maker(connection: Connection) -> Callable[[], Session]:
    # Each session joins the test's outer transaction through a SAVEPOINT, so the code under test
    # can commit while the test still rolls everything back.
    return lambda: Session(bind=connection, join_transaction_mode="create_savepoint", expire_on_commit=False)


@pytest.fixture
def read_session_maker(connection: Connection) -> Callable[[], Session]:
    # Read sessions join the test's transaction without a savepoint of their own: a write session opened
    # after one (a signed-in write route) must not be undone when the read session closes. Closing
    # leaves the joined transaction alone ("rollback_only"), and read sessions never roll back.
    return lambda: Session(bind=connection, join_transaction_mode="rollback_only", expire_on_commit=False)


@pytest.fixture
def session(session_maker: Callable[[], Session]) -> Iterator[Session]:
    s = session_maker()
    yield s
    s.close()


@pytest.fixture
def settings(tmp_path: Path, db_url: str) -> Settings:
    return Settings(environment="test", data_dir=tmp_path, database_url=db_url,
                    broker_url="memory://", mail_url="outbox://", web_dist_dir=tmp_path / "no-dist")


@pytest.fixture(autouse=True, scope="session")
def _memory_broker() -> None:
    from indexer.broker import setup_broker

    setup_broker(Settings(environment="test"), url="memory://")


@pytest.fixture
def app(settings: Settings, session_maker: Callable[[], Session],  # type: ignore[no-untyped-def]
        read_session_maker: Callable[[], Session]):
    from api.app import create_app
    from api.db.session import SessionMakers, configure_actor_sessions
    from indexer.runtime import configure_runtime

    # As in the embedded run, the app and the actors share one engine and similarity runtime (fresh per test).
    runtime = configure_runtime(settings, sessions=False)
    makers = SessionMakers(read=read_session_maker, write=session_maker)
    configure_actor_sessions(makers)
    return create_app(settings, makers=makers, runtimes=runtime.runtimes)


@pytest.fixture
def client(app) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c
