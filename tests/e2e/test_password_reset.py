"""Forgot password end to end (issue 13 §3), in a real Chromium against `glowdex serve` with the built SPA:
sign-in screen → "Forgot password?" → e-mail → the reset mail in the outbox → its link → a new password
(a common one is refused at the field first) → /passwordResetSuccess → sign in with the new password; the
old one no longer works and the used link says so."""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import PASSWORD, new_account

pytestmark = pytest.mark.e2e

NEW_PASSWORD = "rosehip-Serum-4821"


def _sign_in(page: Page, email: str, password: str) -> None:
    page.get_by_label("E-mail").fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Sign in").click()


def test_forgot_password_mail_link_reset_and_sign_in(page: Page, live_url: str,
                                                     outbox: Callable[[str], list[dict]]) -> None:
    account = new_account(live_url, outbox, prefix="e2e-reset")
    email = account["email"]

    page.goto(f"{live_url}/signin")
    page.get_by_role("link", name="Forgot password?").click()
    expect(page).to_have_url(re.compile(r"/resetPasswordPage$"))
    # The address changes as the navigation starts; the sign-in form, with an "E-mail" field of its own, stays on
    # screen until the next screen's code has loaded (a router transition). Type into the form that asks for a link.
    expect(page.get_by_role("heading", name="Forgot your password?")).to_be_visible()
    page.get_by_label("E-mail").fill(email)
    page.get_by_role("button", name="Send me a link").click()
    expect(page.get_by_test_id("forgot-sent")).to_contain_text("If an account uses that address")

    mails = outbox(email, containing="/resetPasswordPage?token=", wait=30)
    assert mails, [m["subject"] for m in outbox(email)]
    link = re.search(r"https?://\S+/resetPasswordPage\?token=[A-Za-z0-9_-]+", mails[-1]["body"])
    assert link, mails[-1]["body"]
    target = urlparse(link.group(0))
    reset_url = f"{live_url}{target.path}?{target.query}"

    page.goto(reset_url)
    page.get_by_label("New password", exact=True).fill("password123")
    page.get_by_label("Confirm new password").fill("password123")
    page.get_by_role("button", name="Set new password").click()
    expect(page.get_by_label("New password", exact=True)).to_have_accessible_description(
        re.compile("most common passwords"))

    page.get_by_label("New password", exact=True).fill(NEW_PASSWORD)
    page.get_by_label("Confirm new password").fill(NEW_PASSWORD)
    page.get_by_role("button", name="Set new password").click()
    expect(page).to_have_url(re.compile(r"/passwordResetSuccess$"))

    page.get_by_role("link", name="Sign in").click()
    expect(page).to_have_url(re.compile(r"/signin$"))
    _sign_in(page, email, PASSWORD)
    expect(page.get_by_test_id("login-error")).to_be_visible()
    _sign_in(page, email, NEW_PASSWORD)
    expect(page).to_have_url(re.compile(rf"/userProfile/{account['user_id']}$"))

    page.goto(reset_url)  # the link worked once, and says so as it opens (issue 21 §7)
    expect(page.get_by_test_id("reset-invalid")).to_contain_text("already used")
    expect(page.get_by_label("New password", exact=True)).to_have_count(0)
    expect(page.get_by_role("link", name="Ask for a new link")).to_be_visible()
