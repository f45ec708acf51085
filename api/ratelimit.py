"""Fixed-window attempt counters for login and code endpoints (in memory, or Redis when shared)."""

from __future__ import annotations

import threading
import time
from typing import Protocol

from api.errors import TooManyAttempts


class RateLimiter(Protocol):
    def hit(self, key: str, limit: int, window: int) -> None: ...


class MemoryRateLimiter:
    """Per-process counters: right for the embedded profile, where there is one process."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._windows: dict[str, tuple[float, int]] = {}

    def hit(self, key: str, limit: int, window: int) -> None:
        now = time.monotonic()
        with self._lock:
            start, count = self._windows.get(key, (now, 0))
            if now - start >= window:
                start, count = now, 0
            count += 1
            self._windows[key] = (start, count)
            if len(self._windows) > 100_000:  # bound memory under a flood of distinct keys
                self._windows = {k: v for k, v in self._windows.items() if now - v[0] < window}
        if count > limit:
            raise TooManyAttempts(retry_after=max(1, int(window - (now - start)) + 1))


class RedisRateLimiter:
    """Shared counters for several API processes."""

    def __init__(self, url: str, prefix: str = "glowdex:rl:") -> None:
        import redis

        self._redis = redis.Redis.from_url(url)
        self._prefix = prefix

    def hit(self, key: str, limit: int, window: int) -> None:
        name = self._prefix + key
        pipe = self._redis.pipeline()
        pipe.incr(name)
        pipe.expire(name, window, nx=True)
        pipe.ttl(name)
        count, _, ttl = pipe.execute()
        if int(count) > limit:
            raise TooManyAttempts(retry_after=max(1, int(ttl)))


def make_rate_limiter(broker_url: str) -> RateLimiter:
    if broker_url.startswith(("redis://", "rediss://")):
        return RedisRateLimiter(broker_url)
    return MemoryRateLimiter()
