"""What one process keeps to answer `GET /api/me/state` without the database (issue 25): which member each token
it has seen belongs to and each such member's own rows (a snapshot). The listings of the products asked about are
the process's kept listings (api/product_groups/kept_listings.py), shared with the public pages.

A member's snapshot is all their reactions, ratings, shelves and review reactions: the route's queries without the
product filter, so `service.product_states` answers the same from either. For `own=true` it also holds how many of
their reviews of each product others cannot see (the route's count, without the filter), and which products they
rated or posted about: for those `mine` is their rating per criterion and post, which it does not hold (the route
answers); for the others `mine` is null. It is loaded on the member's first call in this process and dropped, with
every token of the member, when the change feed names ("viewer", member id): triggers write that row whenever one
of the member's rows, tokens or account changes (migrations 0014_viewer, 0015_viewer_own).

Touched only from the event loop (loads run in a worker thread and are kept from the loop): no lock.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from datetime import UTC

from sqlalchemy.orm import Session

from api.analysis.service import member_profile
from api.deps import signed_in_token
from api.models import User
from api.viewer_state import repository

Tag = tuple[str, int]

MAX_MEMBER_ROWS = 5000  # a member with more rows than this takes the route every time (a rare collector)
MAX_ROWS = 200_000  # rows (and members) kept for all members of the process, least recently asked out first: ~20 MB
MAX_TOKENS = 50_000


@dataclass(frozen=True, slots=True)
class Token:
    """A token looked up as `api.deps` does: whose it is and until when (a later revocation reaches the feed)."""

    user_id: int
    expires: float  # POSIX seconds


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A member's own rows, as the route's queries find them without a product filter."""

    reactions: dict[int, set[str]]  # product (listing) -> like / dislike / star
    ratings: dict[int, float]  # product (listing) -> overall rating
    shelves: dict[int, list[int]]  # product (listing) -> shelf ids, newest shelf first
    review_reactions: dict[int, set[str]]  # review -> like / star
    rated_or_posted: frozenset[int]  # products (listings) she rated or posted about: `own` there is the route's
    unlisted_reviews: dict[int, int]  # product (listing) -> her reviews of it others cannot see (private or held)
    has_profile: bool  # a saved skin type or concerns: `fit=true` has something to compute (the route does)
    rows: int
    complete: bool = True  # False: the member has more than MAX_MEMBER_ROWS rows, none kept (the route answers)


def load_token(session: Session, presented: str, user_id_header: str | None) -> tuple[Token, User]:
    """The member behind the token by the rules every signed-in request follows; `NotAuthenticated` otherwise."""
    user, auth = signed_in_token(session, presented, user_id_header)
    expires = auth.expires_at if auth.expires_at.tzinfo else auth.expires_at.replace(tzinfo=UTC)
    return Token(user.id, expires.timestamp()), user


def load_snapshot(session: Session, user: User) -> Snapshot:
    """All the member's own rows (at most MAX_MEMBER_ROWS + 1 of each kind: more and the snapshot is incomplete)."""
    limit = MAX_MEMBER_ROWS + 1
    reactions = repository.reactions(session, user.id, None, limit=limit)
    ratings = repository.ratings(session, user.id, None, limit=limit)
    shelves = repository.shelves(session, user.id, None, limit=limit)
    reviews = repository.review_reactions(session, user.id, limit=limit)
    owned = repository.rated_or_posted(session, user.id, limit=limit)
    unlisted = repository.unlisted_reviews(session, user.id, None, limit=limit)
    rows = (sum(map(len, reactions.values())) + len(ratings) + sum(map(len, shelves.values()))
            + sum(map(len, reviews.values())) + len(owned) + len(unlisted))
    has_profile = member_profile(user.skin_type, user.concerns) is not None
    if rows > MAX_MEMBER_ROWS:
        return Snapshot({}, {}, {}, {}, frozenset(), {}, has_profile, 0, complete=False)
    return Snapshot(dict(reactions), ratings, shelves, dict(reviews), frozenset(owned), unlisted, has_profile, rows)


class ViewerStates:
    """One process's tokens and snapshots (held by the fast path, `app.state.viewer_states`)."""

    def __init__(self) -> None:
        self.tokens: OrderedDict[str, Token] = OrderedDict()  # by token digest
        self._tokens_of: dict[int, set[str]] = {}
        self.snapshots: OrderedDict[int, Snapshot] = OrderedDict()  # by member id, least recently asked first
        self.rows = 0

    # --- found ------------------------------------------------------------------------------------------------------

    def snapshot(self, user_id: int) -> Snapshot | None:
        found = self.snapshots.get(user_id)
        if found is not None:
            self.snapshots.move_to_end(user_id)
        return found

    # --- kept -------------------------------------------------------------------------------------------------------

    def keep_token(self, digest: str, token: Token) -> None:
        self.tokens[digest] = token
        self._tokens_of.setdefault(token.user_id, set()).add(digest)
        while len(self.tokens) > MAX_TOKENS:
            old_digest, old = self.tokens.popitem(last=False)
            self._forget_token(old_digest, old.user_id)

    def keep_snapshot(self, user_id: int, snapshot: Snapshot) -> None:
        self._drop_snapshot(user_id)
        self.snapshots[user_id] = snapshot
        self.rows += snapshot.rows + 1  # (+1: a member with no rows still takes room)
        while self.rows > MAX_ROWS and len(self.snapshots) > 1:
            self._drop_snapshot(next(iter(self.snapshots)))

    # --- dropped (the change feed, api/http_cache) ------------------------------------------------------------------

    def changed(self, catalogue_changed: bool, tags: set[Tag]) -> None:
        """A poll of the feed applied: drop the members it names ("viewer", id) with their tokens."""
        for kind, doc_id in tags:
            if kind == "viewer":
                self._drop_snapshot(doc_id)
                for digest in list(self._tokens_of.get(doc_id, ())):
                    self.tokens.pop(digest, None)
                    self._forget_token(digest, doc_id)

    def _forget_token(self, digest: str, user_id: int) -> None:
        digests = self._tokens_of.get(user_id)
        if digests is not None:
            digests.discard(digest)
            if not digests:
                del self._tokens_of[user_id]

    def _drop_snapshot(self, user_id: int) -> None:
        dropped = self.snapshots.pop(user_id, None)
        if dropped is not None:
            self.rows -= dropped.rows + 1
