"""The answer cache's change feed (api/http_cache/feed.py) on the real database: each poll reads only what it has not
read, and a number committed late (below the highest one read) is still applied within the window."""

from __future__ import annotations

from sqlalchemy import func, select

from api.http_cache import feed as feed_module
from api.http_cache.feed import WINDOW, ChangeFeed
from api.models import HttpCacheChange


def _write(session, *rows: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    session.add_all(HttpCacheChange(seq=seq, kind="product", doc_id=doc) for seq, doc in rows)
    session.flush()


def test_a_poll_reads_only_new_numbers_and_the_gaps_below_them(session, read_session_maker, monkeypatch):
    base = int(session.scalar(select(func.max(HttpCacheChange.seq))) or 0)
    _write(session, (base + 1, 1))
    feed = ChangeFeed(read_session_maker)
    first = feed.poll()
    assert first.changed == set()  # the first poll only learns where the feed stands

    _write(session, (base + 2, 2), (base + 4, 4))  # base + 3 taken by a transaction that has not committed yet
    found = feed.poll()
    assert found.changed == {("product", 2), ("product", 4)} and found.rows == 2
    again = feed.poll()
    assert again.changed == set() and again.rows == 0  # nothing read twice
    assert feed.floor == base + 2

    _write(session, (base + 3, 3))  # it commits: below the highest number read, still applied
    late = feed.poll()
    assert late.changed == {("product", 3)} and late.rows == 1
    assert feed.floor == base + 4

    _write(session, (base + 6, 6))  # base + 5 rolled back: its gap is asked for WINDOW seconds, then given up
    assert feed.poll().changed == {("product", 6)} and feed.floor == base + 4
    now = feed_module.time.monotonic()
    monkeypatch.setattr(feed_module.time, "monotonic", lambda: now + WINDOW + 1)
    assert feed.poll().rows == 0 and feed.floor == base + 6
