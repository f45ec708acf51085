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
    model_validator,
)

from api.cities.schemas import CityRef, city_ref
from api.envelope import RequestBody, UtcDatetime
from api.files.hosted import hosted_image_url
from api.models import City
from api.moderation.rules import has_link
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
# What /validator/gen mails codes for: only flows that exist. "activate" re-sends the browser's own sign-up
# (its `registration` token); "change_email" goes to the CURRENT address of a member without a password (the
# new address gets its own code from /validator/change_email).
CODE_PURPOSES = ("activate", "change_password", "delete_account", "change_email")

SkinType = Literal["normal", "dry", "oily", "combination", "sensitive"]
Concern = Literal["acne", "aging", "dark_spots", "dryness", "dullness", "redness", "pores", "sensitivity",
                  "texture", "oiliness", "pregnancy"]
Code = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^\d{6}$")]
Email = Annotated[EmailStr, AfterValidator(lambda v: v.lower()), Field(max_length=254)]


Password = Annotated[str, Field(min_length=8, max_length=128), AfterValidator(check_password)]
# A secret of ours (api/security.new_token: URL-safe base64): a mailed link's, or a sign-up's browser token.
LinkToken = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^[A-Za-z0-9_-]{20,128}$")]
CurrentPassword = Annotated[str, Field(min_length=1, max_length=128)]


class RegisterIn(RequestBody):
    email: Email
    password: Password


class LoginIn(RequestBody):
    email: Email
    password: str = Field(min_length=1, max_length=128)


class ActivateIn(RequestBody):
    """The mailed link's `token` (with the sign-up's `registration` when opened in the browser that signed up,
    else the sign-up's `password`), or the browser's `registration` with the mailed `vali_code` typed by hand."""

    token: LinkToken | None = Field(default=None, description="The token of the link in the activation e-mail.")
    registration: LinkToken | None = Field(default=None, description="What /user/register answered this browser.")
    vali_code: Code | None = Field(default=None, description="The 6-digit code of the activation e-mail.")
    password: CurrentPassword | None = Field(default=None, description="The password chosen at sign-up (a link "
                                                                        "opened in another browser).")

    @model_validator(mode="after")
    def _one_way(self) -> ActivateIn:
        if self.token is None and (self.registration is None or self.vali_code is None):
            raise ValueError("Open the link in the activation e-mail, or enter its code in the browser you signed "
                             "up with.")
        return self


class CodeRequestIn(RequestBody):
    email: Email | None = Field(default=None, description="Not used: codes go to the account's own address.")
    purpose: Literal["activate", "change_password", "delete_account", "change_email"] = "activate"
    registration: LinkToken | None = Field(default=None, description="activate: the browser's sign-up token.")


class EditInfoIn(RequestBody):
    email: Email | None = None
    nickname: str | None = Field(default=None, min_length=1, max_length=40)
    bio: str | None = Field(default=None, max_length=500)
    skin_type: SkinType | None = None
    concerns: list[Concern] | None = Field(default=None, max_length=len(CONCERNS))
    location: str | None = Field(default=None, max_length=120)
    city_id: int | None = Field(default=None, ge=1, le=2**53, description=(
        "The member's city (a `city_id` of /city/search or /city/info); its name becomes the profile's `location`. "
        "null clears it."))
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
        # A nickname shows beside everything the member writes, unmoderated: a web address there is refused (the
        # same reading of links as the moderation check, which would hold it in a bio).
        if value is not None and has_link(value):
            raise ValueError("A nickname can't contain a web address.")
        return value


class UserPublic(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    user_id: int
    nickname: str
    bio: str
    skin_type: str | None
    concerns: list[str]
    location: str
    city: CityRef | None = None  # the city the member chose; `location` then reads the same
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
    registration: str = Field(description="This sign-up's token: kept by the browser, it pairs with the mailed "
                                          "code (/user/activate).")
    email: str


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


def public_view(user: object, city: City | None) -> UserPublic:
    """What anyone may see of a member: a bio the moderation check held or a moderator rejected is left out."""
    return UserPublic.model_validate({**_attrs(user), "user_id": user.id,  # type: ignore[attr-defined]
                                      "bio": public_bio(user), "city": city_ref(city)})


def private_view(user: object, city: City | None) -> UserPrivate:
    return UserPrivate.model_validate({**_attrs(user), "user_id": user.id,  # type: ignore[attr-defined]
                                       "city": city_ref(city),
                                       "bio_status": user.bio_status or "accepted",  # type: ignore[attr-defined]
                                       "bio_held_reason": user.bio_held_reason})  # type: ignore[attr-defined]


def public_bio(user: object) -> str:
    return user.bio if (user.bio_status or "accepted") == "accepted" else ""  # type: ignore[attr-defined]


def _attrs(user: object) -> dict[str, object]:
    names = ("nickname", "bio", "skin_type", "concerns", "location", "avatar", "is_collection_private",
             "created_at", "email", "login_type")
    return {n: getattr(user, n) for n in names}
