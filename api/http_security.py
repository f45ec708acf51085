"""Transport-level rules every answer shares: which peer's forwarded headers are believed, the security
headers, and refusing control characters in URLs (bodies are checked by `RequestBody`)."""

from __future__ import annotations

import json
from urllib.parse import parse_qsl

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from api.settings import Settings
from api.text_rules import CONTROL_MESSAGE, has_control_characters

# script-src 'self': no inline scripts and no eval (web/index.html and the Vite build have none; a test
# keeps it so). Styles may be inline: React and the search UI set style attributes.
CONTENT_SECURITY_POLICY = "; ".join((
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
))
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
}
# The interactive API docs (local and test profiles only) load Swagger UI with an inline script.
_NO_CSP_PATHS = ("/api/docs", "/api/docs/oauth2-redirect")


class TrustedProxyMiddleware:
    """Believe X-Forwarded-For / X-Forwarded-Proto only from `settings.trusted_proxies` (uvicorn's own
    proxy handling is off, see indexer/embedded.py). The client is the right-most forwarded address that
    is not itself a trusted proxy, so a client cannot choose its own address by sending the header."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings
        self._by_list: dict[str, ProxyHeadersMiddleware] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        trusted = self.settings.trusted_proxies.strip()
        if not trusted or scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        inner = self._by_list.get(trusted)
        if inner is None:
            inner = self._by_list[trusted] = ProxyHeadersMiddleware(self.app, trusted_hosts=trusted)  # type: ignore[arg-type]
        await inner(scope, receive, send)  # type: ignore[arg-type]


class SecurityHeadersMiddleware:
    """Adds the security headers to every answer (API, file host and SPA) unless a route set its own."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        skip_csp = scope["path"] in _NO_CSP_PATHS

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS.items():
                    if name not in headers and not (skip_csp and name == "Content-Security-Policy"):
                        headers[name] = value
            await send(message)

        await self.app(scope, receive, send_with_headers)


class UrlTextMiddleware:
    """Control characters (NUL, C0 other than tab/newline/return, bidi overrides) in the URL never reach a
    route, a file lookup or the database: in the path no page can exist (404); in the query string it is a
    422 naming the parameter."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if has_control_characters(scope.get("path", "")):
            await _json(send, 404, {"status": False, "msg": "Nothing lives at this address.", "code": "http_error"})
            return
        raw = scope.get("query_string", b"")
        bad = [name for name, value in parse_qsl(raw.decode("latin-1"), keep_blank_values=True, errors="replace")
               if has_control_characters(name) or has_control_characters(value)] if raw else []
        if bad:
            await _json(send, 422, {"status": False, "msg": "Please check the highlighted fields.", "code": "invalid",
                                    "errors": [{"field": "query" if has_control_characters(name) else name,
                                                "msg": CONTROL_MESSAGE} for name in bad]})
            return
        await self.app(scope, receive, send)


async def _json(send: Send, status: int, payload: dict[str, object]) -> None:
    body = json.dumps(payload).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
