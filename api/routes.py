"""The one place routers are mounted, and where the OpenAPI document learns each route's error answers."""

from __future__ import annotations

import json
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, RouteContext, iter_route_contexts
from pydantic import BaseModel

from api.account.router import router as account_router
from api.browse.router import router as browse_router
from api.cities.router import router as cities_router
from api.db.session import WRITE_SESSIONS, get_read_session
from api.deps import current_user, get_rate_limiter, member_credentials, optional_user
from api.dupes.router import router as dupes_router
from api.envelope import ErrorBody
from api.feedback.router import router as feedback_router
from api.inci.router import router as inci_router
from api.labels.router import router as labels_router
from api.moderation.router import router as moderation_router
from api.notifications.router import router as notifications_router
from api.product_groups.router import router as product_groups_router
from api.products.router import router as products_router
from api.reviews.router import router as reviews_router
from api.routines.router import router as routines_router
from api.search_endpoints.router import router as search_router
from api.search_endpoints.router import search_backend
from api.settings import Settings
from api.shelves.router import router as shelves_router
from api.similarity.router import router as similarity_router
from api.social.router import router as social_router
from api.social_login.router import router as social_login_router
from api.spa import mount_spa
from api.users.router import router as users_router
from api.viewer_state.router import router as viewer_state_router


def mount_routes(app: FastAPI, settings: Settings) -> None:
    # Each feature router is included on the app itself under /api (not inside one /api router): a request
    # then passes one level of included routers, each skipped at once unless its paths fit (api/route_index.py).
    for router in (users_router, social_login_router, account_router, search_router, browse_router, cities_router,
                   inci_router, products_router, similarity_router, product_groups_router, reviews_router,
                   routines_router, feedback_router, dupes_router, shelves_router, social_router, notifications_router,
                   moderation_router, labels_router, viewer_state_router):
        app.include_router(router, prefix="/api")

    async def health() -> dict[str, object]:
        return {"status": True, "msg": "ok"}

    app.add_api_route("/api/health", health, methods=["GET"], tags=["meta"])
    # Load balancers and uptime checks probe with HEAD.
    app.add_api_route("/api/health", health, methods=["HEAD"], include_in_schema=False)

    mount_spa(app, settings.web_dist_dir)
    document_error_responses(app)


# --- error answers in the OpenAPI document ---------------------------------------------------------

ERROR_ANSWERS = {
    400: "The body could not be read at all (bytes that are not text).",
    401: "Not signed in, or the session ended (`auth: false`).",
    403: "Signed in, but acting on someone else's object.",
    404: "Nothing with that id, or private to someone else.",
    413: "The request body is too large.",
    422: "A malformed request: one entry per field in `errors`.",
    429: "Too many attempts; retry after `Retry-After` seconds.",
    503: "Search or the database is unavailable for a moment; retry after `Retry-After` seconds.",
}
_RETRY_AFTER = {"Retry-After": {"description": "Seconds to wait.", "schema": {"type": "integer"}}}
_OBJECT_ID_SUFFIXES = ("_id", "_ids", "_uuid", "_token")  # a share token names an object too


def _dependants(dependant: Dependant) -> list[Dependant]:
    """The route's dependant and every dependency below it."""
    return [dependant, *(d for sub in dependant.dependencies for d in _dependants(sub))]


def api_routes(app: FastAPI) -> list[RouteContext]:
    """Every /api route as mounted (full path, methods, dependencies), through included routers."""
    return [ctx for ctx in iter_route_contexts(app.routes)
            if isinstance(ctx.original_route, APIRoute) and (ctx.path_format or "").startswith("/api/")]


def error_statuses(route: APIRoute | RouteContext) -> set[int]:
    """The error statuses a route can answer, read from what it depends on (not listed by hand per route):
    parameters → 422, a body → 400 (unreadable) and 413, a token → 401 (and 403 where a member is required),
    the rate limiter → 429, the search backend or a database session → 503, a parameter naming an object
    (`…_id`, `…_uuid`) → 404."""
    dependants = _dependants(route.dependant)
    calls = {d.call for d in dependants}
    params = [p for d in dependants for p in (*d.query_params, *d.path_params, *d.header_params, *d.cookie_params)]
    bodies = [p for d in dependants for p in d.body_params]
    names = {p.alias for d in dependants for p in (*d.query_params, *d.path_params)}
    for body in bodies:
        model = body.field_info.annotation
        names |= set(model.model_fields) if isinstance(model, type) and issubclass(model, BaseModel) else {body.alias}
    statuses: set[int] = set()
    if params or bodies:
        statuses.add(422)
    if bodies:
        statuses |= {400, 413}
    if calls & {optional_user, current_user, member_credentials}:
        statuses.add(401)
    if calls & {current_user, member_credentials}:
        statuses.add(403)
    if get_rate_limiter in calls:
        statuses.add(429)
    if calls & {search_backend, get_read_session, *WRITE_SESSIONS}:
        statuses.add(503)
    if any(name.endswith(_OBJECT_ID_SUFFIXES) for name in names):
        statuses.add(404)
    return statuses


def document_error_responses(app: FastAPI) -> None:
    """`ErrorBody` under every error status each /api route can answer (and in place of FastAPI's own 422
    model), so the document matches the wire and clients and schemathesis know every status."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is not None:
            return app.openapi_schema
        doc = build()
        schemas = doc.setdefault("components", {}).setdefault("schemas", {})
        error_schema = ErrorBody.model_json_schema(ref_template="#/components/schemas/{model}", mode="serialization")
        schemas.update(error_schema.pop("$defs", {}))
        schemas["ErrorBody"] = error_schema
        ref = {"$ref": "#/components/schemas/ErrorBody"}
        for route in api_routes(app):
            if not route.include_in_schema:
                continue
            statuses = error_statuses(route)
            for method in route.methods or ():
                operation = doc["paths"].get(route.path_format, {}).get(method.lower())
                if operation is None:
                    continue
                responses = operation.setdefault("responses", {})
                for status in sorted(statuses | ({422} if "422" in responses else set())):
                    answer: dict[str, Any] = {"description": ERROR_ANSWERS[status],
                                              "content": {"application/json": {"schema": ref}}}
                    if status in (429, 503):
                        answer["headers"] = _RETRY_AFTER
                    responses[str(status)] = answer
        for unused in ("HTTPValidationError", "ValidationError"):  # FastAPI's 422 models, now replaced
            if f'"#/components/schemas/{unused}"' not in json.dumps(doc):
                schemas.pop(unused, None)
        app.openapi_schema = doc
        return doc

    app.openapi = openapi  # type: ignore[method-assign]
