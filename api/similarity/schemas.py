"""What the similar-products list answers."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from api.catalog.schemas import ProductListItem

Metric = Literal["jaccard", "weighted_jaccard"]


class SimilarProduct(BaseModel):
    product: ProductListItem
    score: float
    shared_count: int  # distinct ingredients both lists hold
    shared_key_ingredients: list[str]
    missing_key_ingredients: list[str]  # key actives of the viewed product this one lacks
    extra_key_ingredients: list[str]  # key actives this one adds
    explanation: str
    # The retailer of this listing when it is the same product as the viewed one (one of its group's listings:
    # another retailer or another size); such listings come first whatever their score (SimilarityOut.method).
    same_product_at: str | None = None


class SimilarityOut(BaseModel):
    product_id: int
    metric: str
    k: int
    same_category: bool
    items: list[SimilarProduct]
    catalog_version: str
    method: str  # how the list is ordered, in words
