"""One product, every retailer (issue 23), over HTTP: the product page's "Where to buy", similar products, dupes and
compare use the product's group; reviews, ratings, likes and shelves belong to the product; members report, admins
split and join, and groups keep their ids across regroupings (re-imports)."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from api.models import Brand, Category, Inci, Product, ProductGroupReport
from api.product_groups import service as groups
from tests.api.helpers import eventually, signed_in
from tests.api.ingredient_catalog import Catalog, add_product, make_catalog

SERUM = ("AQUA", "NIACINAMIDE", "GLYCERIN", "SODIUM HYALURONATE", "BUTYLENE GLYCOL", "PHENOXYETHANOL")
CREAM = ("AQUA", "DIMETHICONE", "GLYCERIN", "TOCOPHEROL", "RETINOL", "PHENOXYETHANOL")


def _listing(session, catalog, key, name, source, price, size, names=SERUM, *, url="", rating=None, reviews=None):  # type: ignore[no-untyped-def]
    product = add_product(session, catalog, key, "Lumen Lab", "Serums", price, size, names)
    product.name, product.source, product.source_id = name, source, key
    product.source_url, product.source_rating, product.source_review_count = url, rating, reviews
    return product


@pytest.fixture
def listed(session) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """One serum at Sephora (30 ml), LookFantastic (60 ml, its own spelling) and as a Sephora mini; a promotional
    Olive Young listing of it; and the brand's cream (another product)."""
    catalog = make_catalog(session)
    catalog.brands["Lumen Lab"] = Brand(name="Lumen Lab", key="lumen lab")
    session.add(catalog.brands["Lumen Lab"])
    session.flush()
    ids = {
        "sephora": _listing(session, catalog, "P1", "Niacinamide Moisturizing Serum", "sephora", 30.0, 30.0,
                            rating=4.4, reviews=812).id,
        "lf": _listing(session, catalog, "lf#60ml", "Lumen Lab Niacinamide Moisturising Serum 60ml", "lookfantastic",
                       36.0, 60.0, url="https://www.lookfantastic.com/lumen-serum.html", rating=4.7, reviews=31).id,
        "mini": _listing(session, catalog, "P2", "Mini Niacinamide Moisturizing Serum", "sephora", 12.0, 10.0).id,
        "promo": _listing(session, catalog, "oy1", "[Members Only] Niacinamide Moisturizing Serum 30mL", "oliveyoung",
                          0.99, 30.0).id,
        "cream": _listing(session, catalog, "P3", "Niacinamide Moisturizing Cream", "sephora", 40.0, 50.0, CREAM).id,
    }
    groups.regroup(session)
    session.commit()
    return ids


def _detail(client, pid, headers=None):  # type: ignore[no-untyped-def]
    r = client.get("/api/product/detail", params={"product_id": pid}, headers=headers or {})
    assert r.status_code == 200 and r.json()["status"] is True, r.text
    return r.json()["data"]


def test_where_to_buy_lists_every_retailer_cheapest_per_unit_first(client, listed):
    d = _detail(client, listed["sephora"])
    assert d["group_id"] is not None
    rows = [(x["product_id"], x["retailer"], x["price_per_unit_usd"], x["cheapest_per_unit"], x["price_note"],
             x["current"]) for x in d["listings"]]
    assert rows == [
        (listed["promo"], "Olive Young", pytest.approx(0.033), False, "promotional price", False),
        (listed["lf"], "LookFantastic", pytest.approx(0.6), True, None, False),  # cheapest comparable per ml
        (listed["sephora"], "Sephora", pytest.approx(1.0), False, None, True),
        (listed["mini"], "Sephora", pytest.approx(1.2), False, None, False),
    ]
    lf = next(x for x in d["listings"] if x["product_id"] == listed["lf"])
    assert lf["source_url"] == "https://www.lookfantastic.com/lumen-serum.html"
    assert (lf["source_rating"], lf["source_review_count"], lf["size_text"], lf["currency"]) == (4.7, 31, "60 ml",
                                                                                               "USD")
    # every listing of the product answers the same group; the cream is another product
    assert {_detail(client, listed[k])["group_id"] for k in ("lf", "mini", "promo")} == {d["group_id"]}
    cream = _detail(client, listed["cream"])
    assert cream["group_id"] != d["group_id"] and [x["product_id"] for x in cream["listings"]] == [listed["cream"]]


def test_similar_products_list_the_other_listings_first_labelled_and_never_compare_them(client, listed):
    data = client.get("/api/similarity/jcd", params={"product_id": listed["sephora"], "k": 3}).json()["data"]
    same = [(i["product"]["product_id"], i["same_product_at"]) for i in data["items"] if i["same_product_at"]]
    # other retailers first, then the viewed retailer's other listing; every listing of the group is there
    assert same[:2] in ([(listed["lf"], "LookFantastic"), (listed["promo"], "Olive Young")],
                        [(listed["promo"], "Olive Young"), (listed["lf"], "LookFantastic")])
    assert same[2] == (listed["mini"], "Sephora")
    assert [i["same_product_at"] for i in data["items"][:3]] == [s[1] for s in same]  # the section comes first
    rest = [i["product"]["product_id"] for i in data["items"][3:]]
    assert listed["cream"] not in [s[0] for s in same] and set(rest).isdisjoint({listed[k] for k in ("lf", "mini")})
    r = client.post("/api/product/compare", json={"product_ids": [listed["sephora"], listed["lf"]]}).json()
    assert r["status"] is False and r["code"] == "same_product"
    assert "are one product (listed at LookFantastic and Sephora)" in r["msg"]
    ok = client.post("/api/product/compare", json={"product_ids": [listed["sephora"], listed["cream"]]}).json()
    assert ok["status"] is True


def test_dupes_never_offer_the_product_itself(client, listed):
    items = client.get("/api/product/dupes", params={"product_id": listed["sephora"], "k": 10}).json()["data"]["items"]
    offered = {i["product"]["product_id"] for i in items}
    assert offered.isdisjoint({listed["lf"], listed["mini"], listed["promo"]})


def test_dupes_offer_another_product_once_whichever_of_its_listings_ranks(client, session, listed):
    """A dearer serum of another brand: the Lumen Lab serum (three retailers, four listings) is ONE dupe, and one
    similar product."""
    catalog = Catalog(inci={i.name: i for i in session.scalars(select(Inci))},
                      brands={b.name: b for b in session.scalars(select(Brand))},
                      categories={c.name: c for c in session.scalars(select(Category))})
    dear = add_product(session, catalog, "Acme Niacinamide Serum", "Acme", "Serums", 95.0, 30.0, SERUM)
    session.commit()
    serum = {listed[k] for k in ("sephora", "lf", "mini", "promo")}
    for path in ("/api/product/dupes", "/api/similarity/jcd"):  # and in its similar products
        items = client.get(path, params={"product_id": dear.id, "k": 10}).json()["data"]["items"]
        offered = [i["product"]["product_id"] for i in items if i["product"]["product_id"] in serum]
        assert len(offered) == 1, (path, items)


def test_a_review_on_one_listing_shows_and_counts_on_every_listing(client, session, listed):
    headers = signed_in(client, session)
    r = client.post("/api/review/submit", headers=headers,
                    json={"product_id": listed["lf"], "title": "Calms my skin", "content": "Works well for me",
                          "rating": 4})
    assert r.json()["status"] is True, r.json()
    for key in ("sephora", "mini", "lf"):
        page = client.get("/api/product/review_list", params={"product_id": listed[key]}).json()["data"]
        assert [x["title"] for x in page["items"]] == ["Calms my skin"]
        d = _detail(client, listed[key])
        assert (d["rating_avg"], d["review_count"]) == (4.0, 1)
    assert _detail(client, listed["cream"])["review_count"] == 0


def test_a_like_belongs_to_the_product(client, session, listed):
    headers = signed_in(client, session)
    assert client.post("/api/product/like", json={"product_id": listed["lf"]}, headers=headers).json()["status"]
    d = _detail(client, listed["sephora"], headers)
    assert d["reaction"]["liked"] is True and d["reaction"]["like_count"] == 1
    # liking the product again on another listing does not count twice; unliking anywhere removes it
    state = client.post("/api/product/like", json={"product_id": listed["sephora"]}, headers=headers).json()["data"]
    assert (state["liked"], state["like_count"]) == (True, 1)
    state = client.post("/api/product/like_remove", json={"product_id": listed["mini"]},
                        headers=headers).json()["data"]
    assert (state["liked"], state["like_count"]) == (False, 0)
    assert _detail(client, listed["lf"], headers)["reaction"]["liked"] is False


def test_a_shelf_holds_the_product_once(client, session, listed):
    headers = signed_in(client, session)
    shelf = client.post("/api/product/add_shelf", headers=headers, json={"name": "Using"}).json()["data"]["shelf_id"]
    add = {"shelf_id": shelf, "action": 1}
    assert client.post("/api/product/add_to_shelf", headers=headers,
                       json={**add, "product_id": listed["lf"]}).json()["data"]["product_count"] == 1
    again = client.post("/api/product/add_to_shelf", headers=headers, json={**add, "product_id": listed["sephora"]})
    assert again.json()["data"]["product_count"] == 1  # the same product through another listing
    off = client.post("/api/product/add_to_shelf", headers=headers,
                      json={"shelf_id": shelf, "action": 0, "product_id": listed["mini"]}).json()["data"]
    assert (off["on_shelf"], off["product_count"]) == (False, 0)


def test_a_member_reports_a_listing_as_not_the_same_product(client, session, listed):
    body = {"product_id": listed["sephora"], "other_product_id": listed["promo"], "note": "another serum"}
    assert client.post("/api/product/group/report", json=body).status_code == 401
    headers = signed_in(client, session)
    r = client.post("/api/product/group/report", json=body, headers=headers).json()
    assert r["status"] is True and r["data"]["status"] == "open"
    session.expire_all()
    report = session.get(ProductGroupReport, r["data"]["report_id"])
    assert (report.product_id, report.other_product_id, report.note) == (listed["sephora"], listed["promo"],
                                                                         "another serum")
    # only two listings shown as one product can be reported
    other = client.post("/api/product/group/report", headers=headers,
                        json={**body, "other_product_id": listed["cream"]}).json()
    assert other["status"] is False and other["code"] == "not_grouped"
    assert client.post("/api/product/group/report", headers=headers,
                       json={**body, "other_product_id": 2**60}).status_code == 422


def test_decisions_and_group_ids_survive_a_regrouping(session, listed):
    before = dict(session.execute(select(Product.id, Product.group_id)).all())
    again = groups.regroup(session)  # a re-import that changed nothing
    assert again.moved == 0 and again.created == 0
    groups.split(session, listed["promo"], by="test admin")
    result = groups.regroup(session)
    after = dict(session.execute(select(Product.id, Product.group_id)).all())
    assert result.moved == 1 and after[listed["promo"]] != before[listed["promo"]]
    # the product keeps its id: most of its listings stayed together
    assert {after[listed[k]] for k in ("sephora", "lf", "mini")} == {before[listed["sephora"]]}
    assert groups.regroup(session).moved == 0  # the decision holds at every regrouping
    groups.decide(session, listed["promo"], listed["sephora"], groups.TOGETHER, by="test admin")
    groups.regroup(session)
    back = dict(session.execute(select(Product.id, Product.group_id)).all())
    assert back[listed["promo"]] == back[listed["sephora"]]


def test_explain_says_why_each_listing_is_in_or_out(session, listed):
    found = groups.explain(session, listed["sephora"])
    reasons = {pid: why for pid, _, why in found.members}
    assert set(reasons) == {listed["lf"], listed["mini"], listed["promo"]}
    assert reasons[listed["lf"]].startswith("same name")
    out = {pid: why for pid, _, why in found.outside}
    assert out[listed["cream"]].startswith("another product form (cream, serum)")


def test_search_documents_are_one_per_product_at_every_retailer(app, session, listed):  # app: the runtime
    from indexer.search.documents import load

    docs = load(session, "product", [listed["sephora"], listed["lf"], listed["cream"]])
    sephora, cream = docs[listed["sephora"]], docs[listed["cream"]]
    assert sephora is not None and cream is not None
    assert docs[listed["lf"]] is None  # a listing that is not its product's first has no document of its own
    assert sephora["group_id"] != cream["group_id"]
    # at three retailers (the mini is Sephora again), from the mini's price (the promotion's says nothing)
    assert (sephora["retailers"], sephora["retailer_count"], sephora["price"]) == (
        ["Sephora", "LookFantastic", "Olive Young"], 3, 12.0)
    assert sephora["other_names"] == ("Lumen Lab Niacinamide Moisturising Serum 60ml Mini Niacinamide Moisturizing "
                                      "Serum [Members Only] Niacinamide Moisturizing Serum 30mL")
    assert (cream["retailers"], cream["retailer_count"], cream["price"]) == (["Sephora"], 1, 40.0)
    # loading any listing of the product loads the product
    assert load(session, "product", [listed["promo"]])[listed["sephora"]] == sephora


def test_a_brand_and_a_category_have_so_many_products_not_listings(app, session, listed):  # app: the runtime
    from api.browse.repository import brand_labels
    from indexer.search.documents import load

    serum = session.get(Product, listed["sephora"])
    assert load(session, "brand", [serum.brand_id])[serum.brand_id]["product_count"] == 2  # the serum, the cream
    others = session.scalar(select(func.count()).where(Product.category_id == serum.category_id,
                                                       Product.id.not_in(listed.values())))
    assert load(session, "category", [serum.category_id])[serum.category_id]["product_count"] == others + 2
    assert (serum.brand_id, "Lumen Lab", 2) in [tuple(row) for row in brand_labels(session, 50)]


def test_a_regrouping_reindexes_the_brand_and_category_whose_counts_moved(session, listed):
    """Moving a listing between groups is a Core update the capture cannot see; the counts follow the groups."""
    from sqlalchemy import delete, update

    from api.models import SearchOutbox

    mini = session.get(Product, listed["mini"])
    session.execute(update(Product).where(Product.id == mini.id).values(group_id=None))
    session.execute(delete(SearchOutbox))
    groups.regroup(session)
    touched = set(session.execute(select(SearchOutbox.kind, SearchOutbox.doc_id)).all())
    assert {("brand", mini.brand_id), ("category", mini.category_id)} <= touched


def test_an_ingredient_is_in_so_many_products_not_listings(session, listed):
    """Search shows a product once whatever its retailers, so an ingredient's "in N products" counts the same way
    (it counted listings: NIACINAMIDE "in 1,292 products" over 1,134 products found)."""
    from api.models import ProductIngredient
    from indexer.catalog_import.repository import refresh_inci_product_counts

    def others(name: str) -> int:  # the base catalogue's products, one listing each
        return session.scalar(select(func.count()).select_from(ProductIngredient).join(Product).join(Inci).where(
            Inci.name == name, Product.id.not_in(listed.values()), Product.status == "active"))

    moved = refresh_inci_product_counts(session)
    session.expire_all()
    counts = dict(session.execute(select(Inci.name, Inci.product_count).where(
        Inci.name.in_(("NIACINAMIDE", "GLYCERIN", "RETINOL")))).all())
    # the serum's four listings are one product, the cream another
    assert counts == {"NIACINAMIDE": others("NIACINAMIDE") + 1, "GLYCERIN": others("GLYCERIN") + 2,
                      "RETINOL": others("RETINOL") + 1}
    retinol = session.scalar(select(Inci.id).where(Inci.name == "RETINOL"))
    assert moved and refresh_inci_product_counts(session) == []  # only what moved is written (and reindexed)
    session.get(Product, listed["cream"]).status = "withdrawn"
    session.flush()
    assert retinol in refresh_inci_product_counts(session)
    session.expire_all()
    assert session.get(Inci, retinol).product_count == others("RETINOL")


def test_a_regrouping_reaches_the_listings_kept_for_the_public_pages_and_the_members_state(client, session, listed):
    """Both callers of the process's kept listings (api/product_groups/kept_listings.py): the similar list's "same
    product at" section (anonymous, its answer rebuilt from what the process keeps) and the member's state through
    the fast path (no query once kept) follow a regrouping that took a listing out of the product."""
    headers = signed_in(client, session)
    assert client.post("/api/product/like", json={"product_id": listed["promo"]}, headers=headers).json()["status"]
    answers = client.app.state.http_cache.store

    def same_product_at() -> set[int]:
        answers.clear()  # the list is built again, from the kept listings
        items = client.get("/api/similarity/jcd", params={"product_id": listed["sephora"], "k": 3}).json()["data"]
        return {i["product"]["product_id"] for i in items["items"] if i["same_product_at"]}

    def state() -> tuple[bool, str]:
        r = client.get("/api/me/state", params={"product_ids": listed["sephora"]}, headers=headers)
        assert r.status_code == 200, r.text
        return r.json()["data"]["products"][0]["liked"], r.headers["x-cache"]

    assert same_product_at() == {listed[k] for k in ("lf", "mini", "promo")}
    assert state()[0] is True  # liked through its promotional listing
    assert state() == (True, "hit")  # the member and the listings are kept: nothing read
    assert client.app.state.kept_listings.get([listed["sephora"]])[0] == {
        listed["sephora"]: tuple(sorted(listed[k] for k in ("sephora", "lf", "mini", "promo")))}

    groups.split(session, listed["promo"], by="test admin")
    assert groups.regroup(session).moved == 1
    session.commit()
    assert eventually(lambda: same_product_at() == {listed[k] for k in ("lf", "mini")})
    assert eventually(lambda: state()[0] is False)  # the like is on another product now


def test_a_regrouping_names_every_listing_it_moved_even_one_that_left_every_group(session, listed):
    """What a process keeps of a product's listings is dropped by these names (api/product_groups/kept_listings.py):
    a withdrawn listing loses its group and is named with the listings it left."""
    from sqlalchemy import delete, update

    from api.models import SearchOutbox

    session.execute(update(Product).where(Product.id == listed["promo"]).values(status="pending"))
    session.execute(delete(SearchOutbox))
    assert groups.regroup(session).moved == 1
    touched = set(session.execute(select(SearchOutbox.kind, SearchOutbox.doc_id)).all())
    assert {("product", listed[k]) for k in ("promo", "sephora", "lf", "mini")} <= touched
