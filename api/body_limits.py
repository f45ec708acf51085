"""Request-body caps per path, enforced before the app reads a byte (architecture.md §3a).

A pure ASGI middleware, outermost of ours: a declared `Content-Length` above the cap is answered 413
at once, without reading the body; a chunked (or lying) body is counted as it streams, and the moment
it passes the cap the read fails with `BodyTooLarge`, which the app's error handler answers (and logs) as
that 413 (api/app.py); should anything in the app answer otherwise, its answer is discarded and the client
still gets the same 413 in our envelope. nginx applies the same caps first (`client_max_body_size` per location in
deploy/nginx.conf); this layer covers the embedded profile and anything that reaches the app directly.

Starlette/FastAPI's own `max_body_size` was not used: it only refuses once the app reads the body
(the app runs first) and answers in its own body format, not `{"status", "msg", "code"}`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from fastapi import FastAPI
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.errors import PayloadTooLarge
from api.settings import Settings

UPLOAD_PATH = "/files/file/upload"
LABEL_PATH = "/api/product/analyze_image"  # a label photo: the upload's cap (api/labels/router.py)
MULTIPART_OVERHEAD = 64 * 1024  # the boundary and part headers around the one file field


def _mb(limit: int) -> str:
    return f"{limit / (1024 * 1024):.0f} MB" if limit >= 1024 * 1024 else f"{max(1, limit // 1024)} KB"


def too_large_message(limit: int) -> str:
    return f"That request is too large (at most {_mb(limit)})."


class BodyTooLarge(HTTPException):
    """Raised into the app by `receive` once the streamed body passes the cap. An `HTTPException` because FastAPI
    re-raises those from its body parsing and turns any other error there into a 400."""

    def __init__(self, limit: int) -> None:
        super().__init__(413, too_large_message(limit))


def _declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None  # the server refuses a malformed length itself; counting still applies
    return None


async def _send_too_large(send: Send, limit: int) -> None:
    body = json.dumps({"status": False, "msg": too_large_message(limit), "code": PayloadTooLarge.code}).encode()
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})


class BodyLimitMiddleware:
    """`limits`: (path prefix, max bytes), longest prefix wins; `default` for every other path."""

    def __init__(self, app: ASGIApp, *, limits: Iterable[tuple[str, int]], default: int) -> None:
        self.app = app
        self.limits = sorted(limits, key=lambda rule: len(rule[0]), reverse=True)
        self.default = default

    def limit_for(self, path: str) -> int:
        return next((limit for prefix, limit in self.limits if path.startswith(prefix)), self.default)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.limit_for(scope["path"])
        declared = _declared_length(scope)
        if declared is not None and declared > limit:
            await _send_too_large(send, limit)  # nothing of the body has been read
            return

        received = 0
        exceeded = False
        started = False

        async def counted_receive() -> Message:
            nonlocal received, exceeded
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    exceeded = True
                    raise BodyTooLarge(limit)
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if exceeded and not started:
                return  # the app's answer to a body we cut off is replaced by our 413
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counted_receive, guarded_send)
        except Exception:
            if not exceeded or started:
                raise
        if exceeded and not started:
            await _send_too_large(send, limit)


def install_body_limits(app: FastAPI, settings: Settings) -> None:
    """The caps per route (nginx mirrors them): uploads and label photos get the upload cap, every other body the
    JSON cap."""
    app.add_middleware(BodyLimitMiddleware, default=settings.max_json_body_bytes,
                       limits=[(path, settings.max_upload_bytes + MULTIPART_OVERHEAD) for path in (UPLOAD_PATH, LABEL_PATH)])
