"""Member dupe suggestions: submit (new or edit), views with the engine's evidence, lists. Flushes, never commits.

The shared calls (remove, set_private, like, star, comments, liked/starred lists) are the member-content
machinery's (api/content); the find-dupe page and its merge of suggestions with computed dupes are
`api/dupes/ranking.py`.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.catalog.cards import card
from api.content import repository as content_repo
from api.content import service as content
from api.content.kinds import DUPE
from api.dupes import evidence, repository
from api.dupes.schemas import DupeSubmitIn, DupeSubmitOut, DupeSuggestionOut
from api.envelope import Page
from api.errors import BusinessError, FieldError
from api.models import Dupe, User
from api.moderation import kinds as moderated
from api.moderation.check import check
from api.paging import PageParams, build_page


def submit(session: Session, user: User, body: DupeSubmitIn) -> DupeSubmitOut:
    content.check_author_can_write(user)
    if body.dupe_id is not None:
        suggestion = content.owned(session, DUPE, body.dupe_id, user)  # before anything else: 404/403 first
    if body.original_product_id == body.dupe_product_id:
        raise BusinessError("A dupe is another product: pick two different products.", code="same_product",
                            errors=[FieldError("dupe_product_id", "The same product as the original.")])
    wanted = {"original_product_id": body.original_product_id, "dupe_product_id": body.dupe_product_id}
    found = repository.visible_product_ids(session, list(wanted.values()), user.id)
    missing = [FieldError(field, f"Unknown product id {pid}.") for field, pid in wanted.items() if pid not in found]
    if missing:
        raise BusinessError("Pick both products from the catalogue.", code="unknown_product", errors=missing)
    existing = repository.same_pair(session, user.id, body.original_product_id, body.dupe_product_id)
    if existing is not None and existing != body.dupe_id:
        raise _already_suggested(existing)
    created = body.dupe_id is None
    try:
        with session.begin_nested():  # one per member and pair: a concurrent submit (a double click) loses cleanly
            if created:
                suggestion = Dupe(user_id=user.id)
                session.add(suggestion)
            suggestion.original_product_id = body.original_product_id
            suggestion.dupe_product_id = body.dupe_product_id
            suggestion.title, suggestion.description = body.title, body.description
            suggestion.is_private = body.is_private
            check(session, moderated.DUPE, suggestion)
    except IntegrityError:
        existing = repository.same_pair(session, user.id, body.original_product_id, body.dupe_product_id)
        if existing is None:
            raise
        raise _already_suggested(existing) from None
    content.attach_images(session, DUPE, suggestion, user, body.images)
    session.flush()
    return DupeSubmitOut(dupe_id=suggestion.id, created=created)


def _already_suggested(existing: int) -> BusinessError:
    error = BusinessError(f"You already suggested this dupe (suggestion {existing}); edit that one instead.",
                          code="dupe_exists", errors=[FieldError("dupe_product_id", f"Already suggested as {existing}.")])
    error.extra["dupe_id"] = existing
    return error


# --- views ----------------------------------------------------------------------------------------

def cards(session: Session, rows: list[tuple[Any, User]], viewer: User | None) -> list[DupeSuggestionOut]:
    ids = [d.id for d, _ in rows]
    product_ids = list({p for d, _ in rows for p in (d.original_product_id, d.dupe_product_id)})
    rows_of = repository.card_rows(session, product_ids)
    docs = evidence.documents(session, product_ids)
    images = content.images(session, DUPE, ids)
    states = content.states(session, DUPE, [d for d, _ in rows], viewer)
    out = []
    viewer_id = viewer.id if viewer else None
    for d, author in rows:
        original, dupe = rows_of[d.original_product_id], rows_of[d.dupe_product_id]
        _, _, proof = evidence.evidence(original[0], dupe[0], docs)
        out.append(DupeSuggestionOut(
            **states[d.id],
            dupe_id=d.id, original=card(*original, viewer_id), dupe=card(*dupe, viewer_id),
            title=d.title, description=d.description, author=content.author_of(author), images=images.get(d.id, []),
            evidence=proof, created_at=d.created_at, updated_at=d.updated_at, moderation_status=d.moderation_status,
            held_reason=d.held_reason if content.is_owner(viewer, d) else None,
        ))
    return out


def detail(session: Session, dupe_id: int, viewer: User | None) -> DupeSuggestionOut:
    return cards(session, [content.readable(session, DUPE, dupe_id, viewer)], viewer)[0]


def by_user(session: Session, author_id: int, viewer: User | None, params: PageParams) -> Page[DupeSuggestionOut]:
    """A member's suggestions: public ones for everyone, private ones too for the member."""
    rows, total = content_repo.page(session, content_repo.by_author(DUPE, author_id, viewer.id if viewer else None),
                                    params)
    return build_page(cards(session, rows, viewer), params, total)
