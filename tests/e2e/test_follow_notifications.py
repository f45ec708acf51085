"""Follows and notifications end to end (issue 13 §1-2), in a real Chromium against `glowdex serve`.

Member A opens member B's profile and follows them (the button changes once the server agrees) → B writes a
review → it appears on A's home under "From members you follow" → B's header shows one unread message (the
embedded worker delivered the "follow" notification after the commit) → B opens /messages, marks it read →
the header's count is gone.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import new_account, seed_catalog, sign_in_as, unseed_catalog, wait_until

pytestmark = pytest.mark.e2e

TAG = uuid.uuid4().hex[:6]
PRODUCT = f"Follow Feed Serum {TAG}"


@pytest.fixture(scope="module")
def product_id(live_server: tuple[str, Path]) -> Iterator[int]:
    """A product of this module's own to review; removed with its reviews afterwards."""
    _url, data_dir = live_server
    ids, made = seed_catalog(data_dir, {}, {PRODUCT: (f"Follow Lab {TAG}", "Serums", 12.0, 30.0, [])}, source="e2e-follow")
    try:
        yield ids[PRODUCT]
    finally:
        unseed_catalog(data_dir, made)


def _unread(live_url: str, account: dict) -> int:
    with httpx.Client(base_url=live_url, timeout=15) as client:
        return int(client.get("/api/notification/unread_count", headers=account["headers"]).json()["data"]["unread_count"])


def test_follow_feed_notification_and_mark_read(page: Page, reader_page: Page, live_url: str,
                                                 outbox: Callable[[str], list[dict]], product_id: int):
    fan = new_account(live_url, outbox, prefix="e2e-follow", nickname=f"Fan {TAG}")
    author = new_account(live_url, outbox, prefix="e2e-follow", nickname=f"Author {TAG}")

    # A follows B from B's profile
    sign_in_as(page, live_url, fan)
    page.goto(f"{live_url}/userProfile/{author['user_id']}")
    button = page.get_by_test_id("follow-button")
    expect(button).to_have_text("Follow")
    expect(page.get_by_test_id("follower-count")).to_have_text("0 followers")
    button.click()
    expect(button).to_have_text("Following")
    expect(page.get_by_test_id("follower-count")).to_have_text("1 follower")

    # B writes a review → it is in A's followed feed on the home page
    title = f"Followed review {TAG}"
    with httpx.Client(base_url=live_url, timeout=15) as client:
        reply = client.post("/api/review/submit", headers=author["headers"], json={
            "product_id": product_id, "title": title, "content": "Soft and calm.", "rating": 5}).json()
    assert reply["status"] is True, reply
    page.goto(f"{live_url}/")
    feed = page.get_by_test_id("followed-content")
    expect(feed.get_by_role("link", name=title)).to_be_visible()
    expect(feed.get_by_role("link", name=f"Author {TAG}")).to_be_visible()

    # B was told, by the worker after the follow's commit
    wait_until(lambda: _unread(live_url, author) == 1, "the follow notification to be delivered")
    author_page = reader_page  # B's own browser storage
    sign_in_as(author_page, live_url, author)
    author_page.goto(f"{live_url}/messages")
    expect(author_page.get_by_test_id("unread-count")).to_have_text("1")
    message = author_page.get_by_test_id("notification")
    expect(message).to_have_count(1)
    expect(message).to_contain_text(f"Fan {TAG} started following you")
    expect(message.get_by_role("link")).to_have_attribute("href", f"/userProfile/{fan['user_id']}")
    message.get_by_role("button", name="Mark read").click()
    expect(message).to_have_attribute("data-status", "0")
    expect(author_page.get_by_test_id("unread-count")).to_have_count(0)
    # the server agrees: after a reload the message stays read and no count shows
    author_page.reload()
    expect(author_page.get_by_test_id("notification")).to_have_attribute("data-status", "0")
    expect(author_page.get_by_test_id("messages-link")).to_be_visible()
    expect(author_page.get_by_test_id("unread-count")).to_have_count(0)
    assert _unread(live_url, author) == 0
