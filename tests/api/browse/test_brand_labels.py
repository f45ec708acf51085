"""Brand labels (the home page's popular brands) are counted at most once per TTL per app."""

from __future__ import annotations

from api.browse.labels import BrandLabels
from tests.api.ingredient_catalog import add_product, make_catalog


def test_labels_are_counted_once_per_ttl_and_sizes_share_the_count(session):
    catalog = make_catalog(session)
    labels = BrandLabels(ttl=3600)
    first = labels.top(session, 24)
    assert [(n, c) for _, n, c in first] == [("Acme", 3), ("Budget", 3)]
    assert labels.top(session, 1) == first[:1]  # a smaller size is the prefix of the same count
    add_product(session, catalog, "Another Acme Serum", "Acme", "Serums", 9.0, 30.0, ("AQUA", "GLYCERIN"))
    assert labels.top(session, 24) == first  # within the TTL: the remembered count, no GROUP BY
    recount = BrandLabels(ttl=0).top(session, 24)
    assert [(n, c) for _, n, c in recount] == [("Acme", 4), ("Budget", 3)]


def test_each_app_counts_its_own_labels(client, session):
    make_catalog(session)
    body = client.get("/api/brand/labels", params={"size": 1}).json()
    assert body["status"] is True and [(b["name"], b["product_count"]) for b in body["data"]] == [("Acme", 3)]
    assert client.app.state.runtimes.brand_labels.top(session, 2)[1][1] == "Budget"
