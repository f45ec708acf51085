"""`GET /api/me/state` answered from what the process keeps (api/viewer_state/snapshot.py), as plain ASGI in front of
the app: no FastAPI, no token query, no database once the member's snapshot and the products' listings are kept
(the listings are the process's, shared with the public pages: api/product_groups/kept_listings.py).

The answer is built by the route's own functions (`service.product_states`, `service.review_states`, the envelope), so
its bytes are the route's. Anything this layer does not answer goes to the route, which then answers as it always
did: an unknown, bad, ended or expired token (the 401s), ids it does not read as the route would (the 422s), `fit`
for a member with a saved profile, `own` for a product the member rated or posted about (her ratings per criterion
and post, which the snapshot does not keep; without them `mine` is null and the kept count of her unlisted reviews
is the rest), a member with too many rows, a database the feed cannot reach.

Freshness is the answer cache's (api/http_cache/middleware.py): each request brings the process's view of the
change feed up to date as a cached page does (and waits for a poll after a write committed in this process), and
each poll drops the snapshot and tokens of every member it names.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl

import anyio
from sqlalchemy.orm import Session
from starlette.types import ASGIApp, Receive, Scope, Send

from api.deps import presented_token
from api.envelope import model_bytes, ok_bytes
from api.errors import NotAuthenticated
from api.http_cache.middleware import HttpCache
from api.logging import get_logger
from api.product_groups import repository as groups
from api.product_groups.kept_listings import KEPT_LISTINGS, KeptListings, Listings
from api.security import token_digest
from api.viewer_state.router import MAX_IDS, PRIVATE
from api.viewer_state.schemas import ViewerStateOut
from api.viewer_state.service import product_states, review_states
from api.viewer_state.snapshot import Snapshot, Token, ViewerStates, load_snapshot, load_token

log = get_logger(__name__)

PATH = "/api/me/state"
HEADERS = [(b"content-type", b"application/json"),
           *((name.encode(), value.encode()) for name, value in PRIVATE.items())]  # as the route's
_ID = re.compile(r"[1-9][0-9]{0,15}")  # what the route reads as the same id (others go to it)
_MAX_ID = 2**53
_FIT = {"true": True, "1": True, "false": False, "0": False}  # a flag's values as the route reads them
_FLAGS = ("fit", "own")
# header -> the longest value the route takes (api.deps: longer is its 422)
_HEADER_LIMITS = {b"token": 200, b"authorization": 300, b"userid": 40}


@dataclass(frozen=True, slots=True)
class Asked:
    token: str
    user_id_header: str | None
    product_ids: list[int]  # without repeats, in the order asked
    review_ids: list[int]
    fit: bool
    own: bool


def asked(scope: Scope) -> Asked | None:
    """The request as the route would read it, or None when this layer leaves it to the route."""
    headers: dict[bytes, str] = {}
    for key, value in scope["headers"]:
        if key in _HEADER_LIMITS:
            if key in headers or len(value) > _HEADER_LIMITS[key]:
                return None
            headers[key] = value.decode("latin-1")
    token = presented_token(headers.get(b"token"), headers.get(b"authorization"))
    if token is None:
        return None
    ids: dict[str, list[int]] = {"product_ids": [], "review_ids": []}
    flags: dict[str, bool] = {}
    for name, value in parse_qsl(scope["query_string"].decode("latin-1"), keep_blank_values=True):
        if name in ids:
            if not _ID.fullmatch(value) or int(value) > _MAX_ID:
                return None
            ids[name].append(int(value))
        elif name in _FLAGS:
            if name in flags or value not in _FIT:
                return None
            flags[name] = _FIT[value]
    if any(len(v) > MAX_IDS for v in ids.values()):
        return None
    return Asked(token, headers.get(b"userid"), list(dict.fromkeys(ids["product_ids"])),
                 list(dict.fromkeys(ids["review_ids"])), flags.get("fit", False), flags.get("own", False))


class ViewerStateFastPath:
    def __init__(self, app: ASGIApp, cache: HttpCache, open_session: Callable[[], Session], states: ViewerStates,
                 listings: KeptListings):
        self.app = app
        self.cache = cache
        self.open_session = open_session
        self.states = states
        self.listings = listings

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] != PATH or scope["method"] != "GET":
            await self.app(scope, receive, send)
            return
        request = asked(scope)
        found = await self._answer(request) if request is not None else None
        if found is None:
            await self.app(scope, receive, send)
            return
        answer, loaded = found
        # X-Cache as the answer cache says it: "hit" when nothing had to be read from the database.
        await send({"type": "http.response.start", "status": 200,
                    "headers": [*HEADERS, (b"x-cache", b"miss" if loaded else b"hit"),
                                (b"content-length", b"%d" % len(answer))]})
        await send({"type": "http.response.body", "body": answer})

    async def _answer(self, request: Asked) -> tuple[bytes, bool] | None:
        """The answer's bytes and whether anything was read from the database for it; None: the route answers."""
        if not await self.cache.view():  # her like, then her page: it shows
            return None
        states = self.states
        loaded = False
        digest = token_digest(request.token)
        token = states.tokens.get(digest)
        snapshot = states.snapshot(token.user_id) if token is not None else None
        if token is None or snapshot is None:
            loaded = True
            member = await self._load_member(request, digest)
            if member is None:
                return None
            token, snapshot = member
        if token.expires <= time.time() or (
                request.user_id_header is not None and request.user_id_header.strip() != str(token.user_id)):
            return None
        if not snapshot.complete or (request.fit and snapshot.has_profile) or (
                request.own and not snapshot.rated_or_posted.isdisjoint(request.product_ids)):
            return None
        listings, missing = self.listings.get(request.product_ids)
        if missing:
            loaded = True
            found = await self._load_listings(missing)
            if found is None:
                return None
            listings.update(found)
        # (no fit: she has no profile; no `mine`: she rated and posted about none of them)
        out = ViewerStateOut(
            products=product_states(request.product_ids, listings, snapshot.reactions, snapshot.ratings,
                                    snapshot.shelves, {}, {}, snapshot.unlisted_reviews if request.own else None),
            reviews=review_states(request.review_ids, snapshot.review_reactions))
        return ok_bytes(model_bytes(out)), loaded  # as `ok_model`, the route's answer

    async def _load_member(self, request: Asked, digest: str) -> tuple[Token, Snapshot] | None:
        """The token's member and their snapshot, in a worker thread; kept unless the feed named the member while
        they loaded. None: the route answers (a bad token, or the database failing)."""
        epoch = self.cache.epoch

        def load() -> tuple[Token, Snapshot] | None:
            session = self.open_session()
            try:
                token, user = load_token(session, request.token, request.user_id_header)
                return token, load_snapshot(session, user)
            except NotAuthenticated:
                return None
            finally:
                session.close()

        found = await _in_thread(load)
        if found is not None and not self.cache.changed_since(epoch, frozenset({("viewer", found[0].user_id)}),
                                                              frozenset()):
            self.states.keep_token(digest, found[0])
            self.states.keep_snapshot(found[0].user_id, found[1])
        return found

    async def _load_listings(self, product_ids: list[int]) -> dict[int, Listings] | None:
        """The products' listings, in a worker thread (kept as `groups.listings_of` keeps them)."""

        def load() -> dict[int, Listings]:
            session = self.open_session()
            session.info[KEPT_LISTINGS] = self.listings
            try:
                return groups.listings_of(session, product_ids)
            finally:
                session.close()

        found: dict[int, Listings] | None = await _in_thread(load)
        return found


async def _in_thread(load: Callable[[], Any]) -> Any:
    """`load()` in the request threads; None when the database failed (the route answers, and reports it)."""
    try:
        return await anyio.to_thread.run_sync(load)
    except Exception as exc:  # noqa: BLE001 - the route meets the same failure and answers it
        log.warning("viewer_state_load_failed", error=repr(exc)[:300])
        return None


def install(app: Any, cache: HttpCache, makers: Any, enabled: bool) -> None:
    """Answer the state call in front of the app when the answer cache follows the change feed (`enabled`; the
    process's kept listings come with it, `app.state.kept_listings`)."""
    if enabled:
        states = ViewerStates()
        cache.followers.append(states.changed)
        app.state.viewer_states = states
        app.add_middleware(ViewerStateFastPath, cache=cache, open_session=makers.open_request_read, states=states,
                           listings=app.state.kept_listings)
