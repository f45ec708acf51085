"""Passwords on the shipped common-password list are refused with a clear message."""

from __future__ import annotations

import pytest

from tests.api.helpers import signed_in


@pytest.mark.parametrize("password", ["password1", "Password123", "qwerty123", "iloveyou1", "abc12345"])
def test_common_passwords_are_refused_at_registration(client, password):
    r = client.post("/api/user/register", json={"email": "common@example.com", "password": password})
    assert r.status_code == 422, r.json()
    [error] = r.json()["errors"]
    assert error["field"] == "password"
    assert "common" in error["msg"].lower()


def test_an_uncommon_password_is_accepted(client):
    r = client.post("/api/user/register", json={"email": "fine@example.com", "password": "teal-otter-42-moss"})
    assert r.json()["status"] is True


def test_the_list_is_a_real_top_list():
    from api.users.passwords import common_passwords

    words = common_passwords()
    assert 10_000 <= len(words) <= 100_000
    assert {"123456", "password", "qwerty", "letmein"} <= words


def test_login_with_an_old_common_password_still_works(client, session):
    """The rule applies where a password is chosen, not at sign-in."""
    headers = signed_in(client, session)
    assert headers["token"]
