"""`glowdex moderation …`: the moderators' queue (api/moderation). What the automatic check held (reviews,
routines, feedback, dupe suggestions, comments, shelves, bios), members' product and brand submissions, and what
members reported wait here: list them with their reports counted, accept one (public from then on: a product or
brand everywhere, the search index included) or reject it with a reason (its author alone sees it, with the
reason). Items are named `kind:id` (`review:12`, `product:40`, `user:7` for a bio)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from api.errors import AppError
from api.settings import get_settings
from indexer.runtime import read_unit, write_unit

moderation_app = typer.Typer(no_args_is_help=True, help="Moderation queue: list, accept, reject.")
console = Console()
STATUSES = ("pending", "rejected", "accepted", "all")


def _configure() -> None:
    from indexer.runtime import configure_runtime

    configure_runtime(get_settings())  # sessions, and the search capture so a decision reaches the index


@moderation_app.command("list")
def list_queue(
    status: Annotated[str, typer.Option(help="pending (default: held, submitted or reported), rejected, accepted "
                                             "or all.")] = "pending",
    kind: Annotated[list[str] | None, typer.Option(help="Only these kinds (repeat the option).")] = None,
    limit: Annotated[int, typer.Option(min=1, help="At most this many, oldest first.")] = 100,
) -> None:
    """What waits for a decision, oldest first: why the check held each, and its open reports by reason."""
    from api.moderation.kinds import MODERATED
    from api.moderation.service import queue

    unknown = [k for k in kind or [] if k not in MODERATED]
    if status not in STATUSES or unknown:
        console.print(f"[red]--status is one of {', '.join(STATUSES)}; --kind one of {', '.join(MODERATED)}.[/red]")
        raise typer.Exit(2)
    _configure()
    with read_unit() as session:
        rows = queue(session, status, tuple(kind or MODERATED), limit)
    if not rows:
        console.print(f"Nothing {status}." if status != "all" else "Nothing.")
        return
    table = Table("item", "status", "reason", "reports", "author", "about", "text", "created")
    for q in rows:
        reports = ", ".join(f"{reason}×{n}" for reason, n in q.reports.most_common())
        table.add_row(f"{q.kind}:{q.id}", q.status, q.reason or "",
                      f"{sum(q.reports.values())} ({reports})" if q.reports else "", q.author, q.about,
                      q.text[:80] + ("…" if len(q.text) > 80 else ""), str(q.created or "")[:19])
    console.print(table)


def _decide(ref: str, verdict: str, reason: str | None) -> None:
    from api.moderation.service import decide

    _configure()
    try:
        with write_unit() as session:
            q = decide(session, ref, verdict, reason)
    except AppError as exc:
        console.print(f"[red]{exc.msg}[/red]")
        raise typer.Exit(1) from exc
    console.print(f"[green]{q.kind.title()} {q.id}: {q.status}{f' ({q.reason})' if q.reason else ''}.[/green]")


@moderation_app.command("accept")
def accept(ref: Annotated[str, typer.Argument(help="The item, as kind:id (e.g. review:12).")]) -> None:
    """Accept an item: public to everyone (unless its author made it private); its open reports are settled."""
    _decide(ref, "accepted", None)


@moderation_app.command("reject")
def reject(
    ref: Annotated[str, typer.Argument(help="The item, as kind:id (e.g. review:12).")],
    reason: Annotated[str | None, typer.Option("--reason", help="Shown to the author.")] = None,
) -> None:
    """Reject an item: only its author sees it, with the reason; its open reports are settled. An edit waits for a
    moderator again."""
    _decide(ref, "rejected", reason)
