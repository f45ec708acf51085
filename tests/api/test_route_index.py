"""The route index (api/route_index.py) skips included routers by path head and changes nothing else:
every API route still reaches its own endpoint through the real app, and an unknown path still finds nothing."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from fastapi import routing as fastapi_routing
from fastapi.routing import APIRoute, iter_route_contexts
from starlette.routing import Match

from api.route_index import route_heads


def _scope(method: str, path: str) -> dict[str, Any]:
    return {"type": "http", "method": method, "path": path, "root_path": "", "headers": [], "query_string": b""}


def _resolve(app: FastAPI, method: str, path: str) -> Any:
    """What the app's router would call for (method, path): Starlette's first FULL match, as it dispatches."""
    scope = _scope(method, path)
    for route in app.router.routes:
        match, child_scope = route.matches(scope)
        if match == Match.FULL:
            if isinstance(route, fastapi_routing._IncludedRouter):
                # The included router selects again when it handles; read what it selects.
                scope.update(child_scope)
                _, _, selected, _ = route._match(scope)
                return getattr(selected, "endpoint", None)
            return getattr(route, "endpoint", None)
    return None


def _api_routes(app: FastAPI) -> list[tuple[str, str, Any]]:
    out: list[tuple[str, str, Any]] = []
    for ctx in iter_route_contexts(app.routes):
        if isinstance(ctx.original_route, APIRoute) and ctx.path and ctx.path.startswith("/api/"):
            out.extend((method, ctx.path, ctx.endpoint) for method in sorted(ctx.methods or ()))
    return out


def test_every_api_route_reaches_its_own_endpoint(app: FastAPI) -> None:
    routes = _api_routes(app)
    assert len(routes) > 100  # the whole API, not an empty app
    wrong = [(m, p) for m, p, endpoint in routes
             if "{" not in p and _resolve(app, m, p) is not endpoint]
    assert wrong == []


@pytest.mark.parametrize("path", ["/api/no/such/route", "/api/productx/detail", "/api/product/detail/extra"])
def test_an_unknown_api_path_matches_no_api_route(app: FastAPI, path: str) -> None:
    endpoints = {endpoint for _, _, endpoint in _api_routes(app)}
    assert _resolve(app, "GET", path) not in endpoints


def test_a_router_is_skipped_unless_the_path_starts_with_one_of_its_heads(app: FastAPI) -> None:
    included = [r for r in app.router.routes if isinstance(r, fastapi_routing._IncludedRouter)]
    heads = {id(r): route_heads(r) for r in included}
    product_routers = [r for r in included if any(h.startswith("/api/product/") for h in heads[id(r)] or ())]
    assert product_routers, "the products router is included"
    for router in product_routers:
        match, _ = router.matches(_scope("GET", "/api/user/login_status"))
        assert match == Match.NONE
    # an unskippable router (no heads known) would have None; all of ours are plain API routes
    assert all(h is not None for h in heads.values())
