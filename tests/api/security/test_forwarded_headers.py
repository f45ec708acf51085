"""X-Forwarded-For counts only when it comes from a configured proxy (issue 13 §5)."""

from __future__ import annotations

import socket
import threading
from pathlib import Path

import httpx
import uvicorn
from fastapi.testclient import TestClient

from indexer.embedded import UVICORN_PROXY_OPTIONS

ROOT = Path(__file__).resolve().parents[3]


def _spray(post, headers_for) -> list[int]:
    """Logins for many addresses, each claiming another forwarded client address."""
    return [post({"email": f"spray{n}@example.com", "password": "wrong1guess"}, headers_for(n)).status_code
            for n in range(25)]


def test_a_direct_client_cannot_pick_its_rate_limit_key_in_the_real_server(app):
    """Served as `glowdex serve` serves (uvicorn, same proxy options), from loopback, with no proxy configured."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(app, log_level="warning", lifespan="off", **UVICORN_PROXY_OPTIONS)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        while not server.started:
            thread.join(0.05)
        port = sock.getsockname()[1]
        with httpx.Client(base_url=f"http://127.0.0.1:{port}") as http:
            statuses = _spray(lambda body, headers: http.post("/api/user/login", json=body, headers=headers),
                              lambda n: {"X-Forwarded-For": f"203.0.113.{n + 1}", "X-Real-IP": f"203.0.113.{n + 1}"})
    finally:
        server.should_exit = True
        thread.join()
    assert 429 in statuses  # one client, one limit, whatever it claims


def test_behind_a_configured_proxy_each_forwarded_client_has_its_own_limit(app):
    app.state.settings.trusted_proxies = "10.9.0.2"
    with TestClient(app, client=("10.9.0.2", 5000)) as proxy:
        def post(body, headers):
            return proxy.post("/api/user/login", json=body, headers=headers)

        # Each spray attempt comes from another real client behind the proxy: nobody is limited.
        assert 429 not in _spray(post, lambda n: {"X-Forwarded-For": f"203.0.113.{n + 1}"})
        # One client behind the proxy is limited; its own spoofed prefix does not help it.
        statuses = _spray(post, lambda n: {"X-Forwarded-For": f"192.0.2.{n + 1}, 198.51.100.9"})
        assert 429 in statuses


def test_an_unconfigured_peer_is_ignored_even_when_it_sends_forwarded_headers(app):
    app.state.settings.trusted_proxies = "10.9.0.2"
    with TestClient(app, client=("10.9.0.3", 5000)) as other:
        statuses = _spray(lambda body, headers: other.post("/api/user/login", json=body, headers=headers),
                          lambda n: {"X-Forwarded-For": f"203.0.113.{n + 1}"})
    assert 429 in statuses


def test_nginx_sends_the_forwarded_headers_and_compose_trusts_only_nginx():
    import yaml

    conf = (ROOT / "deploy/nginx.conf").read_text()
    for header in ("X-Forwarded-For $proxy_add_x_forwarded_for", "X-Real-IP $remote_addr",
                   "X-Forwarded-Proto $scheme"):
        assert f"proxy_set_header {header};" in conf, header
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    trusted = compose["services"]["api"]["environment"]["GLOWDEX_TRUSTED_PROXIES"]
    web_ip = compose["services"]["web"]["networks"]["default"]["ipv4_address"]
    assert trusted == web_ip
