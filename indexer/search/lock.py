"""The one lock per kind that full rebuilds and incremental updates share (architecture §7).

A rebuild holds it from creating the new index until the alias swap, so an incremental update
either lands before the rebuild reads its rows or waits and lands in the new index. Across
processes on one machine (embedded profile, CLI beside `make run`) it is a file lock; with a Redis
broker (several worker hosts) a Redis lock.
"""

from __future__ import annotations

import fcntl
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from api.settings import Settings


class LockBusy(Exception):
    """Another process holds the lock (a rebuild is running); incremental work retries later."""


_thread_locks: dict[str, threading.Lock] = {}
_guard = threading.Lock()


def _thread_lock(name: str) -> threading.Lock:
    with _guard:
        return _thread_locks.setdefault(name, threading.Lock())


@contextmanager
def _file_lock(path: Path, blocking: bool) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    local = _thread_lock(str(path))  # flock is per process: threads of one process need their own lock
    if not local.acquire(blocking=blocking):
        raise LockBusy(str(path))
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        except BlockingIOError:
            raise LockBusy(str(path)) from None
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)
        local.release()


LEASE_SECONDS = 30  # a Redis lock's time to live, renewed while its holder lives


@contextmanager
def _redis_lock(url: str, name: str, blocking: bool, timeout: int) -> Iterator[None]:
    """Held on a short lease that a thread of the holder renews: a worker killed mid-batch (SIGKILL, OOM)
    frees the lock within LEASE_SECONDS instead of blocking the kind until a long timeout runs out.
    `timeout` is how long a blocking caller waits for it."""
    import redis

    # Not thread-local (redis-py's default keeps the token per thread): the renewing thread must see the holder's.
    lock = redis.Redis.from_url(url).lock(name, timeout=LEASE_SECONDS, blocking=blocking, blocking_timeout=timeout,
                                          thread_local=False)
    if not lock.acquire():
        raise LockBusy(name)
    done = threading.Event()

    def renew() -> None:
        while not done.wait(LEASE_SECONDS / 3):
            try:
                lock.reacquire()
            except redis.exceptions.LockNotOwnedError:  # lost: the holder finds out on release
                return
            except redis.exceptions.RedisError:  # unreachable for a moment: the next renewal may reach it
                continue

    renewer = threading.Thread(target=renew, name=f"renew {name}", daemon=True)
    renewer.start()
    try:
        yield
    finally:
        done.set()
        renewer.join(timeout=5)
        lock.release()


@contextmanager
def search_lock(settings: Settings, kind: str, *, blocking: bool = True, timeout: int = 3600) -> Iterator[None]:
    if settings.broker_url.startswith(("redis://", "rediss://")):
        with _redis_lock(settings.broker_url, f"{settings.broker_namespace}:search-lock:{kind}", blocking, timeout):
            yield
    else:
        with _file_lock(settings.data_dir / "search" / f".lock-{kind}", blocking):
            yield
