"""Like/star and comment likes under concurrent requests: counters always equal the rows.

Threads race real write transactions on a file SQLite database and (when DATABASE_URL points at it) on a
fresh PostgreSQL database: many members liking at once, the same member double-clicking (identical
requests at the same moment), and toggles on and off. Each thread runs what the route runs (the content
service in its own write session, committed like the session dependency does).
"""

from __future__ import annotations

import random

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.comments import service as comments
from api.content import service as content
from api.content.kinds import REVIEW
from api.models import Brand, Comment, CommentReaction, Product, Review, ReviewReaction, SearchOutbox, User
from api.session_events import register_content_hooks
from tests.api.race import RaceDb, at_once

MEMBERS = 8
ROUNDS = 6


def test_concurrent_likes_stars_and_double_clicks_keep_counters_equal_to_rows(race_db: RaceDb) -> None:
    register_content_hooks()  # assembled as every process is: a counter move touches its search document
    with race_db.write() as s:
        users = [User(email=f"race{i}@example.com", nickname=f"r{i}", is_active=True) for i in range(MEMBERS)]
        brand = Brand(name="Race", key="race")
        s.add_all([*users, brand])
        s.flush()
        product = Product(name="P", brand_id=brand.id, source="test", source_id="race")
        s.add(product)
        s.flush()
        review = Review(user_id=users[0].id, product_id=product.id, content="x", rating=5)
        s.add(review)
        s.flush()
        comment = Comment(user_id=users[0].id, review_id=review.id, comment="c")
        s.add(comment)
        s.commit()
        uids, rid, cid = [u.id for u in users], review.id, comment.id

    def act(s: Session, i: int, r: int) -> None:
        # Callers 2k and 2k+1 are one member sending the same request twice at the same moment.
        uid = uids[i // 2]
        rng = random.Random(uid * 100 + r)
        which = rng.choice(["like", "star", "comment"])
        action = 1 if r % 3 != 2 else rng.choice([0, 1])
        user = s.get(User, uid)
        assert user is not None
        if which == "comment":
            comments.like(s, user, cid, action)
        else:
            content.react(s, REVIEW, user, rid, which, action)

    for r in range(ROUNDS):
        answers = at_once(race_db, MEMBERS * 2, lambda s, i, r=r: act(s, i, r))  # type: ignore[misc]
        assert [a for a in answers if isinstance(a, Exception)] == []

    with Session(race_db.engine) as s:
        review = s.get(Review, rid)
        assert review is not None
        for kind, counter in (("like", review.like_count), ("star", review.star_count)):
            rows = s.scalar(select(func.count()).select_from(ReviewReaction)
                            .where(ReviewReaction.target_id == rid, ReviewReaction.kind == kind))
            assert counter == rows, kind
        comment_likes = s.scalar(select(func.count()).select_from(CommentReaction)
                                 .where(CommentReaction.target_id == cid))
        assert s.get(Comment, cid).like_count == comment_likes  # type: ignore[union-attr]
        assert review.like_count + review.star_count + comment_likes > 0
        # every counter move of the review reached the search outbox
        touched = s.scalar(select(func.count()).select_from(SearchOutbox)
                           .where(SearchOutbox.kind == "review", SearchOutbox.doc_id == rid))
        assert touched and touched > 0
