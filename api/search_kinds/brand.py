"""The brand kind: an active brand, found by its name, with how many active products it has."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalog.queries import product_count
from api.models import Brand, Product
from api.search.index_fields import IndexSchema, count_field, name_field
from api.search.outbox import Touch
from api.search_kinds.declaration import Doc, FanOut, IndexedKind, KindDocuments, Rows, changed, row_docs

SCHEMA = IndexSchema(kind="brand", display_field="name", fields=(name_field(), count_field("product_count")))


def _products_of(session: Session, ids: Sequence[int]) -> dict[str, list[int]]:
    return {"product": list(session.scalars(select(Product.id).where(Product.brand_id.in_(ids))))}


# A brand's name and status are in its products' documents.
PRODUCTS_OF_BRAND = FanOut("product_by_brand", "brand", _products_of)


def _brand(obj: Brand, deleted: bool) -> Iterable[Touch]:
    yield "brand", obj.id
    if not deleted and changed(obj, "name", "status"):
        yield PRODUCTS_OF_BRAND.name, obj.id


def _rows() -> Rows:
    counts = (select(Product.brand_id, product_count().label("n")).where(Product.status == "active")
              .group_by(Product.brand_id).subquery())
    return (select(Brand, func.coalesce(counts.c.n, 0)).outerjoin(counts, counts.c.brand_id == Brand.id)
            .where(Brand.status == "active"))


def _doc(row: Any) -> Doc:
    brand, n = row
    return {"id": str(brand.id), "name": brand.name, "product_count": int(n)}


BRAND = IndexedKind(SCHEMA, capture={Brand: _brand}, documents=KindDocuments(Brand, _rows, row_docs(_doc)),
                    fan_outs=(PRODUCTS_OF_BRAND,))
