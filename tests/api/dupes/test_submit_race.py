"""A double-clicked dupe submit: identical requests at the same moment make ONE suggestion, and every other
request answers `dupe_exists` naming it (never a 500), on file SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy import select

from api.dupes import service
from api.dupes.schemas import DupeSubmitIn
from api.errors import BusinessError
from api.models import Brand, Dupe, Product, User
from tests.api.race import RaceDb, at_once

CLICKS = 6


def test_concurrent_identical_submits_make_one_suggestion(race_db: RaceDb) -> None:
    with race_db.write() as s:
        user = User(email="double@example.com", nickname="double", is_active=True)
        brand = Brand(name="Race", key="race")
        s.add_all([user, brand])
        s.flush()
        a, b = (Product(name=n, brand_id=brand.id, source="test", source_id=n) for n in ("A", "B"))
        s.add_all([a, b])
        s.commit()
        uid, body = user.id, DupeSubmitIn(original_product_id=a.id, dupe_product_id=b.id, title="Twin")

    def click(s, _i: int) -> int:  # type: ignore[no-untyped-def]
        member = s.get(User, uid)
        assert member is not None
        return service.submit(s, member, body).dupe_id

    answers = at_once(race_db, CLICKS, click)
    with race_db.write() as s:
        ids = list(s.scalars(select(Dupe.id)))
    assert len(ids) == 1
    created = [a for a in answers if isinstance(a, int)]
    refused = [(a.code, a.extra.get("dupe_id")) if isinstance(a, BusinessError) else a
               for a in answers if not isinstance(a, int)]
    assert created == ids and refused == [("dupe_exists", ids[0])] * (CLICKS - 1), answers
