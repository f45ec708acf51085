"""Save / load a fitted IngredientVectorizer + SimilarityIndex as one .npz file.

The file holds plain arrays (no pickle, so loading runs no code) plus a JSON metadata member:
parameters, numpy / scipy / scikit-learn versions, the catalog version it was built from and the
creation time. Writes are atomic (temporary file in the same directory, fsync, rename), so a reader
hot-reloading the path sees the old file or the new one, never half of one.

The zip members are stored uncompressed with each array's data 64-byte aligned in the file (a padding
record in the member's extra field), so `load` maps the arrays read-only from the file instead of
reading them: every process that loads the same file shares one copy of its pages. Any npz reader still
reads the file; an array that is not aligned (a file written by `np.savez`) is read into memory instead.
"""

from __future__ import annotations

import io
import json
import mmap
import os
import platform
import struct
import tempfile
import zipfile
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from importlib.metadata import version as installed_version
from pathlib import Path
from typing import Any

import numpy as np

from ingredient_engine import kernels
from ingredient_engine.similarity import SimilarityIndex, _block_rows
from ingredient_engine.vectorize import IngredientVectorizer

FORMAT_VERSION = 1
_META = "__metadata__"
_INDEX_ARRAYS = ("order_", "norm_", "df_", "ids_", "category_codes_", "category_labels_", "brand_codes_",
                 "brand_labels_", "price_", "price_per_unit_")
# Derived at fit; saved so that a loading process maps them instead of computing a private copy
# (an artefact without them, written before they were saved, gets them computed at load).
_DERIVED_ARRAYS = ("rank_", "dense_of_", "bits_")
ALIGN = 64  # numpy pads an .npy header to 64 bytes, so a 64-aligned member start aligns its data
_PADDING_ID = 0xD935  # zip extra-field id of a padding record (as Android's zipalign writes)
_LOCAL_HEADER = struct.Struct("<4s2B4HL2L2H")  # a zip member's local file header (30 bytes)


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
    # from the installed metadata: importing scipy or scikit-learn only to read their versions would cost a
    # serving process ~60 MB of modules it never uses
    return {"numpy": np.__version__, "scipy": installed_version("scipy"),
            "scikit-learn": installed_version("scikit-learn"), "python": platform.python_version()}


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
    arrays = {f"index.{name}": _plain(getattr(index, name), name) for name in _INDEX_ARRAYS + _DERIVED_ARRAYS}
    for part in ("csr_", "csc_"):
        for name, arr in zip(("indptr", "indices", "data"), getattr(index, part), strict=True):
            arrays[f"index.{part}{name}"] = arr
    if kernels.HAVE_NUMBA and index.backend != "numpy":  # the compiled kernel's layout, mapped instead of rebuilt
        block, lo, hi, sorted_blocks, blk_ptr, q8, cmax = index._layout()
        arrays.update({"layout.block": np.array([block, sorted_blocks], np.int64), "layout.lo": lo,
                       "layout.hi": hi, "layout.blk_ptr": blk_ptr, "layout.q8": q8, "layout.cmax": cmax})
    arrays["vec.names"] = np.array(vectorizer.get_feature_names_out().tolist(), dtype=str)
    arrays["vec.df_"] = vectorizer.df_
    arrays["vec.idf_"] = vectorizer.idf_
    arrays["vec.scalars"] = np.array([vectorizer.n_documents_, vectorizer.unknown_idf_], dtype=np.float64)
    arrays[_META] = np.frombuffer(json.dumps(meta.to_dict()).encode(), dtype=np.uint8)
    write_arrays(path, arrays)
    return meta


def write_arrays(path: str | Path, arrays: Mapping[str, np.ndarray]) -> None:
    """Write `arrays` to `path` atomically as an npz whose arrays `map_arrays` can map (see the module note)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            _write_aligned_npz(fh, arrays)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _write_aligned_npz(fh, arrays: Mapping[str, np.ndarray]) -> None:
    with zipfile.ZipFile(fh, "w", compression=zipfile.ZIP_STORED, allowZip64=True) as zf:
        for name, value in arrays.items():
            arr = np.asanyarray(value)
            member = zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            member.compress_type = zipfile.ZIP_STORED
            # local header: 30 bytes + name + extra (our padding record, then the 20-byte zip64 record)
            used = fh.tell() + _LOCAL_HEADER.size + len(member.filename.encode()) + 4 + 20
            pad = -used % ALIGN
            member.extra = struct.pack("<HH", _PADDING_ID, pad) + bytes(pad)
            with zf.open(member, "w", force_zip64=True) as out:
                np.lib.format.write_array(out, arr, allow_pickle=False)


def map_arrays(path: str | Path) -> dict[str, np.ndarray]:
    """Every array of an npz, read-only: mapped from the file when stored uncompressed and aligned (the
    pages are shared with every other process mapping the file, and a file replaced or deleted later stays
    readable through the mapping), else read into memory."""
    out: dict[str, np.ndarray] = {}
    with open(path, "rb") as fh, zipfile.ZipFile(fh) as zf:
        size = os.fstat(fh.fileno()).st_size
        mapped = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) if size else None
        for member in zf.infolist():
            name = member.filename.removesuffix(".npy")
            arr = _mapped_member(mapped, member) if mapped is not None else None
            if arr is None:
                with zf.open(member) as raw:
                    arr = np.lib.format.read_array(raw, allow_pickle=False)
                arr.flags.writeable = False
            out[name] = arr
    return out


def _mapped_member(mapped: mmap.mmap, member: zipfile.ZipInfo) -> np.ndarray | None:
    """The member's array as a view of the mapping, or None when it cannot be one (compressed, unaligned)."""
    if member.compress_type != zipfile.ZIP_STORED:
        return None
    header = _LOCAL_HEADER.unpack_from(mapped, member.header_offset)
    start = member.header_offset + _LOCAL_HEADER.size + header[10] + header[11]
    head = io.BytesIO(mapped[start:start + min(member.file_size, 1 << 16)])
    version = np.lib.format.read_magic(head)
    shape, fortran, dtype = (np.lib.format.read_array_header_1_0(head) if version == (1, 0)
                             else np.lib.format.read_array_header_2_0(head))
    offset = start + head.tell()
    if dtype.hasobject or offset % max(dtype.alignment, 1):
        return None
    count = int(np.prod(shape, dtype=np.int64))
    if count == 0:
        return np.empty(shape, dtype)
    flat = np.frombuffer(mapped, dtype=dtype, count=count, offset=offset)
    return flat.reshape(shape, order="F" if fortran else "C")


def _read_meta(npz) -> ArtefactMetadata:
    if _META not in npz.files:
        raise ArtefactError("not a similarity artefact: no metadata")
    return _parse_meta(npz[_META].tobytes())


def _parse_meta(raw: bytes) -> ArtefactMetadata:
    meta = ArtefactMetadata(**json.loads(raw.decode()))
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
    unless `allow_version_mismatch` (the arrays are plain, but parameter semantics may differ).
    The index's arrays are read-only views of the file (see `map_arrays`)."""
    a = map_arrays(path)
    if _META not in a:
        raise ArtefactError("not a similarity artefact: no metadata")
    meta = _parse_meta(a[_META].tobytes())
    now = library_versions()
    stale = {lib: (v, now[lib]) for lib, v in meta.versions.items()
             if lib != "python" and _minor(v) != _minor(now.get(lib, ""))}
    if stale and not allow_version_mismatch:
        raise ArtefactError(f"built with other library versions (saved, running): {stale}")
    vec = IngredientVectorizer(**meta.vectorizer_params)
    vec.vocabulary_ = {name: j for j, name in enumerate(a["vec.names"].tolist())}
    vec.df_, vec.idf_ = a["vec.df_"], a["vec.idf_"]
    vec.n_documents_, vec.unknown_idf_ = int(a["vec.scalars"][0]), float(a["vec.scalars"][1])
    index = SimilarityIndex(**meta.index_params)
    for name in _INDEX_ARRAYS:
        setattr(index, name, a[f"index.{name}"])
    index.csr_ = (a["index.csr_indptr"], a["index.csr_indices"], a["index.csr_data"])
    index.csc_ = (a["index.csc_indptr"], a["index.csc_indices"], a["index.csc_data"])
    index.n_rows_, index.n_features_in_ = meta.n_rows, meta.n_features
    if len(index.order_) != meta.n_rows or len(vec.vocabulary_) != meta.n_features:
        raise ArtefactError("artefact arrays do not match its metadata")
    if all(f"index.{name}" in a for name in _DERIVED_ARRAYS):
        index.rank_, index.dense_of_, index.bits_ = (a[f"index.{name}"] for name in _DERIVED_ARRAYS)
    else:  # written before they were saved
        index.rank_ = np.empty(meta.n_rows, np.int64)
        index.rank_[index.order_] = np.arange(meta.n_rows)
        index.dense_of_, index.bits_ = kernels.build_bitsets(index.csc_[0], index.csc_[1], meta.n_rows)
    if "layout.block" in a and kernels.HAVE_NUMBA:
        block, sorted_blocks = (int(x) for x in a["layout.block"])
        if block == _block_rows(meta.n_rows):  # else the code's block size changed: the index derives it again
            index._layout_cache = (block, a["layout.lo"], a["layout.hi"], bool(sorted_blocks), a["layout.blk_ptr"],
                                   a["layout.q8"], a["layout.cmax"])
    return Artefact(vec, index, meta)
