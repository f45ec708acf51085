"""The answer store's byte count covers what its answers really hold (issue 25: memory per worker with the cache at its
bound): measured with tracemalloc, every allocation the kept answers and their indexes make."""

from __future__ import annotations

import os
import sys
import time
import tracemalloc

import pytest

from api.http_cache.store import AnswerStore, Entry

ANSWERS = 3000


# A product page names its product; a list page 10-20 products, each named by other pages too or by none.
@pytest.mark.parametrize(("tags", "products"), [(1, 0), (20, 0), (20, 500)])
def test_a_full_store_holds_no_more_than_it_counts(tags: int, products: int) -> None:
    bodies = [os.urandom(800) for _ in range(ANSWERS)]
    store = AnswerStore(1 << 40)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for i, body in enumerate(bodies):
            key = ("GET", "/api/similarity/jcd", (("product_id", str(10_000 + i)),), b"", "catalogue-0123456789", "b1")
            others = [(i * tags + t) % products if products else i * tags + t for t in range(tags - 1)]
            named = frozenset({("product", 10_000 + i)} | {("product", 50_000 + o) for o in others})
            store.put(key, Entry(body, f'"{i:024x}"', named, frozenset(), time.monotonic() + 60))
        held = tracemalloc.get_traced_memory()[0] - before + sum(map(sys.getsizeof, bodies))  # made before
    finally:
        tracemalloc.stop()
    assert len(store) == ANSWERS
    assert store.bytes >= held, f"counts {store.bytes / ANSWERS:.0f} bytes an answer, holds {held / ANSWERS:.0f}"
    assert store.bytes <= 1.25 * held  # and does not waste the bound either


def test_the_count_returns_to_zero_when_answers_leave() -> None:
    store = AnswerStore(200_000)
    for i in range(500):  # more than the bound: the oldest leave
        store.put(("GET", "/p", (("id", str(i)),)), Entry(b"x" * 300, '"e"', frozenset({("product", i)}),
                                                          frozenset({"inci"}), time.monotonic() + 60))
        assert store.bytes <= store.max_bytes
    store.drop([("product", 499)])
    store.drop([("inci", 0)])
    assert len(store) == 0 and store.bytes == 0
