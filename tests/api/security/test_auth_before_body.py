"""Routes that need a member refuse a missing or bad token BEFORE the JSON body is read (issue 20 §6): a
stranger's 900 KB body was received and parsed first. The body below is a stream that counts what the app
pulled from it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.api.helpers import signed_in

CHUNK = b" " * (64 * 1024)


class CountedBody:
    """A ~900 KB JSON body, streamed in chunks; `pulled` is how many chunks the server asked for."""

    def __init__(self) -> None:
        self.pulled = 0

    def __iter__(self) -> Iterator[bytes]:
        self.pulled += 1
        yield b'{"nickname": "x"'
        for _ in range(14):
            self.pulled += 1
            yield CHUNK
        yield b"}"


@pytest.mark.parametrize("headers", [{}, {"token": "not-a-real-session-token"},
                                     {"Authorization": "Bearer also-not-real"}], ids=["none", "bad", "bad-bearer"])
@pytest.mark.parametrize("path", ["/api/user/edit_info", "/api/product/add_shelf", "/api/user/change_email"])
def test_a_missing_or_bad_token_is_refused_before_the_body_is_read(client, path, headers):
    body = CountedBody()
    r = client.post(path, content=body, headers={"Content-Type": "application/json", **headers})
    assert r.status_code == 401, r.text
    assert r.json()["auth"] is False
    assert body.pulled == 0, f"the app read {body.pulled} chunks of a stranger's body"


def test_a_good_token_still_reads_the_body(client, session):
    headers = signed_in(client, session)
    r = client.post("/api/user/edit_info", json={"bio": "Oily, and proud."}, headers=headers)
    assert r.json()["status"] is True
    assert client.get("/api/user/info", headers=headers).json()["data"]["bio"] == "Oily, and proud."


def _member_routes_with_a_body(app) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """(method, path) of every /api route that needs a member and takes a body, from the app's route table."""
    from api.deps import current_user
    from api.routes import _dependants, api_routes

    found = []
    for ctx in api_routes(app):
        dependants = _dependants(ctx.dependant)
        if current_user in {d.call for d in dependants} and any(d.body_params for d in dependants) \
                and "{" not in (ctx.path_format or ""):
            found.extend((method, ctx.path_format or "") for method in sorted(ctx.methods or ()))
    return found


def test_every_route_that_needs_a_member_refuses_before_reading_the_body(app, client):
    """The three routes above stand for all: every route that needs a member and takes a JSON body (the report,
    the e-mail change, …; 63 today), found in the route table, answers 401 to a stranger without pulling a chunk.
    (Uploads read their body themselves, after the token: test_upload_limits.py.)"""
    routes = _member_routes_with_a_body(app)
    assert len(routes) > 40 and ("POST", "/api/report") in routes and ("POST", "/api/user/change_email") in routes
    read = []
    for method, path in routes:
        body = CountedBody()
        r = client.request(method, path, content=body, headers={"Content-Type": "application/json",
                                                                "token": "not-a-real-session-token"})
        if r.status_code != 401 or body.pulled:
            read.append((method, path, r.status_code, body.pulled))
    assert read == []
