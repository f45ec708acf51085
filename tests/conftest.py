"""Shared fixtures: SQLite by default, PostgreSQL when DATABASE_URL is set; every test in a rolled-back
transaction; an in-memory broker unless a test brings a real one."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Connection, Engine, make_url, text
from sqlalchemy.orm import Session

from api.db.engine import make_engine
from api.db.migrate import upgrade
from api.settings import Settings

DATABASE_URL = os.environ.get("DATABASE_URL", "")
REDIS_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
SHARED_DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"


SECOND_PASS = os.environ.get("GLOWDEX_SECOND_PASS") == "sqlite"  # make test's SQLite pass (see Makefile)


def _follows_the_database(item: pytest.Item, reads_environment: Callable[[Path], bool]) -> bool:
    """Whether a test's outcome can change with DATABASE_URL: it reaches the database through the `db_url` fixture,
    or its module reads the environment's database setting itself (a server or CLI it starts with that setting)
    unless it says `one_pass` (its processes run on a SQLite file of their own whatever DATABASE_URL says)."""
    if "db_url" in getattr(item, "fixturenames", ()):
        return True
    return not item.get_closest_marker("one_pass") and reads_environment(Path(str(item.fspath)))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The SQLite pass runs again only the tests whose outcome follows the database: the rest (the engine, the CLI
    on its own SQLite file, the races' SQLite side, pure units) ran identically in the PostgreSQL pass beside it."""
    if not SECOND_PASS:
        return
    read: dict[Path, bool] = {}  # each module's source read once

    def reads_environment(module: Path) -> bool:
        if module not in read:
            source = module.read_text(encoding="utf-8")
            read[module] = "DATABASE_URL" in source or "environ" in source
        return read[module]

    kept, left = [], []
    for item in items:
        (kept if _follows_the_database(item, reads_environment) else left).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept


def reset_postgres(url: str) -> None:
    engine = make_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA IF EXISTS public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()


def worker_database(url: str) -> str:
    """The PostgreSQL database of this pytest-xdist worker: `<name>_gw0`, `<name>_gw1` … beside DATABASE_URL's,
    created when missing (the workers' sessions run at once and each empties its own schema); DATABASE_URL's
    own database without xdist."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not worker:
        return url
    base = make_url(url)
    own = f"{base.database}_{worker}"
    admin = make_engine(url).execution_options(isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        if conn.scalar(text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": own}) is None:
            conn.execute(text(f'CREATE DATABASE "{own}"'))
    admin.dispose()
    return base.set(database=own).render_as_string(hide_password=False)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):  # type: ignore[no-untyped-def]
    """`--dist loadfile`, except that the end-to-end modules all go to one worker (they share one served app and
    one Chromium per session, which a second worker would start again), and that items sharing a node id all run:
    schemathesis gives its ~140 generated tests the node id of their test function, and xdist's file scheduler,
    keeping its work by node id, would run only the first of them."""
    if config.getoption("dist") != "loadfile":
        return None
    from collections import Counter

    from xdist.scheduler import LoadFileScheduling

    class ByFileEndToEndTogether(LoadFileScheduling):
        def add_node_collection(self, node, collection):  # type: ignore[no-untyped-def]
            seen: Counter[str] = Counter()
            keys = []
            for nodeid in collection:  # the n-th repeat of a node id becomes "<node id>#n"; indexes are unchanged
                seen[nodeid] += 1
                keys.append(nodeid if seen[nodeid] == 1 else f"{nodeid}#{seen[nodeid]}")
            super().add_node_collection(node, keys)

        def _split_scope(self, nodeid: str) -> str:
            return "tests/e2e" if nodeid.startswith("tests/e2e/") else super()._split_scope(nodeid)

    return ByFileEndToEndTogether(config, log)


@pytest.fixture(scope="session")
def db_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    if DATABASE_URL:
        url = worker_database(DATABASE_URL)
        reset_postgres(url)
        return url
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


@pytest.fixture(scope="module")
def module_connection(engine: Engine) -> Iterator[Connection]:
    """A transaction that lasts a module and is rolled back after it: what a module fixture writes on it is there
    for each of the module's tests, each in a SAVEPOINT of its own (tests/api/real_sources.py)."""
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
def _cheapest_password_hashes() -> Iterator[None]:
    """Argon2id at its cheapest cost in the test process: the suite signs up and logs in hundreds of times, and each
    hash at the cost production keeps (api/security.PARAMETERS) takes ~25 ms of CPU, more on a busy machine. Same algorithm and code path; servers the tests start as processes (end-to-end, fault tests)
    keep the production cost, and tests/test_password_cost.py checks that cost."""
    from argon2 import PasswordHasher, profiles

    import api.security as security

    production = security._hasher, security._DUMMY_HASH
    security._hasher = PasswordHasher.from_parameters(profiles.CHEAPEST)
    security._DUMMY_HASH = security._hasher.hash("not-a-real-password-0")
    yield
    security._hasher, security._DUMMY_HASH = production


@pytest.fixture(autouse=True, scope="session")
def _route_dependants_built_once() -> Iterator[None]:
    """Each test builds its own app, and FastAPI (>= 0.137, lazy includes) analyses every route's signature and
    response model again for each app on its first request (112 API tests: 82.6 s of CPU without this, 64.6 s with
    it, side by side). A served process builds them once; so do the tests: FastAPI's dependant for a (path, endpoint, route
    dependencies) and its response field for a (name, type) are built on the first app and reused by the next ones
    (the routers are module-level, the same objects in every app). What an app brings of its own (its dependency
    overrides, body limits, middleware) is read per request, not from these."""
    from fastapi import routing

    build = routing._build_dependant_with_parameterless_dependencies
    built: dict[tuple, tuple] = {}

    def once(*, path: str, call: Callable[..., Any], dependencies: Sequence[Any]) -> tuple:
        key = (path, call, tuple((d.dependency, d.use_cache, d.scope) for d in dependencies))
        if key not in built:
            built[key] = build(path=path, call=call, dependencies=dependencies)
        return built[key]

    make_field = routing.create_model_field
    fields: dict[tuple, Any] = {}

    def field_once(name: str, type_: Any, mode: str = "validation", **rest: Any) -> Any:
        try:
            key = (name, type_, mode) if not rest else None
            hash(key)
        except TypeError:
            key = None
        if key is None:
            return make_field(name=name, type_=type_, mode=mode, **rest)
        if key not in fields:
            fields[key] = make_field(name=name, type_=type_, mode=mode)
        return fields[key]

    routing._build_dependant_with_parameterless_dependencies = once
    routing.create_model_field = field_once
    yield
    routing._build_dependant_with_parameterless_dependencies = build
    routing.create_model_field = make_field


@pytest.fixture(autouse=True, scope="session")
def _memory_broker() -> None:
    from indexer.broker import setup_broker

    setup_broker(Settings(environment="test"), url="memory://")


@pytest.fixture
def app(settings: Settings, session_maker: Callable[[], Session],  # type: ignore[no-untyped-def]
        read_session_maker: Callable[[], Session]):
    from api.app import create_app
    from api.db.session import SessionMakers
    from indexer.runtime import configure_runtime

    # As in the embedded run, the app and the actors share one Runtimes (fresh per test) on the test's sessions.
    runtime = configure_runtime(settings, makers=SessionMakers(read=read_session_maker, write=session_maker))
    return create_app(settings, runtimes=runtime.runtimes)


@pytest.fixture
def client(app) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c
