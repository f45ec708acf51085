"""api-contract.md on the wire (issue 8 §4): statuses of unknown paths and methods, login's `message`,
timestamps with their offset, request bodies that ignore unknown fields, error answers in OpenAPI."""

from __future__ import annotations

import types
import typing
from datetime import datetime
from typing import Any

import pytest
from pydantic import BaseModel

from api.envelope import RequestBody, as_utc
from api.routes import api_routes, error_statuses
from tests.api.helpers import signed_in

METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")


def _json_error(response: Any, status: int) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json")
    assert response.json()["status"] is False and response.json()["msg"]


# --- unknown paths, wrong methods, the SPA fallback ---------------------------------------------------


@pytest.mark.parametrize("method", METHODS)
def test_an_unknown_api_path_is_a_404_json_for_every_method(client, method):
    _json_error(client.request(method, "/api/no/such/call"), 404)
    _json_error(client.request(method, "/api/product/detail/extra"), 404)


def test_a_known_path_with_the_wrong_method_is_a_405_json(client):
    _json_error(client.get("/api/product/search"), 405)
    _json_error(client.post("/api/product/detail"), 405)
    _json_error(client.delete("/api/user/login"), 405)


def test_the_spa_fallback_answers_only_non_api_gets(client):
    page = client.get("/browseProducts")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    _json_error(client.post("/browseProducts"), 405)


def test_head_health(client):
    assert client.head("/api/health").status_code == 200
    assert client.get("/api/health").json()["status"] is True


# --- login --------------------------------------------------------------------------------------------


def test_a_rate_limited_login_carries_message_like_every_failed_login(app, client, settings):
    app.state.settings = settings.model_copy(update={"login_rate": (1, 60)})
    body = {"email": "nobody@example.com", "password": "wrong-pass-1"}
    wrong = client.post("/api/user/login", json=body).json()
    assert wrong["status"] is False and wrong["message"] == wrong["msg"]
    limited = client.post("/api/user/login", json=body)
    _json_error(limited, 429)
    assert limited.json()["message"] == limited.json()["msg"] and limited.headers["Retry-After"]


# --- timestamps ---------------------------------------------------------------------------------------


def _models_in(annotation: Any, seen: set[type]) -> None:
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        _models_in(typing.get_args(annotation)[0], seen)
    elif origin is not None or isinstance(annotation, types.UnionType):
        for arg in typing.get_args(annotation):
            _models_in(arg, seen)
    elif isinstance(annotation, type) and issubclass(annotation, BaseModel) and annotation not in seen:
        seen.add(annotation)
        for field in annotation.model_fields.values():
            _models_in(field.annotation, seen)


def _is_datetime(annotation: Any) -> bool:
    if annotation is datetime:
        return True
    return any(_is_datetime(a) for a in typing.get_args(annotation)) if typing.get_origin(annotation) else False


def test_every_timestamp_a_response_carries_is_utc_with_its_offset(app):
    """A bare `datetime` in a response model would send SQLite's naive value without an offset."""
    models: set[type] = set()
    for route in api_routes(app):
        _models_in(route.response_model, models)
    assert models, "no response models found"
    bare = [f"{m.__name__}.{name}" for m in models for name, f in m.model_fields.items()
            if _is_datetime(f.annotation) and not any(getattr(v, "func", None) is as_utc for v in f.metadata)]
    assert bare == [], "use api.envelope.UtcDatetime"


def test_a_timestamp_on_the_wire_has_its_offset(client, session):
    me = signed_in(client, session, "stamp@example.com")
    created = client.get("/api/user/info", headers=me).json()["data"]["created_at"]
    assert created.endswith("Z") and datetime.fromisoformat(created).utcoffset() is not None


# --- request bodies ignore unknown fields ------------------------------------------------------------


def test_every_request_body_model_ignores_unknown_fields(app):
    models: set[type] = set()
    for route in api_routes(app):
        if route.body_field is not None:
            _models_in(route.body_field.field_info.annotation, models)
    assert models
    strict = sorted(m.__name__ for m in models if m.model_config.get("extra") != "ignore")
    assert strict == [], "derive request bodies from api.envelope.RequestBody"
    assert all(issubclass(m, RequestBody) for m in models)


def test_a_body_with_the_spec_clients_user_id_is_accepted(client, session):
    login = client.post("/api/user/login", json={"email": "a@example.com", "password": "x1", "userId": "1"})
    assert login.status_code == 200 and login.json()["status"] is False  # a wrong login, not a 422
    me = signed_in(client, session, "extra@example.com")
    edit = client.post("/api/user/edit_info", json={"nickname": "Glow", "userId": me["userId"]}, headers=me)
    assert edit.status_code == 200 and edit.json()["data"]["nickname"] == "Glow"
    still_strict = client.post("/api/user/edit_info", json={"nickname": 7, "userId": me["userId"]}, headers=me)
    assert still_strict.status_code == 422


# --- error answers in the OpenAPI document ---------------------------------------------------------------


def test_openapi_documents_each_routes_error_answers_with_the_error_body(app, client):
    doc = client.get("/api/openapi.json").json()
    assert "HTTPValidationError" not in doc["components"]["schemas"]
    for route in api_routes(app):
        if not route.include_in_schema:
            continue
        for method in route.methods:
            responses = doc["paths"][route.path_format][method.lower()]["responses"]
            for status in error_statuses(route):
                ref = responses[str(status)]["content"]["application/json"]["schema"]["$ref"]
                assert ref == "#/components/schemas/ErrorBody", (route.path_format, status)
    login = doc["paths"]["/api/user/login"]["post"]["responses"]
    assert {"413", "422", "429"} <= set(login) and "Retry-After" in login["429"]["headers"]
    assert "401" in doc["paths"]["/api/product/like"]["post"]["responses"]
    assert "404" in doc["paths"]["/api/product/detail"]["get"]["responses"]
    assert "503" in doc["paths"]["/api/search"]["get"]["responses"]
