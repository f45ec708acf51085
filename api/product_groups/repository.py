"""Queries of product groups (a product's listings at every retailer): the only place with their select()s."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import (
    BindParameter,
    ColumnElement,
    Executable,
    Select,
    Table,
    bindparam,
    delete,
    func,
    insert,
    or_,
    select,
    union,
    update,
)
from sqlalchemy.orm import Session

from api.catalog.facts import CardRow
from api.models import (
    Brand,
    Category,
    Inci,
    Product,
    ProductGroup,
    ProductGroupDecision,
    ProductGroupLink,
    ProductGroupReport,
    ProductIngredient,
)
from api.product_groups.kept_listings import KEPT_LISTINGS, KeptListings, Listings


def same_product_ids(product_id: int | Any) -> Select[Any]:
    """The ids of every listing of a product's group (the product itself when it has none yet), as a subquery
    other features filter on ("a review written on one listing shows on every listing of its group")."""
    group = select(Product.group_id).where(Product.id == product_id).scalar_subquery()
    return select(Product.id).where(or_(Product.id == product_id, Product.group_id == group))


def same_product_ids_of(session: Session, product_id: int) -> list[int]:
    """The product's listings: itself and every listing of its group, by id."""
    return list(listings_of(session, [product_id])[product_id])


def listings_of(session: Session, product_ids: Iterable[int]) -> dict[int, Listings]:
    """Each product's listings (itself and every listing of its group, whatever their status), by id. A request's
    read session answers from the process's kept listings (`kept_listings`) and reads only the rest, one query."""
    kept: KeptListings | None = session.info.get(KEPT_LISTINGS)
    found, missing = kept.get(product_ids) if kept is not None else ({}, list(product_ids))
    if missing:
        stamp = kept.stamp() if kept is not None else 0
        asked = set(missing)
        group_of: dict[int, int | None] = {}
        by_group: dict[int, set[int]] = {}
        for pid, gid in session.execute(_listings_statement(), {"ids": missing}):
            if pid in asked:
                group_of[pid] = gid
            if gid is not None:
                by_group.setdefault(gid, set()).add(pid)
        read = {pid: tuple(sorted(by_group[gid] | {pid})) if (gid := group_of.get(pid)) is not None else (pid,)
                for pid in missing}
        if kept is not None:
            kept.keep(read, stamp)
        found.update(read)
    return found


@lru_cache(maxsize=1)
def _listings_statement() -> Executable:
    """`listings_of`' query, built once: the asked products and every product sharing a group with one of them. A
    union, not an OR of the two: PostgreSQL reads the OR of an id list and a group subquery by scanning every product
    (14 ms on 12,871 products, against 0.15 ms for the union's two index scans)."""
    ids: BindParameter[list[int]] = bindparam("ids", expanding=True)
    return union(select(Product.id, Product.group_id).where(Product.id.in_(ids)),
                 select(Product.id, Product.group_id).where(
                     Product.group_id.in_(select(Product.group_id).where(Product.id.in_(ids)))))


def same_product(session: Session, a: int, b: int) -> bool:
    """Are two listings one product (the same group)? The seam other features ask (dupes never offer the product
    itself, compare refuses to compare it with itself)."""
    if a == b:
        return True
    groups = group_ids(session, (a, b))
    return groups.get(a) is not None and groups.get(a) == groups.get(b)


def group_ids(session: Session, product_ids: Iterable[int], known: Mapping[int, CardRow] | None = None
              ) -> dict[int, int | None]:
    """{product id: its group id}; the products among `known` (cards just read, `queries.card_rows`) are not read
    again."""
    known = known or {}
    ids = list(set(product_ids))
    found = {pid: known[pid][0].group_id for pid in ids if pid in known}
    missing = [pid for pid in ids if pid not in found]
    if missing:
        found.update((pid, gid) for pid, gid in session.execute(
            select(Product.id, Product.group_id).where(Product.id.in_(missing))))
    return found


def members(session: Session, group_id: int) -> list[int]:
    """Ids of a group's listings (whatever their status: callers filter by visibility)."""
    return list(session.scalars(select(Product.id).where(Product.group_id == group_id).order_by(Product.id)))


def brands_and_categories(session: Session, product_ids: Sequence[int]) -> tuple[set[int], set[int]]:
    """The brands and categories of these listings (whose product counts count groups)."""
    brands: set[int] = set()
    categories: set[int] = set()
    for start in range(0, len(product_ids), 5000):
        for brand_id, category_id in session.execute(select(Product.brand_id, Product.category_id).where(
                Product.id.in_(product_ids[start:start + 5000]))):
            brands.add(brand_id)
            if category_id is not None:
                categories.add(category_id)
    return brands, categories


def members_of(session: Session, group_ids: Iterable[int]) -> list[int]:
    wanted = sorted(set(group_ids))
    if not wanted:
        return []
    return list(session.scalars(select(Product.id).where(Product.group_id.in_(wanted)).order_by(Product.id)))


def listings(session: Session, group_id: int, visible: ColumnElement[bool]) -> list[Product]:
    """A group's visible listings, with the columns the "Where to buy" table shows."""
    return list(session.scalars(select(Product).where(Product.group_id == group_id, visible).order_by(Product.id)))


# --- grouping input -------------------------------------------------------------------------------


def listing_rows(session: Session) -> list[tuple[int, str, str, str, str, str]]:
    """(id, brand key, brand name, name, source, category path) of every active listing, by id."""
    rows = session.execute(
        select(Product.id, Brand.key, Brand.name, Product.name, Product.source, Category.path)
        .join(Brand, Brand.id == Product.brand_id).outerjoin(Category, Category.id == Product.category_id)
        .where(Product.status == "active").order_by(Product.id))
    return [(int(r[0]), r[1], r[2], r[3], r[4], r[5] or "") for r in rows]


def ingredient_rows(session: Session) -> Iterator[tuple[int, str | None]]:
    """(product id, INCI name or None when unread) of active listings' labelled ingredients, in label order."""
    stmt = (select(ProductIngredient.product_id, Inci.name)
            .join(Product, Product.id == ProductIngredient.product_id)
            .outerjoin(Inci, Inci.id == ProductIngredient.inci_id)
            .where(Product.status == "active", ProductIngredient.may_contain.is_(False))
            .order_by(ProductIngredient.product_id, ProductIngredient.seq)
            .execution_options(yield_per=5000))
    # On the session's connection (Core): ~400k plain rows, without the ORM's per-row loading (a third of the time)
    for pid, inci in session.connection().execute(stmt):
        yield int(pid), inci


def brand_listing_rows(session: Session, brand_key: str,
                       visible: ColumnElement[bool]) -> list[tuple[int, str, str, str, str, int | None]]:
    """(id, brand name, name, source, category path, group id) of one brand's visible listings, by id: what a
    member's new product is matched against ("is it one of these?")."""
    rows = session.execute(
        select(Product.id, Brand.name, Product.name, Product.source, Category.path, Product.group_id)
        .join(Brand, Brand.id == Product.brand_id).outerjoin(Category, Category.id == Product.category_id)
        .where(Brand.key == brand_key, visible).order_by(Product.id))
    return [(int(r[0]), r[1], r[2], r[3], r[4] or "", r[5]) for r in rows]


def ingredient_rows_of(session: Session, product_ids: Sequence[int]) -> Iterator[tuple[int, str | None]]:
    """`ingredient_rows` of some listings (whatever their status: the caller chose them)."""
    if not product_ids:
        return
    stmt = (select(ProductIngredient.product_id, Inci.name)
            .outerjoin(Inci, Inci.id == ProductIngredient.inci_id)
            .where(ProductIngredient.product_id.in_(list(product_ids)), ProductIngredient.may_contain.is_(False))
            .order_by(ProductIngredient.product_id, ProductIngredient.seq))
    for pid, inci in session.execute(stmt):
        yield int(pid), inci


def current_groups(session: Session) -> dict[int, int | None]:
    """{product id: group id} of every product."""
    return {int(pid): gid for pid, gid in session.execute(select(Product.id, Product.group_id))}


def decisions(session: Session) -> list[ProductGroupDecision]:
    return list(session.scalars(select(ProductGroupDecision).order_by(ProductGroupDecision.id)))


def decision(session: Session, a: int, b: int) -> ProductGroupDecision | None:
    low, high = sorted((a, b))
    return session.scalar(select(ProductGroupDecision).where(ProductGroupDecision.product_id == low,
                                                             ProductGroupDecision.other_product_id == high))


def new_formula_links(session: Session, group_id: int) -> list[int]:
    """Groups linked to this one as another formula of the same product."""
    return sorted(int(g) for g in session.scalars(_links_statement(), {"group_id": group_id}))


@lru_cache(maxsize=1)
def _links_statement() -> Executable:
    """Built once (every product page asks): building the union cost about as much CPU as running it."""
    a = select(ProductGroupLink.other_group_id).where(ProductGroupLink.group_id == bindparam("group_id"))
    b = select(ProductGroupLink.group_id).where(ProductGroupLink.other_group_id == bindparam("group_id"))
    return a.union(b)


# --- writes (flush, never commit) -----------------------------------------------------------------


def new_groups(session: Session, count: int) -> list[int]:
    """Insert `count` groups; their ids in order."""
    if count <= 0:
        return []
    now = datetime.now(UTC)
    ids = session.scalars(insert(ProductGroup).returning(ProductGroup.id), [{"created_at": now}] * count).all()
    return [int(i) for i in ids]


def assign(session: Session, moves: Sequence[tuple[int, int | None]]) -> None:
    """Set products' group ids [(product id, group id)] without touching `updated_at` (a listing's own data did
    not change, so the similarity model and imports must not see an edit)."""
    if not moves:
        return
    table = cast(Table, Product.__table__)
    stmt = (update(table).where(table.c.id == bindparam("pid"))
            .values(group_id=bindparam("gid"), updated_at=table.c.updated_at))
    session.execute(stmt, [{"pid": pid, "gid": gid} for pid, gid in moves])


def drop_groups(session: Session, ids: Iterable[int]) -> None:
    wanted = list(ids)
    if wanted:
        session.execute(delete(ProductGroup).where(ProductGroup.id.in_(wanted)))


def replace_links(session: Session, links: Iterable[tuple[int, int]]) -> None:
    session.execute(delete(ProductGroupLink))
    rows = [{"group_id": a, "other_group_id": b, "relation": "new_formula"} for a, b in sorted(set(links)) if a != b]
    if rows:
        session.execute(insert(ProductGroupLink), rows)


def group_count(session: Session) -> tuple[int, int]:
    """(groups, groups of several listings)."""
    sizes = select(func.count(Product.id).label("n")).where(Product.group_id.is_not(None)).group_by(Product.group_id)
    sub = sizes.subquery()
    total, multi = session.execute(select(func.count(), func.count().filter(sub.c.n > 1)).select_from(sub)).one()
    return int(total), int(multi)


# --- reports ----------------------------------------------------------------------------------------


def report_of(session: Session, user_id: int, product_id: int, other_id: int) -> ProductGroupReport | None:
    return session.scalar(select(ProductGroupReport).where(
        ProductGroupReport.user_id == user_id, ProductGroupReport.product_id == product_id,
        ProductGroupReport.other_product_id == other_id))


def reports(session: Session, status: str | None) -> list[ProductGroupReport]:
    stmt = select(ProductGroupReport).order_by(ProductGroupReport.id)
    if status:
        stmt = stmt.where(ProductGroupReport.status == status)
    return list(session.scalars(stmt))


def products(session: Session, ids: Iterable[int]) -> dict[int, Product]:
    wanted = list(set(ids))
    return {p.id: p for p in session.scalars(select(Product).where(Product.id.in_(wanted)))} if wanted else {}
