"""Queue mail in the same transaction as the change that caused it; deliver it from a job."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.jobs import Actor, defer
from api.mail.senders import MailSender, OutgoingMail
from api.mail.templates import render
from api.mail.unsubscribe import unsubscribe_link
from api.models import MailMessage
from api.settings import Settings


def queue_mail(session: Session, settings: Settings, to: str, template: str, data: dict[str, Any],
               ttl_minutes: int) -> MailMessage:
    """Every e-mail carries the mailing list's one-click unsubscribe link for its address (`data["unsubscribe"]`)."""
    data = {**data, "unsubscribe": unsubscribe_link(settings, to)}
    subject, body = render(template, data, ttl_minutes)
    message = MailMessage(to_email=to, subject=subject, body=body, template=template, data=data)
    session.add(message)
    session.flush()
    defer(session, Actor.MAIL_SEND, message.id)
    return message


def deliver(session: Session, message_id: int, sender: MailSender) -> bool:
    """Send one queued mail; returns False when there was nothing to do (already sent or gone)."""
    message = session.get(MailMessage, message_id, with_for_update=True)
    if message is None or message.status == "sent":
        return False
    message.attempts += 1
    try:
        sender.send(OutgoingMail(message.id, message.to_email, message.subject, message.body, message.data))
    except Exception as exc:
        message.last_error = str(exc)[:500]
        raise
    message.status = "sent"
    message.sent_at = datetime.now(UTC)
    message.last_error = ""
    return True


def pending_ids(session: Session, limit: int = 500) -> list[int]:
    return list(session.scalars(select(MailMessage.id).where(MailMessage.status == "pending")
                                .order_by(MailMessage.id).limit(limit)))
