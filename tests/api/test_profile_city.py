"""A member's city (issue 26 §3): chosen from the GeoNames cities, stored as `city_id`, shown on the profile."""

from __future__ import annotations

from api.models import City
from tests.api.content.helpers import get, member, post, user_id


def _city(session) -> City:  # type: ignore[no-untyped-def]
    city = City(id=2996944, name="Lyon", asciiname="Lyon", country_code="FR", latitude=45.74846, longitude=4.84671)
    session.add(city)
    session.flush()
    return city


def test_a_chosen_city_is_stored_and_shown_on_both_profiles(client, session):
    me = member(session)
    lyon = _city(session)
    saved = post(client, "/user/edit_info", me, city_id=lyon.id)
    expected = {"city_id": lyon.id, "name": "Lyon", "country_code": "FR", "label": "Lyon, FR"}
    assert saved["city"] == expected and saved["location"] == "Lyon, FR"
    assert get(client, "/user/info", me)["city"] == expected
    public = get(client, "/user/public_info", user_id=user_id(me))
    assert public["city"] == expected and public["location"] == "Lyon, FR"
    # other fields leave it alone; null clears it (and the location that came with it)
    assert post(client, "/user/edit_info", me, bio="Hi")["city"] == expected
    cleared = post(client, "/user/edit_info", me, city_id=None)
    assert cleared["city"] is None and cleared["location"] == ""


def test_an_unknown_city_is_a_field_error_and_changes_nothing(client, session):
    me = member(session)
    r = client.post("/api/user/edit_info", headers=me, json={"city_id": 123456789, "bio": "New bio"})
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "city_id", "msg": "Choose a city from the list."}]
    assert get(client, "/user/info", me)["bio"] == ""
    assert client.post("/api/user/edit_info", headers=me, json={"city_id": "Lyon"}).status_code == 422


def test_a_member_without_a_city_has_none(client, session):
    me = member(session)
    assert get(client, "/user/info", me)["city"] is None
