"""Freshness across processes (issue 25 §2): two `glowdex serve` processes behind one database, each with its own
answer cache. After a like, a review or a rating through one, the other's cached anonymous pages show it within
2 s (the cache's version lives in the database: api/http_cache/feed.py).

Runs on a file SQLite database, and on a fresh PostgreSQL database when DATABASE_URL points at PostgreSQL. The
servers listen on free loopback ports (GLOWDEX_TEST_PORTS="a,b" picks them) and are stopped, by pid, at the end.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy.orm import Session

from api.db.engine import make_engine
from api.db.migrate import upgrade
from api.models import AuthToken, User
from api.security import new_token, token_digest
from indexer.embedded import MALLOC_TUNING
from tests.api.ingredient_catalog import make_catalog
from tests.api.race import fresh_postgres
from tests.conftest import DATABASE_URL

GLOWDEX = str(Path(sys.executable).with_name("glowdex"))
FRESH_WITHIN = 2.0  # seconds (issue 25)
pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _ports() -> list[int]:
    chosen = os.environ.get("GLOWDEX_TEST_PORTS", "")
    return [int(p) for p in chosen.split(",")] if chosen else [_free_port(), _free_port()]


def _call(base: str, path: str, *, body: dict | None = None, token: str | None = None,
          timeout: float = 10) -> tuple[int, dict, dict[str, str]]:
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["token"] = token
    request = urllib.request.Request(base + path, data=json.dumps(body).encode() if body is not None else None,
                                     headers=headers, method="POST" if body is not None else "GET")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as resp:
            return resp.status, json.loads(resp.read()), {k.lower(): v for k, v in resp.headers.items()}
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"{}"), {k.lower(): v for k, v in exc.headers.items()}


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path) -> Iterator[str]:  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'shared.sqlite3'}"
    elif not DATABASE_URL.startswith("postgresql"):
        pytest.skip("DATABASE_URL does not point at PostgreSQL")
    else:
        yield from fresh_postgres()


def _seed(url: str) -> tuple[int, list[str]]:
    """A small catalogue and three members with tokens; answers a product id and the tokens."""
    upgrade(url)
    engine = make_engine(url)
    try:
        with Session(engine) as session:
            catalog = make_catalog(session)
            tokens = []
            for n in range(3):
                user = User(email=f"proc{n}@example.com", password_hash=None, nickname=f"proc{n}", concerns=[],
                            is_active=True)
                session.add(user)
                session.flush()
                token = new_token()
                session.add(AuthToken(user_id=user.id, token_hash=token_digest(token),
                                      expires_at=datetime.now(UTC) + timedelta(days=1)))
                tokens.append(token)
            session.commit()
            return catalog.pid("Niacinamide Serum"), tokens
    finally:
        engine.dispose()


class Servers:
    def __init__(self, url: str, root: Path):
        self.url, self.root = url, root
        self.procs: list[subprocess.Popen] = []
        self.bases: list[str] = []

    def start(self) -> None:
        for n, port in enumerate(_ports()):
            data_dir = self.root / f"server{n}"
            data_dir.mkdir()
            env = {k: v for k, v in os.environ.items() if k not in MALLOC_TUNING}
            env.update(GLOWDEX_DATA_DIR=str(data_dir), DATABASE_URL=self.url, ENVIRONMENT="test")
            env.pop("BROKER_URL", None)
            with open(data_dir / "serve.log", "wb") as out:
                self.procs.append(subprocess.Popen(
                    [GLOWDEX, "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "1", "--no-worker"],
                    env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True))
            self.bases.append(f"http://127.0.0.1:{port}")
        deadline = time.monotonic() + 240  # a busy 2-core machine takes a while to start a server
        for n, base in enumerate(self.bases):
            while True:
                assert self.procs[n].poll() is None, self.log(n)
                try:
                    if _call(base, "/api/health", timeout=2)[0] == 200:
                        break
                except OSError:
                    pass
                assert time.monotonic() < deadline, self.log(n)
                time.sleep(0.3)

    def log(self, n: int) -> str:
        return (self.root / f"server{n}" / "serve.log").read_text()[-3000:]

    def stop(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
        for proc in self.procs:
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)


@pytest.fixture
def servers(database, tmp_path) -> Iterator[tuple[Servers, int, list[str]]]:  # type: ignore[no-untyped-def]
    pid, tokens = _seed(database)
    running = Servers(database, tmp_path)
    try:
        running.start()
        yield running, pid, tokens
    finally:
        running.stop()


def _within(check, seconds: float = FRESH_WITHIN) -> float | None:  # type: ignore[no-untyped-def]
    """Seconds until `check()` held, or None when it did not within `seconds`."""
    started = time.monotonic()
    while time.monotonic() - started <= seconds:
        if check():
            return time.monotonic() - started
        time.sleep(0.05)
    return None


def test_a_write_through_one_server_shows_on_the_others_cached_pages_within_two_seconds(servers):
    running, pid, (liker, writer, rater) = servers
    a, b = running.bases
    detail = f"/api/product/detail?product_id={pid}"
    reviews = f"/api/product/review_list?product_id={pid}"

    def page(base: str, path: str) -> dict:
        status, body, headers = _call(base, path)
        assert status == 200, body
        assert headers.get("cache-control", "").startswith("public"), headers  # an anonymous, cached answer
        return body["data"]  # type: ignore[no-any-return]

    for base in (a, b):  # each server now keeps both pages
        assert page(base, detail)["reaction"]["like_count"] == 0
        assert page(base, reviews)["total_count"] == 0
    # A list naming the product: its card is kept by the other server too (api/catalog/public_cards.py).
    twin = page(b, f"/api/similarity/jcd?product_id={pid}")["items"][0]["product"]["product_id"]
    listed = f"/api/similarity/jcd?product_id={twin}"

    def card_on_b() -> dict:
        return next(i["product"] for i in page(b, listed)["items"] if i["product"]["product_id"] == pid)  # type: ignore[no-any-return]

    assert card_on_b()["like_count"] == 0
    assert _call(b, detail)[2]["etag"] == _call(b, detail)[2]["etag"]  # kept: the same answer again

    assert _call(a, "/api/product/like", body={"product_id": pid}, token=liker)[0] == 200
    seen = _within(lambda: page(b, detail)["reaction"]["like_count"] == 1)
    assert seen is not None, "the like did not show on the other server within 2 s"
    assert _within(lambda: card_on_b()["like_count"] == 1) is not None, "nor on its list naming the product"

    status, written, _ = _call(a, "/api/review/submit", token=writer,
                               body={"product_id": pid, "title": "Good", "content": "Soft skin.", "rating": 4})
    assert status == 200, written
    assert _within(lambda: page(b, reviews)["total_count"] == 1) is not None, "the review did not show within 2 s"
    assert _within(lambda: page(b, detail)["review_count"] >= 1) is not None

    status, rated, _ = _call(a, "/api/product/ratings/submit", token=rater,
                             body={"product_id": pid, "category_name": "Serums", "general_rating": 2, "ratings": []})
    assert status == 200, rated
    assert _within(lambda: (page(b, detail)["member_rating"] or {}).get("count") == 2) is not None, \
        "the rating did not show within 2 s"
    # And the other way round: the server that took the writes shows them too.
    assert page(a, detail)["reaction"]["like_count"] == 1 and page(a, reviews)["total_count"] == 1


def test_a_members_state_follows_their_writes_and_sign_out_on_the_other_server(servers):
    """`GET /api/me/state` is answered from each process's own snapshot of the member (api/viewer_state/): a like,
    a star, a rating or a shelf through one server shows in the other's state call within 2 s, and a token signed out
    through one is refused by the other soon after (the feed's ("viewer", id) rows, migration 0014_viewer)."""
    running, pid, (member, _, _) = servers
    a, b = running.bases
    state = f"/api/me/state?product_ids={pid}"

    def mine(base: str) -> dict:
        status, body, headers = _call(base, state, token=member)
        assert status == 200, body
        assert headers["cache-control"] == "private, no-cache"
        return body["data"]["products"][0]  # type: ignore[no-any-return]

    for base in (a, b):  # each server now keeps the member's snapshot
        assert (mine(base)["liked"], mine(base)["starred"], mine(base)["my_rating"]) == (False, False, None)
    writes = [("/api/product/like", {"product_id": pid}, lambda s: s["liked"]),
              ("/api/product/star", {"product_id": pid}, lambda s: s["starred"]),
              ("/api/product/ratings/submit", {"product_id": pid, "category_name": "Serums", "general_rating": 4,
                                               "ratings": []}, lambda s: s["my_rating"] == 4)]
    for path, body, shows in writes:
        assert _call(a, path, body=body, token=member)[0] == 200
        assert shows(mine(a)), path  # at once where it was written
        assert _within(lambda shows=shows: shows(mine(b))) is not None, f"{path} did not show on b within 2 s"
    status, shelf, _ = _call(a, "/api/product/add_shelf", body={"name": "Daily"}, token=member)
    assert status == 200, shelf
    shelf_id = shelf["data"]["shelf_id"]
    assert _call(a, "/api/product/add_to_shelf", body={"shelf_id": shelf_id, "product_id": pid, "action": 1},
                 token=member)[0] == 200
    assert _within(lambda: mine(b)["shelf_ids"] == [shelf_id]) is not None, "the shelf did not show on b within 2 s"

    assert _call(a, "/api/user/logout", body={}, token=member)[0] == 200
    assert _call(a, state, token=member)[0] == 401  # at once where it signed out
    refused = _within(lambda: _call(b, state, token=member)[0] == 401)
    assert refused is not None and refused <= 1.0, f"the other server still took the signed-out token ({refused})"
