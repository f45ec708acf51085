"""One product at two retailers, end to end (issue 23): the import's grouping (`glowdex catalog groups --rebuild`),
the product page's "Where to buy" with both listings, similar products listing the other retailer's listing first as
the same product, and search and browse showing the product once "at 2 retailers" — in a real Chromium against
`glowdex serve` with the built SPA.

The module seeds its own listings straight into the served SQLite (as the other end-to-end modules do), groups
them with the CLI, rebuilds the similarity artefact and removes everything again when done.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import glowdex, seed_catalog, unseed_catalog, wait_until

pytestmark = pytest.mark.e2e

INCI: dict[str, list[str]] = {
    "AQUA": ["solvent"], "GLYCERIN": ["humectant"], "CETEARYL ALCOHOL": ["emollient"], "SQUALANE": ["emollient"],
    "NIACINAMIDE": ["skin conditioning"], "CERAMIDE NP": ["skin conditioning"], "PANTHENOL": ["skin conditioning"],
    "PHENOXYETHANOL": ["preservative"], "DIMETHICONE": ["emollient"], "RETINOL": ["skin conditioning"],
}
CREAM = ["AQUA", "GLYCERIN", "CETEARYL ALCOHOL", "SQUALANE", "NIACINAMIDE", "CERAMIDE NP", "PANTHENOL",
         "PHENOXYETHANOL"]
AT_SEPHORA = "Barrier Moisturizing Cream"
AT_LOOKFANTASTIC = "Lumen Lab Barrier Moisturising Cream 100ml"  # the brand repeated, UK spelling, a size


@pytest.fixture(scope="module")
def listed(live_server: tuple[str, Path]) -> Iterator[dict[str, int]]:
    url, data_dir = live_server
    sephora, made_s = seed_catalog(data_dir, INCI, {
        AT_SEPHORA: ("Lumen Lab", "Moisturizers", 42.0, 50.0, CREAM),
        "Barrier Retinol Serum": ("Lumen Lab", "Face Serums", 60.0, 30.0,
                                  ["AQUA", "DIMETHICONE", "RETINOL", "GLYCERIN", "SQUALANE", "PHENOXYETHANOL"]),
    }, source="sephora")
    # LookFantastic's cleaned copy drops water, as its real file does
    lookfantastic, made_l = seed_catalog(data_dir, INCI, {
        AT_LOOKFANTASTIC: ("Lumen Lab", "Moisturizers", 54.0, 100.0, CREAM[1:]),
    }, source="lookfantastic")
    try:
        glowdex("catalog", "groups", "--rebuild", data_dir=data_dir, timeout=180)
        # The regrouping's outbox rows, pushed now: the CLI's own broker is in memory, so the server's sweeper would
        # take them only once 30 s old, and the wait below (45 s) lost that race on a busy machine.
        glowdex("search", "sync", data_dir=data_dir)
        glowdex("similarity", "rebuild", data_dir=data_dir, timeout=180)
        ids = {**sephora, **lookfantastic}
        with httpx.Client(base_url=url, timeout=15) as client:
            def reloaded() -> bool:
                items = client.get("/api/similarity/jcd", params={"product_id": ids[AT_SEPHORA]}).json()["data"]
                return any(i["product"]["product_id"] == ids[AT_LOOKFANTASTIC] for i in items["items"])

            wait_until(reloaded, "the similarity artefact to hold the seeded listings")

            def one_product() -> bool:
                found = client.get("/api/search", params={"keyword": "barrier moisturizing cream", "kinds": "product"}).json()
                return [i["fields"].get("retailer_count") for i in found["data"]["items"]] == [2]

            wait_until(one_product, "search to list the product once")
        yield ids
    finally:
        for made in (made_l, made_s):  # the LookFantastic listing first: the brand is the first seed's
            unseed_catalog(data_dir, made)
        glowdex("similarity", "rebuild", data_dir=data_dir, timeout=180)


def test_a_product_at_two_retailers_shows_both_and_is_similar_first(page: Page, live_url: str,
                                                                     listed: dict[str, int]) -> None:
    page.goto(f"{live_url}/productDetail/{listed[AT_SEPHORA]}")
    table = page.get_by_test_id("where-to-buy")
    rows = table.get_by_test_id("where-to-buy-row")
    expect(rows).to_have_count(2)
    # cheapest per ml first: LookFantastic's 100 ml at $0.54/ml, then this page's Sephora 50 ml at $0.84/ml
    expect(rows.nth(0).get_by_role("rowheader")).to_have_text("LookFantastic")
    expect(rows.nth(0)).to_contain_text("100 ml")
    expect(rows.nth(0).get_by_test_id("cheapest")).to_be_visible()
    expect(rows.nth(1).get_by_role("rowheader")).to_have_text("Sephora · this listing")
    # similar products: the other retailer's listing first, in its own labelled section
    same = page.get_by_test_id("same-product-list")
    expect(same.get_by_test_id("same-product").first).to_have_text("Same product at LookFantastic")
    expect(same.get_by_role("link", name=AT_LOOKFANTASTIC)).to_be_visible()
    expect(page.get_by_test_id("similar-list").get_by_role("link", name=AT_LOOKFANTASTIC)).to_have_count(0)
    # the other listing's row leads to its page, which shows the same two listings
    rows.nth(0).get_by_role("link", name="LookFantastic").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(AT_LOOKFANTASTIC)
    expect(page.get_by_test_id("where-to-buy-row")).to_have_count(2)


def test_search_and_browse_show_the_product_once_at_two_retailers(page: Page, live_url: str,
                                                                   listed: dict[str, int]) -> None:
    page.goto(f"{live_url}/ntn/search?keyword=barrier%20moisturizing%20cream")
    products = page.get_by_test_id("group-products")
    results = products.locator(".result")
    expect(results).to_have_count(1)
    expect(results.first).to_contain_text("at 2 retailers · from $42.00")
    expect(products.get_by_role("heading")).to_contain_text("Products · 1")
    # browse: one card, and a retailer picked keeps it (it is sold there too)
    page.goto(f"{live_url}/browseProducts?q=barrier%20moisturizing%20cream")
    cards = page.get_by_test_id("product-result")
    expect(cards).to_have_count(1)
    expect(cards.first.get_by_test_id("product-retailers")).to_have_text("at 2 retailers")
    expect(cards.first.get_by_test_id("product-price")).to_have_text("from $42.00")
    page.get_by_test_id("facet-Retailer").get_by_role("checkbox", name=re.compile("^LookFantastic")).check()
    expect(cards).to_have_count(1)
    expect(cards.first.locator(".product-card__name")).to_have_text(AT_SEPHORA)
