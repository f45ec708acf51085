"""A member's report that two listings shown as one product are not (the listings themselves are part of the
product page: `api.products.schemas.ListingOut`)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from api.envelope import RequestBody
from api.products.schemas import ProductId


class GroupReportIn(RequestBody):
    product_id: ProductId = Field(description="The page the member is on.")
    other_product_id: ProductId = Field(description="The listing shown as the same product that is not.")
    note: str = Field(default="", max_length=1000)


class GroupReportOut(BaseModel):
    report_id: int
    status: str  # "open" until a moderator answers
