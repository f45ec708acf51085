"""Wiring through the real parts: a message goes through a real Redis to a real `glowdex worker` process."""

from __future__ import annotations

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
