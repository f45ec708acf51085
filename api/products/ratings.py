"""A product's two ratings, the one rating story of cards, search and the product page.

A product shows two ratings, each saying what it is (issue 21 §6):
- the retailer's: `source_rating` over `source_review_count` ratings, as imported with the listing ("★4.4 at
  Sephora, 1,321 ratings"); Olive Young's and the 2018 Sephora file give no count;
- Glowdex members': ONE rating per member who rated it here, the overall rating of the rating form (its feedback
  post visible to everyone) or else the average stars of the member's public reviews of it.

Imported Sephora reviews are shown as reviews (labelled as Sephora's) but are not members' ratings: their authors
are Sephora's reviewers and their stars are already inside Sephora's own average and count. Members who left, private
and held posts never count. Kept on the product row (`member_rating`, `member_rating_count`) so that cards, search
documents and the page read it without a query; refreshed by every write that can move it (a review's or a rating's
submit, edit, privacy, removal, moderation). Shown by `api.catalog.cards.retailer_rating` / `members_rating`; refreshed
here.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.feedback import repository as feedback_repository
from api.models import Product
from api.reviews import repository as review_repository
from api.reviews.repository import ProductKey


def refresh_members(session: Session, product_ids: Iterable[int]) -> None:
    """Recompute the members' rating of these products and of every listing grouped with them (issue 23: a member
    rates the product, whichever listing they wrote on); flushes, and the search documents follow the rows."""
    session.flush()
    key_of = review_repository.product_keys(session, product_ids)
    if not key_of:
        return
    ids = sorted(key_of)
    reviewed: dict[tuple[ProductKey, int], list[float]] = defaultdict(list)
    for product_id, user_id, stars in review_repository.members_review_stars(session, ids):
        reviewed[(key_of[product_id], user_id)].append(stars)
    per_member = {key: sum(stars) / len(stars) for key, stars in reviewed.items()}
    for product_id, user_id, stars in feedback_repository.public_overall_ratings(session, ids):
        per_member[(key_of[product_id], user_id)] = stars  # the rating form's overall rating is the member's own word
    ratings: dict[ProductKey, list[float]] = defaultdict(list)
    for (key, _member), stars in per_member.items():
        ratings[key].append(stars)
    for product in session.scalars(select(Product).where(Product.id.in_(ids))):
        got = ratings.get(key_of[product.id], [])
        average = round(sum(got) / len(got), 2) if got else None
        if (product.member_rating, product.member_rating_count) != (average, len(got)):
            product.member_rating, product.member_rating_count = average, len(got)
    session.flush()
