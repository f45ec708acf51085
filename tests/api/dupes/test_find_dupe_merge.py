"""The find-dupe page (`GET /product/dupes`) merges members' suggestions with the computed dupes: votes are shown,
never mixed into the order (issue 21 §7: a member-suggested "#1 58%" above "#2 62%" while the page said dupes are
ranked by score). The computed dupes come by their score; products only members name follow, most voted first."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from api.models import User
from tests.api.content.helpers import get, member, post, suggest_dupe, user_id


def _by_name(data):  # type: ignore[no-untyped-def]
    return {i["product"]["name"]: i for i in data["items"]}


@pytest.mark.parametrize("mode", ["same_job", "closest_formula"])
def test_without_suggestions_every_item_is_computed_and_ranked_by_its_score(client, catalog, mode):
    data = get(client, "/product/dupes", product_id=catalog.pid("Niacinamide Serum"), mode=mode)
    assert data["mode"] == mode and data["items"] and {i["source"] for i in data["items"]} == {"computed"}
    for item in data["items"]:
        assert (item["suggestion_count"], item["suggestion_votes"], item["suggestion_ids"]) == (0, 0, [])
        assert item["rank_score"] == pytest.approx(item["score"])
    scores = [i["score"] for i in data["items"]]
    assert scores == sorted(scores, reverse=True)
    assert "Votes never change the order of the computed dupes" in data["method"]


@pytest.mark.parametrize("mode", ["same_job", "closest_formula"])
def test_votes_are_shown_but_never_reorder_the_computed_dupes(client, session, catalog, mode):
    """Fails on the code before issue 27, where four suggestions with 16 likes lifted Budget Niacinamide above the
    better-scored Twin (rank_score = score + 0.1 log2(1 + votes + suggestions))."""
    original = catalog.pid("Niacinamide Serum")
    members = [member(session) for _ in range(4)]
    # a product the engine does not call a dupe (2 shared ingredients, no niacinamide) joins as "member", after
    glow = suggest_dupe(client, members[0], original, catalog.pid("Vitamin C Glow"))
    data = get(client, "/product/dupes", product_id=original, mode=mode)
    item = _by_name(data)["Vitamin C Glow"]
    assert (item["source"], item["suggestion_count"], item["suggestion_ids"]) == ("member", 1, [glow])
    assert item["shared_count"] == 2 and item["explanation"].startswith("Allowed, but the formulas differ a lot")
    assert data["items"][-1]["product"]["name"] == "Vitamin C Glow"  # after every computed dupe
    # it still says what it keeps of the original's job, in either mode
    assert [(h["active_class"], h["kept"], h["text"]) for h in item["heroes"]] == [
        ("niacinamide", False, "lacks niacinamide")]
    assert data["items"][0]["product"]["name"] == "Niacinamide Serum Twin"

    budget = catalog.pid("Budget Niacinamide")
    ids = [suggest_dupe(client, m, original, budget) for m in members]
    for m in members:
        for i in ids:
            post(client, "/product/dupe/like", m, dupe_id=i, action=1)
    data = get(client, "/product/dupes", product_id=original, mode=mode)
    item = _by_name(data)["Budget Niacinamide"]
    assert (item["source"], item["suggestion_count"], item["suggestion_votes"]) == ("both", 4, 16)
    assert sorted(item["suggestion_ids"]) == sorted(ids)
    assert item["rank_score"] == pytest.approx(item["score"])
    names = [i["product"]["name"] for i in data["items"]]
    assert names.index("Niacinamide Serum Twin") < names.index("Budget Niacinamide")  # the better match leads
    computed = [i["score"] for i in data["items"] if i["source"] != "member"]
    assert computed == sorted(computed, reverse=True)


def test_only_suggestions_the_viewer_may_see_count(client, session, catalog):
    original = catalog.pid("Niacinamide Serum")
    owner, other = member(session), member(session)
    secret = suggest_dupe(client, owner, original, catalog.pid("Vitamin C Glow"), is_private=True)
    suggest_dupe(client, owner, original, catalog.pid("Budget Niacinamide"), is_private=True)
    for viewer in (None, other):
        seen = _by_name(get(client, "/product/dupes", viewer, product_id=original))
        assert "Vitamin C Glow" not in seen
        assert seen["Budget Niacinamide"]["source"] == "computed"
        assert seen["Budget Niacinamide"]["suggestion_count"] == 0
    mine = _by_name(get(client, "/product/dupes", owner, product_id=original))
    assert mine["Vitamin C Glow"]["suggestion_ids"] == [secret]
    assert mine["Budget Niacinamide"]["source"] == "both"
    # a removed suggestion leaves the page
    post(client, "/product/dupe/remove", owner, dupe_id=secret)
    assert "Vitamin C Glow" not in _by_name(get(client, "/product/dupes", owner, product_id=original))
    # so do a deleted member's suggestions
    gone = member(session)
    suggest_dupe(client, gone, original, catalog.pid("Vitamin C Glow"))
    assert _by_name(get(client, "/product/dupes", product_id=original))["Vitamin C Glow"]["suggestion_count"] == 1
    session.get(User, user_id(gone)).deleted_at = datetime.now(UTC)  # type: ignore[union-attr]
    session.commit()
    assert "Vitamin C Glow" not in _by_name(get(client, "/product/dupes", product_id=original))


def test_a_product_without_computed_dupes_still_shows_members_suggestions(client, session, catalog):
    original = catalog.pid("BHA Toner")  # the cheapest serum per ml: no computed dupe
    assert get(client, "/product/dupes", product_id=original)["items"] == []
    suggest_dupe(client, member(session), original, catalog.pid("Budget Niacinamide"))
    items = get(client, "/product/dupes", product_id=original)["items"]
    assert [(i["product"]["name"], i["source"]) for i in items] == [("Budget Niacinamide", "member")]
    assert items[0]["saving"] < 0 and items[0]["compared_by"] == "price_per_unit"  # dearer per ml: said, not hidden
