"""`glowdex catalog …`: products as members see them, one per product at every retailer (issue 23).

`groups` regroups or explains a grouping; `split` and `join` record an admin's decision (it survives re-imports:
every regrouping applies it); `reports` and `resolve` handle members' "not the same product" reports.
"""

from __future__ import annotations

import time
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from api.errors import AppError
from api.settings import get_settings
from indexer.runtime import read_unit, write_unit

catalog_app = typer.Typer(no_args_is_help=True, help="Products and their retailer listings (groups).")
console = Console()
ADMIN = "admin (glowdex catalog)"


def _configure() -> None:
    from indexer.runtime import configure_runtime

    configure_runtime(get_settings())


def regroup_and_report(*, reindexed_after: bool = False) -> None:
    """Regroup the catalogue in one write unit and print what moved (used by the import as well, which rebuilds the
    product documents afterwards: `reindexed_after` leaves the search outbox out of it)."""
    from api.product_groups.service import regroup
    from api.reviews.service import refresh_group_ratings
    from api.search.outbox import touch
    from indexer.catalog_import.repository import refresh_inci_product_counts

    started = time.perf_counter()
    with write_unit() as session:
        if reindexed_after:
            session.info["search_capture_off"] = True
        result = regroup(session)
        refresh_group_ratings(session, result.changed_groups)
        recounted = refresh_inci_product_counts(session)  # an ingredient is in so many products, not listings
        if recounted and not reindexed_after:
            touch(session, "inci", *recounted)
    console.print(f"Product groups: {result.groups} products, {result.multi} listed more than once; "
                  f"{result.moved} listings moved, {result.created} new and {result.removed} removed group ids, "
                  f"{result.new_formula} new-formula links ({result.seconds:.1f} s to group, "
                  f"{time.perf_counter() - started:.1f} s with ratings and the commit).")


@catalog_app.command("groups")
def groups(
    explain: Annotated[int | None, typer.Option("--explain", metavar="PRODUCT_ID",
                                                help="Why each listing is in this product's group, or out.")] = None,
    rebuild: Annotated[bool, typer.Option("--rebuild", help="Regroup the whole catalogue now.")] = False,
) -> None:
    """How many products the listings make; `--rebuild` regroups, `--explain ID` says why."""
    from api.product_groups import repository, service

    _configure()
    if rebuild:
        regroup_and_report()
    if explain is None:
        if not rebuild:
            with read_unit() as session:
                total, multi = repository.group_count(session)
            console.print(f"{total} products, {multi} of them listed more than once.")
        return
    try:
        with read_unit() as session:
            found = service.explain(session, explain)
            names = repository.products(session, [explain])
    except AppError as exc:
        console.print(f"[red]{exc.msg}[/red]")
        raise typer.Exit(1) from exc
    me = names[explain]
    console.print(f"[bold]{me.name}[/bold] ({me.source}, product {explain}) is in group {found.group_id}.")
    table = Table("product", "listing", "why it is in", title="In the group")
    for pid, label, why in found.members:
        table.add_row(str(pid), label, why)
    console.print(table if found.members else "No other listing is in its group.")
    if found.outside:
        out = Table("product", "listing", "why it is out", title="Close listings of the brand, kept apart")
        for pid, label, why in found.outside:
            out.add_row(str(pid), label, why)
        console.print(out)
    if found.new_formula_groups:
        console.print(f"Another formula of it: group(s) {', '.join(map(str, found.new_formula_groups))}.")


def _decide_and_regroup(action) -> None:  # type: ignore[no-untyped-def]
    _configure()
    try:
        with write_unit() as session:
            action(session)
    except AppError as exc:
        console.print(f"[red]{exc.msg}[/red]")
        raise typer.Exit(1) from exc
    regroup_and_report()


@catalog_app.command("split")
def split(
    product_id: Annotated[int, typer.Argument(help="The listing to take out of its group.")],
    other: Annotated[list[int] | None, typer.Option("--from", help="Only apart from these listings.")] = None,
    note: Annotated[str, typer.Option(help="Why (kept with the decision).")] = "",
) -> None:
    """Take a listing out of its product: it stays apart from those listings at every regrouping."""
    from api.product_groups.service import split as run

    def action(session) -> None:  # type: ignore[no-untyped-def]
        apart = run(session, product_id, by=ADMIN, note=note, only=other or ())
        console.print(f"Product {product_id} kept apart from {', '.join(map(str, apart)) or 'nothing'}.")

    _decide_and_regroup(action)


@catalog_app.command("join")
def join(
    product_id: Annotated[int, typer.Argument(help="A listing.")],
    other_id: Annotated[int, typer.Argument(help="A listing of the same product.")],
    note: Annotated[str, typer.Option(help="Why (kept with the decision).")] = "",
) -> None:
    """Make two listings one product, whatever the rule says (at every regrouping)."""
    from api.product_groups.service import TOGETHER, decide

    _decide_and_regroup(lambda session: decide(session, product_id, other_id, TOGETHER, by=ADMIN, note=note))


@catalog_app.command("reports")
def reports(status: Annotated[str, typer.Option(help="open (default), accepted, rejected or all.")] = "open") -> None:
    """Members' "not the same product" reports."""
    from api.product_groups import repository

    _configure()
    with read_unit() as session:
        rows = repository.reports(session, None if status == "all" else status)
        names = repository.products(session, [p for r in rows for p in (r.product_id, r.other_product_id)])
    if not rows:
        console.print(f"No {status} reports." if status != "all" else "No reports.")
        return
    table = Table("id", "status", "on the page of", "not the same as", "note", "member", "created")
    for r in rows:
        table.add_row(str(r.id), r.status, f"{r.product_id} {names[r.product_id].name}",
                      f"{r.other_product_id} {names[r.other_product_id].name}", r.note[:60], str(r.user_id),
                      str(r.created_at)[:19])
    console.print(table)


@catalog_app.command("resolve")
def resolve(
    report_id: Annotated[int, typer.Argument(help="The report.")],
    accept: Annotated[bool, typer.Option("--accept/--reject", help="Accept (split the two listings) or reject.")],
    note: Annotated[str, typer.Option(help="Why.")] = "",
) -> None:
    """Answer a member's report: --accept keeps the two listings apart from now on."""
    from api.product_groups.service import resolve as run

    _configure()
    try:
        with write_unit() as session:
            row = run(session, report_id, accept=accept, by=ADMIN, note=note)
            status = row.status
    except AppError as exc:
        console.print(f"[red]{exc.msg}[/red]")
        raise typer.Exit(1) from exc
    console.print(f"Report {report_id} {status}.")
    if accept:
        regroup_and_report()
