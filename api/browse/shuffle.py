"""The home page's random product list: each seed's shuffled order of the active products, remembered per app.

Ordering every active product by a seeded hash took two scans of the whole products table per request (the page's
top-N sort over full rows and its count: ~32 ms of PostgreSQL CPU a request on the 12,871-product catalogue, a third
of the mixed load's CPU after sign-in). A seed's order changes only when products are added or withdrawn, so each
app keeps the ordered ids of its latest few seeds for `Settings.random_list_ttl` seconds (60): a page is then one
card query by id. Visibility is checked by that query, so a product withdrawn within the minute is left out (the
total still counts it until the order is read again); a product added is listed once its seed's order is re-read:
at once where the answer cache follows the change feed (the catalogue version moved: `catalogue_followed`), which
also keeps the pages themselves (api/http_cache/policy.py).
Kept per app (on `app.state`), like the brand labels, so a test's fresh app never sees another test's products.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict

from sqlalchemy.orm import Session

from api.browse import repository
from api.catalog.queries import CardRow, card_rows
from api.paging import PageParams

KEEP_SEEDS = 4  # the daily default seed, and a few a client chose


class ShuffledProducts:
    def __init__(self, ttl: float) -> None:
        self.ttl = ttl
        self._orders: OrderedDict[int, tuple[float, list[int]]] = OrderedDict()  # seed -> (read at, ids)
        self._lock = threading.Lock()

    def ids(self, session: Session, seed: int) -> list[int]:
        """The active products' ids in the seed's order (two threads may both read it once; both are right)."""
        now = time.monotonic()
        hit = self._orders.get(seed)
        if hit is not None and now - hit[0] < self.ttl:
            return hit[1]
        ids = repository.shuffled_product_ids(session, seed)
        with self._lock:
            self._orders[seed] = (now, ids)
            self._orders.move_to_end(seed)
            while len(self._orders) > KEEP_SEEDS:
                self._orders.popitem(last=False)
        return ids

    def catalogue_followed(self, catalogue_changed: bool, _tags: object) -> None:
        """A follower of the answer cache's feed (api/http_cache): an added or withdrawn product moves the catalogue
        version, and the orders are read again at the next request (else kept up to `ttl`)."""
        if catalogue_changed:
            with self._lock:
                self._orders.clear()

    def page(self, session: Session, params: PageParams, seed: int) -> tuple[list[CardRow], int]:
        """One page of cards in the seed's order, and the total."""
        ids = self.ids(session, seed)
        chosen = ids[params.offset: params.offset + params.page_num]
        cards = card_rows(session, chosen, None)
        return [cards[i] for i in chosen if i in cards], len(ids)
