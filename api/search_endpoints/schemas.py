"""HTTP models of the search calls (spec §7 "Browse and search") and the Search UI connector."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from api.envelope import Page, RequestBody
from api.inci.schemas import TermReading

Keyword = str


class KeywordSearchIn(RequestBody):
    """`POST /{kind}/search` with {keyword, page_no, page_num}."""

    keyword: str = Field(default="", max_length=200)
    page_no: int = Field(default=1, ge=1, le=1000)
    page_num: int = Field(default=10, ge=1, le=50)


class SearchItem(BaseModel):
    """One result: its type, id, the stored fields search keeps, and highlighted snippets.

    The spec's id name of its type carries the id as a number (`product_id`, `brand_id`, `category_id`,
    `inci_id` with `inci_uuid`, `city_id`, `user_id` (a member), `review_id`, `routine_id`, `dupe_id`, `feedback_id`); the id
    names of other types are null. `id` is the same id as text, whatever the type."""

    type: str
    id: str
    product_id: int | None = None
    brand_id: int | None = None
    category_id: int | None = None
    inci_id: int | None = None
    inci_uuid: str | None = None
    city_id: int | None = None
    user_id: int | None = None
    review_id: int | None = None
    routine_id: int | None = None
    dupe_id: int | None = None
    feedback_id: int | None = None
    score: float | None = None
    fields: dict[str, Any]
    highlights: dict[str, list[str]] = Field(default_factory=dict)
    # `GET /search` only: the best match of its kind (the ingredient, brand or member the query names), shown
    # above the products.
    best_match: bool = False
    # `GET /search` only: a product matching all but one of the words, listed after those matching every word.
    partial_match: bool = False


class SearchPage(Page[SearchItem]):
    """`GET /search`: a page of the mixed list, and how many results of each type matched in all (`total_count`
    is their sum; the typed searches answer the same per-type totals). `product_partial` counts the products
    that match all but one of the words (`partial_match`); `product` those that match every word."""

    counts: dict[str, int] = Field(default_factory=dict)


class CityInfoIn(RequestBody):
    lat: float = Field(ge=-90, le=90)
    lng: float = Field(ge=-180, le=180)


class CityOut(BaseModel):
    city_id: int
    name: str
    country_code: str
    admin1_code: str
    lat: float
    lng: float
    population: int
    distance_km: float | None = None


class Suggestion(BaseModel):
    type: str
    id: str
    text: str
    context: str | None = None  # shown beside the text: a product's brand
    inci_uuid: str | None = None  # an ingredient's page address (api-contract: the spec's id names)


# --- Search UI (@elastic/react-search-ui) request and response state ---------------------------

class UiRange(RequestBody):
    from_: float | None = Field(default=None, alias="from")
    to: float | None = None
    name: str | None = Field(default=None, max_length=60)


class UiFilter(RequestBody):
    field: str = Field(max_length=40)
    values: list[str | UiRange] = Field(max_length=50)
    type: Literal["all", "any", "none"] = "all"


class UiSort(RequestBody):
    field: str = Field(max_length=40)
    direction: Literal["asc", "desc", ""] = ""


class UiRequest(RequestBody):
    searchTerm: str = Field(default="", max_length=200)
    filters: list[UiFilter] = Field(default_factory=list, max_length=20)
    sortList: list[UiSort] = Field(default_factory=list, max_length=1)
    current: int = Field(default=1, ge=1, le=1000)
    resultsPerPage: int = Field(default=20, ge=1, le=50)


class UiFacetValue(BaseModel):
    value: Any
    count: int


class UiFacet(BaseModel):
    type: Literal["value", "range"]
    data: list[UiFacetValue]


class UiResponse(BaseModel):
    results: list[dict[str, Any]]
    totalResults: int
    totalPages: int
    facets: dict[str, list[UiFacet]]
    requestId: str
    # How the engine read each "must contain" / "exclude" name (as /searchByIngredients does): unrecognised
    # names filter nothing and carry suggestions.
    ingredient_terms: list[TermReading] = []
