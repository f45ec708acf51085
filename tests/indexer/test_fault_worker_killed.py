"""A job worker killed (SIGKILL) in the middle of an indexing batch: the broker delivers the message again and
the index ends up exactly as if nothing had happened (issue 10 §5).

Real parts: a Redis of the test's own (OwnRedis), `glowdex worker` processes, dramatiq's Redis broker, the
embedded search index, a committed SQLite database.

What delivers the batch again: dramatiq's Redis broker keeps a fetched message in its consumer's ack set until
the actor returns. A killed worker never acks, and the broker's maintenance (run inside the dispatch script on
~0.1 % of broker commands) moves the unacked messages of a worker whose heartbeat is older than 60 s back onto
the queue: in production that happens minutes later. The test runs that same maintenance at once, through a
broker with a 1 s heartbeat timeout and maintenance on every command, and checks that the killed worker's
messages are back on the queue. The next worker (one thread, FIFO) takes the redelivered message first and
indexes the batch; its start-up sweep also re-sends the still-pending outbox rows (the path that covers a
broker that never redelivers), and that message finds them gone. Outbox rows are dropped only after their
documents are in the index, so both deliveries are idempotent.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
import redis
from dramatiq.brokers.redis import MAINTENANCE_SCALE, RedisBroker

from api.db.engine import make_engine, session_makers
from api.db.migrate import upgrade
from api.jobs import QUEUE
from api.logging import request_id_var
from api.models import Brand, Product
from api.search.query import SearchQuery
from api.settings import Settings
from indexer.broker import setup_broker
from indexer.runtime import configure_runtime, read_unit, runtime
from indexer.search.sync import pending_outbox_ids, rebuild
from tests.indexer.test_search_faults import OwnRedis

GLOWDEX = str(Path(sys.executable).with_name("glowdex"))
N = 3000

pytestmark = [pytest.mark.redis, pytest.mark.slow]


def _worker(env: dict[str, str], log: Path) -> subprocess.Popen:
    with open(log, "ab") as out:
        return subprocess.Popen([GLOWDEX, "worker", "--threads", "1"], env=env, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)


def _kill(proc: subprocess.Popen, sig: int) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, sig)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)


def _unacked(client: redis.Redis, namespace: str) -> set[str]:
    """Ids of the messages some consumer has fetched and not acked (dramatiq's per-worker ack sets)."""
    return {m.decode() for key in client.scan_iter(f"{namespace}:__acks__*") for m in client.smembers(key)}


def _queued(client: redis.Redis, namespace: str) -> list[str]:
    return [m.decode() for m in client.lrange(f"{namespace}:{QUEUE}", 0, -1)]


def _wait_for(condition, seconds: float, what: str, every: float = 0.01) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(every)
    raise AssertionError(f"{what}: not within {seconds} s")


def _outbox_empty() -> bool:
    with read_unit() as s:
        return not pending_outbox_ids(s, limit=1)


def _searched_total(settings: Settings) -> int:
    """What a server reading the index now would answer: a fresh backend, not this process's cached reader."""
    runtime().runtimes.search.close()
    return runtime().search_backend.search(SearchQuery(kind="product", text="batch cream", size=1)).total


def test_a_worker_killed_mid_batch_has_its_message_redelivered_and_the_index_is_the_same(tmp_path):
    redis_server = OwnRedis(tmp_path)
    redis_server.start()
    client = redis.Redis.from_url(redis_server.url)
    namespace = f"glowdex-kill-{uuid.uuid4().hex[:6]}"
    product_lock = f"{namespace}:search-lock:product"
    db_url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    settings = Settings(environment="test", data_dir=tmp_path, database_url=db_url, broker_url=redis_server.url,
                        broker_namespace=namespace)
    upgrade(db_url)
    engine = make_engine(db_url)
    configure_runtime(settings, makers=session_makers(engine))
    rebuild(read_unit, runtime().search_backend, settings, "product")  # an (empty) live index
    env = {**os.environ, "DATABASE_URL": db_url, "GLOWDEX_DATA_DIR": str(tmp_path), "ENVIRONMENT": "test",
           "BROKER_URL": redis_server.url, "BROKER_NAMESPACE": namespace}
    workers: list[subprocess.Popen] = []
    broker = setup_broker(settings, url="memory://")
    try:
        # A warm-up edit whose message is lost (sent to an in-memory broker): only the first worker's start-up
        # sweep can index it, so once the outbox is empty that sweep has run and sends nothing more.
        with session_makers(engine).write() as s:
            brand = Brand(name="Killer Labs", key="killer labs")
            s.add(brand)
            s.flush()
            s.add(Product(name="Warmup Lotion", brand_id=brand.id, source="t", source_id="warmup"))
            s.commit()
            brand_id = brand.id
        first = _worker(env, tmp_path / "worker1.log")
        workers.append(first)
        _wait_for(lambda: first.poll() is not None or _outbox_empty(), 180, "the start-up sweep", every=0.2)
        _wait_for(lambda: not _queued(client, namespace) and not _unacked(client, namespace), 60, "warm-up")
        assert first.poll() is None, (tmp_path / "worker1.log").read_text()[-3000:]

        # One write transaction of N products: one outbox batch and one index_docs message, the only message
        # (its jobs' log lines in the workers' logs carry request_id='killed-batch').
        broker = setup_broker(settings)
        token = request_id_var.set("killed-batch")
        with session_makers(engine).write() as s:
            s.add_all([Product(name=f"Batch Cream {i}", brand_id=brand_id, source="t", source_id=str(i))
                       for i in range(N)])
            s.commit()
        request_id_var.reset(token)
        with read_unit() as s:
            assert len(pending_outbox_ids(s, limit=N + 10)) >= N

        # Mid-batch: the actor holds the product kind's search lock from before it loads the documents until
        # they are in the index, and only then drops the outbox rows.
        _wait_for(lambda: client.exists(product_lock) or first.poll() is not None, 180,
                  "the worker never started the batch")
        _kill(first, signal.SIGKILL)
        held = _unacked(client, namespace)
        with read_unit() as s:
            pending = len(pending_outbox_ids(s, limit=N + 10))
        assert len(held) == 1, f"the killed worker held {len(held)} messages, not the batch's one"
        assert pending >= N, f"the batch finished before the kill ({pending} rows pending)"
        assert _searched_total(settings) == 0

        # The broker's redelivery: the maintenance every consumer runs now and then, here at once.
        time.sleep(1.5)  # > the heartbeat timeout below: the killed worker counts as dead
        maintenance = RedisBroker(url=redis_server.url, namespace=namespace, heartbeat_timeout=1000,
                                  maintenance_chance=MAINTENANCE_SCALE)
        maintenance.do_qsize(QUEUE)
        maintenance.close()
        assert _unacked(client, namespace) == set()
        assert held <= set(_queued(client, namespace))  # the very messages the killed worker held, queued again
        message = json.loads(client.hget(f"{namespace}:{QUEUE}.msgs", next(iter(held))))
        assert (message["actor_name"], message["options"]["request_id"]) == ("search.index_docs", "killed-batch")
        # The killed holder's lease on the lock runs out (<= 30 s): wait, so the redelivered message is not
        # retried behind it and the next worker takes it first.
        _wait_for(lambda: not client.exists(product_lock), 60, "the killed worker's lock lease never ran out")

        second = _worker(env, tmp_path / "worker2.log")
        workers.append(second)
        restarted = time.monotonic()

        def drained() -> bool:
            return (_outbox_empty() and not _queued(client, namespace) and not _unacked(client, namespace)
                    and not client.llen(f"{namespace}:{QUEUE}.DQ"))

        _wait_for(drained, 240, "the redelivered batch was not indexed", every=0.3)
        assert client.zcard(f"{namespace}:{QUEUE}.XQ") == 0  # nothing dead-lettered
        assert not set(client.hkeys(f"{namespace}:{QUEUE}.msgs")) & {m.encode() for m in held}  # acked
        drained_after = time.monotonic() - restarted
        # Every product once: the same index as an uninterrupted run. The outbox is empty only after the
        # documents were committed; the poll covers a reader that has not reopened the index yet.
        totals = [_searched_total(settings)]
        deadline = time.monotonic() + 30
        while totals[-1] != N and time.monotonic() < deadline:
            time.sleep(0.5)
            totals.append(_searched_total(settings))
        assert totals[-1] == N, totals
        print(f"killed holding the batch's message with {pending} outbox rows pending; redelivered, indexed and "
              f"drained {drained_after:.1f} s after the next worker started; searched totals {totals}")
    finally:
        for proc in workers:
            _kill(proc, signal.SIGTERM)
        runtime().runtimes.close()
        broker.close()
        client.close()
        redis_server.stop()
        setup_broker(settings, url="memory://")
        engine.dispose()
