"""Search actors: `search.index_docs` (outbox row ids → upsert/delete) and `search.rebuild` (kind)."""

from __future__ import annotations

import dramatiq

from api.db.session import unit_of_work
from indexer.runtime import runtime
from indexer.search.sync import index_outbox, mark_failed, rebuild


@dramatiq.actor(actor_name="search.index_docs", queue_name="default", max_retries=8, min_backoff=500,
                max_backoff=30_000)
def index_docs(outbox_ids: list[int]) -> None:
    rt = runtime()
    try:
        with unit_of_work() as session:
            index_outbox(session, rt.search_backend, rt.settings, outbox_ids)
    except Exception as exc:
        with unit_of_work() as session:
            mark_failed(session, outbox_ids, exc)
        raise


@dramatiq.actor(actor_name="search.rebuild", queue_name="default", max_retries=2, time_limit=3_600_000)
def rebuild_kind(kind: str) -> None:
    from api.db.engine import get_engine, session_factory

    rt = runtime()
    rebuild(session_factory(get_engine(rt.settings)), rt.search_backend, rt.settings, kind)
