"""Change capture: search outbox rows written in the writer's own transaction.

Nobody has to remember to reindex ORM writes: an `after_flush` listener sees any flush that touches an
indexed row, or a row a document is built from (a brand's name is part of its products' documents, a
review moves its product's rating), and records which documents to rebuild. Core statements bypass
flush events, so code that moves an indexed column with a Core `UPDATE` (counters) calls `touch()`
beside it. After commit one `search.index_docs` message per batch carries the outbox row ids; if the
broker is down the rows stay and the sweeper sends them.

The listener is registered by `register_capture()`, called where a process is assembled (the app
factory, the worker runtime), never as an import side effect of the models.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from sqlalchemy import event, insert, inspect
from sqlalchemy.orm import Session

from api.jobs import Actor, defer_ids
from api.models import (
    Brand,
    Category,
    City,
    Dupe,
    Inci,
    Product,
    ProductFeedback,
    ProductIngredient,
    Review,
    Routine,
    RoutineProduct,
    SearchOutbox,
    User,
)

# Fan-out pseudo-kinds: expanded by the actor into the documents they stand for, at processing time.
PRODUCTS_OF_BRAND = "product_by_brand"
PRODUCTS_OF_CATEGORY = "product_by_category"
CONTENT_OF_AUTHOR = "content_by_author"
CONTENT_OF_PRODUCT = "content_by_product"

Touch = tuple[str, int]


def _content(kind: str) -> Callable[[Any, bool], Iterable[Touch]]:
    def touches(obj: Any, _deleted: bool) -> Iterable[Touch]:
        yield kind, obj.id

    return touches


def _review(obj: Review, _deleted: bool) -> Iterable[Touch]:
    yield "review", obj.id
    yield "product", obj.product_id  # rating and review count live in the product document


def _brand(obj: Brand, deleted: bool) -> Iterable[Touch]:
    yield "brand", obj.id
    if not deleted and _changed(obj, "name", "status"):
        yield PRODUCTS_OF_BRAND, obj.id


def _category(obj: Category, deleted: bool) -> Iterable[Touch]:
    yield "category", obj.id
    if not deleted and _changed(obj, "name", "path"):
        yield PRODUCTS_OF_CATEGORY, obj.id


def _product(obj: Product, deleted: bool) -> Iterable[Touch]:
    yield "product", obj.id
    yield "brand", obj.brand_id  # product counts
    if obj.category_id:
        yield "category", obj.category_id
    if not deleted and not inspect(obj).pending and _changed(obj, "status", "name"):
        yield CONTENT_OF_PRODUCT, obj.id  # members' items name it once it is public (indexer/search/documents.py)


def _user(obj: User, deleted: bool) -> Iterable[Touch]:
    if deleted or _changed(obj, "nickname", "deleted_at", "is_active", "avatar", "login_type"):
        yield "user", obj.id
    if not deleted and _changed(obj, "nickname", "deleted_at"):
        yield CONTENT_OF_AUTHOR, obj.id


def _routine_product(obj: RoutineProduct, _deleted: bool) -> Iterable[Touch]:
    yield "routine", obj.routine_id


def _product_ingredient(obj: ProductIngredient, _deleted: bool) -> Iterable[Touch]:
    yield "product", obj.product_id


TRACKED: dict[type, Callable[[Any, bool], Iterable[Touch]]] = {
    Product: _product,
    ProductIngredient: _product_ingredient,
    Brand: _brand,
    Category: _category,
    Inci: _content("inci"),
    City: _content("city"),
    Review: _review,
    Routine: _content("routine"),
    RoutineProduct: _routine_product,
    Dupe: _content("dupe"),
    ProductFeedback: _content("feedback"),
    User: _user,
}


def _changed(obj: Any, *attrs: str) -> bool:
    state = inspect(obj)
    return state.pending or any(state.attrs[a].history.has_changes() for a in attrs)


def _disabled(session: Session) -> bool:
    # Bulk imports switch capture off and schedule a rebuild instead of millions of rows.
    return bool(session.info.get("search_capture_off"))


def _capture(session: Session, _flush_context: Any) -> None:
    if _disabled(session):
        return
    touched: set[Touch] = set()
    for objs, deleted in ((session.new, False), (session.dirty, False), (session.deleted, True)):
        for obj in objs:
            touches = TRACKED.get(type(obj))
            if touches is None or (objs is session.dirty and not session.is_modified(obj)):
                continue
            touched.update((k, i) for k, i in touches(obj, deleted) if i is not None)
    _record(session, touched)


def touch(session: Session, kind: str, *doc_ids: int) -> None:
    """Record that these documents of `kind` changed, beside a Core write the flush listener cannot see (one outbox
    insert and one message for all of them)."""
    if not _disabled(session):
        _record(session, {(kind, doc_id) for doc_id in doc_ids})


def _record(session: Session, touched: set[Touch]) -> None:
    if not touched:
        return
    rows = [{"kind": kind, "doc_id": doc_id} for kind, doc_id in sorted(touched)]
    ids = session.connection().execute(insert(SearchOutbox).returning(SearchOutbox.id), rows).scalars().all()
    defer_ids(session, Actor.SEARCH_INDEX_DOCS, list(ids))


def register_capture() -> None:
    """Install the flush listener on every Session (idempotent)."""
    if not event.contains(Session, "after_flush", _capture):
        event.listen(Session, "after_flush", _capture)
