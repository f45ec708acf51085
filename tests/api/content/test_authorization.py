"""The one authorization rule, tested from the app's route table (not a hand-kept list).

Every write route (a route that opens a WriteSession) whose path belongs to a member-content kind, or whose
body names a content id or a comment id, must declare its rule in `openapi_extra["x-glowdex-write"]`.
Each such route is then called as anonymous, another member, and the owner (plus another member on the
owner's PRIVATE item), with a body built from its request model, and must answer:

| rule   | anonymous | other member            | other member, private item | owner |
|--------|-----------|-------------------------|----------------------------|-------|
| owner  | 401       | 403 (200 when it creates) | 404                      | 200   |
| member | 401       | 200                     | 404                        | 200   |
| others | 401       | 200                     | 404                        | 403   |

Routes that name an item by `{kind, id}` (`POST /api/report`) are called the same way for every kind their body
accepts (a profile's "private item" is a member who left).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, get_args

from pydantic import BaseModel

from api.content.kinds import KINDS
from api.content.routes import WRITE_RULE
from api.db.session import WRITE_SESSIONS
from api.models import User
from api.routes import _dependants, api_routes
from tests.api.content.helpers import add_routine, member, post, submit_feedback, suggest_dupe, write_review
from tests.api.ingredient_catalog import add_product

CONTENT_IDS = {k.id_name for k in KINDS.values()} | {"comment_id"}
SAMPLES: dict[str, Any] = {"content": "Fine.", "rating": 4, "title": "A title", "comment": "Hello",
                           "action": 1, "is_private": True, "images": [], "description": "", "reason": "spam"}


def _fresh_item(client: Any, session: Any, catalog: Any, owner: dict[str, str], kind: str, pid: int,
                private: bool) -> dict[str, int]:
    """A new item of `kind` owned by `owner` (public ones visible to others: feedback is accepted), as body ids."""
    if kind == "review":
        return {"review_id": write_review(client, owner, pid, is_private=private)}
    if kind == "routine":
        return {"routine_id": add_routine(client, owner, [pid], is_private=private)}
    if kind == "feedback":  # one post per member and product: each item is about a product of its own
        product = add_product(session, catalog, f"Matrix product {len(catalog.products)}", "Acme", "Serums",
                              10.0, 30.0, ("AQUA",)).id
        return {"feedback_id": submit_feedback(client, owner, product, is_private=private), "product_id": product}
    if kind == "dupe":  # one suggestion per member and pair: each item suggests a product of its own
        product = add_product(session, catalog, f"Matrix product {len(catalog.products)}", "Budget", "Serums",
                              5.0, 30.0, ("AQUA",)).id
        return {"dupe_id": suggest_dupe(client, owner, pid, product, is_private=private),
                "original_product_id": pid, "dupe_product_id": product}
    raise AssertionError(f"add a fresh {kind} to _fresh_item")


COMMENT_PATHS = {"feedback": "/product/feedback/comment", "dupe": "/product/dupe/comment/add"}


def _body_model(ctx: Any) -> type[BaseModel] | None:
    for d in _dependants(ctx.dependant):
        for p in d.body_params:
            model = p.field_info.annotation
            if isinstance(model, type) and issubclass(model, BaseModel):
                return model
    return None


def _write_routes(app: Any) -> list[tuple[str, str, type[BaseModel], str | None]]:
    found = []
    for ctx in api_routes(app):
        if not set(WRITE_SESSIONS) & {d.call for d in _dependants(ctx.dependant)}:
            continue
        model = _body_model(ctx)
        fields = set(model.model_fields) if model else set()
        path = ctx.path_format or ""
        in_kind = any(f"/{name}/" in path for name in KINDS)  # /api/review/…, /api/product/feedback/…
        if not (in_kind or fields & CONTENT_IDS):
            continue
        extra = ctx.original_route.openapi_extra or {}
        assert model is not None, f"{path}: a content write without a body"
        found.append((path, next(iter(ctx.methods or {"POST"})), model, extra.get(WRITE_RULE)))
    return found


def test_every_content_write_route_declares_its_rule(app):
    routes = _write_routes(app)
    assert len(routes) >= 17, sorted(r[0] for r in routes)  # reviews and routines at least
    undeclared = [path for path, _, _, rule in routes if rule not in ("owner", "member")]
    assert undeclared == []


def _kind_of(path: str, fields: set[str]) -> str:
    for name, kind in KINDS.items():
        if f"/{name}/" in path or kind.id_name in fields:
            return name
    raise AssertionError(path)


def _body(model: type[BaseModel], ids: dict[str, Any], product_id: int) -> dict[str, Any]:
    body: dict[str, Any] = {}
    for name, field in model.model_fields.items():
        if name in ids:
            body[name] = ids[name]
        elif name == "product_id":
            body[name] = product_id
        elif name == "products":
            body[name] = [{"product_id": product_id}]
        elif name in SAMPLES:
            body[name] = SAMPLES[name]
        elif field.is_required():
            raise AssertionError(f"{model.__name__}.{name}: add a sample value to SAMPLES")
    return body


def test_generated_matrix_anonymous_other_member_owner(app, client, session, catalog):
    pid = catalog.pid("BHA Toner")
    owner, other = member(session), member(session)
    mismatches = []
    for path, method, model, rule in _write_routes(app):
        fields = set(model.model_fields)
        kind = _kind_of(path, fields)
        names_object = bool(fields & CONTENT_IDS)

        def fresh(kind: str = kind, fields: set[str] = fields, private: bool = False) -> dict[str, int]:
            ids = _fresh_item(client, session, catalog, owner, kind, pid, private)
            id_name = KINDS[kind].id_name
            item = ids[id_name]
            if "comment_id" in fields:
                c = post(client, COMMENT_PATHS.get(kind, f"/{kind}/comment"), owner, **{id_name: item, "comment": "mine"})
                ids["comment_id"] = c["comment_id"]
            return ids

        ids = fresh()
        creates = not names_object
        expected = [("anonymous", None, ids, 401),
                    ("other member", other, ids, 200 if rule == "member" or creates else 403)]
        if names_object:
            expected.append(("other member, private item", other, fresh(private=True), 404))
        expected.append(("owner", owner, ids, 200))
        for role, headers, role_ids, status in expected:
            r = client.request(method, path, json=_body(model, role_ids, pid), headers=headers or {})
            if r.status_code != status or (status == 200 and r.json()["status"] is not True):
                mismatches.append((path, role, status, r.status_code, r.text[:160]))
    assert mismatches == []


# --- routes that name an item by {kind, id} -------------------------------------------------------------

def _kind_id_routes(app: Any) -> list[tuple[str, str, type[BaseModel], str | None]]:
    found = []
    for ctx in api_routes(app):
        model = _body_model(ctx)
        if set(WRITE_SESSIONS) & {d.call for d in _dependants(ctx.dependant)} and model is not None \
                and {"kind", "id"} <= set(model.model_fields):
            extra = ctx.original_route.openapi_extra or {}
            found.append((ctx.path_format or "", next(iter(ctx.methods or {"POST"})), model, extra.get(WRITE_RULE)))
    return found


def _any_item(client: Any, session: Any, catalog: Any, owner: dict[str, str], kind: str, pid: int,
              private: bool) -> int:
    """A new item of any reportable kind owned by `owner`; `private`: one another member cannot see."""
    if kind in KINDS:
        return _fresh_item(client, session, catalog, owner, kind, pid, private)[KINDS[kind].id_name]
    if kind == "comment":  # a comment on a review the other member may or may not see
        review = write_review(client, owner, pid, is_private=private)
        return int(post(client, "/review/comment", owner, review_id=review, comment="mine")["comment_id"])
    if kind == "shelf":
        return int(post(client, "/product/add_shelf", owner, name="Shelf", is_private=private)["shelf_id"])
    if kind == "user":
        if not private:
            return int(owner["userId"])
        gone = member(session)
        session.get(User, int(gone["userId"])).deleted_at = datetime.now(UTC)
        session.flush()
        return int(gone["userId"])
    raise AssertionError(f"add a fresh {kind} to _any_item")


def test_report_is_in_the_generated_matrix(app):
    routes = _kind_id_routes(app)
    assert [(path, rule) for path, _, _, rule in routes] == [("/api/report", "others")]


def test_generated_matrix_for_routes_naming_an_item_by_kind(app, client, session, catalog):
    pid = catalog.pid("BHA Toner")
    owner, other = member(session), member(session)
    mismatches = []
    for path, method, model, rule in _kind_id_routes(app):
        assert rule in ("owner", "member", "others"), path
        for kind in get_args(model.model_fields["kind"].annotation):
            public = _any_item(client, session, catalog, owner, kind, pid, private=False)
            hidden = _any_item(client, session, catalog, owner, kind, pid, private=True)
            expected = [("anonymous", None, public, 401),
                        ("other member", other, public, 403 if rule == "owner" else 200),
                        ("other member, private item", other, hidden, 404),
                        ("owner", owner, public, 403 if rule == "others" else 200)]
            for role, headers, item_id, status in expected:
                body = _body(model, {"id": item_id, "kind": kind}, pid)
                r = client.request(method, path, json=body, headers=headers or {})
                if r.status_code != status or (status == 200 and r.json()["status"] is not True):
                    mismatches.append((path, kind, role, status, r.status_code, r.text[:160]))
    assert mismatches == []
