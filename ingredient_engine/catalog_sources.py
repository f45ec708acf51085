"""Loaders for the shared third-party files (CosIng inventory, CosDNA ratings, product catalogues).

Callers pass the path; nothing here knows where the shared data lives.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

__all__ = ["CosingRecord", "CosdnaRecord", "load_cosing", "load_cosdna", "iter_catalog", "CATALOG_FILES"]


@dataclass(frozen=True, slots=True)
class CosingRecord:
    inci_name: str
    cas_number: str
    functions: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CosdnaRecord:
    name: str
    functions: tuple[str, ...]
    acne: tuple[int, ...]
    irritant: tuple[int, ...]
    safety: tuple[int, ...]
    synonyms: tuple[str, ...]


def load_cosing(path: str | Path) -> list[CosingRecord]:
    """`cosing_inventory.csv`: inci_name, cas_number, einecs_number, function (comma-separated)."""
    with open(path, encoding="utf-8", newline="") as fh:
        return [
            CosingRecord(
                inci_name=row["inci_name"].strip(),
                cas_number=(row.get("cas_number") or "").strip(),
                functions=tuple(f.strip() for f in (row.get("function") or "").split(",") if f.strip()),
            )
            for row in csv.DictReader(fh)
            if row.get("inci_name")
        ]


def _ints(value: object) -> tuple[int, ...]:
    return tuple(int(v) for v in value) if isinstance(value, list) else ()


def load_cosdna(path: str | Path) -> list[CosdnaRecord]:
    """`ingredients.jsonl` from CosDNA: lists hold ranges (acne [0, 2] means 0-2)."""
    out = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            d = json.loads(line)
            out.append(
                CosdnaRecord(
                    name=d["name"],
                    functions=tuple(d.get("function") or ()),
                    acne=_ints(d.get("acne")),
                    irritant=_ints(d.get("irritant")),
                    safety=_ints(d.get("safety")),
                    synonyms=tuple(d.get("synonym") or ()),
                )
            )
    return out


# source -> (relative path, id column, ingredients column)
CATALOG_FILES = {
    "sephora": ("sephora/product_info.csv", "product_id", "ingredients"),
    "cosmetics_sephora_2018": ("cosmetics_sephora_2018/cosmetics.csv", None, "Ingredients"),
    "oliveyoung": ("oliveyoung_global/skincare.csv", "URL", "ingredients"),
    "lookfantastic": ("lookfantastic/skincare_products_clean.csv", "product_url", "clean_ingreds"),
}


def iter_catalog(data_dir: str | Path, sources: tuple[str, ...] | None = None) -> Iterator[tuple[str, str, str]]:
    """Yield (source, source_id, raw ingredient text) for every product row of the shared catalogue files.

    cosmetics_sephora_2018 has no id column: its id is the 1-based row number.
    """
    data_dir = Path(data_dir)
    for source, (rel, id_col, ing_col) in CATALOG_FILES.items():
        if sources and source not in sources:
            continue
        with open(data_dir / rel, encoding="utf-8", newline="") as fh:
            for n, row in enumerate(csv.DictReader(fh), start=1):
                yield source, (row[id_col] if id_col else str(n)), row.get(ing_col) or ""
