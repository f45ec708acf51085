"""Journey (a), the newcomer (issue 21): looks around signed out — search, browse, a product and what is in it,
a mistyped link — likes the product, is asked to sign in (and told why), has no account yet so signs up,
activates with the mailed code, signs in, and is back on the product with it liked, once. Then collects it and
finds it in the collected list on their profile.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import PASSWORD, wait_until
from tests.e2e.journeys.conftest import NO_GLUED_PILLS, SERUM, TAG, Member, api, mailed_code, product_path

pytestmark = pytest.mark.e2e


def test_newcomer_looks_around_likes_signs_up_and_finds_it_done(member: Member, catalog: dict[str, int],
                                                                  outbox: Callable[..., list[dict]]) -> None:
    page = member.page

    # Home, then a search for product words answers products.
    member.go("/")
    member.look("home")
    box = page.get_by_role("combobox", name="Search products, brands, categories and ingredients")
    box.fill(f"Journey Niacinamide {TAG}")
    box.press("Enter")
    expect(page).to_have_url(re.compile(r"/ntn/search\?keyword="))
    expect(page.get_by_test_id("group-products").get_by_role("link", name=re.compile(re.escape(SERUM)))).to_be_visible()
    member.look("search results")

    # Browse: the results start above the fold (on a phone too: the filters must not push them down).
    member.go("/browseProducts")
    expect(page.get_by_test_id("product-result").first).to_be_visible()
    top, fold = member.first_result_top('[data-testid="product-result"]')
    member.check(top < fold, f"browse: the first result starts {top:.0f}px down, below the fold ({fold}px)")
    member.look("browse")

    # The product: what is inside, the flags, read as words.
    member.go(product_path(catalog, SERUM))
    expect(page.get_by_role("heading", name=SERUM)).to_be_visible()
    flags = page.locator("section", has=page.get_by_role("heading", name="Flags at a glance"))
    member.check(flags.get_by_test_id("flag").filter(has_text="PARFUM").count() == 1,
                 "product: 'Flags at a glance' has no fragrance flag for a list with PARFUM")
    text = page.inner_text("main")
    member.check(not NO_GLUED_PILLS.search(text), f"product: glued words {NO_GLUED_PILLS.findall(text)}")
    member.look("product page")

    # A mistyped link: a 404 status, the typed URL kept, and a search box with its words.
    answer = page.goto(member.url + f"/products/journey-serum-{TAG}")
    assert answer is not None
    member.check(answer.status == 404, f"unknown URL answered HTTP {answer.status}, not 404")
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
    expect(page).to_have_url(member.url + f"/products/journey-serum-{TAG}")
    expect(page.get_by_test_id("not-found-search").get_by_role("searchbox")).to_have_value(f"journey serum {TAG}")
    member.look("not-found page")

    # Like, signed out: sent to sign in, told why.
    member.go(product_path(catalog, SERUM))
    likes = int(page.get_by_test_id("like-count").inner_text())  # the other screen size's run liked it too
    page.get_by_test_id("like").click()
    expect(page).to_have_url(member.url + "/signin")
    expect(page.get_by_test_id("signin-reason")).to_have_text("Sign in to like this product.")
    member.look("sign-in page")

    # No account yet: sign up, activate with the mailed code, sign in.
    email = f"e2e-journey-{uuid.uuid4().hex[:10]}@example.com"
    page.get_by_role("link", name="Create an account").click()
    expect(page.get_by_test_id("signin-reason")).to_contain_text("Sign in to like this product.")
    member.look("sign-up page")
    page.get_by_role("link", name="Sign up with e-mail").click()
    page.get_by_label("E-mail").fill(email)
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_label("Confirm password").fill(PASSWORD)
    page.get_by_role("button", name="Create account").click()
    expect(page).to_have_url(member.url + "/activate")  # the code form of the browser that signed up (issue 20)
    member.look("activation page")
    page.get_by_label("Activation code").fill(mailed_code(outbox, email))
    page.get_by_role("button", name="Activate").click()
    back = re.compile(re.escape(member.url + product_path(catalog, SERUM)) + "$")
    expect(page).to_have_url(re.compile(r"/signin$|" + back.pattern))
    if page.url.endswith("/signin"):  # activation leads to the sign-in form (unless it signs in by itself)
        member.sign_in_here({"email": email})

    # Back on the product, and it is liked: once.
    expect(page).to_have_url(back)
    expect(page.get_by_test_id("like")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("like-count")).to_have_text(str(likes + 1))
    me = member.identity()

    def liked() -> list[int]:  # the count moves with the click; the like commits a moment later
        return [i["product_id"] for i in api(member.url, "GET", "/product/user_like", me)["items"]]
    wait_until(lambda: liked() != [], "the pending like to be saved", timeout=15)
    assert liked() == [catalog[SERUM]]
    page.reload()
    expect(page.get_by_test_id("like")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("like-count")).to_have_text(str(likes + 1))  # coming back does not like it again
    member.look("product page, signed in")

    # Collect it: the profile's collected list holds it.
    page.get_by_test_id("collect").click()
    expect(page.get_by_test_id("collect")).to_have_attribute("aria-pressed", "true")
    member.go(f"/userProfile/{me['userId']}")
    page.get_by_role("tab", name="Collected products").click()
    collected = page.get_by_test_id("collected-products")
    expect(collected.get_by_role("link", name=SERUM)).to_be_visible()
    member.look("own profile, collected products")
    # … and another visitor sees it there too (the collection is public unless the member hides it)
    assert [i["product_id"] for i in api(member.url, "GET", "/product/user_star", user_id=me["userId"])["items"]] \
        == [catalog[SERUM]]

    member.done()
