"""The same member submitting their first rating of a product several times at once (a double-click, two tabs):
every request succeeds and there is still ONE rating and ONE feedback post. Real write transactions race on a
file SQLite database and, with DATABASE_URL, on a fresh PostgreSQL database."""

from __future__ import annotations

from sqlalchemy import func, select

from api.feedback import service
from api.feedback.schemas import FeedbackSubmitIn, RatingSubmitIn
from api.models import Brand, Category, Product, ProductFeedback, ProductRating, User
from api.products.category_chains import CategoryChains
from tests.api.race import RaceDb, at_once

THREADS = 6


def test_concurrent_first_submissions_make_one_rating_and_one_post(race_db: RaceDb) -> None:
    with race_db.write() as s:
        user = User(email="rater@example.com", nickname="rater", is_active=True)
        brand = Brand(name="Race", key="race")
        cat = Category(name="Skincare", path="Skincare", depth=0)
        s.add_all([user, brand, cat])
        s.flush()
        product = Product(name="P", brand_id=brand.id, category_id=cat.id, source="test", source_id="race",
                          status="active")
        s.add(product)
        s.commit()
        uid, pid = user.id, product.id

    def submit(s, i: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
        # half rate only, half rate and write: all six are the member's FIRST submission for the product
        ratings = [{"criteria_name": "hydration", "rating_value": 1 + i % 5}]
        member = s.get(User, uid)
        assert member is not None
        if i % 2:
            out = service.submit_rating(s, CategoryChains(), member, RatingSubmitIn(product_id=pid, general_rating=4, ratings=ratings))
        else:
            out = service.submit_feedback(s, CategoryChains(), member, FeedbackSubmitIn(product_id=pid, general_rating=4, ratings=ratings,
                                                                       feedback_text=f"Take {i}."))
        return out.rating_id, out.feedback_id

    answers = at_once(race_db, THREADS, submit)
    assert [a for a in answers if isinstance(a, Exception)] == []
    assert len(set(answers)) == 1 and len(answers) == THREADS
    with race_db.write() as s:
        assert s.scalar(select(func.count()).select_from(ProductRating).where(ProductRating.user_id == uid)) == 1
        assert s.scalar(select(func.count()).select_from(ProductFeedback).where(ProductFeedback.user_id == uid)) == 1
