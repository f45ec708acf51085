"""Fixtures of the API tests beyond tests/conftest.py."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import Connection
from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntimes
from api.search.backends import SearchBackend
from api.search_kinds.registry import KINDS
from api.settings import Settings
from tests.api.ingredient_catalog import Catalog, make_catalog
from tests.api.race import RaceDb, fresh_postgres, race_database
from tests.conftest import DATABASE_URL


@pytest.fixture(params=["sqlite", "postgresql"])
def race_db(request, tmp_path) -> Iterator[RaceDb]:  # type: ignore[no-untyped-def]
    """An upgraded database for races: a file SQLite one, and a fresh PostgreSQL one when DATABASE_URL has it."""
    if request.param == "sqlite":
        yield from race_database(f"sqlite:///{tmp_path / 'race.sqlite3'}")
    elif not DATABASE_URL.startswith("postgresql"):
        pytest.skip("DATABASE_URL does not point at PostgreSQL")
    else:
        for url in fresh_postgres():
            yield from race_database(url)


@pytest.fixture
def backend(app, settings) -> SearchBackend:  # type: ignore[no-untyped-def]
    """The app's search backend with a fresh live index of every kind (sync with helpers.sync_index)."""
    found = app.state.runtimes.search.backend()
    for kind in KINDS:
        found.swap_alias(kind, found.create_index(kind))
    return found


@pytest.fixture(scope="module")
def module_session(module_connection: Connection) -> Iterator[Session]:
    """A session on the module's transaction, for module fixtures that import (its commits are savepoints)."""
    session = Session(bind=module_connection, join_transaction_mode="create_savepoint", expire_on_commit=False)
    yield session
    session.close()


@pytest.fixture(scope="module")
def module_engines(tmp_path_factory: pytest.TempPathFactory, db_url: str) -> EngineRuntimes:
    """The engine runtimes a module fixture imports with (each test's app builds its own)."""
    return EngineRuntimes(Settings(environment="test", data_dir=tmp_path_factory.mktemp("engines"),
                                   database_url=db_url, broker_url="memory://"))


@pytest.fixture
def catalog(session) -> Catalog:  # type: ignore[no-untyped-def]
    """The small ingredient catalogue most API tests read (tests/api/ingredient_catalog.py), in the test's session."""
    return make_catalog(session)
