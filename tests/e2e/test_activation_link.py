"""The activation e-mail's link, in a real Chromium under the served CSP (issue 13 §5): it fills the
activation screen's user id and code; the member clicks Activate and signs in. No CSP violation on the way."""

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


def test_the_mailed_link_fills_the_activation_screen(page: Page, live_url: str,
                                                     outbox: Callable[[str], list[dict]]) -> None:
    violations: list[str] = []
    page.on("console", lambda msg: violations.append(msg.text) if "Content Security Policy" in msg.text else None)
    email = f"e2e-link-{uuid.uuid4().hex[:10]}@example.com"
    reply = httpx.post(f"{live_url}/api/user/register", json={"email": email, "password": PASSWORD}, timeout=15).json()
    assert reply["status"] is True, reply
    [mail] = [m for m in outbox(email) if m.get("data", {}).get("purpose") == "activate"]
    link = re.search(r"https?://\S+/activate\?\S+", mail["body"])
    assert link, mail["body"]
    target = urlparse(link.group(0))

    page.goto(f"{live_url}{target.path}?{target.query}")
    expect(page.get_by_label("User ID")).to_have_value(str(reply["data"]["user_id"]))
    expect(page.get_by_label("Activation code")).to_have_value(str(mail["data"]["code"]))
    page.get_by_role("button", name="Activate").click()
    expect(page).to_have_url(re.compile(r"/signin$"))

    page.get_by_label("E-mail").fill(email)
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(re.compile(r"/userProfile/\d+$"))
    assert violations == []
