"""Social sign-in endpoints: which providers are on, start a flow, finish it (spec §7 google_login,
facebook_login). Answers like `/user/login`."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Cookie, Query, Request, Response

from api.db.session import WriteSession
from api.db.write_route import AppRoute
from api.deps import AppSettings, Limiter, client_ip
from api.envelope import Envelope, ok
from api.errors import AppError, BusinessError
from api.runtimes import AppRuntimes
from api.settings import Settings
from api.social_login import flow as flows
from api.social_login import service
from api.social_login.providers import LABELS, OidcDiscovery, configured, provider
from api.social_login.schemas import SocialLoginIn, SocialProviderOut, SocialStartOut
from api.users.schemas import LoginData, LoginResponse

router = APIRouter(tags=["users"], route_class=AppRoute)
FlowCookie = Annotated[str | None, Cookie(alias=flows.COOKIE)]


@router.get("/user/social/providers", response_model=Envelope[list[SocialProviderOut]])
def providers(settings: AppSettings) -> Envelope[list[SocialProviderOut]]:
    return ok([SocialProviderOut(provider=name, label=label, configured=configured(settings, name))
               for name, label in LABELS.items()])


@router.get("/user/social/start", response_model=Envelope[SocialStartOut])
def start(provider: Annotated[Literal["google", "facebook"], Query()], settings: AppSettings, limiter: Limiter,
          runtimes: AppRuntimes, request: Request, response: Response) -> Envelope[SocialStartOut]:
    limiter.hit(f"social-start:{client_ip(request)}", *settings.login_rate)
    url, flow = service.start(settings, runtimes.oidc, provider)
    response.set_cookie(flows.COOKIE, flows.seal(settings, flow), max_age=settings.social_flow_ttl_seconds,
                        path=flows.COOKIE_PATH, httponly=True, samesite="lax",
                        secure=settings.public_base_url.startswith("https://"))
    return ok(SocialStartOut(authorization_url=url))


def _finish(name: str, body: SocialLoginIn, session: WriteSession, settings: Settings, limiter: Limiter,
            oidc: OidcDiscovery, request: Request, response: Response, sealed: str | None) -> LoginResponse:
    # Whatever happens, this flow is over: the cookie goes.
    response.delete_cookie(flows.COOKIE, path=flows.COOKIE_PATH, httponly=True, samesite="lax")
    try:
        limiter.hit(f"login:{client_ip(request)}", *settings.login_rate)
        provider(settings, name)  # a provider that is not configured says so before anything else
        flow = flows.open_flow(settings, sealed, name, body.state)
        user, token = service.login(session, settings, oidc, flow, body.code, body.redirect_uri)
    except BusinessError as exc:
        return LoginResponse(status=False, msg=exc.msg, message=exc.msg, code=exc.code)
    except AppError as exc:
        exc.extra["message"] = exc.msg
        raise
    return LoginResponse(status=True, msg="Welcome!", message="Welcome!", data=LoginData(token=token, user_id=user.id))


@router.post("/user/google_login", response_model=LoginResponse)
def google_login(body: SocialLoginIn, session: WriteSession, settings: AppSettings, limiter: Limiter, runtimes: AppRuntimes,
                 request: Request, response: Response, sealed: FlowCookie = None) -> LoginResponse:
    return _finish("google", body, session, settings, limiter, runtimes.oidc, request, response, sealed)


@router.post("/user/facebook_login", response_model=LoginResponse)
def facebook_login(body: SocialLoginIn, session: WriteSession, settings: AppSettings, limiter: Limiter, runtimes: AppRuntimes,
                   request: Request, response: Response, sealed: FlowCookie = None) -> LoginResponse:
    return _finish("facebook", body, session, settings, limiter, runtimes.oidc, request, response, sealed)
