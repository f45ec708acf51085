"""The process's search backend, built once per settings from SEARCH_URL."""

from __future__ import annotations

import threading

from api.search.backends import SearchBackend, create_search_backend
from api.settings import Settings

_backends: dict[tuple[str, str], SearchBackend] = {}
_lock = threading.Lock()


def built_search_backend(settings: Settings) -> SearchBackend | None:
    """The backend when this process has built it already (a dict lookup: no lock, no I/O)."""
    return _backends.get((settings.search_url, str(settings.data_dir)))


def get_search_backend(settings: Settings) -> SearchBackend:
    key = (settings.search_url, str(settings.data_dir))
    with _lock:
        backend = _backends.get(key)
        if backend is None:
            from api.search.synonyms import load_synonyms

            backend = create_search_backend(
                settings.search_url, data_dir=settings.data_dir, synonyms=load_synonyms(),
                request_timeout=settings.search_request_timeout, bulk_timeout=settings.search_bulk_timeout)
            _backends[key] = backend
        return backend


def close_search_backends() -> None:
    with _lock:
        for backend in _backends.values():
            backend.close()
        _backends.clear()
