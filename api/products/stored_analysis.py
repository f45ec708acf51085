"""A product's anonymous analysis, computed when its ingredient list is written and kept on the product row, as the
JSON the product page sends.

The product page used to analyse the stored list on every request, then to rebuild the kept analysis as pydantic
models on every request. Now whoever writes `product_ingredients` (catalogue import, member submission) calls
`refresh`, which analyses the stored rows exactly as the page did and keeps the page's two analysis sections
already serialised (`products.analysis`, zlib-compressed), tagged with the engine version and this module's layout
(`kept_version`). A read uses it only when the tag is the running engine's; otherwise the page computes it from the
stored rows as before, so a rules change never shows stale flags. `refresh_stale` brings every stale or missing
analysis up to date (the import and `glowdex db refresh-analyses` run it).

What is kept (about 5 KB a product): the summary (`AnalysisSummary` JSON) and one JSON line per ingredient row
(`ProductIngredientOut`, descriptions included), both spliced into the response as they are; the rows whose
possible INCI names are ordered per request by catalogue use (`KeptAnalysis.candidates`); and the stored entries a
member's personal fit is computed from without reading the list again.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import astuple, dataclass
from functools import lru_cache
from typing import Any

from pydantic import TypeAdapter
from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntime
from api.analysis.schemas import AnalysisSummary
from api.analysis.service import StoredEntry, analyse_stored
from api.products import repository
from api.products.schemas import ProductIngredientOut
from api.search.outbox import touch

LAYOUT = 3  # bump when the kept shape or reading changes: older rows then read as stale (2: part-not-stated
# readings; 3: the sections kept serialised)
CHUNK = 500  # products per read and bulk update
_ROW = TypeAdapter(ProductIngredientOut)

StoredRows = Sequence[tuple[StoredEntry, int | None, str | None, int]]  # repository.stored_entries' rows


@dataclass(frozen=True)
class KeptAnalysis:
    """What the product page and compare show, serialised once, plus the entries a personal fit is computed from."""

    summary_json: bytes  # AnalysisSummary
    rows_json: tuple[bytes, ...]  # ProductIngredientOut each, in label order
    candidates: dict[int, list[str]]  # row index -> its possible INCI names (ordered per request by catalogue use)
    entries_json: bytes  # [[StoredEntry fields], …]

    def summary(self) -> AnalysisSummary:
        return AnalysisSummary.model_validate_json(self.summary_json)

    def entries(self) -> list[StoredEntry]:
        return [StoredEntry(*e) for e in json.loads(self.entries_json)]

    def ingredient_list_json(self, order: Callable[[list[str]], list[str]]) -> bytes:
        """The page's `ingredient_list`: the kept rows as they are, except that `order` picks and orders the possible
        INCI names of the rows that have some (those few rows are read and written again)."""
        rows = list(self.rows_json)
        for i, names in self.candidates.items():
            row = _ROW.validate_json(rows[i])
            row.possible_inci = order(names)
            rows[i] = _ROW.dump_json(row)
        return b"[" + b",".join(rows) + b"]"


# --- computing and keeping ------------------------------------------------------------------------


@lru_cache(maxsize=8)
def kept_version(engine_version: str) -> str:
    """The tag a kept analysis carries (16 characters): the engine version it was computed with and this layout."""
    return hashlib.sha256(f"{engine_version}/{LAYOUT}".encode()).hexdigest()[:16]


def compute(engine: EngineRuntime, stored: StoredRows) -> KeptAnalysis:
    """The anonymous analysis the product page shows for one stored list."""
    entries = [e for e, *_ in stored]
    result = analyse_stored(engine.analyzer, entries, None, resolver=engine.resolver)
    rows = [ProductIngredientOut.model_construct(**row.__dict__, seq=seq, inci_id=inci_id, inci_uuid=inci_uuid)
            for row, (_, inci_id, inci_uuid, seq) in zip(result.ingredients(), stored, strict=True)]
    return KeptAnalysis(
        summary_json=result.summary().model_dump_json().encode(),
        rows_json=tuple(_ROW.dump_json(row) for row in rows),
        candidates={i: list(row.possible_inci) for i, row in enumerate(rows) if row.possible_inci},
        entries_json=json.dumps([list(astuple(e)) for e in entries], separators=(",", ":"),
                                ensure_ascii=False).encode(),
    )


# The kept blob: zlib of newline-separated JSON (serialised JSON never holds a raw newline): a header, the summary,
# one line per ingredient row, the entries.
def encode(kept: KeptAnalysis) -> bytes:
    header = json.dumps({"layout": LAYOUT, "rows": len(kept.rows_json), "candidates": kept.candidates},
                        separators=(",", ":"), ensure_ascii=False).encode()
    return zlib.compress(b"\n".join([header, kept.summary_json, *kept.rows_json, kept.entries_json]), 6)


def decode(blob: bytes) -> KeptAnalysis | None:
    """The kept analysis in a blob of this layout; None for another layout."""
    lines = zlib.decompress(blob).split(b"\n")
    header = json.loads(lines[0])
    n = header.get("rows") if header.get("layout") == LAYOUT else None
    if n is None or len(lines) != n + 3:
        return None
    return KeptAnalysis(summary_json=lines[1], rows_json=tuple(lines[2:2 + n]),
                        candidates={int(i): names for i, names in header["candidates"].items()}, entries_json=lines[-1])


def refresh(session: Session, engine: EngineRuntime, product_ids: Iterable[int]) -> int:
    """Analyse these products' stored lists and keep the results (one read and one bulk update per chunk).
    Identical lists (kits, minis, refills) are analysed once. The products whose "what's inside" tags moved (or that
    had no readable kept analysis) are put on the search outbox: the index's facet reads these tags, and the bulk
    update below is invisible to the flush capture (the import switches capture off and rebuilds instead). Returns
    how many products were written."""
    ids = list(dict.fromkeys(product_ids))
    memo: dict[tuple[Any, ...], tuple[bytes, bytes]] = {}  # stored rows -> (blob, summary JSON)
    for start in range(0, len(ids), CHUNK):
        chunk = ids[start:start + CHUNK]
        stored = repository.stored_entries(session, chunk)
        before = repository.kept_blobs(session, chunk)
        values, moved = [], []
        for pid, rows in stored.items():
            key = tuple((e, inci_id, inci_uuid, seq) for e, inci_id, inci_uuid, seq in rows)
            hit = memo.get(key)
            if hit is None:
                kept = compute(engine, rows)
                hit = memo[key] = (encode(kept), kept.summary_json)
                if len(memo) > 2000:
                    memo.clear()
            values.append({"pid": pid, "blob": hit[0]})
            if _tags_moved(before.get(pid), hit[1]):
                moved.append(pid)
        repository.keep_analyses(session, values, kept_version(engine.version))
        touch(session, "product", *moved)
    return len(ids)


def _tags_moved(old_blob: bytes | None, summary_json: bytes) -> bool:
    """Whether the summary's tags differ from those of the kept blob (none, or another layout: they may)."""
    old = decode(old_blob) if old_blob is not None else None
    if old is None:
        return True
    if old.summary_json == summary_json:
        return False
    return old.summary().tags != AnalysisSummary.model_validate_json(summary_json).tags


def refresh_stale(session: Session, engine: EngineRuntime, sources: Sequence[str] | None = None) -> int:
    """Every product (of these sources, or all) whose kept analysis is missing or from another engine version or
    layout, analysed now."""
    stale = repository.products_with_stale_analysis(session, kept_version(engine.version), sources)
    return refresh(session, engine, stale)


# --- reading --------------------------------------------------------------------------------------


def kept(blob: bytes | None, version: str | None, engine: EngineRuntime) -> KeptAnalysis | None:
    """The kept analysis when it was computed by this engine version in this layout; None when stale."""
    if blob is None or version != kept_version(engine.version):
        return None
    return decode(blob)


def analyses(session: Session, engine: EngineRuntime, kept_analyses: dict[int, KeptAnalysis | None]
             ) -> dict[int, KeptAnalysis]:
    """The analysis of each product: its kept one, else computed from its stored list (one query for all the
    stale ones)."""
    stale = [pid for pid, k in kept_analyses.items() if k is None]
    fresh = repository.stored_entries(session, stale) if stale else {}
    return {pid: k if k is not None else compute(engine, fresh[pid]) for pid, k in kept_analyses.items()}
