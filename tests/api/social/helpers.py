"""Running the jobs a request queued, as a worker would (the test broker is an in-memory queue)."""

from __future__ import annotations

import json

import dramatiq

from indexer.actors.notifications import deliver_notifications


def queued(actor_name: str) -> list[list[int]]:
    """The arguments of every queued message for `actor_name` (left in the queue)."""
    queue = dramatiq.get_broker().queues["default"]
    found = []
    for raw in list(queue.queue):
        message = json.loads(raw)
        if message["actor_name"] == actor_name:
            found.append(message["args"][0])
    return found


def run_notification_jobs() -> int:
    """Deliver every queued `notifications.deliver` job; other jobs are dropped. Answers how many ran."""
    queue = dramatiq.get_broker().queues["default"]
    ran = 0
    while not queue.empty():
        message = json.loads(queue.get_nowait())
        if message["actor_name"] == "notifications.deliver":
            deliver_notifications(*message["args"])
            ran += 1
    return ran


def clear_jobs() -> None:
    dramatiq.get_broker().flush_all()
