"""A double-clicked dupe submit: identical requests at the same moment make ONE suggestion, and every other
request answers `dupe_exists` naming it (never a 500), on file SQLite and PostgreSQL."""

from __future__ import annotations

import threading

from sqlalchemy import func, select

from api.db.engine import make_engine, session_factory
from api.db.migrate import upgrade
from api.dupes import service
from api.dupes.schemas import DupeSubmitIn
from api.errors import BusinessError
from api.models import Brand, Dupe, Product, User
from tests.api.content.test_reaction_concurrency import db_url_for_race  # noqa: F401 - the fixture

CLICKS = 6


def test_concurrent_identical_submits_make_one_suggestion(db_url_for_race):  # noqa: F811
    upgrade(db_url_for_race)
    engine = make_engine(db_url_for_race)
    write = session_factory(engine, write=True)
    try:
        with write() as s:
            user = User(email="double@example.com", nickname="double", is_active=True)
            brand = Brand(name="Race", key="race")
            s.add_all([user, brand])
            s.flush()
            a, b = (Product(name=n, brand_id=brand.id, source="test", source_id=n) for n in ("A", "B"))
            s.add_all([a, b])
            s.commit()
            uid, body = user.id, DupeSubmitIn(original_product_id=a.id, dupe_product_id=b.id, title="Twin")

        barrier = threading.Barrier(CLICKS, timeout=60)
        answers: list[object] = []

        def click() -> None:
            barrier.wait()  # before the session: a SQLite write session holds the write lock from its start
            with write() as s:
                member = s.get(User, uid)
                assert member is not None
                try:
                    answers.append(service.submit(s, member, body).dupe_id)
                    s.commit()
                except BusinessError as e:
                    s.rollback()
                    answers.append((e.code, e.extra.get("dupe_id")))
                except Exception as e:  # noqa: BLE001 - any other failure is what this test looks for
                    s.rollback()
                    answers.append(e)

        threads = [threading.Thread(target=click) for _ in range(CLICKS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        with write() as s:
            ids = list(s.scalars(select(Dupe.id)))
            assert s.scalar(select(func.count()).select_from(Dupe)) == 1
        created = [a for a in answers if isinstance(a, int)]
        refused = [a for a in answers if not isinstance(a, int)]
        assert created == ids and refused == [("dupe_exists", ids[0])] * (CLICKS - 1), answers
    finally:
        engine.dispose()
