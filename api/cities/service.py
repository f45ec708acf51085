"""Nearest city to a point: a KD-tree over unit vectors of every city, built once per catalogue and kept by the
process's `Runtimes` (`CityTrees`)."""

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


class CityTrees:
    """The process's KD-tree of the cities, rebuilt when their count changes (an import in another process)."""

    def __init__(self) -> None:
        self._built: _CityTree | None = None
        self._lock = threading.Lock()

    def tree(self, session: Session) -> _CityTree | None:
        count = session.scalar(select(func.count()).select_from(City)) or 0
        with self._lock:
            if self._built is not None and self._built.count == count:
                return self._built
            if count == 0:
                return None
            from scipy.spatial import cKDTree

            rows = np.array(session.execute(select(City.id, City.latitude, City.longitude)).all(), dtype=float)
            self._built = _CityTree(count, rows[:, 0].astype(np.int64),
                                    cKDTree(_unit_vectors(rows[:, 1], rows[:, 2])))
            return self._built


def nearest_city(session: Session, trees: CityTrees, lat: float, lng: float) -> tuple[City, float] | None:
    tree = trees.tree(session)
    if tree is None:
        return None
    chord, idx = tree.tree.query(_unit_vectors(np.array([lat]), np.array([lng]))[0])
    city = session.get(City, int(tree.ids[idx]))
    if city is None:
        return None
    return city, 2 * EARTH_RADIUS_KM * math.asin(min(1.0, chord / 2))
