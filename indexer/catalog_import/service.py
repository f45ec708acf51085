"""Idempotent catalogue imports: upserts keyed by (source, source_id) / INCI name / geonameid.

Every record is compared with the stored row: new rows are inserted, changed ones updated, equal ones
counted as unchanged and not written. A product's ingredient rows are (re)written only when its ingredient
text changed or the engine that resolved them changed (the engine runtime's version, kept on each `ImportRun`),
so a second run over unchanged files parses nothing.

Work goes in batches (`BATCH` records: one bulk insert, one bulk update, one delete + bulk insert of
ingredient rows, then a flush). Functions flush and never commit: the caller owns the transaction.
Bad rows are counted and kept (with examples) on the run's `ImportRun` row; none is dropped silently.
"""

from __future__ import annotations

import json
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntimes
from api.catalog.values import price_per_unit, to_usd
from api.models import City, ImportRun, Inci, Product
from api.products import stored_analysis
from indexer.catalog_import import repository as repo
from indexer.catalog_import.ingredients import IngredientRows
from indexer.catalog_import.lookups import CatalogLookups
from indexer.catalog_import.records import BadRow, CityRecord, InciRecord, ProductRecord, excerpt
from indexer.catalog_import.sources.cosing import first_letter

__all__ = ["ImportResult", "import_products", "import_inci", "import_cities", "BATCH", "MAX_EXAMPLES"]

BATCH = 500
MAX_EXAMPLES = 25
Progress = Callable[[int], None]


@dataclass
class ImportResult:
    source: str
    path: str
    inserted: int = 0
    updated: int = 0
    unchanged: int = 0
    bad: list[BadRow] = field(default_factory=list)
    ingredients_written: int = 0  # products whose ingredient rows were (re)written
    ingredient_total: int = 0  # ingredient occurrences written in this run
    ingredient_recognised: int = 0  # ... of which linked to an inci row
    engine_version: str | None = None
    seconds: float = 0.0
    run_id: int | None = None

    @property
    def bad_rows(self) -> int:
        return len(self.bad)

    @property
    def changed(self) -> bool:
        return bool(self.inserted or self.updated or self.ingredients_written)

    def bad_by_reason(self) -> dict[str, int]:
        return dict(Counter(b.reason for b in self.bad).most_common())


# --- comparing ------------------------------------------------------------------------------------


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, int | float) and isinstance(b, int | float) and not isinstance(a, bool):
        return abs(float(a) - float(b)) < 1e-6
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return list(a) == list(b)
    return bool(a == b)


def _changes(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in new.items() if not _same(old.get(k), v)}


def _round(x: float | None, digits: int) -> float | None:
    return None if x is None else round(x, digits)


# --- recording the run ----------------------------------------------------------------------------


def _record(session: Session, result: ImportResult, started: float, started_at: datetime) -> ImportResult:
    result.seconds = time.perf_counter() - started
    note = {"engine_version": result.engine_version, "bad_by_reason": result.bad_by_reason(),
            "ingredients_written": result.ingredients_written, "seconds": round(result.seconds, 2)}
    run = ImportRun(source=result.source, path=result.path[:500], started_at=started_at,
                    finished_at=datetime.now(UTC), inserted=result.inserted, updated=result.updated,
                    unchanged=result.unchanged, bad_rows=result.bad_rows,
                    bad_examples=[b.as_dict() for b in result.bad[:MAX_EXAMPLES]], note=json.dumps(note))
    repo.add_run(session, run)
    result.run_id = run.id
    return result


# --- products -------------------------------------------------------------------------------------


@dataclass
class _Pending:
    record: ProductRecord
    values: dict[str, Any]
    old: dict[str, Any] | None


class _ProductImport:
    def __init__(self, session: Session, source: str, path: str, engines: EngineRuntimes):
        self.session = session
        self.result = ImportResult(source, path)
        self.lookups = CatalogLookups(session)
        self.existing = repo.product_snapshots(session, source)
        self.empty = repo.products_without_ingredients(session, source)
        self.runtime = engines.get(session)
        self.result.engine_version = self.runtime.version
        # Resolutions stored by another engine version are stale: rewrite every product's ingredients.
        self.reresolve = bool(self.existing) and repo.last_engine_version(session, source) != self.runtime.version
        self.ingredients = IngredientRows(self.runtime)
        self.seen: set[str] = set()

    def values(self, r: ProductRecord) -> dict[str, Any]:
        price_usd = to_usd(r.price, r.currency)
        return {
            "name": r.name[:300],
            "brand_id": self.lookups.brand_id(r.brand),
            "category_id": self.lookups.category_id(r.category_path),
            "size_text": r.size_text[:120],
            "size_value": _round(r.size_value, 3),
            "size_unit": r.size_unit,
            "price": _round(r.price, 2),
            "currency": r.currency,
            "price_usd": price_usd,
            "price_per_unit_usd": price_per_unit(price_usd, r.size_value),
            "ingredients_raw": r.ingredients_raw,
            "skin_types": list(r.skin_types),
            "highlights": list(r.highlights),
            "source_url": r.url[:500],
            "source_rating": _round(r.source_rating, 4),
            "source_review_count": r.source_review_count,
        }

    def take(self, r: ProductRecord) -> _Pending | None:
        if r.source_id in self.seen:
            self.result.bad.append(BadRow(r.line, "duplicate source id in the file (first row kept)",
                                          excerpt(f"{r.source_id} {r.name}")))
            return None
        self.seen.add(r.source_id)
        return _Pending(r, self.values(r), self.existing.get(r.source_id))

    def write(self, batch: list[_Pending]) -> None:
        res, now = self.result, datetime.now(UTC)
        new = [p for p in batch if p.old is None]
        ids = repo.insert_products(self.session, [
            {**p.values, "source": p.record.source, "source_id": p.record.source_id[:200], "status": "active"}
            for p in new])
        res.inserted += len(new)
        product_ids = {id(p): pid for p, pid in zip(new, ids, strict=True)}
        updates, rewrite, replaced = [], [], []
        for p in batch:
            if p.old is None:
                rewrite.append((product_ids[id(p)], p))
                continue
            pid = p.old["id"]
            diff = _changes(p.old, p.values)
            if diff:
                updates.append({"id": pid, **diff, "updated_at": now})
                res.updated += 1
            else:
                res.unchanged += 1
            if "ingredients_raw" in diff or self.reresolve:
                rewrite.append((pid, p))
                replaced.append(pid)
            elif pid in self.empty:
                self._no_ingredients(p.record)
        repo.update_by_id(self.session, Product, updates)
        repo.delete_ingredients(self.session, replaced)
        rows: list[dict[str, Any]] = []
        for pid, p in rewrite:
            found = self.ingredients.rows(pid, p.record.ingredients_raw)
            if p.record.ingredients_raw and not found:
                self._no_ingredients(p.record)
            rows.extend(found)
        repo.insert_ingredients(self.session, rows)
        res.ingredients_written += len(rewrite)
        self.session.flush()
        # The product page's analysis is kept beside the list it was computed from (api/products/stored_analysis).
        stored_analysis.refresh(self.session, self.runtime, [pid for pid, _ in rewrite])

    def _no_ingredients(self, r: ProductRecord) -> None:
        self.result.bad.append(BadRow(r.line, "no ingredient names found in the ingredient text "
                                              "(product imported without ingredients)",
                                      excerpt(f"{r.name}: {r.ingredients_raw}")))


def import_products(session: Session, records: Iterable[ProductRecord | BadRow], *, source: str, path: str | Path,
                    engines: EngineRuntimes, progress: Progress | None = None,
                    batch_size: int = BATCH) -> ImportResult:
    """Upsert the products of one source file and (re)write their parsed ingredients."""
    started, started_at = time.perf_counter(), datetime.now(UTC)
    job = _ProductImport(session, source, str(path), engines)
    batch: list[_Pending] = []
    for item in records:
        if progress:
            progress(item.line)
        if isinstance(item, BadRow):
            job.result.bad.append(item)
            continue
        pending = job.take(item)
        if pending:
            batch.append(pending)
        if len(batch) >= batch_size:
            job.write(batch)
            batch = []
    job.write(batch)
    res = job.result
    res.ingredient_total, res.ingredient_recognised = job.ingredients.total, job.ingredients.recognised
    if res.ingredients_written:
        repo.refresh_inci_product_counts(session)
    # Analyses another engine version kept, or none yet (a new column): this source's products and members'
    # submissions (another source's lists are re-resolved, and their analyses kept, when it is imported).
    refreshed = stored_analysis.refresh_stale(session, job.runtime, sources=(source, "member"))
    if res.changed or refreshed:
        repo.analyze_tables(session)
    session.flush()
    return _record(session, res, started, started_at)


def known_brand_names(session: Session) -> list[str]:
    """Every brand already in the database (LookFantastic's brand matching starts from these)."""
    return [b.name for b in repo.all_brands(session)]


# --- INCI -----------------------------------------------------------------------------------------


def _upsert_keyed(session: Session, records: Iterable[Any], res: ImportResult, *, model: type[Inci] | type[City],
                  existing: dict[Any, dict[str, Any]], key: Callable[[Any], Any],
                  values: Callable[[Any], dict[str, Any]], new_row: Callable[[Any, dict[str, Any]], dict[str, Any]],
                  describe: Callable[[Any], str], duplicate: str, progress: Progress | None,
                  batch_size: int) -> None:
    """The loop INCI and cities share: bad rows and in-file duplicates are reported, new keys inserted,
    changed columns updated, unchanged rows counted; writes go in batches."""
    seen: set[Any] = set()
    inserts: list[dict[str, Any]] = []
    updates: list[dict[str, Any]] = []

    def flush() -> None:
        repo.insert_rows(session, model, inserts)
        repo.update_by_id(session, model, updates)
        inserts.clear()
        updates.clear()
        session.flush()

    for item in records:
        if progress:
            progress(item.line)
        if isinstance(item, BadRow):
            res.bad.append(item)
            continue
        k = key(item)
        if k in seen:
            res.bad.append(BadRow(item.line, duplicate, excerpt(describe(item))))
            continue
        seen.add(k)
        vals = values(item)
        old = existing.get(k)
        if old is None:
            inserts.append(new_row(item, vals))
            res.inserted += 1
        elif diff := _changes(old, vals):
            updates.append({"id": old["id"], **diff})
            res.updated += 1
        else:
            res.unchanged += 1
        if len(inserts) + len(updates) >= batch_size:
            flush()
    flush()


def import_inci(session: Session, records: Iterable[InciRecord | BadRow], *, path: str | Path,
                source: str = "cosing", progress: Progress | None = None, batch_size: int = 2000,
                engines: EngineRuntimes | None = None) -> ImportResult:
    """Upsert CosIng names into `inci` (keyed by name); a change invalidates the process's engine runtimes."""
    started, started_at = time.perf_counter(), datetime.now(UTC)
    res = ImportResult(source, str(path))
    now = datetime.now(UTC)
    _upsert_keyed(
        session, records, res, model=Inci, existing=repo.inci_snapshots(session), key=lambda r: r.name,
        values=lambda r: {"cas_number": r.cas_number, "einecs_number": r.einecs_number,
                          "functions": list(r.functions), "first_letter": first_letter(r.name)},
        new_row=lambda r, v: {"name": r.name, "uuid": str(uuid.uuid4()), "created_at": now, **v},
        describe=lambda r: r.name, duplicate="duplicate inci_name in the file (first row kept)",
        progress=progress, batch_size=batch_size)
    if (res.inserted or res.updated) and engines is not None:
        engines.invalidate()  # the resolver must see the new names (and the engine version moves)
    return _record(session, res, started, started_at)


# --- cities ---------------------------------------------------------------------------------------


def import_cities(session: Session, records: Iterable[CityRecord | BadRow], *, path: str | Path,
                  source: str = "geonames", progress: Progress | None = None,
                  batch_size: int = 2000) -> ImportResult:
    """Upsert GeoNames cities keyed by geonameid."""
    started, started_at = time.perf_counter(), datetime.now(UTC)
    res = ImportResult(source, str(path))
    _upsert_keyed(
        session, records, res, model=City, existing=repo.city_snapshots(session), key=lambda r: r.id,
        values=lambda r: {"name": r.name, "asciiname": r.asciiname, "country_code": r.country_code,
                          "admin1_code": r.admin1_code, "latitude": r.latitude, "longitude": r.longitude,
                          "population": r.population, "timezone": r.timezone},
        new_row=lambda r, v: {"id": r.id, **v}, describe=lambda r: f"{r.id} {r.name}",
        duplicate="duplicate geonameid in the file (first row kept)", progress=progress, batch_size=batch_size)
    return _record(session, res, started, started_at)
