"""The one place routers are mounted."""

from __future__ import annotations

from fastapi import APIRouter, FastAPI

from api.settings import Settings
from api.spa import mount_spa
from api.users.router import router as users_router


def mount_routes(app: FastAPI, settings: Settings) -> None:
    api = APIRouter(prefix="/api")
    api.include_router(users_router)

    @api.get("/health", tags=["meta"])
    def health() -> dict[str, object]:
        return {"status": True, "msg": "ok"}

    app.include_router(api)
    mount_spa(app, settings.web_dist_dir)
