"""The jobs an admin command sends (a moderation verdict's notification, a regrouping's search documents) go to the
broker of its settings, and on the embedded profile they run before the command exits.

Without this a command sent them to Dramatiq's default broker (a Redis at localhost in the wrong namespace, or
nowhere), and they reached members only through the server's sweeper, up to a minute later. With Redis the
production workers take them at once; the embedded profile has no worker outside the server's own process, so the
command is its own worker until its queue is empty. The outbox rows stay the truth either way: a job that fails or
outlasts the wait is re-sent by the sweeper.
"""

from __future__ import annotations

import dramatiq
from dramatiq.brokers.stub import StubBroker
from dramatiq.middleware import Retries

from api.jobs import QUEUE
from api.logging import get_logger
from indexer.broker import start_worker

log = get_logger(__name__)
WAIT_MS = 60_000  # a notification, a mail or 500 search documents take well under a second each; a similarity
# rebuild of the whole real catalogue about 20 s


def run_pending(broker: dramatiq.Broker, *, threads: int = 2, wait_ms: int = WAIT_MS) -> None:
    """An in-process broker's queue (and what its jobs queue in turn, a notification's mail say) is worked off here;
    a networked broker's belongs to its workers."""
    if not isinstance(broker, StubBroker) or not broker.queues[QUEUE].qsize():
        return
    # A job that fails is left to the sweeper at once (its outbox row stays), not retried with backoff here: an
    # admin's command must not wait out the minutes a search index that is not built yet would cost.
    broker.middleware[:] = [m for m in broker.middleware if not isinstance(m, Retries)]
    worker = start_worker(broker, threads)
    try:
        broker.join(QUEUE, timeout=wait_ms)
        worker.join()
    except dramatiq.errors.QueueJoinTimeout:
        log.warning("cli_jobs_left_to_sweeper", waited_ms=wait_ms)
    finally:
        worker.stop()
