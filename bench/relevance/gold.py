"""The judged query set: queries with their hand-written intents, and graded judgements per stable result key.

A result is named by a key that survives a re-import (database ids do not): `product:<source>:<source_id>`,
`inci:<INCI NAME>`, `brand:<brand key>`, `category:<path>`, `user:<nickname>`, `review:<source_id>`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

ROOT = Path(__file__).resolve().parents[2]
GOLD_DIR = ROOT / "data" / "gold" / "search_relevance"
QUERIES = GOLD_DIR / "queries.jsonl"
JUDGEMENTS = GOLD_DIR / "judgements.jsonl"
PARTS = ("tuning", "heldout")


@dataclass(frozen=True, slots=True)
class GoldQuery:
    id: str
    query: str
    cls: str
    part: str
    intent: dict[str, Any]
    grades: dict[str, int] = field(default_factory=dict)  # key -> grade (0-3), the judged pool


def load(part: str | None = None, path_queries: Path = QUERIES, path_judgements: Path = JUDGEMENTS) -> list[GoldQuery]:
    judged: dict[str, dict[str, int]] = {}
    if path_judgements.exists():
        for line in path_judgements.read_text().splitlines():
            row = json.loads(line)
            judged[row["id"]] = {j["key"]: int(j["grade"]) for j in row["judged"]}
    out = []
    for line in path_queries.read_text().splitlines():
        row = json.loads(line)
        if part is not None and row["part"] != part:
            continue
        out.append(GoldQuery(row["id"], row["query"], row["class"], row["part"], row["intent"], judged.get(row["id"], {})))
    return out


def result_keys(session: Session, hits: Sequence[tuple[str, str]]) -> list[str]:
    """Stable keys of (kind, id) results, in order; a kind without a stable key keeps `kind:id`."""
    from api.models import Brand, Category, Inci, Product, Review, User

    by_kind: dict[str, list[int]] = {}
    for kind, id_ in hits:
        if id_.isdigit():
            by_kind.setdefault(kind, []).append(int(id_))
    names: dict[tuple[str, str], str] = {}

    def fill(kind: str, stmt: Any, fmt: Any) -> None:
        ids = by_kind.get(kind)
        if ids:
            for row in session.execute(stmt.where(stmt.selected_columns[0].in_(ids))):
                names[(kind, str(row[0]))] = fmt(row)

    fill("product", select(Product.id, Product.source, Product.source_id), lambda r: f"product:{r[1]}:{r[2]}")
    fill("inci", select(Inci.id, Inci.name), lambda r: f"inci:{r[1]}")
    fill("brand", select(Brand.id, Brand.key), lambda r: f"brand:{r[1]}")
    fill("category", select(Category.id, Category.path), lambda r: f"category:{r[1]}")
    fill("user", select(User.id, User.nickname), lambda r: f"user:{r[1]}")
    fill("review", select(Review.id, Review.source_id), lambda r: f"review:{r[1] or r[0]}")
    return [names.get((kind, id_), f"{kind}:{id_}") for kind, id_ in hits]


def write_jsonl(path: Path, rows: Iterable[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in rows))


def product_of_listing(session: Session) -> dict[str, str]:
    """{listing key: its product's key} for listings of a product listed more than once (issue 23: a product is a
    group of listings, and search shows it once, as its first listing)."""
    from api.models import Product

    rows = session.execute(select(Product.source, Product.source_id, Product.group_id)
                           .where(Product.group_id.is_not(None)))
    by_group: dict[int, list[str]] = {}
    for source, source_id, group_id in rows:
        by_group.setdefault(group_id, []).append(f"product:{source}:{source_id}")
    return {key: f"product-group:{gid}" for gid, keys in by_group.items() if len(keys) > 1 for key in keys}


def by_product(ranked: Sequence[str], grades: dict[str, int], product_of: dict[str, str]
               ) -> tuple[list[str], dict[str, int]]:
    """Results and judgements counted per product: a listing stands for its product, graded as the best-graded of
    its listings; the ideal ranking holds each product once, and a product shown again adds nothing."""
    graded: dict[str, int] = {}
    for key, grade in grades.items():
        product = product_of.get(key, key)
        graded[product] = max(grade, graded.get(product, 0))
    seen: set[str] = set()
    out: list[str] = []
    for n, key in enumerate(ranked):
        product = product_of.get(key, key)
        out.append(product if product not in seen else f"again:{n}")
        seen.add(product)
    return out, graded
