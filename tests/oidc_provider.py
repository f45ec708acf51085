"""A real local OpenID provider for the social sign-in tests: `oidc-provider-mock` served on a free port.

The mock does not enforce PKCE itself (its authlib server registers no code-challenge extension), so it is
wrapped in a thin WSGI layer that plays the provider's PKCE part: it remembers the S256 `code_challenge` of
each authorization it answers and refuses a token request whose `code_verifier` does not match."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from urllib.parse import parse_qs, urlsplit

import oidc_provider_mock
import werkzeug.serving

VERIFIED = "verified@example.com"


def _s256(verifier: str) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()


class PkceEnforcing:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.challenges: dict[str, str] = {}
        self.token_requests: list[dict[str, list[str]]] = []

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        path = environ.get("PATH_INFO", "")
        if path == "/oauth2/authorize":
            challenge = parse_qs(environ.get("QUERY_STRING", "")).get("code_challenge", [""])[0]

            def remember(status: str, headers: list[tuple[str, str]], *rest: Any) -> Any:
                for name, value in headers:
                    if name.lower() == "location":
                        code = parse_qs(urlsplit(value).query).get("code", [""])[0]
                        if code and challenge:
                            self.challenges[code] = challenge
                return start_response(status, headers, *rest)

            return self.app(environ, remember)
        if path == "/oauth2/token":
            body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
            environ["wsgi.input"] = io.BytesIO(body)
            form = parse_qs(body.decode())
            self.token_requests.append(form)
            challenge = self.challenges.get(form.get("code", [""])[0])
            verifier = form.get("code_verifier", [""])[0]
            if challenge is not None and (not verifier or _s256(verifier) != challenge):
                payload = json.dumps({"error": "invalid_grant", "error_description": "PKCE verifier mismatch"})
                start_response("400 Bad Request", [("Content-Type", "application/json")])
                return [payload.encode()]
        return self.app(environ, start_response)


@contextmanager
def running_provider(users: Sequence[oidc_provider_mock.User] = ()) -> Iterator[tuple[str, PkceEnforcing]]:
    """(issuer URL, the PKCE layer) of a provider running on a background thread until the block ends."""
    app = PkceEnforcing(oidc_provider_mock.app(require_nonce=True, user_claims=users))
    server = werkzeug.serving.make_server("localhost", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
    thread.start()
    try:
        yield f"http://localhost:{server.server_port}", app
    finally:
        server.shutdown()
        thread.join()
        server.server_close()


def default_users() -> list[oidc_provider_mock.User]:
    return [
        oidc_provider_mock.User(sub="google-verified", claims={"email": VERIFIED, "email_verified": True,
                                                               "name": "Verified Member",
                                                               "picture": "https://provider.example/p.png"}),
        oidc_provider_mock.User(sub="google-unverified", claims={"email": "unverified@example.com",
                                                                 "email_verified": False}),
    ]
