"""Choose the catalogue lists the label-photo benchmark renders, and write them with their gold names.

Writes `data/gold/label_sources.jsonl`: one real catalogue ingredient list a line (`source`, `source_id`, `split`,
`printed`: the names as the label prints them, `inci`: the canonical INCI name of each). Run once, committed before
any OCR tuning; the benchmark (`bench/bench_labels.py`) reads the file, never the choice.

The rule (fixed before any result was seen):
- label-like sources only: Sephora 2023, Sephora 2018, Olive Young (LookFantastic's names are lower-cased and cut);
- one part, no "may contain" block, 6 to 45 names, nothing dropped but a leading "Ingredients:" header;
- every name read by a table look-up (method exact, synonym or ci: CosIng, its aliases and colour-index names), so
  the gold is the tables' reading of the printed name, with no correction or guess in it (data/gold/SOURCES.md);
- one list per distinct ingredient set; then the rows ordered by sha1("source:source_id") and the first N kept.
- `split`: "heldout" when that sha1 (as an integer) is divisible by 3 — a third of the rows, never looked at while
  tuning; the benchmark reports it apart.

Run: .venv/bin/python bench/label_sources.py [--n 360] [--shared ../shared/data]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ingredient_engine.catalog_sources import iter_catalog  # noqa: E402
from ingredient_engine.parse import parse_inci  # noqa: E402
from ingredient_engine.resolve import fit_default_resolver  # noqa: E402

SOURCES = ("sephora", "cosmetics_sephora_2018", "oliveyoung_global")
TABLE_METHODS = frozenset({"exact", "synonym", "ci"})
OUT = ROOT / "data" / "gold" / "label_sources.jsonl"


def row_hash(source: str, source_id: str) -> int:
    return int(hashlib.sha1(f"{source}:{source_id}".encode()).hexdigest(), 16)


def split_of(source: str, source_id: str) -> str:
    return "heldout" if row_hash(source, source_id) % 3 == 0 else "tuning"


def readable(raw: str, resolver) -> tuple[list[str], list[str]] | None:
    """(printed names, INCI names) when the row passes the rule, else None."""
    parsed = parse_inci(raw)
    if len(parsed.parts) != 1 or any(d.strip().lower().rstrip(":") not in ("ingredients", "ingredient")
                                     for d in parsed.dropped_text):
        return None
    items = parsed.parts[0].ingredients
    if not 6 <= len(items) <= 45 or any(i.may_contain for i in items):
        return None
    resolved = resolver.resolve_list(parsed)
    if resolved.unread or len(resolved.items) != len(items):
        return None
    if any(i.resolution.method not in TABLE_METHODS or i.resolution.correction for i in resolved.items):
        return None
    return [i.parsed.name for i in resolved.items], [i.resolution.inci for i in resolved.items]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=str(ROOT.parent / "shared" / "data"))
    ap.add_argument("--n", type=int, default=360)
    args = ap.parse_args()
    shared = Path(args.shared)
    resolver = fit_default_resolver(shared / "cosing" / "cosing_inventory.csv",
                                    shared / "cosdna_ratings" / "ingredients.jsonl")
    candidates: dict[frozenset[str], tuple[int, dict]] = {}
    for source, source_id, raw in iter_catalog(shared, SOURCES):
        if not raw.strip():
            continue
        got = readable(raw, resolver)
        if got is None:
            continue
        printed, inci = got
        key, h = frozenset(inci), row_hash(source, source_id)
        if key not in candidates or h < candidates[key][0]:  # one row per ingredient set, chosen by the hash
            candidates[key] = (h, {"source": source, "source_id": source_id, "split": split_of(source, source_id),
                                   "printed": printed, "inci": inci})
    rows = [row for _, row in sorted(candidates.values(), key=lambda c: c[0])][:args.n]
    OUT.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    held = sum(r["split"] == "heldout" for r in rows)
    print(f"{len(candidates)} readable distinct lists; wrote {len(rows)} ({held} held out) to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
