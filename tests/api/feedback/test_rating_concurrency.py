"""The same member submitting their first rating of a product several times at once (a double-click, two tabs):
every request succeeds and there is still ONE rating and ONE feedback post. Real write transactions race on a
file SQLite database and, with DATABASE_URL, on a fresh PostgreSQL database."""

from __future__ import annotations

import threading

from sqlalchemy import func, select

from api.db.engine import make_engine, session_factory
from api.db.migrate import upgrade
from api.feedback import service
from api.feedback.schemas import FeedbackSubmitIn, RatingSubmitIn
from api.models import Brand, Category, Product, ProductFeedback, ProductRating, User
from tests.api.content.test_reaction_concurrency import db_url_for_race  # noqa: F401 - the fixture

THREADS = 6


def test_concurrent_first_submissions_make_one_rating_and_one_post(db_url_for_race):  # noqa: F811
    upgrade(db_url_for_race)
    engine = make_engine(db_url_for_race)
    write = session_factory(engine, write=True)
    try:
        with write() as s:
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

        errors: list[BaseException] = []
        answers: list[tuple[int, int]] = []
        barrier = threading.Barrier(THREADS)

        def submit(i: int) -> None:
            ratings = [{"criteria_name": "hydration", "rating_value": 1 + i % 5}]
            body = (RatingSubmitIn(product_id=pid, general_rating=4, ratings=ratings) if i % 2 else
                    FeedbackSubmitIn(product_id=pid, general_rating=4, ratings=ratings, feedback_text=f"Take {i}."))
            barrier.wait()
            try:
                with write() as session:
                    member = session.get(User, uid)
                    assert member is not None
                    out = (service.submit_rating(session, member, body) if isinstance(body, RatingSubmitIn)
                           and not isinstance(body, FeedbackSubmitIn) else
                           service.submit_feedback(session, member, body))  # type: ignore[arg-type]
                    session.commit()
                    answers.append((out.rating_id, out.feedback_id))
            except BaseException as exc:  # noqa: BLE001 - collected and asserted below
                errors.append(exc)

        threads = [threading.Thread(target=submit, args=(i,)) for i in range(THREADS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert errors == []
        assert len(set(answers)) == 1 and len(answers) == THREADS
        with write() as s:
            assert s.scalar(select(func.count()).select_from(ProductRating).where(ProductRating.user_id == uid)) == 1
            assert s.scalar(select(func.count()).select_from(ProductFeedback)
                            .where(ProductFeedback.user_id == uid)) == 1
    finally:
        engine.dispose()
