"""Account rules: registration, activation, sign-in, profile edits, one-time codes. Flushes, never commits."""

from __future__ import annotations

import hmac
import secrets
from datetime import UTC, datetime, timedelta
from urllib.parse import urlencode

from sqlalchemy.orm import Session

from api.errors import BusinessError, NotFound
from api.files.hosted import require_uploaded
from api.mail.service import queue_mail
from api.models import AuthToken, User, VerificationCode
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
from api.users import repository
from api.users.schemas import EditInfoIn

LOGIN_FAILED = "Incorrect e-mail or password."
LOGIN_FAILED_CODE = "login_failed"  # a wrong e-mail or password: what the sign-in backoff counts
NOT_ACTIVATED = "Please activate your account first: we sent a code to your e-mail."


def _aware(ts: datetime) -> datetime:
    return ts if ts.tzinfo else ts.replace(tzinfo=UTC)


def register(session: Session, settings: Settings, email: str, password: str) -> User:
    """A new, unactivated account; re-registering an address nobody has activated replaces that pending
    registration (new password, new code, earlier codes dead), so whoever registered it first cannot
    keep a password on an address whose mailbox they do not own."""
    user = repository.user_by_email(session, email)
    if user is not None and (user.is_active or user.deleted_at is not None or user.login_type != "email"):
        raise BusinessError("That e-mail is already registered. Sign in, or activate it with your code.",
                            code="email_taken")
    if user is None:
        user = User(email=email, nickname=random_nickname(), concerns=[], login_type="email", is_active=False)
        session.add(user)
    user.password_hash = hash_password(password)
    session.flush()
    issue_code(session, settings, user, "activate")
    return user


def random_nickname() -> str:
    """A public name until the member picks one: never derived from the e-mail address."""
    return f"{secrets.choice(_ADJECTIVES)}-{secrets.choice(_NOUNS)}-{secrets.randbelow(9000) + 1000}"


_ADJECTIVES = ("dewy", "glowy", "calm", "bright", "velvet", "misty", "sunny", "silky", "fresh", "gentle",
               "golden", "rosy", "clear", "soft", "lush", "radiant", "serene", "cool", "mellow", "luminous")
_NOUNS = ("peony", "aloe", "lotus", "petal", "fern", "oat", "rose", "jasmine", "cedar", "iris", "willow",
          "honey", "pearl", "clover", "sage", "orchid", "camellia", "lily", "tulip", "maple")


def _binding(user: User, purpose: str) -> str:
    """What a code is bound to besides itself: an activation code only works for the password that was
    pending when it was issued (a code mailed for an earlier registration cannot activate a later one)."""
    return (user.password_hash or "") if purpose == "activate" else ""


def _ttl_minutes(settings: Settings, purpose: str) -> int:
    return settings.activation_ttl_minutes if purpose == "activate" else settings.code_ttl_minutes


def issue_code(session: Session, settings: Settings, user: User, purpose: str, target_email: str | None = None) -> None:
    """Mail a fresh single-use code; older open codes of the same purpose stop working."""
    now = datetime.now(UTC)
    for old in repository.open_codes(session, user.id, purpose):
        old.used_at = now
    code = new_code()
    ttl = _ttl_minutes(settings, purpose)
    session.add(VerificationCode(
        user_id=user.id, purpose=purpose, code_hash=code_digest(code, settings.secret_key, _binding(user, purpose)),
        target_email=target_email, expires_at=now + timedelta(minutes=ttl),
    ))
    data: dict[str, object] = {"purpose": purpose, "code": code, "user_id": user.id}
    if purpose == "activate":  # the screen asks for both: one link fills them (web/src/app/routes/activate.tsx)
        data["link"] = f"{settings.public_base_url.rstrip('/')}/activate?{urlencode({'user_id': user.id, 'code': code})}"
    queue_mail(session, settings, target_email or user.email or "", "code", data, ttl)


def consume_code(session: Session, settings: Settings, user: User, purpose: str, code: str) -> VerificationCode:
    """Check a code: wrong codes count against the newest open code, which dies after too many tries."""
    now = datetime.now(UTC)
    codes = repository.open_codes(session, user.id, purpose)
    if not codes:
        raise BusinessError("There is no open code for this. Ask for a new one.", code="code_invalid")
    current = codes[0]
    if _aware(current.expires_at) <= now:
        raise BusinessError("That code has expired. Ask for a new one.", code="code_expired")
    if not hmac.compare_digest(current.code_hash, code_digest(code, settings.secret_key, _binding(user, purpose))):
        current.attempts += 1
        if current.attempts >= settings.code_max_attempts:
            current.used_at = now
            raise BusinessError("Too many wrong codes. Ask for a new one.", code="code_invalid", keep_changes=True)
        raise BusinessError("That code is not right. Check the e-mail and try again.", code="code_invalid",
                            keep_changes=True)
    current.used_at = now
    return current


def activate(session: Session, settings: Settings, user_id: int, code: str) -> User:
    user = repository.user_by_id(session, user_id)
    if user is None:
        raise NotFound("That account")
    if user.is_active:
        raise BusinessError("This account is already active. You can sign in.", code="already_active")
    consume_code(session, settings, user, "activate", code)
    user.is_active = True
    return user


def login(read: Session, write: Session, settings: Settings, email: str, password: str) -> tuple[User, str]:
    """The password is checked on the read session, before the write transaction begins: a transaction open through
    the Argon2id check held SQLite's write lock (BEGIN IMMEDIATE) or a pooled PostgreSQL connection idle in a
    transaction for that long. The write adds the token, and a hash made with older parameters is replaced (the
    new one is computed before the write begins too)."""
    user = repository.user_by_email(read, email)
    if not verify_password(user.password_hash if user else None, password) or user is None:
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


def request_code(session: Session, settings: Settings, purpose: str, email: str | None, user: User | None) -> None:
    """Activation codes go to the e-mail given (signed out); account codes to the signed-in member."""
    if purpose == "activate":
        target = repository.user_by_email(session, email) if email else user
        # Same answer whether or not the address exists, so the endpoint cannot probe accounts.
        if target is not None and not target.is_active:
            issue_code(session, settings, target, "activate")
        return
    if user is None:
        from api.errors import NotAuthenticated

        raise NotAuthenticated()
    issue_code(session, settings, user, purpose)  # to the account's own address, never one the body names


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
    for field, value in data.items():
        if value is None and field in ("nickname", "bio", "location", "avatar", "concerns", "is_collection_private"):
            continue  # null leaves a field unchanged; only skin_type may be cleared
        setattr(user, field, value)
    session.flush()
    return user
