"""Notifications: delivering recorded events into inboxes, reading and marking the inbox, per-type settings.
Flushes, never commits.

Delivery (`deliver`, run by the `notifications.deliver` actor after the causing write committed) turns each
event into at most one inbox message, and drops it when:
- the recipient turned that type off (`/user/notification_settings`), or either member has left;
- it is no longer true (the like was taken back, the follow undone, the comment removed) by the time it runs;
- it repeats one already there: an unread message with the same key (type, actor, item, comment), or any with
  that key from the last `DEDUP_WINDOW`. So like → unlike → like again makes one message. A partial unique
  index (one unread message per member and key) settles two workers racing on the same key.
Each event is deleted in the same transaction as its message, so a retried job does nothing twice.
A moderator's verdict on a member's product or brand submission (`events.record_verdict`) has no actor and no
setting: it is sent while the verdict still stands, and says what became of her submission.

A message's words are rendered when the inbox is read (`render`), so they never show what the recipient cannot
see by then: an item's title is quoted only while the recipient may see the item (someone else's private, held
or rejected item is "the routine", never its title).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.comments.service import COMMENT_LIKES
from api.content.kinds import KINDS
from api.content.repository import get as get_item
from api.content.repository import visible_titles
from api.content.service import IMPORTED_LOGIN, author_of
from api.envelope import Page
from api.errors import Forbidden, NotFound
from api.models import (
    Brand,
    Comment,
    Follow,
    NotificationEvent,
    NotificationMessage,
    NotificationSetting,
    Product,
    User,
)
from api.notifications import events, repository
from api.notifications.events import NOTIFICATION_TYPES, VERDICT_TYPES
from api.notifications.schemas import MarkReadOut, NotificationOut, NotificationStates
from api.paging import PageParams, build_page

DEDUP_WINDOW = timedelta(hours=1)
NOUNS = {"review": "review", "routine": "routine", "feedback": "feedback post", "dupe": "dupe suggestion"}


# --- delivery (the actor's side) --------------------------------------------------------------------

def deliver(session: Session, event_ids: list[int]) -> int:
    """Turn pending events into inbox messages; answers how many messages were written."""
    written = 0
    now = datetime.now(UTC)
    for event in repository.events(session, event_ids):
        text = _message_text(session, event)
        if text is not None and _write(session, event, text, now):
            written += 1
        session.delete(event)
    session.flush()
    return written


def dedup_key(event: NotificationEvent) -> str:
    return events.message_key(event.notification_type, event.actor_id, event.object_type, event.object_id,
                              event.comment_id)


def _write(session: Session, event: NotificationEvent, text: str, now: datetime) -> bool:
    key = dedup_key(event)
    if repository.has_recent(session, event.recipient_id, key, now - DEDUP_WINDOW):
        return False
    try:
        with session.begin_nested():
            session.add(NotificationMessage(
                user_id=event.recipient_id, notification_type=event.notification_type, actor_id=event.actor_id,
                object_type=event.object_type, object_id=event.object_id, comment_id=event.comment_id,
                dedup_key=key, text=text, status=1, created_at=now))
    except IntegrityError:  # another worker wrote the unread message with this key first
        return False
    return True


def _message_text(session: Session, event: NotificationEvent) -> str | None:
    """What the message says (after the actor's name), or None when it must not be sent at all."""
    if event.notification_type in VERDICT_TYPES:
        return _verdict_text(session, event.recipient_id, event.notification_type, event.object_type,
                             event.object_id)
    recipient = session.get(User, event.recipient_id)
    actor = session.get(User, event.actor_id) if event.actor_id is not None else None
    if recipient is None or actor is None or recipient.deleted_at or actor.deleted_at:
        return None
    if recipient.login_type == IMPORTED_LOGIN or event.notification_type in repository.disabled_types(
            session, recipient.id):
        return None
    if event.notification_type == "follow":
        still = session.get(Follow, (event.actor_id, event.recipient_id)) is not None
        return "started following you" if still else None
    kind = KINDS.get(event.object_type)
    item = get_item(session, kind, event.object_id) if kind else None
    if kind is None or item is None:
        return None
    comment = session.get(Comment, event.comment_id) if event.comment_id else None
    if event.comment_id is not None and (comment is None or comment.removed_at is not None
                                         or comment.moderation_status != "accepted"):
        return None
    kind_type = event.notification_type
    if kind_type in ("like", "star") and comment is None:
        still = kind_type in kind.reactions.kinds(session, actor.id, event.object_id)
    elif kind_type == "like":  # a like of the recipient's comment
        still = "like" in COMMENT_LIKES.kinds(session, actor.id, event.comment_id or 0)
    else:
        still = True
    return _sentence(kind_type, kind.name, event.comment_id is not None, None) if still else None




def _verdict_text(session: Session, recipient_id: int, notification_type: str, object_type: str | None,
                  object_id: int | None) -> str | None:
    """A moderator's verdict on the recipient's own submission, while it still stands (a product accepted after
    being rejected says so once, not both); None when it no longer does, or the item or member is gone."""
    recipient = session.get(User, recipient_id)
    item: Product | Brand | None = None
    if object_type == "product" and object_id is not None:
        item = session.get(Product, object_id)
    elif object_type == "brand" and object_id is not None:
        item = session.get(Brand, object_id)
    noun = object_type
    if recipient is None or recipient.deleted_at or item is None or item.submitted_by != recipient_id:
        return None
    if notification_type == "submission_accepted":
        return f"Your {noun} “{item.name}” was accepted: everyone can see it now." if item.status == "active" \
            else None
    if item.status != "rejected":
        return None
    return f"Your {noun} “{item.name}” was not accepted: {item.held_reason or 'rejected by a moderator'}."


def _sentence(notification_type: str, object_type: str | None, on_comment: bool, title: str | None) -> str:
    """What a message says after the actor's name; `title` only when the recipient may see the item."""
    if notification_type == "follow":
        return "started following you"
    noun = NOUNS.get(object_type or "", "post")
    quoted = f" “{title}”" if title else ""
    if notification_type in ("like", "star") and not on_comment:
        return f"{'liked' if notification_type == 'like' else 'starred'} your {noun}{quoted}"
    if notification_type == "like":
        return f"liked your comment on the {noun}{quoted}"
    if notification_type == "comment":
        return f"commented on your {noun}{quoted}"
    return f"replied to your comment on the {noun}{quoted}"


# --- the inbox -----------------------------------------------------------------------------------------

def render(session: Session, user_id: int, messages: list[NotificationMessage]) -> dict[int, str]:
    """Each message's words as the recipient may read them now (titles of items they can see only)."""
    wanted: dict[str, set[int]] = {}
    for m in messages:
        if m.object_type in KINDS and m.object_id is not None:
            wanted.setdefault(m.object_type, set()).add(m.object_id)
    titles = {name: visible_titles(session, KINDS[name], sorted(ids), user_id) for name, ids in wanted.items()}
    verdicts = {m.id: _verdict_text(session, user_id, m.notification_type, m.object_type, m.object_id) or m.text
                for m in messages if m.notification_type in VERDICT_TYPES}
    return verdicts | {m.id: _sentence(m.notification_type, m.object_type, m.comment_id is not None,
                            titles.get(m.object_type or "", {}).get(m.object_id or 0))
                       for m in messages if m.notification_type not in VERDICT_TYPES}


def _out(message: NotificationMessage, actor: User | None, text: str) -> NotificationOut:
    return NotificationOut(notification_id=message.id, id=message.id, notification_type=message.notification_type,
                           status=message.status, text=text, actor=author_of(actor) if actor else None,
                           object_type=message.object_type, object_id=message.object_id,
                           comment_id=message.comment_id, created_at=message.created_at)


def inbox(session: Session, user: User, params: PageParams, unread_only: bool) -> Page[NotificationOut]:
    rows, total = repository.inbox_page(session, user.id, params, unread_only)
    texts = render(session, user.id, [m for m, _ in rows])
    return build_page([_out(m, a, texts[m.id]) for m, a in rows], params, total)


def unread_count(session: Session, user: User) -> int:
    return repository.unread_count(session, user.id)


def mark_read(session: Session, user: User, notification_id: int | None) -> MarkReadOut:
    """One message (another member's is 404, as if it did not exist) or all of them; idempotent."""
    if notification_id is not None:
        found = repository.message(session, notification_id)
        if found is None or found.user_id != user.id:
            raise NotFound("That notification")
    marked = repository.mark_read(session, user.id, notification_id)
    return MarkReadOut(marked=marked, unread_count=repository.unread_count(session, user.id))


# --- settings ------------------------------------------------------------------------------------------

def states(session: Session, user: User) -> NotificationStates:
    """Every type with its default (on), overridden by what the member saved."""
    saved: dict[str, Any] = repository.settings_of(session, user.id)
    return NotificationStates(**{t: saved.get(t, True) for t in NOTIFICATION_TYPES})


def set_state(session: Session, user: User, notification_type: str, is_enabled: bool,
              user_id: int | None) -> NotificationStates:
    if user_id is not None and user_id != user.id:
        raise Forbidden("You can only change your own notification settings.")
    row = session.get(NotificationSetting, (user.id, notification_type))
    if row is None:
        try:
            with session.begin_nested():
                session.add(NotificationSetting(user_id=user.id, notification_type=notification_type,
                                                is_enabled=is_enabled))
        except IntegrityError:  # a concurrent identical call saved it first
            row = session.get(NotificationSetting, (user.id, notification_type))
    if row is not None:
        row.is_enabled = is_enabled
    session.flush()
    return states(session, user)
