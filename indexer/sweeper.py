"""Re-sends work whose message never reached the broker (it was down): outbox rows are the truth."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from api.jobs import Actor, send_now
from api.logging import get_logger
from api.models import MailMessage
from api.notifications import repository as notification_events
from indexer.runtime import read_unit
from indexer.search.sync import pending_outbox_ids

log = get_logger(__name__)


def sweep_once(min_age_seconds: float = 30.0) -> int:
    """Enqueue jobs for pending mail, search outbox rows and notification events older than `min_age_seconds`."""
    cutoff = datetime.now(UTC) - timedelta(seconds=min_age_seconds)
    with read_unit() as session:
        mail_ids = list(session.scalars(select(MailMessage.id).where(
            MailMessage.status == "pending", MailMessage.created_at <= cutoff).order_by(MailMessage.id).limit(500)))
        outbox_ids = pending_outbox_ids(session, limit=5000, min_age_seconds=min_age_seconds)
        event_ids = notification_events.pending_event_ids(session, cutoff, limit=5000)
    for message_id in mail_ids:
        send_now(Actor.MAIL_SEND, message_id)
    for start in range(0, len(outbox_ids), 500):
        send_now(Actor.SEARCH_INDEX_DOCS, outbox_ids[start:start + 500])
    for start in range(0, len(event_ids), 500):
        send_now(Actor.NOTIFICATIONS_DELIVER, event_ids[start:start + 500])
    return len(mail_ids) + len(outbox_ids) + len(event_ids)


def start_sweeper(interval_seconds: float) -> threading.Event:
    """Sweep everything pending at start, then what is older than a tick, in a daemon thread.

    Set the returned event to stop it."""
    stop = threading.Event()

    def loop() -> None:
        min_age = 0.0  # at start-up nothing is in flight yet: whatever is pending was lost
        while True:
            try:
                swept = sweep_once(min_age_seconds=min_age)
                if swept:
                    log.info("sweeper_requeued", count=swept)
            except Exception as exc:  # noqa: BLE001 - a broker or database hiccup must not kill the thread
                log.warning("sweeper_failed", error=str(exc))
            min_age = interval_seconds
            if stop.wait(interval_seconds):
                return

    threading.Thread(target=loop, name="glowdex-sweeper", daemon=True).start()
    return stop
