"""The follow and notification writes in the authorization story, read from the route table.

| route                          | rule   | anonymous | another member                    | the member |
|--------------------------------|--------|-----------|-----------------------------------|------------|
| /user/follow, /user/unfollow   | member | 401       | 200 (follows the other)           | -          |
| /notification/mark_read        | owner  | 401       | 404 (someone else's message)      | 200        |
| /user/notification_settings    | owner  | 401       | 403 (someone else's user_id)      | 200        |
"""

from __future__ import annotations

from api.content.routes import WRITE_RULE
from api.db.session import WRITE_SESSIONS
from api.routes import _dependants, api_routes
from tests.api.content.helpers import member, post, user_id
from tests.api.social.helpers import run_notification_jobs

RULES = {"/api/user/follow": "member", "/api/user/unfollow": "member", "/api/notification/mark_read": "owner",
         "/api/user/notification_settings": "owner"}


def test_every_follow_and_notification_write_declares_its_rule(app):
    found = {}
    for ctx in api_routes(app):
        path = ctx.path_format or ""
        social = path.startswith("/api/notification/") or path in RULES
        if social and set(WRITE_SESSIONS) & {d.call for d in _dependants(ctx.dependant)}:
            found[path] = (ctx.original_route.openapi_extra or {}).get(WRITE_RULE)
    assert found == RULES


def test_matrix_anonymous_other_member_owner(client, session):
    owner, other = member(session), member(session)
    post(client, "/user/follow", other, user_id=user_id(owner))
    run_notification_jobs()
    message = client.get("/api/notification/msg_list", headers=owner).json()["data"]["items"][0]["id"]
    calls = [
        ("/api/user/follow", {"user_id": user_id(owner)}, other, 200),
        ("/api/notification/mark_read", {"notification_id": message}, other, 404),
        ("/api/notification/mark_read", {"notification_id": message}, owner, 200),
        ("/api/user/unfollow", {"user_id": user_id(owner)}, other, 200),  # after: it takes an unread message back
        ("/api/user/notification_settings", {"notification_type": "star", "is_enabled": False,
                                             "user_id": user_id(owner)}, other, 403),
        ("/api/user/notification_settings", {"notification_type": "star", "is_enabled": False,
                                             "user_id": user_id(owner)}, owner, 200),
    ]
    mismatches = []
    for path, body, headers, status in calls:
        anonymous = client.post(path, json=body)
        if anonymous.status_code != 401:
            mismatches.append((path, "anonymous", anonymous.status_code))
        r = client.post(path, json=body, headers=headers)
        if r.status_code != status or (status == 200 and r.json()["status"] is not True):
            mismatches.append((path, headers["userId"], r.status_code, r.text[:120]))
    assert mismatches == []
