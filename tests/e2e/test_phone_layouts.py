"""Phones (issue 21 §4, §5) in a real Chromium at 390×844: browse shows results first (filters in a drawer with a live
count) and its brand facet is disjunctive (the brands not picked stay, with their counts); product, compare and
find-dupe never pan sideways (compare's table scrolls inside itself, its first column sticky); the signed-in header is
one row at 1280 px and its menu logs out, on a phone too.

The module seeds a small catalogue of its own (two brands, a dupe pair) and removes it when done.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import glowdex, new_account, seed_catalog, sign_in_as, unseed_catalog, wait_until

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
INCI: dict[str, list[str]] = {
    "AQUA": ["solvent"], "GLYCERIN": ["humectant"], "NIACINAMIDE": ["skin conditioning"],
    "ZINC PCA": ["humectant"], "PANTHENOL": ["skin conditioning"], "BUTYLENE GLYCOL": ["humectant", "solvent"],
    "PHENOXYETHANOL": ["preservative"], "PARFUM": ["perfuming"], "RETINOL": ["skin conditioning"],
}
ORIGINAL = "Pocketglow Ultrahydrating Niacinamide Concentrate"
DUPE = "Thriftphone Supermoisturising Niacinamide Drops"
PRODUCTS: dict[str, tuple[str, str, float, float, list[str]]] = {
    ORIGINAL: ("Pocketglow Lab", "Face Serums", 36.0, 30.0,
               ["AQUA", "NIACINAMIDE", "ZINC PCA", "GLYCERIN", "BUTYLENE GLYCOL", "PANTHENOL", "PHENOXYETHANOL"]),
    DUPE: ("Thriftphone", "Face Serums", 8.0, 30.0,
           ["AQUA", "NIACINAMIDE", "ZINC PCA", "GLYCERIN", "BUTYLENE GLYCOL", "PANTHENOL", "PARFUM"]),
    "Pocketglow Retinol Night Cream": ("Pocketglow Lab", "Face Creams", 48.0, 50.0,
                                       ["AQUA", "RETINOL", "GLYCERIN", "PHENOXYETHANOL"]),
    "Pocketglow Barrier Balm": ("Pocketglow Lab", "Face Creams", 29.0, 50.0, ["AQUA", "GLYCERIN", "PANTHENOL"]),
    "Thriftphone Microexfoliating Zinc Toner": ("Thriftphone", "Toners", 6.0, 100.0, ["AQUA", "ZINC PCA", "NIACINAMIDE", "PARFUM"]),
}


@pytest.fixture(scope="module")
def catalog(live_server: tuple[str, Path]) -> Iterator[dict[str, int]]:
    url, data_dir = live_server
    ids, made = seed_catalog(data_dir, INCI, PRODUCTS, source="e2e-phones")
    try:
        glowdex("search", "sync", data_dir=data_dir, timeout=120)
        glowdex("similarity", "rebuild", data_dir=data_dir, timeout=120)
        with httpx.Client(base_url=url, timeout=15) as client:
            def dupes_ready() -> bool:
                items = client.get("/api/product/dupes", params={"product_id": ids[ORIGINAL]}).json()["data"]["items"]
                return any(i["product"]["product_id"] == ids[DUPE] for i in items)

            def indexed() -> bool:
                items = client.get("/api/search/autocomplete", params={"q": "Thriftphone", "kinds": "brand"}).json()
                return any(i["text"] == "Thriftphone" for i in items.get("data") or [])

            wait_until(dupes_ready, "the similarity artefact to reload")
            wait_until(indexed, "the search index to hold the seeded products")
        yield ids
    finally:
        unseed_catalog(data_dir, made)
        glowdex("search", "sync", data_dir=data_dir, timeout=120)
        glowdex("similarity", "rebuild", data_dir=data_dir, timeout=120)


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE)
    context.set_default_timeout(15_000)
    yield context.new_page()
    context.close()


def _page_width(page: Page) -> tuple[int, int]:
    return page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")


def _no_sideways_panning(page: Page) -> None:
    wide, screen = _page_width(page)
    assert wide <= screen, f"{page.url} is {wide}px wide on a {screen}px screen"


def test_browse_shows_results_first_and_keeps_the_other_brands(phone: Page, live_url: str,
                                                               catalog: dict[str, int]) -> None:
    phone.goto(f"{live_url}/browseProducts")
    first = phone.get_by_test_id("product-result").first
    expect(first).to_be_visible()
    name = first.locator(".product-card__name").bounding_box()
    assert name is not None and name["y"] + name["height"] <= PHONE["height"], name  # the first result is above the fold
    expect(phone.get_by_test_id("browse-filters")).to_be_hidden()  # the filters wait in the drawer
    _no_sideways_panning(phone)

    phone.get_by_test_id("filters-button").click()
    drawer = phone.get_by_role("dialog", name="Filters")
    expect(drawer).to_be_visible()
    brands = drawer.get_by_test_id("facet-Brand")
    brands.get_by_role("checkbox", name=re.compile(r"^Pocketglow Lab")).check()
    expect(phone).to_have_url(re.compile(r"brand=Pocketglow\+Lab"))
    # disjunctive: the brand not picked is still offered, with the count it would add
    expect(brands.get_by_text(re.compile(r"^Thriftphone"))).to_be_visible()
    expect(brands.locator("label", has_text="Thriftphone")).to_contain_text("(2)")
    expect(brands.locator("label", has_text="Pocketglow Lab")).to_contain_text("(3)")
    expect(drawer.get_by_test_id("show-results")).to_have_text("Show 3 products")  # the live count
    brands.get_by_role("checkbox", name=re.compile(r"^Thriftphone")).check()  # OR: both brands
    expect(drawer.get_by_test_id("show-results")).to_have_text("Show 5 products")
    drawer.get_by_test_id("show-results").click()
    expect(phone.get_by_test_id("browse-filters")).to_be_hidden()
    expect(phone.get_by_test_id("product-result")).to_have_count(5)
    expect(phone.get_by_test_id("active-filters")).to_contain_text("Thriftphone")
    _no_sideways_panning(phone)


def test_product_compare_and_find_dupe_never_pan_sideways(phone: Page, live_url: str,
                                                          catalog: dict[str, int]) -> None:
    original, dupe = catalog[ORIGINAL], catalog[DUPE]
    checks: list[tuple[str, Callable[[], None]]] = [
        (f"/productDetail/{original}", lambda: expect(phone.get_by_test_id("dupes")).to_be_visible()),
        (f"/find_dupe/{original}", lambda: expect(phone.get_by_test_id("dupes").get_by_text(DUPE)).to_be_visible()),
        (f"/compare?ids={original},{dupe},{catalog['Thriftphone Microexfoliating Zinc Toner']}",
         lambda: expect(phone.get_by_test_id("compare-column")).to_have_count(3)),
    ]
    for path, ready in checks:
        phone.goto(live_url + path)
        ready()
        _no_sideways_panning(phone)
    # compare: the table scrolls inside its own box, the row names staying put
    box = phone.locator(".cmp-scroll", has=phone.get_by_test_id("compare-table"))
    inner, outer = box.evaluate("e => [e.scrollWidth, e.clientWidth]")
    assert inner > outer, (inner, outer)
    label = phone.get_by_role("rowheader", name="Price per ml/g")
    before = label.bounding_box()
    box.evaluate("e => { e.scrollLeft = 400; }")
    after = label.bounding_box()
    assert before is not None and after is not None and after["x"] == before["x"], (before, after)
    expect(phone.get_by_test_id("compare-per-unit").first).to_have_text(re.compile(r"^\$1\.20"))
    # find-dupe: the score bars keep their width on a phone, and the product page's "All dupes" stays in its card
    phone.goto(f"{live_url}/find_dupe/{original}")
    track = phone.locator(".dupe-part__track").first
    expect(track).to_be_visible()
    width = track.bounding_box()
    assert width is not None and width["width"] >= 150, width
    phone.goto(f"{live_url}/productDetail/{original}")
    button = phone.get_by_test_id("all-dupes")
    button.scroll_into_view_if_needed()
    inside = button.evaluate("b => { const c = b.closest('.ia-card').getBoundingClientRect(); const r = b.getBoundingClientRect();"
                             " return r.left >= c.left && r.right <= c.right; }")
    assert inside


def test_signed_in_header_is_one_row_and_its_menu_logs_out(browser: Browser, phone: Page, live_url: str,
                                                           outbox: Callable[[str], list[dict]]) -> None:
    account = new_account(live_url, outbox, prefix="e2e-phones")
    sign_in_as(phone, live_url, account)
    phone.goto(f"{live_url}/browseProducts")
    phone.get_by_role("button", name="Menu").click()
    phone.get_by_test_id("account-menu").click()
    expect(phone.get_by_test_id("menu-logout")).to_be_visible()
    _no_sideways_panning(phone)  # the open menu stays inside the phone's width

    laptop = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = laptop.new_page()
        sign_in_as(page, live_url, account)
        page.goto(f"{live_url}/browseProducts")
        expect(page.get_by_test_id("messages-link")).to_be_visible()
        header = page.locator(".site-header").bounding_box()
        assert header is not None and header["height"] <= 80, header  # one row (it wrapped to 112 px)
        page.get_by_test_id("account-menu").click()
        page.get_by_test_id("menu-logout").click()
        expect(page).to_have_url(f"{live_url}/")
        expect(page.get_by_role("link", name="Sign in")).to_be_visible()
    finally:
        laptop.close()
