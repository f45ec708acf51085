"""Routine rules: add, edit, views, lists and conflict advice. Flushes, never commits."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from api.catalog.cards import product_ref
from api.content import repository as content_repo
from api.content import service as content
from api.content.kinds import ROUTINE
from api.envelope import Page
from api.errors import BusinessError, FieldError, NotFound
from api.models import Routine, User
from api.moderation import kinds as moderated
from api.moderation.check import check
from api.moderation.repository import part_texts
from api.paging import PageParams, build_page
from api.routines import repository
from api.routines.conflicts import StepIngredients, find_conflicts
from api.routines.schemas import RoutineEditIn, RoutineIn, RoutineOut, RoutineSavedOut, RoutineStepOut


def save(session: Session, user: User, body: RoutineIn) -> RoutineSavedOut:
    """`/routine/add` (a RoutineIn) or `/routine/edit` (a RoutineEditIn of the member's own routine)."""
    content.check_author_can_write(user)
    ids = [s.product_id for s in body.products]
    missing = sorted(set(ids) - repository.visible_product_ids(session, ids, user.id))
    if missing:
        raise BusinessError("Some products of this routine were not found.", code="unknown_product",
                            errors=[FieldError("products", f"Unknown product ids: {missing}")])
    if isinstance(body, RoutineEditIn):
        routine = content.owned(session, ROUTINE, body.routine_id, user)
        created = False
    else:
        routine = Routine(user_id=user.id)
        session.add(routine)
        created = True
    routine.title, routine.description, routine.is_private = body.title, body.description, body.is_private
    steps = [t for s in body.products for t in (s.step_name, s.note) if t]  # read by others too: checked
    check(session, moderated.ROUTINE, routine, parts=steps,
          parts_changed=steps != part_texts(session, moderated.ROUTINE, routine.id))
    session.flush()
    repository.replace_steps(session, routine.id, [
        {"position": i, "product_id": s.product_id, "step_name": s.step_name, "time_of_day": s.time_of_day,
         "frequency": s.frequency, "note": s.note} for i, s in enumerate(body.products, start=1)])
    session.flush()
    return RoutineSavedOut(routine_id=routine.id, created=created)


def cards(session: Session, rows: list[tuple[Any, User]], viewer: User | None, *,
          with_conflicts: bool = False) -> list[RoutineOut]:
    ids = [r.id for r, _ in rows]
    steps = repository.steps_of(session, ids)
    states = content.states(session, ROUTINE, [r for r, _ in rows], viewer)
    inci = repository.ingredient_names(session, list({p.id for ss in steps.values() for _, p, _ in ss})) \
        if with_conflicts else {}
    viewer_id = viewer.id if viewer else None
    out = []
    for routine, author in rows:
        own = [(s, product_ref(p, b, viewer_id)) for s, p, b in steps.get(routine.id, [])]
        conflicts = find_conflicts([StepIngredients(p.product_id, p.name, s.time_of_day, inci.get(p.product_id, []))
                                    for s, p in own]) if with_conflicts else None
        out.append(RoutineOut(
            **states[routine.id],
            routine_id=routine.id, title=routine.title, description=routine.description,
            author=content.author_of(author),
            products=[RoutineStepOut(position=s.position, **p.model_dump(), step_name=s.step_name,
                                     time_of_day=s.time_of_day,  # type: ignore[arg-type]
                                     frequency=s.frequency, note=s.note) for s, p in own],
            conflicts=conflicts, moderation_status=routine.moderation_status,
            held_reason=routine.held_reason if content.is_owner(viewer, routine) else None,
            created_at=routine.created_at, updated_at=routine.updated_at,
        ))
    return out


def list_cards(session: Session, rows: list[tuple[Any, User]], viewer: User | None) -> list[RoutineOut]:
    return cards(session, rows, viewer)


def detail(session: Session, routine_id: int, viewer: User | None) -> RoutineOut:
    return cards(session, [content.readable(session, ROUTINE, routine_id, viewer)], viewer, with_conflicts=True)[0]


def by_user(session: Session, author_id: int, viewer: User | None, params: PageParams) -> Page[RoutineOut]:
    rows, total = content_repo.page(session, content_repo.by_author(ROUTINE, author_id, viewer.id if viewer else None),
                                     params)
    return build_page(cards(session, rows, viewer), params, total)


def with_product(session: Session, product_id: int, viewer: User | None, params: PageParams) -> Page[RoutineOut]:
    viewer_id = viewer.id if viewer else None
    if not repository.product_exists(session, product_id, viewer_id):
        raise NotFound("That product")
    rows, total = content_repo.page(session, repository.containing(product_id, viewer_id), params)
    return build_page(cards(session, rows, viewer), params, total)
