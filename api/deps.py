"""Request-scoped dependencies: settings, the signed-in member, rate limits."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated

from fastapi import Depends, Header, Request
from fastapi.concurrency import run_in_threadpool
from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from api.db.session import ReadSession
from api.errors import NotAuthenticated
from api.models import AuthToken, User
from api.ratelimit import RateLimiter
from api.security import token_digest
from api.settings import Settings

# Dependencies that do no I/O are `async def`: FastAPI runs a plain `def` dependency in its thread pool, and
# each such hop (a thread switch and a wait for the GIL) cost more under load than the work it carried.

async def get_app_settings(request: Request) -> Settings:
    return request.app.state.settings


async def get_rate_limiter(request: Request) -> RateLimiter:
    return request.app.state.runtimes.rate_limiter


AppSettings = Annotated[Settings, Depends(get_app_settings)]
Limiter = Annotated[RateLimiter, Depends(get_rate_limiter)]


def presented_token(token: str | None, authorization: str | None) -> str | None:
    """The token a request presents: the `token` header, else a bearer `Authorization`."""
    if token:
        return token
    if authorization and authorization.lower().startswith("bearer "):
        return authorization[7:].strip() or None
    return None


async def optional_user(
    request: Request,
    session: ReadSession,
    token: Annotated[str | None, Header(max_length=200)] = None,
    user_id_header: Annotated[str | None, Header(alias="userId", max_length=40)] = None,
    authorization: Annotated[str | None, Header(max_length=300)] = None,
) -> User | None:
    """The member behind the token, or None when no token was sent. A bad token is a 401.

    Read on a read session: a write route that changes the member loads it again in its WriteSession. An
    anonymous request (most of the traffic) is answered without leaving the event loop; the token lookup
    runs in the thread pool."""
    checked = getattr(request.state, "signed_in", None)  # by `authenticate_first`, before the body was read
    if checked is not None:
        user, request.state.auth_token_id = checked
        return user  # type: ignore[no-any-return]
    presented = presented_token(token, authorization)
    if presented is None:
        return None
    user, token_id = await run_in_threadpool(_signed_in, session, presented, user_id_header)
    request.state.auth_token_id = token_id  # which token signs out on /user/logout
    return user


async def authenticate_first(request: Request) -> None:
    """For a route that needs a member: refuse a missing or bad token from the headers alone, BEFORE FastAPI reads
    the body (it reads a JSON body before it solves any dependency, so a stranger's 900 KB was read and parsed
    first). Called by `api.db.write_route.AppRoute`; the member found is what `optional_user` then answers, so
    the token is still looked up once per request."""
    headers = request.headers
    presented = presented_token(headers.get("token"), headers.get("authorization"))
    if presented is None or len(presented) > 300:
        raise NotAuthenticated()
    makers = request.app.state.runtimes.db.makers

    def lookup() -> tuple[User, int]:
        session = makers.open_request_read()
        try:
            return _signed_in(session, presented, headers.get("userId"))
        finally:
            session.close()

    request.state.signed_in = await run_in_threadpool(lookup)


@dataclass(frozen=True)
class Credentials:
    """The token a request presents (and its `userId` header), not yet looked up."""

    token: str
    user_id_header: str | None


async def member_credentials(
    token: Annotated[str | None, Header(max_length=200)] = None,
    user_id_header: Annotated[str | None, Header(alias="userId", max_length=40)] = None,
    authorization: Annotated[str | None, Header(max_length=300)] = None,
) -> Credentials:
    """For a cheap write (issue 25 §3): the token is looked up by the endpoint, in its own thread and on its own
    write session (`signed_in_member`), instead of in a pool hop of its own on another connection before it. A
    missing token is refused here, from the headers, before the body is read (`api.db.write_route.AppRoute`)."""
    presented = presented_token(token, authorization)
    if presented is None:
        raise NotAuthenticated()
    return Credentials(presented, user_id_header)


def signed_in_member(session: Session, credentials: Credentials) -> User:
    """The member behind `credentials` (one query on `session`); a bad token is a 401."""
    return _signed_in(session, credentials.token, credentials.user_id_header)[0]


def signed_in_member_id(session: Session, credentials: Credentials) -> int:
    """`signed_in_member`'s id, for a write that needs no more of the member (a like, a star, a follow): the same
    rule on a few columns, without building the token's and the member's ORM objects (most of the lookup's CPU)."""
    row = session.connection().execute(_MEMBER_ID_LOOKUP, {"digest": token_digest(credentials.token)}).first()
    if row is None:
        raise NotAuthenticated(_ENDED)
    expires_at, revoked_at, user_id, deleted_at = row
    _refuse_ended(expires_at, revoked_at, deleted_at, user_id, credentials.user_id_header)
    return int(user_id)


async def refuse_missing_token(request: Request) -> None:
    """`authenticate_first` for a route that looks its token up itself (`MemberCredentials`): the headers only."""
    headers = request.headers
    presented = presented_token(headers.get("token"), headers.get("authorization"))
    if presented is None or len(presented) > 300:
        raise NotAuthenticated()


# The token lookup of every signed-in request, built once (building it cost about as much CPU as running it).
_TOKEN_LOOKUP = (select(AuthToken, User).join(User, User.id == AuthToken.user_id)
                 .where(AuthToken.token_hash == bindparam("digest")))
_MEMBER_ID_LOOKUP = (select(AuthToken.expires_at, AuthToken.revoked_at, User.id, User.deleted_at)
                     .join(User, User.id == AuthToken.user_id).where(AuthToken.token_hash == bindparam("digest")))
_ENDED = "Your session has ended. Please sign in again."


def _signed_in(session: Session, presented: str, user_id_header: str | None) -> tuple[User, int]:
    user, auth = signed_in_token(session, presented, user_id_header)
    return user, auth.id


def signed_in_token(session: Session, presented: str, user_id_header: str | None) -> tuple[User, AuthToken]:
    """The member behind a presented token, and the token (one query); a bad token is a 401. The one rule of who is
    signed in (`api/viewer_state/snapshot.py` keeps what it found, until the change feed names the member)."""
    row = session.execute(_TOKEN_LOOKUP, {"digest": token_digest(presented)}).first()
    if row is None:
        raise NotAuthenticated(_ENDED)
    auth, user = row
    _refuse_ended(auth.expires_at, auth.revoked_at, user.deleted_at, user.id, user_id_header)
    return user, auth


def _refuse_ended(expires_at: datetime, revoked_at: datetime | None, deleted_at: datetime | None, user_id: int,
                  user_id_header: str | None) -> None:
    """The rule of a found token: a 401 when it was revoked or has expired, its member left, or the `userId`
    header names someone else."""
    expires = expires_at if expires_at.tzinfo else expires_at.replace(tzinfo=UTC)
    if revoked_at is not None or expires <= datetime.now(UTC) or deleted_at is not None:
        raise NotAuthenticated(_ENDED)
    if user_id_header is not None and user_id_header.strip() != str(user_id):
        raise NotAuthenticated("The signed-in member does not match this session. Please sign in again.")


async def current_user(user: Annotated[User | None, Depends(optional_user)]) -> User:
    if user is None:
        raise NotAuthenticated()
    return user


OptionalUser = Annotated[User | None, Depends(optional_user)]
CurrentUser = Annotated[User, Depends(current_user)]
MemberCredentials = Annotated[Credentials, Depends(member_credentials)]


def client_ip(request: Request) -> str:
    return request.client.host if request.client else "unknown"
