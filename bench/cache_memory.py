"""What a worker's caches cost in resident memory at their bound (issue 25: worker RSS 420-448 MB after load, idle
~303 MB, target <= 400 MB): the answer store (api/http_cache/store.py, HTTP_CACHE_BYTES) and the public cards
(api/catalog/public_cards.py) filled and churned the way a worker fills them, in one process, without a server.

    .venv/bin/python bench/cache_memory.py [--answer-mb 40] [--cards 8000] [--threads 16] [--rounds 3] [--trim]
    MALLOC_ARENA_MAX=2 .venv/bin/python bench/cache_memory.py ...

As in a worker, each answer is built in one of `--threads` request threads (its JSON bytes, the transient garbage
of a request) and gzipped and kept on the calling thread; each card (`queries._facts`: the snapshots and the
pydantic card) is made in a request thread and kept. `--rounds` passes put `--rounds` times the bound through the
store (evictions: the steady state of a long-running worker). Prints the process's RSS and anonymous memory
(/proc/self/smaps_rollup) after each stage, what tracemalloc sees the stores hold, and the glibc arenas in use.
Memory figures do not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import gzip
import hashlib
import json
import random
import sys
import time
import tracemalloc
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from api.catalog.facts import BrandFacts, CategoryFacts, ProductFacts  # noqa: E402
from api.catalog.public_cards import PublicCards  # noqa: E402
from api.catalog.queries import _facts  # noqa: E402
from api.http_cache.store import AnswerStore, Entry  # noqa: E402

WORDS = ["niacinamide", "glycerin", "aqua", "serum", "cream", "toner", "retinol", "hyaluronate", "butylene", "glycol", "phenoxyethanol", "dimethicone", "tocopherol", "squalane", "ceramide", "panthenol", "allantoin", "centella", "madecassoside"]


def rss() -> tuple[float, float]:
    """(Rss, Anonymous) in MB."""
    found = {}
    for line in Path("/proc/self/smaps_rollup").read_text().splitlines():
        parts = line.split()
        if parts and parts[0] in ("Rss:", "Anonymous:"):
            found[parts[0]] = int(parts[1]) / 1024
    return found["Rss:"], found["Anonymous:"]


def arenas() -> int:
    """glibc arenas (malloc_info's <heap> elements)."""
    libc = ctypes.CDLL(None)
    libc.open_memstream.restype = ctypes.c_void_p
    buf, size = ctypes.c_char_p(), ctypes.c_size_t()
    stream = libc.open_memstream(ctypes.byref(buf), ctypes.byref(size))
    libc.malloc_info(0, ctypes.c_void_p(stream))
    libc.fclose(ctypes.c_void_p(stream))
    return ctypes.string_at(buf, size.value).count(b"<heap ")


def answer_json(rng: random.Random, n: int) -> bytes:
    """A public answer as the app sends it: ~6-30 KB of JSON naming 10-20 products."""
    products = [{"product_id": rng.randrange(1, 40_000), "name": " ".join(rng.choices(WORDS, k=5)),
                 "brand_id": rng.randrange(1, 3000), "brand_name": rng.choice(WORDS).title(),
                 "image_url": f"https://img.example/{rng.randrange(10**9)}.jpg", "price": rng.random() * 80,
                 "ingredients": [rng.choice(WORDS).upper() for _ in range(rng.randrange(10, 60))]}
                for _ in range(rng.randrange(10, 21))]
    return json.dumps({"status": True, "data": {"n": n, "items": products}}, separators=(",", ":")).encode()


def card_row(rng: random.Random, pid: int) -> tuple:
    """A row of `queries._cards_statement` as the database returns it."""
    product = (pid, " ".join(rng.choices(WORDS, k=6)).title(), rng.randrange(1, 3000), rng.randrange(1, 200),
               f"https://img.example/{rng.randrange(10**9)}.jpg", "30 ml", 30.0, "ml", 24.5, "USD", 24.5, 0.82,
               4.2, rng.randrange(0, 500), rng.randrange(0, 90), "active", "sephora", None, 4.4, 812, None, 0,
               rng.randrange(1, 30_000))
    brand = (product[2], rng.choice(WORDS).title(), "active", None)
    category = (product[3], "Serums", "Skincare > Serums", 1)
    return (*product, *brand, *category)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--answer-mb", type=float, default=40.0)
    parser.add_argument("--cards-mb", type=float, default=10.0)
    parser.add_argument("--cards", type=int, default=8000, help="cards put per round")
    parser.add_argument("--threads", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--trim", action="store_true", help="malloc_trim(0) after each round (and report it)")
    parser.add_argument("--tracemalloc", action="store_true", help="what the stores hold as Python sees it (slow)")
    args = parser.parse_args()
    assert ProductFacts and BrandFacts and CategoryFacts  # the shapes `_facts` makes
    libc = ctypes.CDLL(None)
    pool = ThreadPoolExecutor(args.threads)
    # Every thread serves once before anything is measured (a worker's threads are up before its caches fill).
    list(pool.map(lambda _: answer_json(random.Random(0), 0), range(args.threads * 4)))
    gc.collect()
    base = rss()
    print(f"threads {args.threads}: start RSS {base[0]:.1f} MB (anon {base[1]:.1f}), glibc arenas {arenas()}")
    if args.tracemalloc:
        tracemalloc.start()
    store = AnswerStore(int(args.answer_mb * 1024 * 1024))
    cards = PublicCards(fresh=lambda: True, max_bytes=int(args.cards_mb * 1024 * 1024))
    n = 0
    started = time.monotonic()
    for round_ in range(1, args.rounds + 1):
        filled = 0
        while filled < store.max_bytes:
            batch = list(range(n, n + args.threads * 8))
            n += len(batch)
            for i, body in zip(batch, pool.map(lambda i: answer_json(random.Random(i), i), batch), strict=True):
                entry = Entry(body=gzip.compress(body, compresslevel=1, mtime=0),
                              etag=f'"{hashlib.blake2b(body, digest_size=12).hexdigest()}"',
                              tags=frozenset(("product", (i * 7 + k) % 40_000) for k in range(15)),
                              kinds=frozenset(), expires=time.monotonic() + 60)
                store.put(("GET", "/api/product/detail", (("product_id", str(i)),), b"", "cat", ""), entry)
                filled += entry.size  # a bound's worth of answers put each round
        pids = range((round_ - 1) * args.cards, round_ * args.cards)
        for chunk in [list(pids[k:k + 10]) for k in range(0, len(pids), 10)]:
            pool.submit(lambda c: cards.put([_facts(card_row(random.Random(p), p)) for p in c], cards.stamp()),
                        chunk).result()
        gc.collect()
        now = rss()
        line = (f"round {round_}: answers {len(store)} ({store.bytes / 2**20:.1f} MB counted), cards {len(cards)}: "
                f"RSS {now[0]:.1f} MB (+{now[0] - base[0]:.1f}), anon +{now[1] - base[1]:.1f}")
        if args.tracemalloc:
            line += f", Python-traced {tracemalloc.get_traced_memory()[0] / 2**20:.1f} MB"
        if args.trim:
            libc.malloc_trim(0)
            trimmed = rss()
            line += f"; after malloc_trim RSS {trimmed[0]:.1f} (+{trimmed[0] - base[0]:.1f})"
        print(line, flush=True)
    print(f"glibc arenas {arenas()}, {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
