"""A product removed while a member's feedback is being written (issue 20 §6): the member had rated it; between
that rating and the text, the product row is deleted by another transaction, which commits after the
feedback call found the product and before it writes. The answer is a 404 ("That product was not found"), never a 500, and nothing is left.
PostgreSQL only: on SQLite a write transaction holds the database's one write lock, so the delete cannot land
in between."""

from __future__ import annotations

import pytest
from sqlalchemy import delete, event, func, select

from api.errors import NotFound
from api.feedback import service
from api.feedback.schemas import FeedbackSubmitIn, RatingSubmitIn
from api.models import Brand, Category, Product, ProductFeedback, ProductRating, User
from api.products.category_chains import CategoryChains
from tests.api.race import RaceDb


@pytest.mark.parametrize("first_submission", [False, True], ids=["after-a-rating", "first-submission"])
def test_feedback_on_a_product_deleted_mid_write_is_a_404(race_db: RaceDb, first_submission: bool) -> None:
    if race_db.engine.dialect.name != "postgresql":
        pytest.skip("SQLite writers hold the one write lock: the product cannot be deleted mid-write")
    with race_db.write() as s:
        user = User(email="late@example.com", nickname="late", is_active=True)
        brand = Brand(name="Gone", key="gone")
        cat = Category(name="Skincare", path="Skincare", depth=0)
        s.add_all([user, brand, cat])
        s.flush()
        product = Product(name="P", brand_id=brand.id, category_id=cat.id, source="test", source_id="gone",
                          status="active")
        s.add(product)
        s.commit()
        uid, pid = user.id, product.id
    ratings = [{"criteria_name": "hydration", "rating_value": 4}]
    if not first_submission:
        with race_db.write() as s:
            service.submit_rating(s, CategoryChains(), s.get(User, uid), RatingSubmitIn(product_id=pid, general_rating=4, ratings=ratings))
            s.commit()

    deleted = []

    def delete_product_first(conn, _cursor, statement, *_args):  # type: ignore[no-untyped-def]
        """Another transaction removes the product and commits once this one has found it visible, just before it
        reads or writes the member's rating."""
        if not deleted and "product_ratings" in statement:
            deleted.append(statement)  # first: the other transaction's own statements pass through here too
            with race_db.engine.connect() as other:
                other.execute(delete(Product).where(Product.id == pid))
                other.commit()

    with race_db.write() as s:
        member = s.get(User, uid)
        s.connection()  # the transaction starts before the product goes
        event.listen(race_db.engine, "before_cursor_execute", delete_product_first)
        try:
            with pytest.raises(NotFound):
                service.submit_feedback(s, CategoryChains(), member, FeedbackSubmitIn(product_id=pid, general_rating=4.5, ratings=ratings,
                                                                    feedback_text="Lovely texture."))
        finally:
            event.remove(race_db.engine, "before_cursor_execute", delete_product_first)
        s.rollback()
    assert deleted
    with race_db.write() as s:
        assert s.scalar(select(func.count()).select_from(ProductRating)) == 0
        assert s.scalar(select(func.count()).select_from(ProductFeedback)) == 0
