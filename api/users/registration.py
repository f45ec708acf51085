"""Sign-up: each attempt is a `Registration` of its own until its mail is used (issue 20 §1). Flushes, never commits.

- Every attempt keeps its own password hash, code and link. A later sign-up of the same address never touches an
  earlier one; the attempt whose code or link is used becomes the account and the others die with it.
- The 6-digit code works only with the attempt's client token, which `/user/register` answers to the browser
  that signed up: a stranger cannot guess codes of sequential ids, and wrong guesses can only come from the
  browser that holds the attempt (so nobody else can burn its code).
- The mailed link carries a 256-bit token of its own. Opened in the browser that signed up, one press of
  "Activate my account" activates it; anywhere else the page also asks for the password of that sign-up (a mail
  scanner fetching the link posts nothing, and a member who opens the mail of someone else's attempt with her
  address cannot activate that attempt's password: her own password picks her own attempt).
- Registration answers the same whether or not the address has an account: an owner is mailed a notice instead
  of a code, and the attempt can never be activated (nobody has its code or link).
"""

from __future__ import annotations

import hmac
from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.errors import BusinessError, FieldError
from api.mail.service import queue_mail
from api.models import Registration, User
from api.security import code_digest, hash_password, new_code, new_token, token_digest, verify_password
from api.settings import Settings
from api.users import repository
from api.users.nicknames import random_nickname

ALREADY_ACTIVE = "This address already has an active Glowdex account. Sign in, or reset your password."
LINK_INVALID = ("This activation link is not valid any more: it was used, replaced by a newer e-mail, or it "
                "expired. Sign in if you already activated, or sign up again.")
NO_OPEN_SIGNUP = ("We have no open sign-up in this browser any more: it was activated, or it expired. Sign in, "
                  "or sign up again.")
WRONG_PASSWORD = "That is not the password chosen when this address was signed up."
# Activation of an attempt: how many newest open attempts of an address a password is tried against.
OPEN_ATTEMPTS_CHECKED = 5


def _aware(ts: datetime) -> datetime:
    return ts if ts.tzinfo else ts.replace(tzinfo=UTC)


def _public_url(settings: Settings, path: str, **params: str) -> str:
    query = f"?{urlencode(params)}" if params else ""
    return f"{settings.public_base_url.rstrip('/')}{path}{query}"


def address_taken(session: Session, email: str) -> bool:
    """An account owns the address (active, or one that signs in with Google/Facebook)."""
    user = repository.user_by_email(session, email)
    return user is not None and (user.is_active or user.login_type != "email")


def register(session: Session, settings: Settings, email: str, password: str, *, mail: bool = True) -> str:
    """A new attempt; answers its client token. `mail` False: the address had its share of mail this hour (the
    attempt is made all the same, so the answer says nothing about that)."""
    password_hash = hash_password(password)  # before any branch: a taken address answers in the same time
    now = datetime.now(UTC)
    taken = address_taken(session, email)
    again = bool(repository.open_registrations(session, email, now))
    client_token, code, link_token = new_token(), new_code(), new_token()
    client_hash = token_digest(client_token)
    session.add(Registration(email=email, password_hash=password_hash, client_token_hash=client_hash,
                             link_token_hash=token_digest(link_token),
                             code_hash=code_digest(code, settings.secret_key, client_hash), attempts=0,
                             expires_at=now + timedelta(minutes=settings.activation_ttl_minutes)))
    session.flush()
    if not mail:
        return client_token
    if taken:  # the owner hears of it; the attempt's code and link are mailed to nobody, so it never activates
        queue_mail(session, settings, email, "signup_taken", {
            "signin": _public_url(settings, "/signin"), "reset": _public_url(settings, "/resetPasswordPage"),
        }, ttl_minutes=settings.activation_ttl_minutes)
    else:
        _mail_activation(session, settings, email, code, link_token, again=again)
    return client_token


def _mail_activation(session: Session, settings: Settings, email: str, code: str, link_token: str, *,
                     again: bool) -> None:
    queue_mail(session, settings, email, "activate", {
        "purpose": "activate", "code": code, "again": again,
        "link": _public_url(settings, "/activate", token=link_token),
    }, ttl_minutes=settings.activation_ttl_minutes)


def resend(session: Session, settings: Settings, client_token: str, *, mail: bool = True) -> None:
    """A new code and link for the browser's own open attempt (the old ones of that attempt stop working)."""
    attempt = _open_attempt(session, repository.registration_by_client(session, token_digest(client_token)))
    if attempt is None:
        raise BusinessError(NO_OPEN_SIGNUP, code="signup_closed")
    if address_taken(session, attempt.email):
        return  # an owner is never mailed a code for someone else's attempt
    code, link_token = new_code(), new_token()  # this attempt's earlier code and link stop working
    attempt.code_hash = code_digest(code, settings.secret_key, attempt.client_token_hash)
    attempt.link_token_hash = token_digest(link_token)
    attempt.attempts = 0
    attempt.expires_at = datetime.now(UTC) + timedelta(minutes=settings.activation_ttl_minutes)
    session.flush()
    if mail:
        _mail_activation(session, settings, attempt.email, code, link_token, again=False)


def _open_attempt(session: Session, attempt: Registration | None) -> Registration | None:
    if attempt is None or attempt.used_at is not None or _aware(attempt.expires_at) <= datetime.now(UTC):
        return None
    return attempt


def activate_with_code(session: Session, settings: Settings, client_token: str, code: str) -> User:
    """The code typed by hand, in the browser that signed up (its client token names the attempt)."""
    attempt = _open_attempt(session, repository.registration_by_client(session, token_digest(client_token)))
    if attempt is None:
        raise BusinessError(NO_OPEN_SIGNUP, code="signup_closed")
    if not hmac.compare_digest(attempt.code_hash,
                               code_digest(code, settings.secret_key, attempt.client_token_hash)):
        _count_wrong(settings, attempt, "That code is not right. Check the e-mail and try again.", "vali_code")
    return _become_account(session, attempt)


def activate_with_link(session: Session, settings: Settings, link_token: str, client_token: str | None,
                       password: str | None) -> User:
    """The mailed link: the browser that signed up needs nothing more; elsewhere the password of the sign-up."""
    attempt = _open_attempt(session, repository.registration_by_link(session, token_digest(link_token)))
    if attempt is None:
        if _address_active_for_link(session, link_token):
            raise BusinessError(ALREADY_ACTIVE, code="already_active")
        raise BusinessError(LINK_INVALID, code="link_invalid")
    if client_token and hmac.compare_digest(attempt.client_token_hash, token_digest(client_token)):
        return _become_account(session, attempt)
    if not password:
        raise BusinessError("Enter the password you chose when you signed up.", code="password_needed",
                            errors=[FieldError("password", "Enter the password you chose when you signed up.")])
    if verify_password(attempt.password_hash, password):
        return _become_account(session, attempt)
    # The link proves the mailbox; the password picks the member's own attempt when she opened the mail of
    # another sign-up of her address.
    now = datetime.now(UTC)
    for other in repository.open_registrations(session, attempt.email, now)[:OPEN_ATTEMPTS_CHECKED]:
        if other.id != attempt.id and verify_password(other.password_hash, password):
            return _become_account(session, other)
    _count_wrong(settings, attempt, WRONG_PASSWORD, "password")
    raise AssertionError("unreachable")  # pragma: no cover


def _address_active_for_link(session: Session, link_token: str) -> bool:
    """A used link whose address is an account now: say "already active" (only the mailbox has the link)."""
    used = repository.registration_by_link(session, token_digest(link_token))
    return used is not None and used.used_at is not None and address_taken(session, used.email)


def _count_wrong(settings: Settings, attempt: Registration, message: str, field: str) -> None:
    """A wrong code or password counts against the attempt, which dies after `code_max_attempts`; kept through the
    refusal. Only the browser (client token) or mailbox (link) of the attempt can get here."""
    attempt.attempts += 1
    if attempt.attempts >= settings.code_max_attempts:
        attempt.used_at = datetime.now(UTC)
        message = "Too many wrong tries. Sign up again to get a new e-mail."
    raise BusinessError(message, code="code_invalid" if field == "vali_code" else "wrong_password",
                        errors=[FieldError(field, message)], keep_changes=True)


def _become_account(session: Session, attempt: Registration) -> User:
    """The attempt becomes the account; every other open attempt of the address dies with it."""
    now = datetime.now(UTC)
    if address_taken(session, attempt.email):
        attempt.used_at = now
        raise BusinessError(ALREADY_ACTIVE, code="already_active", keep_changes=True)
    user = repository.user_by_email(session, attempt.email)  # a pending account from before attempts had rows
    try:
        with session.begin_nested():  # two attempts of one address activated at once: one account
            if user is None:
                user = User(email=attempt.email, nickname=random_nickname(), concerns=[], login_type="email")
                session.add(user)
            user.password_hash, user.is_active = attempt.password_hash, True
    except IntegrityError:
        raise BusinessError(ALREADY_ACTIVE, code="already_active") from None
    close_registrations(session, attempt.email, now)
    session.flush()
    return user


def close_registrations(session: Session, email: str, now: datetime | None = None) -> None:
    """Every open attempt of the address dies (it became an account, by an attempt or a social sign-in)."""
    now = now or datetime.now(UTC)
    for attempt in repository.open_registrations(session, email, now, include_expired=True):
        attempt.used_at = now


def pending_password_matches(session: Session, email: str, password: str) -> bool:
    """For sign-in of an address with no account: whether the password is that of its newest open sign-up (one
    hash, as for an unknown address, so the time says nothing)."""
    newest = next(iter(repository.open_registrations(session, email, datetime.now(UTC))), None)
    return verify_password(newest.password_hash if newest else None, password)
