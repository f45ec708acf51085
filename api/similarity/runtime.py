"""The per-process similarity runtime: holds the current model and hot-reloads newer artefacts (no restart).

`SimilarityRuntime.model(session)` looks at `CURRENT`'s mtime at most once every `check_interval` seconds and
loads a newer build; with no artefact at all it builds in-process once. `rebuild_if_stale(runtime, session)` is
what the `similarity.rebuild` actor and `glowdex similarity rebuild` run: skipped when the artefact already
matches the catalogue version, coalesced when a rebuild is running. The runtime is owned by whoever assembles
the process (`app.state` for the API, the worker's `Runtime`); there is no module-level instance.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from api.logging import get_logger
from api.settings import Settings
from api.similarity import repository
from api.similarity.artefact import (
    FORMAT_VERSION,
    POINTER_NAME,
    artefact_dir,
    current_build,
    load_model,
    mtime_ns,
    read_meta,
    save_model,
)
from api.similarity.model import SimilarityModel, build_model

log = get_logger(__name__)


class SimilarityRuntime:
    """Holds the current model of one artefact directory and swaps in newer artefacts as they appear."""

    @classmethod
    def for_settings(cls, settings: Settings) -> SimilarityRuntime:
        return cls(artefact_dir(settings))

    def __init__(self, directory: Path, check_interval: float = 3.0):
        self.directory = directory
        self.check_interval = check_interval
        self._model: SimilarityModel | None = None
        self._loaded_mtime: int | None = None
        self._checked_at = 0.0
        self._pointer_seen_at = float("-inf")  # cache_build_id's own look at the pointer
        self._pointer_mtime: int | None = None
        self._lock = threading.Lock()
        self.rebuild_lock = threading.Lock()  # one rebuild at a time; a burst coalesces into it

    def model(self, session: Session) -> SimilarityModel:
        model = self._model
        if model is not None and time.monotonic() - self._checked_at < self.check_interval:
            return model
        if model is not None:
            if self._lock.acquire(blocking=False):  # one thread checks; the others keep serving
                try:
                    self._reload_if_newer()
                finally:
                    self._lock.release()
            return self._model or model
        with self._lock:
            if self._model is None:
                self._reload_if_newer()
            if self._model is None:
                self._build_in_process(session)
        assert self._model is not None
        return self._model

    def cache_build_id(self) -> str:
        """The loaded build while it is the current one: part of cached answers' keys (api/http_cache). "" when none
        is loaded yet or a newer artefact waits for the next `model()` call to load it (answers are then not taken
        from the cache); one stat() of the pointer every `check_interval`."""
        if self._model is None:
            return ""
        now = time.monotonic()
        if now - self._pointer_seen_at >= self.check_interval:
            self._pointer_seen_at, self._pointer_mtime = now, mtime_ns(self.directory / POINTER_NAME)
        if self._pointer_mtime is not None and self._pointer_mtime != self._loaded_mtime:
            return ""
        return self._model.build_id

    def _reload_if_newer(self) -> None:
        """One stat() of the pointer; the pointed-to build is loaded only when the pointer changed."""
        self._checked_at = time.monotonic()
        mtime = mtime_ns(self.directory / POINTER_NAME)
        if mtime is None or mtime == self._loaded_mtime:
            return
        build = current_build(self.directory)
        if self._model is not None and build is not None and build.name == self._model.build_id:
            self._loaded_mtime = mtime
            return
        try:
            self._model = load_model(self.directory)
            self._loaded_mtime = mtime
            log.info("similarity_artefact_loaded", build=self._model.build_id, products=len(self._model),
                     catalog_version=self._model.catalog_version)
        except Exception as exc:  # noqa: BLE001 - a bad or half-pruned artefact must not take the API down
            log.warning("similarity_artefact_unreadable", error=repr(exc))

    def _build_in_process(self, session: Session) -> None:
        started = time.perf_counter()
        bind = session.get_bind()
        if isinstance(bind, Engine) and bind.get_execution_options().get("isolation_level") == "AUTOCOMMIT":
            # A request's read session (api.db.engine.session_makers) has no transaction; the streamed read of
            # every list (a server-side cursor) needs one.
            with bind.connect() as conn, Session(bind=conn.execution_options(
                    isolation_level=bind.dialect.default_isolation_level or "READ COMMITTED")) as own:
                model = build_model(own)
        else:
            model = build_model(session)
        try:
            save_model(model, self.directory)
            model = mapped_copy(model, self.directory)
        except OSError as exc:
            log.warning("similarity_artefact_not_saved", error=repr(exc))
        self._model = model
        self._loaded_mtime = mtime_ns(self.directory / POINTER_NAME)
        self._checked_at = time.monotonic()
        log.info("similarity_built_in_process", products=len(model), ms=round((time.perf_counter() - started) * 1000))

    def install(self, model: SimilarityModel) -> None:
        """Use `model` now (after a rebuild in this process)."""
        with self._lock:
            self._model = model
            self._loaded_mtime = mtime_ns(self.directory / POINTER_NAME)
            self._checked_at = time.monotonic()

    def check_now(self) -> None:
        """Look for a newer artefact at once (tests and the CLI; requests check every `check_interval`)."""
        with self._lock:
            self._reload_if_newer()


def mapped_copy(model: SimilarityModel, directory: Path) -> SimilarityModel:
    """The build just saved, loaded back from its files: its arrays are then mapped pages shared with the
    other workers instead of this process's private copy (the fitted `model` is kept if the load fails)."""
    try:
        loaded = load_model(directory)
    except Exception as exc:  # noqa: BLE001 - serving the fitted copy is always correct
        log.warning("similarity_artefact_unreadable", error=repr(exc))
        return model
    return loaded if loaded.build_id == model.build_id else model


# --- rebuilds (actor and CLI) ---------------------------------------------------------------------

@dataclass(frozen=True)
class RebuildResult:
    rebuilt: bool
    reason: str
    catalog_version: str
    products: int = 0
    seconds: float = 0.0


def rebuild_if_stale(runtime: SimilarityRuntime, session: Session, *, force: bool = False, max_rounds: int = 3
                     ) -> RebuildResult:
    """Rebuild the artefact unless it already matches the catalogue version.

    Bursts coalesce: while one rebuild runs in this process, further requests return at once, and the
    running one checks the catalogue version again when it finishes and goes round once more if it moved.
    """
    directory = runtime.directory
    if not runtime.rebuild_lock.acquire(blocking=False):
        return RebuildResult(False, "a rebuild is already running; it will pick this change up",
                             repository.active_catalog_version(session))
    try:
        result = RebuildResult(False, "up to date", "")
        for _ in range(max_rounds):
            version = repository.active_catalog_version(session)
            meta = read_meta(directory)
            if not force and meta is not None and meta.get("catalog_version") == version \
                    and meta.get("format") == FORMAT_VERSION:
                return result if result.rebuilt else RebuildResult(False, "artefact already matches the catalogue",
                                                                   version)
            started = time.perf_counter()
            model = build_model(session)
            save_model(model, directory)
            model = mapped_copy(model, directory)
            runtime.install(model)
            result = RebuildResult(True, "rebuilt", model.catalog_version, len(model),
                                   round(time.perf_counter() - started, 3))
            log.info("similarity_rebuilt", products=len(model), seconds=result.seconds,
                     catalog_version=model.catalog_version)
            force = False
            session.expire_all()
        return result
    finally:
        runtime.rebuild_lock.release()
