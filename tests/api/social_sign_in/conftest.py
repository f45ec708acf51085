"""The local OpenID provider the social sign-in tests sign in at, and the consent step every flow goes through."""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from fastapi.testclient import TestClient

from tests.oidc_provider import PkceEnforcing, default_users, running_provider


@pytest.fixture(scope="module")
def provider() -> Iterator[tuple[str, PkceEnforcing]]:
    with running_provider(default_users()) as running:
        yield running


def consent(client: TestClient, sub: str, provider: str = "google") -> dict[str, str]:
    """Start a flow and approve it at the provider as `sub`: the body the SPA posts back."""
    started = client.get("/api/user/social/start", params={"provider": provider}).json()
    assert started["status"] is True, started
    url = started["data"]["authorization_url"]
    assert "code_challenge_method=S256" in url and "code_verifier" not in url
    answer = httpx.post(url, data={"sub": sub}, follow_redirects=False)
    assert answer.status_code == 302, answer.text
    back = urlsplit(answer.headers["location"])
    query = parse_qs(back.query)
    return {"code": query["code"][0], "state": query["state"][0],
            "redirect_uri": f"{back.scheme}://{back.netloc}{back.path}"}
