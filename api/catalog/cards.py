"""A product as a viewer may see it: its card, its reference in a member's item, its two ratings (issue 21 §6:
each says whose it is); a placeholder for someone else's submission awaiting review."""

from __future__ import annotations

from api.catalog.facts import CardBrand, CardCategory, CardProduct, ProductFacts
from api.catalog.schemas import AWAITING_REVIEW, MemberRating, ProductListItem, ProductRef, RetailerRating
from api.catalog.values import retailer


def retailer_rating(product: CardProduct) -> RetailerRating | None:
    """The listing's own retailer's rating, when its file gave one (a 0 is "not rated yet" in every file)."""
    if not product.source_rating:
        return None
    return RetailerRating(retailer=retailer(product.source), average=round(product.source_rating, 2),
                          count=product.source_review_count)


def members_rating(product: CardProduct) -> MemberRating | None:
    """Glowdex members' rating, when at least one member rated the product."""
    if product.member_rating is None or not product.member_rating_count:
        return None
    return MemberRating(average=product.member_rating, count=product.member_rating_count)


def shown(product: CardProduct, brand: CardBrand, viewer_id: int | None) -> bool:
    """Whether the viewer may see what the product is: public (active, of an active brand), or their own submission
    (a submitter sees their pending or refused product, and their own pending brand)."""
    def mine(submitted_by: int | None) -> bool:
        return viewer_id is not None and submitted_by == viewer_id

    return ((product.status == "active" or mine(product.submitted_by))
            and (brand.status == "active" or mine(brand.submitted_by)))


def placeholder_card(product_id: int, status: str) -> ProductListItem:
    return ProductListItem(product_id=product_id, name=AWAITING_REVIEW, brand_id=0, brand_name="", category_id=None,
                           category_name=None, image_url="", size_text="", price=None, currency=None, price_usd=None,
                           price_per_unit_usd=None, rating_avg=None, review_count=0, retailer_rating=None,
                           member_rating=None, like_count=0, status=status, placeholder=True)


def product_ref(product: CardProduct, brand: CardBrand, viewer_id: int | None) -> ProductRef:
    """The product a member's item is about, as this viewer may see it (a placeholder for someone else's
    submission): the one place embedded products are made."""
    if not shown(product, brand, viewer_id):
        return ProductRef(product_id=product.id, name=AWAITING_REVIEW, brand_name="", image_url="", placeholder=True)
    return ProductRef(product_id=product.id, name=product.name, brand_name=brand.name, image_url=product.image_url)


def card(product: CardProduct, brand: CardBrand, category: CardCategory | None, viewer_id: int | None
         ) -> ProductListItem:
    """A product card as this viewer may see it: a placeholder for someone else's submission (lists built from a
    visibility-filtered query never hold one; cards of products other members' items name may). A public product's
    snapshot (`queries.card_rows`) carries its card, the same for every viewer, built once."""
    if isinstance(product, ProductFacts) and product.public_card is not None:
        return product.public_card
    if not shown(product, brand, viewer_id):
        return placeholder_card(product.id, "pending" if product.status == "active" else product.status)
    return ProductListItem(
        product_id=product.id, name=product.name, brand_id=brand.id, brand_name=brand.name,
        category_id=category.id if category else None, category_name=category.name if category else None,
        image_url=product.image_url, size_text=product.size_text, price=product.price, currency=product.currency,
        price_usd=product.price_usd, price_per_unit_usd=product.price_per_unit_usd, rating_avg=product.rating_avg,
        review_count=product.review_count, retailer_rating=retailer_rating(product),
        member_rating=members_rating(product), like_count=product.like_count, status=product.status,
    )
