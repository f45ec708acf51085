"""`similarity.rebuild`: refit the similarity artefact of the live catalogue (debounced and coalesced).

Sent after commit by product submissions and imports (`api.jobs.defer(session, Actor.SIMILARITY_REBUILD)`).
Cheap when nothing changed: the artefact records the catalogue version it was built from, and a burst of
messages collapses into one build (see `api.similarity.runtime.rebuild_if_stale`). API processes pick the
new artefact up by themselves (hot reload).
"""

from __future__ import annotations

import dramatiq

from api.jobs import Actor
from api.logging import get_logger
from api.similarity.runtime import rebuild_if_stale
from indexer.runtime import read_unit, runtime

log = get_logger(__name__)


@dramatiq.actor(actor_name=Actor.SIMILARITY_REBUILD, queue_name="default", max_retries=3, min_backoff=5_000,
                max_backoff=120_000, time_limit=3_600_000)
def rebuild_similarity() -> None:
    with read_unit() as session:
        result = rebuild_if_stale(runtime().runtimes.similarity, session)
    log.info("similarity_rebuild_done", rebuilt=result.rebuilt, reason=result.reason, products=result.products,
             seconds=result.seconds, catalog_version=result.catalog_version)
