"""Social sign-in rules: start a flow, redeem its code, check the ID token, find or create the member.
Flushes, never commits."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import httpx
import jwt
from sqlalchemy.orm import Session

from api.errors import BusinessError
from api.models import SocialAccount, User
from api.settings import Settings
from api.social_login import flow as flows
from api.social_login import repository
from api.social_login.providers import Endpoints, OidcDiscovery, Provider, provider
from api.users import repository as users
from api.users.nicknames import random_nickname
from api.users.registration import close_registrations
from api.users.service import issue_token

_ALGORITHMS = ["RS256", "ES256"]


def redirect_uri(settings: Settings, name: str) -> str:
    """The SPA screen the provider sends the browser back to (spec screens /redirect_google, /redirect_facebook)."""
    return f"{settings.public_base_url.rstrip('/')}/redirect_{name}"


def start(settings: Settings, oidc: OidcDiscovery, name: str) -> tuple[str, flows.Flow]:
    """The provider's authorization URL for a fresh flow (state, PKCE S256 challenge, nonce)."""
    found = provider(settings, name)
    flow = flows.new_flow(name, redirect_uri(settings, name))
    query = {"response_type": "code", "client_id": found.client_id, "redirect_uri": flow.redirect_uri,
             "scope": "openid email profile", "state": flow.state, "nonce": flow.nonce,
             "code_challenge": flow.challenge, "code_challenge_method": "S256"}
    return f"{oidc.endpoints(settings, found).authorization_endpoint}?{urlencode(query)}", flow


def login(session: Session, settings: Settings, oidc: OidcDiscovery, flow: flows.Flow, code: str,
          given_redirect_uri: str) -> tuple[User, str]:
    found = provider(settings, flow.provider)
    if given_redirect_uri.rstrip("/") != flow.redirect_uri.rstrip("/"):
        raise BusinessError(flows.STATE_MISMATCH, code="social_state_mismatch")
    claims = _verified_claims(settings, oidc.endpoints(settings, found), found, flow, code)
    user = _member_for(session, found, claims)
    return user, issue_token(session, settings, user)


def _refused(found: Provider) -> BusinessError:
    return BusinessError(f"{found.label} did not confirm this sign-in. Please try again.", code="social_login_failed")


def _verified_claims(settings: Settings, where: Endpoints, found: Provider, flow: flows.Flow,
                     code: str) -> dict[str, Any]:
    """Redeem the code (with the PKCE verifier) at `where` and check the ID token's signature, issuer, audience,
    expiry and nonce."""
    if not where.token_endpoint:
        raise BusinessError(f"{found.label} sign-in is not configured on this site (no token endpoint).",
                            code="social_not_configured")
    form = {"grant_type": "authorization_code", "code": code, "redirect_uri": flow.redirect_uri,
            "client_id": found.client_id, "client_secret": found.client_secret, "code_verifier": flow.verifier}
    try:
        answer = httpx.post(where.token_endpoint, data=form, timeout=settings.social_http_timeout,
                            headers={"Accept": "application/json"})
    except httpx.HTTPError as exc:
        raise BusinessError(f"{found.label} sign-in is unreachable right now. Please try again later.",
                            code="social_provider_unavailable") from exc
    try:
        tokens = answer.json() if answer.status_code == 200 else None
    except ValueError:
        tokens = None
    id_token = tokens.get("id_token") if isinstance(tokens, dict) else None
    if not isinstance(id_token, str):
        raise _refused(found)
    try:
        key = _signing_key(settings, where.jwks_uri, id_token)
        # Google writes its issuer with or without the scheme ("accounts.google.com"); both name the same one.
        issuers = list(dict.fromkeys((where.issuer, where.issuer.removeprefix("https://"))))
        claims: dict[str, Any] = jwt.decode(id_token, key, algorithms=_ALGORITHMS, audience=found.client_id,
                                            issuer=issuers, options={"require": ["exp", "iat", "sub"]})
    except jwt.PyJWTError as exc:
        raise _refused(found) from exc
    if claims.get("nonce") != flow.nonce:
        raise _refused(found)
    return claims


def _signing_key(settings: Settings, jwks_uri: str, id_token: str) -> Any:
    """The provider's key named by the token's `kid`; a token without `kid` needs a key set of exactly one
    signing key (some providers, such as the test provider, name none)."""
    keys = jwt.PyJWKClient(jwks_uri, timeout=int(settings.social_http_timeout))
    kid = jwt.get_unverified_header(id_token).get("kid")
    if kid:
        return keys.get_signing_key(kid).key
    signing = [k for k in keys.get_jwk_set().keys if k.public_key_use in ("sig", None)]
    if len(signing) != 1:
        raise jwt.InvalidTokenError("the ID token names no key and the provider has several")
    return signing[0].key


def _email_verified(claims: dict[str, Any]) -> bool:
    value = claims.get("email_verified")
    return value is True or value == "true"


def _member_for(session: Session, found: Provider, claims: dict[str, Any]) -> User:
    """The linked member; else the account with the same e-mail, linked only when the provider verified that
    e-mail; else a new active member. The provider's picture is never used (avatars are hosted uploads)."""
    subject = str(claims["sub"])
    link = repository.linked_account(session, found.name, subject)
    if link is not None:
        member = users.user_by_id(session, link.user_id)
        if member is None:
            raise BusinessError("This account has been deleted.", code="social_account_deleted")
        return member
    email = str(claims.get("email") or "").strip().lower()
    if not email or not _email_verified(claims):
        raise BusinessError(
            f"{found.label} has not confirmed the e-mail address of that account, so we can't sign you in with "
            f"it. Confirm it with {found.label}, or sign in with your e-mail and password.",
            code="social_email_unverified")
    member = users.user_by_email(session, email)
    if member is not None and member.deleted_at is not None:
        raise BusinessError("This account has been deleted.", code="social_account_deleted")
    if member is None:
        member = User(email=email, nickname=random_nickname(), concerns=[], login_type=found.name, is_active=True)
        session.add(member)
        session.flush()
    elif not member.is_active:
        # A registration nobody activated: the provider has now proved who owns the mailbox, so the pending
        # password (chosen by whoever registered first) is dropped.
        member.is_active = True
        member.password_hash = None
    close_registrations(session, email)  # the mailbox's owner is here: nobody's sign-up of it may activate later
    session.add(SocialAccount(user_id=member.id, provider=found.name, provider_user_id=subject))
    session.flush()
    return member
