"""Feedback, member dupes and shelves end to end (issue 12), in a real Chromium against `glowdex serve`.

- A member rates a product on three criteria (and overall) and writes feedback → it is on the product page,
  with the per-criterion averages.
- A member suggests a dupe → its page shows the engine's evidence, and the find-dupe page lists it labelled
  as a member suggestion with a link to it.
- A member makes a shelf from the product page, adds two products, makes it private → another member gets
  "not there" for it (and a 404 from the API), and no longer sees it among the author's shelves.

The e2e server starts with an empty catalogue: this module seeds its own three skincare products with
ingredient lists straight into the server's SQLite, then syncs search and rebuilds the similarity artefact
so the autocomplete knows them and the dupe engine can give evidence for the pair.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import (
    Products,
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
ORIGINAL = f"Radiance Niacinamide Serum {TAG}"
DUPE = f"Thrifty Niacinamide Drops {TAG}"
CREAM = f"Barrier Repair Cream {TAG}"
INCI: dict[str, list[str]] = {
    "AQUA": ["solvent"], "GLYCERIN": ["humectant"], "NIACINAMIDE": ["skin conditioning"],
    "ZINC PCA": ["humectant"], "PANTHENOL": ["skin conditioning"], "PHENOXYETHANOL": ["preservative"],
    "BUTYLENE GLYCOL": ["humectant", "solvent"], "DIMETHICONE": ["emollient"], "CERAMIDE NP": ["skin conditioning"],
}
SERUMS = f"Serums {TAG}"
PRODUCTS: Products = {
    ORIGINAL: (f"Radiance Lab {TAG}", SERUMS, 38.0, 30.0,
               ["AQUA", "NIACINAMIDE", "GLYCERIN", "ZINC PCA", "PANTHENOL", "BUTYLENE GLYCOL", "PHENOXYETHANOL"]),
    DUPE: (f"Thrifty {TAG}", SERUMS, 9.0, 30.0,
           ["AQUA", "NIACINAMIDE", "GLYCERIN", "ZINC PCA", "PANTHENOL", "BUTYLENE GLYCOL", "PHENOXYETHANOL"]),
    CREAM: (f"Radiance Lab {TAG}", SERUMS, 24.0, 50.0, ["AQUA", "GLYCERIN", "DIMETHICONE", "CERAMIDE NP", "PHENOXYETHANOL"]),
}


@pytest.fixture(scope="module")
def catalog(live_server: tuple[str, Path]) -> Iterator[dict[str, int]]:
    url, data_dir = live_server
    ids, made = seed_catalog(data_dir, INCI, PRODUCTS, source="e2e-feedback-dupes-shelves")
    try:
        glowdex("search", "sync", data_dir=data_dir, timeout=120)
        glowdex("similarity", "rebuild", data_dir=data_dir, timeout=120)
        with httpx.Client(base_url=url, timeout=15) as client:
            def dupes_ready() -> bool:
                items = client.get("/api/product/dupes", params={"product_id": ids[ORIGINAL]}).json()["data"]["items"]
                return any(i["product"]["product_id"] == ids[DUPE] for i in items)

            def indexed() -> bool:
                items = client.get("/api/search/autocomplete", params={"q": f"Thrifty {TAG}", "kinds": "product"}).json()
                return any(str(i["id"]) == str(ids[DUPE]) for i in items.get("data") or [])

            wait_until(dupes_ready, "the similarity artefact to know the seeded products")
            wait_until(indexed, "the search index to hold the seeded products")
        yield ids
    finally:
        unseed_catalog(data_dir, made)
        glowdex("search", "sync", data_dir=data_dir, timeout=120)
        glowdex("similarity", "rebuild", data_dir=data_dir, timeout=120)


@pytest.fixture
def author(live_url: str, outbox: Callable[[str], list[dict]]) -> dict:
    return new_account(live_url, outbox, prefix="e2e-fds", nickname=f"Author {uuid.uuid4().hex[:4]}")


@pytest.fixture
def reader(live_url: str, outbox: Callable[[str], list[dict]]) -> dict:
    return new_account(live_url, outbox, prefix="e2e-fds", nickname=f"Reader {uuid.uuid4().hex[:4]}")


def test_rate_three_criteria_and_write_feedback(page: Page, live_url: str, catalog: dict[str, int],
                                                author: dict) -> None:
    title = f"Calm and bright {uuid.uuid4().hex[:6]}"
    sign_in_as(page, live_url, author)
    page.goto(f"{live_url}/productDetail/{catalog[ORIGINAL]}")
    form = page.get_by_test_id("rate-form")
    # half stars are what the API takes (exact: "5 stars" is also in "4.5 stars")
    for group, stars in (("Hydration", 4), ("Texture", 3.5), ("Absorption", 5), ("Overall", 4)):
        choose_stars(form.get_by_role("group", name=group, exact=True), stars)
    form.get_by_label("Feedback title").fill(title)
    form.get_by_label("Your feedback").fill("Light texture, sinks in fast, my redness calmed down in two weeks.")
    with page.expect_response(lambda r: r.url.endswith("/api/product/feedback/submit")) as answer:
        form.get_by_role("button", name="Submit rating").click()
    assert answer.value.json()["data"]["feedback_status"] == "accepted", answer.value.text()
    expect(form.get_by_test_id("rate-status")).to_contain_text("Thanks!")

    # on the product page for everyone: the post and the averages per criterion
    page.reload()
    section = page.get_by_test_id("product-feedback")
    link = section.get_by_test_id("product-feedback-list").get_by_role("link", name=title)
    expect(link).to_have_attribute("href", re.compile(r"^/feedbackDetail/\d+$"))
    bars = section.get_by_role("list", name="Average per criterion")
    expect(bars.get_by_test_id("criteria-bar").filter(has_text="Hydration")).to_contain_text("4.0 (1)")
    expect(bars.get_by_test_id("criteria-bar").filter(has_text="Absorption")).to_contain_text("5.0 (1)")
    expect(section.get_by_test_id("rating-summary")).to_contain_text("4.0 overall on the rating form · 1 member")
    # the form comes back with the member's own stars
    expect(page.get_by_test_id("rate-form").get_by_role("group", name="Texture", exact=True)
           .get_by_label("3.5 stars", exact=True)).to_be_checked()
    expect(bars.get_by_test_id("criteria-bar").filter(has_text="Texture")).to_contain_text("3.5 (1)")

    link.click()
    expect(page.get_by_role("heading", name=title)).to_be_visible()
    expect(page.get_by_test_id("feedback-ratings")).to_contain_text("Hydration")
    expect(page.get_by_test_id("feedback-text")).to_contain_text("redness calmed down")


def test_suggest_a_dupe_then_find_it_with_its_evidence(page: Page, live_url: str, catalog: dict[str, int],
                                                       author: dict) -> None:
    title = f"Same drops, a quarter of the price {uuid.uuid4().hex[:4]}"
    sign_in_as(page, live_url, author)
    page.goto(f"{live_url}/productDetail/{catalog[ORIGINAL]}")
    page.get_by_role("link", name="Suggest a dupe").click()
    form = page.get_by_test_id("suggest-dupe-form")
    expect(form.get_by_test_id("suggest-original")).to_contain_text(ORIGINAL)
    form.get_by_role("combobox", name="Dupe").fill(f"Thrifty {TAG}")
    page.get_by_role("option", name=re.compile(re.escape(DUPE))).click()
    expect(form.get_by_test_id("suggest-dupe")).to_contain_text(DUPE)
    form.get_by_label("Title").fill(title)
    form.get_by_label("Why it is a dupe").fill("Same niacinamide and zinc, same watery texture.")
    form.get_by_role("button", name="Publish suggestion").click()

    expect(page).to_have_url(re.compile(r"/userDupeDetail/\d+$"))
    detail_url = page.url
    expect(page.get_by_role("heading", name=title)).to_be_visible()
    evidence = page.get_by_test_id("dupe-evidence")
    expect(evidence).to_contain_text("ingredient overlap")
    expect(evidence.get_by_test_id("shared-actives")).to_contain_text("NIACINAMIDE")
    expect(evidence.get_by_test_id("dupe-saving")).to_contain_text("cheaper")
    expect(evidence.get_by_test_id("very-different")).to_have_count(0)

    # the find-dupe page merges it with the computed dupes, labelled, with a link to the suggestion
    page.goto(f"{live_url}/find_dupe/{catalog[ORIGINAL]}")
    item = page.get_by_test_id("dupes").get_by_role("listitem").filter(has_text=DUPE).first
    expect(item.get_by_test_id("dupe-source")).to_contain_text("Member suggestion")
    expect(item.get_by_test_id("dupe-source")).to_contain_text("Computed")
    expect(item.get_by_test_id("dupe-suggestions")).to_contain_text("Suggested by 1 member")
    expect(item.get_by_role("link", name="See the suggestion")).to_have_attribute(
        "href", re.sub(r"^https?://[^/]+", "", detail_url))
    expect(page.get_by_test_id("dupes-method")).not_to_be_empty()


def test_a_private_shelf_is_gone_for_another_member(page: Page, reader_page: Page, live_url: str,
                                                    catalog: dict[str, int], author: dict, reader: dict) -> None:
    name = f"Holy grails {uuid.uuid4().hex[:4]}"
    sign_in_as(page, live_url, author)
    # make the shelf from the first product's page, with the product on it
    page.goto(f"{live_url}/productDetail/{catalog[ORIGINAL]}")
    page.get_by_test_id("add-to-shelf").click()
    menu = page.get_by_test_id("shelf-menu")
    menu.get_by_label("New shelf name").fill(name)
    menu.get_by_label("Shelf type").select_option("in_use")
    menu.get_by_role("button", name="Make shelf and add").click()
    expect(menu.get_by_test_id("shelf-menu-message")).to_have_text(f"Added to {name}.")
    # the second product onto the same shelf
    page.goto(f"{live_url}/productDetail/{catalog[CREAM]}")
    page.get_by_test_id("add-to-shelf").click()
    menu = page.get_by_test_id("shelf-menu")
    menu.get_by_role("button", name=re.compile(re.escape(name))).click()
    expect(menu.get_by_test_id("shelf-menu-message")).to_have_text(f"Added to {name}.")

    # the reader sees it while it is public
    page.goto(f"{live_url}/userProfile/{author['user_id']}")
    page.get_by_test_id("user-shelves").get_by_role("button", name=re.compile(re.escape(name))).click()
    expect(page).to_have_url(re.compile(r"[?&]shelf=\d+"))
    shelf_id = int(re.search(r"shelf=(\d+)", page.url).group(1))  # type: ignore[union-attr]
    detail = page.get_by_test_id("shelf-detail")
    expect(detail.get_by_test_id("product-card")).to_have_count(2)
    sign_in_as(reader_page, live_url, reader)
    reader_page.goto(f"{live_url}/userProfile/{author['user_id']}?shelf={shelf_id}")
    expect(reader_page.get_by_test_id("shelf-detail").get_by_test_id("product-card")).to_have_count(2)

    detail.get_by_role("button", name="Make private").click()
    expect(detail.get_by_test_id("private-badge")).to_be_visible()
    page.reload()
    expect(page.get_by_test_id("shelf-detail").get_by_test_id("private-badge")).to_be_visible()  # the owner still sees it

    # gone for the other member: the shelf is "not there", the author's shelves list is empty, the API says 404
    reader_page.goto(f"{live_url}/userProfile/{author['user_id']}?shelf={shelf_id}")
    expect(reader_page.get_by_test_id("shelf-not-found")).to_be_visible()
    reader_page.get_by_role("button", name="← All shelves").click()
    expect(reader_page.get_by_test_id("user-shelves-empty")).to_be_visible()
    with httpx.Client(base_url=live_url, timeout=15) as client:
        answer = client.get("/api/product/shelf/detail", params={"user_id": author["user_id"], "shelf_id": shelf_id},
                            headers=reader["headers"])
    assert answer.status_code == 404, answer.text
