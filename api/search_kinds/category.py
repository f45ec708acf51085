"""The category kind: found by its name, filtered by its path, with how many active products it has."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalog.queries import product_count
from api.models import Category, Product
from api.search.index_fields import FieldType, IndexSchema, SearchField, TermsFacet, count_field, name_field
from api.search.outbox import Touch
from api.search_kinds.declaration import Doc, FanOut, IndexedKind, KindDocuments, Rows, changed, row_docs

SCHEMA = IndexSchema(
    kind="category",
    display_field="name",
    fields=(
        name_field(),
        SearchField("path", FieldType.KEYWORD_LIST, boost=1.0, filterable=True, facet=TermsFacet()),
        count_field("product_count"),
    ),
)


def _products_of(session: Session, ids: Sequence[int]) -> dict[str, list[int]]:
    return {"product": list(session.scalars(select(Product.id).where(Product.category_id.in_(ids))))}


# A category's path is in its products' documents.
PRODUCTS_OF_CATEGORY = FanOut("product_by_category", "category", _products_of)


def _category(obj: Category, deleted: bool) -> Iterable[Touch]:
    yield "category", obj.id
    if not deleted and changed(obj, "name", "path"):
        yield PRODUCTS_OF_CATEGORY.name, obj.id


def _rows() -> Rows:
    counts = (select(Product.category_id, product_count().label("n")).where(Product.status == "active")
              .group_by(Product.category_id).subquery())
    return select(Category, func.coalesce(counts.c.n, 0)).outerjoin(counts, counts.c.category_id == Category.id)


def _doc(row: Any) -> Doc:
    category, n = row
    return {"id": str(category.id), "name": category.name,
            "path": [p.strip() for p in category.path.split(">")], "product_count": int(n)}


CATEGORY = IndexedKind(SCHEMA, capture={Category: _category}, documents=KindDocuments(Category, _rows, row_docs(_doc)),
                       fan_outs=(PRODUCTS_OF_CATEGORY,))
