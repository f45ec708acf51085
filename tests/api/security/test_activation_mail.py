"""The activation e-mail carries what the activation screen asks for; nicknames do not leak addresses."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

from sqlalchemy import select

from api.models import MailMessage, User
from tests.api.helpers import latest_code, register


def test_activation_mail_has_a_link_filling_user_id_and_code_and_the_code_in_the_text(client, session, settings):
    email, user_id = register(client, "linked@example.com")
    code = latest_code(session, email)
    mail = session.scalars(select(MailMessage).where(MailMessage.to_email == email)).one()
    links = re.findall(r"https?://\S+", mail.body)
    activate = [u for u in links if urlparse(u).path == "/activate"]
    assert activate, mail.body
    assert activate[0].startswith(settings.public_base_url)
    query = parse_qs(urlparse(activate[0]).query)
    assert query == {"user_id": [str(user_id)], "code": [code]}
    assert code in mail.body.replace(activate[0], "")  # typed by hand too
    assert "did not" in mail.body  # says what to do when it was not you


def test_activation_screen_reads_user_id_and_code_from_the_link():
    from pathlib import Path

    screen = (Path(__file__).resolve().parents[3] / "web/src/app/routes/activate.tsx").read_text()
    assert "params.get('user_id')" in screen and "params.get('code')" in screen


def test_a_new_members_nickname_is_not_derived_from_the_email(client, session):
    _, user_id = register(client, "jane.doe.private@example.com")
    nickname = session.scalar(select(User.nickname).where(User.id == user_id))
    assert nickname
    assert "jane" not in nickname.lower() and "doe" not in nickname.lower()
    _, other_id = register(client, "jane.doe.private2@example.com")
    assert session.scalar(select(User.nickname).where(User.id == other_id)) != nickname
