"""The envelope and status codes of api-contract.md, and the paging helper."""

from __future__ import annotations

from fastapi import APIRouter
from sqlalchemy import select

from api.envelope import Page
from api.models import User
from api.paging import PageParams, Paging10, build_page, paginate


def _add_test_routes(app, router: APIRouter) -> None:
    """Mount routes for a test, ahead of the SPA's catch-all route."""
    app.include_router(router)
    app.router.routes.sort(key=lambda route: getattr(route, "path", "") == "/{path:path}")


def test_unknown_route_is_a_404_envelope(client):
    r = client.get("/api/does/not/exist")
    assert r.status_code == 404
    assert r.json()["status"] is False and r.json()["msg"]


def test_body_that_is_not_json_is_a_422_with_field_errors(client):
    r = client.post("/api/user/login", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 422
    assert r.json()["status"] is False
    assert r.json()["errors"]


def test_unexpected_error_is_a_500_with_the_request_id(app, client):
    router = APIRouter()

    @router.get("/api/test-boom")
    def boom() -> None:
        raise RuntimeError("kaput")

    _add_test_routes(app, router)
    r = client.get("/api/test-boom", headers={"X-Request-Id": "req-abc123"})
    assert r.status_code == 500
    body = r.json()
    assert body["status"] is False
    assert body["request_id"] == "req-abc123"
    assert "req-abc123" in body["msg"]
    assert "kaput" not in body["msg"]


def test_every_response_carries_a_request_id_header(client):
    assert len(client.get("/api/health").headers["X-Request-Id"]) >= 8


def test_every_api_route_has_a_response_model(app):
    from api.routes import api_routes

    routes = api_routes(app)  # through included routers: app.routes holds them unexpanded
    missing = [r.path_format for r in routes if r.response_model is None and r.path_format != "/api/health"]
    assert len(routes) > 40 and missing == []


def test_paging_reports_has_more_and_a_stable_order(session):
    session.add_all([User(email=f"p{i}@example.com", concerns=[]) for i in range(7)])
    session.flush()
    stmt = select(User).where(User.email.like("p%@example.com")).order_by(User.created_at.desc(), User.id.desc())
    seen: list[int] = []
    for page_no in (1, 2, 3):
        params = PageParams(page_no=page_no, page_num=3)
        rows, total = paginate(session, stmt, params)
        page: Page[int] = build_page([u.id for u in rows], params, total)
        assert page.total_count == 7
        assert page.hasMore is (page_no < 3)
        seen.extend(page.items)
    assert len(seen) == len(set(seen)) == 7


def test_paging_rejects_out_of_range_sizes(client):
    router = APIRouter()

    @router.get("/api/test-page", response_model=dict)
    def listing(paging: Paging10) -> dict:
        return {"page_no": paging.page_no, "page_num": paging.page_num}

    _add_test_routes(client.app, router)
    assert client.get("/api/test-page").json() == {"page_no": 1, "page_num": 10}
    assert client.get("/api/test-page", params={"page_num": 51}).status_code == 422
    assert client.get("/api/test-page", params={"page_no": 0}).status_code == 422


def test_spliced_json_is_what_the_response_model_would_send():
    """A section kept as JSON is written in place of the model's placeholder, in the model's field order; the
    envelope around it is `ok()`'s."""
    from api.envelope import Envelope, model_json, ok, ok_json, ok_model
    from api.products.schemas import BrandRef, ReactionState

    state = ReactionState(product_id=7, liked=True, disliked=False, starred=False, like_count=3, dislike_count=0,
                          star_count=1)
    assert model_json(state, {}) == state.model_dump_json().encode()
    placeholder = state.model_copy(update={"liked": False, "star_count": 0})
    spliced = model_json(placeholder, {"liked": b"true", "star_count": b"1"})
    assert spliced == state.model_dump_json().encode()
    assert model_json(state, {"product_id": b"7", "star_count": b"1"}) == state.model_dump_json().encode()

    brand = BrandRef(brand_id=1, name="Caf\u00e9 \"Lab\"", status="active")
    response = ok_json(model_json(brand, {}), msg="d\u00e9j\u00e0 vu")
    assert response.media_type == "application/json"
    assert response.body == ok(brand, msg="d\u00e9j\u00e0 vu").model_dump_json().encode()
    assert Envelope[BrandRef].model_validate_json(response.body).data == brand
    assert ok_model(brand, msg="d\u00e9j\u00e0 vu").body == response.body
