"""One error hierarchy; `api.app` maps it once to the response envelope (api-contract.md)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FieldError:
    field: str
    msg: str


class AppError(Exception):
    """An expected outcome with an HTTP status and a machine code."""

    status_code = 200
    code = "error"

    def __init__(self, msg: str, *, code: str | None = None, errors: list[FieldError] | None = None,
                 keep_changes: bool = False):
        super().__init__(msg)
        self.msg = msg
        # True only where the service flushed bookkeeping that must outlive the refusal (a wrong
        # code's attempt counter); every other error rolls the request back.
        self.keep_changes = keep_changes
        if code:
            self.code = code
        self.errors = errors or []
        # More top-level fields of the error body, where the spec names one (login's `message`).
        self.extra: dict[str, object] = {}


class BusinessError(AppError):
    """The user can fix it (wrong password, e-mail taken, wrong code): 200 with status false."""

    status_code = 200


class ValidationFailed(AppError):
    status_code = 422
    code = "invalid"


class NotAuthenticated(AppError):
    status_code = 401
    code = "not_authenticated"

    def __init__(self, msg: str = "Please sign in."):
        super().__init__(msg)


class Forbidden(AppError):
    status_code = 403
    code = "forbidden"

    def __init__(self, msg: str = "You cannot change what belongs to someone else."):
        super().__init__(msg)


class NotFound(AppError):
    status_code = 404
    code = "not_found"

    def __init__(self, what: str = "That item"):
        super().__init__(f"{what} was not found.")


class PayloadTooLarge(AppError):
    status_code = 413
    code = "too_large"


class UnsupportedMedia(AppError):
    status_code = 415
    code = "unsupported_media"


class TooManyAttempts(AppError):
    status_code = 429
    code = "too_many_attempts"

    def __init__(self, retry_after: int):
        super().__init__(f"Too many attempts. Try again in {retry_after} seconds.")
        self.retry_after = retry_after


class ServiceUnavailable(AppError):
    status_code = 503
    code = "unavailable"

    def __init__(self, msg: str, retry_after: int = 5):
        super().__init__(msg)
        self.retry_after = retry_after
