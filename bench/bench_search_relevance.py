"""Search relevance on the judged query set (data/gold/search_relevance/): nDCG@10 and success@3.

    .venv/bin/python bench/bench_search_relevance.py [--label after] [--details]

Reads `make run`'s imported catalogue (GLOWDEX_DATA_DIR / DATABASE_URL as for `glowdex`; if it holds no products,
the shared datasets are imported first into data/local/bench-relevance/), builds fresh search indices from it with
the current code, and runs every query as the web does:
- **All** (`GET /search?keyword&page_no=1&page_num=10`): the mixed results the search screen opens with;
- **Products** (`POST /product/search`, the same as `GET /search?kinds=product`): the Products tab.
Both backends: the embedded tantivy index always; Elasticsearch when ELASTICSEARCH_URL is set (fresh indices under
a unique prefix, deleted afterwards). Figures are reported per part of the gold set; the held-out part is reported
as totals only. `--details` writes the tuning part's per-query results to data/local/relevance-details.txt
(never the held-out part's). Each run is kept under its `--label` in docs/benchmarks/search_relevance.json, and
docs/benchmarks/search_relevance.md is written from all kept runs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import machine_line  # noqa: E402
from bench.relevance.gold import PARTS, GoldQuery, by_product, load, product_of_listing, result_keys  # noqa: E402
from bench.relevance.metrics import judged_share, ndcg_at, success_at  # noqa: E402

RUNS = ROOT / "docs" / "benchmarks" / "search_relevance.json"
REPORT = ROOT / "docs" / "benchmarks" / "search_relevance.md"
DETAILS = ROOT / "data" / "local" / "relevance-details.txt"
FALLBACK_DATA = ROOT / "data" / "local" / "bench-relevance"
K = 10
SURFACES = ("all", "products")
# Each surface is scored twice: per listing (the judged keys as they are) and per product (issue 23: the listings of
# one product are one result, graded as its best listing; `gold.by_product`).
COUNTING = ("listing", "product")


def _settings() -> Any:
    from api.settings import Settings

    settings = Settings()
    if _product_count(settings) == 0:
        print(f"No imported catalogue at {settings.resolved_database_url}: importing the shared data into "
              f"{FALLBACK_DATA} (a few minutes, once).", flush=True)
        env = {**os.environ, "GLOWDEX_DATA_DIR": str(FALLBACK_DATA)}
        env.pop("DATABASE_URL", None)
        glowdex = str(Path(sys.executable).with_name("glowdex"))
        subprocess.run([glowdex, "db", "upgrade"], env=env, check=True)
        subprocess.run([glowdex, "import", "all", "--no-reindex"], env=env, check=True)
        settings = Settings(GLOWDEX_DATA_DIR=FALLBACK_DATA, database_url="")
    return settings


def _product_count(settings: Any) -> int:
    from sqlalchemy import func, select
    from sqlalchemy.exc import OperationalError

    from api.db.engine import Database
    from api.models import Product

    try:
        with Database(settings).makers.open_read() as session:
            return session.scalar(select(func.count()).select_from(Product)) or 0
    except OperationalError:
        return 0


def _build(backend: Any, settings: Any, read_unit: Callable[[], Any]) -> float:
    from api.search_kinds.registry import KINDS
    from indexer.search.sync import rebuild

    started = time.perf_counter()
    for kind in KINDS:
        if kind != "city":  # cities are not searched by /search nor by a product query
            rebuild(read_unit, backend, settings, kind)
    return time.perf_counter() - started


def _run(backend: Any, session: Any, queries: list[GoldQuery]) -> dict[str, dict[str, dict[str, Any]]]:
    """{surface: {query id: {keys, ms}}}"""
    from api.search_endpoints import service

    out: dict[str, dict[str, dict[str, Any]]] = {s: {} for s in SURFACES}
    for q in queries:
        for surface in SURFACES:
            started = time.perf_counter()
            if surface == "all":
                result = service.mixed_search(backend, q.query, 1, K, None)
            else:
                result = service.mixed_search(backend, q.query, 1, K, None, ("product",))
            ms = (time.perf_counter() - started) * 1000
            keys = result_keys(session, [(h.kind, h.id) for h in result.hits])
            out[surface][q.id] = {"keys": keys, "ms": ms}
    return out


def _product_grades(q: GoldQuery) -> dict[str, int]:
    return {k: g for k, g in q.grades.items() if k.startswith("product:")}


def _scores(queries: list[GoldQuery], runs: dict[str, dict[str, Any]], surface: str,
            product_of: dict[str, str] | None = None) -> dict[str, float]:
    """Scores per listing, or per product when `product_of` maps listings to their products."""
    nd, s3, judged, ms = [], [], [], []
    for q in queries:
        grades = q.grades if surface == "all" else _product_grades(q)
        keys = runs[q.id]["keys"]
        if product_of is not None:
            keys, grades = by_product(keys, grades, product_of)
        nd.append(ndcg_at(keys, grades, K))
        s3.append(success_at(keys, grades, 3))
        judged.append(judged_share(keys, grades, K))
        ms.append(runs[q.id]["ms"])
    return {"n": len(queries), "ndcg10": statistics.fmean(nd), "success3": statistics.fmean(s3),
            "judged10": statistics.fmean(judged), "p50_ms": statistics.median(ms)}


def _details(queries: list[GoldQuery], runs: dict[str, dict[str, dict[str, Any]]]) -> None:
    lines = []
    for q in queries:
        if q.part != "tuning":
            continue
        for surface in SURFACES:
            grades = q.grades if surface == "all" else _product_grades(q)
            keys = runs[surface][q.id]["keys"]
            lines.append(f"{q.id} [{q.cls}] {q.query!r} {surface}: nDCG@10 {ndcg_at(keys, grades, K):.3f} "
                         f"success@3 {success_at(keys, grades, 3):.0f}")
            lines += [f"    {grades.get(k, '?')} {k}" for k in keys]
    DETAILS.parent.mkdir(parents=True, exist_ok=True)
    DETAILS.write_text("\n".join(lines) + "\n")


def _backends(settings: Any) -> list[tuple[str, Any, Callable[[], None]]]:
    from api.search.synonyms import load_synonyms

    found: list[tuple[str, Any, Callable[[], None]]] = []
    from api.search.backends.embedded import EmbeddedSearchBackend
    from api.search_kinds.registry import SCHEMAS

    tmp = tempfile.TemporaryDirectory(prefix="glowdex-relevance-")
    embedded = EmbeddedSearchBackend(Path(tmp.name) / "search", synonyms=load_synonyms(), schemas=SCHEMAS)
    found.append(("embedded (tantivy)", embedded, tmp.cleanup))
    url = os.environ.get("ELASTICSEARCH_URL")
    if url:
        from api.search.backends.elastic import ElasticsearchSearchBackend

        prefix = f"glowdex-relevance-{uuid.uuid4().hex[:8]}"
        es = ElasticsearchSearchBackend(url, synonyms=load_synonyms(), index_prefix=prefix, number_of_replicas=0,
                                        request_timeout=30.0, schemas=SCHEMAS)

        def drop() -> None:
            client = es._base  # noqa: SLF001 - bench cleanup names each index (ES 8 refuses wildcard deletes)
            for name in client.indices.get(index=f"{prefix}-*", ignore_unavailable=True).body:
                client.indices.delete(index=name)
            es.close()

        found.append(("Elasticsearch", es, drop))
    return found


def _render(runs: dict[str, Any]) -> str:
    lines = ["# Search relevance", "",
             "The judged query set of `data/gold/search_relevance/` (202 real queries in 9 classes, graded 0-3 by the "
             "conventions of its SOURCES.md; a held-out third never inspected while tuning). **All** is `GET /search` "
             "(what the search screen opens with: mixed kinds), **Products** is `POST /product/search` (the Products "
             "tab, judged on its products only). nDCG@10: gain 2^grade - 1 with a log2 discount, against the ideal "
             "order of the query's judged pool; success@3: a result of the query's best grade in the top 3; judged@10: "
             "the share of the top 10 that was judged (unjudged results count as 0). Produced by "
             "`bench/bench_search_relevance.py` (`make bench`); Elasticsearch rows appear only when ELASTICSEARCH_URL "
             "was set for the run. *Counted per* listing scores the judged listings as they are; per product (issue "
             "23, from the run that shows a product once) a result stands for its product, graded as its best-graded "
             "listing, each product once in the ideal ranking and a product shown again worth nothing.", ""]
    for label, run in runs.items():
        lines += [f"## {label}", "", run["machine"], "", f"Code: {run['commit']}. {run['note']}".rstrip(), "",
                  "| backend | surface | counted per | part | queries | nDCG@10 | success@3 | judged@10 | median ms |",
                  "|---|---|---|---|---:|---:|---:|---:|---:|"]
        for row in run["rows"]:
            lines.append(f"| {row['backend']} | {row['surface']} | {row.get('counting', 'listing')} | {row['part']} | "
                         f"{row['n']} | {row['ndcg10']:.3f} | {row['success3']:.3f} | {row['judged10']:.2f} | "
                         f"{row['p50_ms']:.1f} |")
        if run.get("classes"):
            lines += ["", "Tuning part by class (embedded, All): " + "; ".join(
                f"{c} {v['ndcg10']:.3f} / {v['success3']:.2f}" for c, v in run["classes"].items()) + " (nDCG@10 / success@3)."]
        if not any(r["backend"] == "Elasticsearch" for r in run["rows"]):
            lines += ["", "Elasticsearch: not run (ELASTICSEARCH_URL was not set on this machine)."]
        if run.get("details"):  # findings written for this run (kept in the JSON beside its figures)
            lines += ["", *run["details"]]
        lines.append("")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--label", default="latest", help="the run's name in the report (e.g. before, after)")
    ap.add_argument("--note", default="", help="one line on what the code of this run does")
    ap.add_argument("--details", action="store_true", help="write the tuning part's per-query results")
    ap.add_argument("--tuning-only", action="store_true", help="score the tuning part only (while tuning)")
    ap.add_argument("--render", action="store_true", help="only re-write the report from the kept runs")
    args = ap.parse_args()
    if args.render:
        REPORT.write_text(_render(json.loads(RUNS.read_text())))
        return

    from api.db.engine import Database
    from indexer.runtime import configure_runtime

    settings = _settings()
    configure_runtime(settings)
    makers = Database(settings).makers
    queries = [q for q in load() if not args.tuning_only or q.part == "tuning"]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True,
                           text=True).stdout.strip()
    rows: list[dict[str, Any]] = []
    classes: dict[str, Any] = {}
    for name, backend, cleanup in _backends(settings):
        try:
            bench_settings = settings.model_copy(update={"data_dir": Path(tempfile.mkdtemp(prefix="glowdex-lock-")),
                                                         "database_url": settings.resolved_database_url})
            seconds = _build(backend, bench_settings, makers.open_read)
            print(f"{name}: indices built in {seconds:.0f} s", flush=True)
            with makers.open_read() as session:
                results = _run(backend, session, queries)
                product_of = product_of_listing(session)
            for counting in COUNTING:
                for surface in SURFACES:
                    for part in PARTS:
                        chosen = [q for q in queries if q.part == part]
                        if chosen:
                            rows.append({"backend": name, "surface": "All" if surface == "all" else "Products",
                                         "counting": counting, "part": part,
                                         **_scores(chosen, results[surface], surface,
                                                   product_of if counting == "product" else None)})
            if name.startswith("embedded"):
                by_class: dict[str, list[GoldQuery]] = defaultdict(list)
                for q in queries:
                    if q.part == "tuning":
                        by_class[q.cls].append(q)
                classes = {c: _scores(qs, results["all"], "all") for c, qs in sorted(by_class.items())}
                if args.details:
                    _details(queries, results)
        finally:
            cleanup()
    for row in rows:
        print(f"{row['backend']:>20} {row['surface']:>8} per {row['counting']:<7} {row['part']:>8}: nDCG@10 {row['ndcg10']:.3f}  "
              f"success@3 {row['success3']:.3f}  judged@10 {row['judged10']:.2f}  median {row['p50_ms']:.1f} ms")
    if args.tuning_only:
        for c, v in classes.items():
            print(f"   {c:>10}: nDCG@10 {v['ndcg10']:.3f}  success@3 {v['success3']:.2f}")
        return  # a tuning run is never recorded
    runs = json.loads(RUNS.read_text()) if RUNS.exists() else {}
    runs[args.label] = {"machine": machine_line(), "commit": commit + (" (with uncommitted changes)" if dirty else ""),
                        "note": args.note, "rows": rows, "classes": classes}
    RUNS.write_text(json.dumps(runs, indent=1) + "\n")
    REPORT.write_text(_render(runs))
    print(f"Wrote {REPORT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
