"""The mailing list's unsubscribe link, carried by EVERY Glowdex e-mail (issue: one click leaves the list).

The token is stateless: the address (URL-safe base64) and an HMAC of it under the secret key, so any mail can
carry the link without storing one per message, and nobody can make a link for someone else's address.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
from urllib.parse import urlencode

from api.settings import Settings

_PURPOSE = b"glowdex-unsubscribe\x00"


def _signature(email: str, secret_key: str) -> str:
    return hmac.new(secret_key.encode(), _PURPOSE + email.encode(), hashlib.sha256).hexdigest()[:32]


def unsubscribe_token(email: str, secret_key: str) -> str:
    encoded = base64.urlsafe_b64encode(email.lower().encode()).decode().rstrip("=")
    return f"{encoded}.{_signature(email.lower(), secret_key)}"


def email_from_token(token: str, secret_key: str) -> str | None:
    """The address a token was made for, or None when it is not one of ours."""
    encoded, _, signature = token.partition(".")
    try:
        email = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError):
        return None
    return email if hmac.compare_digest(signature, _signature(email, secret_key)) else None


def unsubscribe_link(settings: Settings, email: str) -> str:
    token = unsubscribe_token(email, settings.secret_key)
    return f"{settings.public_base_url.rstrip('/')}/unsubscribe?{urlencode({'token': token})}"
