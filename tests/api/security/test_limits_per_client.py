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


def test_an_email_change_request_spends_one_mail_of_the_new_address(app, client, session):
    """Each request to move the account to an address counted twice against that address's mail budget (once for
    the code, once for the notice to an owner it might have), so half the budget's codes ever went out."""
    app.state.settings.mail_rate = (2, 3600)
    headers = signed_in(client, session, VICTIM)
    for _ in range(2):
        r = client.post("/api/validator/change_email", json={"email": "moving@example.com", "password": PASSWORD},
                        headers=headers)
        assert r.json()["status"] is True, r.json()
    session.expire_all()
    assert session.scalar(select(func.count()).select_from(MailMessage).where(
        MailMessage.to_email == "moving@example.com")) == 2


def test_a_strangers_resend_flood_never_blocks_the_owners_resend(client, stranger, session):
    """The resend of an activation e-mail counts per client address and per (sign-up, client address): a stranger
    spending his own limit leaves the owner's browser hers."""
    _, registration = register(client, VICTIM)
    _, his = register(stranger, "stranger@example.com")
    body = {"purpose": "activate", "registration": his}
    assert _flood(stranger, "/api/validator/gen", body)[-1] == 429
    r = client.post("/api/validator/gen", json={"purpose": "activate", "registration": registration})
    assert r.status_code == 200 and r.json()["status"] is True, r.json()
