"""Registration takeover (issue 20 §1, high): member A signs up with her address; before she activates, B signs
up the same address with his own password. Whatever A does with the mails she receives, only her password can
become the account: each sign-up keeps its own hash, code and link, and the code or link that is used decides.
Also the activation code is bound to an unguessable token, not to `user_id` + 6 digits (§3), and a stranger's
wrong guesses never burn the owner's code."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import select, update

from api.models import MailMessage, Registration, User
from tests.api.helpers import latest_code, mailed_link

OWNER_PASSWORD = "owner2secret9"
ATTACKER_PASSWORD = "attacker1pass"
EMAIL = "victim@example.com"


def _register(client, email: str, password: str) -> str:  # type: ignore[no-untyped-def]
    body = client.post("/api/user/register", json={"email": email, "password": password}).json()
    assert body["status"] is True, body
    return str(body["data"]["registration"])


def _login(client, email: str, password: str) -> dict:  # type: ignore[no-untyped-def]
    return client.post("/api/user/login", json={"email": email, "password": password}).json()


def _activate(client, **body) -> dict:  # type: ignore[no-untyped-def]
    return client.post("/api/user/activate", json=body).json()


def _only_the_owner_signs_in(client) -> None:  # type: ignore[no-untyped-def]
    assert _login(client, EMAIL, ATTACKER_PASSWORD)["status"] is False
    assert _login(client, EMAIL, OWNER_PASSWORD)["status"] is True


def test_a_later_sign_up_never_rebinds_the_owners_code(client, session):
    owner = _register(client, EMAIL, OWNER_PASSWORD)
    owner_code = latest_code(session, EMAIL)
    attacker = _register(client, EMAIL, ATTACKER_PASSWORD)
    newest_code = latest_code(session, EMAIL)  # the attacker's sign-up: mailed to the owner's box too
    assert session.scalar(select(User).where(User.email == EMAIL)) is None  # nothing is an account yet

    if newest_code != owner_code:  # the newest mail's code is not the owner's: it works only with its own sign-up
        assert _activate(client, registration=owner, vali_code=newest_code)["code"] == "code_invalid"
    data = _activate(client, registration=owner, vali_code=owner_code)
    assert data["status"] is True, data
    _only_the_owner_signs_in(client)
    # the attacker's sign-up died with the activation
    assert _activate(client, registration=attacker, vali_code=newest_code)["code"] == "signup_closed"


def test_the_owner_opening_the_newest_mail_elsewhere_still_gets_her_own_password(client, session):
    """The newest mail is the attacker's sign-up: its link, opened on her phone, asks the password of the
    sign-up, and hers picks her own attempt. The attacker's password is never what she can activate."""
    _register(client, EMAIL, OWNER_PASSWORD)
    _register(client, EMAIL, ATTACKER_PASSWORD)
    newest_link = mailed_link(session, EMAIL, "/activate")
    asked = _activate(client, token=newest_link)
    assert asked["status"] is False and asked["code"] == "password_needed"
    data = _activate(client, token=newest_link, password=OWNER_PASSWORD)
    assert data["status"] is True, data
    _only_the_owner_signs_in(client)


def test_the_link_in_the_browser_that_signed_up_activates_in_one_step_and_signs_in(client, session):
    registration = _register(client, EMAIL, OWNER_PASSWORD)
    data = _activate(client, token=mailed_link(session, EMAIL, "/activate"), registration=registration)
    assert data["status"] is True, data
    info = client.get("/api/user/info", headers={"token": data["data"]["token"]}).json()["data"]
    assert info["email"] == EMAIL and info["user_id"] == data["data"]["user_id"]


def test_a_link_is_never_activated_by_opening_it(client, session):
    """A mail scanner fetches the link: the page loads, nothing is activated (activation is a POST)."""
    _register(client, EMAIL, OWNER_PASSWORD)
    token = mailed_link(session, EMAIL, "/activate")
    assert client.get(f"/activate?token={token}").status_code == 200
    assert _login(client, EMAIL, OWNER_PASSWORD)["code"] == "not_activated"


def test_the_address_is_told_when_it_is_signed_up_again(client, session):
    _register(client, EMAIL, OWNER_PASSWORD)
    _register(client, EMAIL, ATTACKER_PASSWORD)
    session.expire_all()
    first, second = session.scalars(select(MailMessage).where(MailMessage.to_email == EMAIL)
                                    .order_by(MailMessage.id)).all()
    assert first.subject == second.subject == "Activate your Glowdex account"
    assert "more than once" not in first.body
    assert "signed up at Glowdex more than once" in second.body and "did not start this one" in second.body


def test_a_code_works_only_with_its_own_sign_up_token_not_with_a_user_id(client, session):
    registration = _register(client, EMAIL, OWNER_PASSWORD)
    code = latest_code(session, EMAIL)
    other = _register(client, "someone-else@example.com", ATTACKER_PASSWORD)
    r = client.post("/api/user/activate", json={"user_id": 1, "vali_code": code})
    assert r.status_code == 422  # user_id + 6 digits is no way in
    assert _activate(client, registration=other, vali_code=code)["status"] is False
    assert _activate(client, registration=registration, vali_code=code)["status"] is True


def test_wrong_guesses_from_elsewhere_never_burn_the_owners_code(app, client, session):
    """Issue 20 §3: five wrong codes burned the code of the newest registration whoever sent them. A guess now
    needs the sign-up's browser token, so a stranger's guesses land on his own sign-up only."""
    owner = _register(client, EMAIL, OWNER_PASSWORD)
    code = latest_code(session, EMAIL)
    attacker = _register(client, EMAIL, ATTACKER_PASSWORD)
    wrong = "123456" if code != "123456" else "654321"
    for _ in range(app.state.settings.code_max_attempts):
        _activate(client, registration=attacker, vali_code=wrong)
        app.state.runtimes.rate_limiter.__init__()  # the guesses come from many addresses: no per-client limit applies
    assert _activate(client, registration=owner, vali_code=code)["status"] is True
    _only_the_owner_signs_in(client)


def test_an_attackers_password_on_the_owners_link_is_refused_and_counted(app, client, session):
    _register(client, EMAIL, OWNER_PASSWORD)
    link = mailed_link(session, EMAIL, "/activate")
    refused = _activate(client, token=link, password=ATTACKER_PASSWORD)
    assert refused["status"] is False and refused["code"] == "wrong_password"
    assert session.scalar(select(Registration.attempts)) == 1
    assert _activate(client, token=link, password=OWNER_PASSWORD)["status"] is True


def test_sign_ups_expire(client, session):
    registration = _register(client, EMAIL, OWNER_PASSWORD)
    code, link = latest_code(session, EMAIL), mailed_link(session, EMAIL, "/activate")
    session.execute(update(Registration).values(expires_at=datetime.now(UTC) - timedelta(seconds=1)))
    session.flush()
    assert _activate(client, registration=registration, vali_code=code)["code"] == "signup_closed"
    assert _activate(client, token=link, password=OWNER_PASSWORD)["code"] == "link_invalid"
    assert session.scalar(select(User).where(User.email == EMAIL)) is None


def test_an_unactivated_sign_up_is_told_so_only_with_its_own_password(client, session):
    _register(client, EMAIL, OWNER_PASSWORD)
    assert _login(client, EMAIL, OWNER_PASSWORD)["code"] == "not_activated"
    assert _login(client, EMAIL, ATTACKER_PASSWORD)["code"] == "login_failed"
