"""Account and profile endpoints (spec §7 "Users and auth")."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request

from api.db.session import ReadSession, WriteSession
from api.db.write_route import AppRoute
from api.deps import AppSettings, CurrentUser, Limiter, OptionalUser, client_ip
from api.envelope import Ack, Envelope, ok
from api.errors import AppError, BusinessError, NotFound
from api.ratelimit import Backoff, check_backoff
from api.settings import Settings
from api.users import repository, service
from api.users.schemas import (
    CONCERNS,
    SKIN_TYPES,
    ActivateIn,
    CodeRequestIn,
    EditInfoIn,
    LoginData,
    LoginIn,
    LoginResponse,
    Option,
    ProfileOptions,
    RegisterIn,
    RegisterOut,
    UserPrivate,
    UserPublic,
    private_view,
    public_view,
)

router = APIRouter(tags=["users"], route_class=AppRoute)


def login_backoff(settings: Settings) -> Backoff:
    return Backoff(free=settings.login_backoff_free, base=settings.login_backoff_base_seconds,
                   cap=settings.login_backoff_cap_seconds, forget=settings.login_backoff_forget_seconds)
UserIdQuery = Annotated[int, Query(ge=1, le=2**53)]


@router.post("/user/register", response_model=Envelope[RegisterOut])
def register(body: RegisterIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
             request: Request) -> Envelope[RegisterOut]:
    limiter.hit(f"register:{client_ip(request)}", *settings.code_rate)
    limiter.hit(f"register-email:{body.email}", *settings.code_rate)  # each registration mails the address
    user = service.register(session, settings, body.email, body.password)
    return ok(RegisterOut(user_id=user.id), "Account created. We sent an activation code to your e-mail.")


@router.post("/user/activate", response_model=Ack)
def activate(body: ActivateIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
             request: Request) -> Ack:
    limiter.hit(f"activate:{client_ip(request)}", *settings.code_rate)
    limiter.hit(f"activate-user:{body.user_id}", *settings.code_rate)
    service.activate(session, settings, body.user_id, body.vali_code)
    return Ack(msg="Your account is active. You can sign in now.")


@router.post("/user/login", response_model=LoginResponse)
def login(body: LoginIn, read: ReadSession, session: WriteSession, settings: AppSettings, limiter: Limiter,
          request: Request) -> LoginResponse:
    """Every failed login answers the spec's `message` beside `msg`: a wrong password (200) and a refusal
    (429 too many attempts, ...) alike.

    Limits (docs/architecture.md "Account security"): attempts per client address, and failures per
    (e-mail, client address) with a doubling wait. Nothing is limited per e-mail alone: such a limit is a
    switch anyone could flip to lock a chosen member out."""
    ip = client_ip(request)
    pair = f"login-pair:{body.email}|{ip}"
    try:
        limiter.hit(f"login:{ip}", *settings.login_rate)
        check_backoff(limiter, pair)
        user, token = service.login(read, session, settings, body.email, body.password)
    except BusinessError as exc:
        if exc.code == service.LOGIN_FAILED_CODE:
            limiter.fail(pair, login_backoff(settings))
        return LoginResponse(status=False, msg=exc.msg, message=exc.msg, code=exc.code)
    except AppError as exc:
        exc.extra["message"] = exc.msg
        raise
    limiter.clear(pair)
    return LoginResponse(status=True, msg="Welcome back!", message="Welcome back!",
                         data=LoginData(token=token, user_id=user.id))


@router.post("/user/logout", response_model=Ack)
def logout(_user: CurrentUser, session: WriteSession, request: Request) -> Ack:
    service.logout(session, getattr(request.state, "auth_token_id", None))
    return Ack(msg="You are signed out.")


@router.get("/user/info", response_model=Envelope[UserPrivate])
def info(user: CurrentUser, user_id: Annotated[int | None, Query(ge=1, le=2**53)] = None) -> Envelope[UserPrivate]:
    if user_id is not None and user_id != user.id:
        from api.errors import Forbidden

        raise Forbidden("You can only read your own account details.")
    return ok(private_view(user))


@router.get("/user/public_info", response_model=Envelope[UserPublic])
def public_info(user_id: UserIdQuery, session: ReadSession) -> Envelope[UserPublic]:
    user = repository.user_by_id(session, user_id)
    if user is None or not user.is_active:
        raise NotFound("That member")
    return ok(public_view(user))


@router.post("/user/edit_info", response_model=Envelope[UserPrivate])
def edit_info(body: EditInfoIn, user: CurrentUser, session: WriteSession) -> Envelope[UserPrivate]:
    return ok(private_view(service.edit_info(session, user.id, body)), "Your profile is saved.")


@router.get("/user/profile_options", response_model=Envelope[ProfileOptions])
def profile_options() -> Envelope[ProfileOptions]:
    return ok(ProfileOptions(
        skin_types=[Option(value=k, label=v) for k, v in SKIN_TYPES.items()],
        concerns=[Option(value=k, label=v) for k, v in CONCERNS.items()],
    ))


@router.post("/validator/gen", response_model=Ack)
def generate_code(body: CodeRequestIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
                  request: Request, user: OptionalUser) -> Ack:
    limiter.hit(f"code:{client_ip(request)}", *settings.code_rate)
    limiter.hit(f"code-target:{body.email or (user.id if user else '-')}", *settings.code_rate)
    service.request_code(session, settings, body.purpose, body.email, user)
    return Ack(msg="If that account needs a code, it is on its way to the e-mail address.")
