"""Writes reach the index without anyone remembering: capture, incremental sync, fan-out, rebuilds."""

from __future__ import annotations

import time

import pytest
from dramatiq import Message, get_broker
from sqlalchemy import func, select

from api.jobs import QUEUE, Actor
from api.models import Brand, Category, Inci, Product, ProductIngredient, SearchOutbox
from api.search.query import IncludeAllFilter, SearchQuery
from indexer.actors.search import index_docs
from indexer.search.lock import LockBusy, search_lock
from indexer.search.sync import pending_outbox_ids, rebuild, sync_outbox


@pytest.fixture
def backend(app, settings):
    backend = app.state.runtimes.search.backend()
    for kind in ("product", "brand", "category", "inci", "user"):  # a new member is a document too
        backend.swap_alias(kind, backend.create_index(kind))
    return backend


def _names(backend, text: str, **kw) -> list[str]:
    return [h.source["name"] for h in backend.search(SearchQuery(kind="product", text=text, **kw)).hits]


def _catalog(session, n: int = 1, brand_name: str = "Glow Lab") -> list[Product]:
    brand = session.scalar(select(Brand).where(Brand.key == brand_name.lower())) or Brand(
        name=brand_name, key=brand_name.lower())
    category = Category(name="Serums", path=f"Skincare > Serums {brand_name}")
    niacinamide = session.scalar(select(Inci).where(Inci.name == "NIACINAMIDE")) or Inci(name="NIACINAMIDE")
    session.add_all([brand, category, niacinamide])
    session.flush()
    products = []
    for i in range(n):
        p = Product(name=f"Barrier Serum {brand_name} {i}", brand_id=brand.id, category_id=category.id,
                    source="test", source_id=f"{brand_name}-{i}-{time.monotonic_ns()}", price_usd=20 + i)
        session.add(p)
        session.flush()
        session.add(ProductIngredient(product_id=p.id, seq=1, position=1, inci_id=niacinamide.id,
                                      raw_name="Niacinamide", confidence=1.0))
        products.append(p)
    return products


def _drain(session, settings, backend) -> None:
    session.expire_all()
    ids = pending_outbox_ids(session)
    if ids:
        sync_outbox(backend, settings, ids)


def test_a_committed_product_is_captured_in_the_outbox_with_one_job(session, backend):
    get_broker().flush_all()
    before = session.scalar(select(func.max(SearchOutbox.id))) or 0
    (product,) = _catalog(session)
    session.commit()
    rows = session.execute(select(SearchOutbox.id, SearchOutbox.kind, SearchOutbox.doc_id)
                           .where(SearchOutbox.id > before)).all()
    assert {("product", product.id), ("brand", product.brand_id)} <= {(r.kind, r.doc_id) for r in rows}
    queue = get_broker().queues[QUEUE]
    sent = [Message.decode(queue.get_nowait()) for _ in range(queue.qsize())]
    # Exactly one message for the commit, naming exactly the outbox rows it wrote.
    assert [(m.actor_name, sorted(m.args[0])) for m in sent] == [(Actor.SEARCH_INDEX_DOCS, sorted(r.id for r in rows))]


def test_a_rolled_back_write_leaves_no_outbox_row(session, backend):
    before = session.scalar(select(SearchOutbox.id).order_by(SearchOutbox.id.desc()).limit(1))
    _catalog(session, brand_name="Ghost")
    session.rollback()
    after = session.scalar(select(SearchOutbox.id).order_by(SearchOutbox.id.desc()).limit(1))
    assert after == before


def test_the_actor_indexes_what_the_outbox_names_and_empties_it(session, settings, backend):
    (product,) = _catalog(session)
    session.commit()
    index_docs(pending_outbox_ids(session))
    session.expire_all()
    assert pending_outbox_ids(session) == []
    result = backend.search(SearchQuery(kind="product", text="barrier serum",
                                        filters=(IncludeAllFilter("ingredients", ("NIACINAMIDE",)),)))
    assert [h.id for h in result.hits] == [str(product.id)]
    assert result.hits[0].source["brand"] == "Glow Lab"
    assert result.hits[0].source["category_path"] == ["Skincare", "Serums Glow Lab"]


def test_a_job_takes_the_rows_of_the_jobs_behind_it_along_but_not_a_failing_row(session, settings, backend):
    """Under a burst of likes one index commit and one outbox delete serve many jobs, and the jobs behind find nothing
    left to write (on SQLite each write waits at the one write gate); a row that failed stays with its own retries."""
    _drain(session, settings, backend)
    (first,) = _catalog(session, brand_name="First Wave")
    session.commit()
    first_rows = pending_outbox_ids(session)
    (second,) = _catalog(session, brand_name="Second Wave")
    session.commit()
    second_rows = [i for i in pending_outbox_ids(session) if i not in first_rows]
    (failing,) = _catalog(session, brand_name="Third Wave")
    session.commit()
    failing_rows = [i for i in pending_outbox_ids(session) if i not in first_rows + second_rows]
    session.execute(SearchOutbox.__table__.update().where(SearchOutbox.id.in_(failing_rows)).values(attempts=1))
    session.commit()
    index_docs(first_rows)  # the first job
    session.expire_all()
    assert sorted(pending_outbox_ids(session)) == sorted(failing_rows)
    assert {h.id for h in backend.search(SearchQuery(kind="product", text="wave")).hits} == {
        str(first.id), str(second.id)}
    index_docs(second_rows)  # the second job: its rows are gone, nothing to do
    index_docs(failing_rows)  # the failed row's own retry
    session.expire_all()
    assert pending_outbox_ids(session) == []
    assert str(failing.id) in {h.id for h in backend.search(SearchQuery(kind="product", text="wave")).hits}


def test_a_brand_rename_reaches_its_products(session, settings, backend):
    products = _catalog(session, n=3, brand_name="Old Name")
    _drain(session, settings, backend)
    brand = session.get(Brand, products[0].brand_id)
    brand.name = "New Name"
    session.commit()
    _drain(session, settings, backend)
    hits = backend.search(SearchQuery(kind="product", text="barrier", size=50)).hits
    brands = {h.source["brand"] for h in hits if int(h.id) in {p.id for p in products}}
    assert brands == {"New Name"}


def test_a_deleted_or_pending_product_leaves_the_index(session, settings, backend):
    gone, hidden = _catalog(session, n=2, brand_name="Fleeting")
    _drain(session, settings, backend)
    assert len(_names(backend, "fleeting")) == 2
    session.delete(gone)
    hidden.status = "pending"
    session.commit()
    _drain(session, settings, backend)
    assert _names(backend, "fleeting") == []


def test_indexing_waits_while_a_rebuild_holds_the_lock(session, settings, backend):
    _catalog(session, brand_name="Locked")
    session.commit()
    ids = pending_outbox_ids(session)
    with search_lock(settings, "brand"), pytest.raises(LockBusy):
        sync_outbox(backend, settings, ids)
    session.rollback()
    assert set(pending_outbox_ids(session)) >= set(ids)  # nothing lost: the rows wait for the retry


def test_rebuild_swaps_the_alias_and_drops_the_old_index(session, settings, backend):
    _catalog(session, n=2, brand_name="Rebuilt")
    session.commit()
    old = backend.live_index("product")
    report = rebuild(lambda: _shared_session(session), backend, settings, "product")
    assert report.index != old and backend.live_index("product") == report.index
    assert old not in backend.list_indices("product")
    assert len(_names(backend, "rebuilt")) == 2


def test_a_failed_rebuild_keeps_the_live_index_and_removes_the_half_built_one(session, settings, backend):
    live = backend.live_index("product")

    def broken_session():
        raise RuntimeError("database went away")

    with pytest.raises(RuntimeError):
        rebuild(broken_session, backend, settings, "product")
    assert backend.live_index("product") == live
    assert backend.list_indices("product") == [live]


class _shared_session:
    """Hands the test's session to code that opens and closes its own (the rows live in the test's
    rolled-back transaction, invisible to other connections)."""

    def __init__(self, session):
        self.session = session

    def __enter__(self):
        return self.session

    def __exit__(self, *exc):
        return False


def test_a_like_reaches_the_outbox_and_the_indexed_like_count(client, session, settings, backend):
    """Reaction counters move by a Core UPDATE the flush listener cannot see; `touch` records them."""
    from tests.api.helpers import signed_in

    (product,) = _catalog(session, brand_name="Liked")
    session.commit()
    _drain(session, settings, backend)
    headers = signed_in(client, session)
    before = set(pending_outbox_ids(session))

    r = client.post("/api/product/like", json={"product_id": product.id}, headers=headers)
    assert r.json()["status"] is True, r.text
    session.expire_all()
    new_rows = session.execute(select(SearchOutbox.kind, SearchOutbox.doc_id)
                               .where(SearchOutbox.id.not_in(before))).all()
    assert ("product", product.id) in new_rows
    _drain(session, settings, backend)
    hits = backend.search(SearchQuery(kind="product", text="Barrier Serum Liked")).hits
    assert [h.source["like_count"] for h in hits if h.source["name"] == product.name] == [1]


def test_a_products_review_count_counts_each_review_once(session):
    """The source's own count includes the sample of its reviews we imported; members' public reviews add to it."""
    from api.models import Review, User
    from indexer.search import documents

    (product,) = _catalog(session, brand_name="Counted")
    product.source_review_count = 100
    people = [User(email=f"r{i}-{product.id}@example.com", nickname=f"r{i}") for i in range(4)]
    session.add_all(people)
    session.flush()
    session.add_all([
        Review(user_id=people[0].id, product_id=product.id, rating=5, source="sephora", source_id=f"s1-{product.id}"),
        Review(user_id=people[1].id, product_id=product.id, rating=4, source="sephora", source_id=f"s2-{product.id}"),
        Review(user_id=people[2].id, product_id=product.id, rating=3),  # a member's
        Review(user_id=people[3].id, product_id=product.id, rating=1, is_private=True),  # private: not counted
    ])
    session.flush()
    assert documents.load(session, "product", [product.id])[product.id]["review_count"] == 101
    product.source_review_count = None  # not a source product: our public reviews
    product.review_count = 3
    session.flush()
    assert documents.load(session, "product", [product.id])[product.id]["review_count"] == 3
