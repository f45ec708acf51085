"""Account lifecycle calls (spec §7 "Users and auth", "Other"): change password and e-mail, forgot and reset
password, the mailing list, account deletion. Limits per client address and per (target, client address), never
per target alone (a stranger could lock a member out); the mail one address receives is throttled on its own."""

from __future__ import annotations

from fastapi import APIRouter, BackgroundTasks, Request

from api.account import service
from api.account.deletion import unlink_files
from api.account.schemas import (
    ChangeEmailIn,
    ChangePasswordIn,
    DeleteAccountIn,
    EmailChangeRequestIn,
    EmailIn,
    ResetLinkOut,
    ResetPasswordIn,
    RestoreOut,
    TokenIn,
    UnsubscribeIn,
)
from api.db.session import ReadSession, WriteSession
from api.db.write_route import AppRoute, hashes_passwords
from api.deps import AppSettings, CurrentUser, Limiter, client_ip
from api.envelope import Ack, Envelope, ok
from api.files.app import files_root
from api.ratelimit import mail_allowed

router = APIRouter(tags=["account"], route_class=AppRoute)


@router.post("/user/change_password", response_model=Ack,
             summary="Set a new password with a code from /validator/gen; every other session is signed out")
@hashes_passwords
def change_password(body: ChangePasswordIn, user: CurrentUser, session: WriteSession, settings: AppSettings,
                    request: Request) -> Ack:
    service.change_password(session, settings, user.id, getattr(request.state, "auth_token_id", None),
                            body.password, body.vali_code)
    return Ack(msg="Your password is changed. Other devices are signed out.")


@router.post("/validator/change_email", response_model=Ack,
             summary="Mail a code to the NEW address, with the current password (or, for a member without one, the "
                     "code /validator/gen purpose change_email mailed to the current address)")
@hashes_passwords
def request_email_change(body: EmailChangeRequestIn, user: CurrentUser, session: WriteSession, settings: AppSettings,
                         limiter: Limiter, request: Request) -> Ack:
    ip = client_ip(request)
    limiter.hit(f"code:{ip}", *settings.code_rate)
    limiter.hit(f"code-pair:{user.id}|{ip}", *settings.code_rate)
    service.request_email_change(session, settings, user.id, body.email, body.password, body.current_code,
                                 mail=mail_allowed(limiter, settings, body.email))
    return Ack(msg="If that address can take this account, a code is on its way to it. Enter it to confirm.")


@router.post("/user/change_email", response_model=Ack,
             summary="Confirm the new e-mail with its code; every other session is signed out and the old address "
                     "gets a link that restores it for 7 days")
def change_email(body: ChangeEmailIn, user: CurrentUser, session: WriteSession, settings: AppSettings,
                 request: Request) -> Ack:
    service.change_email(session, settings, user.id, getattr(request.state, "auth_token_id", None), body.email,
                         body.vali_code)
    return Ack(msg="Your e-mail address is changed. Other devices are signed out.")


@router.post("/user/restore_email", response_model=Envelope[RestoreOut],
             summary="\"This wasn't me\": the link mailed to the old address restores it and signs out every session")
def restore_email(body: TokenIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
                  request: Request) -> Envelope[RestoreOut]:
    limiter.hit(f"reset:{client_ip(request)}", *settings.code_rate)
    reset = service.restore_email(session, settings, body.token)
    return ok(RestoreOut(reset_token=reset), "Your address is restored and every session is signed out. Choose a "
                                             "new password now.")


@router.post("/user/forgot_password", response_model=Ack,
             summary="Mail a reset link (the answer never says whether the address has an account)")
def forgot_password(body: EmailIn, session: WriteSession, settings: AppSettings, limiter: Limiter,
                    request: Request) -> Ack:
    ip = client_ip(request)
    limiter.hit(f"forgot:{ip}", *settings.code_rate)
    limiter.hit(f"forgot-pair:{body.email}|{ip}", *settings.code_rate)  # never per address alone (issue 20 §3)
    service.forgot_password(session, settings, body.email, mail=mail_allowed(limiter, settings, body.email))
    return Ack(msg="If an account uses that address, a link to reset its password is on its way.")


@router.post("/user/reset_password/check", response_model=Envelope[ResetLinkOut],
             summary="What the reset page says as it opens: the link is valid, used, expired or invalid")
def reset_link_state(body: TokenIn, session: ReadSession, limiter: Limiter, request: Request,
                     settings: AppSettings) -> Envelope[ResetLinkOut]:
    limiter.hit(f"reset-check:{client_ip(request)}", settings.code_rate[0] * 4, settings.code_rate[1])
    state = service.reset_link_state(session, body.token)
    return ok(ResetLinkOut(state=state), service.RESET_STATES.get(state, "This link works."))


@router.post("/user/reset_password", response_model=Ack, summary="Choose a new password with the mailed link")
@hashes_passwords
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
    ip = client_ip(request)
    limiter.hit(f"subscribe:{ip}", *settings.code_rate)
    limiter.hit(f"subscribe-pair:{body.email}|{ip}", *settings.code_rate)
    service.subscribe(session, settings, body.email)
    return Ack(msg="Thanks! Check your inbox: the e-mail we sent says how to leave the list at any time.")


@router.post("/subscribe/remove", response_model=Ack, summary="Leave the mailing list with the link's token")
def unsubscribe(body: UnsubscribeIn, session: WriteSession, settings: AppSettings) -> Ack:
    service.unsubscribe(session, settings, body.token)
    return Ack(msg="You are off the mailing list.")
