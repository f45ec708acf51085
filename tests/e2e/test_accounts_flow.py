"""Accounts end to end, in a real Chromium against `glowdex serve` with the built SPA.

Sign up → activation code from the outbox → activate (signed in) → own profile → edit → reload keeps
it → log out → `/`. A wrong password shows the server's own message. A revoked token sends the
user to `/signin`.

Fixtures (tests/e2e/conftest.py): `live_url` (base URL of the served SPA + API), `page` (a Playwright
sync Page in Debian's Chromium) and `outbox(email)` (mails sent to that address, each with `to`,
`subject`, `body` and `data` holding `code` and `link`).
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import PASSWORD, new_account

pytestmark = pytest.mark.e2e



def _new_email() -> str:
    return f"e2e-{uuid.uuid4().hex[:12]}@example.com"


def _activation_mail(outbox: Callable[[str], list[dict]], email: str) -> dict:
    mails = [m for m in outbox(email) if m.get("data", {}).get("code")]
    assert mails, f"no activation mail for {email}"
    mail = mails[-1]
    assert re.fullmatch(r"\d{6}", str(mail["data"]["code"])), mail
    return mail


def _storage(page: Page, key: str) -> str | None:
    return page.evaluate("key => window.localStorage.getItem(key)", key)


def _sign_in(page: Page, live_url: str, email: str, password: str) -> None:
    page.goto(f"{live_url}/signin")
    page.get_by_label("E-mail").fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Sign in").click()


@pytest.fixture(scope="module")
def active_account(live_url: str, outbox: Callable[[str], list[dict]]) -> dict:
    """An activated account made through the API (the UI path is covered by the first test)."""
    return new_account(live_url, outbox, prefix="e2e-accounts")


def test_sign_up_activate_sign_in_edit_profile_and_log_out(
    page: Page, live_url: str, outbox: Callable[[str], list[dict]]
) -> None:
    email = _new_email()

    # the shared test server configures no social provider: the sign-in page's buttons say so and stay disabled…
    page.goto(f"{live_url}/signin")
    google = page.get_by_role("button", name=re.compile("Google"))
    expect(google).to_contain_text("not set up on this site")
    expect(google).to_be_disabled()
    # …and the sign-up page leaves them out (issue 21 §7).
    # Sign up: the chooser, then the e-mail form (outside the global layout).
    page.goto(f"{live_url}/signup")
    expect(page.get_by_role("link", name="Sign up with e-mail")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile("Google|Facebook"))).to_have_count(0)
    page.get_by_role("link", name="Sign up with e-mail").click()
    expect(page).to_have_url(f"{live_url}/signupWithEmail")
    page.get_by_label("E-mail").fill(email)
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_label("Confirm password").fill(PASSWORD)
    page.get_by_role("button", name="Create account").click()

    # Activation: the code comes from the outbox; this browser holds the sign-up, so the code alone activates
    # and signs in (the mailed link: test_activation_link.py).
    expect(page).to_have_url(f"{live_url}/activate")
    mail = _activation_mail(outbox, email)
    page.get_by_label("Activation code").fill(str(mail["data"]["code"]))
    page.get_by_role("button", name="Activate my account").click()
    expect(page).to_have_url(re.compile(r"/userProfile/\d+$"))
    user_id = page.url.rsplit("/", 1)[1]
    assert _storage(page, "userId") == user_id
    assert _storage(page, "token")

    # Edit the profile.
    page.get_by_role("button", name="Edit profile").click()
    form = page.get_by_test_id("profile-edit-form")
    form.get_by_label("Nickname").fill("Glow Tester")
    form.get_by_label("Bio").fill("Dry skin, loves ceramides.")
    form.get_by_label("Skin type").select_option("oily")
    form.get_by_label("Redness", exact=True).check()
    form.get_by_label("Dryness", exact=True).check()
    form.get_by_label("Keep my collection private").check()
    form.get_by_role("button", name="Save profile").click()
    expect(form).to_be_hidden()
    expect(page.get_by_test_id("profile-nickname")).to_have_text("Glow Tester")

    # Reload: everything comes back from the server.
    page.reload()
    expect(page.get_by_test_id("profile-nickname")).to_have_text("Glow Tester")
    expect(page.get_by_test_id("profile-bio")).to_have_text("Dry skin, loves ceramides.")
    expect(page.get_by_test_id("profile-skin-type")).to_have_text("Oily")
    expect(page.get_by_test_id("profile-concerns")).to_contain_text("Redness")
    expect(page.get_by_test_id("profile-concerns")).to_contain_text("Dryness")
    expect(page.get_by_test_id("profile-location")).to_have_text("Not set")  # a city is picked: test_browse_and_city
    expect(page.get_by_test_id("profile-collection")).to_have_text("Private")
    page.get_by_role("button", name="Edit profile").click()
    expect(page.get_by_label("Keep my collection private")).to_be_checked()
    expect(page.get_by_label("Redness", exact=True)).to_be_checked()

    # Account page, then log out: lands on `/`, identity gone.
    page.goto(f"{live_url}/account")
    expect(page.get_by_test_id("account-email")).to_have_text(email)
    page.get_by_test_id("logout-button").click()
    expect(page).to_have_url(f"{live_url}/")
    assert _storage(page, "token") is None
    assert _storage(page, "userId") is None
    expect(page.get_by_role("banner").get_by_role("link", name="Sign in")).to_be_visible()


def test_wrong_password_shows_the_server_message(page: Page, live_url: str, active_account: dict) -> None:
    page.goto(f"{live_url}/signin")
    page.get_by_label("E-mail").fill(active_account["email"])
    page.get_by_label("Password", exact=True).fill("wrongPass99")
    with page.expect_response(lambda r: r.url.endswith("/api/user/login")) as answer:
        page.get_by_role("button", name="Sign in").click()
    body = answer.value.json()
    assert body["status"] is False
    server_message = body.get("message") or body["msg"]
    assert server_message

    error = page.get_by_test_id("login-error")
    expect(error).to_have_text(server_message)
    expect(page).to_have_url(f"{live_url}/signin")
    assert _storage(page, "token") is None

    # Editing the form clears the error.
    page.get_by_label("Password", exact=True).fill("wrongPass999")
    expect(error).to_be_hidden()


def test_revoked_token_lands_on_signin(page: Page, live_url: str, active_account: dict) -> None:
    _sign_in(page, live_url, active_account["email"], PASSWORD)
    expect(page).to_have_url(f"{live_url}/userProfile/{active_account['user_id']}")
    token = _storage(page, "token")
    user_id = _storage(page, "userId")
    assert token and user_id == active_account["user_id"]

    # Revoke the browser's token behind its back.
    reply = httpx.post(f"{live_url}/api/user/logout", headers={"token": token, "userId": user_id}, timeout=15)
    assert reply.status_code == 200 and reply.json()["status"] is True, reply.text

    page.goto(f"{live_url}/account")
    expect(page).to_have_url(f"{live_url}/signin")
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()
    assert _storage(page, "token") is None
    assert _storage(page, "userId") is None
