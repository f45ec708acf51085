"""When something a process keeps for at most `ttl` seconds expires: at a random point of the second half of it.

Listings and cards read together (a server's first minute, a burst of visitors, a bench's warm-up) would otherwise
expire together and be read again together, every `ttl` seconds for as long as they are asked for. bench_load,
PostgreSQL, `--calls health detail detail_member` (30 s each, the product pages' listings all read in the first run):
the signed-in page, whose state calls met the listings expiring in the middle of its run and queued for the request
threads, went from 11.1 % of the trivial route's rate (69 % hits) to 44.9 % (97 %). The answer cache's pages expire
in the last quarter of theirs: spread over the whole second half, each lived 45 s on average instead of 60 and the
mixed workload lost a tenth of its rate (paired runs, 723 / 596 against 800 / 687 req/s, when most searches missed
anyway); all at 60 s, the pages a warm-up read together expired in the same seconds of the mixed workload's minute
and its p99 was 191-208 ms against 147-161 spread (one run each of [30, 60], [45, 60] and [60, 80] s: 147, 156, 161).
"""

from __future__ import annotations

import random
import time


def expiry(ttl: float, spread: float = 0.5) -> float:
    """A monotonic time between `ttl` * (1 - `spread`) and `ttl` seconds from now (`ttl` stays the bound)."""
    return time.monotonic() + ttl * (1 - spread * random.random())  # noqa: S311 - not a secret
