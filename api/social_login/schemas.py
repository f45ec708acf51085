"""Bodies and answers of the social sign-in calls."""

from __future__ import annotations

from pydantic import BaseModel, Field

from api.envelope import RequestBody


class SocialLoginIn(RequestBody):
    """spec §7 `{code, redirect_uri}`, plus the `state` the provider handed back."""

    code: str = Field(min_length=1, max_length=2048)
    redirect_uri: str = Field(min_length=1, max_length=2048)
    state: str = Field(min_length=1, max_length=512)


class SocialStartOut(BaseModel):
    authorization_url: str


class SocialProviderOut(BaseModel):
    provider: str
    label: str
    configured: bool
