"""A label photo end to end (issue 24): a signed-in member uploads a rendered label on /analyze → the list read and
its analysis appear → "This list is <product>" links to the product → save → their profile lists it. Real Chromium,
`glowdex serve`, Tesseract.

The module seeds its own product straight into the server's database (tests/e2e/conftest.py `seed_catalog`),
rebuilds the similarity artefact and waits for the engine to know the seeded names; it removes them at the end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

from bench.label_render import render_label
from tests.e2e.conftest import glowdex, new_account, seed_catalog, sign_in_as, unseed_catalog, wait_until

pytestmark = pytest.mark.e2e

INCI: dict[str, list[str]] = {
    "AQUA": ["solvent"], "NIACINAMIDE": ["skin conditioning"], "ZINC PCA": ["humectant", "skin conditioning"],
    "GLYCERIN": ["humectant"], "PANTHENOL": ["skin conditioning"], "TOCOPHEROL": ["antioxidant"],
    "PHENOXYETHANOL": ["preservative"],
}
PRODUCT = "Labelwise Niacinamide 10% + Zinc 1%"
LABEL = ["Water", "Niacinamide", "Zinc PCA", "Glycerin", "Panthenol", "Tocopherol", "Phenoxyethanol"]
PRODUCTS = {PRODUCT: ("Labelwise", "Face Serums", 7.5, 30.0,
                      ["AQUA", "NIACINAMIDE", "ZINC PCA", "GLYCERIN", "PANTHENOL", "TOCOPHEROL", "PHENOXYETHANOL"])}


@pytest.fixture(scope="module")
def product_id(live_server: tuple[str, Path]) -> Iterator[int]:
    url, data_dir = live_server
    ids, made = seed_catalog(data_dir, INCI, PRODUCTS, source="e2e-labels")
    try:
        glowdex("similarity", "rebuild", data_dir=data_dir, timeout=120)
        with httpx.Client(base_url=url, timeout=15) as client:
            def known() -> bool:
                data = client.get("/api/product/analyze", params={"ingredient_list": ", ".join(LABEL),
                                                                 "personalise": "false"}).json()["data"]
                return data["identity"]["verdict"] == "identical"

            wait_until(known, "the engine and the similarity model to know the seeded product")
        yield ids[PRODUCT]
    finally:
        unseed_catalog(data_dir, made)
        glowdex("similarity", "rebuild", data_dir=data_dir, timeout=120)


def test_upload_a_label_know_the_product_and_save_the_analysis(
        page: Page, live_url: str, outbox: Callable[[str], list[dict]], product_id: int, tmp_path: Path) -> None:
    photo = tmp_path / "label.jpg"
    photo.write_bytes(render_label(LABEL, "rotated", seed=2))  # turned by 6.8°, JPEG
    member = new_account(live_url, outbox, prefix="e2e-labels")
    sign_in_as(page, live_url, member)
    page.goto(f"{live_url}/analyze")
    expect(page.get_by_test_id("label-file")).to_have_attribute("capture", "environment")
    page.get_by_test_id("label-file").set_input_files(str(photo))

    # the photo beside the list read from it, then its analysis and what it is
    read = page.get_by_test_id("label-list")
    expect(read.get_by_role("textbox")).to_have_count(len(LABEL), timeout=60_000)
    expect(read.get_by_role("textbox").nth(1)).to_have_value("NIACINAMIDE")
    expect(page.get_by_alt_text("Your label photo")).to_be_visible()
    expect(page.get_by_test_id("recognition-badge")).to_have_text("7 of 7 recognised")
    link = page.get_by_test_id("identity-link")
    expect(page.get_by_test_id("identity-sentence")).to_contain_text(f"This list is Labelwise {PRODUCT}")
    expect(link).to_have_attribute("href", f"/productDetail/{product_id}")

    # save it (private), then the product page, then the profile lists it
    save = page.get_by_test_id("save-analysis")
    save.get_by_label("Save this analysis as").fill("My shop shelf serum")
    save.get_by_role("button", name="Save").click()
    expect(page.get_by_test_id("saved-analysis-message")).to_contain_text("only you can see it")
    link.click()
    expect(page).to_have_url(f"{live_url}/productDetail/{product_id}")
    expect(page.get_by_role("heading", name=PRODUCT, level=1)).to_be_visible()
    page.goto(f"{live_url}/userProfile/{member['user_id']}")
    saved = page.get_by_test_id("saved-analyses").get_by_test_id("saved-analysis")
    expect(saved).to_have_count(1)
    expect(saved).to_contain_text("My shop shelf serum")
    expect(saved).to_contain_text("7 ingredients · from a photo")
