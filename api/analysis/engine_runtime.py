"""The process-wide ingredient-engine runtime shared by the API, the importer and the workers.

One fitted `InciResolver` + `Analyzer` per database, built lazily from:

- the database's `inci` table (names and CosIng functions): what the resolver may answer with, so every
  resolved name has an `inci.id`;
- the repository's authored tables under `data/` (label aliases, common names, colour index, former and newer
  INCI names, rule tables), wired by the engine's `fit_resolver` / `fit_analyzer` exactly as the file-based
  `fit_default_resolver` / `fit_default_analyzer` do;
- CosDNA ratings (`<shared_data_dir>/cosdna_ratings/ingredients.jsonl`) when the file is there: synonyms for
  the resolver, comedogenic / irritancy ratings for the analyser. Without it the runtime still works and
  logs one warning (no ratings, fewer synonyms).

Usage::

    engines = EngineRuntimes(settings)              # once per process, by the composition root
    rt = engines.get(session)                       # or a session factory
    parsed, resolved = rt.parse_and_resolve(raw_text)
    analysis = rt.analyse(raw_text, profile={"skin_type": "dry"})
    rt.inci_ids[resolved.items[0].resolution.inci]  # -> inci.id

`version` is a content hash of everything that shapes the results (inci rows, data tables, CosDNA file,
the engine's own source): stored resolutions made under another version are stale. The cache notices a
changed `inci` table (row count / highest id, checked at most every `RECHECK_SECONDS`) and rebuilds;
writers that change inci rows call `engines.invalidate()` for an immediate rebuild. Tests that insert their
own inci rows inside a rolled-back transaction must invalidate too (SQLite reuses the ids).
"""

from __future__ import annotations

import hashlib
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.logging import get_logger
from api.models import Inci
from api.settings import Settings
from ingredient_engine import parse as _parse_module
from ingredient_engine.analyse import Analysis, Analyzer, SkinProfile, fit_analyzer
from ingredient_engine.catalog_sources import CosdnaRecord, CosingRecord, load_cosdna
from ingredient_engine.parse import ParsedList, parse_inci
from ingredient_engine.resolve import InciResolver, ResolvedList, fit_resolver
from ingredient_engine.rules import default_rules_dir

__all__ = ["EngineRuntime", "EngineRuntimes", "cosdna_path", "RECHECK_SECONDS"]

log = get_logger(__name__)

SessionSource = Session | Callable[[], Session]
RECHECK_SECONDS = 5.0
_ENGINE_SOURCES = ("parse.py", "resolve.py", "analyse.py", "rules.py", "catalog_sources.py", "types.py")


@dataclass(frozen=True, slots=True)
class _Stamp:
    """Cheap fingerprint of the inci table: enough to notice an import from another process."""

    count: int
    max_id: int


@dataclass(eq=False)
class EngineRuntime:
    """A fitted resolver and analyser plus the inci name -> id map they were fitted on. Read-only after build;
    safe to share between threads (the resolver's memo cache is a plain dict, written atomically)."""

    resolver: InciResolver
    analyzer: Analyzer
    inci_ids: Mapping[str, int]
    version: str
    has_cosdna: bool
    _stamp: _Stamp = field(repr=False)
    _checked_at: float = field(default=0.0, repr=False)

    def parse_and_resolve(self, raw: str | None) -> tuple[ParsedList, ResolvedList]:
        """Parse one ingredient field (plain text or list literal) and resolve every name."""
        parsed = parse_inci(raw)
        return parsed, self.resolver.resolve_list(parsed)

    def analyse(self, raw: str | None, profile: SkinProfile | Mapping | None = None) -> Analysis:
        """Parse, resolve and analyse raw ingredient text (optionally against a member's skin profile)."""
        _, resolved = self.parse_and_resolve(raw)
        return self.analyzer.analyse(resolved, profile)


def cosdna_path(settings: Settings) -> Path:
    return settings.shared_data_dir / "cosdna_ratings" / "ingredients.jsonl"


class EngineRuntimes:
    """The fitted engine per database, for one process: built lazily, rebuilt when the inci table changes.

    Owned by whoever assembles the process (the app factory keeps it on `app.state`, the worker runtime on
    its `Runtime`) and handed down; there is no module-level instance."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._lock = threading.Lock()
        self._runtimes: dict[str, EngineRuntime] = {}

    def invalidate(self) -> None:
        """Drop every cached runtime; the next `get` rebuilds from the database."""
        with self._lock:
            self._runtimes.clear()

    def recheck(self) -> None:
        """Make the next `get` read the table's stamp now (not up to RECHECK_SECONDS later): the answer cache calls
        it when its feed names an ingredient, so an answer computed after that poll is the new engine's."""
        for rt in list(self._runtimes.values()):
            rt._checked_at = float("-inf")

    def get(self, source: SessionSource) -> EngineRuntime:
        """The runtime for the database behind `source` (a Session, or a factory opened and closed here)."""
        if isinstance(source, Session):
            return self._runtime_for(source)
        with source() as session:
            return self._runtime_for(session)

    def _runtime_for(self, session: Session) -> EngineRuntime:
        key = _db_key(session)
        rt = self._runtimes.get(key)
        now = time.monotonic()
        if rt is not None and now - rt._checked_at < RECHECK_SECONDS:
            return rt
        stamp = _read_stamp(session) if rt is not None else None
        if rt is not None and stamp == rt._stamp:
            rt._checked_at = now
            return rt
        # One build at a time: a second thread waiting here finds the fresh runtime and returns it.
        with self._lock:
            current = self._runtimes.get(key)
            if current is not None and current is not rt:
                return current
            built = _build(session, self.settings)
            self._runtimes[key] = built
            return built


def _db_key(session: Session) -> str:
    bind = session.get_bind()
    # A test session is bound to a Connection; key on its Engine's URL either way.
    return str(bind.engine.url)


def _read_stamp(session: Session) -> _Stamp:
    count, max_id = session.execute(select(func.count(Inci.id), func.max(Inci.id))).one()
    return _Stamp(int(count or 0), int(max_id or 0))


def _build(session: Session, settings: Settings) -> EngineRuntime:
    started = time.perf_counter()
    rows = session.execute(select(Inci.id, Inci.name, Inci.cas_number, Inci.functions).order_by(Inci.id)).all()
    stamp = _Stamp(len(rows), max((r.id for r in rows), default=0))
    shared: dict[tuple[str, ...], tuple[str, ...]] = {}
    cosing = [CosingRecord(r.name, r.cas_number or "", _shared_functions(shared, r.functions)) for r in rows]
    data_dir = default_rules_dir()
    cosdna, cosdna_file = _load_cosdna(settings)
    resolver = fit_resolver(cosing, rules_dir=data_dir, cosdna_records=cosdna)
    analyzer = fit_analyzer(cosing, rules_dir=data_dir, cosdna_records=cosdna, resolver=resolver)
    version = _version(cosing, data_dir, cosdna_file)
    log.info("engine_runtime_built", inci=len(rows), cosdna=cosdna is not None, version=version,
             seconds=round(time.perf_counter() - started, 2))
    return EngineRuntime(
        resolver=resolver,
        analyzer=analyzer,
        inci_ids={r.name: r.id for r in rows},
        version=version,
        has_cosdna=cosdna is not None,
        _stamp=stamp,
        _checked_at=time.monotonic(),
    )


def _shared_functions(shared: dict[tuple[str, ...], tuple[str, ...]],
                      functions: Iterable[str] | None) -> tuple[str, ...]:
    """One tuple per distinct combination, of one string per function: the analyser keeps every name's functions
    for the process's life, and the JSON column decoded 51,000 strings (79 distinct) into 28,500 tuples (2,355
    distinct) for the real catalogue's 28,705 names (~4.5 MB)."""
    key = tuple(sys.intern(f) for f in functions or ())
    return shared.setdefault(key, key)


def _load_cosdna(settings: Settings) -> tuple[list[CosdnaRecord] | None, Path | None]:
    path = cosdna_path(settings)
    if not path.is_file():
        log.warning("cosdna_ratings_missing", path=str(path),
                    effect="no comedogenic/irritancy ratings and fewer synonyms in the ingredient engine")
        return None, None
    try:
        return load_cosdna(path), path
    except (OSError, ValueError) as exc:
        log.warning("cosdna_ratings_unreadable", path=str(path), error=str(exc))
        return None, None


def _version(cosing: Iterable[CosingRecord], data_dir: Path, cosdna_file: Path | None) -> str:
    h = hashlib.sha256()
    for rec in cosing:
        h.update(rec.inci_name.encode())
        h.update(b"\x1f")
        h.update("|".join(rec.functions).encode())
        h.update(b"\x1e")
    files = sorted((data_dir / "rules").glob("*.csv")) + sorted((data_dir / "synonyms").glob("*.csv"))
    engine_dir = Path(_parse_module.__file__ or "").resolve().parent
    files += [engine_dir / name for name in _ENGINE_SOURCES]
    if cosdna_file is not None:
        files.append(cosdna_file)
    for path in files:
        if path.is_file():
            h.update(path.name.encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:16]
