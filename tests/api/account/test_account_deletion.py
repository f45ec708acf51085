"""Deleting an account: everything the member made goes (api/account/deletion.py), counters stay right, the
e-mail can sign up again, and a wrong code changes nothing."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import func, or_, select

from api.account.deletion import row_deletes
from api.files.app import files_root
from api.models import (
    Comment,
    NotificationEvent,
    NotificationMessage,
    Product,
    Review,
    Routine,
    Shelf,
    UploadedFile,
    User,
)
from tests.api.content.helpers import (
    add_routine,
    get,
    member,
    post,
    submit_feedback,
    suggest_dupe,
    write_review,
)
from tests.api.helpers import PASSWORD, latest_code, upload_image


def _email(session, headers: dict[str, str]) -> str:  # type: ignore[no-untyped-def]
    return str(session.get(User, int(headers["userId"])).email)


def _notices_involving(session, user_id: int) -> int:  # type: ignore[no-untyped-def]
    """Notification events and inbox messages to or caused by the member."""
    session.expire_all()
    events = session.scalar(select(func.count()).select_from(NotificationEvent).where(
        or_(NotificationEvent.recipient_id == user_id, NotificationEvent.actor_id == user_id)))
    messages = session.scalar(select(func.count()).select_from(NotificationMessage).where(
        or_(NotificationMessage.user_id == user_id, NotificationMessage.actor_id == user_id)))
    return int(events or 0) + int(messages or 0)


def _ask_code(client, headers: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    assert client.post("/api/validator/gen", json={"purpose": "delete_account"}, headers=headers).json()["status"]


def test_deleting_an_account_removes_what_the_member_made_and_keeps_every_counter_right(
        client, session, settings, catalog):
    pid, other_pid = catalog.pid("BHA Toner"), catalog.pid("Niacinamide Serum")
    gone, stays = member(session), member(session)
    email = _email(session, gone)
    # what the member made
    mine = write_review(client, gone, pid, rating=1)
    routine = add_routine(client, gone, [pid])
    submit_feedback(client, gone, other_pid)
    suggest_dupe(client, gone, other_pid, pid)
    shelf = post(client, "/product/add_shelf", gone, name="Broke me out", description="", shelf_type="broke_me_out",
                 is_private=False)["shelf_id"]
    avatar = upload_image(client, gone)
    post(client, "/user/edit_info", gone, avatar=avatar, bio="hello")
    # ... and did to others' things
    theirs = write_review(client, stays, pid, rating=5)
    post(client, "/review/like", gone, review_id=theirs, action=1)
    post(client, "/review/star", gone, review_id=theirs, action=1)
    root = post(client, "/review/comment", gone, review_id=theirs, comment="Same here")["comment_id"]
    post(client, "/review/comment", stays, review_id=theirs, comment="Glad!", parent_id=root)
    their_root = post(client, "/review/comment", stays, review_id=theirs, comment="Day 3")["comment_id"]
    post(client, "/review/comment", gone, review_id=theirs, comment="Keep going", parent_id=their_root)
    post(client, "/review/comment/like", gone, comment_id=their_root, action=1)
    client.post("/api/product/like", json={"product_id": pid}, headers=gone)
    before = get(client, "/review/detail", stays, review_id=theirs)
    assert (before["like_count"], before["star_count"], before["comment_count"]) == (1, 1, 4)
    assert _notices_involving(session, int(gone["userId"])) > 0  # their like and comments told the other member
    upload = session.scalar(select(UploadedFile).where(UploadedFile.url == avatar))
    path = files_root(settings) / upload.path
    assert path.exists()

    _ask_code(client, gone)
    wrong = client.post("/api/user/delete", json={"verification_code": "000000"}, headers=gone).json()
    assert wrong["status"] is False
    assert get(client, "/review/detail", None, review_id=mine)["review_id"] == mine  # nothing changed
    code = latest_code(session, email, "delete_account")
    r = client.post("/api/user/delete", json={"verification_code": code}, headers=gone).json()
    assert r["status"] is True, r

    assert client.get("/api/user/info", headers=gone).status_code == 401
    assert client.post("/api/user/login", json={"email": email, "password": PASSWORD}).json()["status"] is False
    assert client.get("/api/review/detail", params={"review_id": mine}).json()["status"] is False
    session.expire_all()
    assert session.get(Review, mine) is None and session.get(Routine, routine) is None
    assert session.get(Shelf, shelf) is None
    after = get(client, "/review/detail", stays, review_id=theirs)
    assert (after["like_count"], after["star_count"]) == (0, 0)
    assert after["comment_count"] == 2  # their "Glad!" reply and their own "Day 3" root
    placeholder = session.get(Comment, root)
    assert placeholder is not None and placeholder.removed_at is not None and placeholder.comment == ""
    assert session.get(Comment, their_root).like_count == 0
    product = session.get(Product, pid)
    assert product.like_count == 0
    assert (product.review_count, product.rating_avg) == (1, 5.0)  # only the other member's review counts
    assert session.scalar(select(UploadedFile).where(UploadedFile.url == avatar)) is None
    assert _notices_involving(session, int(gone["userId"])) == 0
    for table, columns in row_deletes():  # every table the schema says is theirs holds nothing of theirs
        assert not session.scalar(select(func.count()).select_from(table).where(
            or_(*(c == int(gone["userId"]) for c in columns)))), table.name
    user = session.get(User, int(gone["userId"]))
    assert user.deleted_at is not None and user.email is None and user.password_hash is None
    assert (user.nickname, user.bio, user.avatar) == ("deleted member", "", "")
    # the address is free again
    again = client.post("/api/user/register", json={"email": email, "password": PASSWORD}).json()
    assert again["status"] is True, again


def test_the_uploaded_file_leaves_the_disk_only_after_the_commit(client, session, settings, catalog):
    gone = member(session)
    avatar = upload_image(client, gone)
    path: Path = files_root(settings) / session.scalar(select(UploadedFile.path).where(UploadedFile.url == avatar))
    _ask_code(client, gone)
    code = latest_code(session, _email(session, gone), "delete_account")
    assert client.post("/api/user/delete", json={"verification_code": code}, headers=gone).json()["status"] is True
    assert not path.exists()


def test_delete_needs_a_signed_in_member_and_a_six_digit_code(client, session):
    assert client.post("/api/user/delete", json={"verification_code": "123456"}).status_code == 401
    headers = member(session)
    for bad in ({}, {"verification_code": "12345"}, {"verification_code": "abcdef"}):
        assert client.post("/api/user/delete", json=bad, headers=headers).status_code == 422
    none_asked = client.post("/api/user/delete", json={"verification_code": "123456"}, headers=headers).json()
    assert none_asked["status"] is False and none_asked["code"] == "code_invalid"
