"""Pre-registration takeover (issue 13 §5): an attacker registers a victim's address with their own password;
the mailbox owner must still end up with the password they chose, and old codes must die."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import select, update

from api.models import User, VerificationCode
from tests.api.helpers import latest_code

ATTACKER_PASSWORD = "attacker1pass"
OWNER_PASSWORD = "owner2secret9"


def _register(client, email: str, password: str) -> dict:
    return client.post("/api/user/register", json={"email": email, "password": password}).json()


def _login(client, email: str, password: str) -> dict:
    return client.post("/api/user/login", json={"email": email, "password": password}).json()


def test_re_registering_an_unactivated_address_replaces_the_pending_registration(client, session):
    email = "victim@example.com"
    attacker = _register(client, email, ATTACKER_PASSWORD)
    assert attacker["status"] is True
    attacker_code = latest_code(session, email)

    owner = _register(client, email, OWNER_PASSWORD)
    assert owner["status"] is True, owner  # not "email_taken": the pending registration is replaced
    user_id = owner["data"]["user_id"]
    owner_code = latest_code(session, email)

    if attacker_code != owner_code:  # the earlier registration's code died with it
        old = client.post("/api/user/activate", json={"user_id": user_id, "vali_code": attacker_code}).json()
        assert old["status"] is False
    r = client.post("/api/user/activate", json={"user_id": user_id, "vali_code": owner_code}).json()
    assert r["status"] is True, r

    assert _login(client, email, ATTACKER_PASSWORD)["status"] is False
    assert _login(client, email, OWNER_PASSWORD)["status"] is True


def test_an_activation_code_is_bound_to_the_password_it_was_issued_for(client, session):
    """Even a code that is still open stops working once the pending password changes."""
    email = "bound@example.com"
    user_id = _register(client, email, ATTACKER_PASSWORD)["data"]["user_id"]
    code = latest_code(session, email)
    # Another password lands on the pending row without going through registration (as a concurrent
    # re-registration could): the code issued for the first password must not activate it.
    session.execute(update(VerificationCode).where(VerificationCode.user_id == user_id).values(used_at=None))
    from api.security import hash_password
    session.execute(update(User).where(User.id == user_id).values(password_hash=hash_password(OWNER_PASSWORD)))
    session.flush()
    r = client.post("/api/user/activate", json={"user_id": user_id, "vali_code": code}).json()
    assert r["status"] is False
    assert r["code"] == "code_invalid"


def test_an_active_account_cannot_be_registered_again(client, session):
    email = "active@example.com"
    user_id = _register(client, email, OWNER_PASSWORD)["data"]["user_id"]
    client.post("/api/user/activate", json={"user_id": user_id, "vali_code": latest_code(session, email)})
    again = _register(client, email, ATTACKER_PASSWORD)
    assert again["status"] is False and again["code"] == "email_taken"
    assert _login(client, email, OWNER_PASSWORD)["status"] is True
    assert _login(client, email, ATTACKER_PASSWORD)["status"] is False


def test_activation_codes_expire(client, session):
    email = "expired@example.com"
    user_id = _register(client, email, OWNER_PASSWORD)["data"]["user_id"]
    code = latest_code(session, email)
    session.execute(update(VerificationCode).where(VerificationCode.user_id == user_id)
                    .values(expires_at=datetime.now(UTC) - timedelta(seconds=1)))
    session.flush()
    r = client.post("/api/user/activate", json={"user_id": user_id, "vali_code": code}).json()
    assert r["status"] is False and r["code"] == "code_expired"
    assert session.scalar(select(User.is_active).where(User.id == user_id)) is False
