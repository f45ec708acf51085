"""The visibility rule of products and the one card query (a product with its brand and category), which every
list of products is built on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from sqlalchemy import (
    BindParameter,
    ColumnElement,
    Executable,
    Select,
    bindparam,
    distinct,
    func,
    or_,
    select,
)
from sqlalchemy.orm import Session, undefer

from api.catalog.cards import card
from api.catalog.facts import BrandFacts, CardRow, CategoryFacts, FactsRow, ProductFacts, column_names
from api.catalog.public_cards import PUBLIC_CARDS, PublicCards
from api.models import Brand, Category, Product
from api.paging import PageParams, paginate

__all__ = ["CardRow"]


def visible_product(viewer_id: int | BindParameter[int] | None) -> ColumnElement[bool]:
    """Active products for everyone; a member's submission (pending, or refused) for its submitter only
    (`viewer_id` may be a bound parameter of a statement built once)."""
    if viewer_id is None:
        return Product.status == "active"
    return or_(Product.status == "active", Product.submitted_by == viewer_id)


def visible_brand(viewer_id: int | None) -> ColumnElement[bool]:
    if viewer_id is None:
        return Brand.status == "active"
    return or_(Brand.status == "active", Brand.submitted_by == viewer_id)


def shown_product(viewer_id: int | None) -> ColumnElement[bool]:
    """SQL of `cards.shown`: the viewer may see what the product is (it and its brand public, or their own);
    for a query that joins Product and Brand."""
    product, brand = Product.status == "active", Brand.status == "active"
    if viewer_id is not None:
        product, brand = product | (Product.submitted_by == viewer_id), brand | (Brand.submitted_by == viewer_id)
    return product & brand


def product_count() -> ColumnElement[int]:
    """How many products the selected listings make, as search shows them: a product at several retailers (its
    group, issue 23) once; a listing not grouped yet alone (group and listing ids must not meet: one is negated)."""
    return func.count(distinct(func.coalesce(Product.group_id, -Product.id)))


def product_with_brand(session: Session, product_id: int, viewer_id: int | None) -> tuple[Product, Brand] | None:
    row = session.execute(
        select(Product, Brand).join(Brand, Brand.id == Product.brand_id)
        .where(Product.id == product_id, visible_product(viewer_id))
    ).first()
    return (row[0], row[1]) if row else None


def card_select() -> Select[Product, Brand, Category]:
    """The one query of a product card: the product with its brand and (optional) category."""
    return (select(Product, Brand, Category).join(Brand, Brand.id == Product.brand_id)
            .outerjoin(Category, Category.id == Product.category_id))


def card_rows(session: Session, product_ids: Sequence[int], viewer_id: int | None) -> dict[int, FactsRow]:
    """Cards of these products keyed by id (for lists ranked elsewhere); invisible ids are left out. A request's
    read session answers the public ones from the process's kept cards (`public_cards`) and reads only the rest:
    one query of the card columns."""
    if not product_ids:
        return {}
    kept: PublicCards | None = session.info.get(PUBLIC_CARDS)
    found, missing = kept.get(product_ids) if kept is not None else ({}, list(product_ids))
    if missing:
        stamp = kept.stamp() if kept is not None else 0
        params: dict[str, Any] = {"ids": missing}
        if viewer_id is not None:
            params["viewer_id"] = viewer_id
        read = [_facts(row) for row in session.execute(_cards_statement(viewer_id is not None), params)]
        if kept is not None:
            kept.put(read, stamp)
        found.update((row[0].id, row) for row in read)
    return found


def page_rows(session: Session, product_ids: Sequence[int], viewer_id: int | None
              ) -> dict[int, tuple[Product, Brand, Category | None]]:
    """The whole rows of these products with their kept analyses, brands and categories (the product page,
    compare, a member's state), keyed by id; invisible ids are left out."""
    if not product_ids:
        return {}
    params: dict[str, Any] = {"ids": list(product_ids)}
    if viewer_id is not None:
        params["viewer_id"] = viewer_id
    rows = session.execute(_page_statement(viewer_id is not None), params).all()
    return {p.id: (p, b, c) for p, b, c in rows}


# What a list's cards read of a product (`facts.ProductFacts`), its brand and category (the page and compare read the
# whole row).
CARD_COLUMNS = tuple(getattr(Product, name) for name in column_names(ProductFacts))
_BRAND_COLUMNS = tuple(getattr(Brand, name) for name in column_names(BrandFacts))
_CATEGORY_COLUMNS = tuple(getattr(Category, name) for name in column_names(CategoryFacts))
_P, _B = len(CARD_COLUMNS), len(CARD_COLUMNS) + len(_BRAND_COLUMNS)


def _facts(row: Sequence[Any]) -> FactsRow:
    """A row of `_cards_statement` as snapshots, with the card every viewer sees when the product is public."""
    brand = BrandFacts(*row[_P:_B])
    category = CategoryFacts(*row[_B:]) if row[_B] is not None else None
    product = ProductFacts(*row[:_P])
    if product.status == "active" and brand.status == "active":
        product = replace(product, public_card=card(product, brand, category, None))
    return product, brand, category


@lru_cache(maxsize=2)
def _cards_statement(for_member: bool) -> Executable:
    """The card query (columns only: no ORM objects to build), built once per kind with its ids and viewer as
    parameters: building the select cost about as much CPU as running it."""
    return (select(*CARD_COLUMNS, *_BRAND_COLUMNS, *_CATEGORY_COLUMNS).join(Brand, Brand.id == Product.brand_id)
            .outerjoin(Category, Category.id == Product.category_id)
            .where(Product.id.in_(bindparam("ids", expanding=True)),
                   visible_product(bindparam("viewer_id") if for_member else None)))


@lru_cache(maxsize=2)
def _page_statement(for_member: bool) -> Select[Product, Brand, Category]:
    """`page_rows`' query, built once per kind."""
    return (card_select().where(Product.id.in_(bindparam("ids", expanding=True)),
                                visible_product(bindparam("viewer_id") if for_member else None))
            .options(undefer(Product.analysis)))


def page_of_cards(session: Session, stmt: Select[Product, Brand, Category], params: PageParams
                  ) -> tuple[list[CardRow], int]:
    """One page of a card select (see `card_select`), through the one paginator."""
    rows, total = paginate(session, stmt, params)
    return [(p, b, c) for p, b, c in rows], total
