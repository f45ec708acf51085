"""The account e-mails: the activation mail carries an unguessable link on the site's public address and the code
in the text, with the words the activation screen uses; every mail's subject says what it is for; nicknames do not
leak addresses."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from sqlalchemy import select

from api.mail.templates import ACTIVATE_BUTTON
from api.models import MailMessage, User
from tests.api.helpers import activate, latest_code, register, signed_in

ROOT = Path(__file__).resolve().parents[3]


def test_activation_mail_has_an_unguessable_link_and_the_code_in_the_text(client, session, settings):
    email, _ = register(client, "linked@example.com")
    code = latest_code(session, email)
    mail = session.scalars(select(MailMessage).where(MailMessage.to_email == email)).one()
    links = [u for u in re.findall(r"https?://\S+", mail.body) if urlparse(u).path == "/activate"]
    assert links, mail.body
    assert links[0].startswith(settings.public_base_url)
    query = parse_qs(urlparse(links[0]).query)
    assert set(query) == {"token"} and len(query["token"][0]) >= 40  # 256 bits; no user id, no code
    assert code in mail.body.replace(links[0], "")  # typed by hand too
    assert "did not sign up" in mail.body  # says what to do when it was not you


def test_the_mail_and_the_activation_screen_use_the_same_words():
    """Issue 21 §7: the mail tells the member to press the button the screen shows."""
    form = (ROOT / "web/src/features/auth/components/activate-form.tsx").read_text()
    assert ACTIVATE_BUTTON in form
    assert "activation code" in form.lower()


def test_every_mail_has_a_subject_that_says_what_it_is_for(client, session):
    headers = signed_in(client, session, "subjects@example.com")
    for purpose in ("change_password", "delete_account"):
        client.post("/api/validator/gen", json={"purpose": purpose}, headers=headers)
    client.post("/api/user/forgot_password", json={"email": "subjects@example.com"})
    client.post("/api/user/register", json={"email": "subjects@example.com", "password": "another1pass"})
    session.expire_all()
    subjects = [m.subject for m in session.scalars(select(MailMessage).where(
        MailMessage.to_email == "subjects@example.com").order_by(MailMessage.id))]
    assert subjects == ["Activate your Glowdex account", "Your Glowdex code to change your password",
                        "Your Glowdex code to delete your account", "Reset your Glowdex password",
                        "Someone tried to sign up to Glowdex with your address"]
    assert not any(re.search(r"\d{6}", s) for s in subjects)  # a code is not a subject


def test_a_new_members_nickname_is_not_derived_from_the_email(client, session):
    email, registration = register(client, "jane.doe.private@example.com")
    user_id = activate(client, session, email, registration)["user_id"]
    nickname = session.scalar(select(User.nickname).where(User.id == user_id))
    assert nickname
    assert "jane" not in nickname.lower() and "doe" not in nickname.lower()
    email, registration = register(client, "jane.doe.private2@example.com")
    other_id = activate(client, session, email, registration)["user_id"]
    assert session.scalar(select(User.nickname).where(User.id == other_id)) != nickname
