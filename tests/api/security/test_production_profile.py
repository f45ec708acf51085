"""In the production profile the API documents and source maps are not served publicly."""

from __future__ import annotations

import pytest


@pytest.fixture
def settings(settings, tmp_path):
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><div id=root></div><script type=module src=/assets/app.js></script>")
    (dist / "assets" / "app.js").write_text("console.log(1)\n//# sourceMappingURL=app.js.map\n")
    (dist / "assets" / "app.js.map").write_text("{}")
    return settings.model_copy(update={"environment": "production", "secret_key": "a-real-test-secret",
                                       "web_dist_dir": dist})


@pytest.mark.parametrize("path", ["/api/docs", "/api/openapi.json", "/api/redoc"])
def test_api_documents_are_not_served(client, path):
    assert client.get(path).status_code == 404


def test_source_maps_are_not_served_but_the_bundle_is(client):
    assert client.get("/assets/app.js").status_code == 200
    assert client.get("/assets/app.js.map").status_code == 404


def test_the_spa_still_answers_with_its_headers(client):
    r = client.get("/some/page")
    assert r.status_code == 200
    assert "frame-ancestors 'none'" in r.headers["Content-Security-Policy"]
