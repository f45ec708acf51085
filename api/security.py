"""Password hashing (Argon2id), opaque tokens and one-time codes; only hashes are stored."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading

from argon2 import Parameters, PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError

# Argon2id at one of OWASP's recommended settings (Password Storage Cheat Sheet), which it rates as equally strong:
# 7 MiB, 5 passes, 1 lane, rather than 19 MiB and 2 passes, or argon2-cffi's default RFC 9106 low-memory profile
# (64 MiB, 3 passes, 4 lanes). That profile cost ~0.2 s of CPU per sign-in: on a 2-core server ten sign-ins a second
# took every core (54 % of the mixed workload's CPU for 2.4 % of its requests, issue 10), a flood of unauthenticated
# login attempts was a cheap way to stall the site, and 16 at once held 1 GiB. At 19 MiB a verification cost 30.6 ms
# of CPU in a served process, 20.0 ms at 7 MiB (`glowdex serve` returns every block over 1 MiB to the kernel when it
# is freed, so each hash faults its memory in afresh: the smaller block faults a third as many pages, and fits the
# cache better; 20.3 -> 14.2 ms with glibc's defaults). Sign-ins were a sixth of the mixed workload's CPU (issue 25).
# Hashes made with other parameters still verify (each hash carries its own) and are replaced at the member's next
# sign-in (`needs_rehash`).
PARAMETERS = Parameters(type=Type.ID, version=19, salt_len=16, hash_len=32, time_cost=5, memory_cost=7 * 1024,
                        parallelism=1)
_hasher = PasswordHasher.from_parameters(PARAMETERS)
# Verifying against this keeps the time of "unknown e-mail" equal to "wrong password".
_DUMMY_HASH = _hasher.hash("not-a-real-password-0")
# A hash or verification holds memory_cost while it runs and keeps one core busy (one lane): two at a time per
# process keep both cores of the machine busy and bound the memory in flight; the others wait their turn.
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


def needs_rehash(password_hash: str) -> bool:
    """Whether a verified hash was made with other parameters than today's."""
    return _hasher.check_needs_rehash(password_hash)


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
