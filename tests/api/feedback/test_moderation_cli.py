"""`glowdex moderation list|accept|reject` as an admin runs it: a real process on its own SQLite database. One queue:
held feedback, a member's product submission, a reported review."""

from __future__ import annotations

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.db.engine import make_engine
from api.models import (
    Brand,
    NotificationEvent,
    NotificationMessage,
    Product,
    ProductFeedback,
    Report,
    Review,
    SearchOutbox,
    User,
)
from tests.cli import cli_env, run_glowdex

# Process-level and on its own SQLite file whatever DATABASE_URL says: once per test run is enough.
pytestmark = pytest.mark.slow


def _run(args: list[str], env: dict[str, str], code: int = 0) -> str:
    return run_glowdex(["moderation", *args], env, code)


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return cli_env(tmp_path_factory.mktemp("moderation"))


def _seed(url: str) -> tuple[int, int, int, int, int]:
    engine = make_engine(url)
    with Session(engine) as s, s.begin():
        user = User(email="mod@example.com", nickname="poster", is_active=True, concerns=[])
        reporters = [User(email=f"r{i}@example.com", nickname=f"reporter{i}", is_active=True, concerns=[])
                     for i in range(2)]
        brand = Brand(name="Acme", key="acme")
        s.add_all([user, *reporters, brand])
        s.flush()
        product = Product(name="Glow Serum", brand_id=brand.id, source="test", source_id="p1", status="active")
        submitted = Product(name="Quiet Balm", brand_id=brand.id, source="member", source_id="m1", status="pending",
                            submitted_by=user.id)
        s.add_all([product, submitted])
        s.flush()
        review = Review(user_id=user.id, product_id=product.id, title="Meh", content="Rude words here.")
        s.add(review)
        s.flush()
        s.add_all([Report(reporter_id=reporters[0].id, kind="review", target_id=review.id, reason="offensive"),
                   Report(reporter_id=reporters[1].id, kind="review", target_id=review.id, reason="offensive")])
        posts = [ProductFeedback(user_id=user.id, product_id=product.id, feedback_text=text, feedback_status=status,
                                 held_reason=reason)
                 for text, status, reason in (("see www.spam.example", "pending", "contains a link"),
                                              ("buy buy buy buy buy", "pending", "repeated text"),
                                              ("Fine.", "accepted", None))]
        s.add_all(posts)
        s.flush()
        ids = (*(p.id for p in posts), submitted.id, review.id)
    engine.dispose()
    return ids  # type: ignore[return-value]


def _post(url: str, feedback_id: int) -> tuple[str, str | None, bool]:
    engine = make_engine(url)
    with Session(engine) as s:
        p = s.get(ProductFeedback, feedback_id)
        assert p is not None
        out = (p.feedback_status, p.held_reason, p.moderated_at is not None)
    engine.dispose()
    return out


def _index_status(env: dict[str, str], kind: str) -> tuple[int, int, int]:
    """`glowdex search status` of one kind: database rows, indexed documents, pending outbox rows."""
    row = next(line for line in run_glowdex(["search", "status"], env).splitlines() if f" {kind} " in line)
    db_rows, indexed, pending = (cell.strip() for cell in row.split("│")[2:5])
    return int(db_rows), int(indexed), int(pending)


def _delivered(url: str) -> tuple[list[str], int, int]:
    """The inbox's message types, the notification events and the search outbox rows still waiting."""
    engine = make_engine(url)
    with Session(engine) as s:
        out = (list(s.scalars(select(NotificationMessage.notification_type))),
               len(s.scalars(select(NotificationEvent.id)).all()), len(s.scalars(select(SearchOutbox.id)).all()))
    engine.dispose()
    return out


def test_list_accept_and_reject_held_feedback(env):
    link, repeated, fine, submitted, reported = _seed(env["DATABASE_URL"])
    run_glowdex(["search", "reindex", "--all"], env)
    run_glowdex(["search", "sync"], env)  # the seed's outbox rows, where this process captured its writes
    assert _index_status(env, "product") == (1, 1, 0)  # the pending submission is in no one's search
    listed = _run(["list"], env)
    assert "contains a link" in listed and "repeated text" in listed and "poster" in listed and "Glow Serum" in listed
    assert "Fine." not in listed
    assert f"product:{submitted}" in listed and "Quiet Balm" in listed
    assert f"review:{reported}" in listed and "2 (offensive×2)" in listed
    assert f"review:{reported}" not in _run(["list", "--kind", "product"], env)

    assert f"Feedback {link}: accepted" in _run(["accept", f"feedback:{link}"], env)
    assert _post(env["DATABASE_URL"], link) == ("accepted", None, True)

    assert "Spam" in _run(["reject", f"feedback:{repeated}", "--reason", "Spam"], env)
    assert _post(env["DATABASE_URL"], repeated) == ("rejected", "Spam", True)
    rejected = _run(["list", "--status", "rejected"], env)
    assert "Spam" in rejected and "contains a link" not in rejected

    assert "was not found" in _run(["accept", "feedback:999999"], env, code=1)
    assert "kind:id" in _run(["accept", "999999"], env, code=1)
    assert _post(env["DATABASE_URL"], fine)[0] == "accepted"

    assert f"Product {submitted}: active" in _run(["accept", f"product:{submitted}"], env)
    # No server runs: the command ran its own jobs before it exited (the verdict in the submitter's inbox, the
    # accepted product in search, no outbox row left), not a server's sweeper a minute later.
    assert _delivered(env["DATABASE_URL"]) == (["submission_accepted"], 0, 0)
    assert _index_status(env, "product") == (2, 2, 0)
    assert "Insulting" in _run(["reject", f"review:{reported}", "--reason", "Insulting"], env)
    assert f"review:{reported}" not in _run(["list"], env)
    assert f"review:{reported}" in _run(["list", "--status", "rejected"], env)
