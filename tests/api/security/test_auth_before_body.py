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
