"""A started sign-in, held by the browser in a short-lived signed cookie.

`state`, the PKCE verifier and the nonce never leave the server except inside this HttpOnly cookie, signed
(HS256 over SECRET_KEY) so the browser can't alter it, and expiring after `social_flow_ttl_seconds`. The
cookie is cleared by every sign-in attempt. A replay of an old cookie with its state can only redeem the
code issued for that very flow (the provider checks the PKCE verifier against the challenge it saw), and
providers redeem a code once."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass

import jwt

from api.errors import BusinessError
from api.settings import Settings

COOKIE = "glowdex_social_flow"
COOKIE_PATH = "/api/user"
_AUDIENCE = "glowdex-social-flow"
STATE_MISMATCH = "This sign-in link is no longer valid (it expired or was opened in another browser). Please start again."


@dataclass(frozen=True)
class Flow:
    provider: str
    state: str
    verifier: str
    nonce: str
    redirect_uri: str

    @property
    def challenge(self) -> str:
        """PKCE S256: base64url(sha256(verifier)) without padding."""
        digest = hashlib.sha256(self.verifier.encode("ascii")).digest()
        return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def new_flow(provider: str, redirect_uri: str) -> Flow:
    return Flow(provider=provider, state=secrets.token_urlsafe(32), verifier=secrets.token_urlsafe(64),
                nonce=secrets.token_urlsafe(32), redirect_uri=redirect_uri)


def _key(settings: Settings) -> bytes:
    """A key of its own for these cookies, derived from SECRET_KEY (and long enough for HS256)."""
    return hashlib.sha256(b"glowdex-social-flow:" + settings.secret_key.encode()).digest()


def seal(settings: Settings, flow: Flow) -> str:
    now = int(time.time())
    claims = {"aud": _AUDIENCE, "iat": now, "exp": now + settings.social_flow_ttl_seconds, "p": flow.provider,
              "s": flow.state, "v": flow.verifier, "n": flow.nonce, "r": flow.redirect_uri}
    return jwt.encode(claims, _key(settings), algorithm="HS256")


def open_flow(settings: Settings, sealed: str | None, provider: str, state: str) -> Flow:
    """The flow this browser started, if `state` is the one it was given; otherwise a clear refusal."""
    if not sealed:
        raise BusinessError(STATE_MISMATCH, code="social_state_mismatch")
    try:
        claims = jwt.decode(sealed, _key(settings), algorithms=["HS256"], audience=_AUDIENCE,
                            options={"require": ["exp", "aud"]})
    except jwt.PyJWTError as exc:
        raise BusinessError(STATE_MISMATCH, code="social_state_mismatch") from exc
    if claims.get("p") != provider or not hmac.compare_digest(str(claims.get("s", "")), state):
        raise BusinessError(STATE_MISMATCH, code="social_state_mismatch")
    return Flow(provider=provider, state=state, verifier=str(claims["v"]), nonce=str(claims["n"]),
                redirect_uri=str(claims["r"]))
