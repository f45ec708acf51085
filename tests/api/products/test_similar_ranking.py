"""The order of the similar-products list beyond the score (api.similarity.ranking), and the product's own other
listings (its group) first, on real listings.

The lists below are the real catalogue's resolved lists of these products (Sephora 2023, Sephora 2018 and
LookFantastic files of the shared data), as the import stored them."""

from __future__ import annotations

import pytest

from api.models import Brand
from api.product_groups.service import regroup
from api.similarity import ranking, service
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
    regroup(session)  # the import groups listings into products
    session.commit()
    return ids


def _similar(client, session, pid: int, *, k: int = 5, same_category: bool = False):  # type: ignore[no-untyped-def]
    return service.similar(session, client.app.state.runtimes, pid, None, k=k, metric="jaccard",
                           same_category=same_category)


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
        got = [n.id for n, _ in ranking.ordered(query, order, listings)]
        assert got == [3, 2, 4]  # same brand and closest name, same brand, other brand
        # the product's own listings come first, whatever their score
        assert [n.id for n, _ in ranking.ordered(query, order, listings, same={4})][0] == 4


def test_the_same_product_at_another_retailer_comes_first_labelled(client, listed):
    # The 2018 Grape Water: the 2023 mist has the identical list (1.0) but another name (a list of three names is no
    # evidence for it); LookFantastic's "Grape Water 75ml" is the same product: its cleaned copy shares one name of
    # four (0.25). Members see the LookFantastic copy first, labelled, with its true score.
    r = client.get("/api/similarity/jcd", params={"product_id": listed["grape_2018"], "k": 3})
    assert r.status_code == 200
    data = r.json()["data"]
    first, second = data["items"][:2]
    assert first["product"]["product_id"] == listed["grape_lf"] and first["same_product_at"] == "LookFantastic"
    assert first["score"] == pytest.approx(0.25)
    assert first["explanation"].startswith("Same product at LookFantastic; 1 shared ingredient")
    assert second["product"]["product_id"] == listed["mist"] and second["same_product_at"] is None
    assert "other listings (the same product at another retailer" in data["method"]


def test_a_same_product_listing_with_no_shared_name_is_still_found(client, session, listed):
    # The Ordinary's chia oil: Sephora prints SALVIA HISPANICA SEED OIL, LookFantastic's cleaned file SALVIA
    # HISPANICA HERB EXTRACT. Nothing in common, so the index never returns it; the product's group does.
    out = _similar(client, session, listed["chia"])
    assert [(i.product.product_id, i.same_product_at, i.score, i.shared_count) for i in out.items] == [
        (listed["chia_lf"], "LookFantastic", 0.0, 0)]


def test_every_listing_is_labelled_with_its_retailer(client, listed):
    # The gel at Sephora: LookFantastic's cleaned copy (another retailer) first, then Sephora's 2018 listing and the
    # mini (the same product in another size), identical lists, the closer name first.
    data = client.get("/api/similarity/jcd", params={"product_id": listed["gel"], "k": 4}).json()["data"]
    assert [(i["product"]["product_id"], i["same_product_at"]) for i in data["items"][:3]] == [
        (listed["gel_lf"], "LookFantastic"), (listed["gel_2018"], "Sephora (2018 listing)"),
        (listed["mini_gel"], "Sephora")]


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


def test_the_same_product_is_listed_whatever_the_category_filter(client, session, listed):
    # Real categories differ across retailers: Sephora 2018 files Grape Water under Moisturizers, LookFantastic
    # under Toners. Similar products keep to the category asked for; the product's own listings are always shown.
    from api.models import Category, Product

    moisturizers = session.query(Category).filter_by(name="Moisturizers").one()
    serums = session.query(Category).filter_by(name="Serums").one()  # stands for LookFantastic's "Toners"
    session.get(Product, listed["grape_2018"]).category_id = moisturizers.id
    session.get(Product, listed["mist"]).category_id = moisturizers.id
    session.get(Product, listed["grape_lf"]).category_id = serums.id
    session.commit()
    filtered = _similar(client, session, listed["grape_2018"], same_category=True)
    assert [(i.product.product_id, i.same_product_at) for i in filtered.items] == [
        (listed["grape_lf"], "LookFantastic"), (listed["mist"], None)]
