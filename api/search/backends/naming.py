"""Names of physical indices and their per-kind aliases, shared by every backend.

Physical: `glowdex-product-v000003` (monotonic version); alias: `glowdex-product`. A prefix other
than "glowdex" isolates test runs or tenants on one cluster or directory.
"""

from __future__ import annotations

import re

_PREFIX = re.compile(r"^[a-z0-9][a-z0-9_]*(?:-[a-z0-9_]+)*$")
VERSION_DIGITS = 6


def check_prefix(prefix: str) -> str:
    if not _PREFIX.fullmatch(prefix):
        raise ValueError(f"index prefix {prefix!r} must be lower-case letters, digits, '_' or '-'")
    return prefix


def alias_name(prefix: str, kind: str) -> str:
    return f"{prefix}-{kind}"


def physical_name(prefix: str, kind: str, version: int) -> str:
    return f"{prefix}-{kind}-v{version:0{VERSION_DIGITS}d}"


def parse_physical(prefix: str, name: str) -> tuple[str, int] | None:
    """(kind, version) of a physical index name made with this prefix, else None."""
    match = re.fullmatch(rf"{re.escape(prefix)}-([a-z0-9_]+)-v(\d{{{VERSION_DIGITS}}})", name)
    return (match.group(1), int(match.group(2))) if match else None


def indices_to_prune(live: str | None, oldest_first: list[str], keep: int) -> list[str]:
    """Which indices `prune(keep)` drops: all but the newest `keep`, never the live one."""
    if keep < 1:
        raise ValueError("keep must be at least 1")
    kept = [live] if live else []
    dropped = []
    for name in reversed(oldest_first):
        if name in kept:
            continue
        if len(kept) < keep:
            kept.append(name)
        else:
            dropped.append(name)
    return dropped
