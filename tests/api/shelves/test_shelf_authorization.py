"""The shelf writes follow the member-content authorization rule, tested from the app's route table.

Every write route (a WriteSession) whose path names a shelf must declare `x-glowdex-write: owner`, and answer:

| caller                        | a call on a shelf | add_shelf (creates) |
|-------------------------------|-------------------|---------------------|
| anonymous                     | 401               | 401                 |
| another member, public shelf  | 403               | 200                 |
| another member, private shelf | 404               | -                   |
| the owner                     | 200               | 200                 |
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from api.content.routes import WRITE_RULE
from api.db.session import get_write_session
from api.routes import _dependants, api_routes
from tests.api.content.helpers import member, post

SAMPLES: dict[str, Any] = {"name": "A shelf", "description": "", "shelf_type": "wishlist", "is_private": False,
                           "action": 1, "note": "fine"}


def _shelf_writes(app: Any) -> list[tuple[str, str, type[BaseModel], str | None]]:
    found = []
    for ctx in api_routes(app):
        path = ctx.path_format or ""
        if "shelf" not in path or get_write_session not in {d.call for d in _dependants(ctx.dependant)}:
            continue
        models = [p.field_info.annotation for d in _dependants(ctx.dependant) for p in d.body_params]
        model = next(m for m in models if isinstance(m, type) and issubclass(m, BaseModel))
        rule = (ctx.original_route.openapi_extra or {}).get(WRITE_RULE)
        found.append((path, next(iter(ctx.methods or {"POST"})), model, rule))
    return found


def test_every_shelf_write_is_the_owners(app):
    routes = _shelf_writes(app)
    assert {r[0] for r in routes} == {"/api/product/add_shelf", "/api/product/shelf/edit", "/api/product/shelf/remove",
                                      "/api/product/shelf/set_private", "/api/product/add_to_shelf"}
    assert {r[3] for r in routes} == {"owner"}


def test_matrix_anonymous_other_member_private_owner(app, client, session, catalog):
    pid = catalog.pid("BHA Toner")
    owner, other = member(session), member(session)

    def fresh(private: bool = False) -> int:
        return int(post(client, "/product/add_shelf", owner, name="Mine", is_private=private)["shelf_id"])

    def body(model: type[BaseModel], shelf_id: int) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, field in model.model_fields.items():
            if name == "shelf_id":
                out[name] = shelf_id
            elif name == "product_id":
                out[name] = pid
            elif name in SAMPLES:
                out[name] = SAMPLES[name]
            elif field.is_required():
                raise AssertionError(f"{model.__name__}.{name}: add a sample value")
        return out

    mismatches = []
    for path, method, model, _rule in _shelf_writes(app):
        creates = "shelf_id" not in model.model_fields
        shelf = fresh()
        expected = [("anonymous", None, shelf, 401), ("other member", other, shelf, 200 if creates else 403)]
        if not creates:
            expected.append(("other member, private shelf", other, fresh(private=True), 404))
        expected.append(("owner", owner, shelf, 200))
        for role, headers, shelf_id, status in expected:
            r = client.request(method, path, json=body(model, shelf_id), headers=headers or {})
            if r.status_code != status or (status == 200 and r.json()["status"] is not True):
                mismatches.append((path, role, status, r.status_code, r.text[:160]))
    assert mismatches == []
