"""Request models of the account lifecycle: password and e-mail changes, password reset, the mailing list."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints

from api.envelope import RequestBody
from api.users.schemas import Code, CurrentPassword, Email, LinkToken, Password


class ChangePasswordIn(RequestBody):
    password: Password = Field(description="The new password.")
    vali_code: Code = Field(description="The code /validator/gen (purpose change_password) mailed to you.")


class EmailIn(RequestBody):
    email: Email


class EmailChangeRequestIn(RequestBody):
    email: Email = Field(description="The new address: the code goes there.")
    password: CurrentPassword | None = Field(default=None, description="Your current password.")
    current_code: Code | None = Field(default=None, description="Without a password (Google/Facebook sign-up): the "
                                                                "code /validator/gen (purpose change_email) mailed "
                                                                "to your current address.")


class TokenIn(RequestBody):
    """The token of a mailed link."""

    token: LinkToken


class RestoreOut(BaseModel):
    reset_token: str = Field(description="Choose a new password with it (/user/reset_password), as with a reset link.")


class ResetLinkOut(BaseModel):
    state: Literal["valid", "used", "expired", "invalid"]


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
