"""The order of the similar-products list beyond the score (api.similarity.ranking), on real listings.

The lists below are the real catalogue's resolved lists of these products (Sephora 2023, Sephora 2018 and
LookFantastic files of the shared data), as the import stored them."""

from __future__ import annotations

import pytest

from api.models import Brand
from api.products import service
from api.similarity import ranking
from tests.api.ingredient_catalog import add_product, make_catalog

OIL = ("HELIANTHUS ANNUUS SEED OIL", "POLYGLYCERYL-4 OLEATE", "CAPRYLIC/CAPRIC TRIGLYCERIDE", "RICINUS COMMUNIS SEED OIL",
       "PRUNUS AMYGDALUS DULCIS OIL", "VITIS VINIFERA SEED OIL", "TOCOPHEROL", "PARFUM")
# LookFantastic's cleaned copy of the same oil: two names rewritten by its file's cleaning
OIL_LF = ("HELIANTHUS ANNUUS SEED OIL", "POLYGLYCERYL-4 OLEATE", "CAPRYLIC/CAPRIC TRIGLYCERIDE", "RICINUS COMMUNIS SEED OIL",
          "PRUNUS AMYGDALUS DULCIS", "VITIS VINIFERA EXTRACT", "TOCOPHEROL", "PARFUM")
GRAPE_WATER = ("VITIS VINIFERA FRUIT WATER", "VITIS VINIFERA JUICE", "NITROGEN")
GEL = ("AQUA", "DIMETHICONE", "ISODODECANE", "BUTYLENE GLYCOL", "BIS-PEG-18 METHYL ETHER DIMETHYL SILANE", "GLYCERIN",
       "LAMINARIA SACCHARINA EXTRACT", "POLYGONUM CUSPIDATUM ROOT EXTRACT", "SACCHAROMYCES LYSATE EXTRACT",
       "CUCUMIS SATIVUS FRUIT EXTRACT", "HORDEUM VULGARE EXTRACT", "HELIANTHUS ANNUUS SEEDCAKE", "CAFFEINE", "TREHALOSE",
       "SODIUM HYALURONATE", "TOCOPHERYL ACETATE", "CHAMOMILLA RECUTITA (MATRICARIA)", "POLYSILICONE-11", "SILICA",
       "PROPYLENE GLYCOL DICAPRATE", "OLETH-10", "LACTOBACILLUS FERMENT", "LAURETH-23", "LAURETH-4",
       "AMMONIUM ACRYLOYLDIMETHYLTAURATE/VP COPOLYMER", "CARBOMER", "CAPRYLYL GLYCOL", "HEXYLENE GLYCOL", "TROMETHAMINE",
       "DISODIUM EDTA", "PHENOXYETHANOL", "POTASSIUM SORBATE", "CI 19140", "CI 14700", "CI 15985")

# (key, brand, name, source, price, list). Inserted in this order, so a sibling that should lose a tie has the
# lower id: an order by id (storage) would put it first.
LISTINGS = (
    ("vinoclean", "Caudalie", "Vinoclean Makeup Removing Cleansing Oil", "sephora", 30.0, OIL),
    ("oil_2018", "Caudalie", "Make-Up Removing Cleansing Oil", "cosmetics_sephora_2018", 28.0, OIL),
    ("oil_lf", "Caudalie", "Make-Up Removing Cleansing Oil 150ml", "lookfantastic", 18.0, OIL_LF),
    ("mist", "Caudalie", "Grape Water Moisturizing Face Mist", "sephora", 12.0, GRAPE_WATER),
    ("grape_2018", "Caudalie", "Grape Water", "cosmetics_sephora_2018", 10.0, GRAPE_WATER),
    ("grape_lf", "Caudalie", "Grape Water 75ml", "lookfantastic", 6.0, ("VITIS VINIFERA EXTRACT", "NITROGEN")),
    ("mini_gel", "Clinique", "Mini Dramatically Different Moisturizing Gel", "sephora", 17.0, GEL),
    ("gel", "Clinique", "Dramatically Different Moisturizing Gel", "sephora", 32.5, GEL),
    ("gel_2018", "Clinique", "Dramatically Different Moisturizing Gel", "cosmetics_sephora_2018", 28.0, GEL),
    # LookFantastic's cleaned file drops water
    ("gel_lf", "Clinique", "Dramatically Different Moisturizing Gel 125ml", "lookfantastic", 30.0, GEL[1:]),
    ("chia", "The Ordinary", "100% Organic Virgin Chia Seed Oil", "sephora", 8.5, ("SALVIA HISPANICA SEED OIL",)),
    ("chia_lf", "The Ordinary", "100% Organic Virgin Chia Seed Oil", "lookfantastic", 6.0,
     ("SALVIA HISPANICA HERB EXTRACT",)),
)


@pytest.fixture
def listed(session) -> dict[str, int]:  # type: ignore[no-untyped-def]
    catalog = make_catalog(session)  # the shared test catalogue's six products come along
    for brand in ("Caudalie", "Clinique", "The Ordinary"):
        catalog.brands[brand] = Brand(name=brand, key=brand.lower())
        session.add(catalog.brands[brand])
    session.flush()
    ids = {}
    for key, brand, name, source, price, names in LISTINGS:
        product = add_product(session, catalog, f"{key}", brand, None, price, None, names)
        product.name, product.source, product.source_id = name, source, key
        ids[key] = product.id
    session.commit()
    return ids


def _similar(client, session, pid: int, **kw):  # type: ignore[no-untyped-def]
    return service.similar(session, client.app.state.runtimes, pid, None, k=kw.pop("k", 5), metric="jaccard",
                           same_category=False, **kw)


def test_exact_ties_go_to_the_own_brand_then_the_closer_name_never_to_the_lower_id(client, session, listed):
    # LookFantastic's oil scores 6/10 against both Sephora oils (identical lists): the 2018 "Make-Up Removing
    # Cleansing Oil" is the closer name; the renamed "Vinoclean" listing has the lower id.
    out = _similar(client, session, listed["oil_lf"], same_product_first=False)
    ids = [i.product.product_id for i in out.items]
    assert ids[:2] == [listed["oil_2018"], listed["vinoclean"]]
    assert out.items[0].score == out.items[1].score == pytest.approx(0.6)
    assert out.items[0].same_product_at is None  # the rule under test here is the tie-break alone
    # three identical gels (1.0 each): the full-size listings before the mini, whatever their ids
    gel = [i.product.product_id for i in _similar(client, session, listed["gel"], same_product_first=False).items]
    assert gel[:2] == [listed["gel_2018"], listed["mini_gel"]]


def test_the_tie_break_does_not_depend_on_the_input_order():
    query = ranking.Listing(1, 7, ranking.normalised_name("Make-Up Removing Cleansing Oil 150ml", "Caudalie"),
                            "lookfantastic")
    listings = {
        2: ranking.Listing(2, 7, ranking.normalised_name("Vinoclean Makeup Removing Cleansing Oil", "Caudalie"),
                           "sephora"),
        3: ranking.Listing(3, 7, ranking.normalised_name("Make-Up Removing Cleansing Oil", "Caudalie"),
                           "cosmetics_sephora_2018"),
        4: ranking.Listing(4, 8, ranking.normalised_name("Make-Up Removing Cleansing Oil", "Other Brand"), "sephora"),
    }
    from ingredient_engine.similarity import Neighbor

    pool = [Neighbor(i, i, 0.6, 6) for i in (4, 2, 3)]
    for order in (pool, pool[::-1], pool[1:] + pool[:1]):
        got = [n.id for n, _ in ranking.ordered(query, order, listings, same_product_first=False)]
        assert got == [3, 2, 4]  # same brand and closest name, same brand, other brand


def test_the_same_product_at_another_retailer_comes_first_labelled(client, listed):
    # The 2018 Grape Water: the 2023 mist has the identical list (1.0); LookFantastic's cleaned copy shares one
    # name of four (0.25). Members see the LookFantastic copy first, labelled, with its true score.
    r = client.get("/api/similarity/jcd", params={"product_id": listed["grape_2018"], "k": 3})
    assert r.status_code == 200
    data = r.json()["data"]
    first, second = data["items"][:2]
    assert first["product"]["product_id"] == listed["grape_lf"] and first["same_product_at"] == "LookFantastic"
    assert first["score"] == pytest.approx(0.25)
    assert first["explanation"].startswith("Same product at LookFantastic (same brand and name)")
    assert second["product"]["product_id"] == listed["mist"] and second["same_product_at"] is None
    assert "same brand, same name" in data["method"]


def test_a_same_product_listing_with_no_shared_name_is_still_found(client, session, listed):
    # The Ordinary's chia oil: Sephora prints SALVIA HISPANICA SEED OIL, LookFantastic's cleaned file SALVIA
    # HISPANICA HERB EXTRACT. Nothing in common, so the index never returns it; the brand lookup does.
    out = _similar(client, session, listed["chia"])
    assert [(i.product.product_id, i.same_product_at, i.score, i.shared_count) for i in out.items] == [
        (listed["chia_lf"], "LookFantastic", 0.0, 0)]
    assert _similar(client, session, listed["chia"], same_product_first=False).items == []


def test_the_2018_sephora_listing_is_labelled_as_such(client, listed):
    data = client.get("/api/similarity/jcd", params={"product_id": listed["gel"], "k": 4}).json()["data"]
    assert [(i["product"]["product_id"], i["same_product_at"]) for i in data["items"][:3]] == [
        (listed["gel_lf"], "LookFantastic"), (listed["gel_2018"], "Sephora (2018 listing)"), (listed["mini_gel"], None)]


def test_another_retailer_comes_before_the_same_retailers_other_listing(client, listed):
    # The 2018 Sephora gel: Sephora's 2023 listing prints the identical list (1.0), LookFantastic's cleaned copy
    # lacks water (34/35). Both are the same product; on a Sephora page the other retailer is listed first.
    data = client.get("/api/similarity/jcd", params={"product_id": listed["gel_2018"], "k": 3}).json()["data"]
    first, second = data["items"][:2]
    assert (first["product"]["product_id"], first["same_product_at"]) == (listed["gel_lf"], "LookFantastic")
    assert (second["product"]["product_id"], second["same_product_at"]) == (listed["gel"], "Sephora")
    assert first["score"] < second["score"] == pytest.approx(1.0)
    # from LookFantastic, both Sephora listings are another retailer's: the closer list first
    lf = client.get("/api/similarity/jcd", params={"product_id": listed["gel_lf"], "k": 3}).json()["data"]
    assert [i["same_product_at"] for i in lf["items"][:2]] == ["Sephora", "Sephora (2018 listing)"]


def test_the_same_category_filter_still_holds_for_the_same_product(client, session, listed):
    # Real categories differ across retailers: Sephora 2018 files Grape Water under Moisturizers, LookFantastic
    # under Toners. A member who asked for the same category gets only that category.
    from api.models import Category, Product

    moisturizers = session.query(Category).filter_by(name="Moisturizers").one()
    serums = session.query(Category).filter_by(name="Serums").one()  # stands for LookFantastic's "Toners"
    session.get(Product, listed["grape_2018"]).category_id = moisturizers.id
    session.get(Product, listed["mist"]).category_id = moisturizers.id
    session.get(Product, listed["grape_lf"]).category_id = serums.id
    session.commit()
    same = _similar(client, session, listed["grape_2018"])
    assert same.items[0].product.product_id == listed["grape_lf"]
    filtered = service.similar(session, client.app.state.runtimes, listed["grape_2018"], None, k=5,
                               metric="jaccard", same_category=True)
    assert [i.product.product_id for i in filtered.items] == [listed["mist"]]
