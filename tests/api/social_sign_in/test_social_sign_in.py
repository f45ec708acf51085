"""Google/Facebook sign-in end to end against a real local OpenID provider (tests/oidc_provider.py):
start → the provider's consent form → code and state back → /user/google_login."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.models import SocialAccount, User
from api.settings import Settings
from api.social_login import flow as flows
from tests.api.helpers import signed_in
from tests.api.social_sign_in.conftest import consent
from tests.oidc_provider import VERIFIED, PkceEnforcing


@pytest.fixture
def settings(settings: Settings, provider: tuple[str, PkceEnforcing]) -> Settings:
    issuer, _ = provider
    return settings.model_copy(update={
        "google_client_id": "glowdex-test", "google_client_secret": "test-secret", "google_oidc_issuer": issuer,
        "facebook_client_id": "",
    })


def google_login(client: TestClient, body: dict[str, str]) -> dict[str, Any]:
    answer = client.post("/api/user/google_login", json=body)
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def links(session: Session, user_id: int | None = None) -> int:
    query = select(func.count()).select_from(SocialAccount)
    if user_id is not None:
        query = query.where(SocialAccount.user_id == user_id)
    return int(session.scalar(query) or 0)


def test_providers_say_which_are_configured(client: TestClient) -> None:
    body = client.get("/api/user/social/providers").json()
    assert {p["provider"]: p["configured"] for p in body["data"]} == {"google": True, "facebook": False}


def test_a_provider_without_client_id_refuses_clearly(client: TestClient) -> None:
    started = client.get("/api/user/social/start", params={"provider": "facebook"}).json()
    assert started["status"] is False and started["code"] == "social_not_configured"
    body = client.post("/api/user/facebook_login", json={"code": "x", "redirect_uri": "x", "state": "x"}).json()
    assert body["status"] is False and body["code"] == "social_not_configured"
    assert "not configured" in body["message"]


def test_a_new_member_is_created_active_without_password_or_provider_picture(client: TestClient,
                                                                             session: Session) -> None:
    body = google_login(client, consent(client, "google-verified"))
    assert body["status"] is True, body
    user = session.get(User, body["data"]["user_id"])
    assert user is not None and user.is_active and user.login_type == "google"
    assert user.email == VERIFIED and user.password_hash is None and user.avatar == ""
    assert user.nickname and "verified" not in user.nickname.lower()
    info = client.get("/api/user/info", headers={"token": body["data"]["token"]}).json()
    assert info["status"] is True and info["data"]["user_id"] == user.id
    assert links(session, user.id) == 1


def test_a_linked_member_signs_in_again_as_the_same_member(client: TestClient, session: Session) -> None:
    first = google_login(client, consent(client, "google-verified"))
    second = google_login(client, consent(client, "google-verified"))
    assert second["status"] is True and second["data"]["user_id"] == first["data"]["user_id"]
    assert second["data"]["token"] != first["data"]["token"]
    assert links(session) == 1


def test_an_existing_email_account_is_linked_when_the_provider_verified_the_email(client: TestClient,
                                                                                 session: Session) -> None:
    headers = signed_in(client, session, VERIFIED)
    body = google_login(client, consent(client, "google-verified"))
    assert body["status"] is True and str(body["data"]["user_id"]) == headers["userId"]
    assert links(session, int(headers["userId"])) == 1


def test_an_unverified_email_is_refused_and_nothing_is_linked(client: TestClient, session: Session) -> None:
    headers = signed_in(client, session, "unverified@example.com")
    body = google_login(client, consent(client, "google-unverified"))
    assert body["status"] is False and body["code"] == "social_email_unverified", body
    assert "confirmed the e-mail" in body["message"]
    assert links(session, int(headers["userId"])) == 0 and links(session) == 0


def test_an_unverified_email_creates_no_member(client: TestClient, session: Session) -> None:
    body = google_login(client, consent(client, "google-unverified"))
    assert body["status"] is False and body["code"] == "social_email_unverified"
    assert session.scalar(select(User).where(User.email == "unverified@example.com")) is None


def test_a_wrong_state_is_refused(client: TestClient, session: Session) -> None:
    body = consent(client, "google-verified")
    refused = google_login(client, {**body, "state": body["state"] + "x"})
    assert refused["status"] is False and refused["code"] == "social_state_mismatch"
    assert links(session) == 0


def test_a_login_without_the_flow_cookie_is_refused(client: TestClient) -> None:
    body = consent(client, "google-verified")
    client.cookies.clear()
    refused = google_login(client, body)
    assert refused["status"] is False and refused["code"] == "social_state_mismatch"


def test_a_replayed_state_is_refused(client: TestClient, session: Session) -> None:
    body = consent(client, "google-verified")
    sealed = client.cookies.get(flows.COOKIE)
    assert google_login(client, body)["status"] is True
    assert google_login(client, body)["code"] == "social_state_mismatch"  # the flow cookie is gone
    client.cookies.set(flows.COOKIE, sealed or "", path=flows.COOKIE_PATH)  # an attacker kept it
    replay = google_login(client, body)
    assert replay["status"] is False and replay["code"] == "social_login_failed"  # the code was redeemed once
    assert links(session) == 1


def test_a_wrong_code_is_refused(client: TestClient, session: Session) -> None:
    body = consent(client, "google-verified")
    refused = google_login(client, {**body, "code": "not-a-code"})
    assert refused["status"] is False and refused["code"] == "social_login_failed"
    assert links(session) == 0


def test_the_pkce_verifier_is_sent_and_a_wrong_one_fails_at_the_provider(
        client: TestClient, session: Session, settings: Settings, provider: tuple[str, PkceEnforcing]) -> None:
    _, pkce = provider
    body = consent(client, "google-verified")
    real = flows.open_flow(settings, client.cookies.get(flows.COOKIE), "google", body["state"])
    forged = flows.Flow(provider="google", state=real.state, verifier="a-different-verifier-" + "x" * 40,
                        nonce=real.nonce, redirect_uri=real.redirect_uri)
    client.cookies.clear()  # the browser now holds the forged flow only
    client.cookies.set(flows.COOKIE, flows.seal(settings, forged), path=flows.COOKIE_PATH)
    refused = google_login(client, body)
    assert refused["status"] is False and refused["code"] == "social_login_failed"
    assert pkce.token_requests[-1]["code_verifier"] == [forged.verifier]
    assert links(session) == 0

    client.cookies.clear()
    good = consent(client, "google-verified")
    sealed = client.cookies.get(flows.COOKIE)
    assert google_login(client, good)["status"] is True
    assert pkce.token_requests[-1]["code_verifier"] == [flows.open_flow(settings, sealed, "google", good["state"]).verifier]


def test_a_redirect_uri_other_than_the_flows_is_refused(client: TestClient) -> None:
    body = consent(client, "google-verified")
    refused = google_login(client, {**body, "redirect_uri": "https://evil.example/redirect_google"})
    assert refused["status"] is False and refused["code"] == "social_state_mismatch"
