"""The catalogue rows a similarity model is built from (active products, their labelled ingredients)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from api.models import Inci, Product, ProductIngredient


def _active(column: Any) -> Any:
    return select(column).where(Product.status == "active").scalar_subquery()


# Three index reads (ix_products_status_id, ix_products_status_updated), not one aggregate: PostgreSQL answered that by
# scanning the whole table (14-22 ms on 12,871 products; every API process asks once a second, api/http_cache/feed.py).
_VERSION = select(_active(func.count(Product.id)), _active(func.max(Product.id)), _active(func.max(Product.updated_at)))


def active_catalog_version(session: Session) -> str:
    """Changes whenever an active product is added, removed or edited (count, newest id, newest edit)."""
    count, max_id, max_updated = session.execute(_VERSION).one()
    return f"{int(count or 0)}:{int(max_id or 0)}:{max_updated.isoformat() if max_updated else '-'}"


def active_products_for_similarity(session: Session
                                   ) -> list[tuple[int, int | None, int, float | None, float | None, str]]:
    """(id, category id, brand id, price in USD, price per unit in USD, name) of every active product, by id."""
    rows = session.execute(
        select(Product.id, Product.category_id, Product.brand_id, Product.price_usd, Product.price_per_unit_usd,
               Product.name)
        .where(Product.status == "active").order_by(Product.id)
    )
    return [(int(r[0]), r[1], int(r[2]), r[3], r[4], r[5]) for r in rows]


def price_rows(session: Session, ids: Iterable[int]) -> list[tuple[int, int | None, str, float | None]]:
    """(id, category id, name, price in USD) of the given products, whatever their status."""
    rows = session.execute(select(Product.id, Product.category_id, Product.name, Product.price_usd)
                           .where(Product.id.in_(list(ids))))
    return [(int(r[0]), r[1], r[2], r[3]) for r in rows]


def active_category_prices(session: Session, category_ids: Iterable[int | None]
                           ) -> list[tuple[int | None, float | None]]:
    """(category id, price in USD) of the active products in those categories (None: without a category), the
    rows `active_products_for_similarity` gives the model for them."""
    wanted = set(category_ids)
    named = [c for c in wanted if c is not None]
    where = [Product.category_id.in_(named)] if named else []
    if None in wanted:
        where.append(Product.category_id.is_(None))
    if not where:
        return []
    rows = session.execute(select(Product.category_id, Product.price_usd)
                           .where(Product.status == "active", or_(*where)))
    return [(r[0], r[1]) for r in rows]


def active_ingredient_rows(session: Session) -> Iterable[tuple[int, str, str | None, int | None, bool]]:
    """(product id, raw name, INCI name, position, may contain) of active products, streamed in label order."""
    stmt = (
        select(ProductIngredient.product_id, ProductIngredient.raw_name, Inci.name, ProductIngredient.position,
               ProductIngredient.may_contain)
        .join(Product, Product.id == ProductIngredient.product_id)
        .outerjoin(Inci, Inci.id == ProductIngredient.inci_id)
        .where(Product.status == "active")
        .order_by(ProductIngredient.product_id, ProductIngredient.seq)
        .execution_options(yield_per=5000)
    )
    for pid, raw, inci, pos, may in session.execute(stmt):
        yield int(pid), raw, inci, pos, bool(may)


def ingredient_rows_of(session: Session, product_id: int) -> list[tuple[str, str | None, int | None, bool]]:
    """(raw name, INCI name, position, may contain) of one product in label order."""
    rows = session.execute(
        select(ProductIngredient.raw_name, Inci.name, ProductIngredient.position, ProductIngredient.may_contain)
        .outerjoin(Inci, Inci.id == ProductIngredient.inci_id)
        .where(ProductIngredient.product_id == product_id).order_by(ProductIngredient.seq)
    )
    return [(r[0], r[1], r[2], bool(r[3])) for r in rows]
