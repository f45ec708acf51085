"""Settings defaults and refusals; the production compose file wires every service."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml
from pydantic import ValidationError

from api.settings import Settings

ROOT = Path(__file__).resolve().parents[1]


def test_defaults_are_the_embedded_profile(monkeypatch):
    for var in ("DATABASE_URL", "BROKER_URL", "SEARCH_URL", "MAIL_URL", "FILES_URL", "ENVIRONMENT"):
        monkeypatch.delenv(var, raising=False)
    s = Settings(_env_file=None)
    assert s.resolved_database_url.startswith("sqlite:///") and s.resolved_database_url.endswith("glowdex.sqlite3")
    assert (s.broker_url, s.search_url, s.mail_url, s.files_url) == ("memory://", "embedded://", "outbox://",
                                                                    "local://")


def test_placeholder_secret_is_refused_in_production():
    with pytest.raises(ValidationError, match="SECRET_KEY"):
        Settings(_env_file=None, environment="production")
    assert Settings(_env_file=None, environment="production", secret_key="a-real-secret").secret_key


def test_data_dir_moves_with_glowdex_data_dir(monkeypatch, tmp_path):
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setenv("GLOWDEX_DATA_DIR", str(tmp_path))
    assert Settings(_env_file=None).resolved_database_url == f"sqlite:///{tmp_path / 'glowdex.sqlite3'}"


def test_compose_has_every_service_wired_with_health_checks():
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    services = compose["services"]
    assert {"postgres", "elasticsearch", "redis", "api", "worker", "web"} <= set(services)
    for name in ("postgres", "elasticsearch", "redis", "api"):
        assert "healthcheck" in services[name], name
    for app_service in ("api", "worker"):
        env = services[app_service]["environment"]
        assert env["DATABASE_URL"].startswith("postgresql://") and "@postgres:" in env["DATABASE_URL"]
        assert env["BROKER_URL"].startswith("redis://redis:")
        assert env["SEARCH_URL"].startswith("http://elasticsearch:9200")
        deps = services[app_service]["depends_on"]
        for dep in ("postgres", "redis", "elasticsearch"):
            assert deps[dep]["condition"] == "service_healthy"
    assert services["web"]["depends_on"]["api"]["condition"] == "service_healthy"


def test_compose_api_serves_one_worker_per_core_unless_api_workers_is_set(monkeypatch):
    """The api service runs `glowdex serve --no-worker` without pinning `--workers`: the CLI reads API_WORKERS
    (passed through, empty when unset) and an empty value leaves the default, every core."""
    from typer.main import get_command

    from indexer.cli import app as cli
    from indexer.embedded import default_workers

    api = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]["api"]
    command = api["command"]
    assert command[:2] == ["glowdex", "serve"] and "--no-worker" in command
    assert "--workers" not in command  # a pinned count would override the cores default
    assert api["environment"]["API_WORKERS"] == "${API_WORKERS:-}"
    serve = get_command(cli).commands["serve"]  # type: ignore[attr-defined]
    args = command[2:]
    monkeypatch.setenv("API_WORKERS", "")
    assert serve.make_context("serve", list(args)).params["workers"] is None
    assert default_workers(with_worker=False) == (os.cpu_count() or 1)
    monkeypatch.setenv("API_WORKERS", "3")
    assert serve.make_context("serve", list(args)).params["workers"] == 3
