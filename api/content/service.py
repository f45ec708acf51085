"""The rules every member-content kind shares. Flushes, never commits.

One authorization rule for every write:
- anyone may read what is visible (public, or their own); anything else is 404, as if it did not exist;
- only the owner edits, removes or changes privacy (another member gets 403 on a visible item, 404 on a
  private one: its existence is not revealed);
- any signed-in member reacts to and comments on what they can see.

Removal deletes the item; its comments (with their likes), its like/star rows and its image links go with
it (foreign keys cascade). The uploaded files stay the author's: they can attach them again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy.orm import Session

from api.content import repository
from api.content.kinds import ContentKind
from api.content.schemas import Author, ImageOut, PrivacyOut, ReactionOut, RemovedOut
from api.db.reactions import one_statement_writes
from api.errors import BusinessError, FieldError, Forbidden, NotFound
from api.models import UploadedFile, User
from api.notifications import events

IMPORTED_LOGIN = "imported"
MAX_IMAGES = 9

def _changed(session: Session, kind: ContentKind, item: Any) -> None:
    """After set_private or remove: refresh what the kind derives from its items (its declaration says what)."""
    for hook in kind.after_change:
        hook(session, item)


# --- the authorization rule -----------------------------------------------------------------------

def readable(session: Session, kind: ContentKind, item_id: int, viewer: User | None) -> tuple[Any, User]:
    found = repository.get_visible(session, kind, item_id, viewer.id if viewer else None)
    if found is None:
        raise NotFound(kind.label)
    return found


def owned(session: Session, kind: ContentKind, item_id: int, user: User) -> Any:
    """The item for a change only its owner may make: 404 when the member cannot see it, 403 when not theirs."""
    item, _author = readable(session, kind, item_id, user)
    if item.user_id != user.id:
        raise Forbidden()
    return item


# --- views ----------------------------------------------------------------------------------------

def author_of(user: User) -> Author:
    return Author(user_id=user.id, nickname=user.nickname, avatar=user.avatar,
                  is_imported=user.login_type == IMPORTED_LOGIN)


def image_out(upload: UploadedFile) -> ImageOut:
    return ImageOut(file_id=upload.id, url=upload.url, width=upload.width, height=upload.height)


def is_owner(viewer: User | None, item: Any) -> bool:
    return viewer is not None and viewer.id == item.user_id


def states(session: Session, kind: ContentKind, items: Sequence[Any], viewer: User | None) -> dict[int, dict[str, Any]]:
    """Each item's `ContentState` fields for this viewer, by item id: its privacy and counters, and whether the
    viewer liked, starred or owns it (the viewer's reactions to all of them in one query)."""
    mine = repository.viewer_reactions(session, kind, viewer.id if viewer else None, [i.id for i in items])
    out: dict[int, dict[str, Any]] = {}
    for item in items:
        reactions = mine.get(item.id, set())
        out[item.id] = {"is_private": item.is_private, "like_count": item.like_count, "star_count": item.star_count,
                        "comment_count": item.comment_count, "liked": "like" in reactions,
                        "starred": "star" in reactions, "is_owner": is_owner(viewer, item)}
    return out


def images(session: Session, kind: ContentKind, item_ids: Sequence[int]) -> dict[int, list[ImageOut]]:
    return {i: [image_out(u) for u in ups] for i, ups in repository.images_of(session, kind, item_ids).items()}


# --- writes ---------------------------------------------------------------------------------------

def attach_images(session: Session, kind: ContentKind, item: Any, user: User, file_ids: Sequence[int]) -> None:
    """Images are the author's own uploads, by file-host id, in the given order (never arbitrary URLs)."""
    ids = list(dict.fromkeys(file_ids))
    if len(ids) > MAX_IMAGES:
        raise BusinessError(f"Attach at most {MAX_IMAGES} images.", code="too_many_images",
                            errors=[FieldError("images", f"At most {MAX_IMAGES}.")])
    found = repository.owned_uploads(session, user.id, ids)
    missing = [i for i in ids if i not in found]
    if missing:
        raise BusinessError("Some images are not your uploads. Upload them again.", code="unknown_image",
                            errors=[FieldError("images", f"Unknown file ids: {missing}")])
    session.flush()  # the item needs its id
    repository.replace_images(session, kind, item.id, ids)


def set_private(session: Session, kind: ContentKind, user: User, item_id: int, is_private: bool) -> PrivacyOut:
    item = owned(session, kind, item_id, user)
    if item.is_private != is_private:
        item.is_private = is_private
        session.flush()
        _changed(session, kind, item)
    return PrivacyOut(type=kind.name, id=item.id, is_private=item.is_private)


def remove(session: Session, kind: ContentKind, user: User, item_id: int) -> RemovedOut:
    item = owned(session, kind, item_id, user)
    session.delete(item)
    session.flush()
    _changed(session, kind, item)
    return RemovedOut(type=kind.name, id=item_id)


def react(session: Session, kind: ContentKind, user: User, item_id: int, reaction: str, action: int) -> ReactionOut:
    """Like or star (`action` 1 sets, 0 clears): idempotent, counters move only with their rows. On PostgreSQL
    the whole write is one statement (issue 25 §3)."""
    if one_statement_writes(session):
        done = repository.react_in_one_statement(session, kind, user.id, item_id, reaction, bool(action))
        if not done.found:
            raise NotFound(kind.label)
        return ReactionOut(type=kind.name, id=item_id, liked="like" in done.kinds, starred="star" in done.kinds,
                           like_count=done.counts[0], star_count=done.counts[1])
    item, _author = readable(session, kind, item_id, user)
    if action:
        if kind.reactions.add(session, user.id, item_id, reaction):  # only a new reaction tells the owner
            events.record(session, recipient_id=item.user_id, actor_id=user.id, notification_type=reaction,  # type: ignore[arg-type]
                          object_type=kind.name, object_id=item_id)
    elif kind.reactions.remove(session, user.id, item_id, reaction):
        events.withdraw(session, recipient_id=item.user_id, actor_id=user.id, notification_type=reaction,  # type: ignore[arg-type]
                        object_type=kind.name, object_id=item_id)
    return reaction_state(session, kind, user.id, item_id)


def reaction_state(session: Session, kind: ContentKind, user_id: int, item_id: int) -> ReactionOut:
    mine = kind.reactions.kinds(session, user_id, item_id)
    likes, stars = repository.counters(session, kind, item_id)
    return ReactionOut(type=kind.name, id=item_id, liked="like" in mine, starred="star" in mine,
                       like_count=likes, star_count=stars)


def check_author_can_write(user: User) -> None:
    if user.login_type == IMPORTED_LOGIN:  # cannot sign in anyway; a guard for scripts
        raise Forbidden("Imported accounts cannot write.")


# --- lists ----------------------------------------------------------------------------------------

def collection_hidden(session: Session, member_id: int, viewer: User | None) -> bool:
    """A member's liked and starred lists are hidden from everyone but them when `is_collection_private`."""
    if viewer is not None and viewer.id == member_id:
        return False
    member = session.get(User, member_id)
    return member is None or member.deleted_at is not None or member.is_collection_private
