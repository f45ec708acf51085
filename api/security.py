"""Password hashing (Argon2id), opaque tokens and one-time codes; only hashes are stored."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_hasher = PasswordHasher()  # argon2-cffi defaults are Argon2id with RFC 9106 low-memory parameters
# Verifying against this keeps the time of "unknown e-mail" equal to "wrong password".
_DUMMY_HASH = _hasher.hash("not-a-real-password-0")
# Each hash or verification holds memory_cost (64 MiB) while it runs: 16 request threads signing in together held
# ~1 GiB in one API worker (bench_load, mixed workload). Two at a time per process, the others wait their turn:
# one already keeps ~1.6 cores busy (its 4 lanes), two ~1.9 (~10 a second on 2 cores, as many as 16 at once);
# with one, logins queued past wrk's 5 s timeout under the mixed workload on the shared machine.
HASHES_AT_ONCE = 2
_hash_slots = threading.BoundedSemaphore(HASHES_AT_ONCE)


def hash_password(password: str) -> str:
    with _hash_slots:
        return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        with _hash_slots:
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
