"""Search actors: `search.index_docs` (outbox row ids → upsert/delete) and `search.rebuild` (kind)."""

from __future__ import annotations

import dramatiq

from api.jobs import Actor
from indexer.runtime import read_unit, runtime
from indexer.search.sync import rebuild, sync_outbox, waiting_outbox_ids

# Rows of other jobs one job takes along (a commit of more than the embedded backend's COUNTED_CHECK_LIMIT documents
# counts as a change of structure).
COALESCE_ROWS = 50


@dramatiq.actor(actor_name=Actor.SEARCH_INDEX_DOCS, queue_name="default", max_retries=8, min_backoff=500,
                max_backoff=30_000)
def index_docs(outbox_ids: list[int]) -> None:
    """Its rows, and those of the jobs queued behind it (`waiting_outbox_ids`): under a burst of likes one index commit
    and one outbox delete serve many, and their own jobs find nothing left to do (no write: on SQLite every write
    waits at the database's one write gate)."""
    rt = runtime()
    with read_unit() as session:
        waiting = waiting_outbox_ids(session, limit=COALESCE_ROWS)
    sync_outbox(rt.search_backend, rt.settings, list(dict.fromkeys([*outbox_ids, *waiting])))


@dramatiq.actor(actor_name=Actor.SEARCH_REBUILD, queue_name="default", max_retries=2, time_limit=3_600_000)
def rebuild_kind(kind: str) -> None:
    rt = runtime()
    rebuild(read_unit, rt.search_backend, rt.settings, kind)
