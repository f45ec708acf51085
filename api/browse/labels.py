"""Popular brand labels of the home page, remembered for a minute.

Counting every active product per brand is a GROUP BY over the whole catalogue, and every home page asks for
it (a quarter of the mixed load's requests in the issue 10 profile). The counts move only when products are
imported, submitted or moderated, and the list is a popularity hint, so each app keeps the top `MAX_SIZE`
for `Settings.brand_labels_ttl` seconds (60): a count shown is at most that old. Kept per app (on `app.state`),
so a test's fresh app never sees another test's brands.
"""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy.orm import Session

from api.browse import repository

MAX_SIZE = 50  # the largest `size` the route accepts: smaller sizes are a prefix of it (same ORDER BY)


class BrandLabels:
    def __init__(self, ttl: float) -> None:
        self.ttl = ttl
        self._rows: list[tuple[int, str, int]] = []
        self._until = 0.0

    def top(self, session: Session, size: int) -> list[tuple[int, str, int]]:
        """The `size` brands with the most active products (id, name, count), most first."""
        now = time.monotonic()
        if now >= self._until:  # two threads may both recount once; the later result wins, both are right
            rows: list[Any] = repository.brand_labels(session, MAX_SIZE)
            self._rows = [(int(i), str(n), int(c)) for i, n, c in rows]
            self._until = now + self.ttl
        return self._rows[:size]
