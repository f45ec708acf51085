"""Activation in a real Chromium under the served CSP (issue 20 §1, issue 21 §7): the mailed link activates with one
press and signs the member in; registering one address twice leaves only the owner's password working. No CSP
violation on the way."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from urllib.parse import urlparse

import httpx
import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

PASSWORD = "glowUp2025"
ATTACKER_PASSWORD = "attacker1pass"


def _sign_up(page: Page, live_url: str, email: str) -> None:
    page.goto(f"{live_url}/signupWithEmail")
    page.get_by_label("E-mail").fill(email)
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_label("Confirm password").fill(PASSWORD)
    page.get_by_role("button", name="Create account").click()
    expect(page).to_have_url(f"{live_url}/activate")


def _newest_link(outbox: Callable[[str], list[dict]], email: str, containing: str = "") -> str:
    mails = [m for m in outbox(email, containing=containing) if m.get("data", {}).get("purpose") == "activate"]
    assert mails, f"no activation mail for {email}"
    assert mails[-1]["subject"] == "Activate your Glowdex account"
    link = re.search(r"https?://\S+/activate\?token=\S+", mails[-1]["body"])
    assert link, mails[-1]["body"]
    return link.group(0)


def _sign_in(page: Page, live_url: str, email: str, password: str) -> None:
    page.goto(f"{live_url}/signin")
    page.get_by_label("E-mail").fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Sign in").click()


def test_the_mailed_link_activates_with_one_press_and_signs_in(page: Page, live_url: str,
                                                              outbox: Callable[[str], list[dict]]) -> None:
    violations: list[str] = []
    page.on("console", lambda msg: violations.append(msg.text) if "Content Security Policy" in msg.text else None)
    email = f"e2e-link-{uuid.uuid4().hex[:10]}@example.com"
    _sign_up(page, live_url, email)
    link = urlparse(_newest_link(outbox, email))
    assert f"{link.scheme}://{link.netloc}" == live_url  # the address the server answers on

    page.goto(f"{live_url}{link.path}?{link.query}")
    expect(page.get_by_text("Press “Activate my account” to finish signing up")).to_be_visible()
    page.get_by_role("button", name="Activate my account").click()
    expect(page).to_have_url(re.compile(r"/userProfile/\d+$"))
    assert page.evaluate("() => localStorage.getItem('token')")
    assert violations == []


def test_registering_one_address_twice_leaves_only_the_owners_password(page: Page, live_url: str,
                                                                       outbox: Callable[[str], list[dict]]) -> None:
    """Issue 20 §1: the owner signs up; a stranger signs up the same address with his password before she
    activates. She opens the NEWEST mail (his sign-up) on her browser: it asks the password of the sign-up, hers
    activates her own. Afterwards only her password signs in."""
    email = f"e2e-twice-{uuid.uuid4().hex[:10]}@example.com"
    _sign_up(page, live_url, email)
    stranger = httpx.post(f"{live_url}/api/user/register", json={"email": email, "password": ATTACKER_PASSWORD},
                          timeout=15).json()
    assert stranger["status"] is True, stranger
    newest = urlparse(_newest_link(outbox, email, containing="more than once"))  # the stranger's, once it is sent

    page.goto(f"{live_url}{newest.path}?{newest.query}")
    page.get_by_role("button", name="Activate my account").click()
    page.get_by_label("Password you chose at sign-up").fill(PASSWORD)
    page.get_by_role("button", name="Activate my account").click()
    expect(page).to_have_url(re.compile(r"/userProfile/\d+$"))

    page.evaluate("() => localStorage.clear()")
    _sign_in(page, live_url, email, ATTACKER_PASSWORD)
    expect(page.get_by_text("Incorrect e-mail or password.")).to_be_visible()
    _sign_in(page, live_url, email, PASSWORD)
    expect(page).to_have_url(re.compile(r"/userProfile/\d+$"))
