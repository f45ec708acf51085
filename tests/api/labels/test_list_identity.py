"""Knowing what a list is (issue 24 §2): /product/analyze says which catalogue products a pasted list is, or the
closest three; /product/analyze_dupes gives cheaper products that keep the list's key actives."""

from __future__ import annotations

import pytest

from tests.api.ingredient_catalog import PRODUCTS


def _identity(client, text: str) -> dict:  # type: ignore[no-untyped-def]
    r = client.get("/api/product/analyze", params={"ingredient_list": text})
    assert r.status_code == 200, r.json()
    return r.json()["data"]["identity"]


def test_a_list_that_is_a_product_names_it_and_its_twin_as_identical(client, catalog):
    identity = _identity(client, ", ".join(PRODUCTS["Retinol Night Cream"][4]).title())
    assert identity["verdict"] == "identical"
    assert [m["product"]["name"] for m in identity["matches"]] == ["Retinol Night Cream"]
    match = identity["matches"][0]
    assert (match["identical"], match["same_order"], match["similarity"]) == (True, True, 1.0)
    assert match["product"]["product_id"] == catalog.pid("Retinol Night Cream")
    assert identity["sentence"] == "This list is Acme Retinol Night Cream — identical ingredients."

    twins = _identity(client, "Aqua, Niacinamide, Glycerin, Sodium Hyaluronate, Butylene Glycol, Phenoxyethanol")
    assert {m["product"]["name"] for m in twins["matches"]} == {"Niacinamide Serum", "Niacinamide Serum Twin"}
    assert all(m["identical"] for m in twins["matches"])
    assert "(also listed as Budget Niacinamide Serum Twin)" in twins["sentence"]


def test_the_same_ingredients_in_another_order_are_said_to_be_so(client, catalog):
    identity = _identity(client, "Phenoxyethanol, Tocopherol, Glycerin, Dimethicone, Retinol, Aqua")
    assert identity["verdict"] == "identical" and identity["matches"][0]["same_order"] is False
    assert identity["sentence"] == "This list is Acme Retinol Night Cream — the same ingredients, in another order."


def test_a_list_with_a_name_missing_gets_the_nearest_three_with_their_similarity(client, catalog):
    identity = _identity(client, "Aqua, Retinol, Dimethicone, Glycerin, Tocopherol")  # no phenoxyethanol
    assert identity["verdict"] == "near"
    assert len(identity["matches"]) == 3
    first = identity["matches"][0]
    assert first["product"]["name"] == "Retinol Night Cream" and first["identical"] is False
    assert first["similarity"] == pytest.approx(5 / 6, abs=1e-3) and first["shared_count"] == 5
    assert [m["similarity"] for m in identity["matches"]] == sorted((m["similarity"] for m in identity["matches"]),
                                                                   reverse=True)
    assert identity["sentence"] == ("No catalogue product has exactly this list. Closest: Acme Retinol Night Cream "
                                    "(83% of the ingredients in common).")


def test_a_misspelt_name_is_corrected_first_so_the_product_is_still_known(client, catalog):
    identity = _identity(client, "Aqua, Retinol, Dimethicone, Glycerln, Tocopherol, Phenoxyethanl")
    assert identity["verdict"] == "identical"
    assert identity["matches"][0]["product"]["name"] == "Retinol Night Cream"


def test_a_list_sharing_nothing_with_the_catalogue_is_said_to_be_unknown(client, catalog):
    identity = _identity(client, "Unobtainium Extract, Mithril Powder")
    assert identity == {"verdict": "none", "sentence": "No catalogue product shares these ingredients.",
                        "matches": []}


def test_a_pending_product_is_not_named_to_other_visitors(client, session, catalog):
    from tests.api.ingredient_catalog import add_product

    add_product(session, catalog, "Secret Cream", "Acme", "Moisturizers", 5.0, 50.0,
                ("AQUA", "LINALOOL", "TOCOPHEROL", "DIMETHICONE"), status="pending")
    identity = _identity(client, "Aqua, Linalool, Tocopherol, Dimethicone")
    assert "Secret Cream" not in {m["product"]["name"] for m in identity["matches"]}


def test_dupes_of_a_list_are_cheaper_keep_its_key_actives_and_leave_out_the_list_itself(client, catalog):
    text = "Aqua, Niacinamide, Glycerin, Sodium Hyaluronate, Butylene Glycol, Phenoxyethanol"
    r = client.get("/api/product/analyze_dupes", params={"ingredient_list": text})
    assert r.status_code == 200, r.json()
    data = r.json()["data"]
    assert data["reference"]["name"] in ("Niacinamide Serum", "Niacinamide Serum Twin")
    assert data["key_actives"] == ["NIACINAMIDE", "SODIUM HYALURONATE"]
    names = [d["product"]["name"] for d in data["items"]]
    assert "Budget Niacinamide" in names
    assert not {"Niacinamide Serum", "Niacinamide Serum Twin"} & set(names)  # the list itself is no dupe of itself
    for item in data["items"]:
        assert item["product"]["price_usd"] < data["reference"]["price_usd"]
        assert item["shared_key_ingredients"]
    assert data["note"].startswith("Cheaper than ")


def test_a_list_close_to_nothing_has_no_dupes_and_says_why(client, catalog):
    r = client.get("/api/product/analyze_dupes", params={"ingredient_list": "Aqua, Unobtainium, Mithril"})
    data = r.json()["data"]
    assert data["reference"] is None and data["items"] == []
    assert "close enough" in data["note"]
