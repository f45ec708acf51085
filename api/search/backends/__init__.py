"""Search backends behind one protocol; `create_search_backend` picks one from the settings URL."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from api.search.backends.base import BulkIndexReport, SearchBackend
from api.search.index_fields import IndexSchema

__all__ = ["BulkIndexReport", "SearchBackend", "create_search_backend"]


def create_search_backend(
    url: str,
    *,
    schemas: Mapping[str, IndexSchema],
    data_dir: str | Path,
    synonyms: Mapping[str, Sequence[str]] | None = None,
    request_timeout: float = 2.0,
    bulk_timeout: float = 120.0,
    index_prefix: str = "glowdex",
) -> SearchBackend:
    """`embedded://` (or `embedded:///abs/dir`) -> tantivy under data_dir/search; http(s):// -> Elasticsearch.
    `schemas`: every indexed kind's, by name (`api/search_kinds/registry.SCHEMAS`, handed over by the process's
    `Runtimes`: the engine knows no kind)."""
    if url.startswith("embedded://"):
        from api.search.backends.embedded import EmbeddedSearchBackend

        root = url.removeprefix("embedded://") or Path(data_dir) / "search"
        return EmbeddedSearchBackend(root, synonyms=synonyms, index_prefix=index_prefix, schemas=schemas)
    if url.startswith(("http://", "https://")):
        from api.search.backends.elastic import ElasticsearchSearchBackend

        return ElasticsearchSearchBackend(url, synonyms=synonyms, index_prefix=index_prefix, schemas=schemas,
                                          request_timeout=request_timeout, bulk_timeout=bulk_timeout)
    raise ValueError(f"unsupported search URL {url!r}: use embedded:// or http(s)://host:9200")
