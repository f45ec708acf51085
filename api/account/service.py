"""The account lifecycle: change password or e-mail with a mailed code, reset a forgotten password by a
mailed link, join or leave the mailing list. Flushes, never commits.

- A password change or reset signs the member out everywhere else (every other token is revoked; a reset
  revokes them all).
- An e-mail change is confirmed by a code mailed to the NEW address, so only its owner can claim it.
- `forgot_password` and `subscribe` answer the same whether or not the address is known, so neither can
  be used to find out who has an account.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlencode

from sqlalchemy.orm import Session

from api.account import deletion, repository
from api.account.repository import RESET
from api.errors import BusinessError, NotFound
from api.mail.service import queue_mail
from api.mail.unsubscribe import email_from_token, unsubscribe_token
from api.models import Subscription, User, VerificationCode
from api.security import hash_password, new_token, token_digest
from api.settings import Settings
from api.users import repository as users
from api.users.service import consume_code, issue_code

RESET_TTL_MINUTES = 60
RESET_INVALID = "This reset link is invalid or has expired. Ask for a new one from the sign-in screen."


def _member(session: Session, user_id: int) -> User:
    user = users.user_by_id(session, user_id)
    if user is None or user.deleted_at is not None:
        raise NotFound("That account")
    return user


def _link(settings: Settings, path: str, **params: str) -> str:
    return f"{settings.public_base_url.rstrip('/')}{path}?{urlencode(params)}"


def _aware(ts: datetime) -> datetime:
    return ts if ts.tzinfo else ts.replace(tzinfo=UTC)


# --- password ---------------------------------------------------------------------------------------

def change_password(session: Session, settings: Settings, user_id: int, current_token_id: int | None,
                    password: str, code: str) -> None:
    user = _member(session, user_id)
    consume_code(session, settings, user, "change_password", code)
    user.password_hash = hash_password(password)
    users.revoke_all_tokens(session, user.id, except_id=current_token_id)
    session.flush()


def forgot_password(session: Session, settings: Settings, email: str) -> None:
    """Mail a single-use, expiring reset link to an active e-mail account; nothing for any other address."""
    user = users.user_by_email(session, email)
    if user is None or not user.is_active or user.deleted_at is not None or user.login_type != "email":
        return
    now = datetime.now(UTC)
    for old in users.open_codes(session, user.id, RESET):
        old.used_at = now  # only the newest link works
    token = new_token()
    session.add(VerificationCode(user_id=user.id, purpose=RESET, code_hash=token_digest(token),
                                 expires_at=now + timedelta(minutes=RESET_TTL_MINUTES)))
    queue_mail(session, settings, email, "reset_password", {"link": _link(settings, "/resetPasswordPage", token=token)},
               RESET_TTL_MINUTES)
    session.flush()


def reset_password(session: Session, token: str, new_password: str) -> None:
    link = repository.reset_link(session, token_digest(token))
    now = datetime.now(UTC)
    if link is None or link.used_at is not None or _aware(link.expires_at) <= now:
        raise BusinessError(RESET_INVALID, code="reset_invalid")
    user = users.user_by_id(session, link.user_id)
    if user is None or user.deleted_at is not None or not user.is_active:
        raise BusinessError(RESET_INVALID, code="reset_invalid")
    link.used_at = now
    user.password_hash = hash_password(new_password)
    users.revoke_all_tokens(session, user.id)
    session.flush()


# --- e-mail -----------------------------------------------------------------------------------------

def request_email_change(session: Session, settings: Settings, user_id: int, email: str) -> None:
    """A code to the NEW address: proving it is the member's own is what the change needs."""
    user = _member(session, user_id)
    if email == user.email:
        raise BusinessError("That is your e-mail address already.", code="same_email")
    if users.user_by_email(session, email) is not None:
        raise BusinessError("That e-mail is already registered.", code="email_taken")
    issue_code(session, settings, user, "change_email", target_email=email)


def change_email(session: Session, settings: Settings, user_id: int, email: str, code: str) -> User:
    user = _member(session, user_id)
    used = consume_code(session, settings, user, "change_email", code)
    if used.target_email != email:
        raise BusinessError("That code was sent to another address. Ask for a code for this one.",
                            code="code_invalid")
    if users.user_by_email(session, email) is not None:
        raise BusinessError("That e-mail is already registered.", code="email_taken")
    user.email = email
    session.flush()
    return user


# --- deletion ---------------------------------------------------------------------------------------

def delete_account(session: Session, settings: Settings, user_id: int, code: str, files_root: Path) -> list[Path]:
    """Check the mailed code, then erase the account (api/account/deletion.py says what happens to what)."""
    user = _member(session, user_id)
    consume_code(session, settings, user, "delete_account", code)
    return deletion.delete_account(session, user, files_root)


# --- mailing list -----------------------------------------------------------------------------------

def subscribe(session: Session, settings: Settings, email: str) -> None:
    """Join (or re-join) the list. The confirmation mail, like every Glowdex e-mail, carries the one-click
    unsubscribe link (api/mail/unsubscribe.py), so an address added by someone else leaves at once."""
    found = repository.subscription_by_email(session, email)
    if found is not None and found.status == "active":
        return  # already on the list: nothing to say, nothing to mail
    if found is None:
        # token_hash: the digest of the address's (stateless) link token, unique like the address
        found = Subscription(email=email, token_hash=token_digest(unsubscribe_token(email, settings.secret_key)))
        session.add(found)
    found.status, found.unsubscribed_at = "active", None
    queue_mail(session, settings, email, "subscribed", {}, ttl_minutes=7 * 24 * 60)
    session.flush()


def unsubscribe(session: Session, settings: Settings, token: str) -> None:
    """Leave the list with the link of any Glowdex e-mail; an address that was not on it is fine too."""
    email = email_from_token(token, settings.secret_key)
    if email is None:
        raise BusinessError("This unsubscribe link is not valid. Use the link in one of our e-mails.",
                            code="unsubscribe_invalid")
    found = repository.subscription_by_email(session, email)
    if found is not None and found.status != "unsubscribed":
        found.status, found.unsubscribed_at = "unsubscribed", datetime.now(UTC)
        session.flush()
