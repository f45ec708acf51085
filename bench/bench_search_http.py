"""Search through HTTP on the embedded profile (issue "Search-first browsing" targets).

    .venv/bin/python bench/bench_search_http.py [--products 100000] [--real DATA_DIR] [--queries 300]

Builds a synthetic catalog (Zipf ingredient frequencies, 25k-name vocabulary, 15–40 ingredients per
product) in a fresh SQLite database, times the full rebuild (database read included), serves it with
`glowdex serve` on a free loopback port and measures product search, autocomplete and a faceted
Search UI query through HTTP; then measures how long an edit takes to become searchable through the
outbox → in-process broker → worker pipeline. `--real DATA_DIR` measures an already-imported
catalog instead (e.g. the `data/local` of `make run`). Results go to docs/benchmarks/search_http.md.
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import machine_line, write_section  # noqa: E402


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def synthesize(data_dir: Path, n_products: int, seed: int = 7) -> None:
    """Bulk-insert a synthetic catalog with Core inserts (change capture off: the rebuild indexes it)."""
    from sqlalchemy import insert

    from api.db.engine import make_engine
    from api.db.migrate import upgrade
    from api.models import Brand, Category, Inci, Product, ProductIngredient

    url = f"sqlite:///{data_dir / 'glowdex.sqlite3'}"
    upgrade(url)
    engine = make_engine(url)
    rng = np.random.default_rng(seed)
    vocab = 25_000
    words = ["AQUA", "GLYCERIN", "NIACINAMIDE", "DIMETHICONE", "TOCOPHEROL", "PHENOXYETHANOL", "PARFUM",
             "SQUALANE", "PANTHENOL", "ALLANTOIN", "CERAMIDE NP", "SODIUM HYALURONATE", "RETINOL", "ZINC PCA"]
    syll = ["ca", "pro", "lyl", "ami", "des", "eth", "yl", "ol", "ate", "ine", "gly", "cer", "hex", "sil"]
    names = list(words)
    while len(names) < vocab:
        names.append(" ".join("".join(rng.choice(syll, size=rng.integers(2, 5))).upper()
                              for _ in range(rng.integers(1, 4))) + f" {len(names)}")
    cats = ["Cleanser", "Toner", "Serum", "Moisturizer", "Mask", "Sunscreen", "Eye Cream", "Oil", "Mist", "Balm"]
    adjectives = ["Hydrating", "Brightening", "Calming", "Renewing", "Gentle", "Daily", "Intense", "Barrier",
                  "Clarifying", "Glow", "Repair", "Soothing", "Firming", "Radiance", "Pure"]
    with engine.begin() as conn:
        conn.execute(insert(Inci), [{"id": i + 1, "uuid": f"00000000-0000-0000-0000-{i:012d}", "name": n,
                                     "functions": [], "first_letter": n[0]} for i, n in enumerate(names)])
        conn.execute(insert(Brand), [{"id": b + 1, "name": f"Brand {b} Labs", "key": f"brand {b} labs"}
                                     for b in range(2000)])
        conn.execute(insert(Category), [{"id": c + 1, "name": name, "path": f"Skincare > {name}", "depth": 1}
                                        for c, name in enumerate(cats)])
        zipf = 1.0 / np.arange(1, vocab + 1) ** 1.05
        zipf /= zipf.sum()
        batch_p, batch_i = [], []
        for pid in range(1, n_products + 1):
            k = int(rng.integers(15, 41))
            ing = np.unique(rng.choice(vocab, size=k, p=zipf))
            batch_p.append({"id": pid, "name": f"{rng.choice(adjectives)} {rng.choice(adjectives)} {rng.choice(cats)} {pid}",
                            "brand_id": int(rng.integers(1, 2001)), "category_id": int(rng.integers(1, len(cats) + 1)),
                            "price_usd": float(np.round(rng.lognormal(3, 0.6), 2)), "source": "synthetic",
                            "source_id": str(pid), "tags": list(rng.choice(["fragrance-free", "silicone-free",
                                                                            "oil-free", "paraben-free"], size=2,
                                                                           replace=False)),
                            "skin_types": [str(rng.choice(["dry", "oily", "normal", "combination", "sensitive"]))]})
            batch_i.extend({"product_id": pid, "seq": s + 1, "position": s + 1, "inci_id": int(i) + 1,
                            "raw_name": names[int(i)], "confidence": 1.0} for s, i in enumerate(ing))
            if len(batch_p) == 5000:
                conn.execute(insert(Product), batch_p)
                conn.execute(insert(ProductIngredient), batch_i)
                batch_p, batch_i = [], []
        if batch_p:
            conn.execute(insert(Product), batch_p)
            conn.execute(insert(ProductIngredient), batch_i)
    engine.dispose()


def rebuild_seconds(env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run([str(Path(sys.executable).with_name("glowdex")), "search", "reindex", "--all"], env=env,
                   check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def percentiles(samples: list[float]) -> tuple[float, float, float]:
    q = statistics.quantiles(samples, n=100)
    return statistics.median(samples), q[94], q[98]


def measure(url: str, n: int, rng: random.Random, product_names: list[str]) -> dict[str, tuple[float, float, float]]:
    out: dict[str, tuple[float, float, float]] = {}
    with httpx.Client(base_url=url, timeout=10) as c:
        def typo(word: str) -> str:
            i = rng.randrange(1, len(word) - 1) if len(word) > 3 else 0
            return word[:i] + word[i + 1:]

        def timed(fn) -> list[float]:  # type: ignore[no-untyped-def]
            for _ in range(20):
                fn()  # warm-up
            samples = []
            for _ in range(n):
                t = time.perf_counter()
                r = fn()
                samples.append((time.perf_counter() - t) * 1000)
                assert r.status_code == 200, r.text[:300]
            return samples

        out["product search (typo, 10 hits)"] = percentiles(timed(lambda: c.post(
            "/api/product/search", json={"keyword": " ".join(typo(w) for w in rng.choice(product_names).split()[:2]),
                                         "page_no": 1, "page_num": 10})))
        # What the search screen opens with: best matches, products, then every other kind with its total.
        out["mixed search (GET /search, 2 words, 10 results)"] = percentiles(timed(lambda: c.get(
            "/api/search", params={"keyword": " ".join(rng.choice(product_names).split()[:2]), "page_num": 10})))
        out["autocomplete (3-6 letters)"] = percentiles(timed(lambda: c.get(
            "/api/search/autocomplete", params={"q": rng.choice(product_names)[: rng.randint(3, 6)]})))
        out["Search UI: text + 2 filters + 6 facets"] = percentiles(timed(lambda: c.post("/api/search/ui", json={
            "searchTerm": rng.choice(product_names).split()[0],
            "filters": [{"field": "price", "values": [{"from": 10, "to": 50}], "type": "any"},
                        {"field": "ingredients_exclude", "values": ["parfum"], "type": "none"}],
            "sortList": [{"field": "price", "direction": "asc"}], "current": 1, "resultsPerPage": 20})))
    return out


def incremental_seconds(data_dir: Path, samples: int = 10) -> list[float]:
    """Commit an edit and wait until search sees it, through outbox → broker → worker threads."""
    from sqlalchemy import select

    from api.db.engine import Database
    from api.models import Product
    from api.search.query import SearchQuery
    from api.settings import Settings
    from indexer.broker import setup_broker, start_worker
    from indexer.runtime import configure_runtime

    settings = Settings(data_dir=data_dir)
    broker = setup_broker(settings)
    runtime = configure_runtime(settings)
    worker = start_worker(broker, 2)
    backend = runtime.search_backend
    factory = Database(settings).makers.write
    out = []
    try:
        for i in range(samples):
            marker = f"Zebrafresh{i}x"
            with factory() as s:
                product = s.scalar(select(Product).order_by(Product.id).offset(i * 97).limit(1))
                product.name = f"{marker} {product.name}"
                s.commit()
            started = time.perf_counter()
            while backend.search(SearchQuery(kind="product", text=marker, fuzzy=False)).total == 0:
                if time.perf_counter() - started > 30:
                    raise RuntimeError("edit not searchable after 30 s")
                time.sleep(0.01)
            out.append(time.perf_counter() - started)
    finally:
        worker.stop()
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--products", type=int, default=100_000)
    ap.add_argument("--real", type=Path, help="an already-imported data dir to measure instead")
    ap.add_argument("--queries", type=int, default=300)
    args = ap.parse_args()

    data_dir = args.real or Path(tempfile.mkdtemp(prefix="glowdex-bench-"))
    env = {**os.environ, "GLOWDEX_DATA_DIR": str(data_dir)}
    for var in ("DATABASE_URL", "BROKER_URL", "SEARCH_URL"):
        env.pop(var, None)
    os.environ.update({"GLOWDEX_DATA_DIR": str(data_dir)})
    label = "real catalog" if args.real else f"synthetic {args.products:,} products"
    if not args.real:
        t = time.perf_counter()
        synthesize(data_dir, args.products)
        print(f"synthesised {args.products:,} products in {time.perf_counter() - t:.1f} s")
    rebuild = rebuild_seconds(env)
    print(f"full rebuild of every kind: {rebuild:.1f} s")

    from sqlalchemy import create_engine, text

    engine = create_engine(f"sqlite:///{data_dir / 'glowdex.sqlite3'}")
    with engine.connect() as conn:
        n_products = conn.execute(text("SELECT count(*) FROM products WHERE status='active'")).scalar_one()
        names = [r[0] for r in conn.execute(text("SELECT name FROM products ORDER BY random() LIMIT 2000"))]
    engine.dispose()

    port = _free_port()
    server = subprocess.Popen([str(Path(sys.executable).with_name("glowdex")), "serve", "--port", str(port),
                               "--no-worker"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                if httpx.get(f"{url}/api/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        results = measure(url, args.queries, random.Random(11), names)
    finally:
        server.terminate()
        server.wait(timeout=20)
    inc = incremental_seconds(data_dir)

    targets = {"product search (typo, 10 hits)": 30, "mixed search (GET /search, 2 words, 10 results)": 60,
               "autocomplete (3-6 letters)": 15,
               "Search UI: text + 2 filters + 6 facets": 40}
    lines = [f"Catalog: {label}, {n_products:,} active products. {args.queries} queries each, one client, "
             "keep-alive, through HTTP to `glowdex serve` (embedded profile).", "",
             "| measure | p50 ms | p95 ms | p99 ms | target p95 |", "|---|---|---|---|---|"]
    for name, (p50, p95, p99) in results.items():
        lines.append(f"| {name} | {p50:.1f} | {p95:.1f} | {p99:.1f} | ≤ {targets[name]} ms |")
    lines += ["", f"Full rebuild of every kind (database read, documents, bulk load, alias swap): **{rebuild:.1f} s** "
              "(target for 100k products ≤ 60 s).",
              f"Incremental: edit committed → searchable, {len(inc)} edits: median {statistics.median(inc):.2f} s, "
              f"max {max(inc):.2f} s (target ≤ 2 s)."]
    for line in lines:
        print(line)
    write_section(ROOT / "docs" / "benchmarks" / "search_http.md", f"Search through HTTP — {label}",
                  [machine_line(), "", *lines])


if __name__ == "__main__":
    main()
