"""The answer cache's change feed (api/http_cache/feed.py) on the real database: each poll reads only what it has not
read, and a number committed late (below the highest one read) is still applied within the window; a process's view
of it (`HttpCache.view`) under a stream of writes."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import func, select

from api.http_cache import feed as feed_module
from api.http_cache.feed import WINDOW, ChangeFeed, Poll
from api.http_cache.middleware import HttpCache
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


def test_a_write_committed_while_a_request_waits_for_the_view_does_not_leave_it_uncached(read_session_maker):
    """A request waits for a poll begun after this process's last write. One committed while it waits overlapped it:
    a poll begun after the request came is enough. Under a stream of writes, one during every poll (the mixed load's
    ~45 a second per process), the view is still brought up to date; before, the request gave up after two polls
    and was answered uncached."""
    feed = ChangeFeed(read_session_maker)
    cache = HttpCache(feed, max_bytes=1 << 20)
    polls = 0
    read = feed.poll

    def poll_while_another_request_writes() -> Poll:
        nonlocal polls
        polls += 1
        found = read()
        cache.mark_dirty()  # another request's write commits in this process while the poll runs
        return found

    feed.poll = poll_while_another_request_writes  # type: ignore[method-assign]

    async def requests() -> list[bool]:
        first = await cache.view()
        cache.mark_dirty()  # a write committed before the next request: it waits for a poll begun after it
        return [first, await cache.view()]

    with ThreadPoolExecutor(1) as thread:  # a loop of its own (a test before may have left one running in this one)
        assert thread.submit(asyncio.run, requests()).result() == [True, True]
    assert polls == 2  # one each: a poll begun after the request came is enough
