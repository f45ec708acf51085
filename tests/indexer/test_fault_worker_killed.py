"""A job worker killed (SIGKILL) in the middle of an indexing batch: the batch is delivered again and the
index ends up exactly as if nothing had happened (issue 10 §5).

Real parts: a Redis of the test's own (OwnRedis), `glowdex worker` processes, the embedded search index, a
committed SQLite database. The outbox rows of a batch are dropped only after the batch is indexed, so a
worker that dies mid-batch leaves them pending; the next worker's start-up sweep sends them again (and
dramatiq's own redelivery of the unacknowledged message, whenever it comes, finds nothing left to do).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

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
from indexer.search.sync import pending_outbox_ids, rebuild
from tests.indexer.test_search_faults import OwnRedis

GLOWDEX = str(Path(sys.executable).with_name("glowdex"))
N = 3000

pytestmark = [pytest.mark.redis, pytest.mark.slow]


def _worker(env: dict[str, str], log: Path) -> subprocess.Popen:
    with open(log, "ab") as out:
        return subprocess.Popen([GLOWDEX, "worker", "--threads", "1"], env=env, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)


def _in_flight(url: str, namespace: str) -> bool:
    import redis

    client = redis.Redis.from_url(url)
    try:
        return any(client.scard(key) for key in client.scan_iter(f"{namespace}:__acks__*"))
    finally:
        client.close()


def _kill(proc: subprocess.Popen, sig: int) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, sig)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


def test_a_worker_killed_mid_batch_leaves_the_batch_pending_and_the_next_worker_indexes_it(tmp_path):
    redis_server = OwnRedis(tmp_path)
    redis_server.start()
    namespace = f"glowdex-kill-{uuid.uuid4().hex[:6]}"
    db_url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    settings = Settings(environment="test", data_dir=tmp_path, database_url=db_url, broker_url=redis_server.url,
                        broker_namespace=namespace)
    upgrade(db_url)
    engine = make_engine(db_url)
    configure_actor_sessions(session_makers(engine))
    configure_runtime(settings)
    broker = setup_broker(settings)
    backend = get_search_backend(settings)
    rebuild(read_unit, backend, settings, "product")  # an (empty) live index: the worker must not rebuild
    env = {**os.environ, "DATABASE_URL": db_url, "GLOWDEX_DATA_DIR": str(tmp_path), "ENVIRONMENT": "test",
           "BROKER_URL": redis_server.url, "BROKER_NAMESPACE": namespace}
    workers: list[subprocess.Popen] = []
    try:
        # One write transaction of N products: one outbox batch and one index_docs message.
        with session_makers(engine).write() as s:
            brand = Brand(name="Killer Labs", key="killer labs")
            s.add(brand)
            s.flush()
            s.add_all([Product(name=f"Batch Cream {i}", brand_id=brand.id, source="t", source_id=str(i))
                       for i in range(N)])
            s.commit()
        with read_unit() as s:
            assert len(pending_outbox_ids(s, limit=N + 10)) >= N

        first = _worker(env, tmp_path / "worker1.log")
        workers.append(first)
        # mid-batch: the worker has taken the message (dramatiq holds it in the worker's ack set until the
        # actor returns) and has not dropped the outbox rows yet
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline and not _in_flight(redis_server.url, namespace):
            time.sleep(0.02)
        assert _in_flight(redis_server.url, namespace), "the worker never took the message"
        time.sleep(0.3)
        _kill(first, signal.SIGKILL)
        with read_unit() as s:
            pending = len(pending_outbox_ids(s, limit=N + 10))
        if pending == 0:
            pytest.skip("the batch finished before the kill landed (machine too fast for this timing)")

        second = _worker(env, tmp_path / "worker2.log")  # its start-up sweep re-sends the pending rows
        workers.append(second)
        restarted = time.monotonic()
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            with read_unit() as s:
                if not pending_outbox_ids(s, limit=10):
                    break
            time.sleep(0.3)
        with read_unit() as s:
            assert pending_outbox_ids(s, limit=10) == []
        backend_now = get_search_backend(settings)
        result = backend_now.search(SearchQuery(kind="product", text="batch cream", size=1))
        assert result.total == N  # every product once: the same index as an uninterrupted run
        print(f"killed with {pending} outbox rows pending ({N} products); indexed and drained {time.monotonic() - restarted:.0f} s "
              "after the next worker started")
    finally:
        for proc in workers:
            _kill(proc, signal.SIGTERM)
        broker.close()
        redis_server.stop()
        setup_broker(settings, url="memory://")
        engine.dispose()
