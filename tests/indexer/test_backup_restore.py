"""`glowdex backup` then `glowdex restore` into an empty database: every row, the uploads and the similarity
artefact come back (SQLite's online backup API; pg_dump / pg_restore when DATABASE_URL is PostgreSQL)."""

from __future__ import annotations

import os
import uuid
from pathlib import Path

import pytest
from sqlalchemy import MetaData, create_engine, select

from api.db.engine import make_engine, session_makers
from api.db.migrate import upgrade
from api.models import Brand, Category, Product, User
from api.settings import Settings
from indexer.backup import BackupError, backup, restore

PG = os.environ.get("DATABASE_URL", "")


def _sa(url: str) -> str:
    return url.replace("postgresql://", "postgresql+psycopg://", 1) if url.startswith("postgresql://") else url


def all_rows(url: str) -> dict[str, list[tuple]]:
    engine = create_engine(_sa(url))
    try:
        meta = MetaData()
        meta.reflect(engine)
        with engine.connect() as conn:
            return {name: sorted(tuple(map(repr, r)) for r in conn.execute(select(table)))
                    for name, table in meta.tables.items()}
    finally:
        engine.dispose()


def _seed(url: str, data_dir: Path) -> None:
    upgrade(url)
    engine = make_engine(url)
    with session_makers(engine).write() as s:
        s.info["search_capture_off"] = True
        cat = Category(name="Serums", path=f"Serums {uuid.uuid4().hex[:4]}")
        brand = Brand(name="Backup Labs", key=f"backup labs {uuid.uuid4().hex[:4]}")
        s.add_all([cat, brand])
        s.flush()
        s.add_all([Product(name=f"Backup Serum {i}", brand_id=brand.id, category_id=cat.id, source="t",
                           source_id=str(i), price_usd=10.0 + i) for i in range(25)])
        s.add(User(email=f"backup-{uuid.uuid4().hex[:6]}@example.com", nickname="b", concerns=[], is_active=True))
        s.commit()
    engine.dispose()
    uploads = data_dir / "files" / "uploads"
    uploads.mkdir(parents=True)
    (uploads / "a.webp").write_bytes(b"RIFF....WEBP")
    art = data_dir / "similarity"
    (art / "b1").mkdir(parents=True)
    (art / "b1" / "meta.json").write_text('{"format": 2}')
    (art / "CURRENT").write_text("b1")


@pytest.fixture
def databases(tmp_path):
    """(source url, empty target url): two SQLite files, or two fresh PostgreSQL databases beside the test one."""
    if not PG.startswith("postgresql"):
        yield f"sqlite:///{tmp_path / 'src' / 'db.sqlite3'}", f"sqlite:///{tmp_path / 'dst' / 'db.sqlite3'}"
        return
    import psycopg

    admin = PG.rsplit("/", 1)[0].replace("postgresql+psycopg://", "postgresql://", 1) + "/postgres"  # libpq's form
    names = [f"glowdex_backup_{kind}_{uuid.uuid4().hex[:8]}" for kind in ("src", "dst")]
    with psycopg.connect(admin, autocommit=True) as conn:
        for name in names:
            conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield tuple(PG.rsplit("/", 1)[0] + f"/{name}" for name in names)
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            for name in names:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_restore_into_an_empty_database_finds_every_row_the_uploads_and_the_artefact(databases, tmp_path):
    src_url, dst_url = databases
    src_dir, dst_dir = tmp_path / "src", tmp_path / "dst"
    src_dir.mkdir(exist_ok=True)
    dst_dir.mkdir(exist_ok=True)
    _seed(src_url, src_dir)
    source = Settings(environment="test", data_dir=src_dir, database_url=src_url)
    archive = tmp_path / "backup.tar.gz"
    manifest = backup(source, archive)
    assert manifest["tables"]["products"] == 25 and manifest["files"] == 1 and manifest["artefact"] == "b1"

    target = Settings(environment="test", data_dir=dst_dir, database_url=dst_url)
    report = restore(target, archive)
    assert report.files == 1 and report.artefact
    assert all_rows(dst_url) == all_rows(src_url)  # every table, every row, every value
    assert (dst_dir / "files" / "uploads" / "a.webp").read_bytes() == b"RIFF....WEBP"
    assert (dst_dir / "similarity" / "CURRENT").read_text() == "b1"
    assert (dst_dir / "similarity" / "b1" / "meta.json").exists()

    with pytest.raises(BackupError, match="not empty"):  # never over a database that holds data
        restore(target, archive)
