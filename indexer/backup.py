"""`glowdex backup` / `glowdex restore`: the database, the uploads and the similarity artefact in one archive.

- PostgreSQL: `pg_dump --format=custom` (a consistent snapshot while the product keeps serving), restored with
  `pg_restore` into an empty database.
- SQLite: SQLite's online backup API (a consistent copy while readers and the writer carry on), restored by
  putting the copy in place of a missing or empty database file.
- Uploads: the local file host's directory (FILES_URL local://…). The similarity artefact: the build
  `CURRENT` points at, with its pointer. The search index is not archived: `glowdex search reindex`
  (or the next start, for a missing index) rebuilds it from the database.

The archive (`.tar.gz`) holds `manifest.json` with the row count of every table, and restore checks them.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import MetaData, create_engine, func, inspect, select

from api.settings import Settings

FORMAT = 1
DB_SQLITE = "database.sqlite3"
DB_PG = "database.pgdump"


class BackupError(RuntimeError):
    pass


@dataclass(frozen=True)
class RestoreReport:
    tables: int
    rows: int
    files: int
    artefact: bool


def _sa_url(url: str) -> str:
    return "postgresql+psycopg://" + url.removeprefix("postgresql://") if url.startswith("postgresql://") else url


def _libpq_url(url: str) -> str:
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


def table_counts(url: str) -> dict[str, int]:
    """Rows per table (every table of the schema, alembic's version table included)."""
    engine = create_engine(_sa_url(url))
    try:
        meta = MetaData()
        meta.reflect(engine)
        with engine.connect() as conn:
            return {name: int(conn.execute(select(func.count()).select_from(table)).scalar_one())
                    for name, table in sorted(meta.tables.items())}
    finally:
        engine.dispose()


def _files_root(settings: Settings) -> Path:
    from api.files.app import files_root

    return files_root(settings)


def _artefact_dir(settings: Settings) -> Path:
    from api.similarity.artefact import artefact_dir

    return artefact_dir(settings)


def backup(settings: Settings, out: Path) -> dict[str, Any]:
    """Write the archive to `out` (atomically) and return its manifest."""
    url = settings.resolved_database_url
    with tempfile.TemporaryDirectory(prefix="glowdex-backup-") as tmp_name:
        tmp = Path(tmp_name)
        if settings.is_sqlite:
            source = Path(url.removeprefix("sqlite:///"))
            if not source.exists():
                raise BackupError(f"no database at {source}")
            src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
            dst = sqlite3.connect(tmp / DB_SQLITE)
            try:
                src.backup(dst)  # the online backup API: a consistent snapshot, writers keep going
            finally:
                dst.close()
                src.close()
            db_file = DB_SQLITE
            counts = table_counts(f"sqlite:///{tmp / DB_SQLITE}")
        else:
            db_file = DB_PG
            counts = _pg_dump(url, tmp / DB_PG)
        manifest: dict[str, Any] = {
            "format": FORMAT, "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "database": "sqlite" if settings.is_sqlite else "postgresql", "database_file": db_file,
            "tables": counts, "files": 0, "artefact": None,
        }
        out.parent.mkdir(parents=True, exist_ok=True)
        fd, partial = tempfile.mkstemp(dir=out.parent, prefix=f".{out.name}.", suffix=".tmp")
        os.close(fd)
        try:
            with tarfile.open(partial, "w:gz") as tar:
                tar.add(tmp / db_file, arcname=db_file)
                files = _files_root(settings)
                if files.is_dir():
                    manifest["files"] = sum(1 for p in files.rglob("*") if p.is_file())
                    tar.add(files, arcname="files")
                art = _artefact_dir(settings)
                pointer = art / "CURRENT"
                if pointer.is_file():
                    build = pointer.read_text().strip()
                    if build and (art / build).is_dir():
                        tar.add(art / build, arcname=f"similarity/{build}")
                        tar.add(pointer, arcname="similarity/CURRENT")
                        manifest["artefact"] = build
                data = json.dumps(manifest, indent=2).encode()
                info = tarfile.TarInfo("manifest.json")
                info.size = len(data)
                import io

                tar.addfile(info, io.BytesIO(data))
            os.replace(partial, out)
        except BaseException:
            Path(partial).unlink(missing_ok=True)
            raise
    return manifest


def _pg_dump(url: str, target: Path) -> dict[str, int]:
    """pg_dump of one exported snapshot, and the row counts of that same snapshot (exact while writes go on)."""
    import psycopg
    from psycopg import sql

    with psycopg.connect(_libpq_url(url)) as conn:
        conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        snapshot = conn.execute("SELECT pg_export_snapshot()").fetchone()[0]  # type: ignore[index]
        tables = [r[0] for r in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename")]
        counts = {t: int(conn.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(t)))
                         .fetchone()[0]) for t in tables}  # type: ignore[index]
        _run(["pg_dump", "--format=custom", "--no-owner", "--no-privileges", f"--snapshot={snapshot}",
              "--file", str(target), "--dbname", _libpq_url(url)])
        conn.rollback()
    return counts


def _database_is_empty(url: str) -> bool:
    if url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///"))
        if not path.exists() or path.stat().st_size == 0:
            return True
    engine = create_engine(_sa_url(url))
    try:
        return not inspect(engine).get_table_names()
    finally:
        engine.dispose()


def restore(settings: Settings, archive: Path) -> RestoreReport:
    """Restore `archive` into the configured, EMPTY database, files directory and artefact directory; then
    check every table's row count against the manifest."""
    url = settings.resolved_database_url
    if not _database_is_empty(url):
        raise BackupError("the target database is not empty: restore goes into an empty database "
                          "(create a new one, or remove the SQLite file, and run restore again)")
    with tempfile.TemporaryDirectory(prefix="glowdex-restore-") as tmp_name:
        tmp = Path(tmp_name)
        with tarfile.open(archive, "r:gz") as tar:
            tar.extractall(tmp, filter="data")
        manifest = json.loads((tmp / "manifest.json").read_text())
        if manifest.get("format") != FORMAT:
            raise BackupError(f"archive format {manifest.get('format')}, this code reads {FORMAT}")
        wanted = "sqlite" if settings.is_sqlite else "postgresql"
        if manifest["database"] != wanted:
            raise BackupError(f"the archive holds a {manifest['database']} database; the target is {wanted}")
        if settings.is_sqlite:
            target = Path(url.removeprefix("sqlite:///"))
            target.parent.mkdir(parents=True, exist_ok=True)
            for suffix in ("-wal", "-shm"):
                Path(f"{target}{suffix}").unlink(missing_ok=True)
            src = sqlite3.connect(tmp / DB_SQLITE)
            dst = sqlite3.connect(target)
            try:
                src.backup(dst)
            finally:
                dst.close()
                src.close()
        else:
            _run(["pg_restore", "--no-owner", "--no-privileges", "--exit-on-error", "--dbname", _libpq_url(url),
                  str(tmp / DB_PG)])
        files = 0
        if (tmp / "files").is_dir():
            root = _files_root(settings)
            root.mkdir(parents=True, exist_ok=True)
            shutil.copytree(tmp / "files", root, dirs_exist_ok=True)
            files = sum(1 for p in (tmp / "files").rglob("*") if p.is_file())
        artefact = False
        if manifest.get("artefact"):
            art = _artefact_dir(settings)
            art.mkdir(parents=True, exist_ok=True)
            shutil.copytree(tmp / "similarity" / manifest["artefact"], art / manifest["artefact"], dirs_exist_ok=True)
            shutil.copy2(tmp / "similarity" / "CURRENT", art / "CURRENT")  # the pointer last
            artefact = True
    counts = table_counts(url)
    expected: dict[str, int] = manifest["tables"]
    wrong = {t: (n, counts.get(t)) for t, n in expected.items() if counts.get(t) != n}
    if wrong:
        raise BackupError(f"restored row counts differ from the archive's (archived, restored): {wrong}")
    return RestoreReport(tables=len(counts), rows=sum(counts.values()), files=files, artefact=artefact)


def _run(cmd: list[str]) -> None:
    try:
        subprocess.run(cmd, check=True, capture_output=True, text=True, timeout=6 * 3600)
    except FileNotFoundError as exc:
        raise BackupError(f"{cmd[0]} is not installed (PostgreSQL client tools)") from exc
    except subprocess.CalledProcessError as exc:
        raise BackupError(f"{cmd[0]} failed: {exc.stderr.strip()[-2000:]}") from exc
