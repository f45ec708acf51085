"""Mail: queued in the transaction, delivered by the `mail.send` actor, to the outbox or real SMTP."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.handlers import Message
from sqlalchemy import select

from api.mail.senders import OutboxSender, SmtpSender, make_sender
from api.mail.service import deliver, queue_mail
from api.models import MailMessage
from api.settings import Settings
from indexer.actors.mail import send_mail
from indexer.sweeper import sweep_once

MAIL_SETTINGS = Settings(environment="test")  # the secret and base URL of the mails' unsubscribe link


def _queue(session, to="reader@example.com"):
    mail = queue_mail(session, MAIL_SETTINGS, to, "code", {"purpose": "change_password", "code": "123456"}, 15)
    session.commit()
    return mail


def test_actor_delivers_to_the_outbox_once(app, session, settings):
    mail = _queue(session)
    send_mail(mail.id)
    send_mail(mail.id)  # a retried or duplicated message must not send twice
    rows = OutboxSender(settings.data_dir / "mail").read("reader@example.com")
    assert len(rows) == 1
    assert rows[0]["data"]["code"] == "123456"
    assert rows[0]["subject"] == "Your Glowdex code to change your password"  # what it is for, not the code
    assert "123456" in rows[0]["body"]
    session.expire_all()
    assert session.get(MailMessage, mail.id).status == "sent"


def test_a_rollback_drops_the_mail_and_its_job(session):
    from dramatiq import get_broker

    broker = get_broker()
    broker.flush_all()
    queue_mail(session, MAIL_SETTINGS, "gone@example.com", "code", {"purpose": "activate", "code": "1", "user_id": 1}, 15)
    session.rollback()
    assert session.scalar(select(MailMessage).where(MailMessage.to_email == "gone@example.com")) is None
    assert broker.queues["default"].qsize() == 0


def test_commit_sends_exactly_one_job(session):
    from dramatiq import get_broker

    broker = get_broker()
    broker.flush_all()
    mail = _queue(session, "job@example.com")
    queued = broker.queues["default"]
    assert queued.qsize() == 1
    message = queued.get_nowait()
    assert b'"mail.send"' in message and str(mail.id).encode() in message


def test_sweeper_resends_pending_mail(app, session):
    from dramatiq import get_broker

    mail = _queue(session, "swept@example.com")
    broker = get_broker()
    broker.flush_all()  # as if the broker lost the message
    assert sweep_once(min_age_seconds=0) >= 1
    assert broker.queues["default"].qsize() >= 1
    send_mail(mail.id)
    session.expire_all()
    assert session.get(MailMessage, mail.id).status == "sent"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Collect(Message):
    def __init__(self) -> None:
        super().__init__()
        self.messages: list = []

    def handle_message(self, message) -> None:  # type: ignore[no-untyped-def]
        self.messages.append(message)


@pytest.fixture
def smtp_server():
    handler = _Collect()
    controller = Controller(handler, hostname="127.0.0.1", port=_free_port())
    controller.start()
    yield controller, handler
    controller.stop()


def test_smtp_sender_delivers_to_a_real_smtp_server(session, smtp_server):
    controller, handler = smtp_server
    sender = make_sender(f"smtp://127.0.0.1:{controller.port}?timeout=5", Path("."),
                         "Glowdex <no-reply@glowdex.test>")
    assert isinstance(sender, SmtpSender)
    mail = _queue(session, "smtp-reader@example.com")
    assert deliver(session, mail.id, sender) is True
    deadline = time.monotonic() + 5
    while not handler.messages and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(handler.messages) == 1
    got = handler.messages[0]
    assert got["To"] == "smtp-reader@example.com"
    assert got["Subject"] == "Your Glowdex code to change your password"
    assert "123456" in got.get_payload()
    assert deliver(session, mail.id, sender) is False  # already sent


def test_smtp_failure_leaves_the_mail_pending(session):
    sender = SmtpSender(f"smtp://127.0.0.1:{_free_port()}?timeout=1", "x@glowdex.test")
    mail = _queue(session, "retry@example.com")
    with pytest.raises(OSError):
        deliver(session, mail.id, sender)
    session.rollback()
    assert session.get(MailMessage, mail.id).status == "pending"


def test_links_in_mail_use_the_address_the_server_answers_on(monkeypatch):
    """Issue 21 §7: `make run` on port 8123 mailed links to http://127.0.0.1:8000 (the default), which did not
    open; a PUBLIC_BASE_URL that is set (production) is kept."""
    from api.mail.templates import render
    from api.settings import Settings
    from indexer.embedded import follow_served_address

    monkeypatch.delenv("PUBLIC_BASE_URL", raising=False)
    served = Settings()
    follow_served_address(served, "0.0.0.0", 8123)
    assert served.public_base_url == "http://127.0.0.1:8123"
    import os

    assert os.environ["PUBLIC_BASE_URL"] == "http://127.0.0.1:8123"  # the worker processes read it
    monkeypatch.delenv("PUBLIC_BASE_URL")
    named = Settings(public_base_url="https://glowdex.example")
    follow_served_address(named, "127.0.0.1", 8123)
    assert named.public_base_url == "https://glowdex.example"
    subject, body = render("reset_password", {"link": f"{served.public_base_url}/resetPasswordPage?token=x"}, 60)
    assert "http://127.0.0.1:8123/resetPasswordPage" in body
