"""Ingredient intelligence end to end: /analyze, glossary → ingredient → product, search by ingredients,
product reactions, compare and dupes — in a real Chromium against `glowdex serve` with the built SPA.

The e2e server starts with an empty catalogue, so this module seeds a small one straight into the server's
SQLite (`<data_dir>/glowdex.sqlite3`, through `api.models`), then drains the search outbox
(`glowdex search sync`) and rebuilds the similarity artefact (`glowdex similarity rebuild`). The engine
runtime re-fits on the new inci rows within its staleness check (≤ 5 s): the fixture waits for it.
Ingredients are shared with any other module (get or create); brands and products carry names of their own.
Other modules count the whole catalogue, so the fixture removes what it added when the module is done
(and syncs the search index and the similarity artefact again).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import glowdex, new_account, seed_catalog, sign_in_as, unseed_catalog, wait_until

pytestmark = pytest.mark.e2e


# name -> functions (CosIng style), so the function chart has something to draw
INCI: dict[str, list[str]] = {
    "AQUA": ["solvent"], "GLYCERIN": ["humectant", "skin conditioning"], "NIACINAMIDE": ["skin conditioning"],
    "SODIUM HYALURONATE": ["humectant", "skin conditioning"], "BUTYLENE GLYCOL": ["humectant", "solvent"],
    "PHENOXYETHANOL": ["preservative"], "RETINOL": ["skin conditioning"], "ASCORBIC ACID": ["antioxidant"],
    "SALICYLIC ACID": ["keratolytic", "preservative"], "PARFUM": ["perfuming"], "LINALOOL": ["perfuming"],
    "LIMONENE": ["perfuming"], "DIMETHICONE": ["emollient"], "ALCOHOL DENAT.": ["solvent"],
    "TOCOPHEROL": ["antioxidant"], "ZINC PCA": ["humectant", "skin conditioning"], "PANTHENOL": ["skin conditioning"],
}
SERUM = "Lumen Niacinamide 10% Serum"
DUPE = "Thrift Niacinamide Drops"
NO_LIST = "Lumen Mystery Cream"
# name -> (brand, category leaf, price USD, size ml, label order)
PRODUCTS: dict[str, tuple[str, str, float, float, list[str]]] = {
    SERUM: ("Lumen Lab", "Face Serums", 32.0, 30.0,
            ["AQUA", "NIACINAMIDE", "ZINC PCA", "GLYCERIN", "SODIUM HYALURONATE", "BUTYLENE GLYCOL", "PANTHENOL",
             "PHENOXYETHANOL"]),
    DUPE: ("Thrift Skin", "Face Serums", 9.0, 30.0,
           ["AQUA", "NIACINAMIDE", "ZINC PCA", "GLYCERIN", "BUTYLENE GLYCOL", "PANTHENOL", "PHENOXYETHANOL", "PARFUM"]),
    "Lumen Retinol Night Balm": ("Lumen Lab", "Face Creams", 55.0, 50.0,
                                 ["AQUA", "RETINOL", "DIMETHICONE", "GLYCERIN", "TOCOPHEROL", "PHENOXYETHANOL"]),
    "Thrift Vitamin C Splash": ("Thrift Skin", "Face Serums", 18.0, 30.0,
                                ["AQUA", "ASCORBIC ACID", "ALCOHOL DENAT.", "GLYCERIN", "LINALOOL", "LIMONENE", "PARFUM"]),
    NO_LIST: ("Lumen Lab", "Face Creams", 24.0, 50.0, []),  # sold without a published ingredient list
}
PASTED = ("Ingredients: Aqua, Niacinamide, Alcohol Denat., Sodium Hyaluraonate, Parfum, Linalool, Fooberry Extract, "
          "Phenoxyethanol")


@pytest.fixture(scope="module")
def catalog(live_server: tuple[str, Path]) -> Iterator[dict[str, int]]:
    url, data_dir = live_server
    ids, made = seed_catalog(data_dir, INCI, PRODUCTS, source="e2e-ingredients")
    try:
        yield _ready(url, data_dir, ids)
    finally:
        unseed_catalog(data_dir, made)
        glowdex("search", "sync", data_dir=data_dir, timeout=120)
        glowdex("similarity", "rebuild", data_dir=data_dir, timeout=120)


def _ready(url: str, data_dir: Path, ids: dict[str, int]) -> dict[str, int]:
    glowdex("search", "sync", data_dir=data_dir, timeout=120)
    glowdex("similarity", "rebuild", data_dir=data_dir, timeout=120)
    with httpx.Client(base_url=url, timeout=15) as client:
        def engine_refitted() -> bool:
            data = client.get("/api/product/analyze", params={"ingredient_list": "Zinc PCA, Panthenol",
                                                             "personalise": "false"}).json()["data"]
            return data["recognised_count"] == 2

        def dupes_ready() -> bool:
            items = client.get("/api/product/dupes", params={"product_id": ids[SERUM]}).json()["data"]["items"]
            return any(i["product"]["product_id"] == ids[DUPE] for i in items)

        def indexed() -> bool:
            items = client.get("/api/search/autocomplete", params={"q": "Thrift Nia", "kinds": "product"}).json()
            return any(i["text"] == DUPE for i in items.get("data") or [])

        wait_until(engine_refitted, "the engine to re-fit on the seeded ingredients")
        wait_until(dupes_ready, "the similarity artefact to reload")
        wait_until(indexed, "the search index to hold the seeded products")
    return ids


@pytest.fixture(scope="module")
def member(live_url: str, outbox: Callable[[str], list[dict]]) -> dict:
    return new_account(live_url, outbox, prefix="e2e-ingr")


def test_analyze_shows_flags_recognition_and_unrecognised(page: Page, live_url: str, catalog: dict[str, int]) -> None:
    page.goto(f"{live_url}/analyze")
    page.get_by_label("Ingredient list", exact=True).fill(PASTED)
    page.get_by_role("button", name="Analyze", exact=True).click()

    expect(page.get_by_test_id("recognition-badge")).to_have_text("7 of 8 recognised")
    # one row per ingredient: the ingredient, its reasons in plain words, each source as a named link
    allergen = page.get_by_test_id("flag").filter(has_text="fragrance allergen: must be named on EU labels")
    expect(allergen.first.locator("strong")).to_have_text("LINALOOL")
    expect(allergen.first).to_contain_text("must be named on EU labels")
    expect(allergen.first.get_by_role("link", name="EU Cosmetics Regulation Annex III entry 84")).to_have_attribute(
        "href", re.compile(r"^https://ec\.europa\.eu/"))
    expect(page.get_by_test_id("unrecognised").locator("mark")).to_have_text("Fooberry Extract")
    expect(page.get_by_test_id("unrecognised-row")).to_contain_text("Fooberry Extract")
    expect(page.get_by_test_id("corrections")).to_contain_text("read 'Sodium Hyaluraonate' as 'SODIUM HYALURONATE'")
    expect(page.get_by_test_id("one-percent-line")).to_have_count(1)
    expect(page.get_by_role("img", name="Ingredients per function")).to_contain_text("Humectant")

    # A reload keeps the pasted list and its analysis.
    page.reload()
    expect(page.get_by_label("Ingredient list", exact=True)).to_have_value(PASTED)
    expect(page.get_by_test_id("recognition-badge")).to_have_text("7 of 8 recognised")


def test_glossary_letter_to_ingredient_to_product(page: Page, live_url: str, catalog: dict[str, int]) -> None:
    page.goto(f"{live_url}/ingredientGlossary")
    page.get_by_role("navigation", name="Letters").get_by_role("button", name="Z", exact=True).click()
    expect(page).to_have_url(re.compile(r"/ingredientGlossary\?letter=Z$"))
    page.get_by_test_id("glossary-list").get_by_role("link", name="ZINC PCA", exact=True).click()

    expect(page).to_have_url(re.compile(r"/ingredientDetail/[0-9a-f-]{36}$"))
    expect(page.get_by_role("heading", name="ZINC PCA", level=1)).to_be_visible()
    expect(page.get_by_test_id("eu-status")).to_contain_text("Annex III")
    expect(page.get_by_test_id("inci-detail")).to_contain_text(re.compile("humectant", re.I))  # what it does
    page.get_by_test_id("inci-products").get_by_role("link", name=SERUM).click()
    expect(page).to_have_url(f"{live_url}/productDetail/{catalog[SERUM]}")
    expect(page.get_by_role("heading", name=SERUM, level=1)).to_be_visible()


def test_search_by_ingredients_include_and_exclude(page: Page, live_url: str, catalog: dict[str, int]) -> None:
    page.goto(f"{live_url}/searchByIngredients")
    include = page.get_by_role("combobox", name="Must contain")
    include.fill("niacinamid")
    include.press("Enter")
    exclude = page.get_by_role("combobox", name="Must not contain")
    exclude.fill("parfum")
    exclude.press("Enter")

    expect(page).to_have_url(re.compile(r"include=niacinamid&exclude=parfum"))
    readings = page.get_by_test_id("term-readings")
    expect(readings).to_contain_text("read 'niacinamid' as 'NIACINAMIDE'")
    expect(readings).to_contain_text("PARFUM")
    results = page.get_by_test_id("match-results")
    expect(results.get_by_role("link", name=SERUM)).to_be_visible()
    expect(results.get_by_role("link", name=DUPE)).to_have_count(0)  # it has PARFUM


def test_product_like_then_dislike(page: Page, live_url: str, catalog: dict[str, int], member: dict) -> None:
    product = f"{live_url}/productDetail/{catalog['Lumen Retinol Night Balm']}"
    # Signed out: a reaction sends the visitor to sign in.
    page.goto(product)
    page.get_by_test_id("like").click()
    expect(page).to_have_url(f"{live_url}/signin")

    sign_in_as(page, live_url, member)
    page.goto(product)
    like, dislike = page.get_by_test_id("like"), page.get_by_test_id("dislike")
    expect(page.get_by_test_id("like-count")).to_have_text("0")
    with page.expect_response(lambda r: r.url.endswith("/api/product/like") and r.request.method == "POST"):
        like.click()
    expect(like).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("like-count")).to_have_text("1")
    expect(dislike).to_be_enabled()
    # The buttons update at once (optimistic); wait for the server's answer, or the reload below may cancel the
    # request in flight (seen on a loaded CI machine).
    with page.expect_response(lambda r: r.url.endswith("/api/product/dislike") and r.request.method == "POST") as sent:
        dislike.click()
    assert sent.value.ok
    expect(dislike).to_have_attribute("aria-pressed", "true")
    expect(like).to_have_attribute("aria-pressed", "false")
    expect(page.get_by_test_id("like-count")).to_have_text("0")
    expect(page.get_by_test_id("dislike-count")).to_have_text("1")
    # The server kept it.
    page.reload()
    expect(page.get_by_test_id("dislike")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("like-count")).to_have_text("0")


def test_compare_two_products_shows_similarity(page: Page, live_url: str, catalog: dict[str, int]) -> None:
    page.goto(f"{live_url}/productDetail/{catalog[SERUM]}")
    page.get_by_test_id("add-to-compare").click()
    expect(page).to_have_url(f"{live_url}/compare?ids={catalog[SERUM]}")
    picker = page.get_by_role("combobox", name="Add a product")
    picker.fill("Thrift Nia")
    page.get_by_role("option", name=DUPE).click()

    expect(page).to_have_url(f"{live_url}/compare?ids={catalog[SERUM]},{catalog[DUPE]}")
    matrix = page.get_by_test_id("similarity-matrix")
    expect(matrix).to_contain_text("78%")  # 7 shared of 9 distinct ingredients
    expect(page.get_by_test_id("compare-column")).to_have_count(2)
    expect(page.get_by_test_id("shared-ingredients")).to_contain_text("NIACINAMIDE")
    expect(page.get_by_test_id("compare-unique").nth(1).locator(".cmp-unique")).to_have_text(["PARFUM"])
    # The selection survives a reload (URL) and a visit elsewhere (session storage).
    page.goto(f"{live_url}/compare")
    expect(page).to_have_url(f"{live_url}/compare?ids={catalog[SERUM]},{catalog[DUPE]}")


def test_find_dupes_says_what_the_original_is_for_and_switches_the_ranking(page: Page, live_url: str,
                                                                           catalog: dict[str, int]) -> None:
    """Issue 27: the find-dupe page shows the original's hero actives, ranks "same job, cheaper" by default (each
    dupe says which hero it keeps, and the parfum the fragrance-free original has not), and switches to "closest
    formula" (the overlap ranking) and back."""
    page.goto(f"{live_url}/find_dupe/{catalog[SERUM]}")
    expect(page.get_by_test_id("original-product")).to_contain_text(SERUM)
    expect(page.get_by_test_id("made-for")).to_contain_text("Made for: niacinamide 10 %")
    expect(page.get_by_test_id("dupe-mode-same_job")).to_have_attribute("aria-pressed", "true")
    dupe = page.get_by_test_id("dupes").get_by_role("listitem").filter(has_text=DUPE).first
    expect(dupe.get_by_test_id("dupe-hero")).to_have_text("keeps niacinamide (strength not stated; the original: 10 %)")
    expect(dupe.get_by_test_id("dupe-differences")).to_contain_text("has fragrance (the original is fragrance-free)")
    expect(dupe).to_contain_text("Hero actives kept")
    expect(dupe).to_contain_text("cheaper")

    page.get_by_test_id("dupe-mode-closest_formula").click()
    expect(page).to_have_url(re.compile(r"[?&]mode=closest_formula"))
    expect(page.get_by_test_id("dupe-mode-closest_formula")).to_have_attribute("aria-pressed", "true")
    dupe = page.get_by_test_id("dupes").get_by_role("listitem").filter(has_text=DUPE).first
    expect(dupe).to_contain_text("Ingredient overlap")
    expect(dupe).not_to_contain_text("Hero actives kept")  # ranked by overlap, yet it still says what it keeps
    expect(dupe.get_by_test_id("dupe-hero")).to_have_text("keeps niacinamide (strength not stated; the original: 10 %)")
    page.get_by_test_id("dupe-mode-same_job").click()
    expect(page).not_to_have_url(re.compile(r"mode="))
    dupe = page.get_by_test_id("dupes").get_by_role("listitem").filter(has_text=DUPE).first
    dupe.get_by_role("link", name="Compare both").click()
    expect(page).to_have_url(f"{live_url}/compare?ids={catalog[SERUM]},{catalog[DUPE]}")
    expect(page.get_by_test_id("similarity-matrix")).to_be_visible()


def test_a_product_without_an_ingredient_list_shows_no_green_badge(page: Page, live_url: str,
                                                                   catalog: dict[str, int]) -> None:
    page.goto(f"{live_url}/productDetail/{catalog[NO_LIST]}")
    expect(page.get_by_role("heading", name=NO_LIST, level=1)).to_be_visible()
    expect(page.get_by_test_id("tags-no-data")).to_contain_text("ot enough ingredient data")
    tags = page.locator("[data-testid^='tag-']")
    expect(tags.first).to_be_visible()
    expect(page.locator(".ia-tag--yes")).to_have_count(0)  # no "✓ Fragrance-free" without a list to show it
    expect(tags.first).to_contain_text("not enough ingredient data")
    # beside it, a product with a full list does earn its free-from badges
    page.goto(f"{live_url}/productDetail/{catalog[SERUM]}")
    expect(page.get_by_test_id("tag-fragrance_free")).to_contain_text("(applies)")


def test_a_signed_in_members_product_page_is_personalised(page: Page, live_url: str, catalog: dict[str, int],
                                                          member: dict) -> None:
    product = f"{live_url}/productDetail/{catalog['Thrift Vitamin C Splash']}"
    page.goto(product)
    expect(page.get_by_role("heading", name="Thrift Vitamin C Splash", level=1)).to_be_visible()
    expect(page.get_by_test_id("fits")).to_have_count(0)  # signed out: nobody to personalise for
    with httpx.Client(base_url=live_url, timeout=15) as client:
        reply = client.post("/api/user/edit_info", json={"skin_type": "sensitive", "concerns": ["redness"]},
                            headers=member["headers"]).json()
        assert reply["status"] is True, reply
    sign_in_as(page, live_url, member)
    page.goto(product)
    fits = page.get_by_test_id("fits")
    expect(fits).to_contain_text("For your skin — for sensitive skin")
    cards = fits.get_by_test_id("fit")
    expect(cards).to_have_count(2)
    expect(cards.nth(0).locator("h3")).to_contain_text("sensitive (skin type)")
    expect(cards.nth(1).locator("h3")).to_contain_text("redness (concern)")
    # fragrance and denatured alcohol are reasons a sensitive, redness-prone member should see, each named
    expect(fits).to_contain_text(re.compile("PARFUM|ALCOHOL DENAT.|LINALOOL"))

