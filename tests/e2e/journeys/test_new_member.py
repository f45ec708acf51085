"""Journey (b), the new member (issue 21): on a product page, signed out, starts a review ("Write a review"), is
asked to sign in (and told why), signs in and lands in the review editor with that product chosen; publishes
the review, rates the product, builds a routine, and puts the product on a shelf — where the shelf dialog then
says which shelves hold it, with Remove, and never "Added" twice.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import choose_stars, new_account
from tests.e2e.journeys.conftest import CREAM, DROPS, TAG, Member, product_path

pytestmark = pytest.mark.e2e


def test_new_member_reviews_rates_builds_a_routine_and_a_shelf(member: Member, catalog: dict[str, int],
                                                               outbox: Callable[..., list[dict]]) -> None:
    page = member.page
    account = new_account(member.url, outbox, prefix="e2e-journey-b", nickname=f"Newbie {uuid.uuid4().hex[:4]}")

    # "Write a review", signed out → sign in (told why) → the editor, with the product already chosen.
    member.go(product_path(catalog, DROPS))
    page.get_by_test_id("product-reviews").get_by_role("link", name="Write a review").click()
    expect(page).to_have_url(member.url + "/signin")
    expect(page.get_by_test_id("signin-reason")).to_have_text("Sign in to write your review.")
    member.sign_in_here(account)
    expect(page).to_have_url(re.compile(r"/nbn/draft/modifyReviewPage\?product_id=" + str(catalog[DROPS])))
    form = page.get_by_test_id("review-form")
    expect(form.get_by_test_id("review-product")).to_contain_text(DROPS)
    member.look("review editor")
    choose_stars(form, 4)
    form.get_by_label("Title").fill(f"Does the job {TAG}")
    form.get_by_label("Your review").fill("Evens out my skin tone; no stinging, no pilling under sunscreen.")
    page.get_by_role("button", name="Publish review").click()
    expect(page.get_by_test_id("review-success")).to_contain_text("Thanks for your review!")
    member.look("review saved")

    # Rate the product.
    member.go(product_path(catalog, DROPS))
    rate = page.get_by_test_id("rate-form")
    choose_stars(rate.get_by_role("group", name="Overall", exact=True), 4)
    rate.get_by_role("button", name="Submit rating").click()
    expect(rate.get_by_test_id("rate-status")).to_contain_text("Thanks!")
    member.look("product page, rated")

    # Build a routine of two products.
    member.go("/nbn/draft/modifyRoutinePage")
    routine = page.get_by_test_id("routine-form")
    routine.get_by_label("Name").fill(f"Morning {TAG}")
    picker = routine.get_by_role("combobox", name="Add a product")
    for name in (DROPS, CREAM):
        picker.fill(f"Journey {TAG}" if name == CREAM else f"Thrift {TAG}")
        page.get_by_role("option", name=re.compile(re.escape(name))).click()
    expect(routine.get_by_test_id("edit-step")).to_have_count(2)
    member.look("routine editor")
    page.get_by_role("button", name="Save routine").click()
    expect(page.get_by_test_id("routine-success")).to_be_visible()
    page.get_by_role("link", name="See your routine").click()
    expect(page.get_by_test_id("routine-step")).to_have_count(2)
    member.look("routine page")

    # A shelf: made from the product page with the product on it; the dialog then marks that shelf.
    shelf = f"Bathroom {TAG}"
    member.go(product_path(catalog, DROPS))
    page.get_by_test_id("add-to-shelf").click()
    menu = page.get_by_test_id("shelf-menu")
    menu.get_by_label("New shelf name").fill(shelf)
    menu.get_by_role("button", name="Make shelf and add").click()
    expect(menu.get_by_test_id("shelf-menu-message")).to_have_text(f"Added to {shelf}.")
    member.look("shelf dialog")
    row = menu.get_by_test_id("shelf-menu-row").filter(has_text=shelf)
    expect(row).to_have_attribute("data-on-shelf", "true")
    expect(menu.get_by_role("button", name=f"Add to {shelf}")).to_have_count(0)  # adding again is not offered
    menu.get_by_role("button", name=f"Remove from {shelf}").click()
    expect(menu.get_by_test_id("shelf-menu-message")).to_have_text(f"Removed from {shelf}.")
    expect(row).to_have_attribute("data-on-shelf", "false")
    menu.get_by_role("button", name=f"Add to {shelf}").click()
    expect(menu.get_by_test_id("shelf-menu-message")).to_have_text(f"Added to {shelf}.")
    # reopened later, the dialog still knows
    page.reload()
    page.get_by_test_id("add-to-shelf").click()
    expect(page.get_by_test_id("shelf-menu").get_by_test_id("shelf-menu-row").filter(has_text=shelf)) \
        .to_have_attribute("data-on-shelf", "true")

    # The profile holds all of it.
    member.go(f"/userProfile/{account['user_id']}")
    expect(page.get_by_test_id("user-reviews").get_by_role("link", name=f"Does the job {TAG}")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile(re.escape(shelf)))).to_be_visible()
    member.look("own profile")

    member.done()
