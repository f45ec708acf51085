"""The after-commit send of swept jobs leaves the request's thread (api/jobs.py `Sender`): a write answers without
waiting for a network broker, and every outbox row still reaches the broker, or stays for the sweeper.

Real parts: the app behind a TestClient on a committed SQLite database, dramatiq's Redis broker (on the tests' Redis,
a namespace of its own) or pointed at a listener that accepts connections and never answers (a hung broker).
"""

from __future__ import annotations

import json
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from fastapi.testclient import TestClient

from api.app import create_app
from api.db.engine import make_engine, session_makers
from api.db.migrate import upgrade
from api.jobs import SENDER, Actor, merged
from api.models import Brand, Product
from api.settings import Settings
from indexer.broker import setup_broker
from indexer.runtime import configure_runtime, read_unit
from indexer.search.sync import pending_outbox_ids
from tests.api.content.helpers import member
from tests.conftest import REDIS_URL


class SilentBroker:
    """A TCP listener that takes connections and never answers: a broker that hangs."""

    def __init__(self) -> None:
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(16)
        self.accepted: list[socket.socket] = []
        self._stop = False
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.listener.getsockname()[1]}/0"

    def _accept(self) -> None:
        while not self._stop:
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return
            self.accepted.append(conn)

    def close(self) -> None:
        self._stop = True
        self.listener.close()
        for conn in self.accepted:  # the hung sends fail now
            conn.close()


@pytest.fixture
def process(tmp_path: Path) -> Iterator[tuple[Settings, Any, list[int], dict[str, str]]]:
    """A committed SQLite database wired like a served process (memory rate limiter), three products, a member."""
    settings = Settings(environment="test", data_dir=tmp_path, database_url=f"sqlite:///{tmp_path / 'db.sqlite3'}",
                        broker_url="memory://", web_dist_dir=tmp_path / "no-dist")
    upgrade(settings.resolved_database_url)
    engine = make_engine(settings.resolved_database_url)
    makers = session_makers(engine)
    runtime = configure_runtime(settings, makers=makers)
    with makers.write() as s:
        s.info["search_capture_off"] = True
        brand = Brand(name="Sender Labs", key=f"sender-{uuid.uuid4().hex[:6]}")
        s.add(brand)
        s.flush()
        products = [Product(name=f"Sender Cream {i}", brand_id=brand.id, source="t", source_id=str(i))
                    for i in range(3)]
        s.add_all(products)
        s.flush()
        headers = member(s)
        s.commit()
        ids = [p.id for p in products]
    yield settings, runtime, ids, headers
    setup_broker(settings, url="memory://")
    engine.dispose()


def _outbox() -> list[int]:
    with read_unit() as s:
        return pending_outbox_ids(s)


def test_a_like_answers_while_the_broker_hangs_and_its_outbox_row_stays_for_the_sweeper(process) -> None:
    """Before the sender thread, the like's request thread sent the message after commit and waited with the broker
    until redis-py's socket timeout (5 s) gave up."""
    settings, runtime, ids, headers = process
    silent = SilentBroker()
    broker = setup_broker(settings, url=silent.url)
    answers: list[int] = []
    try:
        with TestClient(create_app(settings, runtimes=runtime.runtimes), raise_server_exceptions=False) as client:
            def like() -> None:
                answers.append(client.post("/api/product/like", json={"product_id": ids[0]},
                                           headers=headers).status_code)

            caller = threading.Thread(target=like, daemon=True)
            started = time.monotonic()
            caller.start()
            caller.join(timeout=30)
            waited = time.monotonic() - started
            assert answers == [200]
            assert waited < 3, f"the like waited {waited:.1f} s for the hung broker"
            assert len(_outbox()) >= 1  # the broker has nothing yet: the row is the sweeper's to send
            silent.close()  # the hung send fails; the sender carries on
            assert SENDER.wait_idle(10)
            assert len(_outbox()) >= 1
    finally:
        silent.close()
        broker.close()


@pytest.mark.redis
def test_every_outbox_row_of_a_burst_of_likes_reaches_the_broker(process) -> None:
    settings, runtime, ids, headers = process
    namespace = f"glowdex-sender-{uuid.uuid4().hex[:6]}"
    broker = setup_broker(settings, url=REDIS_URL, namespace=namespace)
    client_redis = redis.Redis.from_url(REDIS_URL)
    try:
        with TestClient(create_app(settings, runtimes=runtime.runtimes), raise_server_exceptions=False) as client:
            for path in ("like", "like_remove", "like"):
                for pid in ids:
                    r = client.post(f"/api/product/{path}", json={"product_id": pid}, headers=headers)
                    assert r.status_code == 200 and r.json()["status"] is True, r.text
            assert SENDER.wait_idle(10)
        messages = [json.loads(raw) for raw in client_redis.hvals(f"{namespace}:default.msgs")]
        sent = [i for m in messages if m["actor_name"] == Actor.SEARCH_INDEX_DOCS for i in m["args"][0]]
        pending = _outbox()
        assert len(pending) == 9  # one row per counter move, none indexed (no worker runs)
        assert sorted(sent) == pending  # each row in exactly one message
        assert all(m["options"].get("request_id") for m in messages)
    finally:
        for key in client_redis.scan_iter(f"{namespace}:*"):
            client_redis.delete(key)
        client_redis.close()
        broker.close()


def test_merged_joins_each_id_actor_per_broker_and_keeps_the_other_jobs() -> None:
    first, second = object(), object()
    jobs: list[Any] = [(first, Actor.SEARCH_INDEX_DOCS, ([3, 1],), "r1"), (first, Actor.MAIL_SEND, (7,), "r2"),
                       (first, Actor.SEARCH_INDEX_DOCS, ([2, 3],), "r3"), (second, Actor.SEARCH_INDEX_DOCS, ([9],), "r4"),
                       (first, Actor.NOTIFICATIONS_DELIVER, (list(range(300)),), "r5"),
                       (first, Actor.NOTIFICATIONS_DELIVER, (list(range(300, 600)),), "r6"),
                       (second, Actor.NOTIFICATIONS_DELIVER, (list(range(3000)),), "r7")]
    out = merged(jobs)
    assert (first, Actor.MAIL_SEND, (7,), "r2") in out
    assert (first, Actor.SEARCH_INDEX_DOCS, ([1, 2, 3],), "r1") in out
    assert (second, Actor.SEARCH_INDEX_DOCS, ([9],), "r4") in out
    assert (first, Actor.NOTIFICATIONS_DELIVER, (list(range(300)),), "r5") in out  # joined, they would pass 500
    assert (first, Actor.NOTIFICATIONS_DELIVER, (list(range(300, 600)),), "r6") in out
    assert (second, Actor.NOTIFICATIONS_DELIVER, (list(range(3000)),), "r7") in out  # one commit's job stays whole
    assert len(out) == 6
