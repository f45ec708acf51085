"""Search and browse calls through HTTP, with the embedded backend indexed from the test database."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from api.models import Brand, Category, City, Follow, Inci, Product, ProductIngredient, Review, User
from api.search_kinds.registry import KINDS
from indexer.search.sync import pending_outbox_ids, sync_outbox
from tests.api.helpers import signed_in


@pytest.fixture
def indexed(app, session, settings):
    """A small catalog, committed and indexed through the outbox like any write."""
    backend = app.state.runtimes.search.backend()
    for kind in KINDS:
        backend.swap_alias(kind, backend.create_index(kind))
    brand = Brand(name="The Ordinary", key="the ordinary")
    other = Brand(name="CeraVe", key="cerave")
    cat = Category(name="Serums", path="Skincare > Serums")
    nia = Inci(name="NIACINAMIDE", functions=["Skin Conditioning"])
    zinc = Inci(name="ZINC PCA", functions=["Humectant"])
    parfum = Inci(name="PARFUM", functions=["Perfuming"])
    session.add_all([brand, other, cat, nia, zinc, parfum])
    session.flush()
    products = {
        "serum": Product(name="Niacinamide 10% + Zinc 1%", brand_id=brand.id, category_id=cat.id, price_usd=6.0,
                         source="t", source_id="1", tags=["fragrance-free"], skin_types=["oily"]),
        "lotion": Product(name="Daily Moisturizing Lotion", brand_id=other.id, category_id=cat.id, price_usd=16.0,
                          source="t", source_id="2", tags=[], skin_types=["dry"]),
        "perfumed": Product(name="Scented Glow Serum", brand_id=other.id, category_id=cat.id, price_usd=42.0,
                            source="t", source_id="3", tags=[], skin_types=["normal"]),
    }
    session.add_all(products.values())
    session.flush()
    for key, incis in (("serum", [nia, zinc]), ("lotion", [nia]), ("perfumed", [nia, parfum])):
        for seq, inci in enumerate(incis, 1):
            session.add(ProductIngredient(product_id=products[key].id, seq=seq, position=seq, inci_id=inci.id,
                                          raw_name=inci.name.title(), confidence=1.0))
    session.add(City(id=2267057, name="Lisbon", asciiname="Lisbon", country_code="PT", admin1_code="14",
                     latitude=38.71667, longitude=-9.13333, population=517802))
    session.add(City(id=2988507, name="Paris", asciiname="Paris", country_code="FR", admin1_code="11",
                     latitude=48.85341, longitude=2.3488, population=2138551))
    session.commit()
    sync_outbox(backend, settings, pending_outbox_ids(session))
    return products


def test_product_search_tolerates_a_typo(client, indexed):
    body = client.post("/api/product/search", json={"keyword": "niacinamde", "page_no": 1, "page_num": 10}).json()
    assert body["status"] is True
    names = [i["fields"]["name"] for i in body["data"]["items"]]
    assert names[0] == "Niacinamide 10% + Zinc 1%"
    assert body["data"]["items"][0]["type"] == "product"


def test_brand_and_inci_search(client, indexed):
    brands = client.post("/api/brand/search", json={"keyword": "ordinary"}).json()["data"]["items"]
    assert [b["fields"]["name"] for b in brands] == ["The Ordinary"]
    incis = client.post("/api/inci/search", json={"keyword": "zinc"}).json()["data"]["items"]
    assert incis[0]["fields"]["name"] == "ZINC PCA"


def test_mixed_search_labels_each_result_with_its_type(client, indexed):
    items = client.get("/api/search", params={"keyword": "niacinamide"}).json()["data"]["items"]
    assert {"product", "inci"} <= {i["type"] for i in items}


def test_search_bounds_are_enforced(client, indexed):
    assert client.post("/api/product/search", json={"keyword": "x" * 201}).status_code == 422
    assert client.post("/api/product/search", json={"keyword": "x", "page_num": 51}).status_code == 422
    # unknown fields are ignored (api-contract "Shapes": the spec's client sends userId in bodies)
    assert client.post("/api/product/search", json={"keyword": "x", "userId": "1"}).status_code == 200


def test_search_ui_filters_facets_and_sorts(client, indexed):
    req = {"searchTerm": "", "filters": [{"field": "ingredients_include", "values": ["niacinamide"], "type": "all"},
                                         {"field": "ingredients_exclude", "values": ["fragrance"], "type": "none"}],
           "sortList": [{"field": "price", "direction": "desc"}], "current": 1, "resultsPerPage": 10}
    data = client.post("/api/search/ui", json=req).json()["data"]
    names = [r["name"]["raw"] for r in data["results"]]
    assert names == ["Daily Moisturizing Lotion", "Niacinamide 10% + Zinc 1%"]  # parfum excluded, price desc
    assert data["totalResults"] == 2
    brand_facet = {v["value"]: v["count"] for v in data["facets"]["brand"][0]["data"]}
    assert brand_facet == {"The Ordinary": 1, "CeraVe": 1}
    price = data["facets"]["price"][0]
    assert price["type"] == "range"


def _ui(client, filters, headers=None):
    req = {"searchTerm": "", "filters": filters, "sortList": [], "current": 1, "resultsPerPage": 10}
    return client.post("/api/search/ui", json=req, headers=headers or {})


def _facet(data, name):
    return {(v["value"]["name"] if isinstance(v["value"], dict) else v["value"]): v["count"]
            for v in data["facets"][name][0]["data"]}


def test_browse_facets_keep_the_values_not_picked_with_their_counts(client, indexed):
    """A shop's facets (issue 21 §5): a brand picked keeps the other brands listed with their counts, a price range
    picked keeps the other ranges' counts; the results obey every filter, and AND-ed tags stay conjunctive."""
    data = _ui(client, [{"field": "brand", "values": ["CeraVe"], "type": "any"}]).json()["data"]
    assert data["totalResults"] == 2
    assert _facet(data, "brand") == {"CeraVe": 2, "The Ordinary": 1}
    assert "fragrance-free" not in _facet(data, "tags")  # AND-ed tags count within the filters: the serum's only
    cheap = _ui(client, [{"field": "price", "values": [{"to": 10, "name": "under-10"}], "type": "any"}]).json()["data"]
    assert [r["name"]["raw"] for r in cheap["results"]] == ["Niacinamide 10% + Zinc 1%"]
    assert _facet(cheap, "price") == {"under-10": 1, "10-25": 1, "25-50": 1, "50-100": 0, "100-plus": 0}
    assert _facet(cheap, "brand") == {"The Ordinary": 1}  # other facets count within the price picked
    both = _ui(client, [{"field": "brand", "values": ["CeraVe", "The Ordinary"], "type": "any"},
                        {"field": "skin_types", "values": ["dry"], "type": "any"}]).json()["data"]
    assert both["totalResults"] == 1 and _facet(both, "brand") == {"CeraVe": 1}
    assert _facet(both, "skin_types") == {"oily": 1, "dry": 1, "normal": 1}


def test_browse_collected_filter_keeps_the_members_own_collection(client, session, indexed):
    """"Collected" keeps the signed-in member's starred products, read from their own star rows on the server."""
    collected = [{"field": "collected", "values": ["yes"], "type": "any"}]
    assert _ui(client, collected).status_code == 401  # signed out: a clear answer, not everyone's products
    member = signed_in(client, session, "collector@example.com")
    other = signed_in(client, session, "other@example.com")
    empty = _ui(client, collected, member).json()["data"]
    assert empty["totalResults"] == 0 and empty["results"] == []
    for product in ("lotion", "perfumed"):
        assert client.post("/api/product/star", json={"product_id": indexed[product].id}, headers=member).status_code == 200
    client.post("/api/product/star", json={"product_id": indexed["serum"].id}, headers=other)
    data = _ui(client, [*collected, {"field": "brand", "values": ["CeraVe"], "type": "any"}], member).json()["data"]
    assert sorted(r["name"]["raw"] for r in data["results"]) == ["Daily Moisturizing Lotion", "Scented Glow Serum"]
    assert _facet(data, "brand") == {"CeraVe": 2}  # facets count within the collection
    mine = _ui(client, collected, other).json()["data"]
    assert [r["name"]["raw"] for r in mine["results"]] == ["Niacinamide 10% + Zinc 1%"]
    client.post("/api/product/star_remove", json={"product_id": indexed["serum"].id}, headers=other)
    assert _ui(client, collected, other).json()["data"]["totalResults"] == 0
    bad = _ui(client, [{"field": "collected", "values": ["everyone"], "type": "any"}], member)
    assert bad.status_code == 422


def test_browse_reads_ingredient_names_like_search_by_ingredients_and_says_what_it_could_not_read(client, indexed):
    req = {"searchTerm": "", "sortList": [], "current": 1, "resultsPerPage": 10,
           "filters": [{"field": "ingredients_include", "values": ["Niacinamde", "zinc pca"], "type": "all"},
                       {"field": "ingredients_exclude", "values": ["Unobtainium Extract"], "type": "none"}]}
    data = client.post("/api/search/ui", json=req).json()["data"]
    assert [r["name"]["raw"] for r in data["results"]] == ["Niacinamide 10% + Zinc 1%"]
    terms = {t["term"]: t for t in data["ingredient_terms"]}
    assert terms["Niacinamde"]["inci"] == ["NIACINAMIDE"] and terms["Niacinamde"]["correction"]
    assert terms["zinc pca"]["inci"] == ["ZINC PCA"] and terms["zinc pca"]["used"] is True
    unknown = terms["Unobtainium Extract"]
    assert (unknown["recognised"], unknown["used"], unknown["role"]) == (False, False, "exclude")
    typo = client.post("/api/search/ui", json=req | {"filters": [
        {"field": "ingredients_include", "values": ["niacinamidde zz"], "type": "all"}]}).json()["data"]
    assert typo["ingredient_terms"][0]["used"] is False
    assert typo["ingredient_terms"][0]["suggestions"][0] == "NIACINAMIDE"  # "did you mean", never applied
    assert typo["totalResults"] == 3
    # the same reading /searchByIngredients gives
    match = client.post("/api/inci/match_product", json={"ingredients": ["Niacinamde", "zinc pca"],
                                                             "exclude": ["Unobtainium Extract"]}).json()["data"]
    assert [{k: t[k] for k in ("term", "inci", "recognised", "suggestions")} for t in match["terms"]] == [
        {k: t[k] for k in ("term", "inci", "recognised", "suggestions")} for t in data["ingredient_terms"]]


def test_search_ui_rejects_fields_and_sorts_the_server_does_not_own(client, indexed):
    bad_filter = client.post("/api/search/ui", json={"filters": [{"field": "secret", "values": ["x"]}]})
    assert bad_filter.status_code == 422
    bad_sort = client.post("/api/search/ui", json={"sortList": [{"field": "owner_id", "direction": "asc"}]})
    assert bad_sort.status_code == 422


def test_autocomplete_suggests_across_kinds(client, indexed):
    data = client.get("/api/search/autocomplete", params={"q": "niac"}).json()["data"]
    product = next(s for s in data if s["type"] == "product" and s["text"].startswith("Niacinamide"))
    assert product["context"] == "The Ordinary"  # the brand shown beside the name
    inci = next(s for s in data if s["type"] == "inci")
    assert inci["text"] == "NIACINAMIDE" and inci["inci_uuid"]  # opens the ingredient's page


def test_search_unavailable_is_a_503_and_the_rest_keeps_working(client, indexed, settings):
    backend = client.app.state.runtimes.search.backend()
    live = backend.live_index("product")
    (settings.data_dir / "search" / "glowdex-product.alias.json").unlink()  # the index is gone
    r = client.post("/api/product/search", json={"keyword": "serum"})
    assert r.status_code == 503
    assert r.json()["status"] is False and int(r.headers["Retry-After"]) > 0
    assert client.get("/api/brand/labels").json()["status"] is True
    backend.swap_alias("product", live)


def test_city_search_and_nearest_city(client, indexed):
    found = client.post("/api/city/search", json={"keyword": "lisbn"}).json()["data"]["items"]
    assert found[0]["fields"]["name"] == "Lisbon"
    near = client.post("/api/city/info", json={"lat": 38.7, "lng": -9.1}).json()["data"]
    assert near["name"] == "Lisbon" and near["distance_km"] < 5
    assert client.post("/api/city/info", json={"lat": 91, "lng": 0}).status_code == 422


def test_brand_labels_and_random_products(client, indexed):
    labels = client.get("/api/brand/labels").json()["data"]
    assert labels[0] == {"brand_id": labels[0]["brand_id"], "name": "CeraVe", "product_count": 2}
    first = client.get("/api/product/random_list", params={"page_num": 3, "seed": 7}).json()["data"]["items"]
    again = client.get("/api/product/random_list", params={"page_num": 3, "seed": 7}).json()["data"]["items"]
    assert len(first) == 3 and first == again


def test_random_products_are_product_cards_with_a_real_total(client, indexed):
    """The same card as every product list (issue 8 §4), paged over the whole shuffled catalogue."""
    from api.catalog.schemas import ProductListItem

    page1 = client.get("/api/product/random_list", params={"page_num": 2, "seed": 7}).json()["data"]
    page2 = client.get("/api/product/random_list", params={"page_no": 2, "page_num": 2, "seed": 7}).json()["data"]
    assert set(page1["items"][0]) == set(ProductListItem.model_fields)
    liked = client.get("/api/product/detail", params={"product_id": page1["items"][0]["product_id"]}).json()["data"]
    assert page1["items"][0]["brand_name"] == liked["brand"]["name"]
    assert page1["items"][0]["category_name"] == "Serums"
    assert (page1["total_count"], page1["hasMore"], page2["hasMore"]) == (3, True, False)
    ids = [c["product_id"] for c in page1["items"] + page2["items"]]
    assert sorted(ids) == sorted(p.id for p in indexed.values())


def test_search_results_carry_the_spec_id_names(client, session, indexed):
    """`product_id`, `brand_id`, `category_id`, `inci_id` + `inci_uuid`, `city_id`, with `type` (issue 8 §4)."""
    def first(kind: str, keyword: str) -> dict:
        items = client.post(f"/api/{kind}/search", json={"keyword": keyword}).json()["data"]["items"]
        assert items and items[0]["type"] == kind
        return items[0]

    product = first("product", "niacinamide zinc")
    assert product["product_id"] == indexed["serum"].id == int(product["id"])
    assert first("brand", "ordinary")["brand_id"] == session.scalar(select(Brand.id).where(Brand.key == "the ordinary"))
    assert first("category", "serums")["category_id"] == indexed["serum"].category_id
    zinc = session.scalar(select(Inci).where(Inci.name == "ZINC PCA"))
    inci = first("inci", "zinc")
    assert (inci["inci_id"], inci["inci_uuid"]) == (zinc.id, zinc.uuid)
    assert first("city", "lisbon")["city_id"] == 2267057
    mixed = client.get("/api/search", params={"keyword": "niacinamide"}).json()["data"]["items"]
    for item in mixed:
        assert item[f"{item['type']}_id"] == int(item["id"])
    assert product["fields"]["created_at"].endswith("+00:00")  # indexed timestamps keep their offset too


def test_private_content_stays_out_of_search_and_browse(client, session, indexed, settings):
    owner = signed_in(client, session, "owner@example.com")
    owner_id = int(owner["userId"])
    product_id = indexed["serum"].id
    session.add_all([
        Review(user_id=owner_id, product_id=product_id, title="Secret glow diary", content="private", is_private=True),
        Review(user_id=owner_id, product_id=product_id, title="Public glow notes", content="shared"),
    ])
    session.commit()
    sync_outbox(client.app.state.runtimes.search.backend(), settings, pending_outbox_ids(session))
    anon = client.get("/api/search", params={"keyword": "glow"}).json()["data"]["items"]
    assert "Secret glow diary" not in [i["fields"].get("title") for i in anon]
    mine = client.get("/api/search", params={"keyword": "glow diary"}, headers=owner).json()["data"]["items"]
    assert "Secret glow diary" in [i["fields"].get("title") for i in mine]
    browse = client.get("/api/browse/random_content").json()["data"]
    assert [c["title"] for c in browse["items"]] == ["Public glow notes"] and browse["total_count"] == 1
    # cards of reviews carry the spec's review_id; the review list has a real total too
    reviews = client.get("/api/review/random_list", params={"page_num": 5}).json()["data"]
    assert reviews["total_count"] == 1 and reviews["hasMore"] is False
    card = reviews["items"][0]
    assert card["review_id"] == card["id"] and card["routine_id"] is None and card["type"] == "review"
    assert card["created_at"].endswith(("Z", "+00:00"))


def test_followed_users_content_needs_a_token_and_lists_their_public_content(client, session, indexed):
    assert client.get("/api/browse/followed_users_content").status_code == 401
    writer = signed_in(client, session, "writer@example.com")
    reader = signed_in(client, session, "reader@example.com")
    session.add(Follow(follower_id=int(reader["userId"]), followed_id=int(writer["userId"])))
    session.add(Review(user_id=int(writer["userId"]), product_id=indexed["lotion"].id, title="Great lotion"))
    session.commit()
    data = client.get("/api/browse/followed_users_content", headers=reader).json()["data"]
    assert [c["title"] for c in data["items"]] == ["Great lotion"]
    assert data["hasMore"] is False
    assert session.scalar(select(User.id).where(User.email == "reader@example.com"))


def test_autocomplete_takes_suggestions_from_every_kind_in_turn(client, indexed):
    data = client.get("/api/search/autocomplete", params={"q": "ce", "size": 4}).json()["data"]
    types = [s["type"] for s in data]
    assert types[0] == "brand" and data[0]["text"] == "CeraVe"


def test_mixed_search_names_the_ingredient_once_then_the_products(client, session, indexed, settings):
    """Issue 21 §1: `niacinamide` answered ingredients only (the merge by raw score put every NIACINAMIDE salt, in
    no product, above the products). Now: the ingredient itself once, marked best match, then the products."""
    from api.search.outbox import touch
    from indexer.catalog_import.repository import refresh_inci_product_counts

    session.add_all([Inci(name=f"NIACINAMIDE {salt}") for salt in ("ASCORBATE", "LACTATE", "MALATE", "GLYCOLATE")])
    session.flush()
    refresh_inci_product_counts(session)  # NIACINAMIDE is in 3 products, the salts in none
    touch(session, "inci", *session.scalars(select(Inci.id)))  # a Core update: the import reindexes after it
    session.commit()
    sync_outbox(client.app.state.runtimes.search.backend(), settings, pending_outbox_ids(session))
    data = client.get("/api/search", params={"keyword": "niacinamide", "page_num": 4}).json()["data"]
    first, *rest = data["items"]
    assert (first["type"], first["fields"]["name"], first["best_match"]) == ("inci", "NIACINAMIDE", True)
    assert [i["type"] for i in rest] == ["product"] * 3 and not any(i["best_match"] for i in rest)
    assert data["counts"]["product"] == 3 and data["counts"]["inci"] == 5
    assert data["total_count"] == sum(data["counts"].values()) and data["hasMore"] is True
    later = client.get("/api/search", params={"keyword": "niacinamide", "page_no": 2, "page_num": 4}).json()["data"]
    assert [i["type"] for i in later["items"]] == ["inci"] * 4  # the salts, after every product
    # The typed searches answer the same totals and the same order of their kind.
    products = client.post("/api/product/search", json={"keyword": "niacinamide"}).json()["data"]
    assert products["total_count"] == 3 and [i["id"] for i in products["items"]] == [i["id"] for i in rest]
    assert client.post("/api/inci/search", json={"keyword": "niacinamide"}).json()["data"]["total_count"] == 5
    only = client.get("/api/search", params={"keyword": "niacinamide", "kinds": "inci,brand"}).json()["data"]
    assert {i["type"] for i in only["items"]} == {"inci"} and set(only["counts"]) == {"inci", "brand"}
    assert client.get("/api/search", params={"keyword": "x", "kinds": "Product"}).status_code == 422


def test_a_members_nickname_finds_the_member(client, session, indexed, settings):
    """Issue 21 §7: searching a nickname finds the member (`type` user, `user_id`), until they leave."""
    from datetime import UTC, datetime

    member = signed_in(client, session, "findme@example.com")
    user = session.get(User, int(member["userId"]))
    user.nickname = "dewy-peony-4821"
    session.commit()
    sync_outbox(client.app.state.runtimes.search.backend(), settings, pending_outbox_ids(session))
    items = client.get("/api/search", params={"keyword": "dewy-peony-4821"}).json()["data"]["items"]
    assert (items[0]["type"], items[0]["user_id"], items[0]["best_match"]) == ("user", user.id, True)
    assert items[0]["fields"]["nickname"] == "dewy-peony-4821" and "email" not in items[0]["fields"]
    assert client.get("/api/search", params={"keyword": "dewy peony"}).json()["data"]["counts"]["user"] == 1
    user.deleted_at = datetime.now(UTC)
    session.commit()
    sync_outbox(client.app.state.runtimes.search.backend(), settings, pending_outbox_ids(session))
    assert client.get("/api/search", params={"keyword": "dewy-peony-4821"}).json()["data"]["counts"]["user"] == 0
