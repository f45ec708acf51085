"""api/expiry.py: what a process keeps for at most `ttl` expires within the second half of it, spread."""

from __future__ import annotations

from api import expiry as module


def test_an_expiry_falls_in_the_second_half_of_the_ttl_and_they_are_spread(monkeypatch):
    monkeypatch.setattr(module.time, "monotonic", lambda: 100.0)
    times = [module.expiry(60.0) for _ in range(500)]
    assert all(130.0 <= t <= 160.0 for t in times)
    assert max(times) - min(times) > 25  # not one second for all
    assert module.expiry(0.0) == 100.0


def test_a_smaller_spread_keeps_more_of_the_ttl(monkeypatch):
    monkeypatch.setattr(module.time, "monotonic", lambda: 100.0)
    times = [module.expiry(60.0, 0.25) for _ in range(500)]
    assert all(145.0 <= t <= 160.0 for t in times)
    assert max(times) - min(times) > 10
