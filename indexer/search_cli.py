"""`glowdex search …`: rebuild, inspect, drain and prune the search indices."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from sqlalchemy import func, select

from api.search_kinds.registry import KINDS
from api.settings import get_settings
from indexer.runtime import read_unit

search_app = typer.Typer(no_args_is_help=True, help="Search indices: reindex, status, sync, prune.")
console = Console()


def _context():  # type: ignore[no-untyped-def]
    from indexer.runtime import configure_runtime

    settings = get_settings()
    return settings, configure_runtime(settings).search_backend


@search_app.command()
def reindex(
    kind: Annotated[list[str] | None, typer.Option("--kind", "-k", help="Kind(s) to rebuild.")] = None,
    all_kinds: Annotated[bool, typer.Option("--all", help="Rebuild every kind.")] = False,
) -> None:
    """Full rebuild with zero downtime: new versioned index, bulk load, atomic alias swap."""
    from indexer.search.documents import database_count
    from indexer.search.sync import rebuild

    kinds = list(KINDS) if all_kinds or not kind else kind
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        console.print(f"[red]Unknown kind(s): {', '.join(unknown)}. Known: {', '.join(KINDS)}[/red]")
        raise typer.Exit(2)
    settings, backend = _context()
    table = Table("kind", "index", "documents", "failed", "seconds")
    failed_any = False
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=console, transient=True) as progress:
        for k in kinds:
            with read_unit() as s:
                total = database_count(s, k)
            task = progress.add_task(f"{k:>9}", total=total)
            try:
                report = rebuild(read_unit, backend, settings, k, on_progress=lambda n, t=task: progress.advance(t, n))
            except Exception as exc:  # noqa: BLE001 - report every kind, then fail the command
                failed_any = True
                table.add_row(k, "[red]failed[/red]", "-", "-", str(exc)[:60])
                continue
            progress.update(task, completed=total)
            failed_any |= report.failed > 0
            table.add_row(k, report.index, str(report.indexed), str(report.failed), f"{report.seconds:.1f}")
    console.print(table)
    if failed_any:
        raise typer.Exit(1)


@search_app.command()
def status() -> None:
    """Per kind: database rows, index documents, pending outbox rows, live and old versions, drift."""
    from api.models import SearchOutbox
    from indexer.search.documents import database_count

    _settings, backend = _context()
    table = Table("kind", "db rows", "indexed", "pending", "live index", "old indices", "drift")
    drift_any = False
    with read_unit() as s:
        pending = dict(s.execute(select(SearchOutbox.kind, func.count()).group_by(SearchOutbox.kind)).all())
        for k in KINDS:
            rows = database_count(s, k)
            live = backend.live_index(k)
            indexed = backend.count(k) if live else 0
            old = [i for i in backend.list_indices(k) if i != live]
            drift = rows - indexed
            drift_any |= drift != 0 or live is None
            table.add_row(k, str(rows), str(indexed), str(pending.get(k, 0)), live or "[red]none[/red]",
                          ", ".join(old) or "-", f"[{'red' if drift else 'green'}]{drift:+d}[/]")
        fanout = {k: v for k, v in pending.items() if k not in KINDS}
    console.print(table)
    if fanout:
        console.print(f"Pending fan-out rows: {fanout}")
    if drift_any:
        raise typer.Exit(1)


@search_app.command()
def sync() -> None:
    """Drain the search outbox now (what the worker's sweeper does on its tick); an index a worker is writing is
    waited for."""
    from indexer.search.sync import pending_outbox_ids, sync_outbox

    settings, backend = _context()
    total = 0
    while True:
        with read_unit() as s:
            ids = pending_outbox_ids(s, limit=500)
        if not ids:
            break
        total += sync_outbox(backend, settings, ids, wait=True).outbox_rows
    console.print(f"[green]Synced {total} outbox rows.[/green]")


@search_app.command()
def prune(keep: Annotated[int, typer.Option(min=1, help="Versions to keep per kind.")] = 2) -> None:
    """Drop old index versions, keeping the newest KEEP (the live one always stays)."""
    _settings, backend = _context()
    for k in KINDS:
        dropped = backend.prune(k, keep=keep)
        if dropped:
            console.print(f"{k}: dropped {', '.join(dropped)}")
    console.print("[green]Pruned.[/green]")
