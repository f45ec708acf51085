"""Benchmark the embedded search backend on 100k synthetic products (backend level, not HTTP).

    .venv/bin/python bench/bench_search_backend.py [--docs 100000] [--queries 300]

Vocabularies are Zipf-distributed like real catalogues (a few huge brands and ubiquitous
ingredients such as AQUA/GLYCERIN, a long tail of rare ones). Writes
docs/benchmarks/search_backend.md.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from api.search.backends.embedded import EmbeddedSearchBackend  # noqa: E402
from api.search.query import ExcludeAnyFilter, RangeFilter, SearchQuery, TermFilter  # noqa: E402
from api.search_kinds.registry import SCHEMAS  # noqa: E402

SYLLABLES = ["ce", "ra", "ve", "or", "di", "na", "ry", "la", "ro", "che", "po", "sa", "kie", "hl", "neu", "tro",
             "ge", "cos", "rx", "glo", "re", "ci", "pe", "bio", "der", "ma", "vi", "chy", "au", "gus", "ti", "nus"]
PRODUCT_NOUNS = ["Cream", "Serum", "Cleanser", "Toner", "Moisturizer", "Essence", "Lotion", "Gel", "Mask",
                 "Sunscreen", "Balm", "Oil", "Exfoliant", "Eye Cream", "Mist", "Ampoule", "Peel", "Foam"]
ADJECTIVES = ["Hydrating", "Gentle", "Daily", "Intense", "Barrier", "Repair", "Brightening", "Soothing", "Clarifying",
              "Renewing", "Calming", "Nourishing", "Firming", "Oil-Free", "Ultra", "Advanced", "Pure", "Deep"]
ACTIVES = ["Niacinamide", "Retinol", "Vitamin C", "Hyaluronic Acid", "Ceramide", "Peptide", "Salicylic Acid",
           "Glycolic Acid", "Squalane", "Centella", "Zinc", "Azelaic Acid", "Bakuchiol", "Snail Mucin"]
INCI_PARTS = ["SODIUM", "GLYCERYL", "CETEARYL", "PEG-100", "CAPRYLIC", "HYDROXY", "METHYL", "ETHYL", "BUTYLENE",
              "PROPANEDIOL", "STEARATE", "ALCOHOL", "EXTRACT", "OIL", "ACID", "GLUCOSIDE", "BENZOATE", "CITRATE"]
COMMON_INCI = ["AQUA", "GLYCERIN", "BUTYLENE GLYCOL", "NIACINAMIDE", "DIMETHICONE", "PHENOXYETHANOL", "PARFUM",
               "CETEARYL ALCOHOL", "SQUALANE", "SODIUM HYALURONATE", "TOCOPHEROL", "XANTHAN GUM", "CARBOMER"]
CATEGORIES = [["Skincare", "Moisturizers", leaf] for leaf in ("Face Creams", "Gel Moisturizers", "Night Creams")] + [
    ["Skincare", "Serums", leaf] for leaf in ("Vitamin C Serums", "Retinoid Serums", "Hydrating Serums")] + [
    ["Skincare", "Cleansers", leaf] for leaf in ("Foam Cleansers", "Oil Cleansers", "Micellar Water")] + [
    ["Skincare", "Sun Care", "Sunscreens"], ["Skincare", "Masks", "Sheet Masks"], ["Body", "Lotions", "Body Lotions"]]
TAGS = ["fragrance-free", "alcohol-free", "silicone-free", "sulfate-free", "paraben-free", "vegan", "cruelty-free",
        "oil-free", "fungal-acne-safe", "reef-safe"]
SKIN_TYPES = ["dry", "oily", "combination", "normal", "sensitive"]


class Zipf:
    """Draw items with probability ~ 1/rank^s."""

    def __init__(self, items: list, s: float, rng: np.random.Generator):
        weights = 1.0 / np.arange(1, len(items) + 1) ** s
        self.items, self.p, self.rng = items, weights / weights.sum(), rng

    def draw(self, k: int = 1) -> list:
        return [self.items[i] for i in self.rng.choice(len(self.items), size=k, replace=False, p=self.p)]


def vocabularies(rng: random.Random) -> tuple[list[str], list[str]]:
    brands = sorted({"".join(rng.choices(SYLLABLES, k=rng.randint(2, 4))).capitalize() for _ in range(1500)})[:1000]
    rng.shuffle(brands)
    tail = {f"{rng.choice(INCI_PARTS)} {rng.choice(INCI_PARTS)}" for _ in range(6000)}
    tail |= {f"{w.upper()} EXTRACT" for w in ("".join(rng.choices(SYLLABLES, k=3)) for _ in range(2000))}
    ingredients = COMMON_INCI + sorted(tail - set(COMMON_INCI))
    return brands, ingredients


def products(n: int, seed: int = 7) -> Iterator[dict]:
    rng = random.Random(seed)
    nprng = np.random.default_rng(seed)
    brands, ingredients = vocabularies(rng)
    brand_z, inci_z = Zipf(brands, 1.1, nprng), Zipf(ingredients, 1.05, nprng)
    start = datetime(2020, 1, 1, tzinfo=UTC)
    for i in range(n):
        name = f"{rng.choice(ADJECTIVES)} {rng.choice(ACTIVES)} {rng.choice(PRODUCT_NOUNS)}"
        yield {
            "id": f"p{i}", "name": name, "brand": brand_z.draw()[0], "category_path": rng.choice(CATEGORIES),
            "ingredients": inci_z.draw(rng.randint(8, 35)), "tags": rng.sample(TAGS, rng.randint(0, 4)),
            "skin_types": rng.sample(SKIN_TYPES, rng.randint(1, 3)), "price": round(rng.lognormvariate(3, 0.8), 2),
            "rating": round(rng.uniform(1, 5), 1), "review_count": int(nprng.zipf(1.8)),
            "like_count": int(nprng.zipf(1.6)), "created_at": (start + timedelta(minutes=7 * i)).isoformat(),
        }


def one_typo(word: str, rng: random.Random) -> str:
    if len(word) < 5:
        return word
    i = rng.randrange(1, len(word) - 1)
    op = rng.choice(["drop", "swap", "sub"])
    if op == "drop":
        return word[:i] + word[i + 1:]
    if op == "swap":
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return word[:i] + rng.choice("aeiou") + word[i + 1:]


def timed(fn: Callable[[], object], repeat: list) -> list[float]:
    out = []
    for args in repeat:
        t = time.perf_counter()
        fn(*args)  # type: ignore[call-arg]
        out.append((time.perf_counter() - t) * 1000)
    return out


def pct(values: list[float], q: float) -> float:
    return float(np.percentile(values, q))


def machine() -> dict[str, str]:
    cpu = "unknown"
    with contextlib.suppress(OSError, StopIteration):
        cpu = next(line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                   if line.startswith("model name"))
    return {"uname": subprocess.run(["uname", "-a"], capture_output=True, text=True).stdout.strip(),
            "cpu": f"{cpu} ({os.cpu_count()} logical CPUs)",
            "python": platform.python_version(),
            "load": " ".join(f"{x:.2f}" for x in os.getloadavg()), "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=300)
    ap.add_argument("--out", type=Path, default=REPO / "docs" / "benchmarks" / "search_backend.md")
    args = ap.parse_args()
    rng = random.Random(11)

    with tempfile.TemporaryDirectory() as root:
        backend = EmbeddedSearchBackend(root, synonyms={"water": ["aqua"], "fragrance": ["parfum"]}, schemas=SCHEMAS)
        t0 = time.perf_counter()
        docs = list(products(args.docs))
        gen_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        name = backend.create_index("product")
        report = backend.bulk_index(name, docs)
        backend.swap_alias("product", name)
        build_s = time.perf_counter() - t0
        del docs  # 100k live dicts would make every GC pass of the query loop slow
        gc.collect()
        segments = backend._handle(name).index.searcher().num_segments
        assert report.indexed == args.docs and not report.failed

        sample = list(products(2000, seed=7))
        fuzzy_q = []
        for p in rng.sample(sample, args.queries):
            words = rng.choice([p["name"], p["brand"], f'{p["brand"]} {p["name"].split()[-1]}']).split()
            fuzzy_q.append((" ".join(one_typo(w, rng) for w in words),))
        prefixes = [(p["name"][: rng.randint(2, 8)],) for p in rng.sample(sample, args.queries)]
        facet_q = [(rng.choice(ACTIVES + PRODUCT_NOUNS).lower(), rng.choice(SKIN_TYPES)) for _ in range(args.queries)]

        def search(text: str) -> None:
            backend.search(SearchQuery(kind="product", text=text, size=20, highlight=True))

        def autocomplete(prefix: str) -> None:
            backend.autocomplete("product", prefix, size=8)

        def faceted(text: str, skin: str) -> None:
            backend.search(SearchQuery(
                kind="product", text=text, size=20,
                filters=(TermFilter("skin_types", skin), RangeFilter("price", lte=60.0),
                         ExcludeAnyFilter("ingredients", ("PARFUM", "PHENOXYETHANOL"))),
                facets=("brand", "category_path", "tags", "skin_types", "price", "rating")))

        def browse_all_facets() -> None:
            backend.search(SearchQuery(kind="product", size=20, facets=("brand", "category_path", "tags",
                                                                         "skin_types", "price", "rating")))

        for fn, qs in ((search, fuzzy_q), (autocomplete, prefixes), (faceted, facet_q)):  # warm caches
            timed(fn, qs[:30])
        results = {
            "fuzzy search (text with 1 typo per word, highlight, 20 hits)": timed(search, fuzzy_q),
            "autocomplete (2-8 char prefix, 8 suggestions)": timed(autocomplete, prefixes),
            "faceted query (text + 3 filters + 6 facets)": timed(faceted, facet_q),
            "browse all 100k with 6 facets (worst case)": timed(browse_all_facets, [()] * 50),
        }
        total_hits = backend.search(SearchQuery(kind="product", text=fuzzy_q[0][0])).total

    info = machine()
    lines = [
        "# Search backend benchmark (embedded tantivy)",
        "",
        f"Generated by `bench/bench_search_backend.py` on {info['date']}. Backend level (no HTTP), one thread.",
        "",
        f"- Machine: `{info['uname']}`",
        f"- CPU: {info['cpu']}; Python {info['python']}; load average after the run: {info['load']} "
        "(the machine is shared, so tails include other processes' work)",
        f"- Corpus: {args.docs:,} synthetic products, Zipf brands (1000) and ingredients (~8k, 8-35 per product)",
        "",
        "| measure | value |",
        "|---|---|",
        f"| generate {args.docs:,} synthetic documents (Python, not part of a rebuild) | {gen_s:.1f} s |",
        f"| index build ({args.docs:,} docs: create + bulk_index + commit + merge + swap) | {build_s:.1f} s "
        f"({segments} segments) |",
    ]
    for label, values in results.items():
        lines.append(f"| {label} p50 / p95 / max | {pct(values, 50):.2f} / {pct(values, 95):.2f} / "
                     f"{max(values):.2f} ms (n={len(values)}) |")
    lines += ["", f"Example: `{fuzzy_q[0][0]}` -> {total_hits} matches. "
              f"Targets through HTTP: search p95 <= 30 ms, autocomplete <= 15 ms, faceted <= 40 ms, rebuild <= 60 s.",
              ""]
    args.out.write_text("\n".join(lines))
    print("\n".join(lines))
    print(f"mean fuzzy {statistics.mean(results[next(iter(results))]):.2f} ms")


if __name__ == "__main__":
    main()
