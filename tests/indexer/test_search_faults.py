"""Faults with the real parts, on a committed database: a rebuild racing edits, and a Redis outage."""

from __future__ import annotations

import shutil
import socket
import subprocess
import threading
import time
import uuid
from pathlib import Path

import dramatiq
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from api.app import create_app
from api.db.engine import make_engine, session_makers
from api.db.migrate import upgrade
from api.models import Brand, MailMessage, Product
from api.search.query import RangeFilter, SearchQuery, TermsFilter
from api.settings import Settings
from indexer.broker import setup_broker
from indexer.runtime import configure_runtime, read_unit
from indexer.search.lock import LockBusy
from indexer.search.sync import pending_outbox_ids, rebuild, sync_outbox
from indexer.sweeper import start_sweeper
from tests.api.content.helpers import member

SWEEP_SECONDS = 1.0  # the sweeper's tick here (30 s in a server): it re-sends rows older than one tick


@pytest.fixture
def live(tmp_path):
    """A committed SQLite database and search dir of its own, wired like a running process."""
    settings = Settings(environment="test", data_dir=tmp_path, database_url=f"sqlite:///{tmp_path / 'db.sqlite3'}")
    upgrade(settings.resolved_database_url)
    engine = make_engine(settings.resolved_database_url)
    makers = session_makers(engine)
    factory = makers.write
    backend = configure_runtime(settings, makers=makers).search_backend
    for kind in ("product", "brand", "category", "user"):  # a new member is a document too
        backend.swap_alias(kind, backend.create_index(kind))
    yield settings, factory, backend
    engine.dispose()


def _seed(factory, n: int) -> list[int]:
    with factory() as s:
        s.info["search_capture_off"] = True  # seeded by the rebuild below, not by the outbox
        brand = Brand(name="Racer", key=f"racer-{uuid.uuid4().hex[:6]}")
        s.add(brand)
        s.flush()
        products = [Product(name=f"Racer Cream {i}", brand_id=brand.id, source="t", source_id=str(i))
                    for i in range(n)]
        s.add_all(products)
        s.commit()
        return [p.id for p in products]


def _drain(settings, factory, backend) -> None:
    while True:
        with read_unit() as s:
            ids = pending_outbox_ids(s)
        if not ids:
            return
        sync_outbox(backend, settings, ids)


def test_every_edit_made_during_a_full_rebuild_is_in_the_rebuilt_index(live):
    settings, factory, backend = live
    ids = _seed(factory, 3000)
    edited: list[int] = []
    retries = 0
    done = threading.Event()

    def edit_while_rebuilding() -> None:
        nonlocal retries
        for pid in ids[::60]:  # 50 edits, each its own transaction and incremental sync
            with factory() as s:
                s.get(Product, pid).name = f"Edited Cream {pid}"
                s.commit()
            edited.append(pid)
            while True:
                try:
                    with read_unit() as s:
                        pending = pending_outbox_ids(s)
                    sync_outbox(backend, settings, pending)
                    break
                except LockBusy:
                    retries += 1
                    time.sleep(0.02)
        done.set()

    editor = threading.Thread(target=edit_while_rebuilding)
    editor.start()
    report = rebuild(read_unit, backend, settings, "product")
    editor.join(timeout=120)
    assert done.is_set()
    _drain(settings, factory, backend)
    assert report.indexed == 3000
    assert backend.count("product") == 3000
    hits = backend.search(SearchQuery(kind="product", text="edited", size=50)).hits
    assert sorted(int(h.id) for h in hits) == sorted(edited)
    assert len(edited) == 50


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class OwnRedis:
    """A redis-server this test starts and stops itself (the machine's shared one is left alone)."""

    def __init__(self, workdir: Path) -> None:
        self.port = _free_port()
        self.workdir = workdir
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [shutil.which("redis-server") or "redis-server", "--port", str(self.port), "--bind", "127.0.0.1",
             "--save", "", "--appendonly", "no", "--dir", str(self.workdir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.proc:
            self.proc.terminate()
            self.proc.wait(timeout=10)
            self.proc = None


def _pending_outbox() -> list[int]:
    with read_unit() as s:
        return pending_outbox_ids(s)


def _pending_mail() -> int:
    with read_unit() as s:
        return s.scalar(select(func.count()).select_from(MailMessage).where(MailMessage.status == "pending")) or 0


def _liked_in_index(backend, ids: list[int]) -> int:  # type: ignore[no-untyped-def]
    query = SearchQuery(kind="product", filters=(TermsFilter("id", tuple(str(i) for i in ids)),
                                                 RangeFilter("like_count", gte=1)), size=1)
    return backend.search(query).total


@pytest.mark.redis
def test_writes_while_redis_is_down_succeed_and_reach_the_index_after_it_returns(tmp_path):
    """Redis stopped during writes, with the real parts of a production process: the app (its rate limiter and
    job broker on that Redis) behind a TestClient, a dramatiq worker and the sweeper running throughout. A
    member's likes (each moves a product's indexed like count) and a registration (rate-limited, sends a mail)
    succeed while Redis is down although no job can be sent; after Redis is back the running sweeper's next tick
    re-sends the outbox rows, the index catches up and the mail goes out."""
    redis_server = OwnRedis(tmp_path)
    redis_server.start()
    settings = Settings(environment="test", data_dir=tmp_path, database_url=f"sqlite:///{tmp_path / 'db.sqlite3'}",
                        broker_url=redis_server.url, broker_namespace=f"glowdex-fault-{uuid.uuid4().hex[:6]}",
                        web_dist_dir=tmp_path / "no-dist")
    upgrade(settings.resolved_database_url)
    engine = make_engine(settings.resolved_database_url)
    makers = session_makers(engine)
    runtime = configure_runtime(settings, makers=makers)
    broker = setup_broker(settings)
    backend = runtime.search_backend
    worker = None
    stop_sweeper = None
    try:
        ids = _seed(makers.write, 20)
        for kind in ("product", "brand", "category", "user"):  # a new member is a document too
            rebuild(read_unit, backend, settings, kind)
        with makers.write() as s:
            headers = member(s)
            s.commit()
        worker = dramatiq.Worker(broker, worker_threads=2)
        worker.start()
        stop_sweeper = start_sweeper(interval_seconds=SWEEP_SECONDS)
        app = create_app(settings, runtimes=runtime.runtimes)
        with TestClient(app, raise_server_exceptions=False) as client:
            redis_server.stop()
            for pid in ids:  # every write succeeds although no job can be sent
                r = client.post("/api/product/like", json={"product_id": pid}, headers=headers)
                assert r.status_code == 200 and r.json()["status"] is True, r.text
            r = client.post("/api/user/register", json={"email": "newcomer@example.com",
                                                        "password": "a-long-password-1"})
            assert r.status_code == 200 and r.json()["status"] is True, r.text
        with read_unit() as s:
            assert len(pending_outbox_ids(s)) >= 20
        assert _pending_mail() == 1
        assert _liked_in_index(backend, ids) == 0
        time.sleep(2 * SWEEP_SECONDS)  # the running sweeper ticks (and fails) while Redis is down

        redis_server.start()  # same port, empty: the outage lost nothing but messages
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline and _liked_in_index(backend, ids) < 20:
            time.sleep(0.2)
        assert _liked_in_index(backend, ids) == 20
        # A batch's rows are dropped just after its documents reach the index (indexer/search/sync.py): wait for both.
        while time.monotonic() < deadline and (_pending_mail() or _pending_outbox()):
            time.sleep(0.2)
        assert _pending_outbox() == []
        assert not _pending_mail()
    finally:
        if stop_sweeper:
            stop_sweeper.set()
        if worker:
            worker.stop()
        broker.close()
        redis_server.stop()
        setup_broker(settings, url="memory://")
        engine.dispose()
