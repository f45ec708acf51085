"""The answer cache in front of the public reads (issue 25), as plain ASGI.

For a route of `policy.POLICIES` and a request without a token: the process's view of the change feed is brought up
to date when it is older than `MAX_STALE` or this process committed a write since its last poll began, the answer is
looked up by route, parameters, catalogue version (and similarity build, or search index structure), and otherwise computed by the app and kept when it
succeeded, gzipped (a fifth of the bytes, so the bound holds five times the pages; sent as kept to a client that
accepts gzip, as browsers and nginx do, unzipped for one that does not). A GET answer carries a strong ETag (a `304` when `If-None-Match` names it) and
`Cache-Control: public, max-age, stale-while-revalidate`, so nginx and a CDN may keep it too. A request with a token
passes through untouched (its answer holds the member's own fields) and is marked private.

Freshness: a change committed anywhere is seen by this process's next poll; a poll starts once the view is
`INTERVAL` old and requests wait for it once the view is `MAX_STALE` old, so an answer served here is at most
`MAX_STALE` plus one poll behind the database (plus `policy.MAX_AGE` in nginx or a browser). After a write committed
here, requests wait for a poll begun after it: the member who wrote sees it on her next page from this process (under
the mixed workload at load 15 most reads waited for such polls; answering them stale within the bound was tried and
reverted: a member's suggestion was missing from the page she reloaded).
"""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import time
import weakref
from collections import deque
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qsl

import anyio
from sqlalchemy import event
from sqlalchemy.orm import Session
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.catalog.public_cards import PUBLIC_CARDS, PublicCards
from api.db.session import READ_ONLY
from api.expiry import expiry
from api.http_cache.feed import ChangeFeed, Poll
from api.http_cache.policy import (
    ANALYSED,
    MAX_AGE,
    POLICIES,
    STALE_WHILE_REVALIDATE,
    UNVERSIONED_SEARCH_TTL,
    Policy,
    as_tag,
    search_tags,
    tags_of,
)
from api.http_cache.store import AnswerStore, Entry, Tag
from api.logging import get_logger
from api.product_groups.kept_listings import KEPT_LISTINGS, KeptListings
from api.search.backends.base import SEARCH_READS, Generation, SearchReads

log = get_logger(__name__)

INTERVAL = 0.1  # seconds: a request finding the view older starts a poll (and does not wait for it)
# Seconds: a request finding the view older waits for the poll. Also how long a kept answer can outlive the database
# going away: after that, or at once when any request met the database unavailable (`database_failed`), requests
# wait for a poll, which fails, and the app answers them itself: a 503, as without the cache
# (tests/indexer/test_fault_postgres_outage.py asks pages to fail within half a second of an outage).
MAX_STALE = 0.3
TAG_MEMORY = 600  # polls a changed tag is remembered for the "changed while computed" check
PUBLIC = f"public, max-age={MAX_AGE}, stale-while-revalidate={STALE_WHILE_REVALIDATE}".encode()
PRIVATE = b"private, no-cache"
VARY = b"token, Authorization"
VARY_KEPT = b"token, Authorization, Accept-Encoding"  # a kept answer goes out gzipped to a client that takes it
_TOKEN_HEADERS = (b"token", b"authorization")

_live: weakref.WeakSet[HttpCache] = weakref.WeakSet()


class HttpCache:
    """One process's cache and its view of the feed (held by the middleware; `app.state.http_cache`)."""

    def __init__(self, feed: ChangeFeed, max_bytes: int, build_of: Callable[[], str] = lambda: "",
                 search_generation: Callable[[], Generation | None] = lambda: None):
        self.feed = feed
        self.store = AnswerStore(max_bytes)
        self.build_of = build_of
        self.search_generation = search_generation
        self.catalogue = ""
        self.epoch = 0  # polls applied
        self._viewed_at = float("-inf")  # monotonic time the applied poll started
        self._tag_epoch: dict[Tag, int] = {}  # the epoch a tag last changed at
        self._forgotten_below = 0  # requests begun before this epoch are not kept (their tags may be forgotten)
        self._dirty = False  # this process committed a write: the next request starts a poll
        self._written_at = float("-inf")  # monotonic time this process last committed a write
        self._failed = False  # a request met the database unavailable: requests wait for a poll that reaches it
        self._poll: asyncio.Future[None] | None = None
        self._counted: deque[tuple[str, frozenset[str]]] = deque()  # `counted`, until `search_view` drops them
        # Called from the event loop with each applied poll: (the catalogue version changed, the documents changed);
        # what else a process keeps from the database follows the feed through it (api/viewer_state/snapshot.py,
        # api/catalog/public_cards.py, api/product_groups/kept_listings.py).
        self.followers: list[Callable[[bool, set[Tag]], None]] = []
        _live.add(self)

    def search_view(self) -> Generation | None:
        """The search index as searches read it now, the answers showing documents whose counters its commits changed
        dropped first (`counted`)."""
        generation = self.search_generation()
        while self._counted:
            kind, ids = self._counted.popleft()
            self.store.drop(search_tags((kind, doc_id) for doc_id in ids))
        return generation

    def counted(self, kind: str, ids: frozenset[str]) -> None:
        """The search backend's listener (any thread): a commit changed only these documents' counters."""
        self._counted.append((kind, ids))

    def current(self) -> bool:
        """Whether the view is as fresh as an answer served now must be (no write of this process since it)."""
        return not self._dirty and time.monotonic() - self._viewed_at < MAX_STALE

    def mark_dirty(self) -> None:
        self._written_at = time.monotonic()
        self._dirty = True

    def database_failed(self) -> None:
        """A request found the database unavailable: serve nothing kept until a poll reaches it again."""
        self._failed = True

    async def view(self) -> bool:
        """Bring the view up to date as needed; False when the feed cannot be read (serve uncached). An answer
        shows every write this process committed before it (a member's suggestion, then her reload of the page):
        after one, requests wait for a poll begun after it. A write committed while a request waits need not be in
        its answer (the two overlapped): a poll begun after the request came is enough, so the second poll always
        is (under the mixed load's ~45 writes a second per process, 5 % of the reads found a write during each of
        their two polls and were answered uncached, ~200 ms in the request pool's queue)."""
        came = time.monotonic()
        age = came - self._viewed_at
        if age < INTERVAL and not self._dirty and not self._failed and not self._behind(came):
            return True
        poll = self._start_poll()
        if age < MAX_STALE and not self._failed and not self._behind(came):
            return True
        for _ in range(2):  # the poll under way may have begun before the write: then the next one
            try:
                await asyncio.shield(poll)
            except Exception:  # noqa: BLE001 - logged by the poll; the request is answered uncached
                return False
            if not self._behind(came):
                break
            poll = self._start_poll()
        return time.monotonic() - self._viewed_at < MAX_STALE + 5 and not self._behind(came)

    def _behind(self, came: float) -> bool:
        """A write committed here before a request that came at `came` that the view has not seen (the applied poll
        began before it)."""
        return self._viewed_at <= min(self._written_at, came)

    def _start_poll(self) -> asyncio.Future[None]:
        if self._poll is None or self._poll.get_loop() is not asyncio.get_running_loop():
            # (A poll left behind by a closed event loop, as a test client's, would never finish.)
            self._poll = asyncio.ensure_future(self._run_poll())
        return self._poll

    async def _run_poll(self) -> None:
        started = time.monotonic()
        self._dirty = self._failed = False  # a write committed (or a failure met) from now on needs the next poll
        try:
            # Its own limiter: the poll never queues behind the requests holding the pool.
            found: Poll = await anyio.to_thread.run_sync(self.feed.poll, limiter=anyio.CapacityLimiter(1))
        except Exception as exc:
            log.warning("http_cache_poll_failed", error=repr(exc)[:300])
            self._failed = True
            raise
        finally:
            if self._poll is asyncio.current_task():
                self._poll = None
        self._apply(found, started)

    def _apply(self, found: Poll, started: float) -> None:
        self.epoch += 1
        catalogue_changed = found.catalogue != self.catalogue
        if catalogue_changed:
            if self.catalogue:
                log.info("http_cache_catalogue_changed", catalogue=found.catalogue)
            self.catalogue = found.catalogue
            self.store.clear()
        tags = {as_tag(kind, doc_id) for kind, doc_id in found.changed}
        for follower in self.followers:
            follower(catalogue_changed, tags)
        if tags:
            self.store.drop(tags)
            for tag in tags:
                self._tag_epoch[tag] = self.epoch
            tags |= {(kind, 0) for kind, _ in tags}  # "a document of this kind changed", for routes' `kinds`
            for tag in tags:
                self._tag_epoch[tag] = self.epoch
        if self.epoch % TAG_MEMORY == 0:
            self._forgotten_below = self.epoch - TAG_MEMORY
            self._tag_epoch = {t: e for t, e in self._tag_epoch.items() if e >= self._forgotten_below}
        self._viewed_at = max(self._viewed_at, started)

    def changed_since(self, epoch: int, tags: frozenset[Tag], kinds: frozenset[str]) -> bool:
        if epoch < self._forgotten_below:
            return True
        return any(self._tag_epoch.get(t, -1) > epoch for t in tags) or \
            any(self._tag_epoch.get((k, 0), -1) > epoch for k in kinds)


def _mark_dirty(session: Session) -> None:
    if not session.info.get(READ_ONLY):
        for cache in list(_live):
            cache.mark_dirty()


def register_write_listener() -> None:
    """After a write commits in this process, its caches ask the feed before their next answer (idempotent)."""
    if not event.contains(Session, "after_commit", _mark_dirty):
        event.listen(Session, "after_commit", _mark_dirty)


def _header(scope: Scope, name: bytes) -> bytes | None:
    for key, value in scope["headers"]:
        if key == name:
            return value  # type: ignore[no-any-return]
    return None


def _etag_matches(sent: bytes | None, etag: str) -> bool:
    if not sent:
        return False
    wanted = etag.encode()
    return any(tag.strip().removeprefix(b"W/") in (wanted, b"*") for tag in sent.split(b","))


class HttpCacheMiddleware:
    def __init__(self, app: ASGIApp, cache: HttpCache):
        self.app = app
        self.cache = cache

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        policy = POLICIES.get((scope["method"], scope["path"]))
        if policy is None:
            await self.app(scope, receive, send)
            return
        if any(key in _TOKEN_HEADERS and value.strip() for key, value in scope["headers"]):
            await self.app(scope, receive, _with_headers(send, [(b"cache-control", PRIVATE), (b"vary", VARY)]))
            return
        body = b""
        if policy.max_body:
            body, receive, whole = await _read_body(receive, policy.max_body)
            if not whole:
                await self.app(scope, receive, send)
                return
        await self._cached(scope, receive, send, policy, body)

    async def _cached(self, scope: Scope, receive: Receive, send: Send, policy: Policy, body: bytes) -> None:
        cache = self.cache
        if not await cache.view():
            await self.app(scope, receive, send)
            return
        query = sorted(parse_qsl(scope["query_string"].decode("latin-1"), keep_blank_values=True))
        build = cache.build_of() if policy.similarity else ""
        if policy.similarity and not build:  # no model loaded yet, or a newer one to load: the app answers
            await self.app(scope, receive, send)
            return
        generation = cache.search_view() if policy.search else None
        key = (scope["method"], scope["path"], tuple(query), body, cache.catalogue, build,
               generation.structure if generation is not None else None)
        entry = cache.store.get(key)
        if entry is not None and entry.commits is not None and (generation is None or
                                                                entry.commits != generation.commits):
            entry = None  # its query reads a volatile field: a commit since may have changed it
        if entry is None:
            epoch = cache.epoch
            reads = SearchReads()
            token = SEARCH_READS.set(reads)
            try:
                status, headers, answer = await _run(self.app, scope, receive)
            finally:
                SEARCH_READS.reset(token)
            if status != 200 or not _is_json(headers):
                await _send(send, status, headers, answer)
                return
            ttl = UNVERSIONED_SEARCH_TTL if policy.search and generation is None else policy.ttl
            keep = True
            if policy.search and generation is not None:
                # A search answer is read from the index alone: a change in the database does not change it until
                # the indexer commits it (computing it again before would give the same bytes), so the feed does not
                # drop it; the index's commits do, as `search_view` follows them: one that changed more than
                # counters (`structure`) moves its key, one that changed the like counts of products it shows drops
                # it by its `search:` tags. (Keyed by every commit instead, under the mixed load nearly every search
                # missed: a product somewhere is liked many times a second.) Not kept when a commit came while it was
                # computed: it may have read the one before.
                tags = search_tags(reads.docs)
                commits = generation.commits if reads.volatile else None
                after = cache.search_view()
                keep = after is not None and after.commits == generation.commits
            else:
                tags, commits = tags_of(answer, query), None
            entry = Entry(body=gzip.compress(answer, compresslevel=1, mtime=0),
                          etag=f'"{hashlib.blake2b(answer, digest_size=12).hexdigest()}"',
                          tags=tags, kinds=policy.kinds, expires=expiry(ttl, 0.25), commits=commits)
            if keep and not cache.changed_since(epoch, entry.tags, entry.kinds) and build == (
                    cache.build_of() if policy.similarity else ""):
                cache.store.put(key, entry)
            await self._answer(scope, send, entry, answer)
            return
        await self._answer(scope, send, entry, None)

    async def _answer(self, scope: Scope, send: Send, entry: Entry, unzipped: bytes | None) -> None:
        """The kept answer as this client takes it: gzipped when it accepts gzip (its own strong ETag), else plain."""
        zipped = _accepts_gzip(scope)
        etag = entry.etag[:-1] + '-gz"' if zipped else entry.etag
        extra = [*_public_headers(scope, etag), (b"x-cache", b"miss" if unzipped is not None else b"hit")]
        if scope["method"] == "GET" and _etag_matches(_header(scope, b"if-none-match"), etag):
            await _send(send, 304, extra, b"")
            return
        if zipped:
            await _send(send, 200, [(b"content-type", b"application/json"), (b"content-encoding", b"gzip")] + extra,
                        entry.body)
        else:
            await _send(send, 200, [(b"content-type", b"application/json")] + extra,
                        unzipped if unzipped is not None else gzip.decompress(entry.body))


def _accepts_gzip(scope: Scope) -> bool:
    sent = _header(scope, b"accept-encoding")
    return sent is not None and b"gzip" in sent


def _public_headers(scope: Scope, etag: str) -> list[tuple[bytes, bytes]]:
    if scope["method"] != "GET":  # a POST answer is kept here only (HTTP caches do not key on bodies)
        return [(b"vary", VARY_KEPT)]
    return [(b"etag", etag.encode()), (b"cache-control", PUBLIC), (b"vary", VARY_KEPT)]


def _is_json(headers: list[tuple[bytes, bytes]]) -> bool:
    return any(k == b"content-type" and v.startswith(b"application/json") for k, v in headers)


async def _send(send: Send, status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
    await send({"type": "http.response.start", "status": status,
                "headers": [*headers, (b"content-length", b"%d" % len(body))] if status != 304 else headers})
    await send({"type": "http.response.body", "body": body})


async def _run(app: ASGIApp, scope: Scope, receive: Receive) -> tuple[int, list[tuple[bytes, bytes]], bytes]:
    """The app's whole answer to the request (cached routes answer small JSON documents)."""
    status = 500
    headers: list[tuple[bytes, bytes]] = []
    chunks: list[bytes] = []

    async def collect(message: Message) -> None:
        nonlocal status, headers
        if message["type"] == "http.response.start":
            status = message["status"]
            headers = list(message.get("headers", []))
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, collect)
    return status, headers, b"".join(chunks)


async def _read_body(receive: Receive, limit: int) -> tuple[bytes, Receive, bool]:
    """Read the body while it stays within `limit`; a `receive` that replays what was read, then the rest."""
    read: list[Message] = []
    size = 0
    more = True
    while more and size <= limit:
        message = await receive()
        read.append(message)
        if message["type"] != "http.request":
            break
        size += len(message.get("body", b""))
        more = message.get("more_body", False)
    whole = not more and size <= limit and all(m["type"] == "http.request" for m in read)
    body = b"".join(m.get("body", b"") for m in read) if whole else b""
    pending = list(read)

    async def replay() -> Message:
        if pending:
            return pending.pop(0)
        return await receive()

    return body, replay, whole


def _with_headers(send: Send, extra: list[tuple[bytes, bytes]]) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            message = {**message, "headers": [*message.get("headers", []), *extra]}
        await send(message)

    return sending


def _engine_follows(engines: Any) -> Callable[[bool, set[Tag]], None]:
    """A follower of the feed: when an ingredient changed (or the catalogue's version moved, the first poll's
    included: what came before it is not in the feed), the engine reads its table at the next request. Else an
    answer computed between the poll and the engine's own periodic check is the old engine's, kept (nothing in the
    feed drops it again) until its ttl; answers computed before the poll are not kept (`changed_since`)."""
    def changed(catalogue_changed: bool, tags: set[Tag]) -> None:
        if catalogue_changed or any(kind in ANALYSED for kind, _id in tags):
            engines.recheck()
    return changed


def _search_generation(search: Any, counted: Callable[[str, frozenset[str]], None]
                       ) -> Callable[[], Generation | None]:
    """The backend's generation once this process has built it (None before: its answers are kept a second), with
    `counted` among its listeners (the embedded backend's)."""
    def generation() -> Generation | None:
        backend = search.built()
        if backend is None:
            return None
        listeners = getattr(backend, "counted_listeners", None)
        if listeners is not None and counted not in listeners:
            listeners.append(counted)
        return backend.generation()  # type: ignore[no-any-return]
    return generation


CARDS_SHARE = 5  # the public cards take a fifth of the budget, the encoded answers the rest (api/settings.py)


def install(app: Any, makers: Any, runtimes: Any, max_bytes: int) -> HttpCache:
    """Put the cache in front of the app's public reads, within `max_bytes` with the public cards (0 switches both
    off): one budget, each store counting what it really holds."""
    register_write_listener()
    similarity = runtimes.similarity
    cards_bytes = max_bytes // CARDS_SHARE
    cache = HttpCache(ChangeFeed(makers.open_request_read, makers.write), max_bytes - cards_bytes,
                      build_of=similarity.cache_build_id)
    alive = weakref.ref(cache)  # the backend may outlive this app (tests build many on one)

    def counted(kind: str, ids: frozenset[str]) -> None:
        if (held := alive()) is not None:
            held.counted(kind, ids)

    cache.search_generation = _search_generation(runtimes.search, counted)
    app.state.http_cache = cache
    if max_bytes > 0:
        app.add_middleware(HttpCacheMiddleware, cache=cache)
        # What answers are built of, on the same view of the feed: `queries.card_rows` and
        # `product_groups.repository.listings_of` answer from them.
        cards = PublicCards(fresh=cache.current, max_bytes=cards_bytes)
        listings = KeptListings(fresh=cache.current)
        cache.followers += [cards.changed, listings.changed, _engine_follows(runtimes.engine),
                            runtimes.shuffled_products.catalogue_followed]
        app.state.kept_listings = listings  # (the state fast path's too)
        app.state.read_session_info = {PUBLIC_CARDS: cards, KEPT_LISTINGS: listings}
    return cache
