"""Which products a member's item is about is one relation per kind (`search_kinds/content._about`), read both ways:
an item's document names its products in order, and a product's change finds every item naming it."""

from __future__ import annotations

from api.models import Dupe, ProductFeedback, Review, Routine, RoutineProduct, User
from indexer.search import documents
from tests.api.ingredient_catalog import make_catalog


def test_an_items_products_in_order_and_the_items_naming_a_product_by_any_of_them(app, session):  # type: ignore[no-untyped-def]
    catalog = make_catalog(session)
    a, b, c = (catalog.pid(n) for n in ("Niacinamide Serum", "Budget Niacinamide", "BHA Toner"))
    author = User(email="about@example.com", nickname="about", is_active=True)
    session.add(author)
    session.flush()
    routine = Routine(user_id=author.id, title="AM")
    dupe = Dupe(user_id=author.id, original_product_id=b, dupe_product_id=a, title="twin")
    review = Review(user_id=author.id, product_id=c, title="fine")
    feedback = ProductFeedback(user_id=author.id, product_id=a, feedback_status="accepted")
    session.add_all([routine, dupe, review, feedback])
    session.flush()
    session.add_all([RoutineProduct(routine_id=routine.id, position=2, product_id=a),
                     RoutineProduct(routine_id=routine.id, position=1, product_id=c),
                     RoutineProduct(routine_id=routine.id, position=3, product_id=a)])
    session.flush()

    assert documents.load(session, "routine", [routine.id])[routine.id]["product_ids"] == [str(c), str(a), str(a)]
    assert documents.load(session, "dupe", [dupe.id])[dupe.id]["product_ids"] == [str(b), str(a)]
    assert documents.load(session, "review", [review.id])[review.id]["product_ids"] == [str(c)]
    assert documents.load(session, "feedback", [feedback.id])[feedback.id]["product_ids"] == [str(a)]
    assert documents.expand(session, "content_by_product", [a]) == {
        "review": [], "routine": [routine.id], "feedback": [feedback.id], "dupe": [dupe.id]}
    assert documents.expand(session, "content_by_product", [b]) == {
        "review": [], "routine": [], "feedback": [], "dupe": [dupe.id]}
    assert documents.expand(session, "content_by_product", [c]) == {
        "review": [review.id], "routine": [routine.id], "feedback": [], "dupe": []}
