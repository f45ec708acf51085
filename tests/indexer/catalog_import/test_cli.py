"""`glowdex import …` end to end on a throw-away SQLite database (the CLI owns its transactions)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import create_engine, func, select
from typer.testing import CliRunner

from api.models import ImportRun, Product
from api.settings import get_settings
from indexer.cli import app
from tests.indexer.catalog_import import samples
from tests.indexer.catalog_import.conftest import COSING_CSV

pytestmark = pytest.mark.one_pass  # the CLI runs on a SQLite file of its own, whatever DATABASE_URL says


@pytest.fixture
def cli_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GLOWDEX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DATABASE_URL", "")
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def test_import_all_then_again_is_all_unchanged(cli_env: Path) -> None:
    shared = cli_env / "shared"
    for rel, text, nl in (("cosing/cosing_inventory.csv", COSING_CSV, "\n"),
                          ("sephora/product_info.csv", samples.SEPHORA, "\r\n"),
                          ("oliveyoung_global/skincare.csv", samples.OLIVEYOUNG, "\n"),
                          ("geonames/cities15000_slim.csv", samples.CITIES, "\n")):
        (shared / rel).parent.mkdir(parents=True, exist_ok=True)
        (shared / rel).write_bytes(text.replace("\n", nl).encode())
    runner = CliRunner()
    first = runner.invoke(app, ["import", "all", "--shared", str(shared), "--no-reindex"])
    assert first.exit_code == 0, first.output
    assert "not found, skipped" in " ".join(first.output.split())
    second = runner.invoke(app, ["import", "all", "--shared", str(shared), "--no-reindex"])
    assert second.exit_code == 0, second.output
    engine = create_engine(f"sqlite:///{cli_env / 'data' / 'glowdex.sqlite3'}")
    with engine.connect() as conn:
        assert conn.scalar(select(func.count()).select_from(Product)) == 6
        runs = conn.execute(select(ImportRun.source, ImportRun.inserted, ImportRun.unchanged)
                            .order_by(ImportRun.id)).all()
    engine.dispose()
    sources = [r.source for r in runs]
    assert sources[:5] == ["cosing", "glowdex_extra_inci", "sephora", "oliveyoung", "geonames"]
    assert sources[5:] == sources[:5] and all(r.inserted == 0 for r in runs[5:])


def test_a_missing_or_wrong_file_fails_the_command(cli_env: Path) -> None:
    runner = CliRunner()
    missing = runner.invoke(app, ["import", "sephora", str(cli_env / "nope.csv"), "--no-reindex"])
    assert missing.exit_code == 2 and "no such file" in " ".join(missing.output.split())
    wrong = cli_env / "cities.csv"
    wrong.write_text(samples.CITIES)
    bad = runner.invoke(app, ["import", "oliveyoung", str(wrong), "--no-reindex"])
    assert bad.exit_code == 1 and "missing columns" in " ".join(bad.output.split())
