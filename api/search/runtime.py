"""The process's search backend, built on first use from SEARCH_URL and the indexed kinds' schemas it is given; held
by the process's `Runtimes`."""

from __future__ import annotations

import threading
from collections.abc import Mapping

from api.search.backends import SearchBackend, create_search_backend
from api.search.index_fields import IndexSchema
from api.search.synonyms import load_synonyms
from api.settings import Settings


class SearchRuntime:
    def __init__(self, settings: Settings, schemas: Mapping[str, IndexSchema]) -> None:
        self.settings = settings
        self.schemas = schemas
        self._backend: SearchBackend | None = None
        self._lock = threading.Lock()

    def built(self) -> SearchBackend | None:
        """The backend when this process has built it already (an attribute read: no lock, no I/O)."""
        return self._backend

    def backend(self) -> SearchBackend:
        with self._lock:
            if self._backend is None:
                settings = self.settings
                self._backend = create_search_backend(
                    settings.search_url, schemas=self.schemas, data_dir=settings.data_dir, synonyms=load_synonyms(),
                    request_timeout=settings.search_request_timeout, bulk_timeout=settings.search_bulk_timeout)
            return self._backend

    def close(self) -> None:
        """Close the backend (the next `backend()` builds a fresh one)."""
        with self._lock:
            if self._backend is not None:
                self._backend.close()
                self._backend = None
