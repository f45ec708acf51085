"""Input files of the data-team commands: JSON objects one a line, from a file or stdin.

Catalogue and query lines carry an `id` and the raw ingredient text under `raw` (or `ingredients`; a list of
strings is joined); label lines are `{"query_id": ..., "relevant_ids": [...]}`. A malformed line stops the
command with exit code 2 and says which line.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

console = Console(stderr=True)


def fail(msg: str) -> typer.Exit:
    console.print(f"[red]{msg}[/red]")
    return typer.Exit(2)


def read_jsonl(path: Path | None, *, what: str) -> Iterator[dict[str, Any]]:
    """JSON objects, one a line, from a file or stdin (`-` or None); blank lines skipped."""
    fh = sys.stdin if path is None or str(path) == "-" else open(path, encoding="utf-8")  # noqa: SIM115
    try:
        for n, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except ValueError as exc:
                raise fail(f"{what} line {n}: not JSON ({exc})") from exc
            if not isinstance(obj, dict):
                raise fail(f"{what} line {n}: expected a JSON object")
            yield obj
    finally:
        if fh is not sys.stdin:
            fh.close()


def raw_text(obj: dict[str, Any], *, what: str) -> str:
    value = obj.get("raw", obj.get("ingredients"))
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if value is None or not isinstance(value, str):
        raise fail(f"{what} {obj.get('id')!r}: give the ingredient text under 'raw' (or 'ingredients')")
    return value


def read_labels(path: Path) -> dict[Any, set[Any]]:
    labels: dict[Any, set[Any]] = {}
    for obj in read_jsonl(path, what="labels"):
        if "query_id" not in obj or not isinstance(obj.get("relevant_ids"), list):
            raise fail("labels: every line needs 'query_id' and a 'relevant_ids' list")
        labels.setdefault(obj["query_id"], set()).update(obj["relevant_ids"])
    return labels
