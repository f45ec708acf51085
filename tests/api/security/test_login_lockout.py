"""Targeted lockout (issue 13 §5): failures from other addresses must not lock the owner out."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.api.helpers import PASSWORD, signed_in


def _login_from(app, ip: str, email: str, password: str):
    with TestClient(app, client=(ip, 40000), raise_server_exceptions=False) as c:
        return c.post("/api/user/login", json={"email": email, "password": password})


def test_wrong_passwords_from_rotating_addresses_do_not_lock_the_owner_out(app, client, session):
    email = "target@example.com"
    signed_in(client, session, email)
    for n in range(30):
        r = _login_from(app, f"198.51.100.{n + 1}", email, "wrong1guess")
        assert r.status_code == 200 and r.json()["status"] is False
    owner = _login_from(app, "203.0.113.7", email, PASSWORD)
    assert owner.status_code == 200, owner.json()
    assert owner.json()["status"] is True


def test_one_address_guessing_one_account_is_slowed_down(app, client, session):
    email = "guessed@example.com"
    signed_in(client, session, email)
    statuses = [_login_from(app, "198.51.100.200", email, "wrong1guess").status_code for _ in range(12)]
    assert 429 in statuses
    refused = _login_from(app, "198.51.100.200", email, PASSWORD)
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) > 0
    # The owner, elsewhere, is not affected.
    assert _login_from(app, "203.0.113.8", email, PASSWORD).json()["status"] is True


def test_one_address_spraying_many_accounts_is_limited(app):
    statuses = [_login_from(app, "198.51.100.250", f"spray{n}@example.com", "wrong1guess").status_code
                for n in range(40)]
    assert statuses[0] == 200
    assert statuses[-1] == 429
