"""Cards that browse lists show."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel


class ContentCard(BaseModel):
    type: str  # review | routine | dupe | feedback
    id: int
    title: str
    excerpt: str
    author_id: int
    author_nickname: str
    like_count: int
    created_at: datetime


class ProductCard(BaseModel):
    product_id: int
    name: str
    brand: str
    category: str | None
    price_usd: float | None
    image_url: str
    rating: float | None


class BrandLabel(BaseModel):
    brand_id: int
    name: str
    product_count: int
