"""A product's anonymous analysis, computed when its ingredient list is written and kept on the product row.

The product page used to analyse the stored list on every request. Now whoever writes `product_ingredients`
(catalogue import, member submission) calls `refresh`, which analyses the stored rows exactly as the page
did and keeps the result in `products.analysis` (zlib-compressed JSON) with the engine version it was
computed with. A read uses it only when that version is the running engine's (and the layout is this
module's); otherwise the page computes it from the stored rows as before, so a rules change never shows
stale flags. `refresh_stale` brings every stale or missing analysis up to date (the import runs it).

What is kept (about 4 KB a product): the summary, the per-ingredient rows of the page with their flags as
indices into the summary's flags, and the stored entries (a member's personal fit is computed from them
without reading the list again). The plain-words descriptions are lookups by name, added when read.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import astuple, dataclass
from typing import Any

from pydantic import TypeAdapter
from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntime
from api.analysis.schemas import AnalysisSummary
from api.analysis.service import StoredEntry, analyse_stored
from api.products import repository
from api.products.schemas import ProductIngredientOut
from ingredient_engine.rules import function_description, ingredient_description

LAYOUT = 2  # bump when the kept shape or reading changes: older rows then read as stale (2: part-not-stated readings)
CHUNK = 500  # products per read and bulk update
_TEXT_FIELDS = ("description", "function_descriptions")
_ROWS = TypeAdapter(list[ProductIngredientOut])

StoredRows = Sequence[tuple[StoredEntry, int | None, str | None, int]]  # repository.stored_entries' rows


@dataclass(frozen=True)
class ProductAnalysis:
    """What the product page and compare show, plus the entries a personal fit is computed from."""

    summary: AnalysisSummary
    ingredient_list: list[ProductIngredientOut]
    entries: list[StoredEntry]


# --- computing and keeping ------------------------------------------------------------------------


def compute(engine: EngineRuntime, stored: StoredRows) -> dict[str, Any]:
    """The kept document of one stored list: the anonymous analysis the product page shows."""
    entries = [e for e, *_ in stored]
    result = analyse_stored(engine.analyzer, entries, None, resolver=engine.resolver)
    summary = result.summary().model_dump(mode="json")
    index = {_flag_key(f): i for i, f in enumerate(summary["flags"])}
    for row in summary["flagged_ingredients"]:
        row["flags"] = [index[_flag_key(f)] for f in row["flags"]]
    rows = []
    for row, (_, inci_id, inci_uuid, seq) in zip(result.ingredients(), stored, strict=True):
        out = row.model_dump(mode="json", exclude=set(_TEXT_FIELDS))
        out.update(seq=seq, inci_id=inci_id, inci_uuid=inci_uuid, flags=[index[_flag_key(f)] for f in out["flags"]])
        rows.append(out)
    return {"layout": LAYOUT, "summary": summary, "rows": rows, "entries": [list(astuple(e)) for e in entries]}


def encode(doc: dict[str, Any]) -> bytes:
    return zlib.compress(json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode(), 6)


def refresh(session: Session, engine: EngineRuntime, product_ids: Iterable[int]) -> int:
    """Analyse these products' stored lists and keep the results (one read and one bulk update per chunk).
    Identical lists (kits, minis, refills) are analysed once. Returns how many products were written."""
    ids = list(dict.fromkeys(product_ids))
    memo: dict[tuple[Any, ...], bytes] = {}
    for start in range(0, len(ids), CHUNK):
        stored = repository.stored_entries(session, ids[start:start + CHUNK])
        values = []
        for pid, rows in stored.items():
            key = tuple((e, inci_id, inci_uuid, seq) for e, inci_id, inci_uuid, seq in rows)
            blob = memo.get(key)
            if blob is None:
                blob = memo[key] = encode(compute(engine, rows))
                if len(memo) > 2000:
                    memo.clear()
            values.append({"pid": pid, "blob": blob})
        repository.keep_analyses(session, values, engine.version)
    return len(ids)


def refresh_stale(session: Session, engine: EngineRuntime, sources: Sequence[str] | None = None) -> int:
    """Every product (of these sources, or all) whose kept analysis is missing or from another engine
    version, analysed now."""
    return refresh(session, engine, repository.products_with_stale_analysis(session, engine.version, sources))


# --- reading --------------------------------------------------------------------------------------


def kept(blob: bytes | None, version: str | None, engine: EngineRuntime) -> dict[str, Any] | None:
    """The kept document when it was computed by this engine version in this layout; None when stale."""
    if blob is None or version != engine.version:
        return None
    doc: dict[str, Any] = json.loads(zlib.decompress(blob))
    return doc if doc.get("layout") == LAYOUT else None


def product_analysis(doc: dict[str, Any]) -> ProductAnalysis:
    """Response models from a kept (or freshly computed) document."""
    summary = doc["summary"]
    flags = summary["flags"]
    for row in summary["flagged_ingredients"]:
        row["flags"] = [flags[i] for i in row["flags"]]
    rows = doc["rows"]
    for row in rows:
        row["flags"] = [flags[i] for i in row["flags"]]
        row["description"] = ingredient_description(row["inci"]) if row["inci"] else None
        row["function_descriptions"] = [{"name": f, "description": function_description(f)}
                                        for f in row["functions"]]
    return ProductAnalysis(summary=AnalysisSummary.model_validate(summary), ingredient_list=_ROWS.validate_python(rows),
                           entries=[StoredEntry(*e) for e in doc["entries"]])


def analyses(session: Session, engine: EngineRuntime, kept_docs: dict[int, dict[str, Any] | None]
             ) -> dict[int, ProductAnalysis]:
    """The analysis of each product: its kept document, else computed from its stored list (one query for
    all the stale ones)."""
    stale = [pid for pid, doc in kept_docs.items() if doc is None]
    fresh = repository.stored_entries(session, stale) if stale else {}
    return {pid: product_analysis(doc if doc is not None else compute(engine, fresh[pid]))
            for pid, doc in kept_docs.items()}


def _flag_key(flag: dict[str, Any]) -> str:
    return json.dumps(flag, sort_keys=True)
