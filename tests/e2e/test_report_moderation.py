"""Issue 20 §5 end to end, in a real Chromium against `glowdex serve`: a member reports another member's review
from its page → the report is in `glowdex moderation list` → a moderator rejects it → a third member no longer
sees the review, and its author sees why."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import glowdex, new_account, seed_catalog, sign_in_as, unseed_catalog

pytestmark = pytest.mark.e2e

TAG = uuid.uuid4().hex[:6]
PRODUCT = f"Calm Cica Balm {TAG}"


@pytest.fixture(scope="module")
def product_id(live_server: tuple[str, Path]) -> Iterator[int]:
    _url, data_dir = live_server
    ids, made = seed_catalog(data_dir, {"AQUA": ["solvent"], "GLYCERIN": ["humectant"]},
                             {PRODUCT: (f"Cica Lab {TAG}", f"Balms {TAG}", 12.0, 50.0, ["AQUA", "GLYCERIN"])},
                             source="e2e-report-moderation")
    yield ids[PRODUCT]
    unseed_catalog(data_dir, made)


def test_a_reported_review_rejected_by_a_moderator_disappears_for_others(
        page: Page, live_server: tuple[str, Path], outbox: Callable[[str], list[dict]], product_id: int):
    url, data_dir = live_server
    author, reporter, bystander = (new_account(url, outbox, prefix=p) for p in ("author", "reporter", "bystander"))
    with httpx.Client(base_url=url, timeout=15) as client:
        reply = client.post("/api/review/submit", headers=author["headers"], json={
            "product_id": product_id, "title": f"Rant {TAG}", "content": "Everyone who likes this is a fool.",
            "rating": 1}).json()
        assert reply["status"] is True, reply
    review_id = reply["data"]["review_id"]

    sign_in_as(page, url, reporter)
    page.goto(f"{url}/reviewDetail/{review_id}")
    expect(page.get_by_role("heading", name=f"Rant {TAG}")).to_be_visible()
    page.get_by_role("button", name="Report this review").click()
    page.get_by_label("Offensive or hateful").check()
    page.get_by_test_id("report-send").click()
    expect(page.get_by_test_id("report-done")).to_contain_text("a moderator will look at this review")

    listed = glowdex("moderation", "list", "--kind", "review", data_dir=data_dir)
    assert re.search(rf"review:{review_id}\b.*1 \(offensive×1\)", listed), listed
    glowdex("moderation", "reject", f"review:{review_id}", "--reason", "Insults other members", data_dir=data_dir)
    assert f"review:{review_id}" not in glowdex("moderation", "list", "--kind", "review", data_dir=data_dir)

    sign_in_as(page, url, bystander)
    page.goto(f"{url}/reviewDetail/{review_id}")
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()  # the API's 404
    expect(page.get_by_text(f"Rant {TAG}")).to_have_count(0)

    sign_in_as(page, url, author)
    page.goto(f"{url}/reviewDetail/{review_id}")
    expect(page.get_by_test_id("held-notice")).to_contain_text("Not published: Insults other members")
