"""The one place routers are mounted."""

from __future__ import annotations

from fastapi import APIRouter, FastAPI

from api.browse.router import router as browse_router
from api.cities.router import router as cities_router
from api.inci.router import router as inci_router
from api.products.router import router as products_router
from api.search.router import router as search_router
from api.settings import Settings
from api.spa import mount_spa
from api.users.router import router as users_router


def mount_routes(app: FastAPI, settings: Settings) -> None:
    api = APIRouter(prefix="/api")
    api.include_router(users_router)
    api.include_router(search_router)
    api.include_router(browse_router)
    api.include_router(cities_router)
    api.include_router(inci_router)
    api.include_router(products_router)

    @api.get("/health", tags=["meta"])
    def health() -> dict[str, object]:
        return {"status": True, "msg": "ok"}

    app.include_router(api)
    mount_spa(app, settings.web_dist_dir)
