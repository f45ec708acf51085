"""Shelves (spec §3 Shelf, §7 Shelves): a member's named lists of products, and the breakout detective."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from api.catalog.schemas import ProductListItem
from api.content.schemas import Action, Author, ItemId
from api.envelope import Page, RequestBody, UtcDatetime

# What a shelf is for; the breakout detective compares works_for_me with broke_me_out.
ShelfType = Literal["custom", "in_use", "empties", "wishlist", "works_for_me", "broke_me_out"]


class ShelfIn(RequestBody):
    """`/product/add_shelf`."""

    name: str = Field(min_length=1, max_length=120)
    description: str = Field(default="", max_length=500)
    shelf_type: ShelfType = "custom"
    is_private: bool = False


class ShelfEditIn(RequestBody):
    """`/product/shelf/edit`: only the fields given change."""

    shelf_id: ItemId
    name: str | None = Field(default=None, min_length=1, max_length=120)
    description: str | None = Field(default=None, max_length=500)
    shelf_type: ShelfType | None = None


class ShelfIdIn(RequestBody):
    shelf_id: ItemId


class ShelfPrivacyIn(RequestBody):
    shelf_id: ItemId
    is_private: bool


class ShelfProductIn(RequestBody):
    """`/product/add_to_shelf`: action 1 puts the product on the shelf (again: its note changes), 0 takes it off."""

    shelf_id: ItemId
    product_id: ItemId
    action: Action = Field(description="1 adds, 0 removes; repeating a call changes nothing.")
    note: str | None = Field(default=None, max_length=500, description="Your note on it (kept when omitted).")


class ShelfCreatedOut(BaseModel):
    shelf_id: int


class ShelfProductStateOut(BaseModel):
    shelf_id: int
    product_id: int
    on_shelf: bool
    changed: bool = Field(description="False when the product already was on (or off) the shelf: nothing happened.")
    product_count: int


class ShelvesHoldingOut(BaseModel):
    """`/product/shelf/holding`: which of the signed-in member's shelves hold a product."""

    product_id: int
    shelf_ids: list[int]


class ShelfOut(BaseModel):
    shelf_id: int
    name: str
    description: str
    shelf_type: ShelfType
    is_private: bool
    product_count: int
    preview: list[str]  # image urls of the latest products, at most 4
    author: Author
    is_owner: bool
    # accepted (others see it, unless private), or pending / rejected: only its owner sees it, with `held_reason`
    moderation_status: str
    held_reason: str | None  # the owner's only
    created_at: UtcDatetime
    updated_at: UtcDatetime


class ShelfProductOut(ProductListItem):
    added_at: UtcDatetime
    note: str | None


class ShelfDetailOut(BaseModel):
    shelf: ShelfOut
    products: Page[ShelfProductOut]


class BreakoutIngredient(BaseModel):
    name: str
    inci_id: int | None  # null for a name the INCI table does not know
    bad_count: int  # broke-me-out products that list it
    bad_share: float  # bad_count / broke-me-out products
    good_count: int  # works-for-me products that list it
    products: list[int]  # the broke-me-out products that list it: the evidence


class BreakoutOut(BaseModel):
    broke_me_out_count: int
    works_for_me_count: int
    ingredients: list[BreakoutIngredient]
    excluded: list[str]  # common ingredients left out as too ubiquitous to point at
    rule: str  # how the list is made, in plain words
    note: str  # a hint, never a diagnosis
