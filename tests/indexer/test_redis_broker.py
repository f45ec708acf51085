"""Wiring through the real parts: a message goes through a real Redis to a real `glowdex worker` process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
import redis
from sqlalchemy.orm import Session

from api.db.engine import make_engine
from api.db.migrate import upgrade
from api.jobs import make_broker, send_now
from api.mail.senders import OutboxSender
from api.mail.service import queue_mail
from api.settings import Settings
from tests.conftest import REDIS_URL

MAIL_SETTINGS = Settings(environment="test")  # the secret and base URL of the mails' unsubscribe link

pytestmark = pytest.mark.redis
GLOWDEX = Path(sys.executable).with_name("glowdex")


def test_redis_is_reachable():
    assert redis.Redis.from_url(REDIS_URL, socket_timeout=2).ping() is True


def test_a_message_through_redis_is_processed_by_a_worker_process(tmp_path):
    namespace = f"glowdex-test-{uuid.uuid4().hex[:8]}"
    db_url = f"sqlite:///{tmp_path / 'worker.sqlite3'}"
    upgrade(db_url)
    engine = make_engine(db_url)
    with Session(engine) as session:
        mail = queue_mail(session, MAIL_SETTINGS, "redis-reader@example.com", "code",
                          {"purpose": "activate", "code": "654321", "user_id": 7}, 15)
        session.info.clear()  # this test sends the job itself, through Redis, below
        session.commit()
        mail_id = mail.id
    engine.dispose()

    broker = make_broker(REDIS_URL, namespace=namespace)
    send_now("mail.send", mail_id, broker=broker)
    env = {**os.environ, "DATABASE_URL": db_url, "BROKER_URL": REDIS_URL, "BROKER_NAMESPACE": namespace,
           "GLOWDEX_DATA_DIR": str(tmp_path), "MAIL_URL": "outbox://"}
    worker = subprocess.Popen([str(GLOWDEX), "worker", "--threads", "1"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    outbox = OutboxSender(tmp_path / "mail")
    try:
        deadline = time.monotonic() + 30
        while not outbox.read() and time.monotonic() < deadline and worker.poll() is None:
            time.sleep(0.2)
        rows = outbox.read()
    finally:
        worker.terminate()
        try:
            output = worker.communicate(timeout=15)[0].decode(errors="replace")
        except subprocess.TimeoutExpired:
            worker.kill()
            output = worker.communicate()[0].decode(errors="replace")
        r = redis.Redis.from_url(REDIS_URL)
        for key in r.scan_iter(f"{namespace}:*"):
            r.delete(key)
        broker.close()
    assert len(rows) == 1, output[-2000:]
    assert rows[0]["to"] == "redis-reader@example.com"
    assert rows[0]["data"]["code"] == "654321"


def test_an_admin_command_sends_its_jobs_to_the_workers_broker(tmp_path):
    """Production profile: `glowdex moderation accept` leaves its verdict's notification (and the similarity refit)
    on the Redis queue the `glowdex worker` processes read, not on Dramatiq's default broker."""
    from api.models import Brand, Product, User
    from tests.cli import cli_env, run_glowdex

    namespace = f"glowdex-test-{uuid.uuid4().hex[:8]}"
    env = cli_env(tmp_path, BROKER_URL=REDIS_URL, BROKER_NAMESPACE=namespace)
    engine = make_engine(env["DATABASE_URL"])
    with Session(engine) as s, s.begin():
        member, brand = User(email="sub@example.com", nickname="sub", is_active=True, concerns=[]), Brand(
            name="Acme", key="acme")
        s.add_all([member, brand])
        s.flush()
        s.add(Product(name="Quiet Balm", brand_id=brand.id, source="member", source_id="m1", status="pending",
                      submitted_by=member.id))
    engine.dispose()
    r = redis.Redis.from_url(REDIS_URL)
    try:
        run_glowdex(["moderation", "accept", "product:1"], env)
        queued = [json.loads(m)["actor_name"] for m in r.hvals(f"{namespace}:default.msgs")]
    finally:
        for key in r.scan_iter(f"{namespace}:*"):
            r.delete(key)
    assert sorted(queued) == ["notifications.deliver", "search.index_docs", "similarity.rebuild"]
