"""`glowdex import …`: load the shared catalogue files into the database (idempotent; re-runs are cheap).

Each file is one transaction: either all its rows and its `ImportRun` land, or none (an interrupted run is
repaired by running it again). Search change capture is switched off for these bulk writes; the touched
search kinds are rebuilt once at the end instead of one outbox row per product.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from api.settings import Settings, get_settings
from indexer.catalog_cli import regroup_and_report
from indexer.catalog_import.records import ImportFileError
from indexer.catalog_import.service import (
    ImportResult,
    import_cities,
    import_inci,
    import_products,
    known_brand_names,
)
from indexer.catalog_import.sources import BY_COMMAND, SOURCES, SourceSpec
from indexer.catalog_import.sources._csv import count_lines
from indexer.runtime import read_unit, runtime, write_unit

import_app = typer.Typer(no_args_is_help=True, help="Import catalogue, INCI and city data files.")
console = Console()

# Search kinds whose documents an import of each kind of file changes.
_SEARCH_KINDS = {"inci": ("inci", "product"), "products": ("product", "brand", "category", "inci"),
                 "reviews": ("review", "product"), "cities": ("city",)}


@dataclass
class _Context:
    settings: Settings
    results: list[ImportResult] = field(default_factory=list)
    failures: list[tuple[str, str]] = field(default_factory=list)


def _context(shared: Path | None) -> _Context:
    from api.db.migrate import upgrade
    from indexer.runtime import configure_runtime

    settings = get_settings()
    if shared is not None:
        settings = settings.model_copy(update={"shared_data_dir": shared})
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade(settings.resolved_database_url)  # a fresh data dir works too; a no-op at head
    configure_runtime(settings)
    return _Context(settings)


def _run_one(ctx: _Context, spec: SourceSpec, path: Path) -> ImportResult:
    total = count_lines(path)
    with Progress(TextColumn("{task.description:<14}"), BarColumn(), TextColumn("{task.percentage:>3.0f}%"),
                  TimeElapsedColumn(), console=console, transient=True) as bar:
        task = bar.add_task(spec.command, total=max(total, 1))

        def progress(line: int) -> None:
            bar.update(task, completed=line)

        engines = runtime().runtimes.engine
        with write_unit() as session:
            session.info["search_capture_off"] = True  # bulk import: rebuilt once at the end instead
            kwargs: dict[str, Any] = {"path": path, "progress": progress}
            if spec.kind == "inci":
                result = import_inci(session, spec.reader(path), source=spec.source, engines=engines, **kwargs)
            elif spec.kind == "cities":
                result = import_cities(session, spec.reader(path), source=spec.source, **kwargs)
            elif spec.kind == "reviews":
                from indexer.catalog_import.reviews import import_reviews
                result = import_reviews(session, spec.reader(path), source=spec.source, **kwargs)
            else:
                records = spec.reader(path, known_brands=known_brand_names(session))
                result = import_products(session, records, source=spec.source, engines=engines, **kwargs)
    return result


def _import(ctx: _Context, spec: SourceSpec, path: Path) -> ImportResult | None:
    try:
        result = _run_one(ctx, spec, path)
    except ImportFileError as exc:
        ctx.failures.append((spec.command, str(exc)))
        console.print(f"[red]{spec.command}: {exc}[/red]")
        return None
    ctx.results.append(result)
    return result


def _import_extra_inci(ctx: _Context) -> None:
    """The repository's own INCI additions, right after CosIng (see `sources/extra_inci.py`)."""
    from indexer.catalog_import.sources.extra_inci import SOURCE, extra_inci_path, read_extra_inci
    path = extra_inci_path()
    if not path.is_file():
        return
    with write_unit() as session:
        session.info["search_capture_off"] = True
        ctx.results.append(import_inci(session, read_extra_inci(path), path=path, source=SOURCE,
                                       engines=runtime().runtimes.engine))


def _summary(ctx: _Context) -> None:
    from indexer.catalog_import.repository import ingredient_recognition

    # Short headers: the table must fit an 80-column terminal (make run, CI logs).
    table = Table("source", "inserted", "updated", "unchanged", "bad", "parsed", "s",
                  title="Import summary (parsed = products whose ingredients were (re)parsed)")
    for r in ctx.results:
        table.add_row(r.source, str(r.inserted), str(r.updated), str(r.unchanged), str(r.bad_rows),
                      str(r.ingredients_written), f"{r.seconds:.1f}")
    console.print(table)
    for r in ctx.results:
        if not r.bad:
            continue
        console.print(f"[yellow]{r.source}: {r.bad_rows} bad rows[/yellow]")
        for reason, n in r.bad_by_reason().items():
            example = next(b for b in r.bad if b.reason == reason)
            console.print(f"  {n:>5} × {reason}\n        e.g. line {example.line}: {example.excerpt[:100]}")
    with read_unit() as session:
        total, linked = ingredient_recognition(session)
    if total:
        console.print(f"Ingredient occurrences in the catalogue: {total}, linked to an INCI entry: {linked} "
                      f"({100 * linked / total:.1f} %).")


def _reindex(ctx: _Context, kinds: set[str]) -> None:
    """Rebuild the search kinds the import touched (bulk writes bypass the per-row change capture)."""
    from api.search_kinds.registry import KINDS
    from indexer.search.sync import rebuild

    wanted = [k for k in KINDS if k in kinds]
    if not wanted:
        return
    try:
        backend = runtime().search_backend
        backend.ping()
        for kind in wanted:
            report = rebuild(read_unit, backend, ctx.settings, kind)
            console.print(f"Search index {kind}: {report.indexed} documents ({report.seconds:.1f} s).")
    except Exception as exc:  # noqa: BLE001 - the import is committed; search can be rebuilt later
        console.print(f"[yellow]Search not rebuilt ({exc}); run `glowdex search reindex --all`.[/yellow]")


def _rebuild_similarity(ctx: _Context) -> None:
    """The similarity artefact follows the catalog; running API processes hot-reload it."""
    from api.similarity.runtime import rebuild_if_stale

    try:
        with read_unit() as session:
            result = rebuild_if_stale(runtime().runtimes.similarity, session)
        console.print(f"Similarity artefact: {result.reason} ({result.products} products, {result.seconds:.1f} s).")
    except Exception as exc:  # noqa: BLE001 - the import is committed; the artefact can be rebuilt later
        console.print(f"[yellow]Similarity not rebuilt ({exc}); run `glowdex similarity rebuild`.[/yellow]")


def _finish(ctx: _Context, reindex: bool) -> None:
    _summary(ctx)
    kinds = {spec.source: spec.kind for spec in SOURCES} | {"glowdex_extra_inci": "inci"}
    touched = {k for r in ctx.results if r.changed for k in _SEARCH_KINDS[kinds[r.source]]}
    if "product" in touched:
        # one product at every retailer (issue 23): listings moved, new or gone
        regroup_and_report(reindexed_after=reindex)
    if reindex:
        _reindex(ctx, touched)
        if "product" in touched:
            _rebuild_similarity(ctx)
    if ctx.failures:
        raise typer.Exit(1)


ReindexOpt = Annotated[bool, typer.Option(help="Rebuild the search kinds the import changed.")]


@import_app.command("all")
def import_all(
    shared: Annotated[Path | None, typer.Option(help="Shared data directory (default: settings).")] = None,
    reindex: ReindexOpt = True,
) -> None:
    """CosIng, then the four product catalogues, the Sephora reviews, then cities: each file that exists under the
    shared directory."""
    ctx = _context(shared)
    root = ctx.settings.shared_data_dir
    if not root.is_dir():
        console.print(f"[red]No shared data directory at {root}.[/red]")
        raise typer.Exit(2)
    for spec in SOURCES:
        path = root / spec.default_path
        if not path.is_file():
            console.print(f"[dim]{spec.command}: {path} not found, skipped.[/dim]")
            continue
        if _import(ctx, spec, path) and spec.kind == "inci":
            _import_extra_inci(ctx)
    _finish(ctx, reindex)


def _single(command: str) -> Callable[..., None]:
    spec = BY_COMMAND[command]

    # Defaults rather than Annotated: typer evaluates string annotations in module globals, not this closure.
    def run(
        path: Path = typer.Argument(..., help=f"A {spec.title} file."),
        shared: Path | None = typer.Option(None, help="Shared data directory (for CosDNA ratings)."),
        reindex: bool = typer.Option(True, help="Rebuild the search kinds the import changed."),
    ) -> None:
        if not path.is_file():
            console.print(f"[red]{path}: no such file.[/red]")
            raise typer.Exit(2)
        ctx = _context(shared)
        if _import(ctx, spec, path) and spec.kind == "inci":
            _import_extra_inci(ctx)
        _finish(ctx, reindex)

    run.__doc__ = f"Import one {spec.title} file by path."
    return run


for _spec in SOURCES:
    import_app.command(_spec.command)(_single(_spec.command))
