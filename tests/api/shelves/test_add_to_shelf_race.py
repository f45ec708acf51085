"""A double-clicked add_to_shelf: identical calls at the same moment put the product on the shelf once and
every call answers on_shelf (never a 500), on file SQLite and PostgreSQL."""

from __future__ import annotations

import threading

from sqlalchemy import func, select

from api.db.engine import make_engine, session_factory
from api.db.migrate import upgrade
from api.models import Brand, Product, Shelf, ShelfItem, User
from api.shelves import service
from api.shelves.schemas import ShelfProductIn
from tests.api.content.test_reaction_concurrency import db_url_for_race  # noqa: F401 - the fixture

CLICKS = 6


def test_concurrent_identical_adds_put_the_product_on_once(db_url_for_race):  # noqa: F811
    upgrade(db_url_for_race)
    engine = make_engine(db_url_for_race)
    write = session_factory(engine, write=True)
    try:
        with write() as s:
            user = User(email="shelver@example.com", nickname="shelver", is_active=True)
            brand = Brand(name="Race", key="race")
            s.add_all([user, brand])
            s.flush()
            product = Product(name="A", brand_id=brand.id, source="test", source_id="A")
            shelf = Shelf(user_id=user.id, name="In use")
            s.add_all([product, shelf])
            s.commit()
            uid, body = user.id, ShelfProductIn(shelf_id=shelf.id, product_id=product.id, action=1)

        barrier = threading.Barrier(CLICKS, timeout=60)
        answers: list[object] = []

        def click() -> None:
            barrier.wait()  # before the session: a SQLite write session holds the write lock from its start
            with write() as s:
                member = s.get(User, uid)
                assert member is not None
                try:
                    answers.append(service.put_product(s, member, body).on_shelf)
                    s.commit()
                except Exception as e:  # noqa: BLE001 - any failure is what this test looks for
                    s.rollback()
                    answers.append(e)

        threads = [threading.Thread(target=click) for _ in range(CLICKS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert answers == [True] * CLICKS
        with write() as s:
            assert s.scalar(select(func.count()).select_from(ShelfItem)) == 1
    finally:
        engine.dispose()
