"""Ratings and product feedback: criteria, submit (one rating and one feedback post per member and product),
views, lists and the product page's averages. Flushes, never commits.

- A product's criteria are those of its category's set (`criteria.py`); a rating names only those.
- 0 or null is "unrated" and stored as null; otherwise 1 to 5 in half steps (`schemas._rating`).
- ratings/submit upserts the rating and finds or makes the member's feedback post on the product (empty
  text, so it is accepted); feedback/submit does the same and sets its title, text, images and privacy. A new
  or changed title or text runs the moderation check (api/moderation): accepted, or pending with a reason.
- The product's averages count only ratings whose feedback post everyone can see: accepted, not private,
  author not deleted (`repository._public_ratings`, through api/content's one visibility rule).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from sqlalchemy import inspect
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.catalog.cards import product_ref
from api.content import repository as content_repo
from api.content import service as content
from api.content.kinds import FEEDBACK
from api.envelope import Page
from api.errors import FieldError, NotFound, ValidationFailed
from api.feedback import criteria, repository
from api.feedback.criteria import CriteriaSet
from api.feedback.schemas import (
    AverageOut,
    CriteriasIn,
    CriteriasOut,
    CriterionAverageOut,
    CriterionOut,
    CriterionRatingOut,
    FeedbackOut,
    FeedbackSubmitIn,
    FeedbackSubmitOut,
    MyRatingOut,
    MyRatingValue,
    RatingSubmitIn,
    RatingSubmitOut,
    RatingSummaryOut,
)
from api.models import Category, ProductFeedback, ProductRating, User
from api.moderation import kinds as moderated
from api.moderation.check import check
from api.paging import PageParams, build_page
from api.products import ratings
from api.products.category_chains import CategoryChains

# --- criteria ---------------------------------------------------------------------------------------

def set_of_category(session: Session, chains: CategoryChains, category: Category | None) -> CriteriaSet:
    if category is None:
        return criteria.load_sets()[criteria.FALLBACK]
    return criteria.set_for_chain([c.name for c in chains.ancestors(session, category)])


def _set_of_name(session: Session, chains: CategoryChains, name: str) -> CriteriaSet:
    """A set key or label, a category path, or a category name; a name several categories share resolves to the
    set most of them have (ties: the file's order). Unknown or empty: the general set."""
    named = criteria.set_named(name) if name.strip() else None
    if named is not None:
        return named
    cats = repository.categories_named(session, name) if name.strip() else []
    if not cats:
        return criteria.load_sets()[criteria.FALLBACK]
    votes = Counter(set_of_category(session, chains, c).key for c in cats)
    order = list(criteria.load_sets())
    best = max(votes, key=lambda key: (votes[key], -order.index(key)))
    return criteria.load_sets()[best]


def _visible_product(session: Session, product_id: int, viewer: User | None) -> tuple[Any, Any, Category | None]:
    found = repository.product(session, product_id, viewer.id if viewer else None)
    if found is None:
        raise NotFound("That product")
    return found


def criteria_for(session: Session, chains: CategoryChains, body: CriteriasIn, viewer: User | None) -> CriteriasOut:
    if body.product_id is not None:
        _product, _brand, category = _visible_product(session, body.product_id, viewer)
        cset = set_of_category(session, chains, category)
        name = body.category_name or (category.name if category else "")
    else:
        cset, name = _set_of_name(session, chains, body.category_name), body.category_name
    return CriteriasOut(category_name=name, criteria_set=cset.key,
                        criteria_list=[CriterionOut(criteria_name=c.criteria_name, label=c.label,
                                                    description=c.description) for c in cset.criteria])


def _criterion_ids(session: Session, cset: CriteriaSet) -> dict[str, int]:
    """The set's `rating_criteria` rows, seeded on first use (idempotent)."""
    ids = repository.criterion_ids(session, cset.key)
    missing = [c.criteria_name for c in cset.criteria if c.criteria_name not in ids]
    if missing:
        repository.insert_criteria(session, cset.key, [c.criteria_name for c in cset.criteria])
        ids = repository.criterion_ids(session, cset.key)
    return ids


def _checked_values(body: RatingSubmitIn, cset: CriteriaSet) -> None:
    errors, seen = [], set()
    for i, r in enumerate(body.ratings):
        if cset.get(r.criteria_name) is None:
            known = ", ".join(c.criteria_name for c in cset.criteria)
            errors.append(FieldError(f"ratings.{i}.criteria_name",
                                     f"'{r.criteria_name}' is not a criterion of {cset.label} ({known})."))
        elif r.criteria_name in seen:
            errors.append(FieldError(f"ratings.{i}.criteria_name", f"'{r.criteria_name}' is rated twice."))
        seen.add(r.criteria_name)
    if errors:
        raise ValidationFailed("Please check the highlighted fields.", errors=errors)


# --- submit -----------------------------------------------------------------------------------------

def _upsert_rating(session: Session, chains: CategoryChains, user: User, body: RatingSubmitIn,
                   category: Category | None) -> ProductRating:
    cset = set_of_category(session, chains, category)
    _checked_values(body, cset)
    ids = _criterion_ids(session, cset)
    rating = repository.rating_of(session, user.id, body.product_id, lock=True)
    if rating is None:
        try:
            with session.begin_nested():  # one per member and product: a concurrent first submit wins the race
                rating = ProductRating(user_id=user.id, product_id=body.product_id, category_name=cset.key)
                session.add(rating)
        except IntegrityError:
            rating = repository.rating_of(session, user.id, body.product_id, lock=True)
            if rating is None and not repository.product_exists(session, body.product_id):
                raise NotFound("That product") from None  # removed since it was found visible (issue 20 §6)
            if rating is None:
                raise
    rating.category_name, rating.general_rating = cset.key, body.general_rating
    rating.feedback_status = body.feedback_status  # what the client submitted (spec §4); the post holds moderation
    session.flush()
    repository.replace_values(session, rating.id, [(ids[r.criteria_name], r.rating_value) for r in body.ratings])
    return rating


def _named_post(session: Session, user: User, product_id: int, feedback_id: int | None) -> ProductFeedback | None:
    """The post a submission names: the member's own (404 when they cannot see it, 403 when not theirs), and about
    the same product."""
    if feedback_id is None:
        return None
    post: ProductFeedback = content.owned(session, FEEDBACK, feedback_id, user)
    if post.product_id != product_id:
        raise ValidationFailed("Please check the highlighted fields.", errors=[
            FieldError("feedback_id", "That feedback is about another product.")])
    return post


def _post_for(session: Session, user: User, product_id: int) -> ProductFeedback:
    """The member's one feedback post on the product, found or new (empty, so accepted). Called after the rating's
    upsert: a concurrent first submission has committed its post by the time the unique rating lets us on."""
    found = repository.feedback_of(session, user.id, product_id)
    if found is not None:
        return found
    post = ProductFeedback(user_id=user.id, product_id=product_id, feedback_title="", feedback_text="",
                           is_private=False)
    check(session, moderated.FEEDBACK, post)
    session.add(post)
    return post


def submit_rating(session: Session, chains: CategoryChains, user: User, body: RatingSubmitIn) -> RatingSubmitOut:
    content.check_author_can_write(user)
    _product, _brand, category = _visible_product(session, body.product_id, user)
    rating = _upsert_rating(session, chains, user, body, category)
    post = _post_for(session, user, body.product_id)
    post.rating_id = rating.id
    ratings.refresh_members(session, [body.product_id])
    return RatingSubmitOut(rating_id=rating.id, feedback_id=post.id, feedback_status=post.feedback_status)


def submit_feedback(session: Session, chains: CategoryChains, user: User, body: FeedbackSubmitIn) -> FeedbackSubmitOut:
    content.check_author_can_write(user)
    _product, _brand, category = _visible_product(session, body.product_id, user)
    named = _named_post(session, user, body.product_id, body.feedback_id)
    rating = _upsert_rating(session, chains, user, body, category)
    post = named or _post_for(session, user, body.product_id)
    post.feedback_title, post.feedback_text, post.rating_id = body.feedback_title, body.feedback_text, rating.id
    if body.is_private is not None:
        post.is_private = body.is_private
    check(session, moderated.FEEDBACK, post)
    content.attach_images(session, FEEDBACK, post, user, body.file_ids)
    ratings.refresh_members(session, [body.product_id])
    return FeedbackSubmitOut(feedback_id=post.id, rating_id=rating.id, feedback_status=post.feedback_status,
                             held_reason=post.held_reason)


def after_feedback_change(session: Session, post: ProductFeedback) -> None:
    """After remove or set_private: a removed post takes the member's rating of the product with it (the rating
    form saves both as one); the averages read the post's visibility, the product's members' rating is refreshed."""
    if inspect(post).deleted and post.rating_id is not None:
        repository.delete_rating(session, post.rating_id)
    ratings.refresh_members(session, [post.product_id])


# --- views ------------------------------------------------------------------------------------------

def _label(set_key: str, name: str) -> str:
    cset = criteria.load_sets().get(set_key)
    found = cset.get(name) if cset else None
    return found.label if found else name.replace("_", " ").capitalize()


def cards(session: Session, rows: list[tuple[Any, User]], viewer: User | None) -> list[FeedbackOut]:
    ids = [f.id for f, _ in rows]
    products = content_repo.products_of(session, [f.product_id for f, _ in rows])
    ratings = repository.ratings(session, [f.rating_id for f, _ in rows if f.rating_id])
    values = repository.values_of(session, list(ratings))
    images = content.images(session, FEEDBACK, ids)
    states = content.states(session, FEEDBACK, [f for f, _ in rows], viewer)
    out = []
    for post, author in rows:
        product, brand = products[post.product_id]
        rating = ratings.get(post.rating_id) if post.rating_id else None
        out.append(FeedbackOut(
            **states[post.id],
            feedback_id=post.id,
            product=product_ref(product, brand, viewer.id if viewer else None),
            author=content.author_of(author), feedback_title=post.feedback_title, feedback_text=post.feedback_text,
            general_rating=rating.general_rating if rating else None,
            ratings=[CriterionRatingOut(criteria_name=n, label=_label(k, n), rating_value=v)
                     for k, n, v in values.get(rating.id, [])] if rating else [],
            feedback_status=post.feedback_status,
            held_reason=post.held_reason if content.is_owner(viewer, post) else None,
            images=images.get(post.id, []), created_at=post.created_at, updated_at=post.updated_at,
        ))
    return out


def detail(session: Session, feedback_id: int, viewer: User | None) -> FeedbackOut:
    return cards(session, [content.readable(session, FEEDBACK, feedback_id, viewer)], viewer)[0]


def by_user(session: Session, author_id: int, viewer: User | None, params: PageParams) -> Page[FeedbackOut]:
    """A member's feedback: what everyone may see, plus their private, pending and rejected ones for themselves."""
    rows, total = content_repo.page(session, content_repo.by_author(FEEDBACK, author_id, viewer.id if viewer else None),
                                    params)
    return build_page(cards(session, rows, viewer), params, total)


def of_product(session: Session, product_id: int, viewer: User | None, params: PageParams) -> Page[FeedbackOut]:
    _visible_product(session, product_id, viewer)
    rows, total = content_repo.page(session, repository.of_product(product_id, viewer.id if viewer else None), params)
    return build_page(cards(session, rows, viewer), params, total)


def summary(session: Session, chains: CategoryChains, product_id: int, viewer: User | None) -> RatingSummaryOut:
    _product, _brand, category = _visible_product(session, product_id, viewer)
    cset = set_of_category(session, chains, category)
    avg, count = repository.general_average(session, product_id)
    per = repository.criteria_averages(session, product_id, cset.key)
    rows = []
    for c in cset.criteria:
        c_avg, c_count = per.get(c.criteria_name, (None, 0))
        rows.append(CriterionAverageOut(criteria_name=c.criteria_name, label=c.label, count=c_count,
                                        average=round(c_avg, 2) if c_avg is not None else None))
    return RatingSummaryOut(product_id=product_id, category_name=category.name if category else None,
                            criteria_set=cset.key,
                            general=AverageOut(average=round(avg, 2) if avg is not None else None, count=count),
                            criteria=rows, mine=own_rating(session, product_id, viewer))


def own_rating(session: Session, product_id: int, viewer: User | None) -> MyRatingOut | None:
    """The member's own rating of the product and their post about it, whatever its state (the summary's `mine`, and
    the state call's with own=true: api/viewer_state)."""
    if viewer is None:
        return None
    rating = repository.rating_of(session, viewer.id, product_id)
    post = repository.feedback_of(session, viewer.id, product_id)
    if rating is None and post is None:
        return None
    values = repository.values_of(session, [rating.id]).get(rating.id, []) if rating else []
    return MyRatingOut(general_rating=rating.general_rating if rating else None,
                       ratings=[MyRatingValue(criteria_name=n, rating_value=v) for _k, n, v in values],
                       feedback_id=post.id if post else None, feedback_status=post.feedback_status if post else None)
