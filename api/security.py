"""Password hashing (Argon2id), opaque tokens and one-time codes; only hashes are stored."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_hasher = PasswordHasher()  # argon2-cffi defaults are Argon2id with RFC 9106 low-memory parameters
# Verifying against this keeps the time of "unknown e-mail" equal to "wrong password".
_DUMMY_HASH = _hasher.hash("not-a-real-password-0")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False


def new_token() -> str:
    return secrets.token_urlsafe(32)  # 256 bits


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_code() -> str:
    return f"{secrets.randbelow(1_000_000):06d}"


def code_digest(code: str, secret_key: str, binding: str = "") -> str:
    """`binding` ties the code to what it was issued for (an activation code to the pending password hash)."""
    message = code.strip() if not binding else f"{code.strip()}\x00{binding}"
    return hmac.new(secret_key.encode(), message.encode(), hashlib.sha256).hexdigest()
