"""The similarity index of the live catalogue: built from stored ingredient lists, saved as an artefact, and
hot-reloaded by API processes when a newer artefact appears (no restart).

- `build_model(session)` fits one vectorizer + `SimilarityIndex` per metric over the ACTIVE products
  (their resolved lists from `product_ingredients`), with per-row category, brand, price and price per unit,
  and the engine's `DupeFinder` on the jaccard pair.
- `save_model` writes one build directory under `settings.data_dir / "similarity"`: one
  `ingredient_engine.artefact` file per metric (parameters, library versions, catalogue version), the label
  order of every row (for the dupe finder) and `meta.json`; then it swaps the `CURRENT` pointer atomically,
  so a reader sees the old build or the new one, never a mix.
- `SimilarityRuntime.model(session)` returns the current model: it looks at `CURRENT`'s mtime at most once
  every `check_interval` seconds and loads a newer build; with no artefact at all it builds in-process once.
- `rebuild_if_stale(session, settings)` is what the `similarity.rebuild` actor and `glowdex similarity rebuild`
  run: skipped when the artefact already matches the catalogue version, coalesced when a rebuild is running.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import threading
import time
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
from sqlalchemy.orm import Session

from api.atomic_files import atomic_write
from api.logging import get_logger
from api.products import repository as product_repository
from api.settings import Settings
from ingredient_engine import artefact
from ingredient_engine.analyse import is_active
from ingredient_engine.dupes import Dupe, DupeFinder
from ingredient_engine.resolve import normalise_key
from ingredient_engine.similarity import Neighbor, SimilarityIndex
from ingredient_engine.types import Ingredient
from ingredient_engine.vectorize import IngredientVectorizer

log = get_logger(__name__)

POINTER_NAME = "CURRENT"
META_NAME = "meta.json"
ORDER_NAME = "label_order.npz"
FORMAT_VERSION = 2
KEEP_BUILDS = 3
# jaccard: plain sets of the labelled ingredients ("may contain" colourants are not really in every shade);
# weighted_jaccard: the first ingredients dominate the formula.
DEFAULT_PARAMS: dict[str, dict[str, Any]] = {
    "jaccard": {"weighting": "binary", "may_contain_weight": 0.0},
    "weighted_jaccard": {"weighting": "position", "may_contain_weight": 0.25, "position_decay": 0.05},
}
# GetDupe's published method: at least 3 shared ingredients and a blended score over 15 %.
DUPE_PARAMS: dict[str, Any] = {"min_shared": 3, "min_score": 0.15, "weights": (0.5, 0.3, 0.2), "candidates": 200}


def canonical_name(raw_name: str, inci: str | None) -> str:
    """The name similarity compares: the INCI name, or the normalised label text when unrecognised."""
    return inci or normalise_key(raw_name).upper()


def document_of(rows: Iterable[tuple[str, str | None, int | None, bool]]) -> tuple[Ingredient, ...]:
    """(raw, inci, position, may_contain) rows in label order -> one Ingredient per distinct name."""
    out: dict[str, Ingredient] = {}
    for raw, inci, position, may in rows:
        name = canonical_name(raw, inci)
        if name:
            out.setdefault(name, Ingredient(name, position, may))
    return tuple(out.values())


@dataclass
class MetricIndex:
    vectorizer: IngredientVectorizer
    index: SimilarityIndex | None  # None for an empty catalogue
    feature_names: np.ndarray


@dataclass
class SimilarityModel:
    catalog_version: str
    built_at: str
    params: dict[str, dict[str, Any]]
    product_ids: list[int]
    metrics: dict[str, MetricIndex]
    dupe_finder: DupeFinder | None  # None for an empty catalogue
    versions: dict[str, str] = field(default_factory=dict)
    build_id: str = ""

    def __len__(self) -> int:
        return len(self.product_ids)

    def row_of(self, product_id: int) -> int | None:
        lookup = self.__dict__.get("_rows")
        if lookup is None:
            lookup = {pid: i for i, pid in enumerate(self.product_ids)}
            self.__dict__["_rows"] = lookup
        return lookup.get(product_id)

    def names_of_row(self, metric: str, row: int) -> tuple[str, ...]:
        """The distinct ingredient names of an indexed product as the metric's index holds them."""
        m = self.metrics[metric]
        if m.index is None:
            return ()
        r = m.index.rank_[row]
        indptr, indices, _ = m.index.csr_
        return tuple(m.feature_names[indices[indptr[r]:indptr[r + 1]]].tolist())

    def dupes(self, product_id: int, n: int) -> list[Dupe]:
        """Cheaper same-category look-alikes of an indexed product ([] when it is not indexed yet)."""
        if self.dupe_finder is None or self.row_of(product_id) is None:
            return []
        return self.dupe_finder.find(product_id, n)

    def neighbours(self, metric: str, product_id: int, document: Sequence[Ingredient], k: int, *,
                   category_id: int | None = None, max_price: float | None = None,
                   max_price_per_unit: float | None = None) -> list[Neighbor]:
        """Top-k products nearest to `product_id` (indexed row, or its `document` when not indexed)."""
        m = self.metrics[metric]
        if m.index is None or k <= 0:
            return []
        row = self.row_of(product_id)
        if row is not None:
            return m.index.query_row(row, k, same_category=category_id, max_price=max_price,
                                     max_price_per_unit=max_price_per_unit)
        query = m.vectorizer.vectorize([document])
        return m.index.kneighbors(query, k, same_category=category_id, max_price=max_price,
                                  max_price_per_unit=max_price_per_unit, exclude_ids=[product_id])


def _main_list(document: Sequence[Ingredient]) -> tuple[Ingredient, ...]:
    return tuple(i for i in document if not i.may_contain)


def _dupe_finder(vectorizer: IngredientVectorizer, index: SimilarityIndex,
                 order_lists: list[list[str]]) -> DupeFinder:
    """A DupeFinder on the jaccard pair (same vectorizer and index: no second copy of the matrix)."""
    finder = DupeFinder(actives=is_active, **DUPE_PARAMS)
    finder.vectorizer_, finder.index_ = vectorizer, index
    finder.order_lists_ = order_lists
    finder.name_sets_ = [set(names) for names in order_lists]
    return finder


def build_model(session: Session, params: dict[str, dict[str, Any]] | None = None) -> SimilarityModel:
    """Fit the vectorizers, indexes and dupe finder over the active catalogue as it is in `session` now."""
    params = params or DEFAULT_PARAMS
    if "jaccard" not in params:
        raise ValueError("the jaccard metric is required (the dupe finder and explanations use it)")
    version = product_repository.active_catalog_version(session)
    products = product_repository.active_products_for_similarity(session)
    rows_by_product: dict[int, list[tuple[str, str | None, int | None, bool]]] = {}
    for pid, raw, inci, position, may in product_repository.active_ingredient_rows(session):
        rows_by_product.setdefault(pid, []).append((raw, inci, position, may))
    ids = [p[0] for p in products]
    documents = [document_of(rows_by_product.get(pid, ())) for pid in ids]
    attributes = {
        "category": [p[1] for p in products],
        "brand": [p[2] for p in products],
        "price": [np.nan if p[3] is None else float(p[3]) for p in products],
        "price_per_unit": [np.nan if p[4] is None else float(p[4]) for p in products],
    }
    metrics: dict[str, MetricIndex] = {}
    for metric, vec_params in params.items():
        vectorizer = IngredientVectorizer(**vec_params).fit(documents)
        index = SimilarityIndex(metric=metric).fit(vectorizer.vectorize(documents), ids=ids,
                                                   attributes=attributes) if ids else None
        metrics[metric] = MetricIndex(vectorizer, index, vectorizer.get_feature_names_out())
    jac = metrics["jaccard"]
    finder = None
    if jac.index is not None:
        finder = _dupe_finder(jac.vectorizer, jac.index,
                              [[i.inci for i in _main_list(d)] for d in documents])
    return SimilarityModel(catalog_version=version, built_at=datetime.now(UTC).isoformat(timespec="seconds"),
                           params=params, product_ids=ids, metrics=metrics, dupe_finder=finder,
                           versions=artefact.library_versions())


# --- the artefact ---------------------------------------------------------------------------------


def artefact_dir(settings: Settings) -> Path:
    return settings.data_dir / "similarity"


def artefact_meta(model: SimilarityModel) -> dict[str, Any]:
    return {"format": FORMAT_VERSION, "build_id": model.build_id, "catalog_version": model.catalog_version,
            "built_at": model.built_at, "products": len(model), "params": model.params,
            "dupe_params": {**DUPE_PARAMS, "weights": list(DUPE_PARAMS["weights"])}, "versions": model.versions}


def _save_label_order(path: Path, model: SimilarityModel) -> None:
    """Each row's labelled ingredients in label order, as column numbers of the jaccard vocabulary."""
    finder = model.dupe_finder
    vocab = model.metrics["jaccard"].vectorizer.vocabulary_
    lists = finder.order_lists_ if finder is not None else []
    indptr = np.zeros(len(lists) + 1, np.int64)
    indptr[1:] = np.cumsum([len(x) for x in lists]) if lists else []
    indices = np.fromiter((vocab[n] for names in lists for n in names), np.int32, count=int(indptr[-1]))
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    with os.fdopen(fd, "wb") as fh:
        np.savez(fh, indptr=indptr, indices=indices)
    os.replace(tmp, path)


def save_model(model: SimilarityModel, directory: Path) -> Path:
    """Write a new build directory, then point `CURRENT` at it (atomic rename); old builds are pruned."""
    model.build_id = f"{datetime.now(UTC).strftime('%Y%m%dT%H%M%S%f')}-{uuid.uuid4().hex[:6]}"
    build = directory / model.build_id
    build.mkdir(parents=True, exist_ok=True)
    for metric, m in model.metrics.items():
        if m.index is not None:
            artefact.save(build / f"{metric}.npz", m.vectorizer, m.index, model.catalog_version)
    if model.dupe_finder is not None:
        _save_label_order(build / ORDER_NAME, model)
    atomic_write(build / META_NAME, json.dumps(artefact_meta(model), indent=2).encode())
    atomic_write(directory / POINTER_NAME, model.build_id.encode())
    _prune(directory, keep=model.build_id)
    return build


def _prune(directory: Path, keep: str) -> None:
    builds = sorted((p for p in directory.iterdir() if p.is_dir() and p.name != keep), key=lambda p: p.name)
    for old in builds[:max(0, len(builds) - (KEEP_BUILDS - 1))]:
        shutil.rmtree(old, ignore_errors=True)  # a reader still loading it retries at its next check


def current_build(directory: Path) -> Path | None:
    try:
        build_id = (directory / POINTER_NAME).read_text().strip()
    except OSError:
        return None
    return directory / build_id if build_id else None


def read_meta(directory: Path) -> dict[str, Any] | None:
    build = current_build(directory)
    try:
        return json.loads((build / META_NAME).read_text()) if build else None
    except (OSError, ValueError):
        return None


def load_model(directory: Path) -> SimilarityModel:
    """Load the build `CURRENT` points at (raises on a missing or unusable artefact)."""
    build = current_build(directory)
    if build is None:
        raise FileNotFoundError(directory / POINTER_NAME)
    meta = json.loads((build / META_NAME).read_text())
    if meta.get("format") != FORMAT_VERSION:
        raise artefact.ArtefactError(f"similarity build format {meta.get('format')}, this code reads {FORMAT_VERSION}")
    metrics: dict[str, MetricIndex] = {}
    ids: list[int] = []
    for metric, vec_params in meta["params"].items():
        path = build / f"{metric}.npz"
        if path.exists():
            loaded = artefact.load(path)
            metrics[metric] = MetricIndex(loaded.vectorizer, loaded.index, loaded.vectorizer.get_feature_names_out())
            ids = [int(i) for i in loaded.index.ids_.tolist()]
        else:  # an empty catalogue has no index
            metrics[metric] = MetricIndex(IngredientVectorizer(**vec_params).fit([]), None, np.array([], dtype=object))
    finder = None
    jac = metrics.get("jaccard")
    if jac is not None and jac.index is not None:
        with np.load(build / ORDER_NAME, allow_pickle=False) as order:
            indptr, indices = order["indptr"], order["indices"]
        names = jac.feature_names
        finder = _dupe_finder(jac.vectorizer, jac.index,
                              [names[indices[indptr[i]:indptr[i + 1]]].tolist() for i in range(len(indptr) - 1)])
    return SimilarityModel(catalog_version=meta["catalog_version"], built_at=meta["built_at"], params=meta["params"],
                           product_ids=ids, metrics=metrics, dupe_finder=finder, versions=meta["versions"],
                           build_id=meta["build_id"])


def _mtime_ns(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None


# --- the per-process runtime ----------------------------------------------------------------------


class SimilarityRuntime:
    """Holds the current model of one artefact directory and swaps in newer artefacts as they appear."""

    def __init__(self, directory: Path, check_interval: float = 3.0):
        self.directory = directory
        self.check_interval = check_interval
        self._model: SimilarityModel | None = None
        self._loaded_mtime: int | None = None
        self._checked_at = 0.0
        self._lock = threading.Lock()

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

    def _reload_if_newer(self) -> None:
        """One stat() of the pointer; the pointed-to build is loaded only when the pointer changed."""
        self._checked_at = time.monotonic()
        mtime = _mtime_ns(self.directory / POINTER_NAME)
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
        model = build_model(session)
        try:
            save_model(model, self.directory)
        except OSError as exc:
            log.warning("similarity_artefact_not_saved", error=repr(exc))
        self._model = model
        self._loaded_mtime = _mtime_ns(self.directory / POINTER_NAME)
        self._checked_at = time.monotonic()
        log.info("similarity_built_in_process", products=len(model), ms=round((time.perf_counter() - started) * 1000))

    def install(self, model: SimilarityModel) -> None:
        """Use `model` now (after a rebuild in this process)."""
        with self._lock:
            self._model = model
            self._loaded_mtime = _mtime_ns(self.directory / POINTER_NAME)
            self._checked_at = time.monotonic()

    def check_now(self) -> None:
        """Look for a newer artefact at once (tests and the CLI; requests check every `check_interval`)."""
        with self._lock:
            self._reload_if_newer()


_runtimes: dict[str, SimilarityRuntime] = {}
_runtimes_lock = threading.Lock()


def similarity_runtime(settings: Settings) -> SimilarityRuntime:
    """The runtime of this settings' artefact directory (one per directory and process)."""
    key = str(artefact_dir(settings).resolve())
    with _runtimes_lock:
        rt = _runtimes.get(key)
        if rt is None:
            if len(_runtimes) >= 8:  # tests make one per temporary data dir
                _runtimes.pop(next(iter(_runtimes)))
            rt = _runtimes[key] = SimilarityRuntime(artefact_dir(settings))
        return rt


def current_model(session: Session, settings: Settings) -> SimilarityModel:
    return similarity_runtime(settings).model(session)


# --- rebuilds (actor and CLI) ---------------------------------------------------------------------

_rebuild_lock = threading.Lock()


@dataclass(frozen=True)
class RebuildResult:
    rebuilt: bool
    reason: str
    catalog_version: str
    products: int = 0
    seconds: float = 0.0


def rebuild_if_stale(session: Session, settings: Settings, *, force: bool = False, max_rounds: int = 3
                     ) -> RebuildResult:
    """Rebuild the artefact unless it already matches the catalogue version.

    Bursts coalesce: while one rebuild runs in this process, further requests return at once, and the
    running one checks the catalogue version again when it finishes and goes round once more if it moved.
    """
    directory = artefact_dir(settings)
    if not _rebuild_lock.acquire(blocking=False):
        return RebuildResult(False, "a rebuild is already running; it will pick this change up",
                             product_repository.active_catalog_version(session))
    try:
        result = RebuildResult(False, "up to date", "")
        for _ in range(max_rounds):
            version = product_repository.active_catalog_version(session)
            meta = read_meta(directory)
            if not force and meta is not None and meta.get("catalog_version") == version \
                    and meta.get("format") == FORMAT_VERSION:
                return result if result.rebuilt else RebuildResult(False, "artefact already matches the catalogue",
                                                                   version)
            started = time.perf_counter()
            model = build_model(session)
            save_model(model, directory)
            similarity_runtime(settings).install(model)
            result = RebuildResult(True, "rebuilt", model.catalog_version, len(model),
                                   round(time.perf_counter() - started, 3))
            log.info("similarity_rebuilt", products=len(model), seconds=result.seconds,
                     catalog_version=model.catalog_version)
            force = False
            session.expire_all()
        return result
    finally:
        _rebuild_lock.release()
