"""`mail.send`: deliver one queued e-mail (idempotent: a sent mail is not sent again)."""

from __future__ import annotations

import dramatiq

from api.jobs import Actor
from api.mail.service import deliver
from indexer.runtime import runtime, write_unit


@dramatiq.actor(actor_name=Actor.MAIL_SEND, queue_name="default", max_retries=5, min_backoff=1_000,
                max_backoff=60_000)
def send_mail(message_id: int) -> None:
    with write_unit() as session:
        deliver(session, message_id, runtime().mail_sender)
