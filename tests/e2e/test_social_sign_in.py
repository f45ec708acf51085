"""Social sign-in in the browser: the served app has the local OpenID provider (tests/oidc_provider.py) as its
"google"; Continue with Google → the provider's consent page → /redirect_google → signed in."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import oidc_provider_mock
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import free_port, serving
from tests.oidc_provider import running_provider

pytestmark = pytest.mark.e2e
MEMBER_EMAIL = "e2e-social@example.com"


@pytest.fixture(scope="module")
def social_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """(app URL, provider URL): a server of this module's own, configured with the provider as Google."""
    users = [oidc_provider_mock.User(sub="e2e-google-member",
                                     claims={"email": MEMBER_EMAIL, "email_verified": True})]
    with running_provider(users) as (issuer, _pkce):
        port = free_port()
        data_dir: Path = tmp_path_factory.mktemp("e2e-social")
        env = {"GOOGLE_CLIENT_ID": "glowdex-e2e", "GOOGLE_CLIENT_SECRET": "e2e-secret", "GOOGLE_OIDC_ISSUER": issuer,
               "PUBLIC_BASE_URL": f"http://127.0.0.1:{port}"}
        with serving(data_dir, env, port=port) as url:
            yield url, issuer


def test_continue_with_google_signs_a_new_member_in(page: Page, social_app: tuple[str, str]) -> None:
    url, issuer = social_app
    page.goto(f"{url}/signup")
    expect(page.get_by_role("button", name="Continue with Google")).to_be_enabled()
    expect(page.get_by_role("button", name=re.compile("Facebook"))).to_have_count(0)  # not set up: not offered
    page.get_by_role("button", name="Continue with Google").click()

    page.wait_for_url(re.compile(re.escape(issuer) + r"/oauth2/authorize\?.*code_challenge_method=S256"))
    expect(page.get_by_role("heading", name="Authorize Client")).to_be_visible()
    page.get_by_role("button", name="e2e-google-member").click()

    page.wait_for_url(re.compile(re.escape(url) + r"/userProfile/\d+"))
    expect(page.get_by_test_id("account-menu")).to_contain_text("My Glowdex")
    token, user_id = page.evaluate("() => [localStorage.getItem('token'), localStorage.getItem('userId')]")
    info = httpx.get(f"{url}/api/user/info", headers={"token": token, "userId": user_id}).json()
    assert info["status"] is True and info["data"]["login_type"] == "google"
    assert info["data"]["email"] == MEMBER_EMAIL and info["data"]["avatar"] == ""


def test_denying_at_the_provider_says_the_sign_in_was_cancelled(page: Page, social_app: tuple[str, str]) -> None:
    url, issuer = social_app
    page.goto(f"{url}/signup")
    page.get_by_role("button", name="Continue with Google").click()
    page.wait_for_url(re.compile(re.escape(issuer) + r"/oauth2/authorize"))
    page.get_by_role("button", name="Deny").click()

    page.wait_for_url(re.compile(re.escape(url) + r"/redirect_google\?.*error=access_denied"))
    expect(page.get_by_test_id("social-redirect-error")).to_contain_text("You cancelled the Google sign-in")
    expect(page.get_by_test_id("account-menu")).to_have_count(0)


def test_google_sign_in_comes_back_to_the_page_that_asked(page: Page, social_app: tuple[str, str]) -> None:
    """Issue 21 §2: signing in with Google, like any sign-in, returns to the page that sent the member to it."""
    url, issuer = social_app
    page.goto(f"{url}/messages")
    expect(page).to_have_url(f"{url}/signin")
    expect(page.get_by_test_id("signin-reason")).to_have_text("Sign in to read your messages.")
    page.get_by_role("button", name="Continue with Google").click()
    page.wait_for_url(re.compile(re.escape(issuer) + r"/oauth2/authorize\?"))
    page.get_by_role("button", name="e2e-google-member").click()
    page.wait_for_url(f"{url}/messages")
    expect(page.get_by_test_id("account-menu")).to_contain_text("My Glowdex")
