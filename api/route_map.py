"""Where a call goes: every API route with the function that answers it and its file and line.

    .venv/bin/python -m api.route_map [TEXT]     e.g.  python -m api.route_map /product/dupes

From there the path of a call is the feature's own: `router.py` (the endpoint) -> `service.py` (the rules) ->
`repository.py` (the queries); docs/architecture.md says where everything else lives.
"""

from __future__ import annotations

import inspect
import sys
import tempfile
from pathlib import Path
from typing import cast

from fastapi.routing import APIRoute

ROOT = Path(__file__).resolve().parents[1]


def route_map() -> list[tuple[str, str, str]]:
    """(methods, path, "module.function  file:line") of every API route, by path."""
    from api.app import create_app
    from api.openapi_export import quiet_settings
    from api.routes import api_routes

    rows = []
    with tempfile.TemporaryDirectory(prefix="glowdex-routes-") as tmp:
        contexts = api_routes(create_app(quiet_settings(Path(tmp))))
    for ctx in contexts:
        route = cast(APIRoute, ctx.original_route)  # `api_routes` keeps APIRoutes only
        endpoint = inspect.unwrap(route.endpoint)  # write routes are wrapped by AppRoute
        where = Path(inspect.getsourcefile(endpoint) or "?").resolve()
        line = inspect.getsourcelines(endpoint)[1]
        rows.append((",".join(sorted(route.methods or ())), ctx.path_format or "",
                     f"{endpoint.__module__}.{endpoint.__name__}  {where.relative_to(ROOT)}:{line}"))
    return sorted(rows, key=lambda r: (r[1], r[0]))


def main() -> None:
    wanted = sys.argv[1] if len(sys.argv) > 1 else ""
    for methods, path, where in route_map():
        if wanted in path:
            print(f"{methods:6} {path:48} {where}")


if __name__ == "__main__":
    main()
