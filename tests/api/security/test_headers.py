"""Security headers on the API and the SPA; request ids from clients are sanitised (issue 13 §5)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def _csp(response) -> dict[str, str]:
    policy = response.headers["Content-Security-Policy"]
    return {d.split(" ", 1)[0]: d.split(" ", 1)[1] if " " in d else "" for d in
            (p.strip() for p in policy.split(";")) if d}


@pytest.mark.parametrize("path", ["/api/health", "/", "/activate", "/api/no-such-route"])
def test_every_answer_carries_the_security_headers(client, path):
    r = client.get(path)
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert r.headers["X-Frame-Options"] == "DENY"
    assert r.headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    csp = _csp(r)
    assert csp["frame-ancestors"] == "'none'"
    assert csp["script-src"] == "'self'"  # no inline scripts, no eval
    assert csp["object-src"] == "'none'"
    assert csp["base-uri"] == "'none'" or csp["base-uri"] == "'self'"


def test_the_spa_has_no_inline_scripts():
    for page in (ROOT / "web/index.html", ROOT / "web/dist/index.html"):
        if not page.exists():
            continue
        for tag in re.findall(r"<script\b[^>]*>(.*?)</script>", page.read_text(), flags=re.S):
            assert tag.strip() == "", f"inline script in {page}"


@pytest.mark.parametrize("sent", ["a" * 500, "id with spaces", "evil\u2028line", "<script>", "x;drop"])
def test_a_clients_request_id_is_sanitised_before_it_is_echoed(client, sent):
    r = client.get("/api/health", headers={"X-Request-Id": sent.encode("utf-8")})
    echoed = r.headers["X-Request-Id"]
    assert re.fullmatch(r"[A-Za-z0-9._:-]{1,64}", echoed), echoed
    assert echoed != sent


def test_a_well_formed_request_id_is_kept(client):
    r = client.get("/api/health", headers={"X-Request-Id": "req-2026.11:abc_DEF"})
    assert r.headers["X-Request-Id"] == "req-2026.11:abc_DEF"


def test_the_413_of_the_body_limit_carries_the_security_headers(client, settings):
    """Issue 20 §6: the body cap answers before the app, and its answer had none of the headers."""
    r = client.post("/api/user/login", content=b"{" + b" " * (settings.max_json_body_bytes + 10) + b"}",
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 413
    assert r.headers["X-Frame-Options"] == "DENY"
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert "frame-ancestors 'none'" in r.headers["Content-Security-Policy"]


@pytest.mark.parametrize("path", ["/api/health/", "/api/user/info/", "/api/product/detail/"])
def test_no_redirect_is_built_from_the_host_header(client, path):
    """Issue 20 §6: `GET /api/health/` with `Host: evil.example` answered a 307 to http://evil.example/api/health."""
    r = client.get(path, headers={"Host": "evil.example"}, follow_redirects=False)
    assert "evil.example" not in r.headers.get("location", "")
    assert r.status_code not in (301, 302, 303, 307, 308), r.headers
    assert r.headers["X-Frame-Options"] == "DENY"


def test_refusals_carry_the_security_headers_too(client):
    """Issue 20 §6 "on every answer": the refusals answered before or around a route (401, 405, 422, 429) as well."""
    answers = [client.get("/api/user/info"), client.put("/api/health"),
               client.post("/api/user/login", content=b"{bad", headers={"Content-Type": "application/json"})]
    answers.append(next(r for r in (client.post("/api/user/forgot_password", json={"email": "h@example.com"})
                                    for _ in range(20)) if r.status_code == 429))
    assert [r.status_code for r in answers] == [401, 405, 422, 429]
    for r in answers:
        assert (r.headers["X-Frame-Options"], r.headers["X-Content-Type-Options"]) == ("DENY", "nosniff")
        assert "frame-ancestors 'none'" in r.headers["Content-Security-Policy"]
