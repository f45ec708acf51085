"""Deleting an account (`/user/delete`): what happens to everything a member made, decided once.

- Their reviews, routines, feedback (with its ratings) and dupe suggestions are REMOVED, exactly as if they
  removed each one (comments and reactions on them go too; product ratings and search documents follow).
- Their comments on other members' content are removed by the comment rule (a thread root with replies
  stays as a "removed" placeholder, so the replies keep their thread).
- Every like, star, dislike and collect they made is taken back, each counter moved with its row.
- Their shelves, saved analyses (shared links included), follows (both ways), notifications (theirs, and the ones their actions caused), sessions,
  codes, linked Google/Facebook identities and mailing-list subscription go.
- Their uploads go from the file host, except an image a catalogue product still shows.
- The account row stays as an empty tombstone (no e-mail, password or profile; `deleted_at` set), so
  old references stay valid and the e-mail address can sign up again.
The privacy policy screen says the same in plain words (web/src/app/routes/privacy-policy.tsx).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from sqlalchemy import Column, MetaData, Table, delete, or_, select, update
from sqlalchemy.orm import Session

from api.comments import service as comments
from api.comments.service import COMMENT_LIKES
from api.content import service as content
from api.content.kinds import KINDS
from api.db.base import Base
from api.inci.repository import INCI_REACTIONS
from api.models import (
    AuthToken,
    Comment,
    ContentImage,
    Product,
    Subscription,
    UploadedFile,
    User,
)
from api.products.repository import PRODUCT_REACTIONS

DELETED_NICKNAME = "deleted member"

_REACTIONS = (*(k.reactions for k in KINDS.values()), COMMENT_LIKES, PRODUCT_REACTIONS, INCI_REACTIONS)


class Handling(StrEnum):
    DELETE = "delete"  # the rows where the column is the member are deleted
    STEP = "step"  # a step of `delete_account` of its own handles the rows (removal rules, counters, revocation)
    KEEP = "keep"  # the rows stay and point at the tombstone


def _column(model: Any, name: str = "user_id") -> str:
    return f"{model.__tablename__}.{name}"


# How each column referencing users.id is handled when the schema alone does not say it: a foreign key with
# ondelete="CASCADE" declares rows that are the member's, so they are deleted unless listed here; any other
# reference must be listed (tests/api/account/test_deletion_covers_the_schema.py walks every one).
DECLARED: Mapping[str, Handling] = {
    **{_column(k.model): Handling.STEP for k in KINDS.values()},  # removed as the member would remove each
    **{_column(r.reaction): Handling.STEP for r in _REACTIONS},  # taken back, each counter moved with its row
    _column(Comment): Handling.STEP,  # the comment rule: a thread root with replies stays as a placeholder
    _column(AuthToken): Handling.STEP,  # revoked, not deleted: a token row records a session
    _column(UploadedFile): Handling.STEP,  # gone from the host, unless a catalogue product still shows the image
    "notification_messages.actor_id": Handling.DELETE,  # the notifications their actions caused
    "comments.replied_to_user_id": Handling.KEEP,  # other members' replies keep their thread
    "products.submitted_by": Handling.KEEP,  # the catalogue keeps what they submitted
    "brands.submitted_by": Handling.KEEP,
    "reports.reporter_id": Handling.KEEP,  # the moderation record of what they reported
}


def user_references(metadata: MetaData) -> Iterator[Column]:
    """Every column of the schema with a foreign key to users.id."""
    for table in metadata.sorted_tables:
        for fk in table.foreign_keys:
            if fk.column.table.name == User.__tablename__ and fk.column.name == "id":
                yield fk.parent


def handling(column: Column) -> Handling | None:
    """How deletion treats the column: as declared, else DELETE for an ondelete="CASCADE" key, else None
    (not decided: a new reference to users.id must be declared)."""
    declared = DECLARED.get(f"{column.table.name}.{column.name}")
    if declared is not None:
        return declared
    cascade = any(fk.column.table.name == User.__tablename__ and (fk.ondelete or "").upper() == "CASCADE"
                  for fk in column.foreign_keys)
    return Handling.DELETE if cascade else None


def undecided(metadata: MetaData = Base.metadata) -> list[str]:
    """The references to users.id deletion has no rule for (the test keeps this empty)."""
    return [f"{c.table.name}.{c.name}" for c in user_references(metadata) if handling(c) is None]


def row_deletes(metadata: MetaData = Base.metadata) -> list[tuple[Table, list[Column]]]:
    """The tables whose rows go with the member, each with its columns that may name them; dependants first."""
    by_table: dict[Table, list[Column]] = {}
    for column in user_references(metadata):
        if handling(column) is Handling.DELETE:
            by_table.setdefault(column.table, []).append(column)
    return [(t, by_table[t]) for t in reversed(metadata.sorted_tables) if t in by_table]


def delete_account(session: Session, user: User, files_root: Path) -> list[Path]:
    """Erase the member as the module says; answers the uploaded files to unlink AFTER the commit (a rolled-back
    deletion must not lose files)."""
    if missing := undecided():
        raise RuntimeError(f"account deletion has no rule for {', '.join(missing)}")
    for kind in KINDS.values():
        for item_id in session.scalars(select(kind.model.id).where(kind.model.user_id == user.id)).all():
            content.remove(session, kind, user, item_id)
    for comment_id in session.scalars(select(Comment.id).where(Comment.user_id == user.id, Comment.removed_at.is_(None))
                                      .order_by(Comment.parent_id.is_(None), Comment.id)).all():
        comment = session.get(Comment, comment_id)
        if comment is not None:  # a placeholder root may have gone with its last reply
            comments.erase(session, comment)
    for reactions in _REACTIONS:
        reactions.remove_all_by(session, user.id)
    for table, columns in row_deletes():
        session.execute(delete(table).where(or_(*(c == user.id for c in columns))))
    session.execute(update(AuthToken).where(AuthToken.user_id == user.id, AuthToken.revoked_at.is_(None))
                    .values(revoked_at=datetime.now(UTC)))
    if user.email:
        session.execute(delete(Subscription).where(Subscription.email == user.email))
    files = _drop_uploads(session, user.id, files_root)
    user.email = None
    user.password_hash = None
    user.nickname, user.bio, user.location, user.avatar = DELETED_NICKNAME, "", "", ""
    user.skin_type, user.concerns, user.city_id = None, [], None
    user.is_active, user.is_collection_private = False, True
    user.deleted_at = datetime.now(UTC)
    session.flush()
    return files


def _drop_uploads(session: Session, user_id: int, files_root: Path) -> list[Path]:
    shown = select(Product.image_url).where(Product.image_url == UploadedFile.url).exists()
    attached = select(ContentImage.id).where(ContentImage.file_id == UploadedFile.id).exists()
    rows = session.execute(select(UploadedFile.id, UploadedFile.path)
                           .where(UploadedFile.user_id == user_id, ~shown, ~attached)).all()
    if rows:
        session.execute(delete(UploadedFile).where(UploadedFile.id.in_([r.id for r in rows])))
    root = files_root.resolve()
    return [p for p in ((root / r.path).resolve() for r in rows) if p.is_relative_to(root)]


def unlink_files(paths: list[Path]) -> None:
    for path in paths:
        path.unlink(missing_ok=True)
