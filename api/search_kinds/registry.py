"""The indexed kinds, in one list (a kind added is one module and one line here), and what is derived from them:
their schemas by name (handed to the search backend by the process's `Runtimes`), the outbox's flush listener over
their captures (installed by `session_events`), the fan-outs their captures enqueue (expanded by the indexer)."""

from __future__ import annotations

from collections.abc import Iterable

from api.search.index_fields import IndexSchema
from api.search.outbox import Capture, Touches
from api.search_kinds.brand import BRAND
from api.search_kinds.category import CATEGORY
from api.search_kinds.city import CITY
from api.search_kinds.content import CONTENT
from api.search_kinds.declaration import FanOut, IndexedKind
from api.search_kinds.inci import INCI
from api.search_kinds.product import PRODUCT
from api.search_kinds.user import USER

INDEXED: dict[str, IndexedKind] = {k.name: k for k in (PRODUCT, BRAND, CATEGORY, INCI, CITY, USER, *CONTENT)}
SCHEMAS: dict[str, IndexSchema] = {name: k.schema for name, k in INDEXED.items()}
KINDS: tuple[str, ...] = tuple(INDEXED)
FAN_OUTS: dict[str, FanOut] = {f.name: f for k in INDEXED.values() for f in k.fan_outs}


def tracked(kinds: Iterable[IndexedKind]) -> dict[type, Touches]:
    """model -> its capture; a model captured by two kinds fails (one capture names every document it moves)."""
    found: dict[type, Touches] = {}
    for kind in kinds:
        for model, touches in kind.capture.items():
            if model in found:
                raise ValueError(f"{model.__name__} is captured by two kinds; one capture names every document it moves")
            found[model] = touches
    return found


# the outbox's flush listener runs them
TRACKED: dict[type, Touches] = tracked(INDEXED.values())
CAPTURE = Capture(TRACKED)
