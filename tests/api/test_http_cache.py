"""Public pages from the answer cache, personal parts apart (issue 25), in one process.

Anonymous answers are the same bytes for every viewer and carry a strong ETag (304 on If-None-Match) and a public
Cache-Control; a request with a token is answered as before (personal fields filled) and marked private; the
member's own state comes from `GET /api/me/state`; after a like, a review or a rating every anonymous page showing
it shows it (tests/api/test_http_cache_processes.py: the same across two server processes).
"""

from __future__ import annotations

import json
import time

import pytest

from tests.api.content.helpers import member, post
from tests.api.helpers import eventually, sync_index

SEARCHES = [
    ("POST", "/api/product/search", {"json": {"keyword": "serum", "page_no": 1, "page_num": 10}}),
    ("GET", "/api/search", {"params": {"keyword": "serum"}}),
    ("POST", "/api/search/ui", {"json": {"searchTerm": "serum", "filters": [], "current": 1, "resultsPerPage": 20}}),
]
PUBLIC_READS = [("/api/product/detail", {}), ("/api/similarity/jcd", {}), ("/api/product/dupes", {}),
                ("/api/product/review_list", {}), ("/api/product/ratings/summary", {})]


@pytest.mark.parametrize(("path", "extra"), PUBLIC_READS)
def test_anonymous_public_read_has_strong_etag_public_cache_control_and_304(client, catalog, path, extra):
    pid = catalog.pid("Niacinamide Serum")
    client.get(path, params={"product_id": catalog.pid("BHA Toner")})  # loads the similarity model (part of the key)
    first = client.get(path, params={"product_id": pid, **extra})
    assert first.status_code == 200, first.text
    etag = first.headers["etag"]
    assert etag.startswith('"') and not etag.startswith("W/")
    assert first.headers["cache-control"].startswith("public, max-age=")
    assert "stale-while-revalidate=" in first.headers["cache-control"]
    again = client.get(path, params={"product_id": pid, **extra})
    assert again.content == first.content and again.headers["etag"] == etag
    assert (first.headers["x-cache"], again.headers["x-cache"]) == ("miss", "hit")
    unchanged = client.get(path, params={"product_id": pid, **extra}, headers={"If-None-Match": etag})
    assert unchanged.status_code == 304 and unchanged.content == b""
    assert unchanged.headers["etag"] == etag
    other = client.get(path, params={"product_id": pid, **extra}, headers={"If-None-Match": '"something-else"'})
    assert other.status_code == 200 and other.content == first.content


def test_kept_answers_read_together_expire_spread_over_the_last_quarter_of_their_ttl(client, catalog):
    """Pages read together (a warm-up, a burst of visitors) would otherwise expire in the same second and be computed
    again together, every minute (api/expiry.py)."""
    from api.http_cache.policy import POLICIES

    for pid in catalog.products.values():
        for path in ("/api/product/detail", "/api/product/ratings/summary", "/api/product/review_list"):
            assert client.get(path, params={"product_id": pid.id}).headers["x-cache"] == "miss"
    now = time.monotonic()
    left = [entry.expires - now for entry in client.app.state.http_cache.store._items.values()]
    ttl = POLICIES[("GET", "/api/product/detail")].ttl
    assert len(left) >= 3 * len(catalog.products)
    assert all(0.75 * ttl - 5 <= s <= ttl for s in left)
    assert max(left) - min(left) > 3


def test_a_kept_answer_goes_gzipped_to_a_client_that_accepts_it_and_plain_to_one_that_does_not(client, catalog):
    params = {"product_id": catalog.pid("Niacinamide Serum")}
    plain = client.get("/api/product/detail", params=params, headers={"Accept-Encoding": "identity"})
    zipped = client.get("/api/product/detail", params=params, headers={"Accept-Encoding": "gzip"})
    assert "content-encoding" not in plain.headers and zipped.headers["content-encoding"] == "gzip"
    assert zipped.content == plain.content  # the client unzips it
    assert zipped.headers["etag"] != plain.headers["etag"]  # two representations, two strong validators
    assert "Accept-Encoding" in zipped.headers["vary"]


def test_anonymous_bytes_are_the_same_for_every_viewer_and_token_answers_stay_personal(client, session, catalog):
    pid = catalog.pid("Niacinamide Serum")
    fan = member(session)
    post(client, "/product/like", fan, product_id=pid)
    post(client, "/product/star", fan, product_id=pid)
    a = client.get("/api/product/detail", params={"product_id": pid})
    b = client.get("/api/product/detail", params={"product_id": pid},
                   headers={"X-Forwarded-For": "203.0.113.9", "Cookie": "x=1", "userId": fan["userId"]})
    assert a.content == b.content and a.headers["etag"] == b.headers["etag"]
    reaction = a.json()["data"]["reaction"]
    assert (reaction["liked"], reaction["starred"], reaction["like_count"], reaction["star_count"]) == (
        False, False, 1, 1)
    # The spec's call with a token: as before, the member's own fields filled in; never kept by a shared cache.
    mine = client.get("/api/product/detail", params={"product_id": pid}, headers=fan)
    assert mine.json()["data"]["reaction"]["liked"] is True and mine.json()["data"]["reaction"]["starred"] is True
    assert "etag" not in mine.headers
    assert mine.headers["cache-control"].startswith("private")
    assert "token" in mine.headers["vary"]
    # ... and an anonymous request afterwards is still the shared page.
    assert client.get("/api/product/detail", params={"product_id": pid}).content == a.content


def test_state_call_answers_the_members_own_fields_for_the_ids_on_screen(client, session, catalog):
    liked, starred, plain = (catalog.pid(n) for n in ("Niacinamide Serum", "BHA Toner", "Retinol Night Cream"))
    me, author = member(session), member(session)
    post(client, "/product/like", me, product_id=liked)
    post(client, "/product/star", me, product_id=starred)
    post(client, "/product/dislike", me, product_id=plain)
    rated = client.post("/api/product/ratings/submit", headers=me, json={
        "product_id": liked, "category_name": "Serums", "general_rating": 4.5, "ratings": []})
    assert rated.status_code == 200, rated.text
    shelf = post(client, "/product/add_shelf", me, name="Morning")
    post(client, "/product/add_to_shelf", me, shelf_id=shelf["shelf_id"], product_id=starred, action=1)
    review = post(client, "/review/submit", author, product_id=liked, title="Good", content="Soft skin.", rating=4)
    post(client, "/review/like", me, review_id=review["review_id"], action=1)

    r = client.get("/api/me/state", params=[("product_ids", liked), ("product_ids", starred),
                                            ("product_ids", plain), ("review_ids", review["review_id"])],
                   headers=me)
    assert r.status_code == 200, r.text
    data = r.json()["data"]
    by_id = {p["product_id"]: p for p in data["products"]}
    assert [p["product_id"] for p in data["products"]] == [liked, starred, plain]
    assert (by_id[liked]["liked"], by_id[liked]["my_rating"], by_id[liked]["shelf_ids"]) == (True, 4.5, [])
    assert (by_id[starred]["starred"], by_id[starred]["liked"], by_id[starred]["shelf_ids"]) == (
        True, False, [shelf["shelf_id"]])
    assert (by_id[plain]["disliked"], by_id[plain]["my_rating"]) == (True, None)
    assert data["reviews"] == [{"review_id": review["review_id"], "liked": True, "starred": False}]
    # Another member's state is their own; without a token there is none.
    theirs = client.get("/api/me/state", params={"product_ids": liked}, headers=author).json()["data"]
    assert theirs["products"][0]["liked"] is False and theirs["products"][0]["my_rating"] is None
    assert client.get("/api/me/state", params={"product_ids": liked}).status_code == 401
    too_many = client.get("/api/me/state", params=[("product_ids", i) for i in range(1, 62)], headers=me)
    assert too_many.status_code == 422


def test_state_call_fit_follows_the_members_saved_profile(client, session, catalog):
    pid = catalog.pid("Niacinamide Serum")
    me = member(session, skin_type="oily", concerns=["acne"])
    page = client.get("/api/product/detail", params={"product_id": pid}, headers=me).json()["data"]
    state = client.get("/api/me/state", params={"product_ids": pid, "fit": True}, headers=me).json()["data"]
    assert state["products"][0]["personal"] == page["personal"] and page["personal"] is not None
    plain = client.get("/api/me/state", params={"product_ids": pid}, headers=me).json()["data"]
    assert plain["products"][0]["personal"] is None


def test_a_like_review_and_rating_show_on_the_cached_anonymous_pages(client, session, catalog):
    pid = catalog.pid("Niacinamide Serum")
    me = member(session)

    def detail():  # type: ignore[no-untyped-def]
        return client.get("/api/product/detail", params={"product_id": pid}).json()["data"]

    def reviews():  # type: ignore[no-untyped-def]
        return client.get("/api/product/review_list", params={"product_id": pid}).json()["data"]

    before, listed = detail(), reviews()
    assert before["reaction"]["like_count"] == 0 and listed["total_count"] == 0
    assert detail() == before  # kept

    post(client, "/product/like", me, product_id=pid)
    assert eventually(lambda: detail()["reaction"]["like_count"] == 1)

    written = post(client, "/review/submit", me, product_id=pid, title="Good", content="Soft skin.", rating=4)
    assert eventually(lambda: reviews()["total_count"] == 1)
    assert eventually(lambda: detail()["review_count"] == before["review_count"] + 1)

    liker = member(session)
    assert reviews()["items"][0]["like_count"] == 0
    post(client, "/review/like", liker, review_id=written["review_id"], action=1)
    assert eventually(lambda: reviews()["items"][0]["like_count"] == 1)

    rated = client.post("/api/product/ratings/submit", headers=liker, json={
        "product_id": pid, "category_name": "Serums", "general_rating": 2, "ratings": []})
    assert rated.status_code == 200, rated.text
    assert eventually(lambda: (detail()["member_rating"] or {}).get("count") == 2)


def test_a_like_shows_on_the_similar_and_dupe_lists_that_name_the_product(client, session, catalog):
    pid = catalog.pid("Niacinamide Serum")
    similar = client.get("/api/similarity/jcd", params={"product_id": pid}).json()["data"]
    assert similar["items"], similar
    other = similar["items"][0]["product"]["product_id"]

    def like_count_of_other() -> int:
        items = client.get("/api/similarity/jcd", params={"product_id": pid}).json()["data"]["items"]
        return int(next(i["product"]["like_count"] for i in items if i["product"]["product_id"] == other))

    assert like_count_of_other() == 0
    post(client, "/product/like", member(session), product_id=other)
    assert eventually(lambda: like_count_of_other() == 1)


def test_anonymous_search_is_kept_in_the_process_only_and_a_token_search_is_not(client, session, settings, catalog,
                                                                                   backend):
    sync_index(session, backend, settings)
    body = {"keyword": "serum", "page_no": 1, "page_num": 10}
    first = client.post("/api/product/search", json=body)
    assert first.status_code == 200, first.text
    assert first.json()["data"]["items"]
    assert client.post("/api/product/search", json=body).content == first.content
    assert "etag" not in first.headers  # HTTP caches do not key on a POST body: kept here only
    mine = client.post("/api/product/search", json=body, headers=member(session))
    assert mine.headers["cache-control"].startswith("private")


@pytest.mark.parametrize(("method", "path", "ask"), SEARCHES)
def test_a_search_answer_is_kept_while_the_index_is_unchanged_and_not_after_its_next_commit(
        client, session, settings, catalog, backend, method, path, ask):
    """Kept by the index's generation, not for a second: a commit to the index (here one the database did not
    see, so nothing in the change feed drops the answer) is in the very next answer."""
    sync_index(session, backend, settings)
    pid = catalog.pid("Niacinamide Serum")

    def search() -> tuple[str, bool]:
        answer = client.request(method, path, **ask)
        assert answer.status_code == 200, answer.text
        text = answer.text.replace(" ", "")
        return answer.headers["x-cache"], f'"product_id":{pid},' in text or f'"id":{{"raw":"{pid}"}}' in text

    assert search() == ("miss", True)
    time.sleep(1.2)  # longer than an answer was kept before
    assert search() == ("hit", True)
    backend.delete("product", [str(pid)])  # as the worker's commit, in this process or another
    assert search() == ("miss", False)
    assert search() == ("hit", False)


@pytest.mark.parametrize(("method", "path", "ask"), SEARCHES)
def test_a_search_answer_is_not_dropped_by_a_database_change_before_the_index_takes_it(
        client, session, settings, catalog, backend, method, path, ask):
    """A search answer is read from the index alone: a like on a product it lists (a change the feed names) leaves it
    kept until the indexer commits, as computing it again before would give the same bytes."""
    sync_index(session, backend, settings)
    pid = catalog.pid("Niacinamide Serum")
    first = client.request(method, path, **ask)
    assert first.headers["x-cache"] == "miss"
    text = first.text.replace(" ", "")
    assert f'"product_id":{pid},' in text or f'"id":{{"raw":"{pid}"}}' in text
    generation = backend.generation()
    post(client, "/product/like", member(session), product_id=pid)  # the feed names the product
    assert backend.generation() == generation  # no index commit since (the indexer runs apart)
    again = client.request(method, path, **ask)
    assert (again.headers["x-cache"], again.content) == ("hit", first.content)


def _elsewhere(ask: dict) -> dict:
    """The same search for another word: it finds Retinol Night Cream, not Niacinamide Serum."""
    return json.loads(json.dumps(ask).replace("serum", "retinol"))


def _shows(answer, pid: int) -> bool:  # noqa: ANN001
    text = answer.text.replace(" ", "")
    return f'"product_id":{pid},' in text or f'"id":{{"raw":"{pid}"}}' in text


@pytest.mark.parametrize(("method", "path", "ask"), SEARCHES)
def test_a_likes_commit_drops_the_search_answers_showing_the_product_and_keeps_the_others(
        client, session, settings, catalog, backend, method, path, ask):
    """A like moves a counter only: its commit to the index leaves what every search matches, counts and orders as
    it was, so the answers that do not show the product stay kept (dropped at every commit, nearly every search
    missed under the mixed load: a product somewhere is liked many times a second); those that show it are computed
    again from that commit."""
    fan = member(session)
    sync_index(session, backend, settings)  # (a member joining adds a document: a change of structure)
    pid = catalog.pid("Niacinamide Serum")
    showing = client.request(method, path, **ask)
    other = client.request(method, path, **_elsewhere(ask))
    assert _shows(showing, pid) and not _shows(other, pid) and _shows(other, catalog.pid("Retinol Night Cream"))
    assert client.request(method, path, **ask).headers["x-cache"] == "hit"
    structure = backend.generation().structure
    post(client, "/product/like", fan, product_id=pid)
    sync_index(session, backend, settings)  # the worker's commit: the product's like count
    assert backend.generation().structure == structure
    kept = client.request(method, path, **_elsewhere(ask))
    assert (kept.headers["x-cache"], kept.content) == ("hit", other.content)
    again = client.request(method, path, **ask)
    assert again.headers["x-cache"] == "miss" and _shows(again, pid)
    if "like_count" in showing.text:  # the answers that show the count show the like
        assert again.text != showing.text


def test_a_search_ordered_by_likes_is_computed_again_after_any_likes_commit(client, session, settings, catalog,
                                                                             backend):
    """Its order reads the counter: a like anywhere may move a product into it."""
    fan = member(session)
    sync_index(session, backend, settings)
    ask = {"json": {"searchTerm": "retinol", "filters": [], "sortList": [{"field": "like_count", "direction": "desc"}],
                    "current": 1, "resultsPerPage": 20}}
    first = client.post("/api/search/ui", **ask)
    assert first.status_code == 200, first.text
    assert not _shows(first, catalog.pid("Niacinamide Serum"))
    assert client.post("/api/search/ui", **ask).headers["x-cache"] == "hit"
    post(client, "/product/like", fan, product_id=catalog.pid("Niacinamide Serum"))
    sync_index(session, backend, settings)
    assert client.post("/api/search/ui", **ask).headers["x-cache"] == "miss"
    assert client.post("/api/search/ui", **ask).headers["x-cache"] == "hit"


def test_an_ingredient_added_is_read_by_the_next_analysis_not_kept_from_the_engine_before(client, session, catalog):
    """The feed names the new ingredient: the analyses it drops are computed again by an engine that has read it
    (before, the engine looked at its table every 5 s, and an answer computed in between was kept for a minute)."""
    from api.models import Inci
    from api.search.outbox import register_capture
    from api.search_kinds.registry import CAPTURE

    params = {"ingredient_list": "Niacinamide, Zinc PCA", "personalise": "false"}

    def recognised() -> int:
        return client.get("/api/product/analyze", params=params).json()["data"]["recognised_count"]

    assert recognised() == 1 and recognised() == 1  # the second from the cache
    register_capture(CAPTURE)  # this session's writes reach the outbox and the feed, as an import's do
    session.add(Inci(name="ZINC PCA", first_letter="Z", functions=["humectant"]))
    session.commit()
    assert eventually(lambda: recognised() == 2, seconds=3.0)
