"""`glowdex search sync` as an admin runs it while a worker writes the same index: it waits its turn (a worker's job
gives up and is retried; the admin's command used to fail with LockBusy, as end-to-end modules found once the
served worker's sweeper ran every 2 s)."""

from __future__ import annotations

import fcntl
import os
import subprocess
import threading
import time

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.db.engine import make_engine
from api.models import Brand, Product, SearchOutbox
from api.search.outbox import register_capture
from api.search_kinds.registry import CAPTURE
from tests.cli import GLOWDEX, cli_env, run_glowdex

pytestmark = pytest.mark.one_pass  # the CLI runs on a SQLite file of its own, whatever DATABASE_URL says

HELD_SECONDS = 3.0


def test_sync_waits_for_a_worker_holding_the_index_lock_then_drains_the_outbox(tmp_path):
    env = cli_env(tmp_path)
    run_glowdex(["search", "reindex", "--all"], env)
    register_capture(CAPTURE)  # the seed's writes leave outbox rows, as the app's do
    engine = make_engine(env["DATABASE_URL"])
    with Session(engine) as s, s.begin():
        brand = Brand(name="Lockstep", key="lockstep")
        s.add(brand)
        s.flush()
        s.add(Product(name="Waiting Serum", brand_id=brand.id, source="test", source_id="w1", status="active"))

    def pending() -> int:
        with Session(engine) as s:
            return int(s.scalar(select(func.count()).select_from(SearchOutbox).where(SearchOutbox.kind == "product")))

    assert pending() == 1
    lock = tmp_path / "search" / ".lock-product"
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)  # what a worker holds while it writes the product index
    release = threading.Timer(HELD_SECONDS, lambda: fcntl.flock(fd, fcntl.LOCK_UN))
    release.start()
    started = time.monotonic()
    done = subprocess.run([str(GLOWDEX), "search", "sync"], capture_output=True, text=True, env=env, timeout=120)
    waited = time.monotonic() - started
    release.join()
    os.close(fd)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Synced" in done.stdout and waited >= HELD_SECONDS
    assert pending() == 0
    engine.dispose()
