"""The listings of products one process keeps (api/product_groups/kept_listings.py): bounded, dropped by what the
change feed names (a listing named drops every kept product holding it), never kept when read before a drop, and
read only while the feed's view is current. Through the pages and the state fast path:
tests/api/products/test_product_groups.py."""

from __future__ import annotations

import tracemalloc

from api.product_groups.kept_listings import KeptListings


def _kept(listings: KeptListings, *pids: int) -> dict[int, tuple[int, ...]]:
    return listings.get(pids)[0]


def test_a_named_listing_drops_every_kept_product_holding_it_and_a_new_catalogue_all():
    listings = KeptListings(fresh=lambda: True)
    listings.keep({10: (10, 11), 11: (10, 11), 12: (12,), 13: (13, 14)}, listings.stamp())
    assert listings.get([10, 12, 99]) == ({10: (10, 11), 12: (12,)}, [99])
    # A regrouping took 11 out of the group and named only 11 (10 was not named): 10's kept listings go too.
    listings.changed(False, {("product", 11), ("brand", 10)})
    assert _kept(listings, 10, 11, 12, 13) == {12: (12,), 13: (13, 14)}
    listings.changed(False, {("product", 14)})  # a listing no kept product is: what holds it goes
    assert _kept(listings, 12, 13) == {12: (12,)}
    listings.changed(True, set())
    assert len(listings) == 0


def test_what_was_read_before_a_drop_is_not_kept():
    listings = KeptListings(fresh=lambda: True)
    stamp = listings.stamp()
    listings.changed(False, {("review", 1), ("viewer", 2)})  # no product named: what is being read still holds
    listings.keep({1: (1,)}, stamp)
    stamp = listings.stamp()
    listings.changed(False, {("product", 7)})  # a product (any) changed while 2 was read: it may be that change
    listings.keep({2: (2, 7)}, stamp)
    stamp = listings.stamp()
    listings.changed(True, set())
    listings.keep({3: (3,)}, stamp)
    listings.changed(False, set())
    assert _kept(listings, 1, 2, 3) == {}  # (1 went with the catalogue version)
    listings.keep({4: (4,)}, listings.stamp())
    assert _kept(listings, 4) == {4: (4,)}


def test_bounded_least_recently_asked_first_expiring_and_read_only_while_the_view_is_current():
    current = [True]
    listings = KeptListings(fresh=lambda: current[0], max_products=3, ttl=60.0)
    listings.keep({1: (1, 2), 2: (1, 2), 3: (3,)}, listings.stamp())
    listings.get([1])  # asked again: 2 is now the least recently asked
    listings.keep({4: (4,)}, listings.stamp())
    assert _kept(listings, 1, 2, 3, 4) == {1: (1, 2), 3: (3,), 4: (4,)}
    listings.changed(False, {("product", 2)})  # 2's own entry went with the bound; 1 still holds it
    assert _kept(listings, 1, 3, 4) == {3: (3,), 4: (4,)}
    current[0] = False
    assert listings.get([3, 4]) == ({}, [3, 4])
    expired = KeptListings(fresh=lambda: True, ttl=0.0)
    expired.keep({5: (5,)}, expired.stamp())
    assert _kept(expired, 5) == {}


def test_a_product_listed_once_costs_at_most_250_bytes():
    """MAX_PRODUCTS' memory figure (most products are listed once)."""
    listings = KeptListings(fresh=lambda: True, max_products=20_000)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    listings.keep({pid: (pid,) for pid in range(1_000_000, 1_020_000)}, listings.stamp())
    per_product = (tracemalloc.get_traced_memory()[0] - before) / 20_000
    tracemalloc.stop()
    assert per_product < 250, per_product  # 210 measured (Python 3.11)


def test_listings_kept_together_expire_spread_over_the_second_half_of_their_ttl(monkeypatch):
    """api/expiry.py: read together (a warm-up, a burst of visitors), they would otherwise all be read again in the
    same second, every ttl."""
    import api.expiry

    now = [1000.0]
    monkeypatch.setattr(api.expiry.time, "monotonic", lambda: now[0])
    monkeypatch.setattr("api.product_groups.kept_listings.time.monotonic", lambda: now[0])
    listings = KeptListings(fresh=lambda: True, ttl=60.0)
    pids = range(1, 201)
    listings.keep({pid: (pid,) for pid in pids}, listings.stamp())
    now[0] += 29.9
    assert len(_kept(listings, *pids)) == 200
    now[0] += 15
    assert 40 < len(_kept(listings, *pids)) < 160  # about half
    now[0] += 15.2
    assert _kept(listings, *pids) == {}  # the bound holds
