"""Like/star and comment likes under concurrent requests: counters always equal the rows.

Threads race real write transactions on a file SQLite database and (when DATABASE_URL points at it) on a
fresh PostgreSQL database: many members liking at once, the same member double-clicking (identical
requests at the same moment), and toggles on and off. Each thread runs what the route runs (the content
service in its own write session, committed like the session dependency does).
"""

from __future__ import annotations

import random
import threading
import uuid
from collections.abc import Iterator

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from api.comments import service as comments
from api.content import service as content
from api.content.kinds import REVIEW
from api.db.engine import make_engine, session_factory
from api.db.migrate import upgrade
from api.models import Brand, Comment, CommentReaction, Product, Review, ReviewReaction, SearchOutbox, User
from tests.conftest import DATABASE_URL

MEMBERS = 8
ROUNDS = 6


def _fresh_postgres() -> Iterator[str]:
    name = f"glowdex_race_{uuid.uuid4().hex[:8]}"
    admin = make_engine(DATABASE_URL).execution_options(isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield DATABASE_URL.rsplit("/", 1)[0] + f"/{name}"
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url_for_race(request, tmp_path) -> Iterator[str]:  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'race.sqlite3'}"
    elif not DATABASE_URL.startswith("postgresql"):
        pytest.skip("DATABASE_URL does not point at PostgreSQL")
    else:
        yield from _fresh_postgres()


def test_concurrent_likes_stars_and_double_clicks_keep_counters_equal_to_rows(db_url_for_race):
    upgrade(db_url_for_race)
    engine = make_engine(db_url_for_race)
    write = session_factory(engine, write=True)
    try:
        with write() as s:
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

        errors: list[BaseException] = []
        barrier = threading.Barrier(MEMBERS * 2)

        def act(uid: int, seed: int) -> None:
            rng = random.Random(seed)
            try:
                barrier.wait()
                for r in range(ROUNDS):
                    which = rng.choice(["like", "star", "comment"])
                    action = 1 if r % 3 != 2 else rng.choice([0, 1])
                    with write() as s:
                        user = s.get(User, uid)
                        assert user is not None
                        if which == "comment":
                            comments.like(s, user, cid, action)
                        else:
                            content.react(s, REVIEW, user, rid, which, action)
                        s.commit()
            except BaseException as exc:  # noqa: BLE001 - reported below
                errors.append(exc)

        # Two threads per member with the same seed: every request is sent twice at the same moment.
        threads = [threading.Thread(target=act, args=(uid, uid)) for uid in uids for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=120)
        assert errors == []

        with Session(engine) as s:
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
    finally:
        engine.dispose()
