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

from api.db.engine import make_engine, session_makers
from api.db.migrate import upgrade
from api.db.session import configure_actor_sessions, read_unit
from api.models import Brand, Product
from api.search.query import SearchQuery
from api.search.runtime import get_search_backend
from api.settings import Settings
from indexer.broker import setup_broker
from indexer.runtime import configure_runtime
from indexer.search.lock import LockBusy
from indexer.search.sync import pending_outbox_ids, rebuild, sync_outbox
from indexer.sweeper import sweep_once


@pytest.fixture
def live(tmp_path):
    """A committed SQLite database and search dir of its own, wired like a running process."""
    settings = Settings(environment="test", data_dir=tmp_path, database_url=f"sqlite:///{tmp_path / 'db.sqlite3'}")
    upgrade(settings.resolved_database_url)
    engine = make_engine(settings.resolved_database_url)
    makers = session_makers(engine)
    factory = makers.write
    configure_actor_sessions(makers)
    configure_runtime(settings, sessions=False)
    backend = get_search_backend(settings)
    for kind in ("product", "brand", "category"):
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


@pytest.mark.redis
def test_edits_while_redis_is_down_all_reach_the_index_after_it_returns(live, tmp_path):
    settings, factory, backend = live
    redis_server = OwnRedis(tmp_path)
    redis_server.start()
    namespace = f"glowdex-fault-{uuid.uuid4().hex[:6]}"
    broker = setup_broker(settings, url=redis_server.url, namespace=namespace)
    worker = None
    try:
        ids = _seed(factory, 20)
        rebuild(read_unit, backend, settings, "product")
        redis_server.stop()
        for pid in ids:  # every write succeeds although no job can be sent
            with factory() as s:
                s.get(Product, pid).name = f"Outage Cream {pid}"
                s.commit()
        with factory() as s:
            assert len(pending_outbox_ids(s)) >= 20
        assert backend.search(SearchQuery(kind="product", text="outage")).total == 0

        redis_server.start()
        worker = dramatiq.Worker(broker, worker_threads=2)
        worker.start()
        assert sweep_once(min_age_seconds=0) >= 1  # the sweeper re-sends what the outage swallowed
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if backend.search(SearchQuery(kind="product", text="outage", size=50)).total == 20:
                break
            time.sleep(0.2)
        assert backend.search(SearchQuery(kind="product", text="outage", size=50)).total == 20
        with factory() as s:
            assert pending_outbox_ids(s) == []
    finally:
        if worker:
            worker.stop()
        broker.close()
        redis_server.stop()
        setup_broker(settings, url="memory://")
