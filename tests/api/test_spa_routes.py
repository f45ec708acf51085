"""Issue 21 §7: an unknown URL answers 404 with the app shell (whose not-found screen keeps the typed URL);
the app's own routes, from the build's `spa-routes.json`, answer 200."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from api.app import create_app


@pytest.fixture
def settings(settings, tmp_path):
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_text("<!doctype html><div id=root></div>")
    (dist / "favicon.svg").write_text("<svg/>")
    (dist / "spa-routes.json").write_text(json.dumps(["/", "/productDetail/:id", "/nbn/draft/modifyReviewPage",
                                                      "/nbn/draft/modifyReviewPage/:id", "/signin"]))
    return settings.model_copy(update={"web_dist_dir": dist})


@pytest.mark.parametrize("path", ["/", "/productDetail/7649", "/productDetail/7649/", "/signin?x=1",
                                  "/nbn/draft/modifyReviewPage", "/nbn/draft/modifyReviewPage/3"])
def test_the_apps_routes_answer_the_shell_with_200(client, path):
    r = client.get(path)
    assert r.status_code == 200 and "<div id=root>" in r.text


@pytest.mark.parametrize("path", ["/no/such/page", "/productDetail", "/productDetail/1/2", "/404", "/signinx",
                                  "/nbn/draft"])
def test_anything_else_answers_the_shell_with_404(client, path):
    r = client.get(path)
    assert r.status_code == 404 and "<div id=root>" in r.text
    assert r.headers["content-type"].startswith("text/html")


def test_files_of_the_build_are_still_served(client):
    assert client.get("/favicon.svg").status_code == 200


def test_without_a_route_list_every_page_path_answers_200(client, settings):
    (settings.web_dist_dir / "spa-routes.json").unlink()
    with TestClient(create_app(settings)) as plain:
        assert plain.get("/no/such/page").status_code == 200
