"""Serves the built web app at / with a history fallback, so deep links into the SPA work.

A path that is none of the app's routes still gets the app shell (its not-found screen, with the typed URL
kept), but with a 404 status, so crawlers, link checkers and uptime probes see a missing page as missing. The
routes come from the build: `web/vite.config.ts` writes `spa-routes.json` (every pattern of
`web/src/config/paths.ts`) beside `index.html`."""

from __future__ import annotations

import json
import re
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.responses import FileResponse, HTMLResponse, PlainTextResponse, Response
from fastapi.routing import APIRoute
from fastapi.staticfiles import StaticFiles
from starlette.routing import Match
from starlette.types import Scope

# Paths the SPA never answers: an unknown API or file path is the router's 404 (JSON), for every method.
NOT_SPA_PREFIXES = ("/api/", "/files/")

_NOT_BUILT = """<!doctype html><title>Glowdex</title><p>The web app is not built yet.
Run <code>make run</code>, which builds it.</p><p>The API docs are at <a href="/api/docs">/api/docs</a>.</p>"""


class SpaRoute(APIRoute):
    """The history fallback matches only paths outside /api and /files. Were it to match them, a POST to an
    unknown API path would be a 405 (the fallback's GET "almost" matched) instead of a 404."""

    def matches(self, scope: Scope) -> tuple[Match, MutableMapping[str, Any]]:
        path = scope.get("path", "")
        if path.startswith(NOT_SPA_PREFIXES) or path in ("/api", "/files"):
            return Match.NONE, {}
        return super().matches(scope)


class AssetFiles(StaticFiles):
    """The built assets; source maps only outside production (they publish the original source)."""

    def __init__(self, *, directory: Path, source_maps: bool) -> None:
        super().__init__(directory=directory)
        self.source_maps = source_maps

    async def get_response(self, path: str, scope: Scope) -> Response:
        if not self.source_maps and path.endswith(".map"):
            return PlainTextResponse("Not Found", status_code=404)
        return await super().get_response(path, scope)


def route_matcher(dist: Path) -> re.Pattern[str] | None:
    """One regular expression for every route the built app has (`:id` stands for one path segment), or None
    when the build has no route list (every path is then answered as a page, as before)."""
    listing = dist / "spa-routes.json"
    if not listing.is_file():
        return None
    patterns = [str(p) for p in json.loads(listing.read_text(encoding="utf-8"))]
    parts = ("/".join("[^/]+" if seg.startswith(":") else re.escape(seg) for seg in p.rstrip("/").split("/"))
             for p in patterns)
    return re.compile("|".join(f"(?:{part})" for part in parts))  # the home page "/" is ""


def mount_spa(app: FastAPI, dist: Path) -> None:
    source_maps = not app.state.settings.is_production
    assets = dist / "assets"
    if assets.is_dir():
        app.mount("/assets", AssetFiles(directory=assets, source_maps=source_maps), name="assets")

    routes = route_matcher(dist)

    def spa(path: str) -> FileResponse | HTMLResponse:
        candidate = (dist / path).resolve()
        hidden = path.endswith(".map") and not source_maps  # answered by the history fallback instead
        if path and not hidden and candidate.is_file() and dist.resolve() in candidate.parents:
            return FileResponse(candidate)
        index = dist / "index.html"
        if not index.is_file():
            return HTMLResponse(_NOT_BUILT)
        known = routes is None or routes.fullmatch(("/" + path).rstrip("/")) is not None
        return FileResponse(index, status_code=200 if known else 404, headers={"Cache-Control": "no-cache"})

    # Non-API GETs (and their HEADs) only: any other method on a page path is a 405.
    app.router.add_api_route("/{path:path}", spa, methods=["GET", "HEAD"], include_in_schema=False,
                             response_model=None, route_class_override=SpaRoute)
