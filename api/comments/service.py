"""Threaded comments on any member-content kind. Flushes, never commits.

- A comment either starts a thread (`parent_id` null) or answers one: `parent_id` is always the thread
  root (an id of a reply is taken as its root), `replied_to_user_id` the member answered (default: the
  author of the comment given as parent).
- Anyone signed in comments on, and likes comments of, content they can see; a comment's author removes
  it, and so does the owner of the item it is on (their review, routine, feedback or dupe is their space). A removed reply, or a removed root without replies, is deleted with its likes. A removed root
  with replies stays as a placeholder ("removed", no text, no author) so its replies keep their thread;
  when its last reply goes, the placeholder goes too.
- The item's `comment_count` counts live comments everyone sees (placeholders and held ones excluded).
- Every comment goes through the moderation check (api/moderation): a held one is its author's alone (with the
  reason) until a moderator accepts it; nobody is told of it before that.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy.orm import Session

from api.comments import repository
from api.comments.schemas import CommentBody, CommentLikeOut, CommentList, CommentOut, CommentRemovedOut
from api.content import service as content
from api.content.kinds import ContentKind
from api.db.reactions import CountedReactions, one_statement_writes
from api.errors import BusinessError, FieldError, Forbidden, NotFound
from api.models import Comment, CommentReaction, User
from api.moderation.check import check
from api.moderation.kinds import COMMENT
from api.notifications import events
from api.paging import PageParams

COMMENT_LIKES = CountedReactions(CommentReaction, Comment, "target_id", {"like": Comment.like_count},
                                 on_change=None)


def refresh_count(session: Session, kind: ContentKind, item_id: int) -> None:
    session.flush()
    repository.set_comment_count(session, kind, item_id, repository.live_count(session, kind, item_id))


def add(session: Session, kind: ContentKind, user: User, item_id: int, body: CommentBody) -> CommentOut:
    item, _author = content.readable(session, kind, item_id, user)
    parent_id, replied_to = body.parent_id or None, body.replied_to_user_id or None
    root: Comment | None = None
    if parent_id is not None:
        parent = repository.get(session, parent_id)
        if parent is None or getattr(parent, kind.id_name) != item_id or not _shown(parent, user):
            raise NotFound("That comment")
        root = repository.get(session, parent.parent_id) if parent.parent_id else parent
        if root is None or (root.removed_at is not None and repository.reply_count(session, root.id) == 0):
            raise NotFound("That comment")
        replied_to = replied_to or parent.user_id
        if replied_to not in repository.thread_authors(session, root.id):
            raise BusinessError("You can only answer someone in this thread.", code="not_in_thread",
                                errors=[FieldError("replied_to_user_id", "Not a member of this thread.")])
    elif replied_to is not None:
        raise BusinessError("A reply needs the comment it answers (parent_id).", code="reply_without_parent",
                            errors=[FieldError("parent_id", "Required with replied_to_user_id.")])
    comment = Comment(user_id=user.id, parent_id=root.id if root else None, replied_to_user_id=replied_to,
                      comment=body.comment, **{kind.id_name: item_id})
    check(session, COMMENT, comment)
    session.add(comment)
    refresh_count(session, kind, item_id)
    if comment.moderation_status == "accepted":
        notify(session, comment, item.user_id)
    people = repository.users(session, [user.id] + ([replied_to] if replied_to else []))
    return _out(comment, people, liked=set(), viewer_id=user.id)


def target_of(comment: Comment) -> tuple[ContentKind, int]:
    """The kind and id of the item a comment is on."""
    return repository.kind_of(comment)


def notify(session: Session, comment: Comment, owner_id: int | None = None) -> None:
    """The member answered hears of a reply; the item's owner of any other comment on their item. Called once
    everyone may see the comment (at once, or when a moderator accepts a held one)."""
    kind, item_id = repository.kind_of(comment)
    if owner_id is None:
        item = session.get(kind.model, item_id)
        if item is None:
            return
        owner_id = item.user_id
    about: dict[str, Any] = {"actor_id": comment.user_id, "object_type": kind.name, "object_id": item_id,
                             "comment_id": comment.id}
    if comment.replied_to_user_id is not None:
        events.record(session, recipient_id=comment.replied_to_user_id, notification_type="reply", **about)
    if owner_id != comment.replied_to_user_id:
        events.record(session, recipient_id=owner_id, notification_type="comment", **about)


def _shown(comment: Comment, viewer: User | None) -> bool:
    return comment.moderation_status == "accepted" or (viewer is not None and comment.user_id == viewer.id)


def visible_comment(session: Session, comment_id: int, viewer: User) -> tuple[Comment, ContentKind, int, int]:
    """A live comment the viewer may see, on an item they may see (else 404), with its item's kind, id and owner."""
    comment = repository.get(session, comment_id)
    if comment is None or comment.removed_at is not None or not _shown(comment, viewer):
        raise NotFound("That comment")
    kind, item_id = repository.kind_of(comment)
    try:
        item, _author = content.readable(session, kind, item_id, viewer)
    except NotFound:
        raise NotFound("That comment") from None
    return comment, kind, item_id, item.user_id


def remove(session: Session, user: User, comment_id: int) -> CommentRemovedOut:
    comment, _kind, _item_id, item_owner_id = visible_comment(session, comment_id, user)
    if user.id not in (comment.user_id, item_owner_id):  # its author, or the owner of the item it is on
        raise Forbidden()
    return CommentRemovedOut(comment_id=comment_id, outcome=erase(session, comment))


def erase(session: Session, comment: Comment) -> str:
    """The removal rule, once authorized (also used when the author's account is deleted): "deleted", or
    "shown_as_removed" for a thread root that keeps its replies."""
    kind, item_id = repository.kind_of(comment)
    root_id = comment.parent_id
    if comment.parent_id is None and repository.reply_count(session, comment.id) > 0:
        comment.removed_at = datetime.now(UTC)
        comment.comment = ""
        repository.drop_likes(session, comment.id)
        outcome = "shown_as_removed"
    else:
        session.delete(comment)
        outcome = "deleted"
    session.flush()
    if root_id is not None:  # the last reply of a removed root takes the placeholder with it
        root = repository.get(session, root_id)
        if root is not None and root.removed_at is not None and repository.reply_count(session, root_id) == 0:
            session.delete(root)
    refresh_count(session, kind, item_id)
    return outcome


def like(session: Session, user: User, comment_id: int, action: int) -> CommentLikeOut:
    """Like (`action` 1) or take the like back (0): idempotent, the counter moves only with its row, the author is
    told once. On PostgreSQL the whole write is one statement (issue 25 §3)."""
    if one_statement_writes(session):
        done = repository.like_in_one_statement(session, user.id, comment_id, bool(action))
        if not done.found:
            raise NotFound("That comment")
        return CommentLikeOut(comment_id=comment_id, liked=done.liked, like_count=done.like_count)
    comment, kind, item_id, _owner = visible_comment(session, comment_id, user)
    if action:
        if COMMENT_LIKES.add(session, user.id, comment_id, "like"):
            events.record(session, recipient_id=comment.user_id, actor_id=user.id, notification_type="like",
                          object_type=kind.name, object_id=item_id, comment_id=comment_id)
    elif COMMENT_LIKES.remove(session, user.id, comment_id, "like"):
        events.withdraw(session, recipient_id=comment.user_id, actor_id=user.id, notification_type="like",
                        object_type=kind.name, object_id=item_id, comment_id=comment_id)
    return CommentLikeOut(comment_id=comment_id, liked="like" in COMMENT_LIKES.kinds(session, user.id, comment_id),
                          like_count=repository.like_count(session, comment_id))


def listing(session: Session, kind: ContentKind, item_id: int, viewer: User | None,
            params: PageParams) -> CommentList:
    item, _author = content.readable(session, kind, item_id, viewer)
    viewer_id = viewer.id if viewer else None
    roots, total = repository.roots_page(session, kind, item_id, viewer_id, params)
    replies = repository.replies_of(session, [r.id for r in roots], viewer_id)
    every = roots + [c for rs in replies.values() for c in rs]
    people = repository.users(session, [c.user_id for c in every]
                              + [c.replied_to_user_id for c in every if c.replied_to_user_id])
    liked = repository.liked_by(session, viewer.id if viewer else None, [c.id for c in every])
    # The viewer may remove every comment on their own item, and their own comments anywhere.
    owns_item = viewer_id is not None and item.user_id == viewer_id
    items = [_out(r, people, liked, viewer_id, [_out(c, people, liked, viewer_id, removable=owns_item)
                                                for c in replies.get(r.id, [])], removable=owns_item)
             for r in roots]
    return CommentList(comments=items, total_count=total, comment_count=repository.live_count(session, kind, item_id),
                       page_no=params.page_no, page_num=params.page_num,
                       hasMore=params.offset + len(items) < total)


def _out(c: Comment, people: dict[int, User], liked: set[int], viewer_id: int | None,
         replies: list[CommentOut] | None = None, *, removable: bool = False) -> CommentOut:
    """`removable`: the viewer may remove it whoever wrote it (the item is theirs); their own always."""
    own = viewer_id is not None and viewer_id == c.user_id
    # A root someone else may not see (held or rejected) that keeps visible replies shows as removed to them.
    removed = c.removed_at is not None or (c.moderation_status != "accepted" and not own)
    author = people.get(c.user_id)
    replied = people.get(c.replied_to_user_id) if c.replied_to_user_id else None
    return CommentOut(comment_id=c.id, parent_id=c.parent_id, replied_to_user_id=c.replied_to_user_id,
                      replied_to_nickname=replied.nickname if replied else None,
                      author=None if removed or author is None else content.author_of(author),
                      comment="" if removed else c.comment, is_removed=removed, like_count=c.like_count or 0,
                      liked=c.id in liked, can_remove=(removable or own) and not removed, created_at=c.created_at,
                      replies=replies or [], moderation_status=c.moderation_status or "accepted",
                      held_reason=c.held_reason if own and not removed else None)
