"""Errors of the search layer.

They extend the app's one hierarchy (`api.errors`), so the response envelope maps them without a
special case: a bad query is a 422 naming the field, an unreachable or unbuilt index is a 503 with
`Retry-After` — never a silent empty page.
"""

from __future__ import annotations

from api.errors import AppError, FieldError, ServiceUnavailable, ValidationFailed


class SearchQueryInvalid(ValidationFailed):
    """The query breaks a bound (length, page size, unknown or non-whitelisted field or sort)."""

    code = "search_query_invalid"

    def __init__(self, field: str, msg: str):
        super().__init__(f"{field}: {msg}", errors=[FieldError(field=field, msg=msg)])
        self.field = field
        self.reason = msg


class SearchUnavailable(ServiceUnavailable):
    """The backend cannot answer right now (connection refused, timeout, index not built yet)."""

    code = "search_unavailable"

    def __init__(self, msg: str = "Search is temporarily unavailable. Please try again shortly.",
                 retry_after: int = 5):
        super().__init__(msg, retry_after=retry_after)


class SearchIndexError(AppError):
    """A maintenance call was wrong: unknown index, or an attempt to drop the live index."""

    status_code = 500
    code = "search_index_error"
