"""The member kind (issue 21 §7): found by their nickname; nothing else of a profile is searched."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import select

from api.models import User
from api.search.index_fields import FieldType, IndexSchema, SearchField
from api.search.outbox import Touch
from api.search_kinds.content import CONTENT_OF_AUTHOR
from api.search_kinds.declaration import Doc, IndexedKind, KindDocuments, Rows, changed, row_docs

SCHEMA = IndexSchema(
    kind="user",
    display_field="nickname",
    fields=(SearchField("nickname", FieldType.TEXT_AUTOCOMPLETE, boost=3.0, keyword=True, sortable=True,
                        filterable=True, highlight=True),),
)


def _user(obj: User, deleted: bool) -> Iterable[Touch]:
    if deleted or changed(obj, "nickname", "deleted_at", "is_active", "avatar", "login_type"):
        yield "user", obj.id
    if not deleted and changed(obj, "nickname", "deleted_at"):
        yield CONTENT_OF_AUTHOR.name, obj.id


def _rows() -> Rows:
    """Members anyone can find: active (or imported reviewers, who cannot sign in but have a profile), not gone."""
    return select(User).where(User.deleted_at.is_(None), User.is_active.is_(True) | (User.login_type == "imported"))


def _doc(row: Any) -> Doc:
    user = row[0]
    return {"id": str(user.id), "nickname": user.nickname, "avatar": user.avatar,
            "is_imported": user.login_type == "imported"}


USER = IndexedKind(SCHEMA, capture={User: _user}, documents=KindDocuments(User, _rows, row_docs(_doc)),
                   fan_outs=(CONTENT_OF_AUTHOR,))
