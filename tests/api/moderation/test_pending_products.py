"""Issue 20 §4: a member's pending product and brand are seen by their submitter alone, everywhere other members'
items name them (cards, search documents, home lists); everyone else sees "A product awaiting review". A moderator's
decision (`glowdex moderation`) makes them public everywhere, the search index included, or leaves them refused."""

from __future__ import annotations

from typing import Any

from tests.api.content.helpers import (
    add_routine,
    get,
    member,
    post,
    submit_feedback,
    suggest_dupe,
    write_review,
)
from tests.api.helpers import sync_index

AWAITING = "A product awaiting review"
SECRET = "Zephyr"  # in the pending product's and brand's names, and nowhere else


def _submit(client: Any, headers: dict[str, str], catalog: Any) -> tuple[int, int]:
    brand = post(client, "/brand/submit", headers, name=f"{SECRET} Lab")["brand_id"]
    product = post(client, "/product/submit", headers, name=f"{SECRET} Night Serum", brand_id=brand,
                   category_id=catalog.categories["Serums"].id, ingredient_list="Aqua, Niacinamide, Glycerin")
    return int(brand), int(product["product_id"])


def _items(client: Any, session: Any, catalog: Any, submitter: dict[str, str], pid: int) -> dict[str, int]:
    """Public items of the submitter that name the pending product."""
    return {"review": write_review(client, submitter, pid, title="Night one", content="Soft and calm."),
            "routine": add_routine(client, submitter, [catalog.pid("BHA Toner"), pid]),
            "dupe": suggest_dupe(client, submitter, catalog.pid("Vitamin C Glow"), pid),
            "feedback": submit_feedback(client, submitter, pid)}


def _reads(client: Any, items: dict[str, int], submitter_id: int, headers: dict[str, str] | None) -> list[Any]:
    """Every read that shows the items, as this viewer (None: signed out)."""
    h = headers or {}
    paths = [("/review/detail", {"review_id": items["review"]}), ("/review/by_user", {"user_id": submitter_id}),
             ("/routine/detail", {"routine_id": items["routine"]}), ("/routine/by_user", {"user_id": submitter_id}),
             ("/product/dupe/detail", {"dupe_id": items["dupe"]}), ("/product/dupe/list", {"user_id": submitter_id}),
             ("/product/feedback/detail", {"feedback_id": items["feedback"]}),
             ("/browse/random_content", {"page_num": 50}), ("/review/random_list", {"page_num": 50}),
             ("/routine/random_list", {"page_num": 50})]
    if headers is not None:
        paths.append(("/browse/followed_users_content", {"page_num": 50}))
    out = []
    for path, params in paths:
        r = client.get(f"/api{path}", params=params, headers=h)
        assert r.status_code == 200, (path, r.text)
        out.append((path, r.json()["data"]))
    return out


def test_others_see_a_placeholder_wherever_a_pending_product_is_named(client, session, catalog):
    submitter, other = member(session), member(session)
    post(client, "/user/follow", other, user_id=int(submitter["userId"]))
    _brand, pid = _submit(client, submitter, catalog)
    items = _items(client, session, catalog, submitter, pid)
    uid = int(submitter["userId"])

    for viewer in (other, None):
        for path, data in _reads(client, items, uid, viewer):
            assert SECRET not in str(data), (path, viewer)
    review = get(client, "/review/detail", other, review_id=items["review"])
    assert review["product"] == {"product_id": pid, "name": AWAITING, "brand_name": "", "image_url": "",
                                 "placeholder": True}
    step = get(client, "/routine/detail", other, routine_id=items["routine"])["products"][1]
    assert (step["name"], step["brand_name"], step["placeholder"]) == (AWAITING, "", True)
    dupe = get(client, "/product/dupe/detail", other, dupe_id=items["dupe"])["dupe_info"]["dupe"]
    assert (dupe["name"], dupe["brand_name"], dupe["brand_id"], dupe["placeholder"]) == (AWAITING, "", 0, True)
    assert dupe["price"] is None and dupe["image_url"] == ""
    feedback = get(client, "/product/feedback/detail", other, feedback_id=items["feedback"])
    assert feedback["product"]["name"] == AWAITING
    cards = [c for c in get(client, "/browse/random_content", None, page_num=50)["items"]
             if c["product_id"] == pid]
    assert cards and all(c["product_name"] == AWAITING and c["product_placeholder"] for c in cards)

    # the submitter sees their own product as it is
    mine = get(client, "/review/detail", submitter, review_id=items["review"])["product"]
    assert (mine["name"], mine["brand_name"], mine["placeholder"]) == (f"{SECRET} Night Serum", f"{SECRET} Lab", False)
    assert get(client, "/product/dupe/detail", submitter, dupe_id=items["dupe"])["dupe_info"]["dupe"]["name"] \
        == f"{SECRET} Night Serum"


def test_search_documents_do_not_name_a_pending_product_until_it_is_accepted(client, session, catalog, backend,
                                                                              settings, moderate):
    submitter, other = member(session), member(session)
    _brand, pid = _submit(client, submitter, catalog)
    items = _items(client, session, catalog, submitter, pid)
    sync_index(session, backend, settings)

    def found(headers: dict[str, str] | None, kinds: str = "") -> list[Any]:
        # The secret word alone: a search of several words also lists products matching all but one of them
        # ("Night" alone finds the catalogue's Retinol Night Cream), which name nothing pending.
        data = get(client, "/search", headers, keyword=SECRET, page_num=50)
        suggestions = client.get("/api/search/autocomplete", params={"q": SECRET.lower(), "kinds": kinds},
                                 headers=headers or {}).json()["data"]
        return [(i["type"], i["id"]) for i in data["items"]] + [(s["type"], s["id"]) for s in suggestions]

    assert found(other) == [] and found(None) == []
    assert found(other, "product,brand,review,routine") == []

    moderate(f"product:{pid}")  # its pending brand is accepted with it; the outbox carries both to the index
    sync_index(session, backend, settings)
    hits = found(other)
    assert ("product", str(pid)) in hits and ("review", str(items["review"])) in hits
    assert ("routine", str(items["routine"])) in hits
    assert get(client, "/review/detail", other, review_id=items["review"])["product"]["name"] == f"{SECRET} Night Serum"
    assert get(client, "/product/detail", None, product_id=pid)["brand"]["status"] == "active"


def test_a_refused_product_stays_its_submitters_with_the_reason(client, session, catalog, moderate):
    from api.moderation.service import queue

    submitter, other = member(session), member(session)
    brand, pid = _submit(client, submitter, catalog)
    review = write_review(client, submitter, pid)
    queued = {(q.kind, q.id): q for q in queue(session)}
    assert queued[("product", pid)].status == "pending" and queued[("brand", brand)].status == "pending"
    assert SECRET in queued[("product", pid)].text

    moderate(f"brand:{brand}", "rejected", "Not a brand we can verify")  # its pending products go with it
    mine = get(client, "/product/detail", submitter, product_id=pid)
    assert (mine["status"], mine["held_reason"]) == ("rejected", "Not a brand we can verify")
    assert client.get("/api/product/detail", params={"product_id": pid}, headers=other).status_code == 404
    assert get(client, "/review/detail", other, review_id=review)["product"]["name"] == AWAITING
    assert ("product", pid) not in {(q.kind, q.id) for q in queue(session)}


def test_home_lists_and_compare_leave_a_pending_product_and_brand_out(client, session, catalog):
    """The home page's product shuffle and popular brands, and compare, as another member and signed out."""
    submitter, other = member(session), member(session)
    brand, pid = _submit(client, submitter, catalog)
    for viewer in (other, None):
        products = get(client, "/product/random_list", viewer, page_num=50)
        assert products["items"] and pid not in [p["product_id"] for p in products["items"]]
        assert SECRET not in str(products)
        labels = client.get("/api/brand/labels", params={"size": 48}, headers=viewer or {}).json()["data"]
        assert labels and brand not in [b["brand_id"] for b in labels] and SECRET not in str(labels)
        r = client.post("/api/product/compare", json={"product_ids": [pid, catalog.pid("BHA Toner")]},
                        headers=viewer or {})
        assert r.status_code == 404 and SECRET not in r.text
    mine = client.post("/api/product/compare", json={"product_ids": [pid, catalog.pid("BHA Toner")]},
                       headers=submitter).json()["data"]
    assert mine["products"][0]["product"]["name"] == f"{SECRET} Night Serum"


def test_the_submitter_picks_her_pending_product_by_typing_and_shelves_it_others_do_not_find_it(
        client, session, catalog, backend, settings):
    """Issue 26 §1: she can use her product awaiting review in her routines, compare and dupe suggestions, whose
    pickers are the product autocomplete; the index leaves pending products out, so hers come from the database,
    first, and to her alone. Her shelves take it too."""
    submitter, other = member(session), member(session)
    _brand, pid = _submit(client, submitter, catalog)
    sync_index(session, backend, settings)

    def suggested(headers: dict[str, str] | None, q: str, kinds: str = "product") -> list[tuple[str, str, Any]]:
        data = get(client, "/search/autocomplete", headers, q=q, kinds=kinds)
        return [(s["type"], s["id"], s["context"]) for s in data]

    mine = ("product", str(pid), f"{SECRET} Lab")
    for typed in (SECRET.lower(), "zephyr night", "night ser", f"{SECRET} lab"):  # name or brand words, any case
        assert suggested(submitter, typed)[0] == mine, typed
    assert mine in suggested(submitter, "zeph", "product,brand")
    assert mine not in suggested(submitter, "zeph", "brand")  # only where products are asked for
    assert mine not in suggested(submitter, "zephyr cleanser")  # every word typed must be there
    for viewer in (other, None):
        assert suggested(viewer, SECRET.lower()) == []
    # the index's suggestions still follow hers ("Night" names the catalogue's Retinol Night Cream)
    night = suggested(submitter, "night")
    assert night[0] == mine and len(night) > 1

    shelf = post(client, "/product/add_shelf", submitter, name="Trying")["shelf_id"]
    post(client, "/product/add_to_shelf", submitter, shelf_id=shelf, product_id=pid, action=1)
    shelved = get(client, "/product/shelf/detail", submitter, shelf_id=shelf)
    assert SECRET in str(shelved)
    assert SECRET not in str(get(client, "/product/shelf/detail", other, shelf_id=shelf))
