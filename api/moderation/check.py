"""Applying the automatic check (`rules.py`) to an item a member writes or edits. Flushes nothing, commits nothing.

Each write calls `check(session, KIND, item)` after setting the item's fields and before its flush. A new item,
or one whose checked texts changed, is `accepted` (others see it) or `pending` with a `held_reason` (only its
author sees it, with the reason, until a moderator decides). An item a moderator rejected that is edited waits for
a moderator again, whatever the check says: an edit never undoes a moderator's decision by itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import inspect
from sqlalchemy.orm import Session

from api.moderation import repository, rules
from api.moderation.kinds import ACCEPTED, PENDING, REJECTED, ModeratedKind

HELD_AFTER_REJECTION = "edited after a moderator's rejection"


def _text_changed(kind: ModeratedKind, item: Any) -> bool:
    state = inspect(item)
    return state.transient or state.pending or any(state.attrs[a].history.has_changes() for a in kind.texts)


def check(session: Session, kind: ModeratedKind, item: Any, *, copies: bool = True, parts: Sequence[str] = (),
          parts_changed: bool = False) -> None:
    """Set the item's verdict from its texts; nothing happens when they did not change. `copies`: compare with the
    author's other posts (the copy check) too. `parts`: the item's texts in rows of its own (see the module's
    docstring), checked for links and repeats; the copy check compares the item's own texts only."""
    if not (_text_changed(kind, item) or parts_changed):
        return
    with session.no_autoflush:  # the new item itself must not be flushed into its own copy check
        others = repository.fingerprints(session, getattr(item, kind.owner), kind.name, item.id) if copies else ()
    reasons = rules.held_reasons(kind.texts_of(item), others)
    reasons += [r for r in rules.held_reasons(parts) if r not in reasons]
    if not reasons and getattr(item, kind.status) == REJECTED:
        reasons = [HELD_AFTER_REJECTION]
    setattr(item, kind.status, PENDING if reasons else ACCEPTED)
    setattr(item, kind.reason, "; ".join(reasons) if reasons else None)
    if kind.decided_at:
        setattr(item, kind.decided_at, None)
