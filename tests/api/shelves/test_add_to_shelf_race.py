"""A double-clicked add_to_shelf: identical calls at the same moment put the product on the shelf once and
every call answers on_shelf (never a 500), on file SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy import func, select

from api.models import Brand, Product, Shelf, ShelfItem, User
from api.shelves import service
from api.shelves.schemas import ShelfProductIn
from tests.api.race import RaceDb, at_once

CLICKS = 6


def test_concurrent_identical_adds_put_the_product_on_once(race_db: RaceDb) -> None:
    with race_db.write() as s:
        user = User(email="shelver@example.com", nickname="shelver", is_active=True)
        brand = Brand(name="Race", key="race")
        s.add_all([user, brand])
        s.flush()
        product = Product(name="A", brand_id=brand.id, source="test", source_id="A")
        shelf = Shelf(user_id=user.id, name="In use")
        s.add_all([product, shelf])
        s.commit()
        uid, body = user.id, ShelfProductIn(shelf_id=shelf.id, product_id=product.id, action=1)

    def click(s, _i: int) -> bool:  # type: ignore[no-untyped-def]
        member = s.get(User, uid)
        assert member is not None
        return service.put_product(s, member, body).on_shelf

    assert at_once(race_db, CLICKS, click) == [True] * CLICKS
    with race_db.write() as s:
        assert s.scalar(select(func.count()).select_from(ShelfItem)) == 1
