"""Fixed-window attempt counters for login and code endpoints, and exponential backoff after repeated
failures (in memory, or Redis when shared)."""

from __future__ import annotations

import contextlib
import threading
import time
from dataclasses import dataclass
from typing import Protocol

from api.errors import TooManyAttempts
from api.settings import Settings


class RateLimiter(Protocol):
    def hit(self, key: str, limit: int, window: int) -> None: ...

    def blocked_for(self, key: str) -> int:
        """Seconds the key must still wait after its failures (0: it may try)."""
        ...

    def fail(self, key: str, policy: Backoff) -> None:
        """Count one failure; past the policy's free failures, block the key for a doubling time."""
        ...

    def clear(self, key: str) -> None: ...


@dataclass(frozen=True)
class Backoff:
    free: int  # failures that cost nothing
    base: int  # seconds blocked after the first failure past `free`; doubles with each further one
    cap: int  # longest block
    forget: int  # seconds without a failure after which the count starts again

    def block_after(self, failures: int) -> int:
        over = failures - self.free
        return 0 if over <= 0 else min(self.cap, self.base * 2 ** min(over - 1, 30))


def check_backoff(limiter: RateLimiter, key: str) -> None:
    wait = limiter.blocked_for(key)
    if wait > 0:
        raise TooManyAttempts(retry_after=wait)


def mail_allowed(limiter: RateLimiter, settings: Settings, address: str) -> bool:
    """Whether `address` may get one more account e-mail this hour (`settings.mail_rate`). Past it, the calls that
    mail it answer as usual but send nothing: a stranger can spend an address's mail, never lock its owner out
    with a 429 nor replace what was sent to her (issue 20 §3)."""
    try:
        limiter.hit(f"mail-to:{address.lower()}", *settings.mail_rate)
    except TooManyAttempts:
        return False
    return True


class MemoryRateLimiter:
    """Per-process counters: right for the embedded profile, where there is one process."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._windows: dict[str, tuple[float, int]] = {}
        self._failures: dict[str, tuple[int, float, float]] = {}  # key -> (count, last failure, blocked until)

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

    def blocked_for(self, key: str) -> int:
        with self._lock:
            _, _, until = self._failures.get(key, (0, 0.0, 0.0))
        wait = until - time.monotonic()
        return int(wait) + 1 if wait > 0 else 0

    def fail(self, key: str, policy: Backoff) -> None:
        now = time.monotonic()
        with self._lock:
            count, last, _ = self._failures.get(key, (0, now, 0.0))
            count = 1 if now - last >= policy.forget else count + 1
            self._failures[key] = (count, now, now + policy.block_after(count))
            if len(self._failures) > 100_000:
                self._failures = {k: v for k, v in self._failures.items() if now - v[1] < policy.forget}

    def clear(self, key: str) -> None:
        with self._lock:
            self._failures.pop(key, None)


class RedisRateLimiter:
    """Shared counters for several API processes. While Redis cannot be reached each process counts on its own
    (a MemoryRateLimiter): limits still hold, per process, and sign-in, registration and uploads keep working
    instead of failing with a 500 for as long as Redis is down."""

    def __init__(self, url: str, prefix: str = "glowdex:rl:") -> None:
        import redis

        # Bounded waits: an unreachable host must not hold a request for the OS's TCP timeout.
        self._redis = redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2)
        self._prefix = prefix
        self._local = MemoryRateLimiter()
        self._unreachable = (redis.ConnectionError, redis.TimeoutError)

    def hit(self, key: str, limit: int, window: int) -> None:
        name = self._prefix + key
        pipe = self._redis.pipeline()
        pipe.incr(name)
        pipe.expire(name, window, nx=True)
        pipe.ttl(name)
        try:
            count, _, ttl = pipe.execute()
        except self._unreachable:
            self._local.hit(key, limit, window)
            return
        if int(count) > limit:
            raise TooManyAttempts(retry_after=max(1, int(ttl)))

    def blocked_for(self, key: str) -> int:
        try:
            until = self._redis.hget(self._prefix + "fail:" + key, "until")
        except self._unreachable:
            return self._local.blocked_for(key)
        wait = float(until) - time.time() if until else 0.0
        return int(wait) + 1 if wait > 0 else 0

    def fail(self, key: str, policy: Backoff) -> None:
        name = self._prefix + "fail:" + key
        pipe = self._redis.pipeline()
        pipe.hincrby(name, "count", 1)
        pipe.expire(name, policy.forget)
        try:
            count, _ = pipe.execute()
            block = policy.block_after(int(count))
            if block:
                self._redis.hset(name, "until", time.time() + block)
        except self._unreachable:
            self._local.fail(key, policy)

    def clear(self, key: str) -> None:
        self._local.clear(key)
        with contextlib.suppress(*self._unreachable):
            self._redis.delete(self._prefix + "fail:" + key)


def make_rate_limiter(broker_url: str) -> RateLimiter:
    if broker_url.startswith(("redis://", "rediss://")):
        return RedisRateLimiter(broker_url)
    return MemoryRateLimiter()
