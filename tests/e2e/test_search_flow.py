"""Search-first browsing in a real browser: home autocomplete → grouped search, /browseProducts facets,
sort, URL state with Back, ingredient exclusion, typo tolerance.

The e2e server starts with an empty catalog. A few brands, categories, ingredients and products are
written straight into its SQLite file through the ORM (the outbox captures the writes, like any
write of the app), then `glowdex search sync` drains the outbox into the server's search index.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.models import Brand, Category, Inci, Product, ProductIngredient
from tests.e2e.conftest import glowdex, server_db

SERUM = "Niacinamide 10% + Zinc 1%"
LOTION = "Daily Moisturizing Lotion"
SCENTED = "Scented Glow Serum"
CLEANSER = "Hydrating Foaming Cleanser"
UNUSED_INCI = ("NICOTINAMIDE MONONUCLEOTIDE", "NIACINAMIDE ASCORBATE", "NIACINAMIDE LACTATE")


def _seed(data_dir: Path) -> None:
    engine = server_db(data_dir)
    try:
        with Session(engine) as session:
            if session.scalar(select(Brand.id).where(Brand.key == "the ordinary")) is None:
                ordinary = Brand(name="The Ordinary", key="the ordinary")
                cerave = Brand(name="CeraVe", key="cerave")
                serums = Category(name="Serums", path="Skincare > Serums", depth=1)
                creams = Category(name="Moisturizers", path="Skincare > Moisturizers", depth=1)
                # product_count as the import's refresh sets it; the niacinamide salts are in no product.
                nia = Inci(name="NIACINAMIDE", functions=["Skin Conditioning"], first_letter="N", product_count=3)
                zinc = Inci(name="ZINC PCA", functions=["Humectant"], first_letter="Z", product_count=1)
                parfum = Inci(name="PARFUM", functions=["Perfuming"], first_letter="P", product_count=1)
                glycerin = Inci(name="GLYCERIN", functions=["Humectant"], first_letter="G", product_count=2)
                unused = [Inci(name=n, functions=[], first_letter="N") for n in UNUSED_INCI]
                session.add_all([ordinary, cerave, serums, creams, nia, zinc, parfum, glycerin, *unused])
                session.flush()
                rows = [
                    (SERUM, ordinary, serums, 6.0, ["fragrance-free"], ["oily"], [nia, zinc]),
                    (LOTION, cerave, creams, 16.0, ["fragrance-free"], ["dry"], [nia, glycerin]),
                    (SCENTED, cerave, serums, 42.0, [], ["normal"], [nia, parfum]),
                    (CLEANSER, cerave, creams, 15.0, ["fragrance-free"], ["oily"], [glycerin]),
                ]
                for n, (name, brand, category, price, tags, skin, incis) in enumerate(rows, 1):
                    product = Product(name=name, brand_id=brand.id, category_id=category.id, price_usd=price,
                                      source="e2e", source_id=str(n), tags=tags, skin_types=skin)
                    session.add(product)
                    session.flush()
                    for seq, inci in enumerate(incis, 1):
                        session.add(ProductIngredient(product_id=product.id, seq=seq, position=seq, inci_id=inci.id,
                                                      raw_name=inci.name.title(), confidence=1.0))
                session.commit()
    finally:
        engine.dispose()
    glowdex("search", "sync", data_dir=data_dir, timeout=120)


@pytest.fixture(scope="module")
def catalog(live_server: tuple[str, Path]) -> str:
    url, data_dir = live_server
    _seed(data_dir)
    return url


def _wait_for_results(page: Page, names: list[str]) -> None:
    expect(page.get_by_test_id("product-result").locator(".product-card__name")).to_have_text(names)


def test_home_autocomplete_then_grouped_search(page: Page, catalog: str) -> None:
    page.goto(catalog + "/")
    box = page.get_by_role("combobox", name="Search products, brands, categories and ingredients")
    box.fill("niacin")
    listbox = page.locator("#home-search-listbox")
    expect(listbox.get_by_role("option", name=re.compile(re.escape(SERUM)))).to_be_visible()
    expect(box).to_have_attribute("aria-expanded", "true")
    # Arrow keys move the highlight; Escape closes the list; Enter searches for the typed text.
    box.press("ArrowDown")
    expect(box).to_have_attribute("aria-activedescendant", "home-search-option-0")
    box.press("Escape")
    expect(box).to_have_attribute("aria-expanded", "false")
    box.press("Enter")
    expect(page).to_have_url(re.compile(r"/ntn/search\?keyword=niacin$"))
    products = page.get_by_test_id("group-products")
    expect(products.get_by_role("heading", name=re.compile("Products"))).to_be_visible()
    expect(products.get_by_role("link", name=re.compile(re.escape(SERUM)))).to_have_attribute(
        "href", re.compile(r"^/productDetail/\d+$"))
    best = page.get_by_test_id("best-matches")
    expect(best.get_by_role("link", name=re.compile("NIACINAMIDE"))).to_have_attribute(
        "href", re.compile(r"^/ingredientDetail/[0-9a-f-]{36}$"))
    # The match is emphasised, never injected as HTML.
    expect(products.locator("em.hl").first).to_have_text(re.compile("niacin", re.I))
    # Toggling a kind narrows the groups (selectedItems in the URL); its button says how many there are.
    page.get_by_role("button", name=re.compile(r"^Ingredients: \d+ ingredients?$")).click()
    expect(page).to_have_url(re.compile(r"kinds=ingredients"))
    expect(page.get_by_test_id("group-products")).to_have_count(0)
    expect(page.get_by_test_id("group-ingredients").get_by_role("link").first).to_have_text(re.compile("NIACINAMIDE"))


def test_niacinamide_shows_the_ingredient_once_then_the_products(page: Page, catalog: str) -> None:
    """Issue 21 §1: products first, with the ingredient itself as one result at the top; ingredients in no product
    never above it, and every count names what it counts."""
    for width, height in ((1280, 900), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto(catalog + "/ntn/search?keyword=niacinamide")
        best = page.get_by_test_id("best-match")
        expect(best).to_have_count(1)
        expect(best).to_contain_text("NIACINAMIDE")
        expect(best).to_contain_text("in 3 products")
        products = page.get_by_test_id("group-products")
        expect(products.get_by_role("link")).to_have_count(3)
        # In the page's order: the best match, then the products, then the other ingredients.
        order = page.evaluate("""() => [...document.querySelectorAll(
            '[data-testid=best-matches], [data-testid^=group-]')].map((e) => e.dataset.testid)""")
        assert order[:2] == ["best-matches", "group-products"], order
        assert order.index("group-ingredients") > order.index("group-products"), order
        ingredients = page.get_by_test_id("group-ingredients")
        for name in UNUSED_INCI:  # in no product: after every product (NMN through the synonym nicotinamide)
            expect(ingredients).to_contain_text(name)
        expect(ingredients.locator(".result__title").filter(has_text=re.compile(r"^NIACINAMIDE$"))).to_have_count(0)
        expect(page.get_by_test_id("search-count")).to_have_text("3 products · 4 ingredients for “niacinamide”")
        expect(products.get_by_role("heading")).to_have_text("Products · 3")
        expect(page.get_by_role("button", name="Products: 3 products")).to_be_visible()
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_nothing_found_says_so(page: Page, catalog: str) -> None:
    page.goto(catalog + "/ntn/search?keyword=zzqxw")
    expect(page.get_by_test_id("search-empty")).to_contain_text("Nothing found for “zzqxw”")


def test_a_typo_still_finds_the_product(page: Page, catalog: str) -> None:
    page.goto(catalog + "/ntn/search?keyword=niacinamde")
    expect(page.get_by_test_id("group-products").get_by_role("link", name=re.compile(re.escape(SERUM)))).to_be_visible()
    page.goto(catalog + "/browseProducts?q=moisturizng")
    _wait_for_results(page, [LOTION])


def test_browse_facets_sort_url_and_back(page: Page, catalog: str) -> None:
    page.goto(catalog + "/browseProducts")
    expect(page.get_by_test_id("product-result")).to_have_count(4)
    page.get_by_test_id("facet-Brand").get_by_role("checkbox", name=re.compile("^CeraVe")).check()
    expect(page).to_have_url(re.compile(r"brand=CeraVe"))
    expect(page.get_by_test_id("product-result")).to_have_count(3)
    page.get_by_test_id("facet-Price").get_by_role("radio", name=re.compile(r"^\$10 – \$25")).check()
    expect(page).to_have_url(re.compile(r"price=10-25"))
    expect(page.get_by_test_id("product-result")).to_have_count(2)
    page.get_by_label("Sort by").select_option(label="Price: high to low")
    expect(page).to_have_url(re.compile(r"sort=price-desc"))
    _wait_for_results(page, [LOTION, CLEANSER])
    page.get_by_label("Sort by").select_option(label="Price: low to high")
    expect(page).to_have_url(re.compile(r"sort=price-asc"))
    _wait_for_results(page, [CLEANSER, LOTION])

    page.go_back()
    expect(page).to_have_url(re.compile(r"sort=price-desc"))
    _wait_for_results(page, [LOTION, CLEANSER])
    expect(page.get_by_label("Sort by")).to_have_value("price|||desc")
    page.go_back()
    expect(page).not_to_have_url(re.compile(r"sort="))
    expect(page).to_have_url(re.compile(r"price=10-25"))
    page.go_back()
    expect(page).not_to_have_url(re.compile(r"price="))
    expect(page.get_by_test_id("product-result")).to_have_count(3)
    expect(page.get_by_test_id("facet-Brand").get_by_role("checkbox", name=re.compile("^CeraVe"))).to_be_checked()
    page.go_forward()
    expect(page).to_have_url(re.compile(r"price=10-25"))
    expect(page.get_by_test_id("product-result")).to_have_count(2)


def test_excluding_an_ingredient_removes_a_product(page: Page, catalog: str) -> None:
    page.goto(catalog + "/browseProducts?q=serum")
    expect(page.get_by_test_id("product-result").filter(has_text=SCENTED)).to_have_count(1)
    exclude = page.get_by_test_id("ingredients_exclude")
    exclude.get_by_label("Must not contain").fill("fragrance")
    exclude.get_by_role("button", name="Add").click()
    expect(page).to_have_url(re.compile(r"exclude=fragrance"))
    expect(page.get_by_test_id("product-result").filter(has_text=SCENTED)).to_have_count(0)
    expect(page.get_by_test_id("product-result").filter(has_text=SERUM)).to_have_count(1)
    # Every result links to its detail screen.
    expect(page.get_by_test_id("product-result").get_by_role("link").first).to_have_attribute(
        "href", re.compile(r"^/productDetail/\d+$"))


def test_popular_brand_chip_opens_browse_filtered(page: Page, catalog: str) -> None:
    page.goto(catalog + "/")
    page.get_by_role("link", name=re.compile(r"^CeraVe\s*3$")).click()
    expect(page).to_have_url(re.compile(r"/browseProducts\?brand=CeraVe$"))
    expect(page.get_by_test_id("product-result")).to_have_count(3)
