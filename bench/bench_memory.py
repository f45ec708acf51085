"""Resident memory of the similarity model a worker loads: the real catalogue and a synthetic 1M catalogue.

    .venv/bin/python bench/bench_memory.py [--n 1000000] [--real DATA_DIR]

Builds a similarity artefact for a synthetic catalogue of `--n` products with bench_similarity's generator
(Zipf ingredient frequencies, 15–40 ingredients, near duplicates), in the format `api/similarity/artefact.py`
writes (both metrics plus the label-order lists the dupe finder reads), then loads it with
`api.similarity.artefact.load_model` in a fresh process that has already imported the API, as a uvicorn
worker does, and reports the resident memory the load adds (RSS and PSS, after one similar and one dupes
query). `--real` does the same for an existing artefact (e.g. data/local/bench-postgresql). Per-worker
totals: the worker's RSS measured by bench_load under load, minus the real model, plus the synthetic one.
Results go to docs/benchmarks/load.md (§ Similarity model memory).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import machine_line, write_section  # noqa: E402

REPORT = ROOT / "docs" / "benchmarks" / "load.md"

PROBE = r"""
import gc, json, sys, time
from pathlib import Path
def mem():
    rss = pss = 0
    for line in Path("/proc/self/smaps_rollup").read_text().splitlines():
        if line.startswith("Rss:"): rss = int(line.split()[1]) / 1024
        if line.startswith("Pss:"): pss = int(line.split()[1]) / 1024
    return rss, pss
import api.app, api.similarity.artefact as art  # what a worker has imported before its first request
gc.collect(); before = mem(); t = time.perf_counter()
model = art.load_model(Path(sys.argv[1]))
load_s = time.perf_counter() - t
row_id = model.product_ids[len(model.product_ids) // 2]
model.neighbours("jaccard", row_id, (), 10); model.neighbours("weighted_jaccard", row_id, (), 10)
model.dupes(row_id, 10)
gc.collect(); after = mem()
print(json.dumps({"products": len(model), "before": before, "after": after, "load_s": load_s}))
"""


def probe(directory: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE, str(directory)], capture_output=True, text=True,
                         timeout=1800, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    if out.returncode:
        raise RuntimeError(out.stderr[-3000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def synthetic_artefact(n: int, directory: Path) -> float:
    """Write a similarity build of a synthetic catalogue of n products into `directory`; returns seconds."""
    from api.similarity.artefact import META_NAME, ORDER_NAME, POINTER_NAME
    from api.similarity.model import DEFAULT_PARAMS, DUPE_PARAMS
    from bench.bench_similarity import synthetic
    from ingredient_engine import artefact
    from ingredient_engine.similarity import SimilarityIndex
    from ingredient_engine.vectorize import IngredientVectorizer

    started = time.perf_counter()
    X, W, attrs = synthetic(n)
    names = [f"INGREDIENT {j:05d}" for j in range(X.shape[1])]
    df = np.diff(X.tocsc().indptr).astype(np.int64)
    ids = np.arange(1, n + 1)
    attributes = {"category": attrs["category"], "brand": attrs["brand"], "price": attrs["price"],
                  "price_per_unit": np.full(n, np.nan)}
    build_id = "synthetic"
    build = directory / build_id
    build.mkdir(parents=True, exist_ok=True)
    for metric, matrix in (("jaccard", X), ("weighted_jaccard", W)):
        vec = IngredientVectorizer(**DEFAULT_PARAMS[metric])
        vec.vocabulary_ = {name: j for j, name in enumerate(names)}
        vec.df_ = df
        vec.n_documents_ = n
        vec.idf_ = np.log((1.0 + n) / (1.0 + df)) + 1.0
        vec.unknown_idf_ = float(np.log(1.0 + n) + 1.0)
        index = SimilarityIndex(metric=metric).fit(matrix, ids=ids, attributes=attributes)
        artefact.save(build / f"{metric}.npz", vec, index, "synthetic")
    # label order: each row's columns by falling position weight (the generator's label order)
    indptr, indices, data = W.indptr, W.indices, W.data
    order = np.lexsort((-data, np.repeat(np.arange(n), np.diff(indptr))))
    with open(build / ORDER_NAME, "wb") as fh:
        np.savez(fh, indptr=indptr.astype(np.int64), indices=indices[order].astype(np.int32))
    meta = {"format": __import__("api.similarity.artefact", fromlist=["FORMAT_VERSION"]).FORMAT_VERSION,
            "build_id": build_id, "catalog_version": "synthetic", "built_at": "", "products": n,
            "params": DEFAULT_PARAMS, "dupe_params": {**DUPE_PARAMS, "weights": list(DUPE_PARAMS["weights"])},
            "versions": artefact.library_versions()}
    (build / META_NAME).write_text(json.dumps(meta))
    (directory / POINTER_NAME).write_text(build_id)
    return time.perf_counter() - started


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1_000_000)
    ap.add_argument("--real", type=Path, default=ROOT / "data" / "local" / "bench-postgresql")
    ap.add_argument("--worker-rss", type=float, default=None,
                    help="a worker's RSS (MB) on the real catalogue under load, from bench_load")
    args = ap.parse_args()
    lines = [machine_line(), "", f"Command: `.venv/bin/python bench/bench_memory.py --n {args.n}`", "",
             "| catalogue | products | process before load (RSS MB) | model adds RSS MB | model adds PSS MB | load s |",
             "|---|---|---|---|---|---|"]
    results = {}
    real_dir = args.real / "similarity"
    if (real_dir / "CURRENT").exists():
        r = probe(real_dir)
        results["real"] = r
        lines.append(f"| real ({args.real.name}) | {r['products']:,} | {r['before'][0]:.0f} | "
                     f"{r['after'][0] - r['before'][0]:.0f} | {r['after'][1] - r['before'][1]:.0f} | {r['load_s']:.1f} |")
    with tempfile.TemporaryDirectory(prefix="glowdex-mem-") as tmp:
        build_s = synthetic_artefact(args.n, Path(tmp))
        r = probe(Path(tmp))
        results["synthetic"] = r
        lines.append(f"| synthetic (bench_similarity generator) | {r['products']:,} | {r['before'][0]:.0f} | "
                     f"{r['after'][0] - r['before'][0]:.0f} | {r['after'][1] - r['before'][1]:.0f} | "
                     f"{r['load_s']:.1f} |")
    lines += ["", f"Synthetic artefact built in {build_s:.0f} s."]
    if args.worker_rss and "real" in results:
        real_model = results["real"]["after"][0] - results["real"]["before"][0]
        syn_model = results["synthetic"]["after"][0] - results["synthetic"]["before"][0]
        per_worker = args.worker_rss - real_model + syn_model
        lines.append(f"Per worker at {args.n:,} products: {args.worker_rss:.0f} MB measured on the real catalogue "
                     f"− {real_model:.0f} MB (its model) + {syn_model:.0f} MB (the {args.n:,}-product model) "
                     f"≈ **{per_worker:,.0f} MB**.")
    print("\n".join(lines))
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    if not REPORT.exists():
        REPORT.write_text("# HTTP load (issue 10)\n")
    write_section(REPORT, "Similarity model memory (bench_memory.py)", lines)


if __name__ == "__main__":
    main()
