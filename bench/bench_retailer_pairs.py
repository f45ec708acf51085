"""Similar-products retrieval on real pairs: the same product sold by two retailers in the shared data.

The pair set (`data/gold/retailer_pairs.csv`) is built once by `--build-pairs` from the imported catalogue:
two active products of one brand, from two different sources, whose names are equal once normalised (case,
punctuation, sizes and the brand's own name dropped). It is committed and reviewed by hand; a row whose
`checked` column is not `yes` is left out of the figures.

For each pair and each direction, the other retailer's copy should rank first among the similar products
(jaccard, exact top-k of the live similarity model). Reported: recall@1 and recall@5, and every miss with
its cause:
- `different list`: the two retailers print different ingredient lists (Jaccard of the stored lists < 1);
- `tied`: another product with the same list (a shade, a size, a set) ranks first at the same score;
- `not indexed`: one side has no ingredient list in the model;
- `outranked`: anything else.

Run against `make run`'s database (GLOWDEX_DATA_DIR / DATABASE_URL as for `glowdex`).
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import machine_line  # noqa: E402

PAIRS = ROOT / "data" / "gold" / "retailer_pairs.csv"
REPORT = ROOT / "docs" / "benchmarks" / "retailer_pairs.md"
FIELDS = ["brand", "source_a", "source_id_a", "name_a", "source_b", "source_id_b", "name_b", "checked"]
_SIZE = re.compile(r"\b\d+(?:[.,]\d+)?\s*(?:ml|l|g|kg|oz|fl\.?\s*oz|mg|pcs?|pieces?|count|ct)\b", re.I)
_PUNCT = re.compile(r"[^a-z0-9]+")


def normalised_name(name: str, brand: str) -> str:
    text = _SIZE.sub(" ", name.lower())
    text = _PUNCT.sub(" ", text)
    brand_words = _PUNCT.sub(" ", brand.lower()).split()
    words = text.split()
    if brand_words and words[:len(brand_words)] == brand_words:
        words = words[len(brand_words):]
    return " ".join(words)


def _session():  # type: ignore[no-untyped-def]
    from api.db.engine import get_engine, session_makers
    from api.settings import get_settings

    settings = get_settings()
    return settings, session_makers(get_engine(settings)).open_read()


def build_pairs() -> int:
    from sqlalchemy import select

    from api.models import Brand, Product, ProductIngredient

    _, session = _session()
    with_list = select(ProductIngredient.product_id).distinct()
    rows = session.execute(
        select(Product.source, Product.source_id, Product.name, Brand.name)
        .join(Brand, Brand.id == Product.brand_id)
        .where(Product.status == "active", Product.id.in_(with_list))
    ).all()
    groups: dict[tuple[str, str], list[tuple[str, str, str]]] = {}
    for source, source_id, name, brand in rows:
        key = (brand.lower(), normalised_name(name, brand))
        if key[1]:
            groups.setdefault(key, []).append((source, source_id, name))
    pairs = []
    for (brand, _), items in sorted(groups.items()):
        by_source: dict[str, tuple[str, str, str]] = {}
        for item in items:
            by_source.setdefault(item[0], item)
        if len(by_source) < 2 or len(items) != len(by_source):
            continue  # one copy per source only: several of one source are shades or sizes, not one product
        (a, b) = sorted(by_source.values())[:2]
        pairs.append({"brand": brand, "source_a": a[0], "source_id_a": a[1], "name_a": a[2],
                      "source_b": b[0], "source_id_b": b[1], "name_b": b[2], "checked": "yes"})
    with PAIRS.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, FIELDS)
        writer.writeheader()
        writer.writerows(pairs)
    print(f"{len(pairs)} pairs written to {PAIRS.relative_to(ROOT)}")
    return 0


@dataclass
class Outcome:
    rank: int | None  # 1-based rank of the other copy among similar products, None when not in the top 5
    cause: str | None


def _evaluate(model, session, pid_a: int, pid_b: int) -> Outcome:  # type: ignore[no-untyped-def]
    from api.products import repository
    from api.similarity.model import document_of

    if model.row_of(pid_a) is None or model.row_of(pid_b) is None:
        return Outcome(None, "not indexed")
    found = model.neighbours("jaccard", pid_a, document_of(repository.ingredient_rows_of(session, pid_a)), 5)
    ids = [n.id for n in found]
    if ids and ids[0] == pid_b:
        return Outcome(1, None)
    rank = ids.index(pid_b) + 1 if pid_b in ids else None
    a = set(model.names_of_row("jaccard", model.row_of(pid_a)))
    b = set(model.names_of_row("jaccard", model.row_of(pid_b)))
    if a != b:
        return Outcome(rank, "different list")
    if found and found[0].score >= 1.0 - 1e-9:
        return Outcome(rank, "tied")
    return Outcome(rank, "outranked")


def run() -> int:
    from sqlalchemy import select

    from api.models import Product
    from api.similarity.runtime import SimilarityRuntime

    settings, session = _session()
    rows = [r for r in csv.DictReader(PAIRS.open(encoding="utf-8")) if r["checked"].strip() == "yes"]
    ids = {(p.source, p.source_id): p.id for p in session.execute(select(Product.id, Product.source, Product.source_id))}
    model = SimilarityRuntime.for_settings(settings).model(session)
    started = time.perf_counter()
    outcomes: list[tuple[dict[str, str], str, Outcome]] = []
    missing = 0
    for row in rows:
        a, b = ids.get((row["source_a"], row["source_id_a"])), ids.get((row["source_b"], row["source_id_b"]))
        if a is None or b is None:
            missing += 1
            continue
        outcomes.append((row, "a→b", _evaluate(model, session, a, b)))
        outcomes.append((row, "b→a", _evaluate(model, session, b, a)))
    n = len(outcomes)
    at1 = sum(1 for _, _, o in outcomes if o.rank == 1)
    at5 = sum(1 for _, _, o in outcomes if o.rank is not None)
    causes = Counter(o.cause for _, _, o in outcomes if o.rank != 1)
    lines = [
        "# Similar products: the other retailer's copy ranks first",
        "",
        machine_line(),
        "",
        f"Pairs: {len(rows)} checked rows of `data/gold/retailer_pairs.csv` ({missing} not in this catalogue), "
        f"{n} queries (both directions), jaccard top-5 of the live similarity model "
        f"({len(model)} products, catalogue version {model.catalog_version}); {time.perf_counter() - started:.1f} s.",
        "",
        "| recall@1 | recall@5 | target |",
        "|---|---|---|",
        f"| {at1 / n:.3f} ({at1}/{n}) | {at5 / n:.3f} ({at5}/{n}) | recall@1 ≥ 0.97 |" if n else "| – | – | |",
        "",
        "Misses by cause:",
        "",
        "| cause | queries |",
        "|---|---|",
        *[f"| {cause} | {count} |" for cause, count in causes.most_common()],
        "",
        "Examples of misses (first 15):",
        "",
        *[f"- {row['brand']}: {row['name_a']} ({row['source_a']}) / {row['name_b']} ({row['source_b']}) {d}: "
          f"{o.cause}, rank {o.rank or '>5'}"
          for row, d, o in [x for x in outcomes if x[2].rank != 1][:15]],
    ]
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-pairs", action="store_true", help="Rebuild data/gold/retailer_pairs.csv.")
    args = parser.parse_args()
    return build_pairs() if args.build_pairs else run()


if __name__ == "__main__":
    raise SystemExit(main())
