"""Route matching that skips an included router whose routes cannot match the request path.

FastAPI >= 0.137 keeps every `include_router()` as a lazy `_IncludedRouter` and, per request, tries every route
of every included router, twice (once to match, once to handle). With our ~140 routes that was 75 % of a
trivial request's time (2.5 ms of 2.6 ms in-process; py-spy and cProfile in docs/benchmarks/load.md). This is
upstream's fix (fastapi/fastapi PR #16159, not released in 0.165) generalised to routers included without a
prefix: each included router knows the literal heads of its routes' paths (the text before the first path
parameter), and a path that starts with none of them skips that subtree. Inside the right subtree FastAPI's own
matching decides, unchanged. A router holding anything but API routes and included routers (a mount, a plain
Starlette route) is never skipped, since its paths cannot be read off as literal heads.

Installed once by `api.app.create_app`; `tests/api/test_route_index.py` checks every route still resolves to
its own endpoint.
"""

from __future__ import annotations

from typing import Any

from fastapi import routing as fastapi_routing
from fastapi.routing import APIRoute
from starlette.routing import Match, get_route_path  # type: ignore[attr-defined]
from starlette.types import Scope

_HEADS = "_glowdex_route_heads"  # (routes version, heads or None), cached on each _IncludedRouter


def _literal_head(path: str) -> str:
    return path.split("{", 1)[0]


def route_heads(included: Any) -> tuple[str, ...] | None:
    """The literal heads of every path `included` can match, or None when some route's paths are unknown.

    Remembered per router until its own route list changes (FastAPI's `_routes_version`; its recursive
    `_get_routes_version` walks every route and was itself a third of a request). Our routes are all mounted
    before the first request (api/routes.py), so a route added later to an already included child router is
    the one case this does not see."""
    version = included.original_router._routes_version
    cached = included.__dict__.get(_HEADS)
    if cached is not None and cached[0] == version:
        heads: tuple[str, ...] | None = cached[1]
        return heads
    found: set[str] = set()
    for candidate in included.effective_candidates():
        if isinstance(candidate, fastapi_routing._IncludedRouter):
            inner = route_heads(candidate)
        elif isinstance(candidate.original_route, APIRoute) and candidate.path:
            inner = (_literal_head(candidate.path),)
        else:
            inner = None
        if inner is None:
            included.__dict__[_HEADS] = (version, None)
            return None
        found.update(inner)
    heads = tuple(sorted(found))
    included.__dict__[_HEADS] = (version, heads)
    return heads


def install() -> None:
    """Wrap `_IncludedRouter._match` once per process (idempotent). A FastAPI without these internals (an
    eager `include_router`, or upstream's own prefix skip under another name) is left as it is."""
    included_router = getattr(fastapi_routing, "_IncludedRouter", None)
    if included_router is None or not hasattr(included_router, "_match") or not hasattr(
            fastapi_routing.APIRouter(), "_routes_version"):
        return
    if getattr(included_router._match, "_glowdex_indexed", False):
        return
    original = included_router._match

    def _match(self: Any, scope: Scope) -> tuple[Any, ...]:
        heads = route_heads(self)
        if heads is not None and not get_route_path(scope).startswith(heads):
            return Match.NONE, {}, None, None
        return original(self, scope)

    _match._glowdex_indexed = True  # type: ignore[attr-defined]
    included_router._match = _match

