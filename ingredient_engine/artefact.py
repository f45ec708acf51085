"""Save / load a fitted IngredientVectorizer + SimilarityIndex as one .npz file.

The file holds plain arrays (no pickle, so loading runs no code) plus a JSON metadata member:
parameters, numpy / scipy / scikit-learn versions, the catalog version it was built from and the
creation time. Writes are atomic (temporary file in the same directory, fsync, rename), so a reader
hot-reloading the path sees the old file or the new one, never half of one.
"""

from __future__ import annotations

import json
import os
import platform
import tempfile
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import scipy
import sklearn

from ingredient_engine import kernels
from ingredient_engine.similarity import SimilarityIndex
from ingredient_engine.vectorize import IngredientVectorizer

FORMAT_VERSION = 1
_META = "__metadata__"
_INDEX_ARRAYS = ("order_", "norm_", "df_", "ids_", "category_codes_", "category_labels_", "brand_codes_",
                 "brand_labels_", "price_", "price_per_unit_")


class ArtefactError(Exception):
    """The file is not a usable artefact (format, versions or content)."""


@dataclass(frozen=True)
class ArtefactMetadata:
    format_version: int
    catalog_version: str
    created_at: str  # ISO 8601, UTC
    vectorizer_params: dict[str, Any]
    index_params: dict[str, Any]
    versions: dict[str, str]
    n_rows: int
    n_features: int

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Artefact:
    vectorizer: IngredientVectorizer
    index: SimilarityIndex
    metadata: ArtefactMetadata


def library_versions() -> dict[str, str]:
    return {"numpy": np.__version__, "scipy": scipy.__version__, "scikit-learn": sklearn.__version__,
            "python": platform.python_version()}


def _plain(arr: np.ndarray, name: str) -> np.ndarray:
    arr = np.asarray(arr)
    if arr.dtype == object:
        raise ArtefactError(f"{name} holds mixed Python objects; use all-str or all-int values")
    return arr


def save(path: str | Path, vectorizer: IngredientVectorizer, index: SimilarityIndex,
         catalog_version: str) -> ArtefactMetadata:
    """Write the fitted pair to `path` atomically and return its metadata."""
    path = Path(path)
    meta = ArtefactMetadata(
        format_version=FORMAT_VERSION,
        catalog_version=str(catalog_version),
        created_at=datetime.now(UTC).isoformat(timespec="seconds"),
        vectorizer_params=vectorizer.get_params(),
        index_params=index.get_params(),
        versions=library_versions(),
        n_rows=int(index.n_rows_),
        n_features=int(index.n_features_in_),
    )
    if len(vectorizer.vocabulary_) != index.n_features_in_:
        raise ArtefactError("vectorizer and index disagree on the number of features")
    arrays = {f"index.{name}": _plain(getattr(index, name), name) for name in _INDEX_ARRAYS}
    for part in ("csr_", "csc_"):
        for name, arr in zip(("indptr", "indices", "data"), getattr(index, part), strict=True):
            arrays[f"index.{part}{name}"] = arr
    arrays["vec.names"] = np.array(vectorizer.get_feature_names_out().tolist(), dtype=str)
    arrays["vec.df_"] = vectorizer.df_
    arrays["vec.idf_"] = vectorizer.idf_
    arrays["vec.scalars"] = np.array([vectorizer.n_documents_, vectorizer.unknown_idf_], dtype=np.float64)
    arrays[_META] = np.frombuffer(json.dumps(meta.to_dict()).encode(), dtype=np.uint8)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            np.savez(fh, **arrays)  # type: ignore[arg-type]  # numpy stub types **kwds as allow_pickle
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return meta


def _read_meta(npz) -> ArtefactMetadata:
    if _META not in npz.files:
        raise ArtefactError("not a similarity artefact: no metadata")
    meta = ArtefactMetadata(**json.loads(npz[_META].tobytes().decode()))
    if meta.format_version != FORMAT_VERSION:
        raise ArtefactError(f"artefact format {meta.format_version}, this code reads {FORMAT_VERSION}")
    return meta


def read_metadata(path: str | Path) -> ArtefactMetadata:
    with np.load(path, allow_pickle=False) as npz:
        return _read_meta(npz)


def _minor(version: str) -> tuple[str, ...]:
    return tuple(version.split(".")[:2])


def load(path: str | Path, *, allow_version_mismatch: bool = False) -> Artefact:
    """Read an artefact; refuse one built with another major.minor of numpy, scipy or scikit-learn
    unless `allow_version_mismatch` (the arrays are plain, but parameter semantics may differ)."""
    with np.load(path, allow_pickle=False) as npz:
        meta = _read_meta(npz)
        now = library_versions()
        stale = {lib: (v, now[lib]) for lib, v in meta.versions.items()
                 if lib != "python" and _minor(v) != _minor(now.get(lib, ""))}
        if stale and not allow_version_mismatch:
            raise ArtefactError(f"built with other library versions (saved, running): {stale}")
        a = {name: npz[name] for name in npz.files}
    vec = IngredientVectorizer(**meta.vectorizer_params)
    vec.vocabulary_ = {name: j for j, name in enumerate(a["vec.names"].tolist())}
    vec.df_, vec.idf_ = a["vec.df_"], a["vec.idf_"]
    vec.n_documents_, vec.unknown_idf_ = int(a["vec.scalars"][0]), float(a["vec.scalars"][1])
    index = SimilarityIndex(**meta.index_params)
    for name in _INDEX_ARRAYS:
        setattr(index, name, a[f"index.{name}"])
    index.csr_ = tuple(a[f"index.csr_{n}"] for n in ("indptr", "indices", "data"))
    index.csc_ = tuple(a[f"index.csc_{n}"] for n in ("indptr", "indices", "data"))
    index.n_rows_, index.n_features_in_ = meta.n_rows, meta.n_features
    if len(index.order_) != meta.n_rows or len(vec.vocabulary_) != meta.n_features:
        raise ArtefactError("artefact arrays do not match its metadata")
    index.rank_ = np.empty(meta.n_rows, np.int64)
    index.rank_[index.order_] = np.arange(meta.n_rows)
    index.dense_of_, index.bits_ = kernels.build_bitsets(index.csc_[0], index.csc_[1], meta.n_rows)
    return Artefact(vec, index, meta)
