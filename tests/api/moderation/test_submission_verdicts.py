"""Issue 26 §1: a member is told when a moderator accepts or rejects the product (or brand) she submitted: a message
in her inbox through the notifications outbox, with no member as its actor, once per change of verdict."""

from __future__ import annotations

from typing import Any

from tests.api.content.helpers import get, member, post


def _deliver(session: Any) -> None:
    """What the notifications.deliver actor does after the commit, on the test's transaction."""
    from api.models import NotificationEvent
    from api.notifications.service import deliver

    deliver(session, [e.id for e in session.query(NotificationEvent)])
    session.commit()


def _submit(client: Any, headers: dict[str, str], catalog: Any, brand: str = "Zephyr Lab") -> tuple[int, int]:
    brand_id = post(client, "/brand/submit", headers, name=brand)["brand_id"]
    product = post(client, "/product/submit", headers, name="Zephyr Night Serum", brand_id=brand_id,
                   category_id=catalog.categories["Serums"].id, ingredient_list="Aqua, Niacinamide, Glycerin")
    return int(brand_id), int(product["product_id"])


def _inbox(client: Any, headers: dict[str, str]) -> list[dict[str, Any]]:
    return list(get(client, "/notification/msg_list", headers)["items"])


def test_the_submitter_is_told_her_product_was_accepted(client, session, catalog, moderate):
    submitter, other = member(session), member(session)
    _brand, pid = _submit(client, submitter, catalog)
    moderate(f"product:{pid}")
    _deliver(session)
    [message] = _inbox(client, submitter)
    assert (message["notification_type"], message["object_type"], message["object_id"]) == \
        ("submission_accepted", "product", pid)
    assert message["actor"] is None and message["status"] == 1
    assert message["text"] == "Your product “Zephyr Night Serum” was accepted: everyone can see it now."
    assert get(client, "/notification/unread_count", submitter)["unread_count"] == 1
    assert _inbox(client, other) == []

    moderate(f"product:{pid}")  # accepting it again changes nothing: no second message
    _deliver(session)
    assert len(_inbox(client, submitter)) == 1


def test_a_rejected_brand_tells_her_of_the_brand_and_of_its_product_with_the_reason(client, session, catalog,
                                                                                     moderate):
    submitter = member(session)
    brand, pid = _submit(client, submitter, catalog)
    moderate(f"brand:{brand}", "rejected", "Not a brand we can verify")
    _deliver(session)
    texts = {(m["object_type"], m["object_id"]): m["text"] for m in _inbox(client, submitter)}
    assert texts == {
        ("brand", brand): "Your brand “Zephyr Lab” was not accepted: Not a brand we can verify.",
        ("product", pid): "Your product “Zephyr Night Serum” was not accepted: Not a brand we can verify.",
    }


def test_accepted_after_a_rejection_she_reads_the_verdict_that_stands(client, session, catalog, moderate):
    submitter = member(session)
    _brand, pid = _submit(client, submitter, catalog)
    moderate(f"product:{pid}", "rejected", "Blurry list")
    _deliver(session)
    moderate(f"product:{pid}")
    _deliver(session)
    types = [m["notification_type"] for m in _inbox(client, submitter)]
    assert sorted(types) == ["submission_accepted", "submission_rejected"]
    # an event whose verdict was overturned before delivery is dropped
    moderate(f"product:{pid}", "rejected", "Changed my mind")
    moderate(f"product:{pid}")
    _deliver(session)
    assert len(_inbox(client, submitter)) == 2
