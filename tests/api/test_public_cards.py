"""The public cards a process keeps for the lists it builds (api/catalog/public_cards.py, issue 25): a list built
again takes its cards from them, and every change a card shows (a like, a review, a rating, a brand renamed) shows
on the lists naming the product within the freshness bound; a member's own write shows on their next list at once.
"""

from __future__ import annotations

import sys
import tracemalloc

from sqlalchemy import event
from sqlalchemy.engine import Engine

from api.catalog.public_cards import PublicCards
from api.catalog.queries import _facts
from tests.api.content.helpers import member, post
from tests.api.helpers import eventually


def _card_in_similar(client, pid: int, other: int, headers=None) -> dict:  # type: ignore[no-untyped-def]
    items = client.get("/api/similarity/jcd", params={"product_id": pid}, headers=headers or {}).json()["data"]["items"]
    return next(i["product"] for i in items if i["product"]["product_id"] == other)  # type: ignore[no-any-return]


def _card_queries(client, call) -> int:  # type: ignore[no-untyped-def]
    """How many card queries (`queries.card_rows`' select of the card columns) `call()` ran."""
    seen: list[str] = []

    def count(_conn, _cursor, statement, *_args) -> None:  # type: ignore[no-untyped-def]
        if "products.member_rating_count" in statement and "brands.submitted_by" in statement:
            seen.append(statement)

    event.listen(Engine, "before_cursor_execute", count)
    try:
        call()
    finally:
        event.remove(Engine, "before_cursor_execute", count)
    return len(seen)


def test_a_list_built_again_takes_its_cards_from_the_process(client, catalog):
    pid = catalog.pid("Niacinamide Serum")
    store = client.app.state.http_cache.store

    def similar() -> bytes:
        store.clear()  # the answer cache misses: the list is built again
        r = client.get("/api/similarity/jcd", params={"product_id": pid})
        assert r.status_code == 200, r.text
        return r.content

    first = similar()
    assert _card_queries(client, similar) == 0
    assert similar() == first
    # The dupes list of the same product names cards already kept: none is read again either.
    client.get("/api/product/dupes", params={"product_id": pid})
    store.clear()
    assert _card_queries(client, lambda: client.get("/api/product/dupes", params={"product_id": pid})) == 0


def test_a_like_review_and_rating_show_on_the_cards_of_the_lists_naming_the_product(client, session, catalog):
    pid, other = catalog.pid("Niacinamide Serum"), catalog.pid("Niacinamide Serum Twin")
    before = _card_in_similar(client, pid, other)
    assert (before["like_count"], before["review_count"], before["member_rating"]) == (0, 0, None)

    post(client, "/product/like", member(session), product_id=other)
    assert eventually(lambda: _card_in_similar(client, pid, other)["like_count"] == 1)

    post(client, "/review/submit", member(session), product_id=other, title="Good", content="Soft skin.", rating=4)
    assert eventually(lambda: _card_in_similar(client, pid, other)["review_count"] == 1)

    rated = client.post("/api/product/ratings/submit", headers=member(session), json={
        "product_id": other, "category_name": "Serums", "general_rating": 2, "ratings": []})
    assert rated.status_code == 200, rated.text
    assert eventually(lambda: (_card_in_similar(client, pid, other)["member_rating"] or {}).get("count") == 2)


def test_a_brand_renamed_shows_on_the_kept_cards_of_its_products(client, session, catalog):
    pid, other = catalog.pid("Niacinamide Serum"), catalog.pid("Niacinamide Serum Twin")
    assert _card_in_similar(client, pid, other)["brand_name"] == "Budget"
    catalog.brands["Budget"].name = "Budget Labs"
    session.commit()
    assert eventually(lambda: _card_in_similar(client, pid, other)["brand_name"] == "Budget Labs")


def test_a_members_own_like_shows_on_their_next_list_at_once(client, session, catalog):
    pid, other = catalog.pid("Niacinamide Serum"), catalog.pid("Niacinamide Serum Twin")
    me = member(session)
    assert _card_in_similar(client, pid, other, me)["like_count"] == 0
    assert _card_in_similar(client, pid, other)["like_count"] == 0  # the card is kept now
    post(client, "/product/like", me, product_id=other)
    assert _card_in_similar(client, pid, other, me)["like_count"] == 1  # no wait: this process wrote it


def test_a_dupe_suggestion_shows_on_the_kept_dupes_page(client, session, catalog):
    pid, other = catalog.pid("Niacinamide Serum"), catalog.pid("Retinol Night Cream")
    store = client.app.state.http_cache.store

    def sources() -> dict[int, str]:
        store.clear()  # built again: the kept suggestions answer
        items = client.get("/api/product/dupes", params={"product_id": pid}).json()["data"]["items"]
        return {i["product"]["product_id"]: i["source"] for i in items}

    assert other not in sources()
    post(client, "/product/dupe/submit", member(session), original_product_id=pid, dupe_product_id=other,
         title="Cheaper")
    assert eventually(lambda: sources().get(other) == "member")


def test_the_kept_cards_hold_no_more_than_they_count_and_stay_within_their_bytes():
    """Their bound is a share of the process's one budget (settings.http_cache_bytes), counted as the answer store
    counts (tests/api/test_http_cache_store.py): tracemalloc sees every allocation the kept cards make."""
    def row(pid: int) -> tuple:  # type: ignore[type-arg]  # a row of the card query, as the driver returns it
        def s(text: str) -> str:  # a string of its own, as the driver makes one for each value of each row
            return "".join(list(text))

        return (pid, s(f"Niacinamide {pid} Moisturizing Serum"), 7 + pid % 300, 3, s(f"https://img.example/{pid}.jpg"),
                s("30 ml"), 30.0, s("ml"), 24.5 + pid % 7, s("USD"), 24.5, 0.82, 4.2, pid % 500, pid % 90, s("active"),
                s("sephora"), None, 4.4, 812 + pid, None, 0, 20_000 + pid,
                7 + pid % 300, s(f"Lumen Lab {pid % 300}"), s("active"), None, 3, s("Serums"), s("Skincare > Serums"), 1)

    rows = [row(100_000 + i) for i in range(2000)]
    kept_values = {id(v): v for r in rows for v in r if v is not None and not (isinstance(v, int) and -5 <= v <= 256)}
    made_before = sum(map(sys.getsizeof, kept_values.values()))  # the driver's values the snapshots keep
    cards = PublicCards(fresh=lambda: True, max_bytes=1 << 40)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        cards.put([_facts(r) for r in rows], cards.stamp())
        held = tracemalloc.get_traced_memory()[0] - before + made_before
    finally:
        tracemalloc.stop()
    assert len(cards) == len(rows)
    assert cards.bytes >= held, f"counts {cards.bytes / len(rows):.0f} bytes a card, holds {held / len(rows):.0f}"
    assert cards.bytes <= 1.25 * held
    bounded = PublicCards(fresh=lambda: True, max_bytes=cards.bytes // 2)
    bounded.put([_facts(r) for r in rows], bounded.stamp())
    assert 0 < bounded.bytes <= cards.bytes // 2 and len(bounded) < len(rows)
    assert bounded.get([rows[-1][0]])[1] == [] and bounded.get([rows[0][0]])[1] == [rows[0][0]]  # oldest out first
    bounded.clear()
    assert bounded.bytes == 0
