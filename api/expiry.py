"""When something a process keeps for at most `ttl` seconds expires: at a random point of the second half of it.

Pages and listings read together (a server's first minute, a burst of visitors, a bench's warm-up) would otherwise
expire together and be read again together, every `ttl` seconds for as long as they are asked for. bench_load,
PostgreSQL, `--calls health detail detail_member` (30 s each, the product pages' answers and listings all read in the
first run): the signed-in page, whose state calls met the listings expiring in the middle of its run and queued for
the request threads, went from 11.1 % of the trivial route's rate (69 % hits) to 27.4 % (93 %); the anonymous page,
whose answers now expire from 30 s on, from 106.3 % to 75.9 % (an entry lives 45 s on average, not 60).
"""

from __future__ import annotations

import random
import time


def expiry(ttl: float) -> float:
    """A monotonic time between `ttl` / 2 and `ttl` seconds from now (`ttl` stays the bound)."""
    return time.monotonic() + ttl * (0.5 + 0.5 * random.random())  # noqa: S311 - not a secret
