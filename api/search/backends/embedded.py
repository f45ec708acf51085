"""The embedded, in-process search backend on tantivy (the default profile).

Layout under `root_dir` (e.g. data/local/search/):
    glowdex-product-v000003/            one tantivy index directory per physical index
    glowdex-product.alias.json          the alias: {"index": "glowdex-product-v000003"}
    glowdex-product.version             highest version ever created (versions stay monotonic)

Concurrency: readers are lock-free (tantivy searchers are snapshots; the GIL is released while
searching). Writes take the per-index lock, open a writer, commit, wait for merges and reload
the reader, so a write is visible when the call returns. Each write stamps its documents with a number above every
earlier one (`SEQ_FIELD`), so a reader finds what a commit of any process wrote and whether it changed only volatile
counters (`generation`). Another process holding the tantivy
writer lock makes writes wait (bounded), then fail with SearchUnavailable. The alias file is
replaced atomically (os.replace) and re-read when its inode/mtime changes, so a rebuild run by the
CLI in another process is picked up on the next query.
"""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import tantivy

from api.atomic_files import atomic_write
from api.search.backends.base import (
    DEFAULT_MAX_BYTES_PER_CHUNK,
    DEFAULT_MAX_DOCS_PER_CHUNK,
    SEARCH_READS,
    BulkIndexReport,
    Document,
    Generation,
    SearchBackend,
)
from api.search.backends.highlight import WordMatcher, highlight_sources
from api.search.backends.naming import (
    alias_name,
    check_prefix,
    parse_physical,
    physical_name,
)
from api.search.backends.tantivy_layout import (
    SEQ_FIELD,
    SOURCE_FIELD,
    TEXT_ANALYZER,
    DocumentInvalid,
    TantivyLayout,
    build_text_analyzer,
)
from api.search.backends.tantivy_query import TantivyQueryBuilder
from api.search.backends.text import QueryClause, SynonymTable
from api.search.errors import SearchIndexError, SearchUnavailable
from api.search.index_fields import IndexSchema, RangeFacet
from api.search.query import (
    AutocompleteQuery,
    FacetBucket,
    FacetRequest,
    Filter,
    Hit,
    RangeFacetBucket,
    SearchQuery,
    SearchResult,
    Suggestion,
    suggestion_fields,
)

LAYOUT_FILE = "glowdex-layout.json"
WRITER_LOCK_WAIT_SECONDS = 10.0
# A commit that wrote more documents than this is taken as changing the structure without looking at them (a batch:
# an import, a brand's products); a like writes one.
COUNTED_CHECK_LIMIT = 64


@dataclass(eq=False)
class _OpenIndex:
    name: str
    kind: str
    index: tantivy.Index
    builder: TantivyQueryBuilder
    sequenced: bool = False  # its documents carry SEQ_FIELD (an index made before it existed does not)
    write_lock: threading.Lock = field(default_factory=threading.Lock)
    # What `generation` last saw: meta.json when this process last reloaded it, the searcher of that commit, the
    # highest SEQ_FIELD it holds, and how many commits that changed more than volatile counters it has followed.
    commit_seen: tuple[int, int, int] | None = None
    seen: tantivy.Searcher | None = None
    seq_seen: int = 0
    structure: int = 0
    follow_lock: threading.Lock = field(default_factory=threading.Lock)


@dataclass(slots=True)
class _KindResult:
    """One kind's contribution to a (possibly multi-kind) search."""

    total: int
    ranked: list[tuple[Any, str, tantivy.DocAddress]]  # (score or sort value, kind, address)
    searcher: tantivy.Searcher
    aggs: dict[str, Any]


class EmbeddedSearchBackend(SearchBackend):
    def __init__(
        self,
        root_dir: str | os.PathLike[str],
        *,
        synonyms: Mapping[str, Sequence[str]] | None = None,
        index_prefix: str = "glowdex",
        writer_heap_bytes: int = 256_000_000,
        writer_threads: int | None = None,
        schemas: Mapping[str, IndexSchema],
    ):
        self.root = Path(root_dir)
        self.root.mkdir(parents=True, exist_ok=True)
        self.prefix = check_prefix(index_prefix)
        self._schemas = dict(schemas)
        self._analyzer = build_text_analyzer()
        self.synonyms = SynonymTable(synonyms, analyzer=self._analyzer.analyze)
        # tantivy wants >= 15 MB of heap per writer thread.
        self._writer_threads = writer_threads or max(1, min(4, os.cpu_count() or 1))
        self._writer_heap = max(writer_heap_bytes, 16_000_000 * self._writer_threads)
        self._open: dict[str, _OpenIndex] = {}
        self._registry_lock = threading.RLock()
        self._alias_cache: dict[str, tuple[tuple[int, int, int], str | None]] = {}
        self._alias_files: dict[str, str] = {}
        self._closed = False
        # Called from `generation` with a kind and the ids of its documents a commit changed only the volatile fields
        # of (api/http_cache drops the answers showing them).
        self.counted_listeners: list[Callable[[str, frozenset[str]], None]] = []

    # --- index lifecycle ----------------------------------------------------------------------

    def create_index(self, kind: str) -> str:
        schema = self._schema(kind)
        with self._registry_lock:
            version = max([self._recorded_version(kind), *(v for _, v in self._versions(kind))], default=0)
            while True:  # mkdir is the atomic claim, also against other processes
                version += 1
                name = physical_name(self.prefix, kind, version)
                try:
                    (self.root / name).mkdir()
                    break
                except FileExistsError:
                    continue
            atomic_write(self.root / f"{alias_name(self.prefix, kind)}.version", str(version))
            layout = TantivyLayout(schema)
            index = tantivy.Index(layout.build_schema(), path=str(self.root / name), reuse=False)
            atomic_write(self.root / name / LAYOUT_FILE,
                         json.dumps({"fingerprint": layout.fingerprint(), "sequenced": True}))
            self._open[name] = self._wrap(name, kind, index, layout, sequenced=True)
            return name

    def predates_commit_stamps(self, kind: str) -> bool:
        """Whether the live index of `kind` was made before documents carried their commit (SEQ_FIELD): its every
        commit then changes the structure, and the answer cache keeps no search answer across a like."""
        live = self.live_index(kind)
        return live is not None and not self._handle(live).sequenced

    def list_indices(self, kind: str) -> list[str]:
        self._schema(kind)
        return [physical_name(self.prefix, kind, v) for _, v in sorted(self._versions(kind), key=lambda x: x[1])]

    def live_index(self, kind: str) -> str | None:
        self._schema(kind)
        return self._read_alias(kind)

    def swap_alias(self, kind: str, new_index: str) -> str | None:
        self._schema(kind)
        parsed = parse_physical(self.prefix, new_index)
        if parsed is None or parsed[0] != kind or not (self.root / new_index / "meta.json").exists():
            raise SearchIndexError(f"{new_index!r} is not an index of kind {kind!r}")
        with self._registry_lock:
            previous = self._read_alias(kind)
            path = self._alias_path(kind)
            atomic_write(path, json.dumps({"alias": alias_name(self.prefix, kind), "index": new_index}))
            self._alias_cache.pop(kind, None)
            return previous

    def drop_index(self, name: str) -> None:
        parsed = parse_physical(self.prefix, name)
        if parsed is None or not (self.root / name).is_dir():
            raise SearchIndexError(f"no index named {name!r}")
        with self._registry_lock:
            if self._read_alias(parsed[0]) == name:
                raise SearchIndexError(f"{name!r} is live for {parsed[0]!r}; swap the alias first")
            handle = self._open.pop(name, None)
            if handle is not None:
                with handle.write_lock:  # let a running write finish first
                    pass
            # Searches already holding a searcher keep their memory maps; Linux frees them after.
            shutil.rmtree(self.root / name)

    # --- writes -------------------------------------------------------------------------------

    def bulk_index(
        self,
        index_name: str,
        docs: Iterable[Document],
        *,
        max_docs_per_chunk: int = DEFAULT_MAX_DOCS_PER_CHUNK,
        max_bytes_per_chunk: int = DEFAULT_MAX_BYTES_PER_CHUNK,
    ) -> BulkIndexReport:
        if max_docs_per_chunk < 1 or max_bytes_per_chunk < 1:
            raise ValueError("chunk caps must be positive")
        handle = self._handle(index_name)
        layout = handle.builder.layout
        report = BulkIndexReport()
        chunk_docs = chunk_bytes = 0
        with handle.write_lock:
            writer = self._writer(handle)
            seq = _next_seq(handle) if handle.sequenced else None  # under tantivy's writer lock: no other commit
            try:
                for doc in docs:
                    try:
                        doc_id, tdoc, size = layout.to_document(doc, seq)
                    except DocumentInvalid as exc:
                        report.failed.append((str(doc.get("id")), str(exc)))
                        continue
                    # Chunks bound what one commit-free stretch may hold in Python; tantivy itself
                    # flushes segments when its heap budget is reached.
                    if chunk_docs and (chunk_docs >= max_docs_per_chunk or chunk_bytes + size > max_bytes_per_chunk):
                        report.chunks += 1
                        chunk_docs = chunk_bytes = 0
                    writer.delete_documents_by_term("id", doc_id)  # index = insert or replace
                    writer.add_document(tdoc)
                    chunk_docs += 1
                    chunk_bytes += size
                    report.indexed += 1
                report.chunks += 1 if chunk_docs else 0
                writer.commit()
            except BaseException:
                writer.rollback()
                raise
            finally:
                writer.wait_merging_threads()
            handle.index.reload()
        return report

    def upsert(self, kind: str, docs: Iterable[Document]) -> BulkIndexReport:
        return self.bulk_index(self._require_live(kind), docs)

    def delete(self, kind: str, ids: Sequence[str]) -> None:
        handle = self._live_handle(kind)
        with handle.write_lock:
            writer = self._writer(handle, threads=1)
            try:
                for doc_id in ids:
                    writer.delete_documents_by_term("id", str(doc_id))
                writer.commit()
            finally:
                writer.wait_merging_threads()
            handle.index.reload()

    # --- reads --------------------------------------------------------------------------------

    def search(self, query: SearchQuery) -> SearchResult:
        query = query.bound(self._schemas)
        clauses = self.synonyms.clauses(query.text) if query.text else []
        window = query.offset + query.size
        single = len(query.kinds) == 1
        parts = [self._search_kind(kind, query, clauses, window, single) for kind in query.kinds]
        ranked = [(value, kind, addr, part.searcher) for part in parts for value, kind, addr in part.ranked]
        if not single:  # merge kinds: by score (desc) or by the sort value; kinds keep their order on ties
            spec = query.sort_spec
            descending = spec is None or spec.descending
            kind_rank = {k: i for i, k in enumerate(query.kinds)}
            ranked.sort(key=lambda r: (r[0] is None, kind_rank[r[1]]))  # stable pre-order
            present = [r for r in ranked if r[0] is not None]
            missing = [r for r in ranked if r[0] is None]
            present.sort(key=lambda r: r[0], reverse=descending)
            ranked = (present + missing)[query.offset : window]
        sources = [json.loads(searcher.doc(addr).get_first(SOURCE_FIELD))  # type: ignore[arg-type]
                   for _, _, addr, searcher in ranked]
        highlights: list[dict[str, list[str]]] = [{} for _ in ranked]
        if query.highlight and clauses:
            highlights = self._highlights(query, clauses, sources, [r[1] for r in ranked])
        hits = [Hit(kind=kind, id=source["id"], score=float(value) if query.sort_spec is None else None, source=source,
                    highlights=found)
                for (value, kind, _, _), source, found in zip(ranked, sources, highlights, strict=True)]
        facets = _merge_facets(query, [p.aggs for p in parts]) if query.facets else {}
        reads = SEARCH_READS.get()
        if reads is not None:
            reads.add(query, hits)
        return SearchResult(total=sum(p.total for p in parts), hits=hits, facets=facets)

    def highlighted(self, query: SearchQuery, hits: Sequence[Hit]) -> list[Hit]:
        """Highlights come from the stored source and the query's words alone (`highlight.py`): computed from the
        hits in hand, without searching again."""
        query = query.bound(self._schemas)
        clauses = self.synonyms.clauses(query.text) if query.text else []
        if not clauses or not hits:
            return list(hits)
        found = self._highlights(query, clauses, [h.source for h in hits], [h.kind for h in hits])
        return [replace(h, highlights=f) for h, f in zip(hits, found, strict=True)]

    @staticmethod
    def _highlights(query: SearchQuery, clauses: list[QueryClause], sources: Sequence[Mapping[str, Any]],
                    kinds: Sequence[str]) -> list[dict[str, list[str]]]:
        """The highlights of each source (of the kind beside it) for the bound `query` with these `clauses`."""
        fields = {kind: [f.name for f in query.highlighted(schema)]
                  for kind, schema in zip(query.kinds, query.schemas, strict=True)}
        return highlight_sources(sources, [fields[k] for k in kinds],
                                 WordMatcher(clauses, fuzzy=query.fuzzy, prefix=query.prefix))

    def _search_kind(self, kind: str, query: SearchQuery, clauses: list[QueryClause], window: int,
                     single: bool) -> _KindResult:
        handle = self._live_handle(kind)
        searcher = handle.index.searcher()
        if searcher.num_docs == 0:  # nothing to find or count; its fuzzy automata would cost as much as on a full one
            return _KindResult(total=0, ranked=[], searcher=searcher, aggs={})
        builder = handle.builder
        text_query = builder.text_query(clauses, fuzzy=query.fuzzy, prefix=query.prefix, missing=query.missing_words)
        if clauses and text_query is None:  # the kind has no searchable fields: nothing matches
            text_query = tantivy.Query.empty_query()
        tquery = builder.combine(text_query, query.filters, query.viewer_id)
        offset, limit = (query.offset, query.size) if single else (0, window)
        spec = query.sort_spec
        if spec is None:
            result = searcher.search(tquery, limit, count=True, offset=offset)
        else:
            f = builder.layout.schema[spec.field]
            order = tantivy.Order.Desc if spec.descending else tantivy.Order.Asc
            result = searcher.search(tquery, limit, count=True, offset=offset,
                                     order_by_field=builder.layout.exact_field(f), order=order)
        aggs = _facet_counts(searcher, builder, query, text_query, tquery) if query.facets else {}
        ranked = [(value, kind, addr) for value, addr in result.hits]
        return _KindResult(total=result.count or 0,  # type: ignore[attr-defined]  # tantivy's stub lacks count
                           ranked=ranked, searcher=searcher, aggs=aggs)

    def autocomplete(
        self, kinds: str | Sequence[str], prefix: str, *, size: int = 8, viewer_id: str | None = None
    ) -> list[Suggestion]:
        q = AutocompleteQuery(kinds=(kinds,) if isinstance(kinds, str) else tuple(kinds), prefix=prefix,
                              size=size, viewer_id=viewer_id).bound(self._schemas)
        clauses = self.synonyms.clauses(q.prefix)
        if not clauses:
            return []
        found: list[Suggestion] = []
        for kind in q.kinds:
            handle = self._live_handle(kind)
            builder = handle.builder
            text_query = builder.text_query(clauses, fuzzy=True, prefix=True, autocomplete_only=True)
            if text_query is None:
                continue
            searcher = handle.index.searcher()
            result = searcher.search(builder.combine(text_query, (), q.viewer_id), q.size, count=False)
            display = builder.layout.schema.display_field
            for score, addr in result.hits:
                source = json.loads(searcher.doc(addr).get_first(SOURCE_FIELD))  # type: ignore[arg-type]
                text = source.get(display)
                found.append(Suggestion(kind=kind, id=source["id"], text=text if isinstance(text, str) else "",
                                        score=float(score), fields=suggestion_fields(builder.layout.schema, source)))
        found.sort(key=lambda s: -s.score)  # stable: kinds keep their order on ties
        return found[: q.size]

    def count(self, kind: str) -> int:
        return self._live_handle(kind).index.searcher().num_docs

    def ping(self) -> bool:
        return not self._closed and self.root.is_dir() and os.access(self.root, os.W_OK)

    def health(self) -> dict[str, Any]:
        kinds = {}
        for kind in self._schemas:
            live = self._read_alias(kind) if self.ping() else None
            kinds[kind] = {"live": live, "docs": self.count(kind) if live else None}
        return {"backend": "embedded", "ok": self.ping(), "root": str(self.root), "kinds": kinds}

    def close(self) -> None:
        with self._registry_lock:
            for handle in self._open.values():
                with handle.write_lock:
                    pass
            self._open.clear()
            self._closed = True

    def generation(self) -> Generation:
        """Each kind's live index and its last commit: tantivy replaces the index's meta.json at every commit (another
        process's too: the worker's), so its (inode, mtime, size) names it. A commit this process has not loaded yet is
        loaded first (the reader would pick it up on its own only within half a second) and compared with the one
        before: when it changed only volatile fields of documents already there (a like's count), `structure` stays
        and each of `counted_listeners` is called with the kind and their ids. A stat of the alias (kept) and one of
        meta.json per kind."""
        commits, structure = [], []
        for kind in self._schemas:
            name = self._read_alias(kind)
            stamp = None
            handle = None
            if name is not None:
                try:
                    st = os.stat(os.path.join(self.root, name, "meta.json"))
                    stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
                except FileNotFoundError:
                    pass
                handle = self._open.get(name)
                if handle is not None and stamp is not None and handle.commit_seen != stamp:
                    with handle.follow_lock:
                        if handle.commit_seen != stamp:
                            counted = _follow(handle)
                            for listener in self.counted_listeners if counted else ():
                                listener(kind, counted)
                            # Last: a caller that finds it seen finds the commit loaded and its listeners told
                            handle.commit_seen = stamp
            commits.append((kind, name, stamp))
            # An index no search of this process has opened: no answer read it, its commit names it
            structure.append((kind, name, handle.structure if handle is not None else stamp))
        return Generation(commits=tuple(commits), structure=tuple(structure))

    # --- internals ----------------------------------------------------------------------------

    def _schema(self, kind: str) -> IndexSchema:
        try:
            return self._schemas[kind]
        except KeyError:
            raise SearchIndexError(f"unknown search kind {kind!r}") from None

    def _versions(self, kind: str) -> list[tuple[str, int]]:
        out = []
        for entry in self.root.iterdir():
            parsed = parse_physical(self.prefix, entry.name)
            if parsed and parsed[0] == kind and entry.is_dir():
                out.append(parsed)
        return out

    def _recorded_version(self, kind: str) -> int:
        try:
            return int((self.root / f"{alias_name(self.prefix, kind)}.version").read_text())
        except (FileNotFoundError, ValueError):
            return 0

    def _alias_path(self, kind: str) -> Path:
        return self.root / f"{alias_name(self.prefix, kind)}.alias.json"

    def _read_alias(self, kind: str) -> str | None:
        path = self._alias_files.get(kind)
        if path is None:  # every search reads it (a stat): its path is made once
            path = self._alias_files[kind] = str(self._alias_path(kind))
        try:
            st = os.stat(path)
        except FileNotFoundError:
            return None
        key = (st.st_ino, st.st_mtime_ns, st.st_size)
        cached = self._alias_cache.get(kind)
        if cached and cached[0] == key:
            return cached[1]
        target = json.loads(Path(path).read_text())["index"]
        self._alias_cache[kind] = (key, target)
        return target

    def _require_live(self, kind: str) -> str:
        self._check_open()
        live = self.live_index(kind)
        if live is None:
            raise SearchUnavailable(f"The {kind} search index has not been built yet; "
                                    f"run `glowdex search reindex`.", retry_after=30)
        return live

    def _check_open(self) -> None:
        if self._closed:
            raise SearchUnavailable("The search backend has been shut down.")

    def _live_handle(self, kind: str) -> _OpenIndex:
        """The live index of `kind`, open. A rebuild can swap the alias and drop the old index between reading the
        alias and opening what it named (a search running beside `glowdex search reindex`): then the new one."""
        name = self._require_live(kind)
        try:
            return self._handle(name)
        except SearchUnavailable:
            newer = self._require_live(kind)
            if newer == name:
                raise
            return self._handle(newer)

    def _handle(self, name: str) -> _OpenIndex:
        self._check_open()
        handle = self._open.get(name)
        if handle is not None:
            return handle
        with self._registry_lock:
            handle = self._open.get(name)
            if handle is None:
                parsed = parse_physical(self.prefix, name)
                if parsed is None or parsed[0] not in self._schemas:
                    raise SearchIndexError(f"no index named {name!r}")
                handle = self._open[name] = self._open_existing(name, parsed[0])
            return handle

    def _open_existing(self, name: str, kind: str) -> _OpenIndex:
        path = self.root / name
        layout = TantivyLayout(self._schemas[kind])
        try:
            recorded = json.loads((path / LAYOUT_FILE).read_text())
            fingerprint = recorded["fingerprint"]
            index = tantivy.Index.open(str(path))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise SearchUnavailable(f"Search index {name} cannot be opened ({exc}); rebuild it.") from exc
        if fingerprint != layout.fingerprint():
            raise SearchUnavailable(f"Search index {name} was built with another schema; "
                                    f"run `glowdex search reindex`.", retry_after=60)
        return self._wrap(name, kind, index, layout, sequenced=recorded.get("sequenced") is True)

    def _wrap(self, name: str, kind: str, index: tantivy.Index, layout: TantivyLayout,
              sequenced: bool) -> _OpenIndex:
        index.register_tokenizer(TEXT_ANALYZER, self._analyzer)
        return _OpenIndex(name=name, kind=kind, index=index, builder=TantivyQueryBuilder(layout, index.schema),
                          sequenced=sequenced)

    def _writer(self, handle: _OpenIndex, threads: int | None = None) -> tantivy.IndexWriter:
        threads = threads or self._writer_threads
        heap = self._writer_heap if threads == self._writer_threads else 16_000_000 * threads
        deadline = time.monotonic() + WRITER_LOCK_WAIT_SECONDS
        while True:
            try:
                return handle.index.writer(heap_size=heap, num_threads=threads)
            except ValueError as exc:  # another process holds tantivy's writer lock
                if "LockBusy" not in str(exc) or time.monotonic() > deadline:
                    raise SearchUnavailable(f"Search index {handle.name} is busy: {exc}") from exc
                time.sleep(0.05)


def _max_seq(searcher: tantivy.Searcher) -> int:
    if searcher.num_docs == 0:
        return 0
    found = searcher.search(tantivy.Query.all_query(), 1, count=False, order_by_field=SEQ_FIELD,
                            order=tantivy.Order.Desc)
    return int(found.hits[0][0]) if found.hits else 0


def _next_seq(handle: _OpenIndex) -> int:
    """A number above every document's in the index (called holding tantivy's writer lock: no commit between)."""
    handle.index.reload()
    return max(time.time_ns(), _max_seq(handle.index.searcher()) + 1)


def _follow(handle: _OpenIndex) -> frozenset[str]:
    """Load the index's last commit. The ids of the documents it changed when it changed only their volatile fields
    (the commits since the one seen before, together); else one more structural change (`handle.structure`)."""
    old = handle.seen
    handle.index.reload()
    new = handle.index.searcher()
    counted = _counted_only(handle, old, new) if old is not None and handle.sequenced else None
    handle.seen = new
    handle.seq_seen = _max_seq(new) if handle.sequenced else 0
    if counted is None:
        handle.structure += 1
        return frozenset()
    return frozenset(counted)


def _counted_only(handle: _OpenIndex, old: tantivy.Searcher, new: tantivy.Searcher) -> set[str] | None:
    """The ids of the documents written since `old` when each was there before and only its volatile fields differ
    (so no document was added or removed either); None otherwise."""
    volatile = handle.builder.layout.schema.volatile_names
    if not volatile or new.num_docs != old.num_docs:
        return None
    schema = handle.index.schema
    written = new.search(tantivy.Query.range_query(schema, SEQ_FIELD, tantivy.FieldType.Integer,
                                                   handle.seq_seen, None, include_lower=False),
                         COUNTED_CHECK_LIMIT + 1, count=False)
    if len(written.hits) > COUNTED_CHECK_LIMIT:
        return None
    ids = set()
    for _, addr in written.hits:
        now = json.loads(new.doc(addr).get_first(SOURCE_FIELD))  # type: ignore[arg-type]
        before = old.search(tantivy.Query.term_query(schema, "id", now["id"]), 1, count=False)
        if not before.hits:
            return None
        was = json.loads(old.doc(before.hits[0][1]).get_first(SOURCE_FIELD))  # type: ignore[arg-type]
        if {k: v for k, v in was.items() if k not in volatile} != {k: v for k, v in now.items() if k not in volatile}:
            return None
        ids.add(now["id"])
    return ids


def _facet_counts(searcher: tantivy.Searcher, builder: TantivyQueryBuilder, query: SearchQuery,
                  text_query: tantivy.Query | None, tquery: tantivy.Query) -> dict[str, Any]:
    """The aggregations of one kind: the facets counted within every filter, and the disjunctive facets whose own
    field is filtered, each within the filters but that field's. One pass over the matches of the filters they all
    share, each group's other filters a `filter` aggregation: the text query (fuzzy and prefix automata on every
    field) runs once, not once per group. A filter the query syntax cannot say keeps its group a pass of its own."""
    groups: dict[tuple[Filter, ...], list[FacetRequest]] = {}
    for req in query.facets:
        groups.setdefault(query.facet_filters(req), []).append(req)
    shared = tuple(f for f in query.filters if all(f in filters for filters in groups))
    aggs: dict[str, Any] = {}
    nested: dict[str, Any] = {}
    alone: dict[tuple[Filter, ...], list[FacetRequest]] = {}
    for i, (filters, reqs) in enumerate(groups.items()):
        own = [f for f in filters if f not in shared]
        said = [s for f in own if (s := builder.filter_string(f)) is not None]
        if not own:
            aggs.update(builder.aggregations(reqs))
        elif len(said) == len(own):  # "__" is in no field's name (IndexSchema): no facet is named so
            nested[f"__group{i}"] = {"filter": " AND ".join(said), "aggs": builder.aggregations(reqs)}
        else:
            alone[filters] = reqs
    out: dict[str, Any] = {}
    if aggs or nested:
        matches = tquery if shared == query.filters else builder.combine(text_query, shared, query.viewer_id)
        found = searcher.aggregate(matches, {**aggs, **nested})
        for name, value in found.items():
            if name in nested:
                out.update((k, v) for k, v in value.items() if k != "doc_count")
            else:
                out[name] = value
    for filters, reqs in alone.items():
        matches = tquery if filters == query.filters else builder.combine(text_query, filters, query.viewer_id)
        out.update(searcher.aggregate(matches, builder.aggregations(reqs)))
    return out


def _merge_facets(query: SearchQuery, per_kind: list[dict[str, Any]]) -> dict[str, Any]:
    schema = query.schemas[0]  # facet fields have the same spec in every requested kind
    out: dict[str, Any] = {}
    for req in query.facets:
        spec = schema[req.field].facet
        if isinstance(spec, RangeFacet):
            counts = {b.key: 0 for b in spec.buckets}
            for aggs in per_kind:
                for bucket in aggs.get(req.field, {}).get("buckets", []):
                    counts[bucket["key"]] = counts.get(bucket["key"], 0) + int(bucket["doc_count"])
            out[req.field] = [RangeFacetBucket(b.key, b.start, b.end, counts[b.key]) for b in spec.buckets]
        else:
            totals: dict[Any, int] = {}
            for aggs in per_kind:
                for bucket in aggs.get(req.field, {}).get("buckets", []):
                    totals[bucket["key"]] = totals.get(bucket["key"], 0) + int(bucket["doc_count"])
            ordered = sorted(totals.items(), key=lambda kv: (-kv[1], str(kv[0])))
            out[req.field] = [FacetBucket(v, c) for v, c in ordered[: req.size] if c > 0]
    return out


