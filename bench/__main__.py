"""`python -m bench` (or `make bench`): every benchmark, then docs/benchmarks.md assembled from their reports.

Each benchmark writes its own report under docs/benchmarks/ (machine, load and date included);
this runner runs them in turn and joins the reports into docs/benchmarks.md. `--quick` uses smaller
sizes for a smoke run; `--only NAME …` runs a subset; `--assemble` only re-joins existing reports.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REPORTS = ROOT / "docs" / "benchmarks"

# name → (script, full-size arguments, quick arguments, report file)
BENCHES: dict[str, tuple[str, list[str], list[str], str]] = {
    "parse": ("bench_parse_accuracy.py", [], [], "engine_parse.md"),
    "recognition": ("bench_recognition.py", [], [], "engine_parse.md"),
    "similarity": ("bench_similarity.py", ["--sizes", "100000", "1000000", "--real"], ["--sizes", "20000"],
                   "similarity.md"),
    "search-backend": ("bench_search_backend.py", [], ["--docs", "10000", "--queries", "100"], "search_backend.md"),
    "search-relevance": ("bench_search_relevance.py", ["--label", "Latest `make bench`"],
                         ["--label", "Latest `make bench`"], "search_relevance.md"),
    "search-http": ("bench_search_http.py", [], ["--products", "10000", "--queries", "100"], "search_http.md"),
    "analyze-http": ("bench_analyze_http.py", [], ["--requests", "200"], "analyze.md"),
    "load": ("bench_load.py", [], ["--quick"], "load.md"),
    "memory": ("bench_memory.py", ["--n", "1000000"], ["--n", "100000"], "load.md"),
    "listing-pairs": ("bench_listing_pairs.py", [], [], "listing_pairs.md"),
    "dupes-latency": ("bench_dupes_latency.py", [], ["--products", "50"], "dupes_latency.md"),
    "dupe-claims": ("bench_dupe_claims.py", [], [], "dupe_claims.md"),
    "uploads": ("bench_uploads.py", [], ["--uploads", "4"], "uploads.md"),
    "labels": ("bench_labels.py", [], ["--limit", "24", "--latency", "5", "--http", "5"], "labels.md"),
}
ORDER = ["parse", "recognition", "similarity", "search-backend", "search-relevance", "search-http", "analyze-http", "load",
         "memory", "listing-pairs", "dupes-latency", "dupe-claims", "uploads", "labels"]


def assemble() -> Path:
    parts = []
    for name in dict.fromkeys(BENCHES[n][3] for n in ORDER):
        path = REPORTS / name
        if path.exists():
            # Each report becomes a section: its "# Title" a "##", its sections "###".
            text = re.sub(r"^(#{1,5}) ", r"#\1 ", path.read_text().strip(), flags=re.M)
            parts.append(text)
    out = ROOT / "docs" / "benchmarks.md"
    out.write_text("# Benchmarks\n\nProduced by `make bench` (`python -m bench`); each section names its machine, "
                   "load and date. The per-benchmark reports live in `docs/benchmarks/`.\n\n"
                   + "\n\n".join(parts) + "\n")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench")
    ap.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    ap.add_argument("--only", nargs="*", choices=ORDER, default=ORDER)
    ap.add_argument("--assemble", action="store_true", help="only join the existing reports")
    args = ap.parse_args()
    failed = []
    if not args.assemble:
        for name in [n for n in ORDER if n in args.only]:
            script, full, quick, _ = BENCHES[name]
            print(f"== {name}", flush=True)
            rc = subprocess.call([sys.executable, str(ROOT / "bench" / script), *(quick if args.quick else full)],
                                 cwd=ROOT)
            if rc:
                failed.append(name)
    print(f"Wrote {assemble().relative_to(ROOT)}")
    if failed:
        sys.exit(f"failed: {', '.join(failed)}")


if __name__ == "__main__":
    main()
