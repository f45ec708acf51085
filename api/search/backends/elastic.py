"""The Elasticsearch backend (production profile), on the official `elasticsearch` 8.x client.

Timeouts are settings from day one: queries get a short request timeout and one retry; bulk
loads get a long timeout through a separate client view. Connection failures, timeouts and
overload answers (429/502/503/504) become SearchUnavailable (HTTP 503). Request bodies come from
the pure builders in elastic_bodies.py, which have their own unit tests.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

import elastic_transport
from elasticsearch import ApiError, Elasticsearch, NotFoundError, helpers

from api.search.backends.base import (
    DEFAULT_MAX_BYTES_PER_CHUNK,
    DEFAULT_MAX_DOCS_PER_CHUNK,
    BulkIndexReport,
    Document,
    SearchBackend,
)
from api.search.backends.elastic_bodies import (
    build_autocomplete_body,
    build_mappings,
    build_search_body,
    parse_search_response,
    to_es_document,
)
from api.search.backends.naming import (
    alias_name,
    check_prefix,
    parse_physical,
    physical_name,
)
from api.search.backends.text import SynonymTable
from api.search.errors import SearchIndexError, SearchUnavailable
from api.search.index_fields import IndexSchema
from api.search.query import AutocompleteQuery, SearchQuery, SearchResult, Suggestion, suggestion_fields

__all__ = ["ElasticsearchSearchBackend", "build_mappings", "build_search_body", "build_autocomplete_body"]

_OVERLOADED = {429, 502, 503, 504}
_SERIALISATION_OVERHEAD = 64  # bytes of action line per document, for our own chunk accounting


class ElasticsearchSearchBackend(SearchBackend):
    def __init__(
        self,
        url: str | None = None,
        *,
        client: Elasticsearch | None = None,
        synonyms: Mapping[str, Sequence[str]] | None = None,
        index_prefix: str = "glowdex",
        request_timeout: float = 2.0,
        bulk_timeout: float = 120.0,
        number_of_shards: int = 1,
        number_of_replicas: int = 1,
        refresh_writes: bool = True,
        schemas: Mapping[str, IndexSchema],
    ):
        if (url is None) == (client is None):
            raise ValueError("give an Elasticsearch url or a client")
        base = client or Elasticsearch(url, request_timeout=request_timeout, max_retries=1, retry_on_timeout=True)
        self._client = base.options(request_timeout=request_timeout, max_retries=1, retry_on_timeout=True)
        self._bulk_client = base.options(request_timeout=bulk_timeout, max_retries=2, retry_on_timeout=True)
        self._base = base
        self.prefix = check_prefix(index_prefix)
        self.synonyms = SynonymTable(synonyms)
        self._schemas = dict(schemas)
        self._shards, self._replicas = number_of_shards, number_of_replicas
        # "wait_for": a write is searchable when the call returns, as with the embedded backend.
        self._refresh: str | bool = "wait_for" if refresh_writes else False

    # --- index lifecycle ----------------------------------------------------------------------

    def create_index(self, kind: str) -> str:
        schema = self._schema(kind)
        with _unavailable_on_outage():
            versions = [v for _, v in self._versions(kind)]
            name = physical_name(self.prefix, kind, max(versions, default=0) + 1)
            body = build_mappings(schema, self.synonyms, number_of_shards=self._shards,
                                  number_of_replicas=self._replicas)
            self._client.indices.create(index=name, settings=body["settings"], mappings=body["mappings"])
        return name

    def list_indices(self, kind: str) -> list[str]:
        self._schema(kind)
        with _unavailable_on_outage():
            return [physical_name(self.prefix, kind, v) for _, v in sorted(self._versions(kind), key=lambda x: x[1])]

    def live_index(self, kind: str) -> str | None:
        self._schema(kind)
        with _unavailable_on_outage():
            holders = self._alias_holders(kind)
        return holders[0] if holders else None

    def swap_alias(self, kind: str, new_index: str) -> str | None:
        self._schema(kind)
        parsed = parse_physical(self.prefix, new_index)
        if parsed is None or parsed[0] != kind:
            raise SearchIndexError(f"{new_index!r} is not an index of kind {kind!r}")
        alias = alias_name(self.prefix, kind)
        with _unavailable_on_outage():
            holders = self._alias_holders(kind)
            actions: list[dict[str, Any]] = [{"remove": {"index": h, "alias": alias}} for h in holders if h != new_index]
            actions.append({"add": {"index": new_index, "alias": alias}})
            self._client.indices.update_aliases(actions=actions)  # one request: atomic
        return holders[0] if holders else None

    def drop_index(self, name: str) -> None:
        parsed = parse_physical(self.prefix, name)
        if parsed is None:
            raise SearchIndexError(f"no index named {name!r}")
        if self.live_index(parsed[0]) == name:
            raise SearchIndexError(f"{name!r} is live for {parsed[0]!r}; swap the alias first")
        with _unavailable_on_outage():
            try:
                self._client.indices.delete(index=name)
            except NotFoundError:
                raise SearchIndexError(f"no index named {name!r}") from None

    # --- writes -------------------------------------------------------------------------------

    def bulk_index(
        self,
        index_name: str,
        docs: Iterable[Document],
        *,
        max_docs_per_chunk: int = DEFAULT_MAX_DOCS_PER_CHUNK,
        max_bytes_per_chunk: int = DEFAULT_MAX_BYTES_PER_CHUNK,
        refresh: str | bool = False,
    ) -> BulkIndexReport:
        kind = self._kind_of_target(index_name)
        schema = self._schema(kind)
        report = BulkIndexReport()
        for chunk in _chunks(docs, schema, index_name, max_docs_per_chunk, max_bytes_per_chunk, report):
            with _unavailable_on_outage():
                ok, errors = helpers.bulk(
                    self._bulk_client, chunk, chunk_size=max_docs_per_chunk, max_chunk_bytes=max_bytes_per_chunk,
                    raise_on_error=False, max_retries=2, refresh=refresh,
                )
            report.chunks += 1
            report.indexed += ok
            for item in errors:  # type: ignore[union-attr]
                detail = next(iter(item.values()))
                report.failed.append((str(detail.get("_id")), str(detail.get("error"))))
        if refresh is False:
            with _unavailable_on_outage():
                self._client.indices.refresh(index=index_name)
        return report

    def upsert(self, kind: str, docs: Iterable[Document]) -> BulkIndexReport:
        self._require_live(kind)
        return self.bulk_index(alias_name(self.prefix, kind), docs, refresh=self._refresh)

    def delete(self, kind: str, ids: Sequence[str]) -> None:
        if not ids:
            return
        alias = self._require_live(kind)
        actions = [{"_op_type": "delete", "_index": alias, "_id": str(i)} for i in ids]
        with _unavailable_on_outage():
            _, errors = helpers.bulk(self._bulk_client, actions, raise_on_error=False, refresh=self._refresh)
        real = [e for e in errors if next(iter(e.values())).get("status") != 404]  # type: ignore[union-attr]
        if real:
            raise SearchUnavailable(f"Deleting from the {kind} index failed: {real[:3]}")

    # --- reads --------------------------------------------------------------------------------

    def search(self, query: SearchQuery) -> SearchResult:
        query = query.bound(self._schemas)
        body = build_search_body(query, query.schemas, text=self.synonyms.search_text(query.text))
        index = ",".join(alias_name(self.prefix, k) for k in query.kinds)
        with _unavailable_on_outage():
            response = self._client.search(index=index, body=body)
        return parse_search_response(response.body, query, self._kind_of_physical)

    def autocomplete(
        self, kinds: str | Sequence[str], prefix: str, *, size: int = 8, viewer_id: str | None = None
    ) -> list[Suggestion]:
        q = AutocompleteQuery(kinds=(kinds,) if isinstance(kinds, str) else tuple(kinds), prefix=prefix,
                              size=size, viewer_id=viewer_id).bound(self._schemas)
        if not q.prefix.strip() or not self.synonyms.clauses(q.prefix):
            return []
        index = ",".join(alias_name(self.prefix, k) for k in q.kinds)
        with _unavailable_on_outage():
            response = self._client.search(index=index, body=build_autocomplete_body(q))
        out = []
        for h in response.body["hits"]["hits"]:
            kind = self._kind_of_physical(h["_index"])
            text = h["_source"].get(self._schemas[kind].display_field)
            out.append(Suggestion(kind=kind, id=h["_id"], text=text if isinstance(text, str) else "",
                                  score=float(h.get("_score") or 0.0),
                                  fields=suggestion_fields(self._schemas[kind], h["_source"])))
        return out

    def count(self, kind: str) -> int:
        alias = self._require_live(kind)
        with _unavailable_on_outage():
            return int(self._client.count(index=alias)["count"])

    def ping(self) -> bool:
        try:
            return bool(self._client.ping())
        except (elastic_transport.TransportError, ApiError):
            return False

    def health(self) -> dict[str, Any]:
        with _unavailable_on_outage():
            cluster = self._client.cluster.health().body
        return {"backend": "elasticsearch", "ok": cluster.get("status") in ("green", "yellow"), "cluster": cluster}

    def close(self) -> None:
        self._base.close()

    # --- internals ----------------------------------------------------------------------------

    def _schema(self, kind: str) -> IndexSchema:
        try:
            return self._schemas[kind]
        except KeyError:
            raise SearchIndexError(f"unknown search kind {kind!r}") from None

    def _versions(self, kind: str) -> list[tuple[str, int]]:
        found = self._client.indices.get(index=f"{physical_name(self.prefix, kind, 0)[:-6]}*",
                                         expand_wildcards="open,closed", ignore_unavailable=True)
        return [p for name in found.body if (p := parse_physical(self.prefix, name)) and p[0] == kind]

    def _alias_holders(self, kind: str) -> list[str]:
        try:
            return sorted(self._client.indices.get_alias(name=alias_name(self.prefix, kind)).body)
        except NotFoundError:
            return []

    def _require_live(self, kind: str) -> str:
        if self.live_index(kind) is None:
            raise SearchUnavailable(f"The {kind} search index has not been built yet; "
                                    f"run `glowdex search reindex`.", retry_after=30)
        return alias_name(self.prefix, kind)

    def _kind_of_physical(self, name: str) -> str:
        parsed = parse_physical(self.prefix, name)
        if parsed is None:
            raise SearchIndexError(f"unexpected index {name!r} in results")
        return parsed[0]

    def _kind_of_target(self, name: str) -> str:
        """Kind of a physical index name or of an alias name."""
        parsed = parse_physical(self.prefix, name)
        if parsed:
            return parsed[0]
        for kind in self._schemas:
            if alias_name(self.prefix, kind) == name:
                return kind
        raise SearchIndexError(f"no index named {name!r}")


def _chunks(docs: Iterable[Document], schema: IndexSchema, index: str, max_docs: int, max_bytes: int,
            report: BulkIndexReport) -> Iterator[list[dict[str, Any]]]:
    """Bulk actions in chunks capped by count and approximate bytes (the helper re-checks both)."""
    chunk: list[dict[str, Any]] = []
    size = 0
    for doc in docs:
        doc_id = doc.get("id")
        if not isinstance(doc_id, str) or not doc_id:
            report.failed.append((str(doc_id), "id must be a non-empty string"))
            continue
        source = to_es_document(schema, doc)
        doc_bytes = len(json.dumps(source, default=str)) + _SERIALISATION_OVERHEAD
        if chunk and (len(chunk) >= max_docs or size + doc_bytes > max_bytes):
            yield chunk
            chunk, size = [], 0
        chunk.append({"_op_type": "index", "_index": index, "_id": doc_id, "_source": source})
        size += doc_bytes
    if chunk:
        yield chunk


@contextmanager
def _unavailable_on_outage() -> Iterator[None]:
    try:
        yield
    except elastic_transport.TransportError as exc:  # connection refused, timeout, TLS
        raise SearchUnavailable(f"Search is unavailable: {type(exc).__name__}.") from exc
    except ApiError as exc:
        if exc.meta.status in _OVERLOADED:
            raise SearchUnavailable(f"Search is overloaded (HTTP {exc.meta.status}).") from exc
        if isinstance(exc, NotFoundError) and "index_not_found" in str(exc):
            raise SearchUnavailable("A search index is missing; run `glowdex search reindex`.", 30) from exc
        raise
