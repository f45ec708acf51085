"""`glowdex moderation …`: feedback posts held by the automatic check (api/feedback/moderation.py) wait here
for an admin: list them, accept one (others see it from then on) or reject it with a reason (its owner sees it)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from api.db.session import read_unit, write_unit
from api.errors import AppError
from api.settings import get_settings

moderation_app = typer.Typer(no_args_is_help=True, help="Feedback moderation: list, accept, reject.")
console = Console()


def _configure() -> None:
    from indexer.runtime import configure_runtime

    configure_runtime(get_settings())  # sessions, and the search capture so a decision reaches the index


@moderation_app.command("list")
def list_held(
    status: Annotated[str, typer.Option(help="pending (default), rejected, accepted or all.")] = "pending",
    limit: Annotated[int, typer.Option(min=1, help="At most this many, oldest first.")] = 100,
) -> None:
    """Feedback posts waiting for a decision (oldest first), with why the check held each."""
    from api.feedback.repository import held

    if status not in ("pending", "rejected", "accepted", "all"):
        console.print("[red]--status is pending, rejected, accepted or all.[/red]")
        raise typer.Exit(2)
    _configure()
    with read_unit() as session:
        rows = session.execute(held(status).limit(limit)).all()
    if not rows:
        console.print(f"No {status} feedback." if status != "all" else "No feedback.")
        return
    table = Table("id", "status", "reason", "author", "product", "title / text", "created")
    for post, nickname, product_name in rows:
        text = f"{post.feedback_title} / {post.feedback_text}".strip(" /")
        table.add_row(str(post.id), post.feedback_status, post.held_reason or "", nickname, product_name,
                      text[:80] + ("…" if len(text) > 80 else ""), str(post.created_at)[:19])
    console.print(table)


def _decide(feedback_id: int, reject: bool, reason: str | None) -> None:
    from api.feedback import moderation

    _configure()
    try:
        with write_unit() as session:
            post = (moderation.reject(session, feedback_id, reason) if reject
                    else moderation.accept(session, feedback_id))
            status, why = post.feedback_status, post.held_reason
    except AppError as exc:
        console.print(f"[red]{exc.msg}[/red]")
        raise typer.Exit(1) from exc
    console.print(f"[green]Feedback {feedback_id}: {status}{f' ({why})' if why else ''}.[/green]")


@moderation_app.command("accept")
def accept(feedback_id: Annotated[int, typer.Argument(help="The feedback id.")]) -> None:
    """Accept a feedback post: visible to everyone (unless its author made it private)."""
    _decide(feedback_id, reject=False, reason=None)


@moderation_app.command("reject")
def reject(
    feedback_id: Annotated[int, typer.Argument(help="The feedback id.")],
    reason: Annotated[str | None, typer.Option("--reason", help="Shown to the author.")] = None,
) -> None:
    """Reject a feedback post: only its author sees it, with the reason; an edit of its text is checked again."""
    _decide(feedback_id, reject=True, reason=reason)
