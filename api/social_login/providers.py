"""Which providers are configured, and their endpoints (OIDC discovery, overridable per setting)."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Literal

import httpx

from api.errors import BusinessError
from api.settings import Settings

ProviderName = Literal["google", "facebook"]
LABELS: dict[str, str] = {"google": "Google", "facebook": "Facebook"}


@dataclass(frozen=True)
class Provider:
    name: str
    client_id: str
    client_secret: str
    issuer: str
    token_endpoint_override: str

    @property
    def label(self) -> str:
        return LABELS[self.name]


@dataclass(frozen=True)
class Endpoints:
    issuer: str
    authorization_endpoint: str
    token_endpoint: str
    jwks_uri: str


def provider(settings: Settings, name: str) -> Provider:
    """The provider's settings; one without a client id is not configured and refuses clearly."""
    if name not in LABELS:
        raise BusinessError("We don't know that sign-in provider.", code="social_unknown_provider")
    found = Provider(
        name=name,
        client_id=getattr(settings, f"{name}_client_id"),
        client_secret=getattr(settings, f"{name}_client_secret"),
        issuer=getattr(settings, f"{name}_oidc_issuer").rstrip("/"),
        token_endpoint_override=getattr(settings, f"{name}_token_endpoint"),
    )
    if not found.client_id:
        raise BusinessError(f"{found.label} sign-in is not configured on this site. Please use your e-mail.",
                            code="social_not_configured")
    return found


def configured(settings: Settings, name: str) -> bool:
    return bool(getattr(settings, f"{name}_client_id"))


class OidcDiscovery:
    """The issuers' discovery documents, fetched once per process and issuer (kept on the process's `Runtimes`)."""

    def __init__(self) -> None:
        self._discovered: dict[str, Endpoints] = {}
        self._lock = threading.Lock()

    def endpoints(self, settings: Settings, found: Provider) -> Endpoints:
        with self._lock:
            cached = self._discovered.get(found.issuer)
        if cached is None:
            url = f"{found.issuer}/.well-known/openid-configuration"
            try:
                doc = httpx.get(url, timeout=settings.social_http_timeout).raise_for_status().json()
                cached = Endpoints(issuer=str(doc["issuer"]).rstrip("/"),
                                   authorization_endpoint=str(doc["authorization_endpoint"]),
                                   token_endpoint=str(doc.get("token_endpoint") or ""),
                                   jwks_uri=str(doc["jwks_uri"]))
            except (httpx.HTTPError, ValueError, KeyError) as exc:
                raise BusinessError(f"{found.label} sign-in is unreachable right now. Please try again later.",
                                    code="social_provider_unavailable") from exc
            with self._lock:
                self._discovered[found.issuer] = cached
        if found.token_endpoint_override:
            return Endpoints(cached.issuer, cached.authorization_endpoint, found.token_endpoint_override,
                             cached.jwks_uri)
        return cached
