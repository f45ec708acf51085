"""Request and response models of the ingredient (INCI) area: glossary, detail, reactions, product matching."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from api.analysis.schemas import FlagOut, FunctionOut, IngredientFacts
from api.catalog.schemas import ProductListItem
from api.envelope import Page, RequestBody
from api.paging import MAX_PAGE_NUM

InciId = Annotated[int, Field(ge=1, le=2**53)]
Term = Annotated[str, Field(min_length=1, max_length=200)]
MAX_MATCH_TERMS = 20


class InciReactionIn(RequestBody):
    inci_id: InciId
    # 1 sets, 0 clears; without it the call toggles (the spec's single like / dislike calls).
    action: Literal[0, 1] | None = None


class MatchProductIn(RequestBody):
    ingredients: list[Term] = Field(default_factory=list, max_length=MAX_MATCH_TERMS)  # products must hold all
    exclude: list[Term] = Field(default_factory=list, max_length=MAX_MATCH_TERMS)  # ... and none of these
    page_no: int = Field(default=1, ge=1, le=100_000)
    page_num: int = Field(default=10, ge=1, le=MAX_PAGE_NUM)
    category: int | Annotated[str, Field(min_length=1, max_length=400)] | None = None  # id, name or path

    @field_validator("ingredients", "exclude")
    @classmethod
    def _no_blank_terms(cls, value: list[str]) -> list[str]:
        if any(not t.strip() for t in value):
            raise ValueError("Remove the empty ingredient name.")
        return list(dict.fromkeys(t.strip() for t in value))

    @model_validator(mode="after")
    def _something_to_match(self) -> MatchProductIn:
        if not self.ingredients and not self.exclude:
            raise ValueError("Name at least one ingredient to include or exclude.")
        return self


class GlossaryItem(BaseModel):
    inci_id: int
    inci_uuid: str
    name: str
    functions: list[str]
    product_count: int


class GlossaryPage(BaseModel):
    """The glossary page of one letter; `ingredients` in place of `items` (spec §7)."""

    letter: str
    q: str  # the name filter; when set, the letter is not applied
    order: str  # usage (most used first) or name
    ingredients: list[GlossaryItem]
    page_no: int
    page_num: int
    total_count: int
    hasMore: bool


class InciReactionState(BaseModel):
    inci_id: int
    liked: bool
    disliked: bool
    like_count: int
    dislike_count: int


class InciDetail(BaseModel):
    inci_id: int
    inci_uuid: str
    name: str
    cas_number: str
    einecs_number: str
    functions: list[str]
    description: str  # the stored description, else the plain-words one below, else ""
    plain_description: str | None = None  # what it does in plain words (authored for the 300 most used)
    function_descriptions: list[FunctionOut] = []  # each CosIng function with what it means in plain words
    product_count: int
    facts: IngredientFacts  # comedogenic / irritancy (CosDNA), EU annex status, allergen list, families, actives
    flags: list[FlagOut]  # what the analyser says about it, each with its source
    reaction: InciReactionState
    products: Page[ProductListItem]  # products containing it (page_no, page_num)


class TermReading(BaseModel):
    """How one typed name was read."""

    term: str
    role: Literal["include", "exclude"]
    recognised: bool
    inci: list[str]  # the INCI name(s) it stands for ("vitamin c" covers several)
    method: str | None  # exact, synonym, ci, fuzzy, ocr, common_name
    confidence: float
    correction: str | None  # "read X as Y" when typo-corrected
    in_catalog: bool  # at least one product ingredient carries it
    used: bool  # false: not recognised, so it did not filter anything
    suggestions: list[str] = []  # "did you mean" INCI names when not recognised


class MatchProductOut(BaseModel):
    items: list[ProductListItem]
    page_no: int
    page_num: int
    total_count: int
    hasMore: bool
    terms: list[TermReading]
    msg: str
