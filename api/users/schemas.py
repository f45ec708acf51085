"""Request and response models of accounts and profiles."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    EmailStr,
    Field,
    StringConstraints,
    field_validator,
)

from api.envelope import RequestBody, UtcDatetime
from api.files.hosted import hosted_image_url
from api.users.passwords import check_password

SKIN_TYPES = {
    "normal": "Normal", "dry": "Dry", "oily": "Oily", "combination": "Combination", "sensitive": "Sensitive",
}
CONCERNS = {
    "acne": "Acne & breakouts", "aging": "Fine lines & aging", "dark_spots": "Dark spots",
    "dryness": "Dryness", "dullness": "Dullness", "redness": "Redness", "pores": "Large pores",
    "sensitivity": "Sensitivity", "texture": "Uneven texture", "oiliness": "Oiliness",
    "pregnancy": "Pregnant or breastfeeding",  # turns the pregnancy table's cautions into "avoid" for her
}
# What /validator/gen mails codes for: only flows that exist (an e-mail change has its own call, to the new
# address).
CODE_PURPOSES = ("activate", "change_password", "delete_account")

SkinType = Literal["normal", "dry", "oily", "combination", "sensitive"]
Concern = Literal["acne", "aging", "dark_spots", "dryness", "dullness", "redness", "pores", "sensitivity",
                  "texture", "oiliness", "pregnancy"]
Code = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^\d{6}$")]
Email = Annotated[EmailStr, AfterValidator(lambda v: v.lower()), Field(max_length=254)]


Password = Annotated[str, Field(min_length=8, max_length=128), AfterValidator(check_password)]


class RegisterIn(RequestBody):
    email: Email
    password: Password


class LoginIn(RequestBody):
    email: Email
    password: str = Field(min_length=1, max_length=128)


class ActivateIn(RequestBody):
    user_id: int = Field(ge=1, le=2**53)
    vali_code: Code


class CodeRequestIn(RequestBody):
    email: Email | None = None
    purpose: Literal["activate", "change_password", "delete_account"] = "activate"


class EditInfoIn(RequestBody):
    email: Email | None = None
    nickname: str | None = Field(default=None, min_length=1, max_length=40)
    bio: str | None = Field(default=None, max_length=500)
    skin_type: SkinType | None = None
    concerns: list[Concern] | None = Field(default=None, max_length=len(CONCERNS))
    location: str | None = Field(default=None, max_length=120)
    avatar: str | None = Field(default=None, max_length=500)
    is_collection_private: bool | None = None

    @field_validator("concerns")
    @classmethod
    def _unique_concerns(cls, value: list[str] | None) -> list[str] | None:
        return list(dict.fromkeys(value)) if value is not None else None

    @field_validator("avatar")
    @classmethod
    def _avatar_url(cls, value: str | None) -> str | None:
        return hosted_image_url(value)

    @field_validator("nickname")
    @classmethod
    def _printable(cls, value: str | None) -> str | None:
        if value is not None and any(not ch.isprintable() for ch in value):
            raise ValueError("Use letters, digits and punctuation only.")
        return value


class UserPublic(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    user_id: int
    nickname: str
    bio: str
    skin_type: str | None
    concerns: list[str]
    location: str
    avatar: str
    is_collection_private: bool
    created_at: UtcDatetime


class UserPrivate(UserPublic):
    email: str
    login_type: str
    # The moderation check's verdict on the bio: others see it only when accepted (else an empty bio).
    bio_status: str = "accepted"
    bio_held_reason: str | None = None


class RegisterOut(BaseModel):
    user_id: int


class LoginData(BaseModel):
    token: str
    user_id: int


class LoginResponse(BaseModel):
    """Login carries `message` beside `msg` (spec §7); `data` only on success."""

    status: bool
    msg: str
    message: str
    code: str | None = None
    data: LoginData | None = None


class Option(BaseModel):
    value: str
    label: str


class ProfileOptions(BaseModel):
    skin_types: list[Option]
    concerns: list[Option]


def public_view(user: object) -> UserPublic:
    """What anyone may see of a member: a bio the moderation check held or a moderator rejected is left out."""
    return UserPublic.model_validate({**_attrs(user), "user_id": user.id, "bio": public_bio(user)})  # type: ignore[attr-defined]


def private_view(user: object) -> UserPrivate:
    return UserPrivate.model_validate({**_attrs(user), "user_id": user.id,  # type: ignore[attr-defined]
                                       "bio_status": user.bio_status or "accepted",  # type: ignore[attr-defined]
                                       "bio_held_reason": user.bio_held_reason})  # type: ignore[attr-defined]


def public_bio(user: object) -> str:
    return user.bio if (user.bio_status or "accepted") == "accepted" else ""  # type: ignore[attr-defined]


def _attrs(user: object) -> dict[str, object]:
    names = ("nickname", "bio", "skin_type", "concerns", "location", "avatar", "is_collection_private",
             "created_at", "email", "login_type")
    return {n: getattr(user, n) for n in names}
