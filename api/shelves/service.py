"""Shelf rules: create, edit, remove, privacy, products on and off, views, lists, the breakout detective.
Flushes, never commits.

Not a member-content kind (no likes or comments), but the same authorization rule: a shelf is visible when it
is public or the viewer's own (else 404, as if it did not exist); only its owner changes it (another member
gets 403 on a public shelf, 404 on a private one).
"""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.catalog.cards import card
from api.content import service as content
from api.content.schemas import PrivacyOut, RemovedOut
from api.envelope import Page
from api.errors import BusinessError, FieldError, Forbidden, NotFound
from api.models import Shelf, ShelfItem, User
from api.moderation import kinds as moderated
from api.moderation.check import check
from api.moderation.repository import part_texts
from api.paging import PageParams, build_page
from api.shelves import breakout, repository
from api.shelves.schemas import (
    BreakoutIngredient,
    BreakoutOut,
    ShelfCreatedOut,
    ShelfDetailOut,
    ShelfEditIn,
    ShelfIn,
    ShelfOut,
    ShelfProductIn,
    ShelfProductOut,
    ShelfProductStateOut,
    ShelvesHoldingOut,
)
from api.similarity.model import canonical_name

MAX_SHELVES = 50  # per member
MAX_PRODUCTS = 500  # per shelf
LABEL = "That shelf"


# --- the authorization rule -----------------------------------------------------------------------

def readable(session: Session, shelf_id: int, viewer: User | None) -> tuple[Shelf, User]:
    found = repository.get_visible(session, shelf_id, viewer.id if viewer else None)
    if found is None:
        raise NotFound(LABEL)
    return found


def owned(session: Session, shelf_id: int, user: User) -> Shelf:
    shelf, _ = readable(session, shelf_id, user)
    if shelf.user_id != user.id:
        raise Forbidden()
    return shelf


# --- writes ---------------------------------------------------------------------------------------

def add(session: Session, user: User, body: ShelfIn) -> ShelfCreatedOut:
    content.check_author_can_write(user)
    repository.lock_member(session, user.id)
    if repository.shelf_count(session, user.id) >= MAX_SHELVES:
        raise BusinessError(f"You have {MAX_SHELVES} shelves, the most a member can have. Remove one first.",
                            code="too_many_shelves")
    shelf = Shelf(user_id=user.id, name=body.name, description=body.description, shelf_type=body.shelf_type,
                  is_private=body.is_private)
    check(session, moderated.SHELF, shelf, copies=False)  # "Favourites" on two shelves is no copy
    session.add(shelf)
    session.flush()
    return ShelfCreatedOut(shelf_id=shelf.id)


def edit(session: Session, user: User, body: ShelfEditIn) -> ShelfOut:
    shelf = owned(session, body.shelf_id, user)
    for field in ("name", "description", "shelf_type"):
        value = getattr(body, field)
        if value is not None:
            setattr(shelf, field, value)
    check(session, moderated.SHELF, shelf, copies=False, parts=part_texts(session, moderated.SHELF, shelf.id))
    session.flush()
    return cards(session, [(shelf, user)], user)[0]


def remove(session: Session, user: User, shelf_id: int) -> RemovedOut:
    session.delete(owned(session, shelf_id, user))  # its items go with it (foreign-key cascade)
    session.flush()
    return RemovedOut(type="shelf", id=shelf_id)


def set_private(session: Session, user: User, shelf_id: int, is_private: bool) -> PrivacyOut:
    shelf = owned(session, shelf_id, user)
    shelf.is_private = is_private
    session.flush()
    return PrivacyOut(type="shelf", id=shelf.id, is_private=shelf.is_private)


def put_product(session: Session, user: User, body: ShelfProductIn) -> ShelfProductStateOut:
    """Action 1 puts the product on the shelf (a note given replaces the old one), 0 takes it off; idempotent. A
    shelf holds products, not retailer listings (issue 23): a product already shelved through another of its
    listings is not shelved twice, and taking it off takes off whichever listing of it is there."""
    shelf = owned(session, body.shelf_id, user)
    if body.action:
        repository.lock_shelf(session, shelf.id)  # before the item is looked up: the count below sees every put
    item = repository.item_of_product(session, shelf.id, body.product_id)
    changed = (item is None) == bool(body.action)
    note_changed = bool(body.note) if item is None else body.note is not None and body.note != item.note
    if body.action:
        if item is None:
            if not repository.product_visible(session, body.product_id, user.id):
                raise BusinessError("Pick a product from the catalogue.", code="unknown_product",
                                    errors=[FieldError("product_id", f"Unknown product id {body.product_id}.")])
            if repository.item_count(session, shelf.id) >= MAX_PRODUCTS:
                raise BusinessError(f"A shelf holds at most {MAX_PRODUCTS} products. Start another shelf.",
                                    code="shelf_full")
            try:
                with session.begin_nested():  # a concurrent identical call (a double click) already added it
                    session.add(ShelfItem(shelf_id=shelf.id, product_id=body.product_id, note=body.note or ""))
            except IntegrityError:
                if repository.item(session, shelf.id, body.product_id) is None:
                    raise
        elif body.note is not None:
            item.note = body.note
    else:
        for shelved in repository.items_of_product(session, shelf.id, body.product_id):
            session.delete(shelved)
    session.flush()
    if body.action and note_changed:  # others read the notes of a public shelf: checked with the shelf
        check(session, moderated.SHELF, shelf, copies=False, parts=part_texts(session, moderated.SHELF, shelf.id),
              parts_changed=True)
        session.flush()
    return ShelfProductStateOut(shelf_id=shelf.id, product_id=body.product_id, on_shelf=bool(body.action),
                                changed=changed, product_count=repository.item_count(session, shelf.id))


def holding(session: Session, user: User, product_id: int) -> ShelvesHoldingOut:
    return ShelvesHoldingOut(product_id=product_id, shelf_ids=repository.shelves_holding(session, user.id, product_id))


# --- views ----------------------------------------------------------------------------------------

def cards(session: Session, rows: list[tuple[Shelf, User]], viewer: User | None) -> list[ShelfOut]:
    viewer_id = viewer.id if viewer else None
    ids = [s.id for s, _ in rows]
    counts = repository.product_counts(session, ids, viewer_id)
    previews = repository.previews(session, ids, viewer_id)
    return [ShelfOut(shelf_id=s.id, name=s.name, description=s.description, shelf_type=s.shelf_type,  # type: ignore[arg-type]
                     is_private=s.is_private, product_count=counts.get(s.id, 0), preview=previews.get(s.id, []),
                     author=content.author_of(owner), is_owner=viewer_id == s.user_id, created_at=s.created_at,
                     moderation_status=s.moderation_status,
                     held_reason=s.held_reason if viewer_id == s.user_id else None,
                     updated_at=s.updated_at) for s, owner in rows]


def by_user(session: Session, owner_id: int, viewer: User | None, params: PageParams) -> Page[ShelfOut]:
    rows, total = repository.page(session, repository.by_owner(owner_id, viewer.id if viewer else None), params)
    return build_page(cards(session, rows, viewer), params, total)


def detail(session: Session, shelf_id: int, owner_id: int | None, viewer: User | None,
           params: PageParams) -> ShelfDetailOut:
    """A shelf with one page of its products, latest first; `owner_id` (the spec's user_id), when given,
    must be the shelf's owner."""
    shelf, owner = readable(session, shelf_id, viewer)
    if owner_id is not None and owner_id != shelf.user_id:
        raise NotFound(LABEL)
    rows, total = repository.products_page(session, shelf.id, viewer.id if viewer else None, params)
    items = [ShelfProductOut(**card(*row, viewer.id if viewer else None).model_dump(), added_at=item.added_at,
                             note=item.note or None)
             for row, item in rows]
    return ShelfDetailOut(shelf=cards(session, [(shelf, owner)], viewer)[0], products=build_page(items, params, total))


# --- the breakout detective -----------------------------------------------------------------------

def breakout_hint(session: Session, user: User) -> BreakoutOut:
    on = repository.products_on_shelves(session, user.id, ("broke_me_out", "works_for_me"))
    bad_ids, good_ids = on["broke_me_out"], on["works_for_me"]
    listed: dict[int, list[breakout.Listed]] = {pid: [] for pid in bad_ids | good_ids}
    catalogue_counts: dict[str, int] = {}
    for pid, raw, inci, inci_id, count in repository.labelled_ingredients(session, sorted(bad_ids | good_ids)):
        name = canonical_name(raw, inci)
        listed[pid].append(breakout.Listed(name, inci_id))
        if count is not None:
            catalogue_counts[name] = count
    excluded = breakout.ubiquitous(catalogue_counts, repository.active_product_count(session))
    found, skipped = breakout.suspects({p: listed[p] for p in bad_ids}, {p: listed[p] for p in good_ids}, excluded)
    return BreakoutOut(
        broke_me_out_count=len(bad_ids), works_for_me_count=len(good_ids),
        ingredients=[BreakoutIngredient(name=s.name, inci_id=s.inci_id, bad_count=s.bad_count, bad_share=s.bad_share,
                                        good_count=s.good_count, products=list(s.products)) for s in found],
        excluded=skipped, rule=breakout.RULE,
        note=breakout.NOTE if bad_ids else "Put the products that broke you out on a \"broke me out\" shelf (and "
                                           "the ones that suit you on a \"works for me\" shelf) to get a hint.")
