"""One rating story (issue 21 §6): the retailer's rating with its source and count, apart from Glowdex members'
rating (one per member: the rating form's overall rating, else their reviews' stars; imported reviews are the
retailer's), the same on the product page, on cards and in the search documents."""

from __future__ import annotations

from api.models import Product, Review, User
from indexer.search import documents
from tests.api.content.helpers import get, member, post, user_id, write_review


def _sephora_listing(session, catalog, name: str) -> Product:  # type: ignore[no-untyped-def]
    product = session.get(Product, catalog.pid(name))
    product.source, product.source_rating, product.source_review_count = "sephora", 4.5413, 1321
    imported = User(email=None, nickname="sephora reader", login_type="imported", is_active=False)
    session.add(imported)
    session.flush()
    session.add(Review(user_id=imported.id, product_id=product.id, rating=5, title="Love", content="Sephora's",
                       source="sephora", source_id=f"s-{product.id}"))
    session.commit()
    return product


def _ratings(client, pid: int, headers=None) -> tuple:  # type: ignore[no-untyped-def]
    page = get(client, "/product/detail", headers, product_id=pid)
    return page["retailer_rating"], page["member_rating"]


def test_the_retailers_rating_is_its_own_and_imported_reviews_are_not_members(client, session, catalog):
    product = _sephora_listing(session, catalog, "BHA Toner")
    retailer, members = _ratings(client, product.id)
    assert retailer == {"retailer": "Sephora", "average": 4.54, "count": 1321}
    assert members is None  # the one imported Sephora review is inside Sephora's 1,321, not a member's rating
    me = member(session)
    post(client, "/product/like", me, product_id=product.id)
    [card] = get(client, "/product/user_like", me, user_id=user_id(me))["items"]
    assert (card["retailer_rating"], card["member_rating"]) == (retailer, None)  # cards say the same
    doc = documents.load(session, "product", [product.id])[product.id]
    assert doc["rating"] == 4.54 and doc["retailer_rating"] == retailer and doc["member_rating"] is None


def test_members_rating_counts_each_member_once(client, session, catalog):
    pid = catalog.pid("Vitamin C Glow")
    a, b = member(session), member(session)
    ra = write_review(client, a, pid, rating=5)
    write_review(client, b, pid, rating=2)
    write_review(client, b, pid, rating=4)  # b's reviews: 3 stars between them
    assert _ratings(client, pid) == (None, {"average": 4.0, "count": 2})
    rated = post(client, "/product/ratings/submit", b, product_id=pid, category_name="Serums", general_rating=4.5,
                 ratings=[], feedback_status="pending")
    # b's overall rating from the rating form is b's word on the product: it replaces b's reviews' stars
    assert _ratings(client, pid) == (None, {"average": 4.75, "count": 2})
    post(client, "/product/feedback/set_private", b, feedback_id=rated["feedback_id"], is_private=True)
    assert _ratings(client, pid)[1] == {"average": 4.0, "count": 2}
    post(client, "/review/remove", a, review_id=ra)
    assert _ratings(client, pid)[1] == {"average": 3.0, "count": 1}
    session.expire_all()  # the app wrote the row in its own session
    doc = documents.load(session, "product", [pid])[pid]
    assert doc["rating"] == 3.0 and doc["member_rating"] == {"average": 3.0, "count": 1}  # no retailer: members'
    assert doc["retailer_rating"] is None


def test_a_zero_from_a_retailer_is_no_rating(client, session, catalog):
    product = session.get(Product, catalog.pid("BHA Toner"))
    product.source, product.source_rating = "cosmetics_sephora_2018", 0.0
    session.commit()
    assert _ratings(client, product.id) == (None, None)
