"""Change password and e-mail with a mailed code, forgot / reset password by a mailed link, the mailing list."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from sqlalchemy import select, update

from api.models import MailMessage, Subscription, User, VerificationCode
from tests.api.helpers import PASSWORD, latest_code, signed_in

NEW_PASSWORD = "a-new-glow-1234"


def _login(client, email: str, password: str) -> dict:  # type: ignore[no-untyped-def]
    return client.post("/api/user/login", json={"email": email, "password": password}).json()


def _mails(session, email: str, template: str) -> list[MailMessage]:  # type: ignore[no-untyped-def]
    session.expire_all()
    return list(session.scalars(select(MailMessage).where(MailMessage.to_email == email,
                                                          MailMessage.template == template)
                                .order_by(MailMessage.id)))


def _link_token(mail: MailMessage, key: str = "link") -> str:
    found = re.search(r"token=([A-Za-z0-9_.-]+)", mail.data[key])
    assert found and found.group(1) in mail.body  # the link is in the e-mail the member reads
    return found.group(1)


def test_change_password_needs_its_code_and_signs_out_every_other_session(client, session):
    headers = signed_in(client, session, "pw@example.com")
    other = _login(client, "pw@example.com", PASSWORD)["data"]
    other_headers = {"token": other["token"], "userId": str(other["user_id"])}
    assert client.get("/api/user/info", headers=other_headers).json()["status"] is True

    wrong = client.post("/api/user/change_password", json={"password": NEW_PASSWORD, "vali_code": "000000"},
                        headers=headers).json()
    assert wrong["status"] is False  # no code asked for yet
    client.post("/api/validator/gen", json={"purpose": "change_password"}, headers=headers)
    code = latest_code(session, "pw@example.com", "change_password")
    weak = client.post("/api/user/change_password", json={"password": "short", "vali_code": code}, headers=headers)
    assert weak.status_code == 422
    r = client.post("/api/user/change_password", json={"password": NEW_PASSWORD, "vali_code": code}, headers=headers)
    assert r.json()["status"] is True, r.json()
    assert client.get("/api/user/info", headers=headers).json()["status"] is True  # this session stays
    assert client.get("/api/user/info", headers=other_headers).status_code == 401  # the others end
    assert _login(client, "pw@example.com", PASSWORD)["status"] is False
    assert _login(client, "pw@example.com", NEW_PASSWORD)["status"] is True
    again = client.post("/api/user/change_password", json={"password": "yet-another-9876", "vali_code": code},
                        headers=headers).json()
    assert again["status"] is False  # single use
    assert client.post("/api/user/change_password", json={"password": NEW_PASSWORD, "vali_code": code}).status_code == 401


def _change_email(client, session, headers, new: str, password: str = PASSWORD) -> dict:  # type: ignore[no-untyped-def]
    asked = client.post("/api/validator/change_email", json={"email": new, "password": password}, headers=headers)
    assert asked.json()["status"] is True, asked.json()
    code = latest_code(session, new, "change_email")
    return client.post("/api/user/change_email", json={"email": new, "vali_code": code}, headers=headers).json()


def test_change_email_sends_the_code_to_the_new_address_and_only_that_address_can_claim_it(client, session):
    headers = signed_in(client, session, "old@example.com")
    same = client.post("/api/validator/change_email", json={"email": "OLD@example.com", "password": PASSWORD},
                       headers=headers).json()
    assert same["status"] is False and same["code"] == "same_email"

    assert client.post("/api/validator/change_email", json={"email": "New@Example.com", "password": PASSWORD},
                       headers=headers).json()["status"] is True
    code = latest_code(session, "new@example.com", "change_email")  # mailed to the NEW address
    assert not [m for m in _mails(session, "old@example.com", "code") if m.data.get("purpose") == "change_email"]
    elsewhere = client.post("/api/user/change_email", json={"email": "other@example.com", "vali_code": code},
                            headers=headers).json()
    assert elsewhere["status"] is False  # the code is for the address it was sent to
    r = _change_email(client, session, headers, "new@example.com")
    assert r["status"] is True, r
    assert client.get("/api/user/info", headers=headers).json()["data"]["email"] == "new@example.com"
    assert _login(client, "new@example.com", PASSWORD)["status"] is True
    assert _login(client, "old@example.com", PASSWORD)["status"] is False
    # edit_info still refuses a bare e-mail edit: the code is the way
    r = client.post("/api/user/edit_info", json={"email": "sneaky@example.com"}, headers=headers).json()
    assert r["status"] is False and r["code"] == "email_change_needs_code"


def test_a_stolen_session_alone_cannot_move_the_address(client, session):
    """Issue 20 §2: with only a token, a thief asked a code at his own address and moved the account."""
    headers = signed_in(client, session, "owner-box@example.com")
    bare = client.post("/api/validator/change_email", json={"email": "thief@example.com"}, headers=headers).json()
    assert bare["status"] is False and bare["code"] == "wrong_password"
    guessed = client.post("/api/validator/change_email", json={"email": "thief@example.com", "password": "guess1234"},
                          headers=headers).json()
    assert guessed["status"] is False and guessed["code"] == "wrong_password"
    assert _mails(session, "thief@example.com", "code") == []


def test_a_member_without_a_password_confirms_with_a_code_at_the_current_address(client, session):
    headers = signed_in(client, session, "social@example.com")
    session.execute(update(User).where(User.email == "social@example.com")
                    .values(password_hash=None, login_type="google"))
    session.commit()
    refused = client.post("/api/validator/change_email", json={"email": "moved@example.com"}, headers=headers).json()
    assert refused["status"] is False and refused["code"] == "code_needed"
    assert _mails(session, "moved@example.com", "code") == []
    client.post("/api/validator/gen", json={"purpose": "change_email"}, headers=headers)
    current = latest_code(session, "social@example.com", "change_email_auth")  # at the CURRENT address
    [mail] = [m for m in _mails(session, "social@example.com", "code") if m.data["purpose"] == "change_email_auth"]
    assert mail.subject == "Your Glowdex code to change your e-mail address"
    asked = client.post("/api/validator/change_email", json={"email": "moved@example.com", "current_code": current},
                        headers=headers).json()
    assert asked["status"] is True, asked
    code = latest_code(session, "moved@example.com", "change_email")
    r = client.post("/api/user/change_email", json={"email": "moved@example.com", "vali_code": code}, headers=headers)
    assert r.json()["status"] is True, r.json()


def test_an_email_change_ends_every_other_session_and_the_old_address_can_undo_it(client, session):
    """Issue 20 §2: the old address gets a notice whose one-click link restores it (7 days) and ends every
    session, with the reset links the new address asked for; the member then chooses a new password."""
    headers = signed_in(client, session, "mine@example.com")
    other = _login(client, "mine@example.com", PASSWORD)["data"]
    other_headers = {"token": other["token"], "userId": str(other["user_id"])}
    assert _change_email(client, session, headers, "thief@example.com")["status"] is True
    assert client.get("/api/user/info", headers=other_headers).status_code == 401  # every other session ends
    assert client.get("/api/user/info", headers=headers).json()["status"] is True  # this one stays

    [notice] = _mails(session, "mine@example.com", "email_changed")
    assert notice.subject == "Your Glowdex e-mail address was changed"
    assert "t***@example.com" in notice.body and "this wasn't me" in notice.body.lower()
    token = _link_token(notice)
    assert "/restoreEmail?token=" in notice.data["link"]
    client.post("/api/user/forgot_password", json={"email": "thief@example.com"})  # the thief's next step
    [thief_reset] = _mails(session, "thief@example.com", "reset_password")

    restored = client.post("/api/user/restore_email", json={"token": token}).json()
    assert restored["status"] is True, restored
    assert client.get("/api/user/info", headers=headers).status_code == 401  # every session ends
    dead = client.post("/api/user/reset_password", json={"token": _link_token(thief_reset),
                                                         "new_password": "thief-owns-1234"}).json()
    assert dead["status"] is False  # the link the thief asked for died
    r = client.post("/api/user/reset_password", json={"token": restored["data"]["reset_token"],
                                                      "new_password": NEW_PASSWORD}).json()
    assert r["status"] is True, r
    assert _login(client, "mine@example.com", NEW_PASSWORD)["status"] is True
    again = client.post("/api/user/restore_email", json={"token": token}).json()
    assert again["status"] is False and again["code"] == "restore_invalid"  # once


def test_the_restore_link_works_for_seven_days_only(client, session):
    headers = signed_in(client, session, "slow@example.com")
    _change_email(client, session, headers, "slow-new@example.com")
    token = _link_token(_mails(session, "slow@example.com", "email_changed")[0])
    session.execute(update(VerificationCode).where(VerificationCode.purpose == "restore_email")
                    .values(expires_at=datetime.now(UTC) - timedelta(seconds=1)))
    session.commit()
    late = client.post("/api/user/restore_email", json={"token": token}).json()
    assert late["status"] is False and late["code"] == "restore_invalid"


def test_an_email_change_to_a_taken_address_answers_as_any_other(client, session):
    """Issue 20 §6: no enumeration; the address's owner is told, and no code goes anywhere."""
    headers = signed_in(client, session, "mover@example.com")
    signed_in(client, session, "taken@example.com")
    taken = client.post("/api/validator/change_email", json={"email": "taken@example.com", "password": PASSWORD},
                        headers=headers).json()
    free = client.post("/api/validator/change_email", json={"email": "free@example.com", "password": PASSWORD},
                       headers=headers).json()
    assert taken == free
    assert [m.data.get("purpose") for m in _mails(session, "taken@example.com", "code")] == []
    [notice] = _mails(session, "taken@example.com", "email_change_taken")
    assert "Nothing has changed" in notice.body


def test_forgot_then_reset_by_the_mailed_link_once_and_the_answer_never_tells_who_exists(client, session):
    headers = signed_in(client, session, "forgot@example.com")
    known = client.post("/api/user/forgot_password", json={"email": "forgot@example.com"}).json()
    unknown = client.post("/api/user/forgot_password", json={"email": "nobody@example.com"}).json()
    assert known == unknown  # same status, same words
    assert _mails(session, "nobody@example.com", "reset_password") == []
    [mail] = _mails(session, "forgot@example.com", "reset_password")
    token = _link_token(mail)
    assert "/resetPasswordPage?token=" in mail.data["link"]

    bad = client.post("/api/user/reset_password", json={"token": "x" * 43, "new_password": NEW_PASSWORD}).json()
    assert bad["status"] is False and bad["code"] == "reset_invalid"
    r = client.post("/api/user/reset_password", json={"token": token, "new_password": NEW_PASSWORD}).json()
    assert r["status"] is True, r
    assert client.get("/api/user/info", headers=headers).status_code == 401  # every session ends
    assert _login(client, "forgot@example.com", NEW_PASSWORD)["status"] is True
    reused = client.post("/api/user/reset_password", json={"token": token, "new_password": "third-pass-5678"}).json()
    assert reused["status"] is False and reused["code"] == "reset_invalid"  # single use


def test_only_the_newest_reset_link_works_and_links_expire(client, session):
    signed_in(client, session, "twice@example.com")
    client.post("/api/user/forgot_password", json={"email": "twice@example.com"})
    client.post("/api/user/forgot_password", json={"email": "twice@example.com"})
    first, second = (_link_token(m) for m in _mails(session, "twice@example.com", "reset_password"))
    old = client.post("/api/user/reset_password", json={"token": first, "new_password": NEW_PASSWORD}).json()
    assert old["status"] is False
    session.execute(update(VerificationCode).where(VerificationCode.purpose == "reset_password")
                    .values(expires_at=datetime.now(UTC) - timedelta(minutes=1)))
    session.commit()
    expired = client.post("/api/user/reset_password", json={"token": second, "new_password": NEW_PASSWORD}).json()
    assert expired["status"] is False and expired["code"] == "reset_invalid"


def test_no_reset_link_for_an_unactivated_or_deleted_account(client, session):
    client.post("/api/user/register", json={"email": "pending@example.com", "password": PASSWORD})
    client.post("/api/user/forgot_password", json={"email": "pending@example.com"})
    assert _mails(session, "pending@example.com", "reset_password") == []
    signed_in(client, session, "gone@example.com")
    session.execute(update(User).where(User.email == "gone@example.com").values(deleted_at=datetime.now(UTC)))
    session.commit()
    client.post("/api/user/forgot_password", json={"email": "gone@example.com"})
    assert _mails(session, "gone@example.com", "reset_password") == []


def test_mailing_list_join_confirm_by_mail_and_leave_with_the_link(client, session):
    r = client.post("/api/subscribe/add", json={"email": "News@Example.com"}).json()
    assert r["status"] is True
    [mail] = _mails(session, "news@example.com", "subscribed")
    token = _link_token(mail, "unsubscribe")
    assert "/unsubscribe?token=" in mail.data["unsubscribe"]
    client.post("/api/subscribe/add", json={"email": "news@example.com"})  # already on it: no second mail
    assert len(_mails(session, "news@example.com", "subscribed")) == 1

    assert client.post("/api/subscribe/remove", json={"token": token}).json()["status"] is True
    assert client.post("/api/subscribe/remove", json={"token": token}).json()["status"] is True  # idempotent
    sub = session.scalar(select(Subscription).where(Subscription.email == "news@example.com"))
    assert sub is not None and sub.status == "unsubscribed"
    # joining again works, and the address's link leaves again
    client.post("/api/subscribe/add", json={"email": "news@example.com"})
    session.expire_all()
    assert session.scalar(select(Subscription.status).where(Subscription.email == "news@example.com")) == "active"
    assert client.post("/api/subscribe/remove", json={"token": token}).json()["status"] is True
    session.expire_all()
    assert session.scalar(select(Subscription.status).where(Subscription.email == "news@example.com")) == "unsubscribed"


def test_an_unsubscribe_link_cannot_be_made_for_someone_else(client, session):
    client.post("/api/subscribe/add", json={"email": "victim@example.com"})
    token = _link_token(_mails(session, "victim@example.com", "subscribed")[0], "unsubscribe")
    address, signature = token.split(".")
    forged = f"{address}.{'0' * 32}"
    r = client.post("/api/subscribe/remove", json={"token": forged}).json()
    assert r["status"] is False and r["code"] == "unsubscribe_invalid"
    mine = client.post("/api/subscribe/remove", json={"token": f"{address[:-2]}xx.{signature}"}).json()
    assert mine["status"] is False  # another address with the victim's signature
    session.expire_all()
    assert session.scalar(select(Subscription.status).where(Subscription.email == "victim@example.com")) == "active"


def test_every_glowdex_email_carries_the_unsubscribe_link(client, session):
    headers = signed_in(client, session, "every@example.com")
    client.post("/api/validator/gen", json={"purpose": "change_password"}, headers=headers)
    client.post("/api/user/forgot_password", json={"email": "every@example.com"})
    client.post("/api/subscribe/add", json={"email": "every@example.com"})
    session.expire_all()
    mails = list(session.scalars(select(MailMessage).where(MailMessage.to_email == "every@example.com")))
    assert {m.template for m in mails} == {"activate", "code", "reset_password", "subscribed"}
    for mail in mails:
        link = mail.data["unsubscribe"]
        assert "/unsubscribe?token=" in link and link in mail.body, mail.template
    token = _link_token(mails[0], "unsubscribe")  # the activation mail's link leaves the list too
    assert client.post("/api/subscribe/remove", json={"token": token}).json()["status"] is True
    session.expire_all()
    assert session.scalar(select(Subscription.status).where(Subscription.email == "every@example.com")) == "unsubscribed"


def test_bad_input_is_a_clear_error(client, session):
    headers = signed_in(client, session, "bad@example.com")
    cases = [("/api/user/forgot_password", {"email": "not-an-email"}, None),
             ("/api/user/reset_password", {"token": "short", "new_password": NEW_PASSWORD}, None),
             ("/api/user/reset_password", {"token": "z" * 43}, None),
             ("/api/subscribe/remove", {"token": "has spaces in it !!!!!!!!!"}, None),
             ("/api/user/change_email", {"email": "a@example.com", "vali_code": "12ab56"}, headers),
             ("/api/validator/change_email", {}, headers)]
    for path, body, hdrs in cases:
        r = client.post(path, json=body, headers=hdrs or {})
        assert r.status_code == 422 and r.json()["status"] is False, (path, r.text)
    for path in ("/api/user/change_password", "/api/user/change_email", "/api/validator/change_email"):
        assert client.post(path, json={}).status_code == 401
