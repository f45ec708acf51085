"""Slices of the shared real source files, imported through the catalogue's importer: tests on real labels.

`import_slice` imports the whole real CosIng inventory (so the engine reads names as in production) and the rows of
one source that `keep` selects; it returns {source id: product id} of that source.

That import takes 5-30 s, so a module imports its slice once: a module fixture imports on `module_session`
(tests/api/conftest.py), and the module imports `connection_within_module`, which puts each test in a SAVEPOINT of
the module's transaction."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy import Connection, select
from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntimes
from api.models import Product
from indexer.catalog_import.service import import_inci, import_products, known_brand_names
from indexer.catalog_import.sources import BY_COMMAND
from tests.conftest import SHARED_DATA

Keep = Callable[[list[str], list[list[str]]], list[list[str]]]  # (header, rows) -> the rows to keep


@pytest.fixture(name="connection")
def connection_within_module(module_connection: Connection) -> Iterator[Connection]:
    """The test's connection (tests/conftest.py's `connection`, for a module that imports this): a SAVEPOINT of the
    module's transaction, rolled back after the test, so each test sees what the module's fixtures imported and
    nothing of the tests before it."""
    savepoint = module_connection.begin_nested()
    yield module_connection
    savepoint.rollback()


def where(column: str, value: str) -> Keep:
    """The rows whose `column` is `value`."""
    return lambda header, rows: [r for r in rows if r[header.index(column)] == value]


def source_copy(command: str, tmp_path: Path, keep: Keep | None = None) -> Path:
    """A copy of a shared source file (`glowdex import <command>`'s default file) with its header and the rows `keep`
    selects (all without); skips the test when the shared data is absent."""
    src = SHARED_DATA / BY_COMMAND[command].default_path
    if not src.is_file():
        pytest.skip(f"{src} is not here")
    with src.open(encoding="utf-8", newline="") as fh:
        header, *rows = list(csv.reader(fh))
    kept = rows if keep is None else keep(header, rows)
    assert kept, (command, "no row kept")
    out = io.StringIO(newline="")
    csv.writer(out).writerows([header, *kept])
    path = tmp_path / f"{command}.csv"
    path.write_text(out.getvalue(), encoding="utf-8", newline="")
    return path


def import_slice(session: Session, engines: EngineRuntimes, tmp_path: Path, command: str, keep: Keep,
                 *, with_cosing: bool = True) -> dict[str, int]:
    if with_cosing:
        cosing = source_copy("cosing", tmp_path)
        import_inci(session, BY_COMMAND["cosing"].reader(cosing), path=cosing, engines=engines)
    spec = BY_COMMAND[command]
    path = source_copy(command, tmp_path, keep)
    import_products(session, spec.reader(path, known_brands=known_brand_names(session)), source=spec.source,
                    path=path, engines=engines)
    session.commit()
    rows = session.execute(select(Product.source_id, Product.id).where(Product.source == spec.source)).all()
    return {str(source_id): int(pid) for source_id, pid in rows}
