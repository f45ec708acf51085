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
