"""Account lifecycle calls (spec §7 "Users and auth", "Other"): change password and e-mail, forgot and reset
password, the mailing list, account deletion. Limits per client address and per target address, like the other
code calls."""

from __future__ import annotations

from fastapi import APIRouter, BackgroundTasks, Request

from api.account import service
from api.account.deletion import unlink_files
from api.account.schemas import (
    ChangeEmailIn,
    ChangePasswordIn,
    DeleteAccountIn,
    EmailIn,
    ResetPasswordIn,
    UnsubscribeIn,
)
from api.db.session import WriteSession
from api.db.write_route import AppRoute
from api.deps import AppSettings, CurrentUser, Limiter, client_ip
from api.envelope import Ack
from api.files.app import files_root

router = APIRouter(tags=["account"], route_class=AppRoute)


@router.post("/user/change_password", response_model=Ack,
             summary="Set a new password with a code from /validator/gen; every other session is signed out")
def change_password(body: ChangePasswordIn, user: CurrentUser, session: WriteSession, settings: AppSettings,
                    request: Request) -> Ack:
    service.change_password(session, settings, user.id, getattr(request.state, "auth_token_id", None),
                            body.password, body.vali_code)
    return Ack(msg="Your password is changed. Other devices are signed out.")


@router.post("/validator/change_email", response_model=Ack, summary="Mail a code to the NEW e-mail address")
def request_email_change(body: EmailIn, user: CurrentUser, session: WriteSession, settings: AppSettings,
                         limiter: Limiter, request: Request) -> Ack:
    limiter.hit(f"code:{client_ip(request)}", *settings.code_rate)
    limiter.hit(f"code-target:{user.id}", *settings.code_rate)
    service.request_email_change(session, settings, user.id, body.email)
    return Ack(msg="We sent a code to the new address. Enter it to confirm the change.")


@router.post("/user/change_email", response_model=Ack, summary="Confirm the new e-mail with its code")
def change_email(body: ChangeEmailIn, user: CurrentUser, session: WriteSession, settings: AppSettings) -> Ack:
    service.change_email(session, settings, user.id, body.email, body.vali_code)
    return Ack(msg="Your e-mail address is changed.")


@router.post("/user/forgot_password", response_model=Ack,
             summary="Mail a reset link (the answer never says whether the address has an account)")
def forgot_password(body: EmailIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
                    request: Request) -> Ack:
    limiter.hit(f"forgot:{client_ip(request)}", *settings.code_rate)
    limiter.hit(f"forgot-email:{body.email}", *settings.code_rate)
    service.forgot_password(session, settings, body.email)
    return Ack(msg="If an account uses that address, a link to reset its password is on its way.")


@router.post("/user/reset_password", response_model=Ack, summary="Choose a new password with the mailed link")
def reset_password(body: ResetPasswordIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
                   request: Request) -> Ack:
    limiter.hit(f"reset:{client_ip(request)}", *settings.code_rate)
    service.reset_password(session, body.token, body.new_password)
    return Ack(msg="Your password is reset. Sign in with the new one.")


@router.post("/user/delete", response_model=Ack,
             summary="Delete your account with a code from /validator/gen (what happens to your content: "
                     "the privacy policy)")
def delete_account(body: DeleteAccountIn, user: CurrentUser, session: WriteSession, settings: AppSettings,
                   tasks: BackgroundTasks) -> Ack:
    files = service.delete_account(session, settings, user.id, body.verification_code, files_root(settings))
    tasks.add_task(unlink_files, files)  # after the commit: a failed deletion keeps its files
    return Ack(msg="Your account is deleted. Everything you made on Glowdex is gone. Take care!")


@router.post("/subscribe/add", response_model=Ack, summary="Join the mailing list (the e-mail says how to leave)")
def subscribe(body: EmailIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
              request: Request) -> Ack:
    limiter.hit(f"subscribe:{client_ip(request)}", *settings.code_rate)
    limiter.hit(f"subscribe-email:{body.email}", *settings.code_rate)
    service.subscribe(session, settings, body.email)
    return Ack(msg="Thanks! Check your inbox: the e-mail we sent says how to leave the list at any time.")


@router.post("/subscribe/remove", response_model=Ack, summary="Leave the mailing list with the link's token")
def unsubscribe(body: UnsubscribeIn, session: WriteSession, settings: AppSettings) -> Ack:
    service.unsubscribe(session, settings, body.token)
    return Ack(msg="You are off the mailing list.")
