"""The sign-in backoff in both limiter backends (in-process and Redis, shared by several API processes)."""

from __future__ import annotations

import uuid

import pytest

from api.errors import TooManyAttempts
from api.ratelimit import Backoff, MemoryRateLimiter, RedisRateLimiter, check_backoff
from tests.conftest import REDIS_URL

POLICY = Backoff(free=3, base=30, cap=600, forget=3600)


def test_the_wait_doubles_past_the_free_failures_up_to_the_cap():
    assert [POLICY.block_after(n) for n in range(1, 10)] == [0, 0, 0, 30, 60, 120, 240, 480, 600]
    assert POLICY.block_after(10_000) == 600


@pytest.fixture(params=["memory", "redis"])
def limiter(request):
    if request.param == "memory":
        return MemoryRateLimiter()
    return RedisRateLimiter(REDIS_URL, prefix=f"glowdex:test:{uuid.uuid4().hex}:")


def test_failures_block_only_their_key_and_a_success_clears_it(limiter):
    for _ in range(3):
        limiter.fail("pair-a", POLICY)
        check_backoff(limiter, "pair-a")  # still free
    limiter.fail("pair-a", POLICY)
    with pytest.raises(TooManyAttempts) as refused:
        check_backoff(limiter, "pair-a")
    assert 0 < refused.value.retry_after <= 31
    check_backoff(limiter, "pair-b")  # another (address, client) pair is untouched
    limiter.clear("pair-a")
    check_backoff(limiter, "pair-a")
