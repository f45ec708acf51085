"""What features show of a product wherever they name it: its card in lists, its reference in a member's item,
its two ratings."""

from __future__ import annotations

from pydantic import BaseModel

# What everyone but its submitter sees of a product awaiting review (or refused), wherever it is named.
AWAITING_REVIEW = "A product awaiting review"


class RetailerRating(BaseModel):
    """The retailer's own rating of this listing, imported with it: its average on a 5-star scale, how many ratings
    that averages (null when the retailer's file does not say), and the retailer."""

    retailer: str
    average: float
    count: int | None


class MemberRating(BaseModel):
    """Glowdex members' rating: the average of one rating per member who rated the product here (their overall
    rating from the rating form, else their reviews' stars; imported reviews are the retailer's, not members')."""

    average: float
    count: int


class ProductListItem(BaseModel):
    """A product as lists show it. `retailer_rating` and `member_rating` are the two ratings shown, each saying
    whose it is; `rating_avg` and `review_count` average and count every public review here, imported ones too."""

    product_id: int
    name: str
    brand_id: int
    brand_name: str
    category_id: int | None
    category_name: str | None
    image_url: str
    size_text: str
    price: float | None
    currency: str | None
    price_usd: float | None
    price_per_unit_usd: float | None
    rating_avg: float | None
    review_count: int
    retailer_rating: RetailerRating | None
    member_rating: MemberRating | None
    like_count: int
    status: str
    # True: a member's submission awaiting review (or refused) that only its submitter may see: the card says "A
    # product awaiting review" and holds nothing else of it (no brand, picture, price or link).
    placeholder: bool = False


class ProductRef(BaseModel):
    """The product a review, feedback post or routine step is about (`placeholder` as on a product card)."""

    product_id: int
    name: str
    brand_name: str
    image_url: str
    placeholder: bool = False
