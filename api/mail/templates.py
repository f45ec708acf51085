"""The e-mails Glowdex sends: subject and plain-text body from a template name and its data."""

from __future__ import annotations

from typing import Any

_PURPOSE_TEXT = {
    "activate": "activate your Glowdex account",
    "change_password": "change your password",
    "change_email_auth": "confirm that you are changing your e-mail address",
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


# What a code is for, in the subject and the text: the words the form beside it uses.
_CODE_SUBJECT = {
    "change_password": "Your Glowdex code to change your password",
    "change_email_auth": "Your Glowdex code to change your e-mail address",
    "change_email": "Your Glowdex code to confirm your new e-mail address",
    "delete_account": "Your Glowdex code to delete your account",
}
ACTIVATE_BUTTON = "Activate my account"  # the activation screen's button says the same (web activate-form.tsx)


def _render(template: str, data: dict[str, Any], ttl_minutes: int) -> tuple[str, str]:
    if template == "activate":
        again = ("\n\nThis address was signed up at Glowdex more than once. Each sign-up has its own e-mail, and the "
                 "one whose link or code is used becomes the account, with the password chosen in that sign-up. If "
                 "you did not start this one, ignore this e-mail." if data.get("again") else "")
        return "Activate your Glowdex account", (
            "Hello,\n\nSomeone, hopefully you, started a Glowdex sign-up with this e-mail address. To activate your "
            f"account, open this link and press “{ACTIVATE_BUTTON}”:\n\n{data['link']}\n\n"
            f"Or enter this activation code on the activation screen: {data['code']}{again}\n\n"
            f"The link and the code work once and expire in {ttl_minutes} minutes. If you did not sign up, ignore "
            "this e-mail: no account is made without it.\n\n— Glowdex"
        )
    if template == "signup_taken":
        return "Someone tried to sign up to Glowdex with your address", (
            "Hello,\n\nSomeone started a Glowdex sign-up with this e-mail address, which already has an account. "
            "Nothing has changed: no account was made and your password is the same.\n\n"
            f"If it was you, sign in: {data['signin']}\nForgot your password? Choose a new one: {data['reset']}\n\n"
            "If it was not you, ignore this e-mail.\n\n— Glowdex"
        )
    if template == "code":
        purpose = _PURPOSE_TEXT.get(data["purpose"], "continue")
        return _CODE_SUBJECT.get(data["purpose"], "Your Glowdex code"), (
            f"Hello,\n\nUse this code to {purpose}: {data['code']}\n\n"
            f"It works once and expires in {ttl_minutes} minutes. "
            "If you did not ask for it, you can ignore this e-mail: nothing changes without it.\n\n— Glowdex"
        )
    if template == "email_changed":
        return "Your Glowdex e-mail address was changed", (
            f"Hello,\n\nThe e-mail address of your Glowdex account was changed from this one to {data['new_email']}. "
            "Every other session was signed out.\n\n"
            f"This wasn't me: open this link to restore this address and sign out every session (it works for "
            f"{data['days']} days):\n\n{data['link']}\n\nIf it was you, there is nothing to do.\n\n— Glowdex"
        )
    if template == "email_change_taken":
        return "Someone tried to move a Glowdex account to your address", (
            "Hello,\n\nA signed-in Glowdex member asked to move their account to this e-mail address, which already "
            "has an account. Nothing has changed and no code was sent.\n\nIf it was you, sign in to the account "
            f"this address already has: {data['signin']}\n\nIf not, ignore this e-mail.\n\n— Glowdex"
        )
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
