"""Membership tests on JSON list columns that read the same on SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import ColumnElement, Text, cast, false, or_


def json_list_has_any(column: Any, values: Iterable[str]) -> ColumnElement[bool]:
    """The JSON list of strings holds at least one of `values`. JSON types differ by dialect (JSONB on PostgreSQL,
    text on SQLite), so the quoted value is matched in the stored text; values are plain keys (`acne`), never
    JSON-escaped or LIKE wildcards."""
    text = cast(column, Text)
    tests = [text.like(f'%"{v}"%') for v in values]
    return or_(*tests) if tests else false()
