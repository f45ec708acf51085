"""Members' content, indexed from its declarations (`api/content/kinds.KINDS`): a new `ContentKind` is searchable,
with the community schema, capture and reader below, without a line here; only what a kind's capture adds beyond its
own row is named (`CONTENT_ALSO`). Its documents are private-aware: an item nobody but its author may see (the one
visibility rule, `content.repository.visible`) is a private document its author still finds."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from functools import partial
from typing import Any

from sqlalchemy import Subquery, literal, select, union_all
from sqlalchemy.orm import Session

from api.catalog.queries import shown_product
from api.content.kinds import KINDS, ContentKind
from api.content.repository import visible, with_author
from api.models import Brand, Dupe, Product, Review, Routine, RoutineProduct, User
from api.search.index_fields import FieldType, IndexSchema, SearchField, TermsFacet, count_field
from api.search.outbox import Touch, Touches
from api.search_kinds.declaration import Doc, FanOut, IndexedKind, KindDocuments, Reading, Rows, iso, itself


def community_schema(kind: str) -> IndexSchema:
    return IndexSchema(
        kind=kind,
        display_field="title",
        private=True,
        fields=(
            SearchField("title", FieldType.TEXT_AUTOCOMPLETE, boost=3.0, highlight=True),
            SearchField("body", FieldType.TEXT, boost=1.0, highlight=True),
            SearchField("author_id", FieldType.KEYWORD, filterable=True),
            SearchField("author_nickname", FieldType.TEXT, boost=1.0, keyword=True, filterable=True,
                        facet=TermsFacet()),
            SearchField("product_ids", FieldType.KEYWORD_LIST, filterable=True),
            SearchField("product_names", FieldType.TEXT, boost=2.0, highlight=True),
            count_field("like_count"),
            SearchField("created_at", FieldType.DATE, sortable=True, filterable=True),
            SearchField("owner_id", FieldType.KEYWORD, filterable=True),
            SearchField("is_private", FieldType.BOOL, filterable=True),
        ),
    )


# --- which products an item is about --------------------------------------------------------------

def _about(kind: ContentKind) -> Subquery:
    """(item, product, position) for every product an item of `kind` is about, in the order its document names them:
    a routine's products are rows of their own, a dupe suggestion is about two, any other item about its
    `product_id`. One relation read both ways: an item's products (its document) and the items naming a product
    (`CONTENT_OF_PRODUCT`), so a new kind with a `product_id` is found both ways without a line here."""
    if kind.model is Routine:
        about: Any = select(RoutineProduct.routine_id.label("item"), RoutineProduct.product_id.label("product"),
                            RoutineProduct.position.label("position"))
    elif kind.model is Dupe:
        about = union_all(
            select(Dupe.id.label("item"), Dupe.original_product_id.label("product"), literal(0).label("position")),
            select(Dupe.id, Dupe.dupe_product_id, literal(1)))
    else:
        about = select(kind.model.id.label("item"), kind.model.product_id.label("product"),
                       literal(0).label("position"))
    return about.subquery(f"{kind.name}_products")


# --- fan-outs: the content a member wrote, the content that names a product ---------------------

def _by_author(session: Session, ids: Sequence[int]) -> dict[str, list[int]]:
    return {name: list(session.scalars(select(kind.model.id).where(kind.model.user_id.in_(ids))))
            for name, kind in KINDS.items()}


def _naming_products(session: Session, ids: Sequence[int]) -> dict[str, list[int]]:
    """The documents that name these products (`product_names`)."""
    found = {}
    for name, kind in KINDS.items():
        about = _about(kind)
        found[name] = list(session.scalars(select(about.c.item).distinct().where(about.c.product.in_(ids))))
    return found


# A member's nickname (and whether they are gone) is in every document of theirs.
CONTENT_OF_AUTHOR = FanOut("content_by_author", "user", _by_author)
# A product is named in members' documents once it is public.
CONTENT_OF_PRODUCT = FanOut("content_by_product", "product", _naming_products)


# --- capture --------------------------------------------------------------------------------------

def _review(obj: Review, _deleted: bool) -> Iterable[Touch]:
    yield "review", obj.id
    yield "product", obj.product_id  # rating and review count live in the product document


def _routine_product(obj: RoutineProduct, _deleted: bool) -> Iterable[Touch]:
    yield "routine", obj.routine_id


# What a kind's capture adds to (or puts instead of) "its own row touches its own document".
CONTENT_ALSO: dict[str, Mapping[type, Touches]] = {
    "review": {Review: _review},
    "routine": {RoutineProduct: _routine_product},
}


# --- documents ----------------------------------------------------------------------------------

def _product_names(session: Session, ids: Sequence[int]) -> dict[int, str]:
    """Names of the public products among `ids`: a document is shared by everyone, so a product only its submitter
    may see is not named (its acceptance re-indexes the documents that mention it: `CONTENT_OF_PRODUCT`)."""
    if not ids:
        return {}
    return dict(session.execute(select(Product.id, Product.name).join(Brand, Brand.id == Product.brand_id)
                                .where(Product.id.in_(ids), shown_product(None))).all())


def _content_products(session: Session, items: Sequence[Any], kind: ContentKind) -> dict[int, list[int]]:
    """The products each item is about, in order (one query for a batch)."""
    about = _about(kind)
    found: dict[int, list[int]] = defaultdict(list)
    for item_id, product_id in session.execute(select(about.c.item, about.c.product)
                                               .where(about.c.item.in_([i.id for i in items]))
                                               .order_by(about.c.item, about.c.position)):
        found[item_id].append(product_id)
    return found


def _community_rows(kind: ContentKind) -> Rows:
    """A kind's items with their author's nickname (deleted members' content is gone for everyone) and whether
    anyone may see them: the one visibility rule (`content.repository.visible`) as a column, never re-coded here."""
    return with_author(kind).with_only_columns(kind.model, User.nickname, visible(kind, None).label("public"))


def _community_docs(kind: ContentKind, reading: Reading, rows: Sequence[Any]) -> list[Doc]:
    """Documents of a batch of (item, author nickname, public) rows: two queries per batch, not per row. An item
    nobody but its author may see is a private document (its author still finds it)."""
    session = reading.session
    items = [row[0] for row in rows]
    products = _content_products(session, items, kind) if items else {}
    names = _product_names(session, sorted({p for ps in products.values() for p in ps}))
    docs = []
    for item, nickname, public in rows:
        product_ids = products.get(item.id, [])
        docs.append({"id": str(item.id), "title": getattr(item, kind.title_column) or "",
                     "body": getattr(item, kind.body_column) or "", "author_id": str(item.user_id),
                     "author_nickname": nickname, "product_ids": [str(p) for p in product_ids],
                     "product_names": " ".join(names.get(p, "") for p in product_ids),
                     "like_count": item.like_count, "created_at": iso(item.created_at),
                     "owner_id": str(item.user_id), "is_private": not public})
    return docs


def _indexed(kind: ContentKind) -> IndexedKind:
    return IndexedKind(community_schema(kind.name),
                       capture={kind.model: itself(kind.name), **CONTENT_ALSO.get(kind.name, {})},
                       documents=KindDocuments(kind.model, partial(_community_rows, kind), partial(_community_docs, kind)))


CONTENT: tuple[IndexedKind, ...] = tuple(_indexed(kind) for kind in KINDS.values())
