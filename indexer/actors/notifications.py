"""`notifications.deliver`: turn recorded notification events into inbox messages (after the causing commit).

Idempotent: each event is deleted in the transaction that writes (or drops) its message, so a retried or
re-swept job finds nothing left to do. Rules (settings, deduplication, "still true") in
`api/notifications/service.deliver`.
"""

from __future__ import annotations

import dramatiq

from api.jobs import Actor
from api.notifications.service import deliver
from indexer.runtime import write_unit


@dramatiq.actor(actor_name=Actor.NOTIFICATIONS_DELIVER, queue_name="default", max_retries=5, min_backoff=1_000,
                max_backoff=60_000)
def deliver_notifications(event_ids: list[int]) -> None:
    with write_unit() as session:
        deliver(session, event_ids)
