"""Jobs leave only after commit, addressed by actor name (the api never imports the indexer)."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.brokers.stub import StubBroker
from sqlalchemy import event
from sqlalchemy.orm import Session

from api.logging import get_logger, request_id_var

log = get_logger(__name__)
QUEUE = "default"
_PENDING = "glowdex_pending_jobs"
_PENDING_IDS = "glowdex_pending_job_ids"


class Actor(StrEnum):
    """Every job's actor name, for the senders here and the Dramatiq actors in indexer/actors (which declare
    themselves under these names; tests/indexer/test_actor_names.py checks each has its actor)."""

    MAIL_SEND = "mail.send"
    NOTIFICATIONS_DELIVER = "notifications.deliver"
    SEARCH_INDEX_DOCS = "search.index_docs"
    SEARCH_REBUILD = "search.rebuild"
    SIMILARITY_REBUILD = "similarity.rebuild"


def make_broker(url: str, *, namespace: str = "glowdex") -> dramatiq.Broker:
    """Redis by URL for production; `memory://` is the in-process broker of the embedded run."""
    if url.startswith(("redis://", "rediss://", "unix://")):
        broker: dramatiq.Broker = RedisBroker(url=url, namespace=namespace)
    elif url.startswith("memory://"):
        broker = StubBroker()
    else:
        raise ValueError(f"Unsupported BROKER_URL {url!r}: use redis://… or memory://")
    broker.declare_queue(QUEUE)
    return broker


def send_now(actor: Actor, *args: Any, broker: dramatiq.Broker | None = None) -> None:
    broker = broker or dramatiq.get_broker()
    broker.enqueue(
        dramatiq.Message(
            queue_name=QUEUE,
            actor_name=Actor(actor).value,
            args=args,
            kwargs={},
            options={"request_id": request_id_var.get()},
        )
    )


def defer(session: Session, actor: Actor, *args: Any) -> None:
    """Queue a job to be sent after `session` commits; a rollback drops it."""
    session.info.setdefault(_PENDING, []).append((actor, args))


def defer_ids(session: Session, actor: Actor, ids: list[int]) -> None:
    """Queue `ids` for one `actor(ids)` job after commit: every call in the transaction (one per flush, say)
    joins the same message, so a commit sends one job per actor, not one per flush."""
    pending: dict[Actor, list[int]] = session.info.setdefault(_PENDING_IDS, {})
    pending.setdefault(actor, []).extend(ids)


def _send_after_commit(session: Session) -> None:
    jobs = session.info.pop(_PENDING, [])
    jobs += [(actor, (sorted(ids),)) for actor, ids in session.info.pop(_PENDING_IDS, {}).items()]
    for actor, args in jobs:
        try:
            send_now(actor, *args)
        except Exception as exc:  # noqa: BLE001 - the outbox row stays; a sweeper re-sends it
            log.warning("job_send_failed", actor=str(actor), error=str(exc))


def _drop_after_rollback(session: Session) -> None:
    session.info.pop(_PENDING, None)
    session.info.pop(_PENDING_IDS, None)


def register_dispatch() -> None:
    """Install the after-commit send and after-rollback drop on every Session (idempotent)."""
    for name, fn in (("after_commit", _send_after_commit), ("after_rollback", _drop_after_rollback)):
        if not event.contains(Session, name, fn):
            event.listen(Session, name, fn)
