"""The account lifecycle: change password or e-mail with a mailed code, reset a forgotten password by a
mailed link, join or leave the mailing list. Flushes, never commits.

- A password change or reset signs the member out everywhere else (every other token is revoked; a reset
  revokes them all).
- An e-mail change needs the current password (or, without one, a code at the current address) and a code
  mailed to the NEW address; it signs out every other session, and the old address gets a link that restores
  it for 7 days ("this wasn't me").
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
from api.errors import BusinessError, FieldError, NotFound
from api.mail.service import queue_mail
from api.mail.unsubscribe import email_from_token, unsubscribe_token
from api.models import Subscription, User, VerificationCode
from api.security import hash_password, new_token, token_digest, verify_password
from api.settings import Settings
from api.users import repository as users
from api.users.service import CHANGE_EMAIL_AUTH, consume_code, issue_code

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


def forgot_password(session: Session, settings: Settings, email: str, *, mail: bool = True) -> None:
    """Mail a single-use, expiring reset link to an active e-mail account; nothing for any other address. Without
    `mail` (the address had its share this hour) nothing changes: the link already sent keeps working."""
    user = users.user_by_email(session, email)
    if not mail or user is None or not user.is_active or user.deleted_at is not None or user.login_type != "email":
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


RESET_STATES = {
    "used": "This reset link was already used, or a newer one replaced it. If you did not change your password "
            "yourself, ask for a new link.",
    "expired": "This reset link has expired (links work for 60 minutes). Ask for a new one.",
    "invalid": RESET_INVALID,
}


def reset_link_state(session: Session, token: str) -> str:
    """What the reset page says as it opens: "valid", "used" (or replaced), "expired" or "invalid"."""
    link = repository.link_of(session, RESET, token_digest(token))
    if link is None or users.user_by_id(session, link.user_id) is None:
        return "invalid"
    if link.used_at is not None:
        return "used"
    return "expired" if _aware(link.expires_at) <= datetime.now(UTC) else "valid"


def reset_password(session: Session, token: str, new_password: str) -> None:
    state = reset_link_state(session, token)
    if state != "valid":
        raise BusinessError(RESET_STATES[state], code="reset_invalid")
    link = repository.link_of(session, RESET, token_digest(token))
    assert link is not None
    now = datetime.now(UTC)
    user = users.user_by_id(session, link.user_id)
    if user is None or user.deleted_at is not None or not user.is_active:
        raise BusinessError(RESET_INVALID, code="reset_invalid")
    link.used_at = now
    user.password_hash = hash_password(new_password)
    users.revoke_all_tokens(session, user.id)
    session.flush()


# --- e-mail -----------------------------------------------------------------------------------------

RESTORE = "restore_email"
RESTORE_DAYS = 7
RESTORE_INVALID = ("This link does not work any more: it was used, or more than 7 days have passed. If someone else "
                   "controls your account, write to us from this address.")


def request_email_change(session: Session, settings: Settings, user_id: int, email: str, password: str | None,
                         current_code: str | None, *, mail: bool) -> None:
    """A code to the NEW address, once the member proved it is them: the current password, or (a member who
    signed up with Google/Facebook has none) the code mailed to the current address. A session token alone is
    not enough (issue 20 §2). An address that has an account answers the same, and its owner is told instead:
    the call says nothing about who is a member (§6). Without `mail` (the address had its share this hour)
    nothing is sent, and the answer is the same."""
    user = _member(session, user_id)
    if user.password_hash is not None:
        if not password or not verify_password(user.password_hash, password):
            raise BusinessError("That is not your current password.", code="wrong_password",
                                errors=[FieldError("password", "That is not your current password.")])
    else:
        if not current_code:
            raise BusinessError(f"Enter the code we e-mail to {user.email}.", code="code_needed",
                                errors=[FieldError("current_code", "Ask for a code to your current address.")])
        consume_code(session, settings, user, CHANGE_EMAIL_AUTH, current_code)
    if email == user.email:
        raise BusinessError("That is your e-mail address already.", code="same_email")
    if users.user_by_email(session, email) is not None:
        if mail:
            queue_mail(session, settings, email, "email_change_taken", {"signin": _link(settings, "/signin")},
                       ttl_minutes=settings.code_ttl_minutes)
        session.flush()
        return
    if mail:
        issue_code(session, settings, user, "change_email", target_email=email)


def change_email(session: Session, settings: Settings, user_id: int, current_token_id: int | None, email: str,
                 code: str) -> User:
    """The new address's code moves the account; every other session ends, and the old address gets a notice
    with a link that restores it for `RESTORE_DAYS` days."""
    user = _member(session, user_id)
    used = consume_code(session, settings, user, "change_email", code)
    if used.target_email != email:
        raise BusinessError("That code was sent to another address. Ask for a code for this one.",
                            code="code_invalid")
    if users.user_by_email(session, email) is not None:
        raise BusinessError("That e-mail is already registered.", code="email_taken")
    old = user.email or ""
    user.email = email
    users.revoke_all_tokens(session, user.id, except_id=current_token_id)
    token = new_token()
    session.add(VerificationCode(user_id=user.id, purpose=RESTORE, code_hash=token_digest(token), target_email=old,
                                 expires_at=datetime.now(UTC) + timedelta(days=RESTORE_DAYS)))
    queue_mail(session, settings, old, "email_changed", {
        "new_email": _masked(email), "days": RESTORE_DAYS, "link": _link(settings, "/restoreEmail", token=token),
    }, ttl_minutes=RESTORE_DAYS * 24 * 60)
    session.flush()
    return user


def restore_email(session: Session, settings: Settings, token: str) -> str:
    """"This wasn't me": the old address is the account's again, every session ends, every open code and link
    dies. Answers a fresh reset token, so the member chooses a new password at once."""
    link = repository.link_of(session, RESTORE, token_digest(token))
    now = datetime.now(UTC)
    if link is None or link.used_at is not None or _aware(link.expires_at) <= now or not link.target_email:
        raise BusinessError(RESTORE_INVALID, code="restore_invalid")
    user = _member(session, link.user_id)
    holder = users.user_by_email(session, link.target_email)
    if holder is not None and holder.id != user.id:
        raise BusinessError("That address belongs to another account now. Write to us from it and we will help.",
                            code="restore_conflict")
    user.email = link.target_email
    users.revoke_all_tokens(session, user.id)
    users.close_all_codes(session, user.id, now)  # this link too, and any reset link the other address asked for
    reset = new_token()
    session.add(VerificationCode(user_id=user.id, purpose=RESET, code_hash=token_digest(reset),
                                 expires_at=now + timedelta(minutes=RESET_TTL_MINUTES)))
    session.flush()
    return reset


def _masked(email: str) -> str:
    """The new address in the old one's notice, enough to recognise it: j***@example.com."""
    local, _, domain = email.partition("@")
    return f"{local[:1]}***@{domain}"


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
