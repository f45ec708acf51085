"""Loaders for the shared third-party files (CosIng inventory, CosDNA ratings, product catalogues).

Callers pass the path; nothing here knows where the shared data lives.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeAlias

__all__ = [
    "CosingRecord",
    "CosdnaRecord",
    "CosingLike",
    "as_cosing_records",
    "load_cosing",
    "load_cosdna",
    "iter_catalog",
    "CATALOG_FILES",
]


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


# What the fit-from-records functions accept for one CosIng row: a CosingRecord, any object with an `inci_name`
# (or `name`) attribute and optional `functions` / `cas_number` (a database row), a (name, functions, cas) tuple
# (functions a sequence or a comma-separated string; trailing fields optional), or a bare name.
CosingLike: TypeAlias = CosingRecord | tuple[Any, ...] | str | object


def _functions(value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return tuple(f.strip() for f in value.split(",") if f.strip())
    if isinstance(value, Sequence):
        return tuple(str(f).strip() for f in value if str(f).strip())
    raise TypeError(f"functions must be a string or a sequence of strings, not {type(value).__name__}")


def as_cosing_records(records: Iterable[CosingLike]) -> list[CosingRecord]:
    """Normalise in-memory CosIng rows (see `CosingLike`) to `CosingRecord`s; rows without a name are skipped."""
    out: list[CosingRecord] = []
    for r in records:
        if isinstance(r, CosingRecord):
            rec = r
        elif isinstance(r, str):
            rec = CosingRecord(r.strip(), "", ())
        elif isinstance(r, tuple):
            if not r or len(r) > 3:
                raise ValueError(f"expected (name, functions, cas), got {r!r}")
            name, functions, cas = (*r, None, None)[:3]
            rec = CosingRecord(str(name or "").strip(), str(cas or "").strip(), _functions(functions))
        else:
            name = getattr(r, "inci_name", None) or getattr(r, "name", None)
            if name is None:
                raise TypeError(f"cannot read a CosIng record from {type(r).__name__}")
            rec = CosingRecord(str(name).strip(), str(getattr(r, "cas_number", "") or "").strip(),
                               _functions(getattr(r, "functions", None)))
        if rec.inci_name:
            out.append(rec)
    return out


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
