"""Response envelope and paging payload models (api-contract.md "Envelope" and "Paging")."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Annotated, Generic, TypeVar

from fastapi import Response
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, field_validator

from api.text_rules import refuse_control_characters

T = TypeVar("T")


def as_utc(value: datetime) -> datetime:
    """A naive datetime is UTC (SQLite stores no offset); an aware one is converted to UTC."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


# Every timestamp a response carries: ISO 8601 with its offset ("2026-11-23T14:55:05Z"), whatever the
# database hands back. A test walks every response model and refuses a bare `datetime`.
UtcDatetime = Annotated[datetime, AfterValidator(as_utc)]


class RequestBody(BaseModel):
    """The base of every request body (api-contract "Shapes"): fields it does not know, such as the `userId`
    the spec's client may send, are ignored; wrong types and out-of-range values are still refused, and so
    is any text holding a control character."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)

    @field_validator("*", mode="before")
    @classmethod
    def _no_control_characters(cls, value: object) -> object:
        """Every text of every body, nested ones included (api/text_rules.py): on PostgreSQL a NUL would
        otherwise reach the driver and fail as a 500."""
        return refuse_control_characters(value)


class Envelope(BaseModel, Generic[T]):
    status: bool = True
    msg: str = "ok"
    data: T | None = None


class Ack(BaseModel):
    """A write with nothing to return beyond success."""

    status: bool = True
    msg: str = "ok"


class Page(BaseModel, Generic[T]):
    items: list[T]
    page_no: int
    page_num: int
    total_count: int
    hasMore: bool


class FieldErrorOut(BaseModel):
    field: str
    msg: str


class ErrorBody(BaseModel):
    """Every error answer (api-contract "Status codes"); the OpenAPI document lists it under each status a
    route can answer (api.routes.document_error_responses)."""

    status: bool = False
    msg: str
    code: str | None = None
    errors: list[FieldErrorOut] = Field(default_factory=list)
    auth: bool | None = None  # false on a 401: the client clears its token
    message: str | None = None  # a failed login's spec name for `msg`
    request_id: str | None = None  # on a 500


def ok(data: T | None = None, msg: str = "ok") -> Envelope[T]:
    return Envelope(status=True, msg=msg, data=data)


# --- already serialised JSON ------------------------------------------------------------------------
# A large section kept as JSON (the product page's analysis) is spliced into the response as it is: validating and
# serialising it again on every request was a large share of the page. The route still declares its response_model,
# so the OpenAPI document is the same; FastAPI passes a returned Response through without validating it.


def model_json(model: BaseModel, spliced: Mapping[str, bytes]) -> bytes:
    """`model` serialised as the response would be, in its field order, except that each field named in `spliced`
    is written as the given JSON (the model holds a placeholder there, never serialised)."""
    serializer = model.__pydantic_serializer__
    parts: list[bytes] = []
    run: set[str] = set()
    for name in type(model).model_fields:
        if name not in spliced:
            run.add(name)
            continue
        if run:
            parts.append(serializer.to_json(model, include=run)[1:-1])
            run = set()
        parts.append(b'"%s":%s' % (name.encode(), spliced[name]))
    if run:
        parts.append(serializer.to_json(model, include=run)[1:-1])
    return b"{" + b",".join(p for p in parts if p) + b"}"


def ok_json(data: bytes, msg: str = "ok") -> Response:
    """`ok(data, msg)` on the wire, for `data` already serialised."""
    return Response(ok_bytes(data, msg), media_type="application/json")


def ok_bytes(data: bytes, msg: str = "ok") -> bytes:
    head = b'{"status":true,"msg":%s,"data":' % json.dumps(msg, ensure_ascii=False).encode()
    return head + data + b"}"


def ok_model(data: BaseModel, msg: str = "ok") -> Response:
    """`ok(data, msg)` serialised in the route, for a hot route whose payload is built from response models: for a
    plain `def` route FastAPI validates the returned envelope again in another thread hop, then serialises it."""
    return ok_json(model_bytes(data), msg)


def model_bytes(data: BaseModel) -> bytes:
    return data.__pydantic_serializer__.to_json(data)
