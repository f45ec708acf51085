"""Request-scoped dependencies: settings, the signed-in member, rate limits."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from fastapi import Depends, Header, Request
from sqlalchemy import select

from api.db.session import ReadSession
from api.errors import NotAuthenticated
from api.models import AuthToken, User
from api.ratelimit import RateLimiter
from api.security import token_digest
from api.settings import Settings


def get_app_settings(request: Request) -> Settings:
    return request.app.state.settings


def get_rate_limiter(request: Request) -> RateLimiter:
    return request.app.state.rate_limiter


AppSettings = Annotated[Settings, Depends(get_app_settings)]
Limiter = Annotated[RateLimiter, Depends(get_rate_limiter)]


def _presented_token(token: str | None, authorization: str | None) -> str | None:
    if token:
        return token
    if authorization and authorization.lower().startswith("bearer "):
        return authorization[7:].strip() or None
    return None


def optional_user(
    request: Request,
    session: ReadSession,
    token: Annotated[str | None, Header(max_length=200)] = None,
    user_id_header: Annotated[str | None, Header(alias="userId", max_length=40)] = None,
    authorization: Annotated[str | None, Header(max_length=300)] = None,
) -> User | None:
    """The member behind the token, or None when no token was sent. A bad token is a 401.

    Read on a read session: a write route that changes the member loads it again in its WriteSession."""
    presented = _presented_token(token, authorization)
    if presented is None:
        return None
    row = session.execute(
        select(AuthToken, User)
        .join(User, User.id == AuthToken.user_id)
        .where(AuthToken.token_hash == token_digest(presented))
    ).first()
    now = datetime.now(UTC)
    if row is None:
        raise NotAuthenticated("Your session has ended. Please sign in again.")
    auth, user = row
    expires = auth.expires_at if auth.expires_at.tzinfo else auth.expires_at.replace(tzinfo=UTC)
    if auth.revoked_at is not None or expires <= now or user.deleted_at is not None:
        raise NotAuthenticated("Your session has ended. Please sign in again.")
    if user_id_header is not None and user_id_header.strip() != str(user.id):
        raise NotAuthenticated("The signed-in member does not match this session. Please sign in again.")
    request.state.auth_token_id = auth.id  # which token signs out on /user/logout
    return user


def current_user(user: Annotated[User | None, Depends(optional_user)]) -> User:
    if user is None:
        raise NotAuthenticated()
    return user


OptionalUser = Annotated[User | None, Depends(optional_user)]
CurrentUser = Annotated[User, Depends(current_user)]


def client_ip(request: Request) -> str:
    return request.client.host if request.client else "unknown"
