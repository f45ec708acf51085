"""Serves the built web app at / with a history fallback, so deep links into the SPA work."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse, HTMLResponse
from fastapi.staticfiles import StaticFiles

_NOT_BUILT = """<!doctype html><title>Glowdex</title><p>The web app is not built yet.
Run <code>make run</code>, which builds it.</p><p>The API docs are at <a href="/api/docs">/api/docs</a>.</p>"""


def mount_spa(app: FastAPI, dist: Path) -> None:
    assets = dist / "assets"
    if assets.is_dir():
        app.mount("/assets", StaticFiles(directory=assets), name="assets")

    @app.get("/{path:path}", include_in_schema=False, response_model=None)
    def spa(path: str) -> FileResponse | HTMLResponse:
        if path.startswith(("api/", "files/")):
            raise HTTPException(status_code=404)
        candidate = (dist / path).resolve()
        if path and candidate.is_file() and dist.resolve() in candidate.parents:
            return FileResponse(candidate)
        index = dist / "index.html"
        if not index.is_file():
            return HTMLResponse(_NOT_BUILT)
        return FileResponse(index, headers={"Cache-Control": "no-cache"})
