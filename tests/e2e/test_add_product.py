"""Issue 26 §1 end to end, in a real Chromium against `glowdex serve`: a member looks for a product the catalogue
lacks, follows "Can't find it? Add it", fills the form (brand picked, list pasted, its analysis previewed), is
offered the brand's close product first ("Is it one of these?") and declines it; her product is hers at once,
"awaiting review", and she reviews it. Another member cannot see it until an admin accepts it with `glowdex
moderation`, then can; the submitter is told. Signed out, the link asks to sign in, with the reason. Screenshots of
the form at 1280 and 390 px land in test-results/ for a person to look at."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import (
    ROOT,
    choose_stars,
    glowdex,
    new_account,
    seed_catalog,
    sign_in_as,
    unseed_catalog,
    wait_until,
)

pytestmark = pytest.mark.e2e

TAG = uuid.uuid4().hex[:6]
BRAND = f"Veil Lab {TAG}"
THERE = f"Moonveil Serum {TAG}"  # in the catalogue
MINE = f"Moonveil Serum Rich {TAG}"  # hers: not in it
LABEL = ["AQUA", "GLYCERIN", "NIACINAMIDE", "PANTHENOL", "SQUALANE", "TOCOPHEROL", "PHENOXYETHANOL"]
PASTED = "Water, Glycerin, Niacinamide, Squalane, Shea Butter, Panthenol, Tocopherol, Phenoxyethanol"
SHOTS = ROOT / "test-results"
ADDED: list[int] = []  # her product, accepted by the test: removed with the seeded ones (modules after this one count products)


@pytest.fixture(scope="module")
def seeded(live_server: tuple[str, Path]) -> Iterator[int]:
    _url, data_dir = live_server
    inci = {name: ["humectant"] for name in LABEL}
    ids, made = seed_catalog(data_dir, inci, {THERE: (BRAND, f"Serums {TAG}", 18.0, 30.0, LABEL)},
                             source="e2e-add-product")

    def suggested() -> bool:  # the worker carries the new brand to the index after a while
        answer = httpx.get(f"{_url}/api/search/autocomplete", params={"q": BRAND, "kinds": "brand"}, timeout=15)
        return any(s["text"] == BRAND for s in answer.json()["data"] or [])

    wait_until(suggested, "the seeded brand to be suggested", timeout=120)
    yield ids[THERE]
    # her product goes too (accepted, it would be one more niacinamide product in the modules after this one); the
    # brand stays: her message names it
    unseed_catalog(data_dir, {**made, "products": [*made["products"], *ADDED], "brands": []})


def _shot(page: Page, name: str, width: int) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.set_viewport_size({"width": width, "height": 900})
    page.screenshot(path=str(SHOTS / f"add-product-{name}-{width}.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= width, f"{name} pans sideways at {width} px"


def _unread(url: str, account: dict) -> int:
    with httpx.Client(base_url=url, timeout=15) as client:
        return int(client.get("/api/notification/unread_count",
                              headers=account["headers"]).json()["data"]["unread_count"])


def test_a_member_adds_a_missing_product_reviews_it_and_others_see_it_once_accepted(
        page: Page, reader_page: Page, live_server: tuple[str, Path], outbox: Callable[[str], list[dict]],
        seeded: int):
    url, data_dir = live_server
    member, other = new_account(url, outbox, prefix="adder"), new_account(url, outbox, prefix="other")

    sign_in_as(page, url, member)
    page.goto(f"{url}/ntn/search?keyword={MINE.replace(' ', '+')}")
    page.get_by_test_id("add-product-link").first.click()
    expect(page).to_have_url(re.compile(r"/addProduct\?name="))
    form = page.get_by_role("form", name="Add a product")
    expect(form.get_by_label("Product name")).to_have_value(MINE)

    # nothing is sent incomplete
    form.get_by_test_id("check-product").click()
    expect(page.get_by_test_id("brand-error")).to_be_visible()

    form.get_by_role("combobox", name="Brand").fill(f"Veil Lab {TAG}"[:8])
    page.get_by_role("option", name=BRAND).click()
    form.get_by_label("Amount").first.fill("30")
    form.get_by_label("Amount").nth(1).fill("21,50")
    form.get_by_label("Ingredient list").fill(PASTED)
    preview = page.get_by_test_id("analysis-preview")
    expect(preview).to_contain_text("What we read in this list")
    expect(preview).to_contain_text(re.compile(r"\d+ of \d+"))
    _shot(page, "form", 1280)
    _shot(page, "form", 390)
    page.set_viewport_size({"width": 1280, "height": 900})

    # "Is it one of these?": the brand's close product first; she declines it
    form.get_by_test_id("check-product").click()
    check = page.get_by_test_id("match-candidates")
    expect(check.get_by_role("heading", name="Is it one of these?")).to_be_visible()
    expect(check.get_by_test_id("match-candidate")).to_have_count(1)
    expect(check.get_by_test_id("match-candidate")).to_contain_text(THERE)
    _shot(page, "candidates", 390)
    page.set_viewport_size({"width": 1280, "height": 900})
    with page.expect_response(lambda r: r.url.endswith("/api/product/submit")) as answer:
        page.get_by_role("button", name="No, none of these: add mine").click()
    assert answer.value.status == 200, answer.value.text()
    product_id = int(answer.value.json()["data"]["product_id"])
    ADDED.append(product_id)
    done = page.get_by_test_id("product-added")
    expect(done.get_by_test_id("awaiting-review")).to_have_text("Awaiting review")
    _shot(page, "added", 1280)
    _shot(page, "added", 390)
    page.set_viewport_size({"width": 1280, "height": 900})

    # hers at once: she reviews it, and her product page says it awaits review
    page.get_by_test_id("review-added").click()
    review = page.get_by_test_id("review-form")
    expect(review.get_by_test_id("review-product")).to_contain_text(MINE)
    choose_stars(review, 4)
    review.get_by_label("Title").fill(f"Rich and calm {TAG}")
    review.get_by_label("Your review").fill("Thicker than the plain serum; no pilling under sunscreen.")
    page.get_by_role("button", name="Publish review").click()
    expect(page).to_have_url(re.compile(r"/reviewSuccess\?review_id=\d+"))
    page.goto(f"{url}/productDetail/{product_id}")
    expect(page.get_by_role("heading", name=MINE)).to_be_visible()
    expect(page.get_by_test_id("product-status")).to_contain_text("Awaiting review")
    expect(page.get_by_text(f"Rich and calm {TAG}")).to_be_visible()

    # another member: nothing until a moderator accepts it
    sign_in_as(reader_page, url, other)
    reader_page.goto(f"{url}/productDetail/{product_id}")
    expect(reader_page.get_by_role("heading", name="Page not found")).to_be_visible()
    expect(reader_page.get_by_text(MINE)).to_have_count(0)

    assert re.search(rf"product:{product_id}\b", glowdex("moderation", "list", "--kind", "product",
                                                          data_dir=data_dir))
    glowdex("moderation", "accept", f"product:{product_id}", data_dir=data_dir)
    reader_page.goto(f"{url}/productDetail/{product_id}")
    expect(reader_page.get_by_role("heading", name=MINE)).to_be_visible()
    expect(reader_page.get_by_test_id("product-status")).to_have_count(0)

    # she is told
    # as the command ends: it ran its own jobs (indexer/cli_jobs.py), not left them to the server's sweeper
    assert _unread(url, member) >= 1
    page.goto(f"{url}/messages")
    message = page.get_by_test_id("notification").filter(has_text=MINE)
    expect(message).to_contain_text(f"Your product “{MINE}” was accepted")
    message.get_by_role("link").click()
    expect(page).to_have_url(f"{url}/productDetail/{product_id}")


def _spaced(page: Page) -> None:
    """The link keeps its space from what is above and below it on a page opened fresh: its style once lived with
    the form's, loaded only with /addProduct, so on search and compare it touched the input and the hint."""
    margins = page.get_by_test_id("add-product-link").first.evaluate(
        "el => { const s = getComputedStyle(el); return [s.display, s.marginTop, s.marginBottom]; }")
    assert margins == ["inline-block", "8px", "8px"], margins


def test_signed_out_the_link_asks_to_sign_in_with_the_reason(browser: Browser, live_url: str, seeded: int):
    for width in (1280, 390):
        context = browser.new_context(viewport={"width": width, "height": 900})
        context.set_default_timeout(15_000)
        page = context.new_page()
        page.goto(f"{live_url}/compare")
        expect(page.get_by_test_id("add-product-link")).to_be_visible()
        _spaced(page)
        page.goto(f"{live_url}/ntn/search?keyword=zorblax{TAG}")
        expect(page.get_by_test_id("search-empty")).to_be_visible(timeout=15_000)
        _spaced(page)
        page.get_by_test_id("add-product-link").first.click()
        expect(page).to_have_url(f"{live_url}/signin")
        expect(page.get_by_test_id("signin-reason")).to_have_text("Sign in to add a product to the catalogue.")
        _shot(page, "signed-out", width)
        context.close()
