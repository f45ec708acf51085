"""`glowdex`: every admin task of the product."""

from __future__ import annotations

import json
import os
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from api.settings import get_settings
from indexer.catalog_cli import catalog_app
from indexer.import_cli import import_app
from indexer.inci_cli import inci_app
from indexer.moderation_cli import moderation_app
from indexer.search_cli import search_app
from indexer.similarity_cli import similarity_app

app = typer.Typer(no_args_is_help=True, help="Glowdex administration.")
db_app = typer.Typer(no_args_is_help=True, help="Database schema.")
mail_app = typer.Typer(no_args_is_help=True, help="Outgoing mail.")
app.add_typer(db_app, name="db")
app.add_typer(mail_app, name="mail")
app.add_typer(search_app, name="search")
app.add_typer(similarity_app, name="similarity")
app.add_typer(inci_app, name="inci")
app.add_typer(import_app, name="import")
app.add_typer(moderation_app, name="moderation")
app.add_typer(catalog_app, name="catalog")
console = Console()


RUNS_OWN_JOBS = "runs_own_jobs"
SERVERS = ("serve", "worker")  # they set up their broker and its workers themselves


def main() -> None:
    """The `glowdex` command an admin runs: its jobs go to its broker and, embedded, run before it exits
    (indexer/cli_jobs.py). Tests that invoke `app` in-process keep the broker their fixtures set up."""
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    app(obj={RUNS_OWN_JOBS: True})


@app.callback()
def _before_every_command(ctx: typer.Context) -> None:
    """Structured logs go to stderr, so stdout holds only a command's output (JSON lines of `inci parse --json`,
    `similarity rank`, … stay pipeable into jq or a scorer); the process's jobs reach its broker."""
    from api.logging import configure_logging

    settings = get_settings()
    configure_logging(settings.log_level)
    if (ctx.obj or {}).get(RUNS_OWN_JOBS) and ctx.invoked_subcommand not in SERVERS:
        from indexer.broker import setup_broker
        from indexer.cli_jobs import run_pending

        broker = setup_broker(settings)
        ctx.call_on_close(lambda: run_pending(broker))


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(envvar="PORT", help="Port to listen on.")] = 8000,
    worker: Annotated[bool, typer.Option(help="Run the job worker in this process (embedded profile).")] = True,
    workers: Annotated[int | None, typer.Option(
        "--workers", min=1, envvar="API_WORKERS",
        help="Worker processes (default: every core with --no-worker, else 1).")] = None,
) -> None:
    """Serve the SPA at /, the API at /api and its docs at /api/docs."""
    from indexer.embedded import serve as run

    run(get_settings(), host, port, with_worker=worker, workers=workers)


@app.command()
def worker(threads: Annotated[int, typer.Option(help="Worker threads.")] = 4) -> None:
    """Run the job worker (production profile: BROKER_URL=redis://…)."""
    from indexer.embedded import run_worker

    run_worker(get_settings(), threads)


@app.command()
def backup(
    out: Annotated[str | None, typer.Option("--out", help="Archive path (default: data dir / backups / glowdex-<time>.tar.gz).")] = None,
) -> None:
    """Back up the database (pg_dump, or SQLite's online backup), the uploads and the similarity artefact."""
    from datetime import UTC, datetime
    from pathlib import Path

    from indexer.backup import BackupError
    from indexer.backup import backup as run

    settings = get_settings()
    target = Path(out) if out else settings.data_dir / "backups" / f"glowdex-{datetime.now(UTC):%Y%m%dT%H%M%SZ}.tar.gz"
    try:
        manifest = run(settings, target)
    except BackupError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(1) from exc
    rows = sum(manifest["tables"].values())
    console.print(f"[green]Backed up {manifest['database']}: {len(manifest['tables'])} tables, {rows} rows, "
                  f"{manifest['files']} files, artefact {manifest['artefact'] or 'none'} -> {target}[/green]")


@app.command()
def restore(archive: Annotated[str, typer.Argument(help="A `glowdex backup` archive.")]) -> None:
    """Restore an archive into an EMPTY database (DATABASE_URL or the data dir's SQLite), then check every
    table's row count against the archive."""
    from pathlib import Path

    from indexer.backup import BackupError
    from indexer.backup import restore as run

    try:
        report = run(get_settings(), Path(archive))
    except BackupError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(1) from exc
    console.print(f"[green]Restored {report.tables} tables, {report.rows} rows (row counts checked), "
                  f"{report.files} files, artefact {'yes' if report.artefact else 'no'}. "
                  f"Run `glowdex search reindex` to rebuild the search index.[/green]")


@db_app.command("upgrade")
def db_upgrade(revision: str = "head") -> None:
    """Migrate the database to the newest schema."""
    from api.db.migrate import upgrade

    settings = get_settings()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade(settings.resolved_database_url, revision)
    console.print(f"[green]Database at {revision}.[/green]")


@db_app.command("check")
def db_check() -> None:
    """Fail when the models and the migrations disagree."""
    from api.db.migrate import check

    check(get_settings().resolved_database_url)
    console.print("[green]No drift between models and migrations.[/green]")


@db_app.command("refresh-analyses")
def db_refresh_analyses() -> None:
    """Analyse every product whose kept analysis is missing or from another engine version (after a rules or
    engine change; `glowdex import` does it for what it imports). Until then product pages compute it per
    request: correct, but slower. Products whose "what's inside" tags moved go on the search outbox (a running
    worker, or the server's sweeper, reindexes them)."""
    from api.products.stored_analysis import refresh_stale
    from indexer.runtime import configure_runtime, runtime, write_unit

    configure_runtime(get_settings())
    with write_unit() as session:
        engine = runtime().runtimes.engine.get(session)
        count = refresh_stale(session, engine)
    console.print(f"[green]Kept the analysis of {count} products (engine {engine.version}).[/green]")


@mail_app.command("outbox")
def mail_outbox(
    to: Annotated[str | None, typer.Option("--to", help="Only mail sent to this address.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per line.")] = False,
) -> None:
    """Print the mail the embedded profile 'sent' (activation codes and the like)."""
    from api.mail.senders import OutboxSender, make_sender

    settings = get_settings()
    sender = make_sender(settings.mail_url, settings.data_dir, settings.mail_from)
    if not isinstance(sender, OutboxSender):
        console.print("[red]MAIL_URL is not a local outbox; mail went to SMTP.[/red]")
        raise typer.Exit(2)
    rows = sender.read(to)
    if as_json:
        for row in rows:
            typer.echo(json.dumps(row))
        return
    table = Table("sent", "to", "subject", "code")
    for row in rows:
        table.add_row(row["sent_at"][:19], row["to"], row["subject"], str(row.get("data", {}).get("code", "")))
    console.print(table if rows else "The outbox is empty.")
