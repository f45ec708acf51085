"""Journey (c), the second member (issue 21): finds a reviewer's profile while signed out and sees Follow;
following asks them to sign in (and says why), and once signed in they are back on that profile, following —
once. They comment on the reviewer's review, the reviewer answers, and they are notified. Then they change
their password and leave: the account is deleted and the reviewer's follower count forgets them.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import PASSWORD, new_account, wait_until
from tests.e2e.journeys.conftest import SERUM, TAG, Member, api, mailed_code

pytestmark = pytest.mark.e2e


def test_second_member_follows_is_notified_changes_password_and_leaves(
        member: Member, catalog: dict[str, int], outbox: Callable[..., list[dict]]) -> None:
    page = member.page
    reviewer = new_account(member.url, outbox, prefix="e2e-journey-c", nickname=f"Reviewer {uuid.uuid4().hex[:4]}")
    review_id = api(member.url, "POST", "/review/submit", reviewer["headers"], product_id=catalog[SERUM],
                    title=f"Brighter in a month {TAG}", content="Faded marks, calmer skin.", rating=5)["review_id"]
    me = new_account(member.url, outbox, prefix="e2e-journey-c", nickname=f"Fan {uuid.uuid4().hex[:4]}")

    # Signed out on the reviewer's profile: Follow is there; it asks to sign in and says why.
    member.go(f"/userProfile/{reviewer['user_id']}")
    follow = page.get_by_test_id("follow-button")
    expect(follow).to_have_text("Follow")
    member.look("a member's profile, signed out")
    follow.click()
    expect(page.get_by_test_id("signin-reason")).to_have_text("Sign in to follow this member.")
    member.sign_in_here(me)

    # Back on that profile, following: once (a reload changes nothing).
    expect(page).to_have_url(member.url + f"/userProfile/{reviewer['user_id']}")
    expect(page.get_by_test_id("follow-button")).to_have_text("Following")
    expect(page.get_by_test_id("follower-count")).to_have_text("1 follower")
    page.reload()
    expect(page.get_by_test_id("follow-button")).to_have_text("Following")
    expect(page.get_by_test_id("follower-count")).to_have_text("1 follower")
    member.look("a member's profile, following")

    # A comment on the reviewer's review; the reviewer answers; the member is told.
    member.go(f"/reviewDetail/{review_id}")
    form = page.get_by_test_id("comment-form")
    form.get_by_role("textbox", name="Add a comment").fill("Did you use it morning and night?")
    form.get_by_role("button", name="Comment").click()
    mine = page.get_by_test_id("comment").filter(has_text="morning and night")
    expect(mine).to_have_count(1)
    member.look("review page with comments")
    comment_id = int(mine.get_attribute("data-comment-id") or 0)
    api(member.url, "POST", "/review/comment", reviewer["headers"], review_id=review_id,
        comment="Nights only, with sunscreen in the morning.", parent_id=comment_id)
    wait_until(lambda: api(member.url, "GET", "/notification/unread_count", me["headers"])["unread_count"] >= 1,
               "the reply notification")
    member.go("/messages")
    note = page.get_by_test_id("notification").filter(has_text="replied to your comment")
    expect(note).to_have_count(1)
    expect(note.get_by_role("link").first).to_be_visible()
    member.look("messages")

    # Change the password (a mailed code), on the account page.
    member.go("/account")
    member.look("account page")
    mails = len(outbox(me["email"], wait=0))
    page.get_by_role("button", name="Email me a code").click()
    section = page.locator("section", has=page.get_by_role("heading", name="Change password"))
    section.get_by_label("Code from the e-mail").fill(mailed_code(outbox, me["email"], after=mails))
    new_password = PASSWORD + "x9"
    section.get_by_label("New password", exact=True).fill(new_password)
    section.get_by_label("Confirm new password").fill(new_password)
    section.get_by_role("button", name="Change password").click()
    expect(page.get_by_test_id("change-password-done")).to_be_visible()

    # Leave: a mailed deletion code, then the account is gone and the reviewer's count forgets them.
    mails = len(outbox(me["email"], wait=0))
    leave = page.get_by_test_id("delete-account")
    leave.get_by_role("button", name="E-mail me a deletion code").click()
    leave.get_by_label("Deletion code").fill(mailed_code(outbox, me["email"], after=mails))
    leave.get_by_role("button", name="Delete my account").click()
    expect(page).to_have_url(member.url + "/")
    assert member.identity() == {"token": "", "userId": ""}
    member.look("home after leaving")
    member.go(f"/userProfile/{reviewer['user_id']}")
    expect(page.get_by_test_id("follower-count")).to_have_text("0 followers")
    expect(page.get_by_test_id("follow-button")).to_have_text("Follow")  # signed out again: Follow is offered

    member.done()
