"""Browsing reviews and routines (issue 26 §2, §3): the spec's random lists, narrowed by skin type, concern, category
and "members near me", ordered newest, most helpful or nearest, paged 10 at a time."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from api.browse.service import distance_km
from api.models import City, Review, Routine, User
from tests.api.content.helpers import add_routine, get, member, user_id, write_review

# GeoNames rows (cities15000): id, name, country, latitude, longitude.
CITIES = {
    "Paris": (2988507, "FR", 48.85341, 2.3488),
    "Versailles": (2969679, "FR", 48.8, 2.13333),
    "Lyon": (2996944, "FR", 45.74846, 4.84671),
    "London": (2643743, "GB", 51.50853, -0.12574),
    "Suva": (2198148, "FJ", -18.14161, 178.44149),
    "Apia": (4035413, "WS", -13.83333, -171.76666),
}


@pytest.fixture
def cities(session) -> dict[str, int]:  # type: ignore[no-untyped-def]
    for name, (gid, cc, lat, lng) in CITIES.items():
        session.add(City(id=gid, name=name, asciiname=name, country_code=cc, latitude=lat, longitude=lng))
    session.flush()
    return {name: row[0] for name, row in CITIES.items()}


def _lives_in(session, headers: dict[str, str], city_id: int | None) -> None:  # type: ignore[no-untyped-def]
    session.get(User, user_id(headers)).city_id = city_id
    session.flush()


def _ids(client, kind: str, headers: dict[str, str] | None = None, **params) -> list[int]:  # type: ignore[no-untyped-def]
    return [c["id"] for c in get(client, f"/{kind}/random_list", headers, page_num=50, **params)["items"]]


def test_the_spec_call_answers_as_before_a_seeded_shuffle_of_everything_public(client, session, catalog):
    author = member(session)
    made = [write_review(client, author, catalog.pid("BHA Toner"), title=f"R{i}", content=f"Text {i}")
            for i in range(12)]
    pages = [get(client, "/review/random_list", page_no=n, seed=7) for n in (1, 2)]
    assert [len(p["items"]) for p in pages] == [10, 2] and [p["hasMore"] for p in pages] == [True, False]
    listed = [c["id"] for p in pages for c in p["items"]]
    assert sorted(listed) == sorted(made)
    assert _ids(client, "review", seed=7) == listed == _ids(client, "review", seed=7, order="random")
    assert listed != sorted(listed) and listed != sorted(listed, reverse=True)


def test_reviews_by_the_skin_type_and_concerns_they_were_written_with(client, session, catalog):
    oily = member(session, skin_type="oily", concerns=["acne", "pores"])
    dry = member(session, skin_type="dry", concerns=["redness"])
    r_oily = write_review(client, oily, catalog.pid("BHA Toner"), content="Clears my pores.")
    r_dry = write_review(client, dry, catalog.pid("BHA Toner"), content="Calms the redness.")
    # the skin type when it was written counts, not the profile today
    session.get(User, user_id(oily)).skin_type = "dry"
    session.flush()
    assert _ids(client, "review", skin_type="oily") == [r_oily]
    assert _ids(client, "review", skin_type="dry") == [r_dry]
    assert _ids(client, "review", concerns=["redness"]) == [r_dry]
    assert sorted(_ids(client, "review", concerns=["pores", "redness"])) == sorted([r_oily, r_dry])
    assert _ids(client, "review", concerns=["aging"]) == []
    card = get(client, "/review/random_list", skin_type="oily")["items"][0]
    assert card["skin_type"] == "oily" and card["concerns"] == ["acne", "pores"]


def test_routines_by_their_authors_skin_type_and_concerns(client, session, catalog):
    oily = member(session, skin_type="oily", concerns=["acne"])
    sensitive = member(session, skin_type="sensitive", concerns=["redness", "sensitivity"])
    r_oily = add_routine(client, oily, [catalog.pid("BHA Toner")], title="Oily AM")
    r_sensitive = add_routine(client, sensitive, [catalog.pid("Niacinamide Serum")], title="Calm PM")
    assert _ids(client, "routine", skin_type="oily") == [r_oily]
    assert _ids(client, "routine", skin_type="sensitive", concerns=["sensitivity"]) == [r_sensitive]
    assert _ids(client, "routine", skin_type="oily", concerns=["sensitivity"]) == []
    assert _ids(client, "routine", skin_type="dry") == []


def test_category_takes_everything_under_it(client, session, catalog):
    author = member(session)
    serum_review = write_review(client, author, catalog.pid("BHA Toner"), content="Serum notes.")
    cream_review = write_review(client, author, catalog.pid("Retinol Night Cream"), content="Cream notes.")
    serum_routine = add_routine(client, author, [catalog.pid("Vitamin C Glow")], title="Serum only")
    both_routine = add_routine(client, author, [catalog.pid("Retinol Night Cream"), catalog.pid("BHA Toner")],
                               title="Both")
    skincare, serums, creams = (catalog.categories[n].id for n in ("Skincare", "Serums", "Moisturizers"))
    assert sorted(_ids(client, "review", category_id=skincare)) == sorted([serum_review, cream_review])
    assert _ids(client, "review", category_id=serums) == [serum_review]
    assert _ids(client, "review", category_id=creams) == [cream_review]
    assert sorted(_ids(client, "routine", category_id=serums)) == sorted([serum_routine, both_routine])
    assert _ids(client, "routine", category_id=creams) == [both_routine]
    r = client.get("/api/review/random_list", params={"category_id": 10**9})
    assert r.status_code == 404 and r.json()["status"] is False


def test_newest_and_most_helpful_orders_page_on(client, session, catalog):
    author = member(session)
    made = [add_routine(client, author, [catalog.pid("BHA Toner")], title=f"Routine {i}") for i in range(13)]
    likes = {made[3]: 5, made[8]: 2, made[0]: 2}
    for rid, n in likes.items():
        session.get(Routine, rid).like_count = n
    session.flush()
    newest = made[::-1]  # added in order; the id breaks a tie of timestamps
    first, second = (get(client, "/routine/random_list", order="newest", page_no=n) for n in (1, 2))
    assert [c["id"] for c in first["items"] + second["items"]] == newest
    assert (first["total_count"], first["hasMore"], second["hasMore"]) == (13, True, False)
    helpful = _ids(client, "routine", order="helpful")
    assert helpful[:3] == [made[3], made[8], made[0]]  # most liked; equal likes newest first
    assert helpful[3:] == [i for i in newest if i not in likes]


def test_members_near_me_by_the_distance_between_cities(client, session, catalog, cities):
    viewer = member(session)
    _lives_in(session, viewer, cities["Paris"])
    written = {}
    for place in ("Versailles", "Lyon", "London", None):
        author = member(session)
        _lives_in(session, author, cities[place] if place else None)
        written[place] = write_review(client, author, catalog.pid("BHA Toner"), content=f"From {place}.")
    assert _ids(client, "review", viewer, near_km=100) == [written["Versailles"]]
    assert sorted(_ids(client, "review", viewer, near_km=400)) == sorted(
        [written["Versailles"], written["Lyon"], written["London"]])  # Lyon 392 km, London 344 km
    assert sorted(_ids(client, "review", viewer, near_km=360)) == sorted([written["Versailles"], written["London"]])
    nearest = get(client, "/review/random_list", viewer, order="nearest")["items"]
    assert [c["id"] for c in nearest] == [written[p] for p in ("Versailles", "London", "Lyon", None)]
    assert [c["author_city"] for c in nearest] == ["Versailles, FR", "London, GB", "Lyon, FR", None]
    # great-circle between the cities' centres (published: Versailles 17 km, London 344 km, Lyon 392 km)
    assert [c["distance_km"] for c in nearest[:3]] == [pytest.approx(17, abs=1), pytest.approx(344, abs=1),
                                                       pytest.approx(392, abs=1.5)]
    assert nearest[3]["distance_km"] is None
    # "near me" narrows any order
    assert _ids(client, "review", viewer, near_km=400, order="newest") == [
        written["London"], written["Lyon"], written["Versailles"]]


def test_near_me_across_the_date_line(client, session, catalog, cities):
    viewer = member(session)
    _lives_in(session, viewer, cities["Suva"])
    author = member(session)
    _lives_in(session, author, cities["Apia"])
    routine = add_routine(client, author, [catalog.pid("BHA Toner")])
    km = distance_km(*CITIES["Suva"][2:], *CITIES["Apia"][2:])
    assert 1100 < km < 1200
    assert _ids(client, "routine", viewer, near_km=1200) == [routine]
    assert _ids(client, "routine", viewer, near_km=1000) == []


def test_near_me_needs_a_member_with_a_city(client, session, catalog, cities):
    r = client.get("/api/routine/random_list", params={"near_km": 50})
    assert r.status_code == 401 and "Sign in" in r.json()["msg"]
    cityless = member(session)
    for params in ({"near_km": 50}, {"order": "nearest"}):
        r = client.get("/api/review/random_list", params=params, headers=cityless)
        assert r.status_code == 200 and r.json()["status"] is False and r.json()["code"] == "no_city"


@pytest.mark.parametrize("params", [{"order": "best"}, {"skin_type": "greasy"}, {"concerns": "wrinkles"},
                                    {"near_km": 0}, {"near_km": 5000}, {"category_id": 0}])
def test_bad_filters_are_a_clear_422(client, params):  # type: ignore[no-untyped-def]
    r = client.get("/api/review/random_list", params=params)
    assert r.status_code == 422 and r.json()["status"] is False


def test_private_held_and_deleted_authors_stay_out_of_filtered_lists(client, session, catalog):
    author = member(session, skin_type="oily")
    shown = write_review(client, author, catalog.pid("BHA Toner"), content="Public.")
    hidden = write_review(client, author, catalog.pid("BHA Toner"), content="Mine alone.", is_private=True)
    held = session.get(Review, write_review(client, author, catalog.pid("BHA Toner"), content="Held one."))
    held.moderation_status = "pending"
    session.flush()
    for params in ({"skin_type": "oily"}, {"order": "newest"}, {"order": "helpful"}):
        assert _ids(client, "review", author, **params) == [shown], params
    assert hidden not in _ids(client, "review", author)
    gone = member(session, skin_type="oily")
    write_review(client, gone, catalog.pid("BHA Toner"), content="Then I left.")
    session.get(User, user_id(gone)).deleted_at = datetime.now(UTC)
    session.flush()
    assert _ids(client, "review", skin_type="oily") == [shown]


def test_category_list_for_the_filter(client, session, catalog):
    top = get(client, "/category/list", max_depth=0)
    assert [c["path"] for c in top] == ["Skincare"]
    two = get(client, "/category/list")
    assert [c["path"] for c in two] == ["Skincare", "Skincare > Moisturizers", "Skincare > Serums"]
    assert two[2]["parent_id"] == two[0]["category_id"] and two[2]["depth"] == 1 and two[2]["name"] == "Serums"
