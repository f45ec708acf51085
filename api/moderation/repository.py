"""Moderation queries (the only select()s of the feature): the copy check's other posts, reports, the queue."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import or_, select, update
from sqlalchemy.orm import Session

from api.models import Product, Report, RoutineProduct, ShelfItem
from api.moderation import rules
from api.moderation.kinds import ACCEPTED, PENDING, POSTS, ModeratedKind

# The copy check compares with this many of the member's latest posts of each kind: a bound on its cost.
COPY_WINDOW = 200


def fingerprints(session: Session, user_id: int | None, kind_name: str, item_id: int | None) -> set[str]:
    """Fingerprints (`rules.fingerprint`) of the member's latest posts, the item being checked left out."""
    if user_id is None:
        return set()
    found: set[str] = set()
    for kind in POSTS:
        model = kind.model
        stmt = (select(*(getattr(model, a) for a in kind.texts)).where(model.user_id == user_id)
                .order_by(model.id.desc()).limit(COPY_WINDOW))
        if kind.name == kind_name and item_id is not None:
            stmt = stmt.where(model.id != item_id)
        for texts in session.execute(stmt):
            mark = rules.fingerprint(*(t or "" for t in texts))
            if len(mark) >= rules.MIN_COPY_CHARS:
                found.add(mark)
    return found


def part_texts(session: Session, kind: ModeratedKind, item_id: int | None) -> list[str]:
    """The texts of an item that live in rows of their own (`check.py`), in their order: a routine's step names
    and notes, a shelf's product notes; none for other kinds. As stored: the item's unsaved edits are not flushed
    (the check reads which of its own texts changed from them)."""
    if item_id is None:
        return []
    with session.no_autoflush:
        if kind.name == "routine":
            rows = session.execute(select(RoutineProduct.step_name, RoutineProduct.note)
                                   .where(RoutineProduct.routine_id == item_id).order_by(RoutineProduct.position))
            return [text for row in rows for text in row if text]
        if kind.name == "shelf":
            return [n for n in session.scalars(select(ShelfItem.note).where(ShelfItem.shelf_id == item_id)
                                               .order_by(ShelfItem.product_id)) if n]
    return []


# --- reports --------------------------------------------------------------------------------------

def report_of(session: Session, reporter_id: int, kind: str, target_id: int) -> Report | None:
    return session.scalar(select(Report).where(Report.reporter_id == reporter_id, Report.kind == kind,
                                               Report.target_id == target_id))


def open_reports(session: Session, kind: str, target_ids: Sequence[int]) -> dict[int, Counter[str]]:
    """Open reports per item: {id: Counter(reason)}."""
    found: dict[int, Counter[str]] = {}
    if not target_ids:
        return found
    rows = session.execute(select(Report.target_id, Report.reason).where(
        Report.kind == kind, Report.target_id.in_(list(target_ids)), Report.settled_at.is_(None)))
    for target_id, reason in rows:
        found.setdefault(int(target_id), Counter())[reason] += 1
    return found


def settle_reports(session: Session, kind: str, target_id: int, outcome: str, when: datetime) -> int:
    result = session.execute(update(Report).where(Report.kind == kind, Report.target_id == target_id,
                                                  Report.settled_at.is_(None))
                             .values(settled_at=when, outcome=outcome))
    return int(result.rowcount or 0)  # type: ignore[attr-defined]


# --- the queue ------------------------------------------------------------------------------------

def queued(session: Session, kind: ModeratedKind, status: str, limit: int) -> list[Any]:
    """Items of a kind in the queue, oldest first: `pending` (default) is held or submitted items and items with
    open reports; another status lists the items with that verdict; `all` lists both."""
    model, verdict = kind.model, getattr(kind.model, kind.status)
    reported = select(Report.target_id).where(Report.kind == kind.name, Report.settled_at.is_(None))
    if status == PENDING:
        where = or_(verdict == PENDING, model.id.in_(reported))
    elif status == "all":
        where = or_(verdict != kind.public, model.id.in_(reported))
    else:
        where = verdict == (kind.public if status == ACCEPTED else status)
    if hasattr(model, "deleted_at"):  # a member who left has no profile to moderate
        where = where & model.deleted_at.is_(None)
    order = model.created_at if hasattr(model, "created_at") else model.id
    return list(session.scalars(select(model).where(where).order_by(order, model.id).limit(limit)))


def pending_products_of_brand(session: Session, brand_id: int) -> list[Product]:
    return list(session.scalars(select(Product).where(Product.brand_id == brand_id, Product.status == PENDING)))
