"""Test helpers that go through the real API (no shortcuts into services)."""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from typing import Any, TypeVar

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.models import MailMessage

_seq = itertools.count(1)
PASSWORD = "glow1234secret"


def latest_code(session: Session, email: str, purpose: str = "activate") -> str:
    session.expire_all()
    mails = session.scalars(select(MailMessage).where(MailMessage.to_email == email).order_by(MailMessage.id.desc()))
    for mail in mails:
        if mail.data.get("purpose") == purpose:
            return str(mail.data["code"])
    raise AssertionError(f"no {purpose} code mailed to {email}")


def register(client: TestClient, email: str | None = None, password: str = PASSWORD) -> tuple[str, str]:
    """Start a sign-up; answers the address and the sign-up's browser token (`registration`)."""
    email = email or f"member{next(_seq)}@example.com"
    body = client.post("/api/user/register", json={"email": email, "password": password}).json()
    assert body["status"] is True, body
    return email, body["data"]["registration"]


def activate(client: TestClient, session: Session, email: str, registration: str) -> dict[str, Any]:
    """Activate with the mailed code typed in the browser that signed up; answers `data` (token, user_id)."""
    r = client.post("/api/user/activate", json={"registration": registration, "vali_code": latest_code(session, email)})
    assert r.json()["status"] is True, r.json()
    return dict(r.json()["data"])


def signed_in(client: TestClient, session: Session, email: str | None = None) -> dict[str, str]:
    """Register, activate with the mailed code, sign in; returns the headers of that session."""
    email, registration = register(client, email)
    activate(client, session, email, registration)
    body = client.post("/api/user/login", json={"email": email, "password": PASSWORD}).json()
    assert body["status"] is True, body
    return {"token": body["data"]["token"], "userId": str(body["data"]["user_id"])}


def mailed_link(session: Session, email: str, path: str) -> str:
    """The token of the newest mailed link to `path` (e.g. "/activate") sent to `email`."""
    import re
    from urllib.parse import parse_qs, urlparse

    session.expire_all()
    for mail in session.scalars(select(MailMessage).where(MailMessage.to_email == email)
                                .order_by(MailMessage.id.desc())):
        for url in re.findall(r"https?://\S+", mail.body):
            parsed = urlparse(url)
            if parsed.path == path:
                return parse_qs(parsed.query)["token"][0]
    raise AssertionError(f"no {path} link mailed to {email}")


def upload_image(client: TestClient, headers: dict[str, str], colour: tuple[int, int, int] = (200, 120, 90)) -> str:
    """Upload a small PNG through the file host; returns its URL (what avatars and product images take)."""
    import io

    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (8, 8), colour).save(buf, "PNG")
    r = client.post("/files/file/upload", headers=headers, files={"file": ("a.png", buf.getvalue(), "image/png")})
    assert r.status_code == 200, r.json()
    return str(r.json()["data"]["url"])


def sync_index(session: Session, backend: Any, settings: Any) -> None:
    """Commit, then push what the outbox holds into the index, as the worker's actor does."""
    from indexer.search.sync import pending_outbox_ids, sync_outbox

    session.commit()
    sync_outbox(backend, settings, pending_outbox_ids(session))


T = TypeVar("T")


def eventually(check: Callable[[], T], seconds: float = 2.0) -> T:
    """`check()` until it holds, for at most `seconds` (the freshness bound of issue 25); its last value."""
    deadline = time.monotonic() + seconds
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)
