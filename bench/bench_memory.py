"""Resident memory of the similarity model a worker loads: the real catalogue and a synthetic 1M catalogue.

    .venv/bin/python bench/bench_memory.py [--n 1000000] [--real DATA_DIR]

Builds a similarity artefact for a synthetic catalogue of `--n` products with bench_similarity's generator
(Zipf ingredient frequencies, 15–40 ingredients, near duplicates), in the format `api/similarity/artefact.py`
writes (both metrics plus the label-order lists the dupe finder reads), then loads it with
`api.similarity.artefact.load_model` in a fresh process that has already imported the API, as a uvicorn
worker does, and reports the resident memory the load adds (RSS and PSS, after one similar and one dupes
query). `--real` does the same for an existing artefact (e.g. data/local, or data/local/bench-postgresql after a
bench_load run). The artefact's arrays are mapped from its files: "private" is the anonymous memory the load
adds (the process's own), "mapped" the file pages it touched (shared by every worker mapping the same build, so
each worker's PSS counts 1/N of them; the whole build on disk bounds them). Per-worker totals: the worker's RSS
measured by bench_load under load, minus the real model, plus the synthetic one.
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
import gc, json, os, sys, time
from pathlib import Path
def mem():
    rss = pss = anon = 0
    for line in Path("/proc/self/smaps_rollup").read_text().splitlines():
        if line.startswith("Rss:"): rss = int(line.split()[1]) / 1024
        if line.startswith("Pss:"): pss = int(line.split()[1]) / 1024
        if line.startswith("Anonymous:"): anon = int(line.split()[1]) / 1024
    return rss, pss, anon, mapped()
def mapped():  # resident pages of the artefact's own files (mapped by load_model)
    total, inside = 0, False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        head = line.split()
        if head and "-" in head[0] and len(head) >= 5:
            inside = len(head) >= 6 and head[5].startswith(sys.argv[1])
        elif inside and line.startswith("Rss:"):
            total += int(head[1])
    return total / 1024
import api.app, api.similarity.artefact as art  # what a worker has imported before its first request
gc.collect(); before = mem(); t = time.perf_counter()
model = art.load_model(Path(sys.argv[1]))
load_s = time.perf_counter() - t
row_id = model.product_ids[len(model.product_ids) // 2]
model.neighbours("jaccard", row_id, (), 10); model.neighbours("weighted_jaccard", row_id, (), 10)
model.dupes(row_id, 10)
gc.collect()
sync, workers = Path(sys.argv[2]), int(sys.argv[3])  # N probes map the same build, as N workers do:
(sync / f"ready.{os.getpid()}").touch()            # measure once every one has loaded it and queried
while len(list(sync.glob("ready.*"))) < workers: time.sleep(0.05)
time.sleep(0.5); after = mem()
(sync / f"done.{os.getpid()}").touch()
while len(list(sync.glob("done.*"))) < workers: time.sleep(0.05)
print(json.dumps({"products": len(model), "before": before, "after": after, "load_s": load_s}))
"""


def probe(directory: Path, workers: int) -> dict:
    """Load the build in `workers` processes at once; the first one's figures, and the PSS of each."""
    with tempfile.TemporaryDirectory(prefix="glowdex-mem-sync-") as sync:
        procs = [subprocess.Popen([sys.executable, "-c", PROBE, str(directory.resolve()), sync, str(workers)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                                  env={**os.environ, "PYTHONPATH": str(ROOT)}) for _ in range(workers)]
        outs = [proc.communicate(timeout=1800) for proc in procs]
    for proc, (_, err) in zip(procs, outs, strict=True):
        if proc.returncode:
            raise RuntimeError(err[-3000:])
    results = [json.loads(out.strip().splitlines()[-1]) for out, _ in outs]
    first = results[0]
    first["pss_added"] = [r["after"][1] - r["before"][1] for r in results]
    return first


def row(label: str, r: dict, directory: Path) -> str:
    """One table row: what loading the build at `directory` added to a process (after one of each query)."""
    current = directory / (directory / "CURRENT").read_text().strip()
    disk = sum(p.stat().st_size for p in current.iterdir()) / 2**20
    added = [a - b for a, b in zip(r["after"], r["before"], strict=True)]
    return (f"| {label} | {r['products']:,} | {disk:.0f} | {r['before'][0]:.0f} | {added[0]:.0f} | {added[2]:.0f} | "
            f"{added[3]:.0f} | {' / '.join(f'{x:.0f}' for x in r['pss_added'])} | {r['load_s']:.1f} |")


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
    artefact.write_arrays(build / ORDER_NAME, {"indptr": indptr.astype(np.int64),
                                               "indices": indices[order].astype(np.int32)})
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
    ap.add_argument("--real", type=Path, default=ROOT / "data" / "local")
    ap.add_argument("--workers", type=int, default=2, help="processes that map the build at the same time")
    ap.add_argument("--worker-rss", type=float, default=None,
                    help="a worker's RSS (MB) on the real catalogue under load, from bench_load")
    args = ap.parse_args()
    command = " ".join(["--n", str(args.n), "--workers", str(args.workers)]
                       + (["--worker-rss", f"{args.worker_rss:g}"] if args.worker_rss else []))
    lines = [machine_line(), "", f"Command: `.venv/bin/python bench/bench_memory.py {command}`", "",
             "| catalogue | products | build on disk MB | process before load (RSS MB) | model adds RSS MB | "
             f"of which private MB | of which the build's mapped pages (shared) MB | "
             f"model adds PSS MB per process ({args.workers} processes mapping it) | load s |",
             "|---|---|---|---|---|---|---|---|---|"]
    results = {}
    real_dir = args.real / "similarity"
    if (real_dir / "CURRENT").exists():
        r = probe(real_dir, args.workers)
        results["real"] = r
        lines.append(row(f"real ({args.real.name})", r, real_dir))
    with tempfile.TemporaryDirectory(prefix="glowdex-mem-") as tmp:
        build_s = synthetic_artefact(args.n, Path(tmp))
        r = probe(Path(tmp), args.workers)
        results["synthetic"] = r
        lines.append(row("synthetic (bench_similarity generator)", r, Path(tmp)))
    lines += ["", f"Synthetic artefact built in {build_s:.0f} s."]
    if args.worker_rss and "real" in results:
        real_model = results["real"]["after"][0] - results["real"]["before"][0]
        syn_model = results["synthetic"]["after"][0] - results["synthetic"]["before"][0]
        syn_private = results["synthetic"]["after"][2] - results["synthetic"]["before"][2]
        per_worker = args.worker_rss - real_model + syn_model
        lines.append(f"Per worker at {args.n:,} products: {args.worker_rss:.0f} MB measured on the real catalogue "
                     f"− {real_model:.0f} MB (its model) + {syn_model:.0f} MB (the {args.n:,}-product model) "
                     f"≈ **{per_worker:,.0f} MB RSS**, of which {syn_private:.0f} MB of the model is the worker's own "
                     f"and the rest mapped pages shared with the other workers.")
    print("\n".join(lines))
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    if not REPORT.exists():
        REPORT.write_text("# HTTP load (issue 10)\n")
    write_section(REPORT, "Similarity model memory (bench_memory.py)", lines)


if __name__ == "__main__":
    main()
