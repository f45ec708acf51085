"""Accounts through the real HTTP API: register, activate, login, logout, profile, codes, limits."""

from __future__ import annotations

from sqlalchemy import select

from api.models import AuthToken, MailMessage, User
from tests.api.helpers import PASSWORD, activate, latest_code, register, signed_in, upload_image


def test_register_mails_an_activation_code_and_activation_makes_the_account(client, session):
    email, registration = register(client, "New.Member@Example.com")
    assert email == "New.Member@Example.com"
    assert session.scalar(select(User).where(User.email == "new.member@example.com")) is None  # not before
    assert len(latest_code(session, "new.member@example.com")) == 6
    data = activate(client, session, "new.member@example.com", registration)
    user = session.get(User, data["user_id"])
    assert user.email == "new.member@example.com"
    assert user.password_hash.startswith("$argon2id$")
    assert user.is_active is True
    assert client.get("/api/user/info", headers={"token": data["token"]}).json()["data"]["email"] == user.email


def test_registering_an_active_address_again_answers_as_a_new_sign_up(client, session):
    """Issue 20 §6: no account enumeration; the owner is mailed a notice, never a code."""
    email, registration = register(client, "twice@example.com")
    activate(client, session, email, registration)
    body = client.post("/api/user/register", json={"email": "twice@example.com", "password": PASSWORD}).json()
    fresh = client.post("/api/user/register", json={"email": "nobody-yet@example.com", "password": PASSWORD}).json()
    assert body["status"] is fresh["status"] is True
    assert body["msg"] == fresh["msg"] and set(body["data"]) == set(fresh["data"])
    session.expire_all()
    mails = session.scalars(select(MailMessage).where(MailMessage.to_email == email).order_by(MailMessage.id)).all()
    assert mails[-1].template == "signup_taken" and "code" not in mails[-1].data


def test_register_validates_each_field(client):
    r = client.post("/api/user/register", json={"email": "not-an-email", "password": "short"})
    assert r.status_code == 422
    body = r.json()
    assert body["status"] is False
    assert {e["field"] for e in body["errors"]} == {"email", "password"}
    r = client.post("/api/user/register", json={"email": "a@example.com", "password": "onlyletters"})
    assert r.status_code == 422
    assert r.json()["errors"][0]["msg"] == "Use at least one letter and one digit."


def test_unactivated_account_cannot_sign_in(client):
    email, _ = register(client)
    body = client.post("/api/user/login", json={"email": email, "password": PASSWORD}).json()
    assert body["status"] is False
    assert body["code"] == "not_activated"
    assert body["message"] == body["msg"]
    assert "activate" in body["message"]


def test_activation_with_wrong_then_right_code(client, session):
    email, registration = register(client)
    code = latest_code(session, email)
    wrong = client.post("/api/user/activate", json={"registration": registration,
                                                    "vali_code": "000000" if code != "000000" else "111111"}).json()
    assert wrong["status"] is False and wrong["code"] == "code_invalid"
    ok = client.post("/api/user/activate", json={"registration": registration, "vali_code": code})
    assert ok.json()["status"] is True
    again = client.post("/api/user/activate", json={"registration": registration, "vali_code": code})
    assert again.json()["code"] == "signup_closed"


def test_code_dies_after_too_many_wrong_attempts(app, client, session):
    app.state.settings.code_max_attempts = 3  # below the per-IP rate limit of 5, which would answer first
    email, registration = register(client)
    code = latest_code(session, email)
    wrong = "111111" if code != "111111" else "222222"
    for _ in range(3):
        client.post("/api/user/activate", json={"registration": registration, "vali_code": wrong})
    body = client.post("/api/user/activate", json={"registration": registration, "vali_code": code}).json()
    assert body["status"] is False
    assert body["code"] == "signup_closed"


def test_login_answers_the_same_for_unknown_email_and_wrong_password(client, session):
    headers = signed_in(client, session, "known@example.com")
    assert headers["token"]
    unknown = client.post("/api/user/login", json={"email": "nobody@example.com", "password": PASSWORD}).json()
    wrong = client.post("/api/user/login", json={"email": "known@example.com", "password": "wrong123x"}).json()
    assert unknown["status"] is wrong["status"] is False
    assert unknown["message"] == wrong["message"] == "Incorrect e-mail or password."


def test_a_hash_made_with_older_parameters_is_replaced_at_the_next_sign_in(client, session):
    """Each hash carries its parameters: an older one still verifies, then the member's next sign-in stores one made
    with today's (api/security.PARAMETERS), and it still verifies."""
    from argon2 import PasswordHasher, profiles

    from api.security import needs_rehash

    email = "rehash@example.com"
    signed_in(client, session, email)
    user = session.scalars(select(User).where(User.email == email)).one()
    user.password_hash = PasswordHasher.from_parameters(profiles.RFC_9106_LOW_MEMORY).hash(PASSWORD)
    session.flush()
    assert needs_rehash(user.password_hash)
    old = user.password_hash
    assert client.post("/api/user/login", json={"email": email, "password": PASSWORD}).json()["status"] is True
    session.expire_all()
    stored = session.scalars(select(User.password_hash).where(User.email == email)).one()
    assert stored != old and not needs_rehash(stored)
    assert client.post("/api/user/login", json={"email": email, "password": PASSWORD}).json()["status"] is True


def test_token_is_stored_hashed_and_logout_revokes_it(client, session):
    headers = signed_in(client, session)
    stored = session.scalars(select(AuthToken.token_hash)).all()
    assert headers["token"] not in stored
    assert len(headers["token"]) >= 43  # 256 random bits, url-safe
    assert client.get("/api/user/info", headers=headers).json()["status"] is True
    assert client.post("/api/user/logout", headers=headers).json()["status"] is True
    after = client.get("/api/user/info", headers=headers)
    assert after.status_code == 401
    assert after.json()["auth"] is False


def test_info_accepts_authorization_header_and_checks_user_id_header(client, session):
    headers = signed_in(client, session)
    bearer = {"Authorization": f"Bearer {headers['token']}"}
    body = client.get("/api/user/info", headers=bearer).json()
    assert body["data"]["user_id"] == int(headers["userId"])
    assert "email" in body["data"]
    mismatch = client.get("/api/user/info", headers={**headers, "userId": str(int(headers["userId"]) + 1)})
    assert mismatch.status_code == 401
    assert client.get("/api/user/info", headers={"token": "forged"}).status_code == 401


def test_public_info_hides_the_email_and_404s_unknown_members(client, session):
    headers = signed_in(client, session)
    body = client.get("/api/user/public_info", params={"user_id": headers["userId"]}).json()
    assert body["status"] is True
    assert "email" not in body["data"]
    assert client.get("/api/user/public_info", params={"user_id": 999999}).status_code == 404
    assert client.get("/api/user/public_info", params={"user_id": "abc"}).status_code == 422


def test_edit_info_saves_every_field_and_validates(client, session):
    headers = signed_in(client, session)
    changes = {"nickname": "Glowy", "bio": "Oily skin, loves niacinamide.", "skin_type": "oily",
               "concerns": ["acne", "pores", "acne"], "location": "Lisbon", "avatar": upload_image(client, headers),
               "is_collection_private": True}
    body = client.post("/api/user/edit_info", json=changes, headers=headers).json()
    assert body["status"] is True
    data = client.get("/api/user/info", headers=headers).json()["data"]
    assert data["nickname"] == "Glowy"
    assert data["skin_type"] == "oily"
    assert data["concerns"] == ["acne", "pores"]
    assert data["is_collection_private"] is True
    bad = client.post("/api/user/edit_info", headers=headers,
                      json={"skin_type": "lizard", "concerns": ["freckles"], "nickname": "x" * 41,
                            "email": "nope", "avatar": "javascript:alert(1)"})
    assert bad.status_code == 422
    assert {e["field"].split(".")[0] for e in bad.json()["errors"]} == {
        "skin_type", "concerns", "nickname", "email", "avatar"}


def test_edit_info_refuses_an_email_change_without_a_code(client, session):
    headers = signed_in(client, session)
    body = client.post("/api/user/edit_info", json={"email": "other@example.com"}, headers=headers).json()
    assert body["status"] is False
    assert body["code"] == "email_change_needs_code"


def test_edit_info_needs_a_token(client):
    r = client.post("/api/user/edit_info", json={"nickname": "x"})
    assert r.status_code == 401
    assert r.json() == {"status": False, "msg": "Please sign in.", "code": "not_authenticated", "auth": False}


def test_validator_gen_resends_the_browsers_own_sign_up(client, session):
    email, registration = register(client)
    first = latest_code(session, email)
    assert client.post("/api/validator/gen", json={"registration": registration, "purpose": "activate"}).json()["status"]
    second = latest_code(session, email)
    assert len(second) == 6
    if second != first:  # the old code stopped working
        old = client.post("/api/user/activate", json={"registration": registration, "vali_code": first}).json()
        assert old["status"] is False
    # an address alone names no sign-up: nothing is mailed, and the answer says what to do
    r = client.post("/api/validator/gen", json={"email": email, "purpose": "activate"}).json()
    assert r["status"] is False and r["code"] == "signup_closed"


def test_account_codes_need_a_signed_in_member(client, session):
    r = client.post("/api/validator/gen", json={"purpose": "change_password"})
    assert r.status_code == 401
    headers = signed_in(client, session, "codes@example.com")
    assert client.post("/api/validator/gen", json={"purpose": "change_password"}, headers=headers).json()["status"]
    assert len(latest_code(session, "codes@example.com", "change_password")) == 6
    # codes only for flows that exist, and only to the account's own address
    for purpose in ("reset_password", "anything"):
        r = client.post("/api/validator/gen", json={"purpose": purpose, "email": "else@example.com"}, headers=headers)
        assert r.status_code == 422, purpose
    for purpose in ("change_password", "delete_account", "change_email"):
        client.post("/api/validator/gen", json={"purpose": purpose, "email": "else@example.com"}, headers=headers)
    assert session.scalar(select(MailMessage).where(MailMessage.to_email == "else@example.com")) is None


def test_login_is_rate_limited_with_retry_after(client):
    """Per client address, whatever the e-mail (the per address+client backoff: tests/api/security)."""
    statuses = [client.post("/api/user/login", json={"email": f"flood{n}@example.com", "password": "x"}).status_code
                for n in range(11)]
    assert statuses[:10] == [200] * 10
    assert statuses[10] == 429
    r = client.post("/api/user/login", json={"email": "flood@example.com", "password": "x"})
    assert r.status_code == 429
    assert int(r.headers["Retry-After"]) > 0
    assert r.json()["code"] == "too_many_attempts"


def test_profile_options_list_the_fixed_choices(client):
    data = client.get("/api/user/profile_options").json()["data"]
    assert [o["value"] for o in data["skin_types"]] == ["normal", "dry", "oily", "combination", "sensitive"]
    assert "acne" in [o["value"] for o in data["concerns"]]
