"""Response envelope and paging payload models (api-contract.md "Envelope" and "Paging")."""

from __future__ import annotations

from typing import Generic, TypeVar

from pydantic import BaseModel, Field

T = TypeVar("T")


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
    status: bool = False
    msg: str
    code: str | None = None
    errors: list[FieldErrorOut] = Field(default_factory=list)


def ok(data: T | None = None, msg: str = "ok") -> Envelope[T]:
    return Envelope(status=True, msg=msg, data=data)
