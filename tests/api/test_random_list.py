"""The home page's random product list: a seeded order of every active product, kept per app for a minute
(api/browse/shuffle.py)."""

from __future__ import annotations

import pytest

from api.models import Brand, Product
from api.settings import Settings
from tests.api.helpers import eventually


def _products(session, n: int, start: int = 0) -> list[Product]:  # type: ignore[no-untyped-def]
    brand = session.query(Brand).filter_by(key="shuffle brand").one_or_none()
    if brand is None:
        brand = Brand(name="Shuffle Brand", key="shuffle brand")
        session.add(brand)
        session.flush()
    made = [Product(name=f"Shuffled {i}", brand_id=brand.id, source="t", source_id=f"shuffle-{i}")
            for i in range(start, start + n)]
    session.add_all(made)
    session.flush()
    return made


def _page(client, **params) -> dict:  # type: ignore[no-untyped-def]
    return client.get("/api/product/random_list", params={"seed": 7, **params}).json()["data"]


def _ids(page: dict) -> list[int]:
    return [c["product_id"] for c in page["items"]]


def test_pages_go_through_every_active_product_once_in_the_seeds_order(client, session):
    made = _products(session, 7)
    pages = [_page(client, page_no=n, page_num=3) for n in (1, 2, 3)]
    listed = [i for p in pages for i in _ids(p)]
    assert sorted(listed) == sorted(p.id for p in made)
    assert [p["total_count"] for p in pages] == [7, 7, 7]
    assert [p["hasMore"] for p in pages] == [True, True, False]
    assert _ids(_page(client, page_num=7)) == listed  # the same order asked whole


class TestWithoutTheAnswerCache:
    @pytest.fixture
    def settings(self, settings: Settings) -> Settings:
        return settings.model_copy(update={"http_cache_bytes": 0})

    def test_a_withdrawn_product_leaves_at_once_and_a_new_one_comes_with_the_next_order(self, app, client, session):
        """The order is kept a minute; visibility is checked by each page's card query."""
        made = _products(session, 4)
        before = _ids(_page(client, page_num=10))
        made[0].status = "pending"
        added = _products(session, 1, start=4)[0]
        session.flush()
        kept = _page(client, page_num=10)
        # Within the minute: the kept order, less the product no longer visible; the new one is not listed yet.
        assert _ids(kept) == [i for i in before if i != made[0].id]
        assert kept["total_count"] == 4
        app.state.runtimes.shuffled_products.ttl = 0  # the minute is up (no sleeping in a test)
        fresh = _page(client, page_num=10)
        assert sorted(_ids(fresh)) == sorted([p.id for p in made[1:]] + [added.id])
        assert fresh["total_count"] == 4


def test_a_withdrawn_product_leaves_at_once_and_a_new_one_comes_when_the_catalogue_version_moves(client, session):
    """The page is kept by the answer cache: the change feed drops it at once (it names the withdrawn product), and
    the catalogue version, read once a second, drops it and the kept order (a new product is listed)."""
    made = _products(session, 4)
    session.commit()
    before = client.get("/api/product/random_list", params={"seed": 7, "page_num": 10})
    assert client.get("/api/product/random_list", params={"seed": 7, "page_num": 10}).headers["x-cache"] == "hit"
    made[0].status = "pending"
    added = _products(session, 1, start=4)[0]
    session.commit()  # in this process: its next answer waits for the feed
    assert made[0].id not in _ids(_page(client, page_num=10))

    def listed_with_the_new_one() -> list[int] | None:
        ids = _ids(_page(client, page_num=10))
        return ids if added.id in ids else None

    after = eventually(listed_with_the_new_one)
    assert after is not None and sorted(after) == sorted([p.id for p in made[1:]] + [added.id])
    assert [i for i in after if i != added.id] == [i for i in _ids(before.json()["data"]) if i != made[0].id]


def _is_rotation(a: list[int], b: list[int]) -> bool:
    return len(a) == len(b) and any(a[k:] + a[:k] == b for k in range(len(a)))


def test_another_seed_is_another_order_not_the_same_order_rotated(client, session):
    _products(session, 40)
    orders = [_ids(_page(client, seed=seed, page_num=40)) for seed in (7, 8, 20261126)]
    assert all(sorted(o) == sorted(orders[0]) for o in orders)
    for a, b in ((0, 1), (0, 2), (1, 2)):
        assert not _is_rotation(orders[a], orders[b]), (a, b)
