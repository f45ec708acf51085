"""Which public reads are cached, and what makes their answers change.

An anonymous answer of these routes is the same bytes for every viewer (the personal fields are empty: no liked,
no rating, no fit), so it is kept per process keyed by route, parameters and the catalogue version, and dropped when
a document it names changes (api/http_cache/feed.py). A request with a token is answered as before, personal
fields filled, and never cached. Search answers are read from the search index alone, which the indexer updates
after the commit, so the feed does not drop them (until the indexer commits, computing one again gives the same
bytes); the index's commits do (`SearchBackend.generation`): their key holds its structure, which every commit but a
counter's moves, and a commit that changed only counters (a like) drops the answers showing its documents (`search:`
tags), and those whose order or filters read a counter. An answer computed before the indexer caught up with a change
is so never served after it. On a backend that cannot tell (Elasticsearch) they are kept `UNVERSIONED_SEARCH_TTL`
at most, and the feed drops them as the other answers.

The home page's random list is kept as the other pages: a withdrawn or added product moves the catalogue version,
which drops every kept answer and the list's kept orders (api/browse/shuffle.py) at the next poll. (Its default
seed is the day's: at midnight a kept page shows the day before's order until its `ttl`.)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from api.catalog.public_cards import SUGGESTED
from api.http_cache.store import Tag
from api.search_kinds.registry import FAN_OUTS

MAX_AGE = 1  # seconds a browser, nginx or a CDN may keep an anonymous answer ...
STALE_WHILE_REVALIDATE = 1  # ... and serve it once more while it asks again


@dataclass(frozen=True)
class Policy:
    ttl: float = 60.0  # bounds what the feed could miss (see feed.py)
    kinds: frozenset[str] = frozenset()  # any change of these kinds drops every answer of the route
    similarity: bool = False  # the answer comes from the similarity model (its build is part of the key)
    max_body: int = 0  # POST: the largest body kept as part of the key (0: GET, the query is the key)
    search: bool = False  # the answer comes from the search index (its generation is part of the key)


ANALYSED = frozenset({"inci"})  # answers holding the ingredient engine's analysis
UNVERSIONED_SEARCH_TTL = 1.0  # seconds: a search answer when the backend gives no generation
SEARCH = Policy(max_body=4096, search=True)

POLICIES: dict[tuple[str, str], Policy] = {
    ("GET", "/api/product/detail"): Policy(kinds=ANALYSED),
    ("GET", "/api/similarity/jcd"): Policy(similarity=True),
    ("GET", "/api/product/dupes"): Policy(similarity=True, kinds=SUGGESTED),
    ("GET", "/api/product/review_list"): Policy(),
    ("GET", "/api/product/ratings/summary"): Policy(),
    ("GET", "/api/product/analyze"): Policy(kinds=ANALYSED),
    ("GET", "/api/brand/labels"): Policy(),
    ("GET", "/api/product/random_list"): Policy(),
    ("GET", "/api/search"): Policy(search=True),
    ("POST", "/api/product/search"): SEARCH,
    ("POST", "/api/search/ui"): SEARCH,
}

# The ids an answer names, as the search outbox names documents (api/search/outbox.py): a change of one drops it.
_NAMED = re.compile(rb'"(product_id|review_id|dupe_id|brand_id|category_id|user_id|feedback_id|routine_id)":(\d+)')
_KIND_OF_FIELD = {b"product_id": "product", b"review_id": "review", b"dupe_id": "dupe", b"brand_id": "brand",
                  b"category_id": "category", b"user_id": "user", b"feedback_id": "feedback",
                  b"routine_id": "routine"}


def tags_of(body: bytes, query: list[tuple[str, str]]) -> frozenset[Tag]:
    """The documents an answer names (its body's ids, and the product it was asked about)."""
    tags = {(_KIND_OF_FIELD[m[1]], int(m[2])) for m in _NAMED.finditer(body)}
    for name, value in query:
        if name == "product_id" and value.isdigit():
            tags.add(("product", int(value)))
    return frozenset(tags)


def search_tags(docs: Iterable[tuple[str, str]]) -> frozenset[Tag]:
    """A search answer's tags: the documents it shows, as the search index holds them (kinds of their own, `search:…`:
    the index changes after the database, so these follow the index's commits, not the feed)."""
    return frozenset((f"search:{kind}", int(doc_id)) if doc_id.isdigit() else (f"search:{kind}:{doc_id}", 0)
                     for kind, doc_id in docs)


def as_tag(kind: str, doc_id: int) -> Tag:
    """A changed document of the feed as the tags answers carry (a fan-out of the outbox as the kind whose id it
    carries: a brand's products moved, answers naming the brand go)."""
    return (FAN_OUTS[kind].of_kind if kind in FAN_OUTS else kind), doc_id
