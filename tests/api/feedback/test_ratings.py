"""POST /product/ratings/submit: one rating per member and product, 0/null stored as null, 1..5 in half steps,
criteria of the product's own category only, criteria rows seeded once."""

from __future__ import annotations

from sqlalchemy import func, select

from api.feedback.criteria import load_sets
from api.models import ProductFeedback, ProductRating, ProductRatingValue, RatingCriterion
from tests.api.content.helpers import get, member, post


def _rate(client, headers, product_id, **fields):  # type: ignore[no-untyped-def]
    body = {"product_id": product_id, "category_name": "Serums", "general_rating": 4,
            "ratings": [{"criteria_name": "hydration", "rating_value": 5}, {"criteria_name": "scent", "rating_value": 0},
                        {"criteria_name": "texture", "rating_value": None}, {"criteria_name": "value", "rating_value": 3.5}],
            "feedback_status": "pending"} | fields
    return client.post("/api/product/ratings/submit", json=body, headers=headers)


def _stored(session, rating_id: int) -> dict[str, float | None]:  # type: ignore[no-untyped-def]
    session.expire_all()
    rows = session.execute(select(RatingCriterion.criteria_name, ProductRatingValue.rating_value)
                           .join(RatingCriterion, RatingCriterion.id == ProductRatingValue.criterion_id)
                           .where(ProductRatingValue.rating_id == rating_id))
    return dict(rows.all())


def test_submit_stores_zero_and_null_as_null_and_answers_the_feedback_post(client, session, catalog):
    me = member(session)
    pid = catalog.pid("BHA Toner")
    r = _rate(client, me, pid)
    assert r.status_code == 200 and r.json()["status"] is True, r.text
    data = r.json()["data"]
    assert data["feedback_status"] == "accepted"  # an empty text with ratings only passes the check
    assert _stored(session, data["rating_id"]) == {"hydration": 5.0, "scent": None, "texture": None, "value": 3.5}
    rating = session.get(ProductRating, data["rating_id"])
    assert (rating.general_rating, rating.feedback_status, rating.category_name) == (4.0, "pending", "skincare")
    post_row = session.get(ProductFeedback, data["feedback_id"])
    assert post_row.rating_id == data["rating_id"] and post_row.feedback_text == "" and not post_row.is_private
    # general 0 is unrated too
    again = _rate(client, me, pid, general_rating=0).json()["data"]
    session.expire_all()
    assert session.get(ProductRating, again["rating_id"]).general_rating is None


def test_resubmitting_replaces_the_one_rating_and_reuses_the_feedback_post(client, session, catalog):
    me = member(session)
    pid = catalog.pid("BHA Toner")
    first = _rate(client, me, pid).json()["data"]
    second = _rate(client, me, pid, general_rating=2,
                   ratings=[{"criteria_name": "gentleness", "rating_value": 1}]).json()["data"]
    assert second["rating_id"] == first["rating_id"] and second["feedback_id"] == first["feedback_id"]
    assert _stored(session, first["rating_id"]) == {"gentleness": 1.0}  # the submission is the whole rating
    n_ratings = session.scalar(select(func.count()).select_from(ProductRating).where(ProductRating.product_id == pid))
    n_posts = session.scalar(select(func.count()).select_from(ProductFeedback).where(ProductFeedback.product_id == pid))
    assert (n_ratings, n_posts) == (1, 1)
    # the criteria rows of the set were seeded once, however many ratings
    seeded = session.scalar(select(func.count()).select_from(RatingCriterion)
                            .where(RatingCriterion.category_name == "skincare"))
    assert seeded == len(load_sets()["skincare"].criteria)
    # another member's rating of the same product is their own
    other = _rate(client, member(session), pid).json()["data"]
    assert other["rating_id"] != first["rating_id"] and other["feedback_id"] != first["feedback_id"]


def test_out_of_range_or_odd_values_are_422_field_errors(client, session, catalog):
    me = member(session)
    pid = catalog.pid("BHA Toner")
    for value in (6, 5.5, 0.5, 0.3, -1, 4.25, "high", True):
        r = _rate(client, me, pid, ratings=[{"criteria_name": "hydration", "rating_value": value}])
        assert r.status_code == 422, (value, r.text)
        assert r.json()["errors"][0]["field"].startswith("ratings.0.rating_value"), value
        assert _rate(client, me, pid, general_rating=value).status_code == 422, value


def test_half_steps_and_whole_numbers_are_accepted(client, session, catalog):
    me = member(session)
    data = _rate(client, me, catalog.pid("BHA Toner"), general_rating=4.5,
                 ratings=[{"criteria_name": "hydration", "rating_value": 1}, {"criteria_name": "value", "rating_value": 4.5}]
                 ).json()["data"]
    assert _stored(session, data["rating_id"]) == {"hydration": 1.0, "value": 4.5}


def test_unknown_twice_rated_or_other_family_criteria_are_field_errors(client, session, catalog):
    me = member(session)
    pid = catalog.pid("BHA Toner")
    for ratings, field in (([{"criteria_name": "sparkle", "rating_value": 4}], "ratings.0.criteria_name"),
                           ([{"criteria_name": "hydration", "rating_value": 4},
                             {"criteria_name": "hydration", "rating_value": 2}], "ratings.1.criteria_name"),
                           ([{"criteria_name": "pigment", "rating_value": 4}], "ratings.0.criteria_name")):  # makeup's
        r = _rate(client, me, pid, ratings=ratings)
        assert r.status_code == 422 and r.json()["errors"][0]["field"] == field, r.text
    assert session.scalar(select(func.count()).select_from(ProductRating)
                          .where(ProductRating.product_id == pid)) == 0  # nothing half-written


def test_status_other_than_pending_unknown_product_and_anonymous_are_refused(client, session, catalog):
    me = member(session)
    pid = catalog.pid("BHA Toner")
    assert _rate(client, me, pid, feedback_status="accepted").status_code == 422  # the server decides that
    assert _rate(client, me, 10**9).status_code == 404
    assert _rate(client, {}, pid).status_code == 401


def test_a_product_without_category_rates_on_general_criteria(client, session, catalog):
    from tests.api.ingredient_catalog import add_product

    plain = add_product(session, catalog, "Plain Thing", "Acme", None, 5.0, None, ("AQUA",))
    session.commit()
    me = member(session)
    assert _rate(client, me, plain.id).status_code == 422  # hydration is not a general criterion
    data = post(client, "/product/ratings/submit", me, product_id=plain.id, general_rating=3,
                ratings=[{"criteria_name": "effectiveness", "rating_value": 4}])
    summary = get(client, "/product/ratings/summary", me, product_id=plain.id)
    assert summary["criteria_set"] == "general" and summary["category_name"] is None
    assert summary["mine"]["feedback_id"] == data["feedback_id"]
