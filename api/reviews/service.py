"""Review rules: submit (new or edit), views and lists, the product's rating. Flushes, never commits.

The product's `rating_avg` and `review_count` are the average and count of its PUBLIC reviews' ratings
(members' and imported ones), and its members' rating (api/products/ratings.py) counts members' reviews:
both move on submit, edit, set_private and remove, and the product's search document follows through the flush
capture.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy.orm import Session

from api.catalog.cards import product_ref
from api.content import repository as content_repo
from api.content import service as content
from api.content.kinds import REVIEW
from api.envelope import Page
from api.errors import NotFound
from api.models import Review, User
from api.moderation import kinds as moderated
from api.moderation.check import check
from api.paging import PageParams, build_page
from api.products import ratings
from api.reviews import repository
from api.reviews.schemas import ReviewOrder, ReviewOut, ReviewSubmitIn, ReviewSubmitOut


def refresh_ratings(session: Session, product_ids: Iterable[int]) -> None:
    """`rating_avg` / `review_count` of these products and of every listing grouped with them: the public reviews
    written on any listing of the product (issue 23: a review belongs to the product, not to one retailer's
    listing)."""
    session.flush()
    stats = repository.ratings_by_group(session, list(product_ids))
    for product in repository.products_by_id(session, list(stats)):
        avg, count = stats[product.id]
        if product.rating_avg != avg or product.review_count != count:
            product.rating_avg, product.review_count = avg, count
    ratings.refresh_members(session, list(stats))


def refresh_product_rating(session: Session, product_id: int) -> None:
    refresh_ratings(session, [product_id])


def after_review_change(session: Session, review: Review) -> None:
    """After remove or set_private (wired to `REVIEW` by `api/session_events.py`): the product's ratings count
    public reviews only."""
    refresh_product_rating(session, review.product_id)


def refresh_group_ratings(session: Session, group_ids: Iterable[int]) -> None:
    """After a regrouping: every listing of the groups that gained or lost a listing."""
    ids = repository.group_member_ids(session, sorted(set(group_ids)))
    for i in range(0, len(ids), 1000):
        refresh_ratings(session, ids[i:i + 1000])


def submit(session: Session, user: User, body: ReviewSubmitIn) -> ReviewSubmitOut:
    content.check_author_can_write(user)
    if not repository.visible_product_exists(session, body.product_id, user.id):
        raise NotFound("That product")
    created = body.review_id is None
    if body.review_id is None:
        review = Review(user_id=user.id, product_id=body.product_id)
        session.add(review)
        moved_from = None
    else:
        review = content.owned(session, REVIEW, body.review_id, user)
        moved_from = review.product_id if review.product_id != body.product_id else None
        review.product_id = body.product_id
    review.title, review.content, review.rating = body.title, body.content, body.rating
    check(session, moderated.REVIEW, review)
    review.is_private = body.is_private
    # Skin type and concerns at the time of writing: taken from the profile now, kept when it changes later.
    author = session.get(User, user.id) or user
    review.skin_type, review.concerns = author.skin_type, list(author.concerns or [])
    content.attach_images(session, REVIEW, review, user, body.images)
    refresh_product_rating(session, review.product_id)
    if moved_from is not None:
        refresh_product_rating(session, moved_from)
    return ReviewSubmitOut(review_id=review.id, product_id=review.product_id, created=created)


# --- views ----------------------------------------------------------------------------------------

def cards(session: Session, rows: list[tuple[Any, User]], viewer: User | None) -> list[ReviewOut]:
    ids = [r.id for r, _ in rows]
    products = content_repo.products_of(session, [r.product_id for r, _ in rows])
    images = content.images(session, REVIEW, ids)
    states = content.states(session, REVIEW, [r for r, _ in rows], viewer)
    out = []
    for review, author in rows:
        product, brand = products[review.product_id]
        out.append(ReviewOut(
            **states[review.id],
            review_id=review.id,
            product=product_ref(product, brand, viewer.id if viewer else None),
            author=content.author_of(author), title=review.title, content=review.content, rating=review.rating,
            skin_type=review.skin_type, concerns=list(review.concerns or []), images=images.get(review.id, []),
            source=review.source, moderation_status=review.moderation_status,
            held_reason=review.held_reason if content.is_owner(viewer, review) else None,
            received_free=review.received_free, created_at=review.created_at, updated_at=review.updated_at,
        ))
    return out


def detail(session: Session, review_id: int, viewer: User | None) -> ReviewOut:
    return cards(session, [content.readable(session, REVIEW, review_id, viewer)], viewer)[0]


def by_user(session: Session, author_id: int, viewer: User | None, params: PageParams) -> Page[ReviewOut]:
    """A member's reviews: public ones for everyone, private ones too for the member."""
    stmt = content_repo.by_author(REVIEW, author_id, viewer.id if viewer else None)
    rows, total = content_repo.page(session, stmt, params)
    return build_page(cards(session, rows, viewer), params, total)


def of_product(session: Session, product_id: int, viewer: User | None, params: PageParams, *,
               order: ReviewOrder, skin_type: str | None, concerns: list[str],
               like_me: bool) -> Page[ReviewOut]:
    """A product's reviews, 5 a page; `like_me` narrows to reviewers who had the viewer's skin type and
    shared one of their concerns (explicit `skin_type` / `concerns` win)."""
    viewer_id = viewer.id if viewer else None
    if not repository.visible_product_exists(session, product_id, viewer_id):
        raise NotFound("That product")
    if like_me and viewer is not None:
        skin_type = skin_type or viewer.skin_type
        concerns = concerns or list(viewer.concerns or [])
    stmt = repository.of_product(product_id, viewer_id, order, skin_type, concerns)
    rows, total = content_repo.page(session, stmt, params)
    return build_page(cards(session, rows, viewer), params, total)
