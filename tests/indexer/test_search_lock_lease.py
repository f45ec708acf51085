"""The Redis search lock's lease is renewed while its holder works: a rebuild longer than the lease keeps the lock
(another process cannot take it) and releases it cleanly. (redis-py keeps a lock's token per thread by default, so
a renewing thread could not renew it: every product rebuild over 30 s failed with "Cannot release a lock that's no
longer owned".)"""

from __future__ import annotations

import time
import uuid

import pytest
import redis

from indexer.search import lock as search_lock_module
from indexer.search.lock import LockBusy, search_lock
from tests.conftest import REDIS_URL


def test_a_lock_held_past_its_lease_stays_held_and_releases(settings, monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        redis.Redis.from_url(REDIS_URL).ping()
    except redis.ConnectionError:
        pytest.fail(f"Redis is not running at {REDIS_URL} (see the README)")
    monkeypatch.setattr(search_lock_module, "LEASE_SECONDS", 1)
    held = settings.model_copy(update={"broker_url": REDIS_URL, "broker_namespace": f"lease-{uuid.uuid4().hex}"})
    with search_lock(held, "product"):
        time.sleep(2.5)  # two and a half leases: only renewals keep it
        with pytest.raises(LockBusy), search_lock(held, "product", blocking=False):
            pass
    with search_lock(held, "product", blocking=False):  # released: free again
        pass
