"""Community end to end (issue 11), in a real Chromium against `glowdex serve` with the built SPA.

- A member writes a review with a photo (product picked with the autocomplete, photo through the file host)
  → /reviewSuccess → the review is on the product page, on their profile and in search.
- Another member comments; the author replies inside the thread.
- Like and star toggles survive a reload (they change on the server, not only on the screen).
- The author makes the review private → another member gets /404 for it and no longer finds it on the
  product page, the author's profile or in search.

The e2e server starts with an empty catalogue: this module seeds one product of its own straight into the
server's SQLite and drains the search outbox (`glowdex search sync`) so the product autocomplete knows it.
Reviews written here reach the search index through the server's own worker.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect
from sqlalchemy import delete
from sqlalchemy.orm import Session

from tests.e2e.conftest import (
    PASSWORD,
    choose_stars,
    glowdex,
    new_account,
    png,
    seed_catalog,
    server_db,
    unseed_catalog,
    wait_until,
)

pytestmark = pytest.mark.e2e

TAG = uuid.uuid4().hex[:6]
PRODUCT = f"Community Calm Cream {TAG}"
CLEANSER = f"Community Soft Cleanser {TAG}"
BRAND = "Community Lab"


@pytest.fixture(scope="module")
def product_id(live_server: tuple[str, Path]) -> Iterator[int]:
    """One product of this module's own (and a second to pick), known to the autocomplete; removed with the
    reviews and routines made on them afterwards."""
    from api.models import Routine

    url, data_dir = live_server
    ids, made = seed_catalog(data_dir, {}, {name: (BRAND, "Cleansers", 18.0, 50.0, []) for name in (PRODUCT, CLEANSER)},
                             source="e2e-community")
    glowdex("search", "sync", data_dir=data_dir)
    with httpx.Client(base_url=url, timeout=15) as client:
        def indexed() -> bool:
            items = client.get("/api/search/autocomplete", params={"q": f"Community {TAG}", "kinds": "product"}).json()
            found = {str(i["id"]) for i in items.get("data") or []}
            return {str(ids[PRODUCT]), str(ids[CLEANSER])} <= found

        wait_until(indexed, "the products in the autocomplete")
    try:
        yield ids[PRODUCT]
    finally:
        engine = server_db(data_dir)
        with Session(engine) as s:
            s.execute(delete(Routine).where(Routine.title.like(f"%{TAG}%")))
            s.commit()
        engine.dispose()
        unseed_catalog(data_dir, made)
        glowdex("search", "sync", data_dir=data_dir)


@pytest.fixture
def author(live_url: str, outbox: Callable[[str], list[dict]]) -> dict:
    return new_account(live_url, outbox, prefix="e2e-community", nickname=f"Author {uuid.uuid4().hex[:4]}",
                       skin_type="dry")


@pytest.fixture
def reader(live_url: str, outbox: Callable[[str], list[dict]]) -> dict:
    return new_account(live_url, outbox, prefix="e2e-community", nickname=f"Reader {uuid.uuid4().hex[:4]}",
                       skin_type="dry")


def _sign_in(page: Page, live_url: str, account: dict) -> None:
    page.goto(f"{live_url}/signin")
    page.get_by_label("E-mail").fill(account["email"])
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(f"{live_url}/userProfile/{account['user_id']}")


def _review_by_api(live_url: str, account: dict, product_id: int, title: str) -> int:
    with httpx.Client(base_url=live_url, timeout=15) as client:
        reply = client.post("/api/review/submit", headers=account["headers"], json={
            "product_id": product_id, "title": title, "content": "Calmer skin after two weeks.", "rating": 4}).json()
    assert reply["status"] is True, reply
    return int(reply["data"]["review_id"])


def _search_titles(live_url: str, keyword: str, headers: dict | None = None) -> list[str]:
    with httpx.Client(base_url=live_url, timeout=15) as client:
        data = client.get("/api/search", params={"keyword": keyword, "page_no": 1, "page_num": 10},
                          headers=headers or {}).json()["data"]
    return [str(i["fields"].get("title", "")) for i in data["items"] if i["type"] == "review"]


def test_write_a_review_with_a_photo_then_find_it_everywhere(page: Page, live_url: str, product_id: int,
                                                              author: dict) -> None:
    title = f"Glowcheck {uuid.uuid4().hex[:6]}"
    _sign_in(page, live_url, author)
    page.goto(f"{live_url}/nbn/draft/modifyReviewPage")
    form = page.get_by_test_id("review-form")
    form.get_by_role("combobox", name="Product").fill(f"Calm Cream {TAG}")
    page.get_by_role("option", name=re.compile(re.escape(PRODUCT))).click()
    expect(form.get_by_test_id("review-product")).to_contain_text(PRODUCT)
    choose_stars(form, 4)
    form.get_by_label("Title").fill(title)
    form.get_by_label("Your review").fill("My redness calmed down within a week; no pilling under sunscreen.")

    with page.expect_response(lambda r: r.url.endswith("/files/file/upload")) as answer:
        form.get_by_label("Photos").set_input_files(files=[{"name": "jar.png", "mimeType": "image/png",
                                                            "buffer": png()}])
    assert answer.value.status == 200, answer.value.text()
    expect(form.get_by_test_id("draft-image")).to_have_count(1)

    # the unsaved draft survives a reload
    page.reload()
    expect(page.get_by_test_id("draft-restored")).to_be_visible()
    expect(page.get_by_label("Title")).to_have_value(title)
    expect(page.get_by_test_id("draft-image")).to_have_count(1)

    page.get_by_role("button", name="Publish review").click()
    expect(page).to_have_url(re.compile(r"/reviewSuccess\?review_id=\d+"))
    expect(page.get_by_test_id("review-success")).to_contain_text("Thanks for your review!")
    review_id = int(re.search(r"review_id=(\d+)", page.url).group(1))  # type: ignore[union-attr]

    page.get_by_role("link", name="See your review").click()
    expect(page).to_have_url(f"{live_url}/reviewDetail/{review_id}")
    expect(page.get_by_role("heading", name=title)).to_be_visible()
    expect(page.get_by_test_id("review-rating")).to_have_attribute("aria-label", "4 out of 5 stars")
    expect(page.get_by_test_id("review-skin")).to_contain_text("Dry skin")
    image = page.get_by_test_id("review-image")
    expect(image).to_have_attribute("src", re.compile(r"^/files/uploads/"))
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=image.element_handle())

    # on the product page, counted with the reviews, its stars in Glowdex members' rating at the top of the page
    # (issue 21 §6: the page's one rating story; the reviews section only counts them)
    page.goto(f"{live_url}/productDetail/{product_id}")
    reviews = page.get_by_test_id("product-reviews")
    expect(reviews.get_by_role("link", name=title)).to_have_attribute("href", f"/reviewDetail/{review_id}")
    expect(reviews.get_by_test_id("review-summary")).to_contain_text(re.compile(r"^1 review "))
    head = page.locator("header", has=page.get_by_role("heading", level=1, name=PRODUCT))
    expect(head.get_by_test_id("member-rating")).to_contain_text("★ 4.0 from 1 Glowdex member —")

    # on the author's profile
    page.goto(f"{live_url}/userProfile/{author['user_id']}")
    expect(page.get_by_role("tab", name="My reviews")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_test_id("user-reviews").get_by_role("link", name=title)).to_be_visible()

    # on the home page's "From the community" (a shuffled list: load more until it shows)
    page.goto(live_url)
    # (its own section: the products above it have a "Load more" of their own)
    community_home = page.get_by_role("heading", name="From the community").locator("xpath=ancestor::section[1]")
    card = community_home.get_by_role("link", name=title)
    for _ in range(5):
        if card.count():
            break
        more = community_home.get_by_role("button", name="Load more")
        if not more.count():
            break
        more.click()
        page.wait_for_timeout(500)
    expect(card).to_have_attribute("href", f"/reviewDetail/{review_id}")

    # in search, once the server's worker has indexed it
    wait_until(lambda: title in _search_titles(live_url, title), "the review in the search index")
    page.goto(f"{live_url}/ntn/search?keyword={title.replace(' ', '%20')}")
    community = page.get_by_test_id("group-community")
    expect(community.get_by_role("link", name=re.compile(re.escape(title)))).to_have_attribute(
        "href", f"/reviewDetail/{review_id}")


def test_reply_to_a_comment(page: Page, reader_page: Page, live_url: str, product_id: int, author: dict,
                            reader: dict) -> None:
    review_id = _review_by_api(live_url, author, product_id, f"Thread {uuid.uuid4().hex[:6]}")
    _sign_in(reader_page, live_url, reader)
    reader_page.goto(f"{live_url}/reviewDetail/{review_id}")
    form = reader_page.get_by_test_id("comment-form")
    form.get_by_role("textbox", name="Add a comment").fill("Did it sting at first?")
    form.get_by_role("button", name="Comment").click()
    expect(reader_page.get_by_test_id("comment")).to_have_count(1)
    expect(reader_page.get_by_test_id("comment-count")).to_have_text("1")

    _sign_in(page, live_url, author)
    page.goto(f"{live_url}/reviewDetail/{review_id}")
    question = page.get_by_test_id("comment").filter(has_text="Did it sting at first?")
    question.get_by_role("button", name="Reply").click()
    reply_form = page.get_by_test_id("reply-form")
    reply_form.get_by_role("textbox").fill("Not at all, it was soothing from day one.")
    reply_form.get_by_role("button", name="Reply").click()
    replies = page.get_by_role("list", name="Replies")
    expect(replies.get_by_test_id("comment")).to_have_count(1)
    expect(replies).to_contain_text("Not at all, it was soothing from day one.")
    expect(replies).to_contain_text(f"replying to {reader['nickname']}")
    expect(page.get_by_test_id("comment-count")).to_have_text("2")

    # the other member sees the thread after a reload
    reader_page.reload()
    expect(reader_page.get_by_role("list", name="Replies")).to_contain_text("soothing from day one")


def test_like_and_star_survive_a_reload(reader_page: Page, live_url: str, product_id: int, author: dict,
                                        reader: dict) -> None:
    page = reader_page
    review_id = _review_by_api(live_url, author, product_id, f"Toggle {uuid.uuid4().hex[:6]}")
    _sign_in(page, live_url, reader)
    page.goto(f"{live_url}/reviewDetail/{review_id}")
    like, star = page.get_by_test_id("like"), page.get_by_test_id("star")
    expect(like).to_have_attribute("aria-pressed", "false")
    like.click()
    expect(like).to_have_attribute("aria-pressed", "true")
    star.click()
    expect(star).to_have_attribute("aria-pressed", "true")

    page.reload()
    expect(page.get_by_test_id("like")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("like-count")).to_have_text("1")
    expect(page.get_by_test_id("star")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("star-count")).to_have_text("1")

    # the starred review is in the member's "Starred reviews"
    page.goto(f"{live_url}/userProfile/{reader['user_id']}")
    page.get_by_role("tab", name="Starred reviews").click()
    expect(page.get_by_test_id("starred-reviews").get_by_test_id("review-card")).to_have_count(1)

    page.goto(f"{live_url}/reviewDetail/{review_id}")
    page.get_by_test_id("like").click()
    expect(page.get_by_test_id("like")).to_have_attribute("aria-pressed", "false")
    page.reload()
    expect(page.get_by_test_id("like")).to_have_attribute("aria-pressed", "false")
    expect(page.get_by_test_id("like-count")).to_have_text("0")
    expect(page.get_by_test_id("star")).to_have_attribute("aria-pressed", "true")


def test_a_private_review_is_gone_for_another_member(page: Page, reader_page: Page, live_url: str,
                                                     product_id: int, author: dict, reader: dict) -> None:
    title = f"Secret {uuid.uuid4().hex[:6]}"
    review_id = _review_by_api(live_url, author, product_id, title)
    wait_until(lambda: title in _search_titles(live_url, title), "the review in the search index")

    _sign_in(reader_page, live_url, reader)
    reader_page.goto(f"{live_url}/productDetail/{product_id}")
    expect(reader_page.get_by_test_id("product-reviews").get_by_role("link", name=title)).to_be_visible()

    _sign_in(page, live_url, author)
    page.goto(f"{live_url}/reviewDetail/{review_id}")
    page.get_by_role("button", name="Make private").click()
    expect(page.get_by_test_id("private-badge")).to_be_visible()
    page.reload()
    expect(page.get_by_test_id("private-badge")).to_be_visible()  # the owner still sees it

    reader_page.goto(f"{live_url}/reviewDetail/{review_id}")
    expect(reader_page).to_have_url(f"{live_url}/404")
    reader_page.goto(f"{live_url}/productDetail/{product_id}")
    reviews = reader_page.get_by_test_id("product-reviews")
    expect(reviews.get_by_test_id("review-summary")).to_be_visible()
    expect(reviews.get_by_role("link", name=title)).to_have_count(0)
    reader_page.goto(f"{live_url}/userProfile/{author['user_id']}")
    expect(reader_page.get_by_role("tab", name="Reviews", exact=True)).to_have_attribute("aria-selected", "true")
    expect(reader_page.get_by_test_id("user-reviews-empty")).to_be_visible()
    wait_until(lambda: title not in _search_titles(live_url, title, reader["headers"]), "the review to leave search")
    reader_page.goto(f"{live_url}/ntn/search?keyword={title.replace(' ', '%20')}")
    expect(reader_page.get_by_role("link", name=re.compile(re.escape(title)))).to_have_count(0)


def test_edit_a_review_keeps_its_photo(page: Page, live_url: str, product_id: int, author: dict) -> None:
    review_id = _review_by_api(live_url, author, product_id, f"Before {uuid.uuid4().hex[:6]}")
    _sign_in(page, live_url, author)
    page.goto(f"{live_url}/reviewDetail/{review_id}")
    page.get_by_role("link", name="Edit").click()
    expect(page).to_have_url(f"{live_url}/nbn/draft/modifyReviewPage/{review_id}")
    expect(page.get_by_test_id("review-product")).to_contain_text(PRODUCT)
    expect(page.get_by_label("4 stars")).to_be_checked()
    page.get_by_label("Title").fill("After a month")
    choose_stars(page.get_by_test_id("review-form"), 5)
    page.get_by_role("button", name="Save changes").click()
    expect(page.get_by_test_id("review-success")).to_contain_text("Your review is updated")
    page.get_by_role("link", name="See your review").click()
    expect(page.get_by_role("heading", name="After a month")).to_be_visible()
    expect(page.get_by_test_id("review-rating")).to_have_attribute("aria-label", "5 out of 5 stars")


def test_a_routine_in_order_with_its_products(page: Page, reader_page: Page, live_url: str, product_id: int,
                                              author: dict, reader: dict) -> None:
    title = f"Evening {TAG} {uuid.uuid4().hex[:4]}"
    _sign_in(page, live_url, author)
    page.goto(f"{live_url}/nbn/draft/modifyRoutinePage")
    form = page.get_by_test_id("routine-form")
    form.get_by_label("Name").fill(title)
    picker = form.get_by_role("combobox", name="Add a product")
    for name in (PRODUCT, CLEANSER):
        picker.fill(f"Community {TAG}")
        page.get_by_role("option", name=re.compile(re.escape(name))).click()
    steps = form.get_by_test_id("edit-step")
    expect(steps).to_have_count(2)
    form.get_by_role("button", name=re.compile(f"Move .*{re.escape(CLEANSER)}.* up")).click()
    expect(steps.first).to_contain_text(CLEANSER)
    steps.first.get_by_label("Step").fill("Cleanse")
    steps.nth(1).get_by_label("Step").fill("Moisturise")
    steps.nth(1).get_by_label("When").select_option("pm")
    steps.nth(1).get_by_label("How often").select_option("every_other_day")
    page.get_by_role("button", name="Save routine").click()
    expect(page.get_by_test_id("routine-success")).to_be_visible()
    page.get_by_role("link", name="See your routine").click()
    expect(page).to_have_url(re.compile(r"/routineDetail/\d+$"))
    routine_url = page.url
    shown = page.get_by_test_id("routine-step")
    expect(shown).to_have_count(2)
    expect(shown.first).to_contain_text("Cleanse:")
    expect(shown.first).to_contain_text(CLEANSER)
    expect(shown.nth(1)).to_contain_text("Moisturise:")
    expect(shown.nth(1)).to_contain_text("PM")
    expect(shown.nth(1)).to_contain_text("Every other day")

    # another member finds it on the product page and stars it; the star survives a reload
    _sign_in(reader_page, live_url, reader)
    reader_page.goto(f"{live_url}/productDetail/{product_id}")
    reader_page.get_by_test_id("product-routines").get_by_role("link", name=title).click()
    expect(reader_page).to_have_url(routine_url)
    reader_page.get_by_test_id("star").click()
    expect(reader_page.get_by_test_id("star")).to_have_attribute("aria-pressed", "true")
    reader_page.reload()
    expect(reader_page.get_by_test_id("star")).to_have_attribute("aria-pressed", "true")
    expect(reader_page.get_by_test_id("star-count")).to_have_text("1")
