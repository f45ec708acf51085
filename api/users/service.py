"""Account rules: sign-in, profile edits, one-time codes (sign-up and activation: `registration.py`). Flushes,
never commits."""

from __future__ import annotations

import hmac
from datetime import UTC, datetime, timedelta

from sqlalchemy.orm import Session

from api.cities.schemas import city_label
from api.errors import BusinessError, FieldError, NotFound, ValidationFailed
from api.files.hosted import require_uploaded
from api.mail.service import queue_mail
from api.models import AuthToken, City, User, VerificationCode
from api.moderation import kinds as moderated
from api.moderation.check import check
from api.security import (
    code_digest,
    hash_password,
    needs_rehash,
    new_code,
    new_token,
    token_digest,
    verify_password,
)
from api.settings import Settings
from api.users import registration, repository
from api.users.schemas import EditInfoIn

LOGIN_FAILED = "Incorrect e-mail or password."
LOGIN_FAILED_CODE = "login_failed"  # a wrong e-mail or password: what the sign-in backoff counts
# The code at the CURRENT address with which a member without a password (Google/Facebook) changes the e-mail.
CHANGE_EMAIL_AUTH = "change_email_auth"
NOT_ACTIVATED = "Please activate your account first: open the link in the e-mail we sent you."


def _aware(ts: datetime) -> datetime:
    return ts if ts.tzinfo else ts.replace(tzinfo=UTC)


def issue_code(session: Session, settings: Settings, user: User, purpose: str, target_email: str | None = None) -> None:
    """Mail a fresh single-use code; older open codes of the same purpose stop working."""
    now = datetime.now(UTC)
    for old in repository.open_codes(session, user.id, purpose):
        old.used_at = now
    code = new_code()
    ttl = settings.code_ttl_minutes
    session.add(VerificationCode(
        user_id=user.id, purpose=purpose, code_hash=code_digest(code, settings.secret_key),
        target_email=target_email, expires_at=now + timedelta(minutes=ttl),
    ))
    queue_mail(session, settings, target_email or user.email or "", "code", {"purpose": purpose, "code": code}, ttl)


def consume_code(session: Session, settings: Settings, user: User, purpose: str, code: str) -> VerificationCode:
    """Check a code: wrong codes count against the newest open code, which dies after too many tries."""
    now = datetime.now(UTC)
    codes = repository.open_codes(session, user.id, purpose)
    if not codes:
        raise BusinessError("There is no open code for this. Ask for a new one.", code="code_invalid")
    current = codes[0]
    if _aware(current.expires_at) <= now:
        raise BusinessError("That code has expired. Ask for a new one.", code="code_expired")
    if not hmac.compare_digest(current.code_hash, code_digest(code, settings.secret_key)):
        current.attempts += 1
        if current.attempts >= settings.code_max_attempts:
            current.used_at = now
            raise BusinessError("Too many wrong codes. Ask for a new one.", code="code_invalid", keep_changes=True)
        raise BusinessError("That code is not right. Check the e-mail and try again.", code="code_invalid",
                            keep_changes=True)
    current.used_at = now
    return current


def login(read: Session, write: Session, settings: Settings, email: str, password: str) -> tuple[User, str]:
    """The password is checked on the read session, before the write transaction begins: a transaction open through
    the Argon2id check held SQLite's write lock (BEGIN IMMEDIATE) or a pooled PostgreSQL connection idle in a
    transaction for that long. The write adds the token, and a hash made with older parameters is replaced (the
    new one is computed before the write begins too)."""
    user = repository.user_by_email(read, email)
    if user is None:  # one hash either way: a sign-up not activated yet is told so, with its own password only
        if registration.pending_password_matches(read, email, password):
            raise BusinessError(NOT_ACTIVATED, code="not_activated")
        raise BusinessError(LOGIN_FAILED, code=LOGIN_FAILED_CODE)
    if not verify_password(user.password_hash, password):
        raise BusinessError(LOGIN_FAILED, code=LOGIN_FAILED_CODE)
    if user.deleted_at is not None:
        raise BusinessError(LOGIN_FAILED, code=LOGIN_FAILED_CODE)
    if not user.is_active:
        raise BusinessError(NOT_ACTIVATED, code="not_activated")
    if user.password_hash is not None and needs_rehash(user.password_hash):  # not None: it verified
        repository.set_password_hash(write, user.id, user.password_hash, hash_password(password))
    return user, issue_token(write, settings, user)


def issue_token(session: Session, settings: Settings, user: User) -> str:
    """A new session token for a member who has proved who they are (password or social sign-in)."""
    token = new_token()
    session.add(AuthToken(user_id=user.id, token_hash=token_digest(token),
                          expires_at=datetime.now(UTC) + timedelta(hours=settings.token_ttl_hours)))
    return token


def logout(session: Session, token_id: int | None) -> None:
    if token_id is not None:
        repository.revoke_token(session, token_id)


def request_code(session: Session, settings: Settings, purpose: str, user: User) -> None:
    """A code for the signed-in member's own address, never one the body names (activation: `registration.resend`)."""
    issue_code(session, settings, user, purpose)


def _set_city(session: Session, user: User, city_id: int | None) -> None:
    """The chosen city, or none; the profile's free-text `location` follows it (what older screens show)."""
    city = session.get(City, city_id) if city_id is not None else None
    if city_id is not None and city is None:
        raise ValidationFailed("city_id: no such city", errors=[FieldError("city_id", "Choose a city from the list.")])
    user.city_id = city.id if city is not None else None
    user.location = city_label(city) if city is not None else ""


def city_of(session: Session, user: User) -> City | None:
    return session.get(City, user.city_id) if user.city_id is not None else None


def edit_info(session: Session, user_id: int, changes: EditInfoIn) -> User:
    user = repository.user_by_id(session, user_id)
    if user is None:
        raise NotFound("That account")
    data = changes.model_dump(exclude_unset=True)
    if data.get("avatar") != user.avatar:  # an avatar already worn stays valid
        require_uploaded(session, data.get("avatar"), "avatar", owner_id=user.id)
    email = data.pop("email", None)
    if email is not None and email != user.email:
        raise BusinessError("To change your e-mail, confirm the new address with a code.",
                            code="email_change_needs_code")
    if "city_id" in data:
        _set_city(session, user, data.pop("city_id"))
    for field, value in data.items():
        if value is None and field in ("nickname", "bio", "location", "avatar", "concerns", "is_collection_private"):
            continue  # null leaves a field unchanged; only skin_type and city_id may be cleared
        setattr(user, field, value)
    check(session, moderated.USER, user, copies=False)  # the bio
    session.flush()
    return user
