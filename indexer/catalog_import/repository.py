"""Every statement the importer runs. Bulk statements (executemany) rather than one ORM object per row:
the catalogue is ~13k products, ~400k ingredient rows, ~29k INCI names and ~23k cities."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import delete, exists, func, insert, select, text, update
from sqlalchemy.orm import Session

from api.catalog.queries import product_count
from api.models import Brand, Category, City, ImportRun, Inci, Product, ProductIngredient

# Product columns an import writes and compares (what a source can change).
PRODUCT_FIELDS = ("name", "brand_id", "category_id", "size_text", "size_value", "size_unit", "price", "currency",
                  "price_usd", "price_per_unit_usd", "ingredients_raw", "skin_types", "highlights", "source_url",
                  "source_rating", "source_review_count")
INCI_FIELDS = ("cas_number", "einecs_number", "functions", "first_letter")
CITY_FIELDS = ("name", "asciiname", "country_code", "admin1_code", "latitude", "longitude", "population",
               "timezone")
_CHUNK = 500  # ids per IN (...) list


def _chunks(items: Sequence[Any], size: int = _CHUNK) -> Iterable[Sequence[Any]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


# --- brands and categories ------------------------------------------------------------------------


def all_brands(session: Session) -> list[Brand]:
    return list(session.scalars(select(Brand)))


def all_categories(session: Session) -> list[Category]:
    return list(session.scalars(select(Category)))


def add(session: Session, obj: Brand | Category) -> None:
    """Insert one brand or category now: its id is needed by the products of the batch."""
    session.add(obj)
    session.flush()


# --- products -------------------------------------------------------------------------------------


def product_snapshots(session: Session, source: str) -> dict[str, dict[str, Any]]:
    """source_id -> {"id", *PRODUCT_FIELDS} for every product of `source`."""
    cols = [Product.id, Product.source_id, *(getattr(Product, f) for f in PRODUCT_FIELDS)]
    rows = session.execute(select(*cols).where(Product.source == source)).mappings()
    return {r["source_id"]: dict(r) for r in rows}


def products_without_ingredients(session: Session, source: str) -> set[int]:
    """Products of `source` with ingredient text but no parsed ingredient rows."""
    has_rows = exists().where(ProductIngredient.product_id == Product.id)
    stmt = select(Product.id).where(Product.source == source, Product.ingredients_raw != "", ~has_rows)
    return set(session.scalars(stmt))


def insert_products(session: Session, rows: list[dict[str, Any]]) -> list[int]:
    """Insert products; their new ids, in the order of `rows`."""
    if not rows:
        return []
    stmt = insert(Product).returning(Product.id, sort_by_parameter_order=True)
    return list(session.scalars(stmt, rows))


def update_by_id(session: Session, model: type[Product] | type[Inci] | type[City], rows: list[dict[str, Any]]) -> None:
    """ORM bulk UPDATE by primary key: each dict holds "id" and the changed columns."""
    if rows:
        session.execute(update(model), rows)


def delete_ingredients(session: Session, product_ids: Sequence[int]) -> None:
    for chunk in _chunks(product_ids):
        session.execute(delete(ProductIngredient).where(ProductIngredient.product_id.in_(chunk))
                        .execution_options(synchronize_session=False))


def insert_ingredients(session: Session, rows: list[dict[str, Any]]) -> None:
    if rows:
        session.execute(insert(ProductIngredient), rows)


def refresh_inci_product_counts(session: Session) -> list[int]:
    """inci.product_count = the public products listing it, a product being what search shows: its listings at
    every retailer are one (`product_count`). Only rows whose count moved
    are written; answers their ids (a bulk update: the caller reindexes them)."""
    counts = dict(session.execute(
        select(ProductIngredient.inci_id, product_count())
        .join(Product, Product.id == ProductIngredient.product_id).where(Product.status == "active")
        .group_by(ProductIngredient.inci_id)).all())
    moved = [{"id": inci_id, "product_count": counts.get(inci_id, 0)}
             for inci_id, before in session.execute(select(Inci.id, Inci.product_count))
             if counts.get(inci_id, 0) != before]
    for start in range(0, len(moved), 5000):
        session.execute(update(Inci), moved[start:start + 5000])
    return [row["id"] for row in moved]


def analyze_tables(session: Session) -> None:
    """Fresh planner statistics after a bulk load (PostgreSQL): without them the planner guesses a few
    thousand inci rows and hash-joins the whole table under every product page's list query. Autovacuum
    would get there eventually (where it is on); the import should not leave it to chance."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(text("ANALYZE products, product_ingredients, inci, brands, categories"))


# --- INCI and cities ------------------------------------------------------------------------------


def inci_snapshots(session: Session) -> dict[str, dict[str, Any]]:
    rows = session.execute(select(Inci.id, Inci.name, *(getattr(Inci, f) for f in INCI_FIELDS))).mappings()
    return {r["name"]: dict(r) for r in rows}


def insert_rows(session: Session, model: type[Inci] | type[City], rows: list[dict[str, Any]]) -> None:
    """Core bulk INSERT (executemany) of plain dicts."""
    if rows:
        session.execute(insert(model), rows)


def city_snapshots(session: Session) -> dict[int, dict[str, Any]]:
    rows = session.execute(select(City.id, *(getattr(City, f) for f in CITY_FIELDS))).mappings()
    return {r["id"]: dict(r) for r in rows}



# --- import runs ----------------------------------------------------------------------------------


def last_engine_version(session: Session, source: str) -> str | None:
    """The engine version the newest finished import of `source` resolved its ingredients with."""
    note = session.scalar(select(ImportRun.note).where(ImportRun.source == source,
                                                       ImportRun.finished_at.is_not(None))
                          .order_by(ImportRun.id.desc()).limit(1))
    if not note:
        return None
    try:
        value = json.loads(note).get("engine_version")
    except (ValueError, AttributeError):
        return None
    return value if isinstance(value, str) else None


def add_run(session: Session, run: ImportRun) -> None:
    session.add(run)
    session.flush()


def ingredient_recognition(session: Session) -> tuple[int, int]:
    """(ingredient occurrences stored, of which linked to an inci row) over the whole catalogue."""
    total, linked = session.execute(
        select(func.count(), func.count(ProductIngredient.inci_id)).select_from(ProductIngredient)).one()
    return int(total or 0), int(linked or 0)
