"""A private review (and routine) appears in no list, count, search result or facet for anyone but its owner."""

from __future__ import annotations

from api.models import Follow, Product
from api.search.query import FacetRequest, SearchQuery
from tests.api.content.helpers import add_routine, get, member, post, user_id, write_review
from tests.api.helpers import sync_index
from tests.api.ingredient_catalog import make_catalog


def test_private_review_and_routine_are_invisible_to_everyone_but_the_owner(client, session, settings, backend):
    catalog = make_catalog(session)
    session.commit()
    owner, other, fan = member(session), member(session), member(session)
    session.add(Follow(follower_id=user_id(other), followed_id=user_id(owner)))
    pid = catalog.pid("Vitamin C Glow")
    public = write_review(client, owner, pid, title="Sunny glow notes", rating=5)
    secret = write_review(client, owner, pid, title="Secret glow diary", rating=1)
    routine = add_routine(client, owner, [pid], title="Secret glow routine")
    post(client, "/review/like", fan, review_id=secret, action=1)
    post(client, "/review/star", fan, review_id=secret, action=1)
    post(client, "/routine/like", fan, routine_id=routine, action=1)
    post(client, "/review/set_private", owner, review_id=secret, is_private=True)
    post(client, "/routine/set_private", owner, routine_id=routine, is_private=True)
    sync_index(session, backend, settings)

    for viewer in (None, other, fan):
        h = viewer or {}
        who = "anonymous" if viewer is None else ("other" if viewer is other else "fan")
        # detail and comment list: 404
        assert client.get("/api/review/detail", params={"review_id": secret}, headers=h).status_code == 404, who
        assert client.get("/api/routine/detail", params={"routine_id": routine}, headers=h).status_code == 404, who
        assert client.get("/api/review/comment/list", params={"review_id": secret},
                          headers=h).status_code == 404, who
        # lists and their counts
        by_user = get(client, "/review/by_user", h, user_id=user_id(owner))
        assert [i["review_id"] for i in by_user["items"]] == [public] and by_user["total_count"] == 1, who
        assert get(client, "/routine/by_user", h, user_id=user_id(owner))["total_count"] == 0, who
        on_product = get(client, "/product/review_list", h, product_id=pid)
        assert [i["review_id"] for i in on_product["items"]] == [public] and on_product["total_count"] == 1, who
        assert get(client, "/product/routine_list", h, product_id=pid)["total_count"] == 0, who
        for path in ("/review/user_like", "/review/user_star", "/routine/user_like"):
            assert get(client, path, h, user_id=user_id(fan))["total_count"] == 0, (who, path)
        for path in ("/browse/random_content", "/review/random_list", "/routine/random_list"):
            seen = {(c["type"], c["id"]) for c in get(client, path, h)["items"]}
            assert ("review", secret) not in seen and ("routine", routine) not in seen, (who, path)
        # search results and facets
        found = get(client, "/search", h, keyword="secret glow")["items"]
        assert not [i for i in found if i["type"] in ("review", "routine")], who
        result = backend.search(SearchQuery(kinds=("review", "routine"), text="",
                                            facets=(FacetRequest("author_nickname"),),
                                            viewer_id=None if viewer is None else str(user_id(viewer))))
        assert [h.id for h in result.hits] == [str(public)] and result.total == 1, who
        assert sum(b.count for b in result.facets["author_nickname"]) == 1, who  # type: ignore[union-attr]
    followed = get(client, "/browse/followed_users_content", other)
    assert [(c["type"], c["id"]) for c in followed["items"]] == [("review", public)]

    # the product's rating and count: public reviews only
    product = session.get(Product, pid)
    session.refresh(product)
    assert (product.rating_avg, product.review_count) == (5.0, 1)

    # the owner sees everything
    assert get(client, "/review/detail", owner, review_id=secret)["is_private"] is True
    assert get(client, "/review/by_user", owner, user_id=user_id(owner))["total_count"] == 2
    assert get(client, "/product/review_list", owner, product_id=pid)["total_count"] == 2
    assert get(client, "/routine/by_user", owner, user_id=user_id(owner))["total_count"] == 1
    mine = get(client, "/search", owner, keyword="secret glow")["items"]
    assert {(i["type"], int(i["id"])) for i in mine} >= {("review", secret), ("routine", routine)}
    result = backend.search(SearchQuery(kind="review", text="", facets=(FacetRequest("author_nickname"),),
                                        viewer_id=str(user_id(owner))))
    assert result.total == 2 and sum(b.count for b in result.facets["author_nickname"]) == 2  # type: ignore[union-attr]

    # public again: back everywhere, and the fan's earlier like and star count again
    post(client, "/review/set_private", owner, review_id=secret, is_private=False)
    sync_index(session, backend, settings)
    assert get(client, "/review/user_star", other, user_id=user_id(fan))["total_count"] == 1
    assert any(int(i["id"]) == secret for i in get(client, "/search", other, keyword="secret glow")["items"])
