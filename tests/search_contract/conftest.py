"""The `backend` fixture: the embedded engine always, Elasticsearch when ELASTICSEARCH_URL is set.

No mocks: every test runs against a real engine. Each Elasticsearch run uses a unique index
prefix and deletes its indices afterwards.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest

from api.search.backends.base import SearchBackend
from api.search.backends.embedded import EmbeddedSearchBackend
from api.search_kinds.registry import SCHEMAS

ES_URL = os.environ.get("ELASTICSEARCH_URL")
SYNONYMS = {"water": ["aqua", "eau"], "fragrance": ["parfum"], "vitamin c": ["ascorbic acid"]}

BACKENDS = [
    pytest.param("embedded", id="embedded"),
    pytest.param("elasticsearch", id="elasticsearch",
                 marks=pytest.mark.skipif(not ES_URL, reason="ELASTICSEARCH_URL not set")),
]


def _make(name: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[SearchBackend, object]:
    if name == "embedded":
        return EmbeddedSearchBackend(tmp_path_factory.mktemp("search"), synonyms=SYNONYMS, schemas=SCHEMAS), None
    from api.search.backends.elastic import ElasticsearchSearchBackend

    prefix = f"glowdex-test-{uuid.uuid4().hex[:8]}"
    backend = ElasticsearchSearchBackend(ES_URL, synonyms=SYNONYMS, index_prefix=prefix, number_of_replicas=0,
                                         request_timeout=10.0, schemas=SCHEMAS)
    return backend, prefix


def _cleanup(backend: SearchBackend, prefix: object) -> None:
    if prefix is not None:  # ES 8 refuses wildcard deletes by default: name each index
        client = backend._base  # type: ignore[attr-defined]
        for name in client.indices.get(index=f"{prefix}-*", ignore_unavailable=True).body:
            client.indices.delete(index=name)
    backend.close()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[SearchBackend]:
    """An empty backend: no index exists yet."""
    made, prefix = _make(request.param, tmp_path_factory)
    yield made
    _cleanup(made, prefix)


@pytest.fixture(scope="module", params=BACKENDS)
def loaded(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[SearchBackend]:
    """A backend with the corpus indexed and live; tests using it must not write."""
    from corpus import load_corpus

    made, prefix = _make(request.param, tmp_path_factory)
    load_corpus(made)
    yield made
    _cleanup(made, prefix)
