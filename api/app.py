"""The FastAPI app factory: settings, error mapping (once), request ids, routers, the SPA."""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager

import anyio
import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy import exc as sa_exc
from starlette.datastructures import MutableHeaders
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.body_limits import BodyTooLarge, install_body_limits
from api.db.session import SessionMakers
from api.db.write_route import CHEAP_WRITES, PASSWORD_HASHES
from api.errors import AppError, NotAuthenticated, PayloadTooLarge, ServiceUnavailable, TooManyAttempts
from api.http_cache.middleware import install as install_http_cache
from api.http_security import SecurityHeadersMiddleware, TrustedProxyMiddleware, UrlTextMiddleware
from api.jobs import SENDER
from api.logging import configure_logging, get_logger, new_request_id, request_id_var
from api.route_index import install as install_route_index
from api.runtimes import Runtimes
from api.session_events import register_session_listeners
from api.settings import Settings, get_settings
from api.viewer_state.fast_path import install as install_viewer_state_fast_path

log = get_logger("api")


def create_app(settings: Settings | None = None, *, makers: SessionMakers | None = None,
               runtimes: Runtimes | None = None) -> FastAPI:
    """`runtimes` are built here (on `makers` when given) unless the process (or a test) already holds them."""
    settings = settings or get_settings()
    configure_logging(settings.log_level)
    register_session_listeners()
    install_route_index()
    owned = runtimes is None  # built here, so closed here; a process that passed its own closes them
    if runtimes is not None and makers is not None:
        raise TypeError("give the session makers to the runtimes (Runtimes.for_settings(settings, makers=…))")
    runtimes = runtimes or Runtimes.for_settings(settings, makers=makers)

    def install(target: FastAPI, *, request_ids: bool = True) -> None:
        """What the API and the file host share: settings, the runtimes (sessions, limits …), ids, the error
        envelope."""
        target.state.settings = settings
        target.state.runtimes = runtimes
        if request_ids:
            _install_request_ids(target)
        _install_error_handlers(target)

    public_docs = not settings.is_production  # the schema and Swagger UI are for developers, not the internet
    app = FastAPI(
        title="Glowdex API",
        version="0.1.0",
        lifespan=_lifespan(settings, runtimes if owned else None),
        openapi_url="/api/openapi.json" if public_docs else None,
        docs_url="/api/docs" if public_docs else None,
        redoc_url=None,
        # Starlette's slash redirect builds its Location from the request's Host header (a 307 to any host a
        # client names): a path with a stray slash is a 404 instead.
        redirect_slashes=False,
    )
    # Innermost: a cached answer still gets its request id, security headers and log line.
    cache = install_http_cache(app, runtimes.db.makers, runtimes, settings.http_cache_bytes)
    # Just outside it: the signed-in page's state call, from what the process keeps and the cache's feed drops.
    install_viewer_state_fast_path(app, cache, runtimes.db.makers, settings.http_cache_bytes > 0)
    app.add_middleware(UrlTextMiddleware)  # inside the request ids: its 422 carries one
    install(app)
    install_body_limits(app, settings)  # caps bodies before anything reads them
    app.add_middleware(SecurityHeadersMiddleware)  # outside the caps: their 413 carries the headers too
    app.add_middleware(TrustedProxyMiddleware, settings=settings)  # outermost: the real client, first
    if settings.files_url.startswith("local://"):
        from api.files.app import create_file_host

        # Mounted before the SPA's catch-all route; the outer app's middleware gives it request ids.
        app.mount("/files", create_file_host(settings, lambda host: install(host, request_ids=False)))

    from api.routes import mount_routes

    mount_routes(app, settings)
    return app


def _lifespan(settings: Settings, owned: Runtimes | None) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    """Size the event loop's thread pool (run by sync routes) once the loop runs (`Settings.request_threads`) and the
    lanes of the cheap writes and of the password routes (`Settings.cheap_write_threads`, `password_threads`); on
    shutdown, send the jobs still queued (a uvicorn worker
    process ends without running atexit) and close the runtimes the app built."""

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        anyio.to_thread.current_default_thread_limiter().total_tokens = settings.request_threads
        CHEAP_WRITES.open(settings.cheap_write_threads)
        PASSWORD_HASHES.open(settings.password_threads)
        try:
            yield
        finally:
            await anyio.to_thread.run_sync(SENDER.wait_idle, 2.0)
            if owned is not None:
                owned.close()

    return lifespan


def _install_request_ids(app: FastAPI) -> None:
    app.add_middleware(RequestIdMiddleware)


class RequestIdMiddleware:
    """Request ids and the one log line per API request, as plain ASGI: `@app.middleware("http")`
    (BaseHTTPMiddleware) ran every request through an extra task and stream, a large share of a trivial
    route's time under load."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        rid = client_request_id(scope) or new_request_id()
        scope.setdefault("state", {})["request_id"] = rid  # scope state: the 500 handler runs outside
        token = request_id_var.set(rid)
        structlog.contextvars.bind_contextvars(request_id=rid)
        started = time.perf_counter()
        status = 0

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                MutableHeaders(scope=message)["X-Request-Id"] = rid
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            structlog.contextvars.unbind_contextvars("request_id")
            request_id_var.reset(token)
        if scope["path"].startswith("/api/"):
            log.info("request", method=scope["method"], path=scope["path"], status=status,
                     ms=round((time.perf_counter() - started) * 1000, 1), request_id=rid)


_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")


def client_request_id(scope: Scope) -> str | None:
    """The client's (or nginx's) X-Request-Id when it is short and plain; anything else is replaced by our
    own id, so nothing a client sends is echoed or logged unchecked."""
    sent = next((v.decode("latin-1") for k, v in scope["headers"] if k == b"x-request-id"), "")
    return sent if _REQUEST_ID.fullmatch(sent) else None


def error_body(msg: str, code: str | None = None, errors: list[dict[str, str]] | None = None,
               **extra: object) -> dict[str, object]:
    body: dict[str, object] = {"status": False, "msg": msg}
    if code:
        body["code"] = code
    if errors:
        body["errors"] = errors
    body.update(extra)
    return body


def _field_name(loc: tuple[object, ...]) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "header", "path", "cookie")]
    return ".".join(parts) or "request"


def _install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(AppError)
    async def app_error(_request: Request, exc: AppError) -> JSONResponse:
        extra: dict[str, object] = {}
        headers: dict[str, str] = {}
        if isinstance(exc, NotAuthenticated):
            extra["auth"] = False
        if isinstance(exc, TooManyAttempts | ServiceUnavailable):
            headers["Retry-After"] = str(exc.retry_after)
        extra.update(exc.extra)
        errors = [{"field": e.field, "msg": e.msg} for e in exc.errors]
        log.info("app_error", code=exc.code, status=exc.status_code, msg=exc.msg)
        return JSONResponse(error_body(exc.msg, exc.code, errors, **extra), status_code=exc.status_code,
                            headers=headers)

    @app.exception_handler(RequestValidationError)
    async def validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [{"field": _field_name(tuple(e.get("loc", ()))), "msg": str(e.get("msg", "Invalid value."))
                   .removeprefix("Value error, ")} for e in exc.errors()]
        return JSONResponse(error_body("Please check the highlighted fields.", "invalid", errors), status_code=422)

    @app.exception_handler(BodyTooLarge)
    async def body_too_large(request: Request, exc: BodyTooLarge) -> JSONResponse:
        # A chunked body passed its route's cap while the app read it (api/body_limits.py): a 413, logged as one.
        return await app_error(request, PayloadTooLarge(exc.detail))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        messages = {404: "Nothing lives at this address.", 405: "This method is not allowed here."}
        msg = messages.get(exc.status_code, str(exc.detail))
        return JSONResponse(error_body(msg, "http_error"), status_code=exc.status_code,
                            headers=getattr(exc, "headers", None))

    @app.exception_handler(sa_exc.OperationalError)
    @app.exception_handler(sa_exc.InterfaceError)
    @app.exception_handler(sa_exc.TimeoutError)
    async def database_unavailable(request: Request, exc: Exception) -> JSONResponse:
        # The database is down, restarting, out of connections or locked past the busy timeout: the request
        # can succeed again shortly, so say so (503 + Retry-After) rather than "something went wrong".
        rid = getattr(request.state, "request_id", None) or request_id_var.get()
        log.warning("database_unavailable", error=repr(exc)[:300], request_id=rid)
        request.app.state.http_cache.database_failed()  # no kept page answers while the database is away
        return JSONResponse(error_body("Our database is unavailable for a moment. Please try again shortly.",
                                       "unavailable", request_id=rid),
                            status_code=503, headers={"Retry-After": "5", "X-Request-Id": rid})

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        rid = getattr(request.state, "request_id", None) or request_id_var.get()
        log.error("unhandled_error", error=repr(exc), request_id=rid, exc_info=exc)
        return JSONResponse(
            error_body(f"Something went wrong on our side. Quote request id {rid} if you contact us.",
                       "internal", request_id=rid),
            status_code=500,
            headers={"X-Request-Id": rid},
        )
