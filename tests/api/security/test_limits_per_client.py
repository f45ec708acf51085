"""Limits one stranger cannot turn against a member (issue 20 §3): the code and link calls count per client
address and per (target, client address), never per target alone. Five forgot-password requests from one
address gave the victim, at another address, a 429 for 300 s; the same worked on registration, resend and
activation. The mail an address receives is throttled on its own, and a throttled request changes nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from api.models import MailMessage
from tests.api.helpers import PASSWORD, latest_code, register, signed_in

VICTIM = "victim@example.com"


@pytest.fixture
def stranger(app) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    """Another client address than the `client` fixture's (the victim's)."""
    with TestClient(app, raise_server_exceptions=False, client=("203.0.113.66", 40000)) as c:
        yield c


def _flood(stranger: TestClient, path: str, body: dict, times: int = 6) -> list[int]:
    return [stranger.post(path, json=body).status_code for _ in range(times)]


def test_a_strangers_forgot_password_flood_never_blocks_the_owner(client, stranger, session):
    signed_in(client, session, VICTIM)
    statuses = _flood(stranger, "/api/user/forgot_password", {"email": VICTIM})
    assert statuses[-1] == 429  # the stranger is limited
    r = client.post("/api/user/forgot_password", json={"email": VICTIM})
    assert r.status_code == 200, r.json()  # the owner is not


def test_a_strangers_registrations_never_block_the_owners_sign_up(client, stranger, session):
    assert _flood(stranger, "/api/user/register", {"email": VICTIM, "password": "stranger1pass"})[-1] == 429
    r = client.post("/api/user/register", json={"email": VICTIM, "password": PASSWORD})
    assert r.status_code == 200 and r.json()["status"] is True, r.json()
    registration = r.json()["data"]["registration"]
    # ... and the owner's own sign-up activates with its code
    code = latest_code(session, VICTIM)
    assert client.post("/api/user/activate", json={"registration": registration,
                                                   "vali_code": code}).json()["status"] is True


def test_a_strangers_activation_guesses_never_block_the_owner(client, stranger, session):
    _, registration = register(client, VICTIM)
    code = latest_code(session, VICTIM)
    wrong = "000000" if code != "000000" else "111111"
    _, his = register(stranger, "stranger@example.com")
    assert _flood(stranger, "/api/user/activate", {"registration": his, "vali_code": wrong})[-1] == 429
    assert client.post("/api/user/activate", json={"registration": registration,
                                                   "vali_code": code}).json()["status"] is True


def test_the_mail_an_address_receives_is_throttled_without_touching_what_was_sent(app, client, session):
    """Past `mail_rate`, forgot-password answers the same and sends nothing: the link already sent still works
    (a new request used to replace it, so a flood kept the owner's link dead)."""
    app.state.settings.mail_rate = (2, 3600)
    signed_in(client, session, VICTIM)  # its activation mail is the first of the two
    others = [TestClient(app, raise_server_exceptions=False, client=(f"198.51.100.{i}", 1000)) for i in range(4)]
    for other in others:  # a rotating-address flood
        assert other.post("/api/user/forgot_password", json={"email": VICTIM}).status_code == 200
    session.expire_all()
    resets = list(session.scalars(select(MailMessage).where(MailMessage.to_email == VICTIM,
                                                            MailMessage.template == "reset_password")))
    assert len(resets) == 1
    token = resets[0].data["link"].split("token=")[1]
    r = client.post("/api/user/reset_password", json={"token": token, "new_password": "still-mine-2024"}).json()
    assert r["status"] is True, r
    assert session.scalar(select(func.count()).select_from(MailMessage).where(MailMessage.to_email == VICTIM)) == 2
