"""Cheap writes (issue 25 §3): a like, star (collect), follow and their undoing cost one wait for a pool thread and at
most three database round trips on PostgreSQL, and still do everything they did.

Round trips are counted where they leave the process: every query psycopg sends (its cursors, the pool's pre-ping)
and every command (BEGIN, COMMIT, ROLLBACK, which psycopg sends on its own), on a real app with its own engine
and pool on a fresh database (not the tests' joined transactions). Pool waits are the request's calls into the
thread pool (`anyio.to_thread.run_sync`, which FastAPI's and Starlette's `run_in_threadpool` use).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import anyio.to_thread
import dramatiq
import psycopg
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, func, select, text
from sqlalchemy.orm import Session

from api.db.engine import make_engine, session_makers
from api.db.migrate import upgrade
from api.db.session import OneStatementError
from api.models import (
    Follow,
    HttpCacheChange,
    Inci,
    InciReaction,
    NotificationEvent,
    NotificationMessage,
    Product,
    ProductReaction,
    Review,
    SearchOutbox,
)
from api.settings import Settings
from tests.api.content.helpers import member, write_review
from tests.api.ingredient_catalog import make_catalog
from tests.api.race import fresh_postgres
from tests.api.social.helpers import run_notification_jobs
from tests.conftest import DATABASE_URL

ROUND_TRIPS = 3  # the pool's pre-ping, the token lookup, the write (issue 25 §3: "at most three")

pytestmark = pytest.mark.skipif(not DATABASE_URL.startswith("postgresql"),
                                reason="round trips are a networked database's cost: PostgreSQL only")


class Wire:
    """What psycopg sent: one entry per round trip."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.pool_waits = 0
        self.waited_for: list[str] = []

    def clear(self) -> None:
        self.sent.clear()
        self.pool_waits = 0
        self.waited_for.clear()


@pytest.fixture
def wire(monkeypatch: pytest.MonkeyPatch) -> Wire:
    seen = Wire()
    execute, executemany = psycopg.Cursor.execute, psycopg.Cursor.executemany
    command = psycopg.Connection._exec_command
    run_sync = anyio.to_thread.run_sync

    def counted_execute(cursor: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        seen.sent.append(str(query).split(None, 1)[0].upper() + " " + str(query)[:80].replace("\n", " "))
        return execute(cursor, query, *args, **kwargs)

    def counted_executemany(cursor: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        seen.sent.append("MANY " + str(query)[:80])
        return executemany(cursor, query, *args, **kwargs)

    def counted_command(conn: Any, cmd: Any, *args: Any, **kwargs: Any) -> Any:
        seen.sent.append(bytes(cmd).decode() if isinstance(cmd, bytes | bytearray) else str(cmd))
        return command(conn, cmd, *args, **kwargs)

    async def counted_run_sync(func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        seen.pool_waits += 1
        seen.waited_for.append(getattr(func, '__qualname__', repr(func)))
        return await run_sync(func, *args, **kwargs)

    monkeypatch.setattr(psycopg.Cursor, "execute", counted_execute)
    monkeypatch.setattr(psycopg.Cursor, "executemany", counted_executemany)
    monkeypatch.setattr(psycopg.Connection, "_exec_command", counted_command)
    monkeypatch.setattr(anyio.to_thread, "run_sync", counted_run_sync)
    return seen


@pytest.fixture
def pg_url() -> Iterator[str]:
    yield from fresh_postgres()


@pytest.fixture
def served(pg_url: str, tmp_path: Path) -> Iterator[tuple[TestClient, Engine]]:
    from api.app import create_app
    from indexer.runtime import configure_runtime

    upgrade(pg_url)
    settings = Settings(environment="test", data_dir=tmp_path, database_url=pg_url, broker_url="memory://",
                        mail_url="outbox://", web_dist_dir=tmp_path / "no-dist")
    runtime = configure_runtime(settings)  # the app's own engine and pool, as a served process has
    dramatiq.get_broker().flush_all()
    with TestClient(create_app(settings, runtimes=runtime.runtimes), raise_server_exceptions=False) as client:
        yield client, runtime.runtimes.db.engine
    dramatiq.get_broker().flush_all()


def _queued(actor_name: str) -> list[list[int]]:
    queue = dramatiq.get_broker().queues["default"]
    return [json.loads(raw)["args"][0] for raw in list(queue.queue) if json.loads(raw)["actor_name"] == actor_name]


def test_like_star_follow_and_their_undoing_cost_one_pool_wait_and_at_most_three_round_trips(
        served: tuple[TestClient, Engine], wire: Wire) -> None:
    client, engine = served
    with Session(engine) as session:
        catalog = make_catalog(session)
        pid = catalog.pid("Niacinamide Serum")
        fan, author = member(session), member(session)
        session.commit()
    review_id = write_review(client, author, pid)
    client.post("/api/product/like", json={"product_id": pid}, headers=fan)  # the pool's connections opened
    client.post("/api/product/like_remove", json={"product_id": pid}, headers=fan)
    dramatiq.get_broker().flush_all()

    def call(path: str, headers: dict[str, str], **body: Any) -> dict[str, Any]:
        wire.clear()
        answer = client.post(f"/api{path}", json=body, headers=headers)
        assert answer.status_code == 200, answer.text
        assert len(wire.sent) <= ROUND_TRIPS, (path, wire.sent)
        assert wire.pool_waits == 1, (path, wire.waited_for)
        return dict(answer.json()["data"])

    def product_counts() -> tuple[int, int, int]:
        with Session(engine) as s:
            row = s.execute(select(Product.like_count, Product.dislike_count, Product.star_count)
                            .where(Product.id == pid)).one()
            return int(row[0]), int(row[1]), int(row[2])

    def outbox(kind: str, doc_id: int) -> int:
        with Session(engine) as s:
            return int(s.scalar(select(func.count()).select_from(SearchOutbox)
                                .where(SearchOutbox.kind == kind, SearchOutbox.doc_id == doc_id)) or 0)

    # A like: the row, the counter, the product's search document (and with it the answer cache's change feed).
    before = outbox("product", pid)
    state = call("/product/like", fan, product_id=pid)
    assert (state["liked"], state["like_count"]) == (True, 1)
    assert product_counts() == (1, 0, 0)
    assert outbox("product", pid) == before + 1
    assert _queued("search.index_docs"), "the outbox rows are sent to the indexer after the write"
    with Session(engine) as s:
        assert s.scalar(select(func.count()).select_from(HttpCacheChange)
                        .where(HttpCacheChange.kind == "product", HttpCacheChange.doc_id == pid))
    # Repeating it changes nothing; a dislike takes the like back; a star collects it; each undone.
    assert call("/product/like", fan, product_id=pid)["like_count"] == 1
    assert outbox("product", pid) == before + 1
    state = call("/product/dislike", fan, product_id=pid)
    assert (state["liked"], state["disliked"], state["like_count"], state["dislike_count"]) == (False, True, 0, 1)
    state = call("/product/star", fan, product_id=pid)
    assert (state["starred"], state["star_count"], state["disliked"]) == (True, 1, True)
    assert product_counts() == (0, 1, 1)
    call("/product/dislike_remove", fan, product_id=pid)
    state = call("/product/star_remove", fan, product_id=pid)
    assert (state["starred"], state["star_count"]) == (False, 0)
    assert product_counts() == (0, 0, 0)
    detail = client.get("/api/product/detail", params={"product_id": pid}, headers=fan).json()["data"]["reaction"]
    assert (detail["liked"], detail["starred"], detail["like_count"]) == (False, False, 0)

    # A review's like and star: the counters, the review's search document, the author told (and untold).
    dramatiq.get_broker().flush_all()
    state = call("/review/like", fan, review_id=review_id, action=1)
    assert (state["liked"], state["like_count"]) == (True, 1)
    state = call("/review/star", fan, review_id=review_id, action=1)
    assert (state["liked"], state["starred"], state["star_count"]) == (True, True, 1)
    assert outbox("review", review_id) >= 2
    assert run_notification_jobs() == 2
    with Session(engine) as s:
        inbox = s.scalars(select(NotificationMessage.dedup_key)
                          .where(NotificationMessage.user_id == int(author["userId"]))).all()
        assert sorted(k.split(":")[0] for k in inbox) == ["like", "star"]
    state = call("/review/like", fan, review_id=review_id, action=0)
    assert (state["liked"], state["like_count"], state["starred"]) == (False, 0, True)
    with Session(engine) as s:
        assert s.get(Review, review_id).like_count == 0  # type: ignore[union-attr]
        inbox = s.scalars(select(NotificationMessage.dedup_key)
                          .where(NotificationMessage.user_id == int(author["userId"]))).all()
        assert [k.split(":")[0] for k in inbox] == ["star"]  # the unread like message taken back

    # A follow: the row, the count, the followed member told; unfollow takes it back.
    state = call("/user/follow", fan, user_id=int(author["userId"]))
    assert (state["isFollowing"], state["follower_count"]) == (True, 1)
    assert call("/user/follow", fan, user_id=int(author["userId"]))["follower_count"] == 1
    assert run_notification_jobs() == 1
    state = call("/user/unfollow", fan, user_id=int(author["userId"]))
    assert (state["isFollowing"], state["follower_count"]) == (False, 0)
    with Session(engine) as s:
        assert s.scalar(select(func.count()).select_from(Follow)) == 0
        assert s.scalar(select(func.count()).select_from(NotificationEvent)) == 0  # delivered, none left behind


def test_an_ingredient_like_and_dislike_toggle_in_one_statement(served: tuple[TestClient, Engine], wire: Wire
                                                                 ) -> None:
    """The ingredient page's like and dislike are cheap writes too: the toggle, setting one taking the other back,
    the counters and the ingredient's search document, in one pool wait and at most three round trips."""
    client, engine = served
    with Session(engine) as session:
        catalog = make_catalog(session)
        inci_id = catalog.inci["NIACINAMIDE"].id
        fan, other = member(session), member(session)
        session.commit()
    client.post("/api/inci/like", json={"inci_id": inci_id, "action": 0}, headers=fan)  # the pool's connections
    client.post("/api/inci/like", json={"inci_id": inci_id, "action": 1}, headers=other)

    def call(path: str, **body: Any) -> tuple[bool, bool, int, int]:
        wire.clear()
        answer = client.post(f"/api{path}", json=body, headers=fan)
        assert answer.status_code == 200, answer.text
        assert len(wire.sent) <= ROUND_TRIPS, (path, wire.sent)
        assert wire.pool_waits == 1, (path, wire.waited_for)
        data = answer.json()["data"]
        return data["liked"], data["disliked"], data["like_count"], data["dislike_count"]

    def stored() -> tuple[set[str], tuple[int, int]]:
        with Session(engine) as s:
            kinds = set(s.scalars(select(InciReaction.kind).where(InciReaction.user_id == int(fan["userId"]))))
            row = s.execute(select(Inci.like_count, Inci.dislike_count).where(Inci.id == inci_id)).one()
            return kinds, (int(row[0]), int(row[1]))

    def touches() -> int:
        with Session(engine) as s:
            return int(s.scalar(select(func.count()).select_from(SearchOutbox)
                                .where(SearchOutbox.kind == "inci", SearchOutbox.doc_id == inci_id)) or 0)

    before = touches()
    assert call("/inci/like", inci_id=inci_id) == (True, False, 2, 0)  # no action: a toggle, here on
    assert stored() == ({"like"}, (2, 0))
    assert touches() == before + 1
    assert call("/inci/like", inci_id=inci_id, action=1) == (True, False, 2, 0)  # set again: nothing moves
    assert touches() == before + 1
    assert call("/inci/dislike", inci_id=inci_id, action=1) == (False, True, 1, 1)  # takes the like back
    assert stored() == ({"dislike"}, (1, 1))
    assert call("/inci/dislike", inci_id=inci_id) == (False, False, 1, 0)  # the toggle, now off
    assert call("/inci/like", inci_id=inci_id, action=0) == (False, False, 1, 0)  # clearing what is not there
    assert stored() == (set(), (1, 0))
    assert client.post("/api/inci/like", json={"inci_id": 10**9}, headers=fan).status_code == 404
    assert client.post("/api/inci/like", json={"inci_id": inci_id}, headers={"token": "nope"}).status_code == 401
    assert stored() == (set(), (1, 0))


def test_a_comment_like_is_one_statement_and_tells_the_author_once(served: tuple[TestClient, Engine], wire: Wire
                                                                    ) -> None:
    client, engine = served
    with Session(engine) as session:
        pid = make_catalog(session).pid("Niacinamide Serum")
        fan, author = member(session), member(session)
        session.commit()
    review_id = write_review(client, author, pid)
    comment_id = client.post("/api/review/comment", json={"review_id": review_id, "comment": "Worked for me."},
                             headers=author).json()["data"]["comment_id"]
    private_id = write_review(client, author, pid, is_private=True)
    hidden_id = client.post("/api/review/comment", json={"review_id": private_id, "comment": "Only mine."},
                            headers=author).json()["data"]["comment_id"]
    client.post("/api/review/comment/like", json={"comment_id": comment_id, "action": 0}, headers=fan)  # the pool
    dramatiq.get_broker().flush_all()

    def call(action: int) -> tuple[bool, int]:
        wire.clear()
        answer = client.post("/api/review/comment/like", json={"comment_id": comment_id, "action": action},
                             headers=fan)
        assert answer.status_code == 200, answer.text
        assert len(wire.sent) <= ROUND_TRIPS, wire.sent
        assert wire.pool_waits == 1, wire.waited_for
        return answer.json()["data"]["liked"], answer.json()["data"]["like_count"]

    def inbox() -> list[str]:
        with Session(engine) as s:
            return [k.split(":")[0] for k in s.scalars(select(NotificationMessage.dedup_key)
                                                       .where(NotificationMessage.user_id == int(author["userId"])))]

    assert call(1) == (True, 1)
    assert call(1) == (True, 1)  # a double click: nothing moves, the author is told once
    assert run_notification_jobs() == 1
    assert inbox() == ["like"]
    assert call(0) == (False, 0)
    assert inbox() == []  # the unread message taken back
    assert call(0) == (False, 0)
    # A comment on a review the member cannot see: 404, nothing written.
    answer = client.post("/api/review/comment/like", json={"comment_id": hidden_id, "action": 1}, headers=fan)
    assert answer.status_code == 404
    with Session(engine) as s:
        from api.models import Comment
        assert s.get(Comment, hidden_id).like_count == 0  # type: ignore[union-attr]


def test_a_cheap_write_that_fails_leaves_nothing_behind(served: tuple[TestClient, Engine]) -> None:
    """Without a transaction around it the write is atomic because it is one statement: when its last part (the
    search outbox row) fails, the reaction and the counter it already wrote are gone too."""
    client, engine = served
    with Session(engine) as session:
        pid = make_catalog(session).pid("Niacinamide Serum")
        fan = member(session)
        session.commit()
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE search_outbox ADD CONSTRAINT refuse_products CHECK (kind <> 'product') NOT VALID"))
    answer = client.post("/api/product/like", json={"product_id": pid}, headers=fan)
    assert answer.status_code == 500
    with Session(engine) as s:
        assert s.scalar(select(func.count()).select_from(ProductReaction)) == 0
        assert s.get(Product, pid).like_count == 0  # type: ignore[union-attr]
    with engine.begin() as conn:
        conn.execute(text("ALTER TABLE search_outbox DROP CONSTRAINT refuse_products"))
    assert client.post("/api/product/like", json={"product_id": pid}, headers=fan).json()["data"]["like_count"] == 1
    # A product the member cannot see: 404, nothing written.
    assert client.post("/api/product/like", json={"product_id": pid + 999}, headers=fan).status_code == 404
    # A bad token: refused before anything is written.
    assert client.post("/api/product/star", json={"product_id": pid}, headers={"token": "nope"}).status_code == 401
    assert client.post("/api/product/star", json={"product_id": pid}).status_code == 401
    with Session(engine) as s:
        assert s.scalar(select(func.count()).select_from(ProductReaction)) == 1


def test_a_one_statement_session_refuses_a_second_write(pg_url: str) -> None:
    """The guard that keeps the autocommit write atomic: a second statement (or a flush) fails loudly."""
    from api.db.session import register_read_only_guard

    register_read_only_guard()
    upgrade(pg_url)
    engine = make_engine(pg_url)
    try:
        session = session_makers(engine).open_one_statement()
        try:
            session.execute(text("SELECT 1"))
            session.execute(SearchOutbox.__table__.insert().values(kind="product", doc_id=1, attempts=0,
                                                                   last_error=""))
            with pytest.raises(OneStatementError):
                session.execute(SearchOutbox.__table__.delete())
        finally:
            session.close()
    finally:
        engine.dispose()
