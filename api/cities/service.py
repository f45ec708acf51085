"""Nearest city to a point: a KD-tree over unit vectors of every city, built once per catalog."""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.models import City

if TYPE_CHECKING:  # scipy.spatial (~30 MB per process) is imported on the first nearest-city question
    from scipy.spatial import cKDTree

EARTH_RADIUS_KM = 6371.0088


def _unit_vectors(lat: np.ndarray, lng: np.ndarray) -> np.ndarray:
    la, ln = np.radians(lat), np.radians(lng)
    return np.column_stack((np.cos(la) * np.cos(ln), np.cos(la) * np.sin(ln), np.sin(la)))


@dataclass
class _CityTree:
    count: int
    ids: np.ndarray
    tree: cKDTree


_cache: dict[str, _CityTree] = {}
_lock = threading.Lock()


def _tree(session: Session) -> _CityTree | None:
    count = session.scalar(select(func.count()).select_from(City)) or 0
    key = str(session.get_bind().engine.url)
    with _lock:
        cached = _cache.get(key)
        if cached is not None and cached.count == count:
            return cached
        if count == 0:
            return None
        from scipy.spatial import cKDTree

        rows = np.array(session.execute(select(City.id, City.latitude, City.longitude)).all(), dtype=float)
        built = _CityTree(count, rows[:, 0].astype(np.int64), cKDTree(_unit_vectors(rows[:, 1], rows[:, 2])))
        _cache[key] = built
        return built


def nearest_city(session: Session, lat: float, lng: float) -> tuple[City, float] | None:
    tree = _tree(session)
    if tree is None:
        return None
    chord, idx = tree.tree.query(_unit_vectors(np.array([lat]), np.array([lng]))[0])
    city = session.get(City, int(tree.ids[idx]))
    if city is None:
        return None
    return city, 2 * EARTH_RADIUS_KM * math.asin(min(1.0, chord / 2))
