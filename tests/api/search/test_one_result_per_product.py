"""Search, browse and autocomplete list a product once however many retailers list it (issue 23 §3): its card says
at how many retailers and from which price, a retailer filter narrows it, and every count counts products. Over HTTP,
with the embedded backend indexed through the outbox as any write is."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from api.models import Product
from api.product_groups import service as groups
from api.search_kinds.registry import KINDS
from indexer.search.sync import pending_outbox_ids, sync_outbox
from tests.api.helpers import signed_in
from tests.api.ingredient_catalog import make_catalog
from tests.api.products.test_product_groups import CREAM, _listing


@pytest.fixture
def listed(app, session, settings) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """One serum at Sephora (30 ml and a mini), LookFantastic (its own spelling) and Olive Young (a promotion), and
    the brand's cream: two products, five listings; grouped and indexed."""
    from api.models import Brand

    backend = app.state.runtimes.search.backend()
    for kind in KINDS:
        backend.swap_alias(kind, backend.create_index(kind))
    catalog = make_catalog(session)
    catalog.brands["Lumen Lab"] = Brand(name="Lumen Lab", key="lumen lab")
    session.add(catalog.brands["Lumen Lab"])
    session.flush()
    ids = {
        "sephora": _listing(session, catalog, "P1", "Niacinamide Moisturizing Serum", "sephora", 30.0, 30.0).id,
        "lf": _listing(session, catalog, "lf#60ml", "Lumen Lab Niacinamide Moisturising Serum 60ml", "lookfantastic",
                       36.0, 60.0).id,
        "mini": _listing(session, catalog, "P2", "Mini Niacinamide Moisturizing Serum", "sephora", 14.0, 10.0).id,
        "promo": _listing(session, catalog, "oy1", "[Members Only] Niacinamide Moisturizing Serum 30mL", "oliveyoung",
                          0.99, 30.0).id,
        "cream": _listing(session, catalog, "P3", "Niacinamide Moisturizing Cream", "sephora", 40.0, 50.0, CREAM).id,
    }
    groups.regroup(session)
    session.commit()
    sync_outbox(backend, settings, pending_outbox_ids(session))
    return ids


def _products(client, keyword):  # type: ignore[no-untyped-def]
    """The products matching every word (those matching some of them are listed apart)."""
    r = client.get("/api/search", params={"keyword": keyword, "kinds": "product"})
    assert r.status_code == 200, r.text
    data = r.json()["data"]
    data["items"] = [i for i in data["items"] if not i["partial_match"]]
    return data


BRAND = {"field": "brand", "values": ["Lumen Lab"], "type": "any"}  # the catalogue holds other brands' products


def _ui(client, filters, term="", headers=None):  # type: ignore[no-untyped-def]
    req = {"searchTerm": term, "filters": [BRAND, *filters], "sortList": [], "current": 1, "resultsPerPage": 10}
    r = client.post("/api/search/ui", json=req, headers=headers or {})
    assert r.status_code == 200, r.text
    return r.json()["data"]


def _facet(data, name):  # type: ignore[no-untyped-def]
    return {v["value"]: v["count"] for v in data["facets"][name][0]["data"]}


def test_search_lists_a_product_once_at_every_retailer_from_its_lowest_price(client, listed):
    data = _products(client, "niacinamide moisturizing")
    assert data["counts"]["product"] == 2 and len(data["items"]) == 2  # products, not the five listings
    serum = next(i for i in data["items"] if i["product_id"] != listed["cream"])
    assert serum["product_id"] == listed["sephora"]  # the product's first listing is its card
    fields = serum["fields"]
    assert fields["retailers"] == ["Sephora", "LookFantastic", "Olive Young"] and fields["retailer_count"] == 3
    assert fields["price"] == 14.0  # from the mini's price: the $0.99 promotion is not what it costs
    assert fields["listing_ids"] == [str(listed[k]) for k in ("sephora", "lf", "mini", "promo")]
    # the typed search (the Products tab) and the All tab agree
    typed = client.post("/api/product/search", json={"keyword": "lumen lab", "page_no": 1, "page_num": 10}).json()
    assert typed["data"]["total_count"] == 2 and len(typed["data"]["items"]) == 2
    assert client.get("/api/search", params={"keyword": "lumen lab"}).json()["data"]["counts"]["product"] == 2


def test_another_listings_own_wording_finds_the_product(client, listed):
    data = _products(client, "moisturising serum 60ml")  # LookFantastic's words only
    assert [i["product_id"] for i in data["items"]] == [listed["sephora"]]


def test_browse_counts_products_and_a_retailer_narrows_them(client, listed):
    everything = _ui(client, [])
    assert everything["totalResults"] == 2 and len(everything["results"]) == 2
    assert _facet(everything, "retailers") == {"Sephora": 2, "LookFantastic": 1, "Olive Young": 1}
    card = next(r for r in everything["results"] if r["id"]["raw"] == str(listed["sephora"]))
    assert (card["retailer_count"]["raw"], card["price"]["raw"]) == (3, 14.0)
    at_lf = _ui(client, [{"field": "retailers", "values": ["LookFantastic"], "type": "any"}])
    assert [r["id"]["raw"] for r in at_lf["results"]] == [str(listed["sephora"])] and at_lf["totalResults"] == 1
    # a disjunctive facet: the other retailers keep their counts
    assert _facet(at_lf, "retailers") == {"Sephora": 2, "LookFantastic": 1, "Olive Young": 1}
    assert _facet(at_lf, "brand") == {"Lumen Lab": 1}
    cheap = _ui(client, [{"field": "price", "values": [{"from": 10, "to": 25, "name": "10-25"}], "type": "any"}])
    assert cheap["totalResults"] == 1  # the serum from $14; the cream costs $40


def test_autocomplete_suggests_a_product_once(client, listed):
    data = client.get("/api/search/autocomplete", params={"q": "niacinamide moist", "kinds": "product"}).json()["data"]
    assert sorted(s["id"] for s in data) == sorted([str(listed["sephora"]), str(listed["cream"])])


def test_collected_keeps_a_product_starred_on_any_of_its_listings(client, session, listed):
    member = signed_in(client, session, "collector@example.com")
    assert client.post("/api/product/star", json={"product_id": listed["lf"]}, headers=member).status_code == 200
    data = _ui(client, [{"field": "collected", "values": ["yes"], "type": "any"}], headers=member)
    assert [r["id"]["raw"] for r in data["results"]] == [str(listed["sephora"])]


def test_a_split_shows_at_once_as_two_products(client, session, settings, listed):
    """An admin's decision regroups, and the outbox rebuilds both products' documents (the lead of each)."""
    backend = client.app.state.runtimes.search.backend()
    groups.split(session, listed["promo"], by="test admin")
    groups.regroup(session)
    session.commit()
    sync_outbox(backend, settings, pending_outbox_ids(session))
    data = _products(client, "niacinamide moisturizing serum")
    by_id = {i["product_id"]: i["fields"] for i in data["items"]}
    assert set(by_id) == {listed["sephora"], listed["promo"], listed["cream"]}
    assert by_id[listed["sephora"]]["retailer_count"] == 2 and by_id[listed["promo"]]["retailer_count"] == 1
    # a listing no longer active leaves its product; the product's next listing leads it
    product = session.get(Product, listed["sephora"])
    assert product is not None
    product.status = "rejected"
    session.commit()
    sync_outbox(backend, settings, pending_outbox_ids(session))
    ids = {i["product_id"] for i in _products(client, "niacinamide moisturizing serum")["items"]}
    assert ids == {listed["lf"], listed["promo"], listed["cream"]}
    assert session.scalar(select(Product.group_id).where(Product.id == listed["lf"])) is not None
