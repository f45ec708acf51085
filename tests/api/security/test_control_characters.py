"""NUL, C0 controls and bidi overrides are refused in every text field and query string (issue 13 §5).
Run on PostgreSQL too: there a NUL that reached the database was a 500."""

from __future__ import annotations

import pytest

from api.envelope import RequestBody
from tests.api.helpers import signed_in

BAD = ["a\x00b", "a\x07b", "a\x1bb", "safe\u202eexe.png", "x\u2066y", "a\x7fb"]


@pytest.mark.parametrize("value", BAD)
def test_profile_text_with_control_characters_is_refused_with_the_field_named(client, session, value):
    headers = signed_in(client, session)
    for field in ("bio", "location", "nickname"):
        r = client.post("/api/user/edit_info", headers=headers, json={field: value})
        assert r.status_code == 422, (field, r.json())
        [error] = r.json()["errors"]
        assert error["field"] == field
        assert "control character" in error["msg"].lower()


def test_tabs_and_newlines_are_ordinary_text(client, session):
    headers = signed_in(client, session)
    r = client.post("/api/user/edit_info", headers=headers, json={"bio": "Line one\n\tLine two\r\nend"})
    assert r.json()["status"] is True, r.json()


def test_nested_text_is_checked_too():
    class Inner(RequestBody):
        texts: list[str]
        notes: dict[str, str] = {}

    with pytest.raises(ValueError, match="control character"):
        Inner.model_validate({"texts": ["fine", "bad\x00"]})
    with pytest.raises(ValueError, match="control character"):
        Inner.model_validate({"texts": [], "notes": {"k": "\u202d"}})
    assert Inner.model_validate({"texts": ["ok\ttab"]}).texts == ["ok\ttab"]


def test_register_and_login_refuse_nul_without_a_server_error(client):
    r = client.post("/api/user/register", json={"email": "nul@example.com", "password": "abc\x00defg12"})
    assert r.status_code == 422
    r = client.post("/api/user/login", json={"email": "nul@example.com", "password": "abc\x00defg12"})
    assert r.status_code == 422


@pytest.mark.parametrize("query", ["keyword=a%00b", "keyword=%E2%80%AEevil", "keyword=a%1Bb"])
def test_query_strings_with_control_characters_are_refused(client, query):
    r = client.get(f"/api/search?{query}")
    assert r.status_code == 422, r.json()
    body = r.json()
    assert body["status"] is False and body["code"] == "invalid"
    assert body["errors"][0]["field"] == "keyword"


def test_a_nul_in_a_query_that_reaches_the_database_is_not_a_500(client):
    r = client.get("/api/product/analyze?ingredient_list=Aqua%00Glycerin")
    assert r.status_code == 422


@pytest.mark.parametrize("path", ["/some%00page", "/assets/x%00.js", "/files/uploads/a%00.png", "/api/x%00"])
def test_a_nul_in_the_path_is_not_a_server_error(client, path):
    assert client.get(path).status_code < 500
