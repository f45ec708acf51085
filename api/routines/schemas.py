"""Routines (spec §3 Routine, §7 Routines): add/edit payloads, the routine as shown, its conflict advice."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, field_validator

from api.content.schemas import Author, ContentState, ItemId
from api.envelope import RequestBody, UtcDatetime

TimeOfDay = Literal["am", "pm", "both"]
Frequency = Literal["daily", "every_other_day", "twice_weekly", "weekly", "as_needed"]


class RoutineStepIn(RequestBody):
    product_id: ItemId
    step_name: str = Field(default="", max_length=80, description="e.g. Cleanse, Treat, Moisturise.")
    time_of_day: TimeOfDay = "both"
    frequency: Frequency = "daily"
    note: str = Field(default="", max_length=500)


class RoutineIn(RequestBody):
    """`/routine/add`; `/routine/edit` adds `routine_id`. Products in the order they are applied."""

    title: str = Field(min_length=1, max_length=200)
    description: str = Field(default="", max_length=5000)
    products: list[RoutineStepIn] = Field(min_length=1, max_length=30)
    is_private: bool = False

    @field_validator("products")
    @classmethod
    def _each_product_once_per_slot(cls, steps: list[RoutineStepIn]) -> list[RoutineStepIn]:
        seen = [(s.product_id, s.time_of_day) for s in steps]
        if len(set(seen)) != len(seen):
            raise ValueError("List a product once per time of day.")
        return steps


class RoutineEditIn(RoutineIn):
    routine_id: ItemId


class RoutineSavedOut(BaseModel):
    routine_id: int
    created: bool


class RoutineStepOut(BaseModel):
    position: int
    product_id: int
    name: str
    brand_name: str
    image_url: str
    placeholder: bool = False  # another member's product awaiting review: "A product awaiting review", nothing else
    step_name: str
    time_of_day: TimeOfDay
    frequency: str
    note: str


class ConflictProduct(BaseModel):
    product_id: int
    name: str
    ingredients: list[str]  # the INCI names behind the advice


class RoutineConflict(BaseModel):
    """Advice, not an alarm: two products' ingredients that are better not layered in one slot."""

    rule_id: str
    slot: Literal["am", "pm"]
    title: str
    advice: str
    products: list[ConflictProduct]
    source_title: str
    source_url: str


class RoutineFields(BaseModel):
    """A routine's own fields, before the shared `ContentState` ones."""

    routine_id: int
    title: str
    description: str
    author: Author
    products: list[RoutineStepOut]


class RoutineOut(ContentState, RoutineFields):
    # accepted (others see it, unless private), or pending / rejected: only its author sees it, with `held_reason`
    moderation_status: str
    held_reason: str | None  # the author's only
    # On detail only (null in lists): ingredient conflicts between its products, per slot.
    conflicts: list[RoutineConflict] | None = None
    created_at: UtcDatetime
    updated_at: UtcDatetime
