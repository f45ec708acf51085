"""Own-profile extras end to end, in a real Chromium against `glowdex serve` with the built SPA.

Profile photo: a PNG made here is uploaded to the file host (`POST /files/file/upload`), previewed, saved with
the profile (`POST /api/user/edit_info {avatar}`) and shown on the profile card and in the header menu, also
after a reload; a file that only claims to be a PNG gets the file host's 415 message beside the picker.
Private lists: a product liked on its page shows under "Liked products" on the own profile.

The e2e server starts with an empty catalogue: this module seeds one product of its own straight into the
server's SQLite (as `test_ingredient_screens.py` does) and removes it, with its reactions, when done. It adds no
ingredients and does not touch the search index.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import PASSWORD, new_account, png, seed_catalog, unseed_catalog

pytestmark = pytest.mark.e2e

PRODUCT = "Extras Barrier Cream"
BRAND = "Extras Lab"


@pytest.fixture(scope="module")
def product_id(live_server: tuple[str, Path]) -> Iterator[int]:
    """One product (and its brand) of this module's own; removed with every reaction to it afterwards."""
    _url, data_dir = live_server
    ids, made = seed_catalog(data_dir, {}, {PRODUCT: (BRAND, "Creams", 21.0, 50.0, [])}, source="e2e-profile-extras")
    try:
        yield ids[PRODUCT]
    finally:
        unseed_catalog(data_dir, made)


@pytest.fixture
def account(live_url: str, outbox: Callable[[str], list[dict]]) -> dict:
    """A fresh activated account made through the API (the UI path is covered by test_accounts_flow)."""
    return new_account(live_url, outbox, prefix="e2e-extras")


def _sign_in(page: Page, live_url: str, account: dict) -> None:
    page.goto(f"{live_url}/signin")
    page.get_by_label("E-mail").fill(account["email"])
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(f"{live_url}/userProfile/{account['user_id']}")


def _image_loaded(page: Page, test_id: str) -> bool:
    return page.get_by_test_id(test_id).evaluate("img => img.complete && img.naturalWidth > 0")


def test_profile_photo_upload_is_saved_and_shown(page: Page, live_url: str, account: dict) -> None:
    _sign_in(page, live_url, account)
    expect(page.get_by_test_id("header-avatar")).to_be_attached()
    page.get_by_role("button", name="Edit profile").click()
    form = page.get_by_test_id("profile-edit-form")

    with page.expect_response(lambda r: r.url.endswith("/files/file/upload")) as answer:
        form.get_by_label("Profile photo").set_input_files(
            files=[{"name": "me.png", "mimeType": "image/png", "buffer": png()}])
    body = answer.value.json()
    assert answer.value.status == 200 and body["status"] is True and body["code"] == 1, body
    url = body["data"]["url"]
    assert url.startswith("/files/uploads/"), url

    expect(form.get_by_test_id("avatar-status")).to_contain_text("Photo uploaded")
    expect(form.get_by_test_id("avatar-preview")).to_have_attribute("src", url)
    form.get_by_role("button", name="Save profile").click()
    expect(form).to_be_hidden()

    card_avatar = page.get_by_test_id("profile-avatar")
    expect(card_avatar).to_have_attribute("src", url)
    expect(page.get_by_test_id("header-avatar")).to_have_attribute("src", url)
    page.wait_for_function("() => { const i = document.querySelector('[data-testid=profile-avatar]');"
                           " return i && i.complete && i.naturalWidth > 0; }")
    assert _image_loaded(page, "profile-avatar")

    # Reload: the url comes back from the server and the file is served by the file host.
    page.reload()
    expect(page.get_by_test_id("profile-avatar")).to_have_attribute("src", url)
    expect(page.get_by_test_id("header-avatar")).to_have_attribute("src", url)
    page.wait_for_function("() => { const i = document.querySelector('[data-testid=header-avatar]');"
                           " return i && i.complete && i.naturalWidth > 0; }")
    info = httpx.get(f"{live_url}/api/user/public_info", params={"user_id": account["user_id"]}, timeout=15).json()
    assert info["data"]["avatar"] == url


def test_a_file_that_is_not_an_image_shows_the_415_message(page: Page, live_url: str, account: dict) -> None:
    _sign_in(page, live_url, account)
    page.get_by_role("button", name="Edit profile").click()
    form = page.get_by_test_id("profile-edit-form")

    # It claims to be a PNG, so only the file host can tell.
    with page.expect_response(lambda r: r.url.endswith("/files/file/upload")) as answer:
        form.get_by_label("Profile photo").set_input_files(
            files=[{"name": "notes.png", "mimeType": "image/png", "buffer": b"just some text, not a picture"}])
    assert answer.value.status == 415
    message = answer.value.json()["msg"]
    assert message

    expect(form.get_by_test_id("avatar-error")).to_have_text(message)
    expect(page).to_have_url(f"{live_url}/userProfile/{account['user_id']}")
    expect(form.get_by_label("Profile photo")).to_have_attribute("aria-invalid", "true")

    # A file the browser already knows is not an image never leaves it.
    uploads: list[str] = []
    page.on("request", lambda r: uploads.append(r.url) if "/files/file/upload" in r.url else None)
    form.get_by_label("Profile photo").set_input_files(
        files=[{"name": "notes.txt", "mimeType": "text/plain", "buffer": b"hello"}])
    expect(form.get_by_test_id("avatar-error")).to_contain_text("not an image we accept")
    assert uploads == []


def test_a_liked_product_shows_under_liked_products(page: Page, live_url: str, account: dict, product_id: int) -> None:
    _sign_in(page, live_url, account)
    lists = page.get_by_test_id("profile-lists")
    expect(lists.get_by_role("tab", name="Liked products", exact=True)).to_have_attribute("aria-selected", "true")
    expect(page.get_by_test_id("liked-products-empty")).to_be_visible()

    page.goto(f"{live_url}/productDetail/{product_id}")
    expect(page.get_by_role("heading", name=PRODUCT)).to_be_visible()
    with page.expect_response(lambda r: r.url.endswith("/api/product/like")) as answer:
        page.get_by_test_id("like").click()
    assert answer.value.json()["status"] is True
    expect(page.get_by_test_id("like")).to_have_attribute("aria-pressed", "true")

    page.get_by_test_id("account-menu").click()
    page.get_by_role("link", name="My profile").click()
    expect(page).to_have_url(f"{live_url}/userProfile/{account['user_id']}")
    liked = page.get_by_role("list", name="Liked products", exact=True)
    link = liked.get_by_role("link", name=PRODUCT)
    expect(link).to_have_attribute("href", f"/productDetail/{product_id}")
    expect(page.get_by_role("button", name="Load more")).to_have_count(0)

    lists.get_by_role("tab", name="Disliked products").click()
    expect(page.get_by_test_id("disliked-products-empty")).to_be_visible()
    lists.get_by_role("tab", name="Liked ingredients", exact=True).click()
    expect(page.get_by_test_id("liked-ingredients-empty")).to_be_visible()

    # The list is the server's: it survives a reload.
    page.reload()
    expect(page.get_by_role("list", name="Liked products", exact=True).get_by_role("link", name=PRODUCT)).to_be_visible()
    link = page.get_by_role("list", name="Liked products", exact=True).get_by_role("link", name=PRODUCT)
    link.click()
    expect(page).to_have_url(re.compile(rf"/productDetail/{product_id}$"))
