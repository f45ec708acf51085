"""Password hashes and verifications run at most two at a time per process (`api.security.HASHES_AT_ONCE`): each
holds Argon2id's 64 MiB while it runs, and sixteen request threads signing in at once held ~1 GiB in one API
worker."""

from __future__ import annotations

import threading
import time

import api.security as security


class CountingHasher:
    """argon2's PasswordHasher (the one in use), counting how many of its calls run at the same moment."""

    def __init__(self, inner):
        self.inner, self.running, self.most = inner, 0, 0
        self.lock = threading.Lock()

    def _run(self, call, *args):
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
        try:
            time.sleep(0.005)  # keeps each call open long enough for the others to overlap it if they may
            return call(*args)
        finally:
            with self.lock:
                self.running -= 1

    def hash(self, password):
        return self._run(self.inner.hash, password)

    def verify(self, password_hash, password):
        return self._run(self.inner.verify, password_hash, password)


def test_sixteen_threads_signing_in_hash_at_most_two_at_a_time(monkeypatch):
    counting = CountingHasher(security._hasher)
    monkeypatch.setattr(security, "_hasher", counting)
    stored = security.hash_password("glowUp2025")
    results: list[bool] = []

    def sign_in() -> None:
        for _ in range(3):
            results.append(security.verify_password(stored, "glowUp2025"))
            results.append(security.verify_password(stored, "wrong-1"))
            security.hash_password("another1")

    threads = [threading.Thread(target=sign_in) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results.count(True) == 48 and results.count(False) == 48
    assert counting.most == security.HASHES_AT_ONCE == 2
