"""Moderation: members' reports, and a moderator's decisions (`glowdex moderation`). Flushes, never commits.

- One queue for everything: items the automatic check held (`check.py`), members' product and brand submissions,
  and items members reported (`report`), each with its open reports counted by reason.
- `accept` publishes an item (a product or brand becomes active: public everywhere, the search index included
  through the outbox) and settles its reports; `reject` leaves it to its author alone, with the reason, and
  settles its reports. A rejected brand takes its pending products with it; an accepted product its pending brand.
  The submitter of a product or brand is told the verdict (a notification), once per change of verdict.
- A report names something the member can see and did not write; one per member and item (a second answers the
  first).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.comments import service as comments
from api.content import service as content
from api.content.kinds import KINDS
from api.errors import BusinessError, Forbidden, NotFound
from api.jobs import Actor, defer
from api.models import Brand, Comment, Product, ProductFeedback, Report, Review, User
from api.moderation import repository
from api.moderation.kinds import ACCEPTED, MODERATED, PENDING, REJECTED, ModeratedKind
from api.moderation.schemas import ReportIn, ReportOut
from api.notifications import events as notifications
from api.products import ratings
from api.reviews.service import refresh_product_rating
from api.shelves import service as shelves

REJECTED_DEFAULT = "rejected by a moderator"


# --- reports --------------------------------------------------------------------------------------

def _author_of(session: Session, kind: ModeratedKind, target_id: int, viewer: User) -> int:
    """The author of an item the viewer may see (404 otherwise, as everywhere)."""
    if kind.name in KINDS:
        item, _ = content.readable(session, KINDS[kind.name], target_id, viewer)
        return int(item.user_id)
    if kind.name == "comment":
        comment, _kind, _item_id, _item_owner = comments.visible_comment(session, target_id, viewer)
        return comment.user_id
    if kind.name == "shelf":
        shelf, _owner = shelves.readable(session, target_id, viewer)
        return shelf.user_id
    member = session.get(User, target_id)
    if member is None or member.deleted_at is not None or not member.is_active:
        raise NotFound(kind.label)
    return member.id


def report(session: Session, user: User, body: ReportIn) -> ReportOut:
    kind = MODERATED[body.kind]
    if _author_of(session, kind, body.id, user) == user.id:
        raise Forbidden("You cannot report what you wrote yourself.")
    found = repository.report_of(session, user.id, kind.name, body.id)
    if found is not None:
        return ReportOut(report_id=found.id, kind=kind.name, id=body.id, created=False)
    try:
        with session.begin_nested():  # one per member and item: a double click loses cleanly
            row = Report(reporter_id=user.id, kind=kind.name, target_id=body.id, reason=body.reason,
                         note=body.note)
            session.add(row)
    except IntegrityError:
        found = repository.report_of(session, user.id, kind.name, body.id)
        if found is None:
            raise
        return ReportOut(report_id=found.id, kind=kind.name, id=body.id, created=False)
    return ReportOut(report_id=row.id, kind=kind.name, id=body.id, created=True)


# --- the queue ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class QueueItem:
    kind: str
    id: int
    status: str
    reason: str | None
    reports: Counter[str]
    author: str
    about: str
    text: str
    created: datetime | None


def parse_ref(ref: str) -> tuple[ModeratedKind, int]:
    """`review:12` → (the review kind, 12)."""
    name, _, number = ref.partition(":")
    kind = MODERATED.get(name.strip().lower())
    if kind is None or not number.strip().isdigit():
        raise BusinessError(f"Name an item as kind:id, kind one of {', '.join(MODERATED)} (e.g. review:12).",
                            code="bad_reference")
    return kind, int(number)


def _about(session: Session, kind: ModeratedKind, item: Any) -> str:
    """What the item is about, for the moderator."""
    if kind.name in ("review", "feedback"):
        product = session.get(Product, item.product_id)
        return product.name if product else ""
    if kind.name == "dupe":
        a, b = session.get(Product, item.original_product_id), session.get(Product, item.dupe_product_id)
        return f"{a.name if a else '?'} → {b.name if b else '?'}"
    if kind.name == "comment":
        target, item_id = comments.target_of(item)
        return f"on {target.name}:{item_id}"
    if kind.name == "product":
        brand = session.get(Brand, item.brand_id)
        return f"brand {brand.name} ({brand.status})" if brand else ""
    return ""


def queue(session: Session, status: str = PENDING, kinds: tuple[str, ...] = tuple(MODERATED),
          limit: int = 100) -> list[QueueItem]:
    """What waits for a moderator (or has a verdict: `status`), oldest first within each kind."""
    out: list[QueueItem] = []
    for name in kinds:
        kind = MODERATED[name]
        items = repository.queued(session, kind, status, limit)
        reports = repository.open_reports(session, kind.name, [i.id for i in items])
        for item in items:
            owner_id = getattr(item, kind.owner)
            owner = session.get(User, owner_id) if owner_id else None
            text = _text(session, kind, item)
            out.append(QueueItem(kind=kind.name, id=item.id, status=getattr(item, kind.status),
                                 reason=getattr(item, kind.reason), reports=reports.get(item.id, Counter()),
                                 author=owner.nickname if owner else "", about=_about(session, kind, item),
                                 text=text, created=getattr(item, "created_at", None)))
    out.sort(key=lambda q: (q.created or datetime.min.replace(tzinfo=UTC), q.kind, q.id))
    return out[:limit]


# --- decisions ------------------------------------------------------------------------------------

def _get(session: Session, kind: ModeratedKind, item_id: int) -> Any:
    item = session.get(kind.model, item_id)
    if item is None:
        raise NotFound(kind.label)
    return item


def _set(kind: ModeratedKind, item: Any, verdict: str, reason: str | None, now: datetime) -> None:
    setattr(item, kind.status, kind.public if verdict == ACCEPTED else verdict)
    setattr(item, kind.reason, reason)
    if kind.decided_at:
        setattr(item, kind.decided_at, now)


def decide(session: Session, ref: str, verdict: str, reason: str | None = None) -> QueueItem:
    """Accept or reject `kind:id` (see the module's docstring); answers the item as the queue shows it."""
    kind, item_id = parse_ref(ref)
    item = _get(session, kind, item_id)
    now = datetime.now(UTC)
    if verdict == REJECTED:
        reason = (reason or "").strip() or REJECTED_DEFAULT
        if len(reason) > 200:
            raise BusinessError("Keep the reason under 200 characters.", code="reason_too_long")
    else:
        reason = None
    before = getattr(item, kind.status)
    _set(kind, item, verdict, reason, now)
    repository.settle_reports(session, kind.name, item_id, verdict, now)
    session.flush()
    _after(session, kind, item, before, verdict, reason, now)
    session.flush()
    return queue_item(session, kind, item)


def queue_item(session: Session, kind: ModeratedKind, item: Any) -> QueueItem:
    owner_id = getattr(item, kind.owner)
    owner = session.get(User, owner_id) if owner_id else None
    return QueueItem(kind=kind.name, id=item.id, status=getattr(item, kind.status), reason=getattr(item, kind.reason),
                     reports=repository.open_reports(session, kind.name, [item.id]).get(item.id, Counter()),
                     author=owner.nickname if owner else "", about=_about(session, kind, item),
                     text=_text(session, kind, item), created=getattr(item, "created_at", None))


def _text(session: Session, kind: ModeratedKind, item: Any) -> str:
    """The words the moderator reads: the item's texts and its parts' (a routine's steps, a shelf's notes)."""
    return " / ".join(t for t in [*kind.texts_of(item), *repository.part_texts(session, kind, item.id)] if t)


def _after(session: Session, kind: ModeratedKind, item: Any, before: str, verdict: str, reason: str | None,
           now: datetime) -> None:
    """What a decision moves besides the item's own verdict."""
    if isinstance(item, Review):
        refresh_product_rating(session, item.product_id)  # the product's ratings count public reviews only
    elif isinstance(item, ProductFeedback):
        ratings.refresh_members(session, [item.product_id])  # a public post's overall rating counts
    elif isinstance(item, Comment):
        target, item_id = comments.target_of(item)
        comments.refresh_count(session, target, item_id)
        if verdict == ACCEPTED and before != ACCEPTED:
            comments.notify(session, item)  # told now that everyone may see it
    elif isinstance(item, Product):
        _tell_submitter(item, "product", before, verdict, session)
        if verdict == ACCEPTED:
            brand = session.get(Brand, item.brand_id)
            if brand is not None and brand.status != "active":
                _set(MODERATED["brand"], brand, ACCEPTED, None, now)  # a public product's brand is public
        if verdict == ACCEPTED or before == "active":
            defer(session, Actor.SIMILARITY_REBUILD)  # the similarity model holds the active catalogue
    elif isinstance(item, Brand):
        _tell_submitter(item, "brand", before, verdict, session)
        if verdict == REJECTED:
            for product in repository.pending_products_of_brand(session, item.id):
                _set(MODERATED["product"], product, REJECTED, reason, now)
                _tell_submitter(product, "product", PENDING, verdict, session)


def _tell_submitter(item: Product | Brand, object_type: str, before: str, verdict: str, session: Session) -> None:
    """A member's submission decided: she is told (a notification), once per change of verdict."""
    after = "active" if verdict == ACCEPTED else REJECTED
    if before != after:
        notifications.record_verdict(session, recipient_id=item.submitted_by, accepted=verdict == ACCEPTED,
                                     object_type=object_type, object_id=item.id)
