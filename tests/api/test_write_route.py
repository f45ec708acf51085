"""Write routes commit in the endpoint's own thread (api/db/write_route.py): a burst of writes cannot deadlock the pool."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session
from starlette.routing import Mount

from api.db.engine import make_engine
from api.db.migrate import upgrade
from api.db.session import WRITE_SESSIONS
from api.settings import Settings
from tests.api.content.helpers import member
from tests.api.ingredient_catalog import make_catalog
from tests.api.race import fresh_postgres
from tests.conftest import DATABASE_URL


def _write_routes(app) -> list[APIRoute]:  # type: ignore[no-untyped-def]
    from api.routes import _dependants, api_routes

    found = [ctx.original_route for ctx in api_routes(app)]
    hosts = [m.app for m in app.routes if isinstance(m, Mount) and isinstance(m.app, FastAPI)]  # the file host
    assert hosts
    found += [r for host in hosts for r in host.routes if isinstance(r, APIRoute)]
    return [r for r in found if any(d.call in WRITE_SESSIONS for d in _dependants(r.dependant))]


def test_every_write_route_commits_in_its_endpoint_thread(app) -> None:  # type: ignore[no-untyped-def]
    routes = _write_routes(app)
    assert len(routes) > 40  # every member action; the check below must see them all
    for route in routes:
        direct = [d for d in route.dependant.dependencies if d.call in WRITE_SESSIONS]
        assert direct, f"{route.path}: its write session comes from a sub-dependency, which the endpoint cannot commit"
        assert getattr(route.dependant.call, "commits_in_thread", False), f"{route.path} commits after a thread hop"


@pytest.fixture(params=["sqlite", "postgresql"])
def burst_url(request, tmp_path: Path) -> Iterator[str]:  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'burst.sqlite3'}"
    elif not DATABASE_URL.startswith("postgresql"):
        pytest.skip("DATABASE_URL does not point at PostgreSQL")
    else:
        yield from fresh_postgres()


def test_a_burst_of_likes_on_one_product_with_two_request_threads_all_answer(burst_url: str, tmp_path: Path) -> None:
    """Before: a like held SQLite's write lock (on PostgreSQL, the product row) from its endpoint to its commit,
    and between the two waited for a pool thread to check its answer; with every pool thread a like waiting for that
    lock, the burst stalled until SQLite's 30 s busy timeout ("database is locked"), and on PostgreSQL for good."""
    from api.app import create_app

    upgrade(burst_url)
    engine = make_engine(burst_url)
    members = 8
    with Session(engine) as session:
        pid = make_catalog(session).pid("Niacinamide Serum")
        headers = [member(session) for _ in range(members)]
        session.commit()
    engine.dispose()

    settings = Settings(environment="test", data_dir=tmp_path, database_url=burst_url, broker_url="memory://",
                        mail_url="outbox://", web_dist_dir=tmp_path / "no-dist", request_threads=2)
    with TestClient(create_app(settings), raise_server_exceptions=False) as client, \
            ThreadPoolExecutor(members) as pool:
        def like(signed_in: dict[str, str]) -> int:
            return client.post("/api/product/like", json={"product_id": pid}, headers=signed_in).status_code

        statuses = [f.result(timeout=120) for f in [pool.submit(like, h) for h in headers]]
        assert statuses == [200] * members
        detail = client.get("/api/product/detail", params={"product_id": pid}).json()["data"]
        assert detail["reaction"]["like_count"] == members


def test_a_cheap_write_is_answered_while_every_request_thread_is_taken(burst_url: str, tmp_path: Path) -> None:
    """The cheap writes have a lane of their own (`Settings.cheap_write_threads`): a like does not wait in the request
    pool's queue. Here the pool's one thread is held for the whole test; with the lane the like is answered, without
    it (0 threads) it waits behind the pool (the test would time out and release it)."""


    upgrade(burst_url)
    engine = make_engine(burst_url)
    with Session(engine) as session:
        pid = make_catalog(session).pid("Niacinamide Serum")
        signed_in = member(session)
        session.commit()
    engine.dispose()

    settings = Settings(environment="test", data_dir=tmp_path, database_url=burst_url, broker_url="memory://",
                        mail_url="outbox://", web_dist_dir=tmp_path / "no-dist", request_threads=1,
                        cheap_write_threads=1)
    answer = _while_the_request_pool_is_held(settings, lambda client: client.post(
        "/api/product/like", json={"product_id": pid}, headers=signed_in))
    assert answer.status_code == 200, answer.text
    assert answer.json()["data"]["like_count"] == 1


def _while_the_request_pool_is_held(settings: Settings, call):  # type: ignore[no-untyped-def]
    """`call(client)`'s answer, asked while a task holds the app's one request thread (released at the end, or when
    the answer did not come within 30 s)."""
    import anyio.to_thread

    from api.app import create_app

    with TestClient(create_app(settings), raise_server_exceptions=False) as client, ThreadPoolExecutor(1) as pool:
        release = client.portal.call(anyio.Event)

        async def hold_the_request_pool() -> None:
            async with anyio.to_thread.current_default_thread_limiter():
                await release.wait()

        held = client.portal.start_task_soon(hold_the_request_pool)
        try:
            return pool.submit(call, client).result(timeout=30)
        finally:
            client.portal.call(release.set)
            held.result(timeout=10)


PASSWORD_ROUTES = {"/user/login", "/user/register", "/user/activate", "/user/change_password",
                   "/validator/change_email", "/user/reset_password"}


def test_the_routes_that_hash_a_password_run_in_their_lane(app) -> None:  # type: ignore[no-untyped-def]
    from api.db.write_route import PASSWORD_HASHES

    marked = {r.path for r in _write_routes(app) if getattr(r.endpoint, "lane", None) is PASSWORD_HASHES}
    assert marked == PASSWORD_ROUTES


def test_a_sign_in_is_answered_while_every_request_thread_is_taken(tmp_path: Path) -> None:
    """A sign-in hashes for ~20 ms of CPU: in the request pool, two of them held both its threads and every read
    waited behind them (the mixed load's state calls p99 228 ms). In their own lane (`Settings.password_threads`) a
    sign-in is answered while the pool's one thread is held for the whole test; in the pool (0 threads) it would wait
    (the test would time out and release it)."""

    from api.models import User
    from api.security import hash_password

    url = f"sqlite:///{tmp_path / 'signin.sqlite3'}"
    upgrade(url)
    engine = make_engine(url)
    with Session(engine) as session:
        session.add(User(email="lane@example.com", password_hash=hash_password("correct horse 1"), nickname="lane",
                         concerns=[], is_active=True))
        session.commit()
    engine.dispose()

    settings = Settings(environment="test", data_dir=tmp_path, database_url=url, broker_url="memory://",
                        mail_url="outbox://", web_dist_dir=tmp_path / "no-dist", request_threads=1,
                        password_threads=1)
    answer = _while_the_request_pool_is_held(settings, lambda client: client.post(
        "/api/user/login", json={"email": "lane@example.com", "password": "correct horse 1"}))
    assert answer.status_code == 200, answer.text
    assert answer.json()["status"] is True and answer.json()["data"]["token"]
