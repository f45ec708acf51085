"""Facebook goes through the same flow, configured by its own settings (here: the local provider)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.models import User
from api.settings import Settings
from tests.api.social_sign_in.conftest import consent
from tests.oidc_provider import VERIFIED, PkceEnforcing


@pytest.fixture
def settings(settings: Settings, provider: tuple[str, PkceEnforcing]) -> Settings:
    issuer, _ = provider
    return settings.model_copy(update={
        "facebook_client_id": "glowdex-fb", "facebook_client_secret": "fb-secret", "facebook_oidc_issuer": issuer,
        "facebook_token_endpoint": "",  # the local provider's discovery names its token endpoint
    })


def test_facebook_sign_in_creates_a_facebook_member(client: TestClient, session: Session) -> None:
    assert client.get("/api/user/social/start", params={"provider": "google"}).json()["code"] == "social_not_configured"
    body = consent(client, "google-verified", provider="facebook")
    assert body["redirect_uri"].endswith("/redirect_facebook")
    answer = client.post("/api/user/facebook_login", json=body).json()
    assert answer["status"] is True, answer
    user = session.get(User, answer["data"]["user_id"])
    assert user is not None and user.login_type == "facebook" and user.email == VERIFIED
