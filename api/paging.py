"""Paging: page_no from 1, page_num 1..50, a stable order with an id tiebreak."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, TypeVar

from fastapi import Depends, Query
from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from api.envelope import Page

T = TypeVar("T")
MAX_PAGE_NUM = 50


@dataclass(frozen=True)
class PageParams:
    page_no: int = 1
    page_num: int = 10

    @property
    def offset(self) -> int:
        return (self.page_no - 1) * self.page_num


def page_params(default_size: int) -> Callable[..., Awaitable[PageParams]]:
    """A dependency reading page_no/page_num with the spec's default size for that list."""

    async def dependency(  # async: no I/O, so no thread hop
        page_no: Annotated[int, Query(ge=1, le=100_000)] = 1,
        page_num: Annotated[int, Query(ge=1, le=MAX_PAGE_NUM)] = default_size,
    ) -> PageParams:
        return PageParams(page_no=page_no, page_num=page_num)

    return dependency


Paging10 = Annotated[PageParams, Depends(page_params(10))]
Paging5 = Annotated[PageParams, Depends(page_params(5))]


def build_page(items: Sequence[T], params: PageParams, total: int) -> Page[T]:
    return Page(
        items=list(items),
        page_no=params.page_no,
        page_num=params.page_num,
        total_count=total,
        hasMore=params.offset + len(items) < total,
    )


def paginate(session: Session, stmt: Select[*tuple[Any, ...]], params: PageParams) -> tuple[list[Any], int]:
    """The one paginator: one page of a select plus its total. The caller's order_by must end with an id
    tiebreak. A select of one entity answers the entities; of several (a product card's product, brand
    and category, or the columns of a union) answers its rows."""
    total = session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery())) or 0
    result = session.execute(stmt.limit(params.page_num).offset(params.offset))
    rows = result.scalars().all() if len(stmt.column_descriptions) == 1 else result.all()
    return list(rows), int(total)
