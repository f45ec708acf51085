"""Request models of the account lifecycle: password and e-mail changes, password reset, the mailing list."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, StringConstraints

from api.envelope import RequestBody
from api.users.schemas import Code, Email, Password

# A mailed link's secret (api/security.new_token: URL-safe base64).
LinkToken = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^[A-Za-z0-9_-]{20,128}$")]


class ChangePasswordIn(RequestBody):
    password: Password = Field(description="The new password.")
    vali_code: Code = Field(description="The code /validator/gen (purpose change_password) mailed to you.")


class EmailIn(RequestBody):
    email: Email


class ChangeEmailIn(RequestBody):
    email: Email = Field(description="The new address, the one the code was mailed to.")
    vali_code: Code


class ResetPasswordIn(RequestBody):
    token: LinkToken
    new_password: Password


class DeleteAccountIn(RequestBody):
    verification_code: Code = Field(description="The code /validator/gen (purpose delete_account) mailed to you.")


class UnsubscribeIn(RequestBody):
    """The token of the unsubscribe link every Glowdex e-mail carries (api/mail/unsubscribe.py)."""

    token: Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^[A-Za-z0-9_-]{4,400}\.[0-9a-f]{32}$")]
