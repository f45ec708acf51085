"""`GET /api/me/state` from what the process keeps (api/viewer_state/fast_path.py, issue 25): the same bytes as the
route, no token or state query once a member's snapshot is kept, and fresh after every change of the member's own
rows or sessions (the change feed's ("viewer", id) rows, migrations 0014_viewer and 0015_viewer_own). Across two
server processes: tests/api/test_http_cache_processes.py."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event, select, update

from api.models import (
    AuthToken,
    Product,
    ProductFeedback,
    ProductGroup,
    ProductRating,
    ProductReaction,
    Review,
    ReviewReaction,
    Shelf,
    ShelfItem,
    User,
)
from api.search import outbox
from api.security import new_token, token_digest
from api.viewer_state import snapshot
from tests.api.content.helpers import member, post
from tests.api.helpers import PASSWORD, latest_code, signed_in
from tests.api.ingredient_catalog import add_product


@pytest.fixture
def route_only(app, settings) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    """The same app (same runtimes and sessions) without the answer cache, hence without the fast path: every state
    call reaches the route."""
    from api.app import create_app

    plain = create_app(settings.model_copy(update={"http_cache_bytes": 0}), runtimes=app.state.runtimes)
    assert not hasattr(plain.state, "viewer_states")
    with TestClient(plain, raise_server_exceptions=False) as c:
        yield c


@pytest.fixture
def state_queries(connection) -> Iterator[list[str]]:  # type: ignore[no-untyped-def]
    """The statements that read a member's token or own rows (the feed's polls are left out)."""
    seen: list[str] = []

    def note(_conn, _cursor, statement, *_rest) -> None:  # type: ignore[no-untyped-def]
        if any(t in statement for t in ("auth_tokens", "product_reactions", "product_ratings", "shelf_items",
                                        "review_reactions", "product_feedback", "FROM reviews")):
            seen.append(statement)

    event.listen(connection, "before_cursor_execute", note)
    yield seen
    event.remove(connection, "before_cursor_execute", note)


def _state(client: TestClient, headers: dict[str, str] | None, query: str):  # type: ignore[no-untyped-def]
    return client.get(f"/api/me/state?{query}", headers=headers or {})


def _same(client: TestClient, plain: TestClient, headers: dict[str, str] | None, query: str) -> bytes:
    fast, route = _state(client, headers, query), _state(plain, headers, query)
    assert (fast.status_code, fast.content) == (route.status_code, route.content), query
    if fast.status_code == 200:
        assert fast.headers["cache-control"] == "private, no-cache" == route.headers["cache-control"]
    return fast.content


def _uid(headers: dict[str, str]) -> int:
    return int(headers["userId"])


def test_the_kept_answer_is_the_routes_byte_for_byte(client, route_only, session, catalog, state_queries, app):
    me, author, other, empty = member(session), member(session), member(session), member(session)
    a, b, c, d, twin = (catalog.pid(n) for n in ("Niacinamide Serum", "Budget Niacinamide", "Retinol Night Cream",
                                                 "Vitamin C Glow", "Niacinamide Serum Twin"))
    # a and twin are listings of one product: a reaction, rating or shelf on either is on both
    group = ProductGroup()
    session.add(group)
    session.flush()
    session.execute(update(Product).where(Product.id.in_([a, twin])).values(group_id=group.id))
    pending = add_product(session, catalog, "My Own Balm", "Acme", "Moisturizers", None, None, ("AQUA",),
                          status="pending", submitted_by=_uid(me)).id
    removed = add_product(session, catalog, "Gone Gel", "Budget", "Serums", None, None, ("AQUA",),
                          status="removed").id
    reviews = [post(client, "/review/submit", author, product_id=a, title=f"T{n}", content=f"Text {n}.",
                    rating=4)["review_id"] for n in range(2)]
    for uid, pid, kind in [(_uid(me), a, "like"), (_uid(me), twin, "star"), (_uid(me), b, "dislike"),
                           (_uid(me), pending, "like"), (_uid(me), removed, "star"), (_uid(other), c, "like")]:
        session.add(ProductReaction(user_id=uid, product_id=pid, kind=kind))
    for pid, rating in [(twin, 4.5), (a, 2.0), (c, None), (b, 3.0), (removed, 1.0)]:
        session.add(ProductRating(user_id=_uid(me), product_id=pid, category_name="Serums", general_rating=rating))
    now = datetime.now(UTC)
    older = Shelf(user_id=_uid(me), name="Older", created_at=now - timedelta(days=2))
    newer = Shelf(user_id=_uid(me), name="Newer", created_at=now - timedelta(days=1))
    session.add_all([older, newer])
    session.flush()
    for shelf, pid in [(older, a), (older, twin), (newer, twin), (newer, pending), (older, removed)]:
        session.add(ShelfItem(shelf_id=shelf.id, product_id=pid))
    session.add_all([ReviewReaction(user_id=_uid(me), target_id=reviews[0], kind="like"),
                     ReviewReaction(user_id=_uid(me), target_id=reviews[0], kind="star"),
                     ReviewReaction(user_id=_uid(other), target_id=reviews[1], kind="like")])
    session.commit()

    queries = [f"product_ids={a}", f"product_ids={twin}",
               "&".join(f"product_ids={p}" for p in (a, twin, b, c, d, pending, removed, 987654)),
               f"product_ids={b}&product_ids={a}&product_ids={b}", f"review_ids={reviews[0]}&review_ids={reviews[1]}"
               f"&review_ids=424242", f"product_ids={a}&review_ids={reviews[0]}&fit=true",
               f"product_ids={c}&fit=false&unknown=1", f"product_ids={a}&fit=1", "", f"product_ids={2**53}"]
    answers = {}
    for headers in (me, other, empty):
        for query in queries:
            answers[headers["token"], query] = _same(client, route_only, headers, query)
    assert b'"product_id":%d,"liked":true,"disliked":false,"starred":true,"my_rating":2.0' % a in \
        answers[me["token"], queries[0]]  # the group's star and the first listing's rating
    assert b'"shelf_ids":[%d,%d]' % (older.id, newer.id) in answers[me["token"], queries[0]]  # by listing, then shelf
    assert b'"liked":true' not in answers[empty["token"], queries[2]]
    # Kept now: asking again reads no token and no state row
    state_queries.clear()
    for headers in (me, other, empty):
        for query in queries:
            assert _state(client, headers, query).content == answers[headers["token"], query]
    assert state_queries == []
    assert _state(client, me, queries[0]).headers["x-cache"] == "hit"  # as the bench counts kept answers
    assert set(app.state.viewer_states.snapshots) == {_uid(me), _uid(other), _uid(empty)}


def test_what_the_fast_path_leaves_to_the_route_is_answered_as_the_route_does(client, route_only, session, catalog):
    me = member(session)
    fit = member(session, skin_type="oily", concerns=["acne"])
    pid = catalog.pid("Niacinamide Serum")
    expired = new_token()
    session.add(AuthToken(user_id=_uid(me), token_hash=token_digest(expired),
                          expires_at=datetime.now(UTC) - timedelta(seconds=1)))
    session.commit()
    cases = [(None, f"product_ids={pid}"), ({"token": "not-a-token"}, f"product_ids={pid}"),
             ({"token": expired}, f"product_ids={pid}"), ({**me, "userId": "987654"}, f"product_ids={pid}"),
             ({"Authorization": f"Bearer {me['token']}"}, f"product_ids={pid}"),
             ({"token": "x" * 201}, f"product_ids={pid}"),
             (me, "&".join(f"product_ids={n}" for n in range(1, 62))), (me, "product_ids=0"),
             (me, "product_ids=abc"), (me, f"product_ids={2**53 + 1}"), (me, "product_ids="), (me, "fit=maybe"),
             (me, f"product_ids=0{pid}"), (me, f"product_ids={pid}&fit=yes"), (fit, f"product_ids={pid}&fit=true"),
             (fit, f"product_ids={pid}"), (me, f"product_ids={pid}&own=true"), (me, "own=maybe"),
             (me, f"product_ids={pid}&own=true&own=false"), (fit, f"product_ids={pid}&fit=true&own=1")]
    statuses = [_same(client, route_only, headers, query) and _state(client, headers, query).status_code
                for headers, query in cases]
    assert statuses == [401, 401, 401, 401, 200, 401, 422, 422, 422, 422, 422, 422, 200, 200, 200, 200,
                        200, 422, 200, 200]
    personal = _state(client, fit, f"product_ids={pid}&fit=true").json()["data"]["products"][0]["personal"]
    assert personal is not None


def test_with_own_the_members_rating_is_the_summarys_mine_and_the_routes(
        client, route_only, session, catalog, state_queries):  # type: ignore[no-untyped-def]
    """The product page asks the ratings summary without a token and takes `mine` from the state call: the same
    value, fresh after her own rating and post (the fast path leaves a product she rated or posted about to the
    route, which reads it)."""
    me, other = member(session), member(session)
    pid, twin = catalog.pid("Niacinamide Serum"), catalog.pid("Budget Niacinamide")

    def mine(headers: dict[str, str], product_id: int) -> tuple[bytes, bytes]:
        state = _same(client, route_only, headers, f"product_ids={product_id}&fit=true&own=true")
        summary = client.get("/api/product/ratings/summary", params={"product_id": product_id}, headers=headers)
        kept = client.get("/api/product/ratings/summary", params={"product_id": product_id})
        assert kept.json()["data"]["mine"] is None  # the shared (anonymous) answer holds nobody's
        assert {**summary.json()["data"], "mine": None} == kept.json()["data"]
        return (json.dumps(json.loads(state)["data"]["products"][0]["mine"]).encode(),
                json.dumps(summary.json()["data"]["mine"]).encode())

    assert mine(me, pid) == (b"null", b"null")
    rated = client.post("/api/product/ratings/submit", headers=me, json={
        "product_id": pid, "category_name": "Serums", "general_rating": 4,
        "ratings": [{"criteria_name": "hydration", "rating_value": 5}, {"criteria_name": "value", "rating_value": 3.5}],
        "feedback_status": "pending"})
    assert rated.status_code == 200, rated.text
    state, summary = mine(me, pid)
    assert state == summary and b'"general_rating": 4.0' in state and b'"criteria_name": "value"' in state
    assert b'"feedback_id": %d' % rated.json()["data"]["feedback_id"] in state
    # her post's text changes nothing of the rating; a post held for a moderator shows as held
    post(client, "/product/feedback/submit", me, product_id=pid, feedback_id=rated.json()["data"]["feedback_id"],
         feedback_text="Everyone who likes this is a fool.")
    state, summary = mine(me, pid)
    assert state == summary
    # only hers, and only of that listing (as the summary's)
    assert mine(other, pid) == (b"null", b"null") and mine(me, twin) == mine(me, twin)
    # her reviews others cannot see (private, or held), of any listing of the product: the public list leaves them out
    def unlisted(headers: dict[str, str], product_id: int) -> int:
        answer = json.loads(_same(client, route_only, headers, f"product_ids={product_id}&own=true"))
        return answer["data"]["products"][0]["unlisted_reviews"]  # type: ignore[no-any-return]

    group = ProductGroup()
    session.add(group)
    session.flush()
    session.execute(update(Product).where(Product.id.in_([pid, twin])).values(group_id=group.id))
    session.commit()
    public = post(client, "/review/submit", me, product_id=pid, title="Fine", content="Soft skin.", rating=4)
    assert (unlisted(me, pid), unlisted(me, twin)) == (0, 0)
    post(client, "/review/set_private", me, review_id=public["review_id"], is_private=True)
    held = post(client, "/review/submit", me, product_id=twin, title="Later", content="Still fine.", rating=4)
    session.execute(update(Review).where(Review.id == held["review_id"]).values(moderation_status="pending"))
    session.commit()
    assert (unlisted(me, pid), unlisted(me, twin), unlisted(other, pid)) == (2, 2, 0)
    assert _member_state(client, me, pid)["unlisted_reviews"] is None  # not asked: not given
    # asked again: read again where she rated (her `mine`), kept where she did not (the twin listing)
    state_queries.clear()
    _state(client, me, f"product_ids={pid}&own=true")
    assert any("product_ratings" in q for q in state_queries)
    state_queries.clear()
    _state(client, me, f"product_ids={twin}&own=true")
    assert state_queries == []
    assert _member_state(client, me, pid)["mine"] is None  # not asked: not given


OWN = "fit=true&own=true"  # as the product page asks (web/src/features/products/api/get-viewer-state.ts)


def _group(session, *pids: int) -> None:  # type: ignore[no-untyped-def]
    """`pids` made listings of one product (a review of either is of both)."""
    group = ProductGroup()
    session.add(group)
    session.flush()
    session.execute(update(Product).where(Product.id.in_(pids)).values(group_id=group.id))
    session.commit()


def _moderator_rejects(session, review_id: int) -> None:  # type: ignore[no-untyped-def]
    """What `glowdex moderation reject review:<id>` runs, on the test's transaction."""
    from api.moderation.service import decide

    decide(session, f"review:{review_id}", "rejected", "Off topic")
    session.commit()


def test_with_own_the_fast_path_answers_where_she_rated_and_posted_nothing_and_the_route_elsewhere(
        client, route_only, session, catalog, state_queries):  # type: ignore[no-untyped-def]
    """`own=true` for products she neither rated nor posted about: `mine` null and her kept count of reviews others
    cannot see, the route's bytes with no query; a product she rated or posted about: the route reads her `mine`."""
    nothing, private, rejected, rated, posted = (member(session) for _ in range(5))
    a, b, c, twin = (catalog.pid(n) for n in ("Niacinamide Serum", "Budget Niacinamide", "Retinol Night Cream",
                                              "Niacinamide Serum Twin"))
    _group(session, a, twin)
    hidden = post(client, "/review/submit", private, product_id=a, title="Mine", content="Soft skin.", rating=4)
    post(client, "/review/set_private", private, review_id=hidden["review_id"], is_private=True)
    post(client, "/review/submit", private, product_id=c, title="Open", content="Fine.", rating=3)  # public: none
    refused = post(client, "/review/submit", rejected, product_id=twin, title="Hm", content="Not for me.", rating=2)
    _moderator_rejects(session, refused["review_id"])
    post(client, "/product/ratings/submit", rated, product_id=a, category_name="Serums", general_rating=4,
         ratings=[{"criteria_name": "hydration", "rating_value": 5}])
    session.add(ProductFeedback(user_id=_uid(posted), product_id=b, feedback_text="Nice.", feedback_status="pending"))
    session.commit()
    members = {"nothing": nothing, "private": private, "rejected": rejected, "rated": rated, "posted": posted}
    queries = [f"product_ids={a}&{OWN}", f"product_ids={twin}&{OWN}", f"product_ids={c}&own=true",
               f"product_ids={c}&product_ids={a}&product_ids={b}&{OWN}",
               f"product_ids={b}&{OWN}&review_ids={hidden['review_id']}"]
    answers = {(name, q): _same(client, route_only, headers, q) for name, headers in members.items() for q in queries}
    products = {key: json.loads(answer)["data"]["products"] for key, answer in answers.items()}
    assert [p["unlisted_reviews"] for p in products["private", queries[3]]] == [0, 1, 0]  # c's review is public
    assert [p["unlisted_reviews"] for p in products["rejected", queries[3]]] == [0, 1, 0]  # a: through its twin
    assert products["rated", queries[0]][0]["mine"]["ratings"] == [{"criteria_name": "hydration", "rating_value": 5.0}]
    assert products["posted", queries[4]][0]["mine"]["feedback_status"] == "pending"
    assert b'{"product_id":%d,"liked":false,"disliked":false,"starred":false,"my_rating":null,"shelf_ids":[],' \
           b'"personal":null,"mine":null,"unlisted_reviews":1}' % a in answers["private", queries[0]]
    # asked again: kept (no query) unless she rated or posted about one of the products (the route reads her `mine`)
    routed = set()
    for name, headers in members.items():
        for n, q in enumerate(queries):
            state_queries.clear()
            assert _state(client, headers, q).content == answers[name, q]
            if state_queries:
                routed.add((name, n))
    assert routed == {("rated", 0), ("rated", 3), ("posted", 3), ("posted", 4)}


def test_with_own_her_writes_show_in_the_next_state_call(client, route_only, session, catalog,
                                                          state_queries):  # type: ignore[no-untyped-def]
    """Her review made private, held by the automatic check or refused by a moderator, her rating and her post:
    each drops her kept snapshot (migration 0015_viewer_own), so the next state call shows it."""
    me = member(session)
    a, b, c = (catalog.pid(n) for n in ("Niacinamide Serum", "Budget Niacinamide", "Retinol Night Cream"))
    query = f"product_ids={a}&product_ids={b}&product_ids={c}&{OWN}"

    def own() -> list[tuple[bool, int]]:
        """Per product: whether `mine` is given, and her unlisted reviews (the route's bytes)."""
        answer = json.loads(_same(client, route_only, me, query))["data"]["products"]
        return [(p["mine"] is not None, p["unlisted_reviews"]) for p in answer]

    review = post(client, "/review/submit", me, product_id=a, title="Good", content="Soft skin.", rating=4)
    assert own() == [(False, 0), (False, 0), (False, 0)]
    state_queries.clear()
    _state(client, me, query)
    assert state_queries == []  # kept: the fast path answers until she writes
    post(client, "/review/set_private", me, review_id=review["review_id"], is_private=True)
    assert own() == [(False, 1), (False, 0), (False, 0)]
    post(client, "/review/submit", me, product_id=b, title="Deal", content="Get it at cheap-pills.shop today",
         rating=5)  # held by the automatic check
    assert own() == [(False, 1), (False, 1), (False, 0)]
    public = post(client, "/review/submit", me, product_id=c, title="Ok", content="Fine.", rating=3)
    assert own() == [(False, 1), (False, 1), (False, 0)]
    _moderator_rejects(session, public["review_id"])
    assert own() == [(False, 1), (False, 1), (False, 1)]
    post(client, "/review/set_private", me, review_id=review["review_id"], is_private=False)
    assert own() == [(False, 0), (False, 1), (False, 1)]
    post(client, "/product/ratings/submit", me, product_id=b, category_name="Serums", general_rating=3, ratings=[])
    assert own() == [(False, 0), (True, 1), (False, 1)]
    session.add(ProductFeedback(user_id=_uid(me), product_id=c, feedback_text="Later.", feedback_status="pending"))
    session.commit()
    assert own() == [(False, 0), (True, 1), (True, 1)]


def _member_state(client: TestClient, headers: dict[str, str], pid: int) -> dict:
    r = _state(client, headers, f"product_ids={pid}")
    assert r.status_code == 200, r.text
    return r.json()["data"]["products"][0]  # type: ignore[no-any-return]


def test_a_members_own_writes_show_in_the_next_state_call(client, route_only, session, catalog):
    me, author = member(session), member(session)
    pid, twin = catalog.pid("Niacinamide Serum"), catalog.pid("Budget Niacinamide")
    review = post(client, "/review/submit", author, product_id=pid, title="Good", content="Soft skin.", rating=4)
    rid = review["review_id"]
    query = f"product_ids={pid}&review_ids={rid}"
    assert _same(client, route_only, me, query)  # kept
    post(client, "/product/like", me, product_id=pid)
    assert _member_state(client, me, pid)["liked"] is True
    post(client, "/product/star", me, product_id=pid)
    assert _member_state(client, me, pid)["starred"] is True
    post(client, "/product/dislike", me, product_id=pid)
    assert (_member_state(client, me, pid)["liked"], _member_state(client, me, pid)["disliked"]) == (False, True)
    post(client, "/product/ratings/submit", me, product_id=pid, category_name="Serums", general_rating=3, ratings=[])
    assert _member_state(client, me, pid)["my_rating"] == 3
    shelf = post(client, "/product/add_shelf", me, name="Daily")["shelf_id"]
    post(client, "/product/add_to_shelf", me, shelf_id=shelf, product_id=pid, action=1)
    assert _member_state(client, me, pid)["shelf_ids"] == [shelf]
    post(client, "/review/like", me, review_id=rid, action=1)
    assert _state(client, me, query).json()["data"]["reviews"] == [{"review_id": rid, "liked": True,
                                                                      "starred": False}]
    post(client, "/product/shelf/remove", me, shelf_id=shelf)
    assert _member_state(client, me, pid)["shelf_ids"] == []
    # A regrouping's move (a Core update of products.group_id, named on the feed by the outbox's product rows)
    group = ProductGroup()
    session.add(group)
    session.flush()
    session.execute(update(Product).where(Product.id.in_([pid, twin])).values(group_id=group.id))
    outbox.touch(session, "product", pid, twin)
    session.commit()
    post(client, "/product/like", me, product_id=twin)
    assert _member_state(client, me, pid)["liked"] is True  # through its twin listing
    assert _same(client, route_only, me, query)


def test_a_write_by_another_process_shows_within_the_feeds_bound(client, session, catalog):
    """A write this process did not make (no dirty mark): its next polls bring it (MAX_STALE + a poll)."""
    me = member(session)
    pid = catalog.pid("Niacinamide Serum")
    session.commit()
    assert _member_state(client, me, pid)["liked"] is False
    session.add(ProductReaction(user_id=_uid(me), product_id=pid, kind="like"))
    session.flush()  # written, not committed by a session of this process: nothing marks its cache
    deadline = time.monotonic() + 2.0
    while _member_state(client, me, pid)["liked"] is False:
        assert time.monotonic() < deadline, "the like did not show within 2 s"
        time.sleep(0.05)


def test_signing_out_ends_the_kept_token_at_once(client, session, catalog):
    pid = catalog.pid("Niacinamide Serum")
    headers = signed_in(client, session)
    assert _member_state(client, headers, pid)["liked"] is False
    assert client.post("/api/user/logout", headers=headers).json()["status"] is True
    assert _state(client, headers, f"product_ids={pid}").status_code == 401


def test_a_password_change_ends_the_members_other_kept_tokens(client, session, catalog):
    pid = catalog.pid("Niacinamide Serum")
    email = "state-pw@example.com"
    headers = signed_in(client, session, email)
    other = client.post("/api/user/login", json={"email": email, "password": PASSWORD}).json()["data"]
    other_headers = {"token": other["token"], "userId": str(other["user_id"])}
    assert _member_state(client, other_headers, pid)["liked"] is False
    client.post("/api/validator/gen", json={"purpose": "change_password"}, headers=headers)
    code = latest_code(session, email, "change_password")
    r = client.post("/api/user/change_password", json={"password": "a-new-glow-1234", "vali_code": code},
                    headers=headers)
    assert r.json()["status"] is True, r.json()
    assert _state(client, other_headers, f"product_ids={pid}").status_code == 401
    assert _member_state(client, headers, pid)["liked"] is False  # this session stays


def test_an_ended_account_or_an_expired_token_gets_the_routes_401(client, session, catalog):
    pid = catalog.pid("Niacinamide Serum")
    gone, soon = member(session), member(session)
    short = new_token()
    session.add(AuthToken(user_id=_uid(soon), token_hash=token_digest(short),
                          expires_at=datetime.now(UTC) + timedelta(seconds=1.5)))
    session.commit()
    assert _member_state(client, gone, pid)["liked"] is False
    assert _member_state(client, {"token": short}, pid)["liked"] is False
    session.execute(update(User).where(User.id == _uid(gone)).values(deleted_at=datetime.now(UTC)))
    session.commit()
    assert _state(client, gone, f"product_ids={pid}").status_code == 401
    time.sleep(1.6)
    assert _state(client, {"token": short}, f"product_ids={pid}").status_code == 401


def test_a_member_with_too_many_rows_is_answered_by_the_route(client, route_only, session, catalog, monkeypatch,
                                                              app):
    me = member(session)
    pid = catalog.pid("Niacinamide Serum")
    for name in ("Budget Niacinamide", "Retinol Night Cream", "Vitamin C Glow"):
        session.add(ProductReaction(user_id=_uid(me), product_id=catalog.pid(name), kind="like"))
    session.commit()
    monkeypatch.setattr(snapshot, "MAX_MEMBER_ROWS", 2)
    _same(client, route_only, me, f"product_ids={pid}&product_ids={catalog.pid('Vitamin C Glow')}")
    assert app.state.viewer_states.snapshots[_uid(me)].complete is False


def test_the_triggers_name_the_member_of_each_changed_row(session, catalog):
    """Migrations 0014_viewer and 0015_viewer_own: each kind of row names its member on the feed (shelf items through
    their shelf); a review or post only for what the snapshot keeps of it (not others' likes of it, nor its text)."""
    from api.models import HttpCacheChange

    me = member(session)
    pid = catalog.pid("Niacinamide Serum")

    def named() -> int:
        session.flush()
        found = session.scalars(select(HttpCacheChange.seq).where(HttpCacheChange.kind == "viewer",
                                                                  HttpCacheChange.doc_id == _uid(me))).all()
        return len(found)

    counts = [named()]
    session.add(ProductReaction(user_id=_uid(me), product_id=pid, kind="like"))
    counts.append(named())
    shelf = Shelf(user_id=_uid(me), name="S")
    session.add(shelf)
    counts.append(named())
    session.add(ShelfItem(shelf_id=shelf.id, product_id=pid))
    counts.append(named())
    session.execute(update(AuthToken).where(AuthToken.user_id == _uid(me)).values(revoked_at=datetime.now(UTC)))
    counts.append(named())
    session.execute(update(User).where(User.id == _uid(me)).values(skin_type="dry"))
    counts.append(named())
    review = Review(user_id=_uid(me), product_id=pid, title="T", content="C")
    session.add(review)
    counts.append(named())
    session.execute(update(Review).where(Review.id == review.id).values(is_private=True))
    counts.append(named())
    session.execute(update(Review).where(Review.id == review.id).values(moderation_status="rejected"))
    counts.append(named())
    feedback = ProductFeedback(user_id=_uid(me), product_id=pid, feedback_text="F")
    session.add(feedback)
    counts.append(named())
    session.delete(feedback)
    counts.append(named())
    session.delete(review)
    counts.append(named())
    assert all(later > earlier for earlier, later in zip(counts, counts[1:], strict=False)), counts
    session.add(review := Review(user_id=_uid(me), product_id=pid, title="T", content="C"))
    session.add(feedback := ProductFeedback(user_id=_uid(me), product_id=pid, feedback_text="F"))
    before = named()
    session.execute(update(Review).where(Review.id == review.id).values(like_count=3, content="Edited"))
    session.execute(update(ProductFeedback).where(ProductFeedback.id == feedback.id).values(like_count=2))
    assert named() == before  # nothing the snapshot keeps


def test_the_kept_state_is_bounded_and_dropped_by_what_the_feed_names(monkeypatch):
    states = snapshot.ViewerStates()
    monkeypatch.setattr(snapshot, "MAX_ROWS", 10)
    rows = snapshot.Snapshot({1: {"like"}, 2: {"star"}}, {}, {}, {}, frozenset(), {}, has_profile=False, rows=2)
    empty = snapshot.Snapshot({}, {}, {}, {}, frozenset(), {}, has_profile=False, rows=0)
    for uid in range(1, 4):
        states.keep_token(f"digest{uid}", snapshot.Token(uid, time.time() + 60))
        states.keep_snapshot(uid, rows)  # 3 rows each, a member counted as one
    assert list(states.snapshots) == [1, 2, 3] and states.rows == 9
    states.snapshot(1)  # asked again: the least recently asked is now 2
    for uid in range(4, 6):
        states.keep_snapshot(uid, empty)
    assert list(states.snapshots) == [3, 1, 4, 5] and states.rows == 8
    states.changed(False, {("viewer", 1), ("product", 3)})
    assert 1 not in states.snapshots and "digest1" not in states.tokens and "digest2" in states.tokens
    assert list(states.snapshots) == [3, 4, 5] and states.rows == 5  # ("product", 3) is no member
    states.changed(True, set())  # a new catalogue version: members' own rows stay
    assert states.rows == 5
