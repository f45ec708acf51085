"""Request and response models of label photos, list identification, list dupes and saved analyses (issue 24)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from api.analysis.schemas import MAX_INGREDIENT_LIST_CHARS, AnalysisOut
from api.catalog.schemas import ProductListItem
from api.dupes.schemas import DupeOut
from api.envelope import RequestBody, UtcDatetime


class ListMatchOut(BaseModel):
    product: ProductListItem
    similarity: float  # Jaccard of the two ingredient sets, 0..1
    shared_count: int
    identical: bool  # exactly the same ingredients
    same_order: bool | None = None  # for an identical match: also printed in the same order


class ListIdentityOut(BaseModel):
    """Which catalogue product a list is: `identical` (one or more products have exactly its ingredients), `near`
    (the three closest, with their similarity) or `none` (nothing shares an ingredient)."""

    verdict: Literal["identical", "near", "none"]
    sentence: str  # "This list is The Ordinary Niacinamide 10% + Zinc 1% — identical ingredients."
    matches: list[ListMatchOut]


class ListAnalysisOut(AnalysisOut):
    """`/product/analyze`'s body: the analysis of the list and which catalogue products it is."""

    identity: ListIdentityOut


class ReadNameOut(BaseModel):
    """One name read from the photo."""

    printed: str  # as the OCR read it (after lines were joined)
    inci: str | None  # what it was read as; null when not recognised
    confidence: float  # resolution confidence × OCR confidence in its words, 0..1
    ocr_confidence: float  # Tesseract's mean confidence in the words it came from
    correction: str | None  # "read 'Glycerln' as 'GLYCERIN'" when the text was changed to match


class ImageAnalysisOut(BaseModel):
    text: str  # the recognised text, line by line
    ingredient_list: str  # the list read from it, one name after another: what the paste box gets
    names: list[ReadNameOut]
    corrections: list[str]  # every change made to what the OCR read, declared: corrections and rejoined words
    steps: list[str]  # what was done to the photo before reading it
    ocr_confidence: float
    analysis: ListAnalysisOut


class ListDupesOut(BaseModel):
    """Cheaper products that keep the list's key actives: the dupe finder's dupes of the product the list is (or of
    the closest one), keeping only those with at least one of the list's key actives."""

    reference: ProductListItem | None  # whose prices and category the dupes are compared with
    reference_similarity: float | None
    note: str  # which product the dupes are of, and why, in a sentence
    key_actives: list[str]  # the list's own
    items: list[DupeOut]
    method: str


class SaveAnalysisIn(RequestBody):
    name: str = Field(min_length=1, max_length=120)
    ingredient_list: str = Field(min_length=1, max_length=MAX_INGREDIENT_LIST_CHARS)
    source: Literal["paste", "photo"] = "paste"


class AnalysisIdIn(RequestBody):
    analysis_id: int = Field(ge=1, le=2**53)


class ShareAnalysisIn(AnalysisIdIn):
    shared: bool  # true: make a link anyone can open; false: take the link back (a new share makes a new link)


class SavedAnalysisItem(BaseModel):
    analysis_id: int
    name: str
    source: str
    ingredient_count: int
    shared: bool
    share_token: str | None  # only ever shown to the owner
    created_at: UtcDatetime


class SavedAnalysisOut(SavedAnalysisItem):
    ingredient_list: str
    is_owner: bool
    owner_nickname: str | None
    analysis: ListAnalysisOut


class ShareOut(BaseModel):
    analysis_id: int
    shared: bool
    share_token: str | None
    share_path: str | None  # "/analysis/shared/<token>": the web page anyone with the link can open
