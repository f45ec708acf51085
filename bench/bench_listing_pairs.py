"""One product, every retailer (issue 23): the hand-labelled listing pairs of `data/gold/listing_pairs.csv`
measured through the API, per pair kind, tuning and held-out parts apart.

For each pair and each direction, `GET /api/similarity/jcd?product_id=<one>&k=10` (no category filter):
- **labelled**: the other listing is in the list with `same_product_at` set (the list says "same product");
- **first**: the other listing comes before every item NOT labelled the same product (rank 1, or inside the
  leading same-product section when the product is listed at several retailers).
A `same` pair is a hit when it is labelled; a `different` or `new_formula` pair is a false merge when it is.
When the product page answers a `group_id` (`GET /api/product/detail`), the grouping itself is measured too:
a `same` pair should share a group, a `different`/`new_formula` pair never.

Precision is over the pairs the system calls one product: the `same` pairs among them. "Kept apart" is the share of
hard negatives (and reformulations) not called one product; the issue's precision target (>= 0.99) is on them.

Run against `make run`'s database (GLOWDEX_DATA_DIR / DATABASE_URL as for `glowdex`), in process (FastAPI's test
client). Writes docs/benchmarks/listing_pairs.md: the section named by `--label` (default "after").
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import machine_line, write_section  # noqa: E402

GOLD = ROOT / "data" / "gold" / "listing_pairs.csv"
# Issue 9's same-name pairs (two sources, equal brand + normalised name, one pair per product), measured apart.
ISSUE9 = ROOT / "data" / "gold" / "retailer_pairs.csv"
REPORT = ROOT / "docs" / "benchmarks" / "listing_pairs.md"
K = 10
SAME_KINDS = ("same_name", "wording", "size", "renamed")
OTHER_KINDS = ("reformulation", "type", "variant", "kit", "men", "sibling")
TARGETS = {"same_name": 0.97, "wording": 0.85, "renamed": 0.5}


@dataclass
class Tally:
    n: int = 0  # directed queries (two per pair)
    labelled: int = 0
    first: int = 0
    pairs: int = 0
    grouped: int = 0  # pairs whose two listings share a group (when the API answers group ids)
    missing: int = 0  # pairs with a listing not in this catalogue


@dataclass
class Results:
    by: dict[tuple[str, str], Tally] = field(default_factory=lambda: defaultdict(Tally))  # (split, kind)
    grouping: bool = False
    seconds: float = 0.0
    examples: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))


def _client():  # type: ignore[no-untyped-def]
    from fastapi.testclient import TestClient

    from api.app import create_app
    from api.settings import get_settings

    return TestClient(create_app(get_settings()))


def _ids(client) -> dict[tuple[str, str], int]:  # type: ignore[no-untyped-def]
    from sqlalchemy import select

    from api.models import Product

    session = client.app.state.runtimes.db.makers.open_read()
    try:
        return {(s, sid): pid for pid, s, sid in session.execute(select(Product.id, Product.source, Product.source_id))}
    finally:
        session.close()


def _similar(client, pid: int) -> list[tuple[int, bool]]:  # type: ignore[no-untyped-def]
    r = client.get("/api/similarity/jcd", params={"product_id": pid, "k": K})
    if r.status_code != 200:
        return []
    return [(i["product"]["product_id"], bool(i.get("same_product_at"))) for i in r.json()["data"]["items"]]


def _group(client, pid: int, cache: dict[int, int | None]) -> int | None:  # type: ignore[no-untyped-def]
    if pid not in cache:
        r = client.get("/api/product/detail", params={"product_id": pid})
        cache[pid] = r.json()["data"].get("group_id") if r.status_code == 200 else None
    return cache[pid]


def measure(rows: list[dict[str, str]]) -> Results:
    client = _client()
    ids = _ids(client)
    res = Results()
    groups: dict[int, int | None] = {}
    started = time.perf_counter()
    for row in rows:
        kind, split, label = row["kind"], row["split"], row["label"]
        a, b = ids.get((row["source_a"], row["source_id_a"])), ids.get((row["source_b"], row["source_id_b"]))
        tallies = [res.by[(split, kind)]] + ([res.by[("all", kind)]] if split != "issue9" else [])
        if a is None or b is None:
            for t in tallies:
                t.missing += 1
            continue
        ga, gb = _group(client, a, groups), _group(client, b, groups)
        res.grouping = res.grouping or ga is not None
        same_group = ga is not None and ga == gb
        for t in tallies:
            t.pairs += 1
            t.grouped += same_group
        for q, other in ((a, b), (b, a)):
            items = _similar(client, q)
            labelled = any(pid == other and same for pid, same in items)
            lead = []
            for pid, same in items:
                if not same:
                    lead.append(pid)
                    break
                lead.append(pid)
            first = other in lead
            for t in tallies:
                t.n += 1
                t.labelled += labelled
                t.first += first
            wrong = labelled if label != "same" else not labelled
            example = f"{row['brand']}: {row['name_a']} ({row['source_a']}) / {row['name_b']} ({row['source_b']})"
            if wrong and split == "tuning" and len(res.examples[kind]) < 8 and example not in res.examples[kind]:
                res.examples[kind].append(example)
    res.seconds = time.perf_counter() - started
    return res


def time_regroup() -> list[str]:
    """The grouping an import runs, timed twice in one transaction that is rolled back (the database keeps its
    groups): from scratch (every listing without a group: a first import) and again (nothing moves: a re-import)."""
    from sqlalchemy import delete, update

    from api.db.engine import Database
    from api.models import Product, ProductGroup, ProductGroupLink
    from api.product_groups.service import regroup
    from api.reviews.service import refresh_group_ratings
    from api.settings import get_settings
    from indexer.runtime import configure_runtime

    settings = get_settings()
    configure_runtime(settings)
    session = Database(settings).makers.write()
    session.info["search_capture_off"] = True
    lines = []
    try:
        session.execute(update(Product).values(group_id=None, updated_at=Product.updated_at))
        session.execute(delete(ProductGroupLink))
        session.execute(delete(ProductGroup))
        for what in ("from scratch (a first import)", "again (a re-import that changed nothing)"):
            wall, cpu = time.perf_counter(), time.process_time()
            result = regroup(session)
            refresh_group_ratings(session, result.changed_groups)
            session.flush()
            lines.append(f"| {what} | {result.groups} | {result.moved} | {time.perf_counter() - wall:.1f} s | "
                         f"{time.process_time() - cpu:.1f} s |")
    finally:
        session.rollback()
        session.close()
    return ["Regrouping the whole catalogue (what `make run`'s import adds; ratings of changed groups included):", "",
            "| regrouping | products | listings moved | wall | CPU |", "|---|---|---|---|---|", *lines,
            "", "Target: at most 30 s added to the import. Wall time depends on the machine's load (above); CPU time "
                "is the work itself.", ""]


def _rate(num: int, den: int) -> str:
    return f"{num / den:.2f} ({num}/{den})" if den else "–"


def report(res: Results, label: str, rows: int) -> list[str]:
    lines = [machine_line(), "",
             f"{rows} pairs of `data/gold/listing_pairs.csv` (and issue 9's same-name pairs); `GET /api/similarity/jcd` "
             f"(k={K}, both directions) and "
             f"`GET /api/product/detail` in process; {res.seconds:.0f} s.", ""]
    for split in ("tuning", "heldout", "all", "issue9"):
        if split == "issue9":
            lines += ["**issue 9's same-name pairs** (`data/gold/retailer_pairs.csv`: two sources, equal brand and "
                      "normalised name, built by that rule and not labelled by kind; the old retailer-pairs bench)", ""]
        else:
            lines += [f"**{split}**" + (" (never inspected pair by pair while tuning)" if split == "heldout" else ""),
                      ""]
        lines += ["| pairs | kind | n | labelled \"same product\" | first in the list | same group |",
                  "|---|---|---|---|---|---|"]
        for kind in (*SAME_KINDS, *OTHER_KINDS):
            t = res.by.get((split, kind))
            if t is None:
                continue
            what = "same product" if kind in SAME_KINDS else ("new formula" if kind == "reformulation"
                                                              else "hard negative")
            group = _rate(t.grouped, t.pairs) if res.grouping else "no groups"
            lines.append(f"| {what} | {kind} | {t.pairs} | {_rate(t.labelled, t.n)} | {_rate(t.first, t.n)} | "
                         f"{group} |")
        pos = [res.by[(split, k)] for k in SAME_KINDS if (split, k) in res.by]
        neg = [res.by[(split, k)] for k in OTHER_KINDS if (split, k) in res.by]
        tp, fp = sum(t.labelled for t in pos), sum(t.labelled for t in neg)
        kept = sum(t.n - t.labelled for t in neg)
        lines += ["", f"Labels: precision {_rate(tp, tp + fp)}, recall {_rate(tp, sum(t.n for t in pos))}, hard "
                      f"negatives and reformulations kept apart {_rate(kept, sum(t.n for t in neg))}."]
        if res.grouping:
            gtp, gfp = sum(t.grouped for t in pos), sum(t.grouped for t in neg)
            lines.append(f"Groups: precision {_rate(gtp, gtp + gfp)}, recall {_rate(gtp, sum(t.pairs for t in pos))}, "
                         f"kept apart {_rate(sum(t.pairs - t.grouped for t in neg), sum(t.pairs for t in neg))}.")
        missing = sum(t.missing for (s, _), t in res.by.items() if s == split)
        if missing:
            lines.append(f"{missing} pairs name a listing this catalogue does not hold (left out).")
        lines.append("")
    lines += ["Targets (issue 23): labelled \"same product\" >= 0.97 for same-name pairs, >= 0.85 for wording "
              "variants, >= 0.5 for renamed products; hard negatives kept apart >= 0.99.", ""]
    if any(res.examples.values()):
        lines += ["Misses and false merges of the tuning part (first 8 per kind):", ""]
        for kind, ex in res.examples.items():
            lines += [f"- {kind}: " + "; ".join(ex)]
    return lines


def _issue9_rows() -> list[dict[str, str]]:
    return [{**r, "label": "same", "kind": "same_name", "split": "issue9", "note": ""}
            for r in csv.DictReader(ISSUE9.open(encoding="utf-8")) if r["checked"].strip() == "yes"]


def main() -> int:
    import logging

    logging.getLogger("httpx").setLevel(logging.WARNING)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--label", default="after", help="Report section to write (before / after).")
    args = parser.parse_args()
    rows = list(csv.DictReader(GOLD.open(encoding="utf-8"))) + _issue9_rows()
    res = measure(rows)
    lines = report(res, args.label, sum(1 for r in rows if r["split"] != "issue9"))
    if args.label != "before":
        lines += ["", *time_regroup()]
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    if not REPORT.exists():
        REPORT.write_text("# One product, every retailer: listing pairs\n")
    write_section(REPORT, args.label, lines)
    print("\n".join(lines))
    counts = Counter((r["label"], r["split"]) for r in rows)
    print(dict(counts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
