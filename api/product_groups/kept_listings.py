"""A product's listings (itself and every listing of its group, issue 23) as one process keeps them (issue 25): the
product page's "where to buy", the similar and dupes lists and the state fast path (api/viewer_state/fast_path.py)
all ask `repository.listings_of`, which answers from here and reads only what is missing.

Dropped by the change feed the answer cache follows (api/http_cache/feed.py): a product named drops its own
listings and those of every kept product whose listings hold it (a regrouping names every listing of the groups it
changed, api/product_groups/service.py), and a new catalogue version drops them all. What was read is kept only if
no product change and no new catalogue version was applied since its `stamp` was taken (it may be what was dropped),
and for `ttl` at most, which bounds what the feed could miss. Read only while the feed's view is current (`fresh`):
otherwise the database answers, as for the public cards.

Read and filled from the request threads (and the fast path's loop), dropped from the event loop: one lock.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping

from api.expiry import expiry

Tag = tuple[str, int]
Listings = tuple[int, ...]  # sorted ids
KEPT_LISTINGS = "glowdex_kept_listings"  # the session info key `repository.listings_of` finds the store under
# Products whose listings are kept, least recently asked out first. ~210 bytes a product listed once (most are),
# measured with tracemalloc (tests/api/test_kept_listings.py): 20,000 are ~4 MB a process.
MAX_PRODUCTS = 20_000


class KeptListings:
    def __init__(self, fresh: Callable[[], bool], max_products: int = MAX_PRODUCTS, ttl: float = 60.0):
        self.fresh = fresh
        self.max_products = max_products
        self.ttl = ttl
        self._items: OrderedDict[int, tuple[Listings, float]] = OrderedDict()  # product -> listings, expiry
        self._held_by: dict[int, set[int]] = {}  # listing -> the other products whose kept listings hold it
        self._drops = 0  # product changes and clears applied so far (see `stamp`)
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._items)

    def stamp(self) -> int:
        """Taken before reading the database: `keep` keeps what was read only if nothing was dropped since."""
        return self._drops

    def get(self, product_ids: Iterable[int]) -> tuple[dict[int, Listings], list[int]]:
        """The kept listings of these products, and the ids to read (all of them when the view is not current)."""
        if not self.fresh():
            return {}, list(product_ids)
        found: dict[int, Listings] = {}
        missing: list[int] = []
        now = time.monotonic()
        with self._lock:
            for pid in product_ids:
                kept = self._items.get(pid)
                if kept is None or kept[1] <= now:
                    missing.append(pid)
                else:
                    self._items.move_to_end(pid)
                    found[pid] = kept[0]
        return found, missing

    def keep(self, found: Mapping[int, Listings], stamp: int) -> None:
        """Keep these products' listings, read after `stamp` was taken."""
        with self._lock:
            if stamp != self._drops:
                return
            for pid, listings in found.items():
                self._drop(pid)
                self._items[pid] = (listings, expiry(self.ttl))
                for listing in listings:
                    if listing != pid:  # (its own change drops it directly: no entry for the many listed once)
                        self._held_by.setdefault(listing, set()).add(pid)
            while len(self._items) > self.max_products:
                self._drop(next(iter(self._items)))

    def changed(self, catalogue_changed: bool, tags: set[Tag]) -> None:
        """A follower of the answer cache's feed (`HttpCache.followers`): its poll's changes as answers' tags."""
        named = [doc_id for kind, doc_id in tags if kind == "product"]
        if not catalogue_changed and not named:
            return
        with self._lock:
            self._drops += 1
            if catalogue_changed:
                self._items.clear()
                self._held_by.clear()
                return
            for listing in named:
                self._drop(listing)
                for pid in list(self._held_by.get(listing, ())):
                    self._drop(pid)

    def _drop(self, pid: int) -> None:
        kept = self._items.pop(pid, None)
        for listing in kept[0] if kept is not None else ():
            holders = self._held_by.get(listing)
            if holders is not None:
                holders.discard(pid)
                if not holders:
                    del self._held_by[listing]
