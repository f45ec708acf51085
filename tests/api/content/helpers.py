"""Helpers for member-content tests: calls through the real API."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.models import AuthToken, User
from api.security import new_token, token_digest

_seq = itertools.count(1)


def post(client: TestClient, path: str, headers: dict[str, str] | None, **body: Any) -> dict[str, Any]:
    """POST that must succeed (HTTP 200, status true); answers `data`."""
    r = client.post(f"/api{path}", json=body, headers=headers or {})
    assert r.status_code == 200, r.text
    assert r.json()["status"] is True, r.json()
    return r.json()["data"]


def get(client: TestClient, path: str, headers: dict[str, str] | None = None, **params: Any) -> dict[str, Any]:
    r = client.get(f"/api{path}", params=params, headers=headers or {})
    assert r.status_code == 200, r.text
    assert r.json()["status"] is True, r.json()
    return r.json()["data"]


def user_id(headers: dict[str, str]) -> int:
    return int(headers["userId"])


def write_review(client: TestClient, headers: dict[str, str], product_id: int, **fields: Any) -> int:
    body = {"product_id": product_id, "title": "Nice", "content": "It works for me.", "rating": 4,
            "images": [], "is_private": False} | fields
    return int(post(client, "/review/submit", headers, **body)["review_id"])


def add_routine(client: TestClient, headers: dict[str, str], product_ids: list[int], **fields: Any) -> int:
    steps = [{"product_id": p, "step_name": f"Step {i}", "time_of_day": "pm", "frequency": "daily"}
             for i, p in enumerate(product_ids, start=1)]
    body = {"title": "My night", "description": "Simple.", "products": steps, "is_private": False} | fields
    return int(post(client, "/routine/add", headers, **body)["routine_id"])


def suggest_dupe(client: TestClient, headers: dict[str, str], original_id: int, dupe_id: int, **fields: Any) -> int:
    """A suggestion with a text of its own (the same text as another of the member's posts would be held)."""
    body = {"original_product_id": original_id, "dupe_product_id": dupe_id, "title": "A cheaper twin",
            "description": f"Feels the same (note {next(_seq)}).", "images": [], "is_private": False} | fields
    return int(post(client, "/product/dupe/submit", headers, **body)["dupe_id"])


def submit_feedback(client: TestClient, headers: dict[str, str], product_id: int, **fields: Any) -> int:
    """The member's feedback post on a product, ACCEPTED by the automatic check (no link, and a text of its own:
    the same text as another of the member's posts would be held)."""
    body = {"product_id": product_id, "category_name": "", "general_rating": 4, "ratings": [],
            "feedback_status": "pending", "file_ids": [], "feedback_title": "Solid",
            "feedback_text": f"Gentle and does what it says (note {next(_seq)})."} | fields
    data = post(client, "/product/feedback/submit", headers, **body)
    assert data["feedback_status"] == "accepted", data
    return int(data["feedback_id"])


def member(session: Session, *, skin_type: str | None = None, concerns: list[str] | None = None,
           is_collection_private: bool = False) -> dict[str, str]:
    """An active member with a session token, made directly (register → activate → login is tested in
    tests/api/test_users.py; here it would hit the sign-up rate limit). Answers the request headers."""
    n = next(_seq)
    user = User(email=f"content{n}@example.com", password_hash=None, nickname=f"member{n}", concerns=concerns or [],
                skin_type=skin_type, is_active=True, is_collection_private=is_collection_private)
    session.add(user)
    session.flush()
    token = new_token()
    session.add(AuthToken(user_id=user.id, token_hash=token_digest(token),
                          expires_at=datetime.now(UTC) + timedelta(days=1)))
    session.flush()
    return {"token": token, "userId": str(user.id)}
