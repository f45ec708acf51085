"""The similarity artefact on disk: one build directory per fit under `settings.data_dir / "similarity"` (one
`ingredient_engine.artefact` file per metric with parameters, library versions and catalogue version, the label
order of every row for the dupe finder, `meta.json`), and a `CURRENT` pointer swapped atomically, so a reader
sees the old build or the new one, never a mix. Every worker maps the build's arrays read-only from these files
(`ingredient_engine.artefact.map_arrays`): the pages are shared, not copied per worker."""

from __future__ import annotations

import json
import shutil
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from api.atomic_files import atomic_write
from api.settings import Settings
from api.similarity.model import DUPE_PARAMS, MetricIndex, RowIds, SimilarityModel, dupe_finder_of_arrays
from ingredient_engine import artefact
from ingredient_engine.vectorize import IngredientVectorizer

POINTER_NAME = "CURRENT"
META_NAME = "meta.json"
ORDER_NAME = "label_order.npz"
FORMAT_VERSION = 3  # 3: arrays aligned for mapping, derived index arrays saved (older builds are rebuilt)
KEEP_BUILDS = 3


def artefact_dir(settings: Settings) -> Path:
    return settings.data_dir / "similarity"


def artefact_meta(model: SimilarityModel) -> dict[str, Any]:
    return {"format": FORMAT_VERSION, "build_id": model.build_id, "catalog_version": model.catalog_version,
            "built_at": model.built_at, "products": len(model), "params": model.params,
            "dupe_params": {**DUPE_PARAMS, "weights": list(DUPE_PARAMS["weights"])}, "versions": model.versions}


def _save_label_order(path: Path, model: SimilarityModel) -> None:
    """Each row's labelled ingredients in label order, as column numbers of the jaccard vocabulary."""
    finder = model.dupe_finder
    assert finder is not None
    vocab = model.metrics["jaccard"].vectorizer.vocabulary_
    column_of = np.fromiter((vocab[name] for name in finder.label_names_), np.int32, count=len(finder.label_names_))
    artefact.write_arrays(path, {"indptr": np.asarray(finder.order_indptr_, np.int64),
                                 "indices": column_of[finder.order_ids_]})


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
    ids: np.ndarray = np.array([], np.int64)
    for metric, vec_params in meta["params"].items():
        path = build / f"{metric}.npz"
        if path.exists():
            loaded = artefact.load(path)
            metrics[metric] = MetricIndex(loaded.vectorizer, loaded.index, loaded.vectorizer.get_feature_names_out())
            ids = loaded.index.ids_
        else:  # an empty catalogue has no index
            metrics[metric] = MetricIndex(IngredientVectorizer(**vec_params).fit([]), None, np.array([], dtype=object))
    finder = None
    jac = metrics.get("jaccard")
    if jac is not None and jac.index is not None:
        order = artefact.map_arrays(build / ORDER_NAME)
        finder = dupe_finder_of_arrays(jac, order["indptr"], order["indices"])
    return SimilarityModel(catalog_version=meta["catalog_version"], built_at=meta["built_at"], params=meta["params"],
                           product_ids=RowIds(ids), metrics=metrics, dupe_finder=finder, versions=meta["versions"],
                           build_id=meta["build_id"])


def mtime_ns(path: Path) -> int | None:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return None
