"""Search actors: `search.index_docs` (outbox row ids → upsert/delete) and `search.rebuild` (kind)."""

from __future__ import annotations

import dramatiq

from api.jobs import Actor
from indexer.runtime import read_unit, runtime
from indexer.search.sync import rebuild, sync_outbox


@dramatiq.actor(actor_name=Actor.SEARCH_INDEX_DOCS, queue_name="default", max_retries=8, min_backoff=500,
                max_backoff=30_000)
def index_docs(outbox_ids: list[int]) -> None:
    rt = runtime()
    sync_outbox(rt.search_backend, rt.settings, outbox_ids)


@dramatiq.actor(actor_name=Actor.SEARCH_REBUILD, queue_name="default", max_retries=2, time_limit=3_600_000)
def rebuild_kind(kind: str) -> None:
    rt = runtime()
    rebuild(read_unit, rt.search_backend, rt.settings, kind)
