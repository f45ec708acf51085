"""The shelf limits hold under concurrency (issue 20 §6): 12 parallel add_shelf at 48 shelves end at 50, and
parallel puts on a shelf one short of 500 products end at 500, never more (on PostgreSQL runs ended at 59 and
54 shelves: every caller counted 48 before any had inserted)."""

from __future__ import annotations

from sqlalchemy import func, insert, select

from api.errors import BusinessError
from api.models import Brand, Product, Shelf, ShelfItem, User
from api.shelves import service
from api.shelves.schemas import ShelfIn, ShelfProductIn
from tests.api.race import RaceDb, at_once

CALLERS = 12


def test_parallel_add_shelf_never_passes_fifty(race_db: RaceDb) -> None:
    with race_db.write() as s:
        user = User(email="many-shelves@example.com", nickname="many", is_active=True)
        s.add(user)
        s.flush()
        s.add_all([Shelf(user_id=user.id, name=f"Shelf {i}") for i in range(service.MAX_SHELVES - 2)])
        s.commit()
        uid = user.id

    def add(s, i: int) -> int:  # type: ignore[no-untyped-def]
        member = s.get(User, uid)
        return service.add(s, member, ShelfIn(name=f"New {i}")).shelf_id

    answers = at_once(race_db, CALLERS, add)
    refused = [a for a in answers if isinstance(a, BusinessError)]
    assert all(isinstance(a, int | BusinessError) for a in answers), answers  # no 500
    assert {a.code for a in refused} == {"too_many_shelves"}
    with race_db.write() as s:
        assert s.scalar(select(func.count()).select_from(Shelf).where(Shelf.user_id == uid)) == service.MAX_SHELVES
    assert len(refused) == CALLERS - 2


def test_parallel_puts_never_pass_the_products_per_shelf_limit(race_db: RaceDb) -> None:
    with race_db.write() as s:
        user = User(email="full-shelf@example.com", nickname="full", is_active=True)
        brand = Brand(name="Race", key="race")
        s.add_all([user, brand])
        s.flush()
        shelf = Shelf(user_id=user.id, name="Almost full")
        s.add(shelf)
        s.flush()
        total = service.MAX_PRODUCTS - 1 + CALLERS
        s.execute(insert(Product), [{"name": f"P{i}", "brand_id": brand.id, "source": "test", "source_id": f"P{i}"}
                                    for i in range(total)])
        ids = list(s.scalars(select(Product.id).order_by(Product.id)))
        s.execute(insert(ShelfItem), [{"shelf_id": shelf.id, "product_id": p, "note": ""}
                                      for p in ids[:service.MAX_PRODUCTS - 1]])
        s.commit()
        uid, shelf_id, fresh = user.id, shelf.id, ids[service.MAX_PRODUCTS - 1:]

    def put(s, i: int) -> bool:  # type: ignore[no-untyped-def]
        member = s.get(User, uid)
        return service.put_product(s, member, ShelfProductIn(shelf_id=shelf_id, product_id=fresh[i], action=1)).on_shelf

    answers = at_once(race_db, CALLERS, put)
    assert all(a is True or isinstance(a, BusinessError) for a in answers), answers
    assert answers.count(True) == 1
    with race_db.write() as s:
        count = s.scalar(select(func.count()).select_from(ShelfItem).where(ShelfItem.shelf_id == shelf_id))
    assert count == service.MAX_PRODUCTS
