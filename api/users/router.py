"""Account and profile endpoints (spec §7 "Users and auth")."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request

from api.db.session import ReadSession, WriteSession
from api.db.write_route import AppRoute, hashes_passwords
from api.deps import AppSettings, CurrentUser, Limiter, OptionalUser, client_ip
from api.envelope import Ack, Envelope, ok
from api.errors import AppError, BusinessError, FieldError, NotAuthenticated, NotFound
from api.ratelimit import Backoff, check_backoff, mail_allowed
from api.security import token_digest
from api.settings import Settings
from api.users import registration, repository, service
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


@router.post("/user/register", response_model=Envelope[RegisterOut],
             summary="Start a sign-up: the address gets an activation e-mail (the answer is the same if it has an "
                     "account: its owner is told instead)")
@hashes_passwords
def register(body: RegisterIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
             request: Request) -> Envelope[RegisterOut]:
    ip = client_ip(request)
    limiter.hit(f"register:{ip}", *settings.code_rate)
    limiter.hit(f"register-pair:{body.email}|{ip}", *settings.code_rate)  # never per address alone (issue 20 §3)
    token = registration.register(session, settings, body.email, body.password,
                                  mail=mail_allowed(limiter, settings, body.email))
    return ok(RegisterOut(registration=token, email=body.email), SIGNUP_SENT)


SIGNUP_SENT = "Check your e-mail: open the link in it, or enter its 6-digit code here."


@router.post("/user/activate", response_model=Envelope[LoginData],
             summary="Activate a sign-up with its mailed link or code; the member is signed in")
@hashes_passwords
def activate(body: ActivateIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
             request: Request) -> Envelope[LoginData]:
    limiter.hit(f"activate:{client_ip(request)}", *settings.code_rate)
    if body.token is not None:
        user = registration.activate_with_link(session, settings, body.token, body.registration, body.password)
    else:
        assert body.registration is not None and body.vali_code is not None  # ActivateIn's rule
        user = registration.activate_with_code(session, settings, body.registration, body.vali_code)
    session.flush()
    token = service.issue_token(session, settings, user)
    return ok(LoginData(token=token, user_id=user.id), "Your account is active and you are signed in. Welcome!")


@router.post("/user/login", response_model=LoginResponse)
@hashes_passwords
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
def info(user: CurrentUser, session: ReadSession,
         user_id: Annotated[int | None, Query(ge=1, le=2**53)] = None) -> Envelope[UserPrivate]:
    if user_id is not None and user_id != user.id:
        from api.errors import Forbidden

        raise Forbidden("You can only read your own account details.")
    return ok(private_view(user, service.city_of(session, user)))


@router.get("/user/public_info", response_model=Envelope[UserPublic])
def public_info(user_id: UserIdQuery, session: ReadSession) -> Envelope[UserPublic]:
    user = repository.user_by_id(session, user_id)
    if user is None or not user.is_active:
        raise NotFound("That member")
    return ok(public_view(user, service.city_of(session, user)))


@router.post("/user/edit_info", response_model=Envelope[UserPrivate])
def edit_info(body: EditInfoIn, user: CurrentUser, session: WriteSession) -> Envelope[UserPrivate]:
    edited = service.edit_info(session, user.id, body)
    return ok(private_view(edited, service.city_of(session, edited)), "Your profile is saved.")


@router.get("/user/profile_options", response_model=Envelope[ProfileOptions])
def profile_options() -> Envelope[ProfileOptions]:
    return ok(ProfileOptions(
        skin_types=[Option(value=k, label=v) for k, v in SKIN_TYPES.items()],
        concerns=[Option(value=k, label=v) for k, v in CONCERNS.items()],
    ))


@router.post("/validator/gen", response_model=Ack)
def generate_code(body: CodeRequestIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
                  request: Request, user: OptionalUser) -> Ack:
    """Limits per client address and per (target, client address): a stranger's requests never lock the member
    out (issue 20 §3); the mail an address receives is throttled on its own (`mail_allowed`)."""
    ip = client_ip(request)
    limiter.hit(f"code:{ip}", *settings.code_rate)
    if body.purpose == "activate":
        if body.registration is None:
            raise BusinessError("Sign up again to get a new activation e-mail.", code="signup_closed",
                                errors=[FieldError("registration", "The sign-up token of this browser.")])
        limiter.hit(f"code-pair:{body.registration}|{ip}", *settings.code_rate)
        found = repository.registration_by_client(session, token_digest(body.registration))
        registration.resend(session, settings, body.registration,
                            mail=found is not None and mail_allowed(limiter, settings, found.email))
        return Ack(msg="A new activation e-mail is on its way: the link and code of the earlier one stop working.")
    if user is None:
        raise NotAuthenticated()
    limiter.hit(f"code-pair:{user.id}|{ip}", *settings.code_rate)
    if body.purpose == "change_email" and user.password_hash is not None:
        raise BusinessError("Confirm an e-mail change with your password.", code="password_needed")
    service.request_code(session, settings, service.CHANGE_EMAIL_AUTH if body.purpose == "change_email" else body.purpose, user)
    return Ack(msg=f"A code is on its way to {user.email}.")
