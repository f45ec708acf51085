"""The one protocol every search backend implements (embedded tantivy, Elasticsearch).

Indices are versioned physical indices behind one alias per kind. A rebuild creates a new
version, bulk-loads it, swaps the alias atomically and prunes old versions; incremental updates
go through the alias. Every method raises `SearchUnavailable` when the backend cannot answer.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, runtime_checkable

from api.search.backends.naming import indices_to_prune
from api.search.query import Hit, SearchQuery, SearchResult, Suggestion, TermsFilter

Document = Mapping[str, Any]

# Bulk caps (architecture §7): bounded chunks by count and by bytes of serialised source.
DEFAULT_MAX_DOCS_PER_CHUNK = 500
DEFAULT_MAX_BYTES_PER_CHUNK = 5 * 1024 * 1024


@dataclass(slots=True)
class BulkIndexReport:
    indexed: int = 0
    chunks: int = 0
    # (document id, reason) for documents the backend refused; the rest were indexed.
    failed: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Generation:
    """What this process's searches read now (`SearchBackend.generation`)."""

    commits: Hashable  # changes with every commit to a live index and with an alias swap
    # Changes with every commit but those that changed only volatile fields (`SearchField.volatile`: a like's count)
    # of documents already indexed: an answer whose query reads no volatile field holds across such a commit unless
    # it shows one of the documents it changed (the backend tells its `counted_listeners` which, as it sees them).
    structure: Hashable


@dataclass(slots=True)
class SearchReads:
    """What the searches of one computation read (filled by the backend while `SEARCH_READS` holds it): the
    documents they returned, and whether a query read a volatile field (its order, a filter or a facet)."""

    docs: set[tuple[str, str]] = field(default_factory=set)
    volatile: bool = False

    def add(self, query: SearchQuery, hits: Iterable[Hit]) -> None:
        self.docs.update((h.kind, h.id) for h in hits)
        self.volatile = self.volatile or query.reads_volatile()


SEARCH_READS: ContextVar[SearchReads | None] = ContextVar("search_reads", default=None)


@runtime_checkable
class SearchBackend(Protocol):
    def create_index(self, kind: str) -> str:
        """Create an empty physical index of the next version; return its name."""
        ...

    def bulk_index(
        self,
        index_name: str,
        docs: Iterable[Document],
        *,
        max_docs_per_chunk: int = DEFAULT_MAX_DOCS_PER_CHUNK,
        max_bytes_per_chunk: int = DEFAULT_MAX_BYTES_PER_CHUNK,
    ) -> BulkIndexReport:
        """Index (insert or replace by id) a stream of documents into one physical index."""
        ...

    def upsert(self, kind: str, docs: Iterable[Document]) -> BulkIndexReport:
        """Insert or replace documents in the live index of `kind` (through the alias)."""
        ...

    def delete(self, kind: str, ids: Sequence[str]) -> None:
        """Remove documents by id from the live index; unknown ids are ignored."""
        ...

    def search(self, query: SearchQuery) -> SearchResult: ...

    def generation(self) -> Generation | None:
        """What this process's searches read now: a search begun after the call reads at least that. Kept search
        answers are keyed by it (api/http_cache). None: the backend cannot tell (Elasticsearch refreshes on its
        own), answers are kept one second."""
        return None

    def highlighted(self, query: SearchQuery, hits: Sequence[Hit]) -> list[Hit]:
        """`hits` (of `query`'s one kind, found by it without highlights) with the highlights `query` would give
        them, in their order; a hit the query no longer finds stays as it was. Shared: the query again, for exactly
        those documents (a backend that highlights from the stored source alone may do without the search)."""
        ids = tuple(dict.fromkeys(h.id for h in hits))
        if not ids:
            return list(hits)
        again = replace(query, filters=(*query.filters, TermsFilter("id", ids)), start=0, size=len(ids),
                        highlight=True)
        found = {h.id: h for h in self.search(again).hits}
        return [found.get(h.id, h) for h in hits]

    def autocomplete(
        self, kinds: str | Sequence[str], prefix: str, *, size: int = 8, viewer_id: str | None = None
    ) -> list[Suggestion]: ...

    def count(self, kind: str) -> int:
        """Documents in the live index (all of them, private included: for drift reports)."""
        ...

    def swap_alias(self, kind: str, new_index: str) -> str | None:
        """Point the alias of `kind` at `new_index` atomically; return the previous index."""
        ...

    def live_index(self, kind: str) -> str | None: ...

    def list_indices(self, kind: str) -> list[str]:
        """Physical indices of `kind`, oldest version first."""
        ...

    def drop_index(self, name: str) -> None:
        """Delete a physical index; refuses the live one (SearchIndexError)."""
        ...

    def prune(self, kind: str, keep: int = 1) -> list[str]:
        """Drop all but the newest `keep` indices of `kind` (the live one always stays).

        Shared by the backends, which subclass this protocol: it needs only the methods above."""
        dropped = indices_to_prune(self.live_index(kind), self.list_indices(kind), keep)
        for name in dropped:
            self.drop_index(name)
        return dropped

    def ping(self) -> bool: ...

    def health(self) -> dict[str, Any]: ...

    def close(self) -> None: ...
