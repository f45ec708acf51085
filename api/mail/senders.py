"""Where mail goes: SMTP in production, a local JSON-lines outbox in the embedded profile."""

from __future__ import annotations

import json
import smtplib
import threading
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import make_msgid
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import parse_qs, unquote, urlparse


@dataclass(frozen=True)
class OutgoingMail:
    message_id: int
    to: str
    subject: str
    body: str
    data: dict[str, Any]


class MailSender(Protocol):
    def send(self, mail: OutgoingMail) -> None: ...


class OutboxSender:
    """Appends each mail to `<dir>/outbox.jsonl`; `glowdex mail outbox` reads it back."""

    _lock = threading.Lock()

    def __init__(self, directory: Path) -> None:
        self.path = directory / "outbox.jsonl"

    def send(self, mail: OutgoingMail) -> None:
        from datetime import UTC, datetime

        self.path.parent.mkdir(parents=True, exist_ok=True)
        line = json.dumps(
            {"id": mail.message_id, "to": mail.to, "subject": mail.subject, "body": mail.body,
             "data": mail.data, "sent_at": datetime.now(UTC).isoformat()}
        )
        with self._lock, self.path.open("a", encoding="utf-8") as fh:
            fh.write(line + "\n")

    def read(self, to: str | None = None) -> list[dict[str, Any]]:
        if not self.path.exists():
            return []
        rows = [json.loads(line) for line in self.path.read_text(encoding="utf-8").splitlines() if line.strip()]
        return [r for r in rows if to is None or r["to"].lower() == to.lower()]


class SmtpSender:
    """`smtp://user:pass@host:port?starttls=1&timeout=10` (or `smtps://` for implicit TLS)."""

    def __init__(self, url: str, sender: str) -> None:
        parsed = urlparse(url)
        query = parse_qs(parsed.query)
        self.host = parsed.hostname or "localhost"
        self.port = parsed.port or (465 if parsed.scheme == "smtps" else 25)
        self.user = unquote(parsed.username) if parsed.username else None
        self.password = unquote(parsed.password) if parsed.password else None
        self.implicit_tls = parsed.scheme == "smtps"
        self.starttls = query.get("starttls", ["0"])[0] == "1"
        self.timeout = float(query.get("timeout", ["10"])[0])
        self.sender = sender

    def send(self, mail: OutgoingMail) -> None:
        msg = EmailMessage()
        msg["From"] = self.sender
        msg["To"] = mail.to
        msg["Subject"] = mail.subject
        msg["Message-ID"] = make_msgid(idstring=f"glowdex-{mail.message_id}")
        msg.set_content(mail.body)
        smtp_cls = smtplib.SMTP_SSL if self.implicit_tls else smtplib.SMTP
        with smtp_cls(self.host, self.port, timeout=self.timeout) as smtp:
            if self.starttls:
                smtp.starttls()
            if self.user:
                smtp.login(self.user, self.password or "")
            smtp.send_message(msg)


def make_sender(mail_url: str, data_dir: Path, mail_from: str) -> MailSender:
    if mail_url.startswith("outbox://"):
        custom = mail_url.removeprefix("outbox://")
        return OutboxSender(Path(custom) if custom else data_dir / "mail")
    if mail_url.startswith(("smtp://", "smtps://")):
        return SmtpSender(mail_url, mail_from)
    raise ValueError(f"Unsupported MAIL_URL {mail_url!r}: use outbox:// or smtp://…")
