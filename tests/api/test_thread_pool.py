"""The API process sizes its thread pool (for sync routes) from `Settings.request_threads` when it starts."""

from __future__ import annotations

import anyio.to_thread
from fastapi.testclient import TestClient

from api.settings import Settings


def _tokens() -> float:
    return anyio.to_thread.current_default_thread_limiter().total_tokens


def test_the_thread_pool_has_the_configured_size(client: TestClient, settings: Settings) -> None:
    assert settings.request_threads != 40  # anyio's default, so the assertion below proves the setting took
    assert client.portal is not None
    assert client.portal.call(_tokens) == settings.request_threads


def test_every_request_thread_can_hold_a_read_and_a_write_connection(settings: Settings) -> None:
    """A signed-in write holds its read session's connection (the token lookup) while it takes a write session's:
    with fewer connections than two per request thread, plus the actor threads and the sweeper, a burst of such
    requests left every thread waiting on the pool (the embedded profile stalled under the mixed load)."""
    from api.db.engine import Database

    pool = Database(settings).engine.pool
    ceiling = pool.size() + pool._max_overflow  # type: ignore[attr-defined]
    assert ceiling >= 2 * settings.request_threads + settings.worker_threads + 1
