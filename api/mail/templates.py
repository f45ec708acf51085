"""The e-mails Glowdex sends: subject and plain-text body from a template name and its data."""

from __future__ import annotations

from typing import Any

_PURPOSE_TEXT = {
    "activate": "activate your Glowdex account",
    "change_password": "change your password",
    "change_email": "confirm your new e-mail address",
    "delete_account": "delete your account",
    "reset_password": "reset your password",
}


def render(template: str, data: dict[str, Any], ttl_minutes: int) -> tuple[str, str]:
    """Subject and body; every body ends with the mailing list's unsubscribe link when `data` has one."""
    subject, body = _render(template, data, ttl_minutes)
    if data.get("unsubscribe") and template != "subscribed":  # that one says it in its text
        body += ("\n\n--\nGlowdex mailing list: to leave it (or make sure you are not on it), open "
                 f"{data['unsubscribe']}")
    return subject, body


def _render(template: str, data: dict[str, Any], ttl_minutes: int) -> tuple[str, str]:
    if template == "code":
        purpose = _PURPOSE_TEXT.get(data["purpose"], "continue")
        subject = f"Your Glowdex code: {data['code']}"
        if data["purpose"] == "activate" and data.get("link"):
            body = (
                f"Hello,\n\nSomeone, hopefully you, created a Glowdex account with this e-mail address. "
                f"To {purpose}, open this link:\n\n{data['link']}\n\n"
                f"or enter member number {data['user_id']} and this code on the activation screen: {data['code']}\n\n"
                f"The link works once and expires in {ttl_minutes} minutes. If you did not sign up, do not open it: "
                "ignore this e-mail and no account will be activated. If you did sign up and this e-mail came "
                "unexpectedly late, sign up again with the password you want.\n\n— Glowdex"
            )
            return subject, body
        body = (
            f"Hello,\n\nUse this code to {purpose}: {data['code']}\n\n"
            f"It works once and expires in {ttl_minutes} minutes. "
            "If you did not ask for it, you can ignore this e-mail.\n\n— Glowdex"
        )
        return subject, body
    if template == "reset_password":
        return "Reset your Glowdex password", (
            "Hello,\n\nSomeone, hopefully you, asked to reset the password of the Glowdex account with this e-mail "
            f"address. To choose a new password, open this link:\n\n{data['link']}\n\n"
            f"It works once and expires in {ttl_minutes} minutes. If you did not ask for it, ignore this e-mail: "
            "your password stays as it is.\n\n— Glowdex"
        )
    if template == "subscribed":
        return "You are on the Glowdex mailing list", (
            "Hello,\n\nThis address was added to the Glowdex mailing list: news about ingredients, dupes and new "
            "features, now and then.\n\nIf that was not you, or you change your mind, leave the list with one click:"
            f"\n\n{data['unsubscribe']}\n\n— Glowdex"
        )
    raise ValueError(f"unknown mail template {template!r}")
