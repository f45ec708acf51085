"""Issue 26 §1: before a member adds a product, "Is it one of these?" offers the products it may already be, by the
rule that groups retailers' listings (`ingredient_engine.listing_identity`): the brand's own products only, the
same product first, one card per product, never another member's pending submission."""

from __future__ import annotations

from typing import Any

import pytest

from tests.api.content.helpers import member, post
from tests.api.ingredient_catalog import PRODUCTS, add_product

SERUM_LIST = "Water, Niacinamide, Glycerin, Sodium Hyaluronate, Butylene Glycol, Phenoxyethanol"


def _candidates(client: Any, headers: dict[str, str] | None, **body: Any) -> list[dict[str, Any]]:
    return list(post(client, "/product/match_candidates", headers, **body)["candidates"])


def test_the_same_product_is_offered_first_under_its_brand_only(client, session, catalog):
    me = member(session)
    found = _candidates(client, me, brand_id=catalog.brands["Acme"].id, name="Acme Niacinamide Serum 30ml",
                        ingredient_list=SERUM_LIST)
    assert [(c["product"]["name"], c["relation"]) for c in found][:1] == [("Niacinamide Serum", "same")]
    # Budget's twin has the very same list, but it is another brand's product
    assert "Niacinamide Serum Twin" not in {c["product"]["name"] for c in found}
    assert all(c["product"]["brand_name"] == "Acme" for c in found)
    assert found[0]["reason"].startswith("same name")


def test_a_proposed_brand_already_there_is_that_brand_and_a_new_one_has_nothing_to_offer(client, session, catalog):
    me = member(session)
    found = _candidates(client, me, brand_name="ACME", name="Niacinamide Serum (Mini)", ingredient_list=SERUM_LIST)
    assert [c["product"]["product_id"] for c in found][:1] == [catalog.pid("Niacinamide Serum")]
    assert _candidates(client, me, brand_name="Zephyr Lab", name="Niacinamide Serum") == []
    # signed out too: it is a read
    assert _candidates(client, None, brand_name="acme", name="Niacinamide Serum")[0]["relation"] == "same"


def test_a_close_name_is_asked_about_and_unrelated_products_are_not(client, session, catalog):
    me = member(session)
    found = _candidates(client, me, brand_id=catalog.brands["Acme"].id, name="Retinol Night Cream Rich")
    assert [(c["product"]["name"], c["relation"]) for c in found] == [("Retinol Night Cream", "close")]
    assert _candidates(client, me, brand_id=catalog.brands["Acme"].id, name="Sunscreen Stick") == []


def test_one_card_per_product_and_no_other_members_pending_product(client, session, catalog):
    submitter, other = member(session), member(session)
    name, (brand, category, price, size, ingredients) = "Niacinamide Serum", PRODUCTS["Niacinamide Serum"]
    grouped = add_product(session, catalog, f"{name} 60ml", brand, category, price, 60.0, ingredients)
    group_id = 9001
    from api.models import ProductGroup

    session.add(ProductGroup(id=group_id))
    session.flush()
    catalog.products[name].group_id = grouped.group_id = group_id
    pending = add_product(session, catalog, "Niacinamide Serum Refill", brand, category, price, size, ingredients,
                          status="pending", submitted_by=int(submitter["userId"]))
    session.commit()

    body = dict(brand_id=catalog.brands["Acme"].id, name="Niacinamide Serum", ingredient_list=SERUM_LIST)
    ids = [c["product"]["product_id"] for c in _candidates(client, other, **body)]
    assert ids == [catalog.pid(name)]  # the group's two listings are one product; the pending refill is not hers
    assert pending.id in [c["product"]["product_id"] for c in _candidates(client, submitter, **body)]


@pytest.mark.parametrize("body", [
    {"name": "Niacinamide Serum"},  # no brand
    {"brand_id": 1, "brand_name": "Acme", "name": "Niacinamide Serum"},  # two brands
    {"brand_name": "Acme", "name": "N"},  # too short a name
    {"brand_name": "Acme\u0000", "name": "Niacinamide Serum"},  # control characters
    {"brand_name": "Acme", "name": "Niacinamide Serum", "ingredient_list": "x" * 20_001},
    {"brand_id": 0, "name": "Niacinamide Serum"},
])
def test_invalid_drafts_are_refused_with_a_field_error(client, session, catalog, body):
    r = client.post("/api/product/match_candidates", json=body)
    assert r.status_code == 422, r.text


def test_an_unknown_brand_or_category_is_a_business_error(client, session, catalog):
    me = member(session)
    r = client.post("/api/product/match_candidates", headers=me, json={"brand_id": 999_999, "name": "Serum"})
    assert (r.status_code, r.json()["status"]) == (200, False) and r.json()["code"] != 1, r.text
    r = client.post("/api/product/match_candidates", headers=me,
                    json={"brand_name": "Acme", "name": "Serum", "category_id": 999_999})
    assert r.json()["status"] is False, r.text
