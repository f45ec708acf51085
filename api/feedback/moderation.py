"""Feedback moderation: the automatic check on submit, and the admin's accept / reject (`glowdex moderation`).

The stated rule: a feedback post is `accepted` at once (others see it) unless its title or text
- contains a link: `http://` or `https://`, `www.`, or a bare domain such as `shop.example.com` or `bit.ly/x`;
- repeats itself: one character 10 or more times in a row, one word 5 or more times in a row, or 30+ words of
  which fewer than a quarter are different;
- is the same text (letters and digits compared, at least 20 of them) as another of the member's feedback posts.
Then it stays `pending` with a `held_reason`, visible only to its owner until an admin accepts or rejects it.
Empty text with only ratings passes. An edit that changes the title or text runs the check again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import UTC, datetime

from sqlalchemy.orm import Session

from api.errors import BusinessError, NotFound
from api.models import ProductFeedback
from api.products import ratings

ACCEPTED, PENDING, REJECTED = "accepted", "pending", "rejected"
HELD_LINK = "contains a link"
HELD_REPEATED = "repeated text"
HELD_COPY = "same text as another of your feedback posts"
REJECTED_DEFAULT = "rejected by a moderator"

# Top-level domains that are not also everyday words ("it", "in", "me", "shop" …), so "great.It works" is no link.
_TLDS = "com|net|org|info|biz|io|co|ly|gl|gg|tv|ai|dev|xyz|uk|fr|nl|ru|cn|br|au|ca|jp|kr"
_LINK = re.compile(r"https?://|\bwww\.|\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9][a-z0-9-]*)*\.(?:" + _TLDS + r")\b(?![.-]?\w)",
                   re.IGNORECASE)
_CHAR_RUN = re.compile(r"(\S)\1{9,}")
_WORD = re.compile(r"\w+", re.UNICODE)
MIN_COPY_CHARS = 20


def _repeated(text: str) -> bool:
    if _CHAR_RUN.search(text):
        return True
    words = [w.casefold() for w in _WORD.findall(text)]
    run = 1
    for before, word in zip(words, words[1:], strict=False):
        run = run + 1 if word == before else 1
        if run >= 5:
            return True
    return len(words) >= 30 and len(set(words)) < len(words) / 4


def fingerprint(title: str, text: str) -> str:
    """Letters and digits only, case-folded: copies that differ in spacing or punctuation still match."""
    return "".join(ch for ch in f"{title} {text}".casefold() if ch.isalnum())


def held_reasons(title: str, text: str, other_posts: Iterable[tuple[str, str]]) -> list[str]:
    """Why a post must wait for an admin (empty: accept it). `other_posts`: the member's other (title, text)."""
    both = f"{title}\n{text}"
    reasons = []
    if _LINK.search(both):
        reasons.append(HELD_LINK)
    if _repeated(both):
        reasons.append(HELD_REPEATED)
    mine = fingerprint(title, text)
    if len(mine) >= MIN_COPY_CHARS and any(fingerprint(t, x) == mine for t, x in other_posts):
        reasons.append(HELD_COPY)
    return reasons


def apply_check(feedback: ProductFeedback, other_posts: Iterable[tuple[str, str]]) -> None:
    reasons = held_reasons(feedback.feedback_title, feedback.feedback_text, other_posts)
    feedback.feedback_status = PENDING if reasons else ACCEPTED
    feedback.held_reason = "; ".join(reasons) if reasons else None
    feedback.moderated_at = None


# --- the admin's decisions (flush, never commit) ---------------------------------------------------

def _get(session: Session, feedback_id: int) -> ProductFeedback:
    feedback = session.get(ProductFeedback, feedback_id)
    if feedback is None:
        raise NotFound("That feedback")
    return feedback


def accept(session: Session, feedback_id: int) -> ProductFeedback:
    feedback = _get(session, feedback_id)
    feedback.feedback_status, feedback.held_reason = ACCEPTED, None
    feedback.moderated_at = datetime.now(UTC)
    ratings.refresh_members(session, [feedback.product_id])  # its overall rating now counts
    return feedback


def reject(session: Session, feedback_id: int, reason: str | None = None) -> ProductFeedback:
    """Rejected stays visible to its owner only, with the reason; an edit of the text is checked again."""
    feedback = _get(session, feedback_id)
    reason = (reason or "").strip() or REJECTED_DEFAULT
    if len(reason) > 200:
        raise BusinessError("Keep the reason under 200 characters.", code="reason_too_long")
    feedback.feedback_status, feedback.held_reason = REJECTED, reason
    feedback.moderated_at = datetime.now(UTC)
    ratings.refresh_members(session, [feedback.product_id])  # an accepted post rejected later stops counting
    return feedback
