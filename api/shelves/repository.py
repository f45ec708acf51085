"""Shelf queries (the only select()s of shelves).

Visibility, as for member content: a shelf is visible when it is public or the viewer's own, and its owner's
account is not deleted.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.orm import Session

from api.catalog.queries import CardRow, card_select, visible_product
from api.models import Inci, Product, ProductIngredient, Shelf, ShelfItem, User
from api.paging import PageParams, paginate
from api.product_groups.repository import same_product_ids

PREVIEW_SIZE = 4


def visible(viewer_id: int | None) -> ColumnElement[bool]:
    """Public (not private, and its name and description accepted by moderation), or the viewer's own."""
    public = Shelf.is_private.is_(False) & (Shelf.moderation_status == "accepted")
    return public if viewer_id is None else public | (Shelf.user_id == viewer_id)


def with_owner() -> Select[Shelf, User]:
    return select(Shelf, User).join(User, User.id == Shelf.user_id).where(User.deleted_at.is_(None))


def get_visible(session: Session, shelf_id: int, viewer_id: int | None) -> tuple[Shelf, User] | None:
    row = session.execute(with_owner().where(Shelf.id == shelf_id, visible(viewer_id))).first()
    return (row[0], row[1]) if row else None


def by_owner(owner_id: int, viewer_id: int | None) -> Select[Shelf, User]:
    return (with_owner().where(Shelf.user_id == owner_id, visible(viewer_id))
            .order_by(Shelf.created_at.desc(), Shelf.id.desc()))


def page(session: Session, stmt: Select[Shelf, User], params: PageParams) -> tuple[list[tuple[Shelf, User]], int]:
    rows, total = paginate(session, stmt, params)
    return [(r[0], r[1]) for r in rows], total


def lock_member(session: Session, user_id: int) -> None:
    """Hold the member's row until the commit: two add_shelf calls at once count one after the other (on
    PostgreSQL both counted 49 and both inserted; SQLite's write lock already serialises writers)."""
    session.execute(select(User.id).where(User.id == user_id).with_for_update())


def lock_shelf(session: Session, shelf_id: int) -> None:
    """Hold the shelf's row until the commit, so parallel puts count its products one after the other."""
    session.execute(select(Shelf.id).where(Shelf.id == shelf_id).with_for_update())


def shelf_count(session: Session, user_id: int) -> int:
    return int(session.scalar(select(func.count()).select_from(Shelf).where(Shelf.user_id == user_id)) or 0)


def item(session: Session, shelf_id: int, product_id: int) -> ShelfItem | None:
    return session.get(ShelfItem, (shelf_id, product_id))


def items_of_product(session: Session, shelf_id: int, product_id: int) -> list[ShelfItem]:
    """The shelf's items that are this product: the listing itself or another listing of its group."""
    return list(session.scalars(select(ShelfItem).where(ShelfItem.shelf_id == shelf_id,
                                                        ShelfItem.product_id.in_(same_product_ids(product_id)))
                                .order_by(ShelfItem.product_id != product_id, ShelfItem.product_id)))


def item_of_product(session: Session, shelf_id: int, product_id: int) -> ShelfItem | None:
    found = items_of_product(session, shelf_id, product_id)
    return found[0] if found else None


def shelves_holding(session: Session, user_id: int, product_id: int) -> list[int]:
    """Ids of the member's shelves that hold the product (any listing of it), newest shelf first."""
    return list(session.scalars(select(Shelf.id).join(ShelfItem, ShelfItem.shelf_id == Shelf.id)
                                .where(Shelf.user_id == user_id, ShelfItem.product_id.in_(same_product_ids(product_id)))
                                .group_by(Shelf.id, Shelf.created_at)
                                .order_by(Shelf.created_at.desc(), Shelf.id.desc())))


def item_count(session: Session, shelf_id: int) -> int:
    return int(session.scalar(select(func.count()).select_from(ShelfItem).where(ShelfItem.shelf_id == shelf_id)) or 0)


def product_counts(session: Session, shelf_ids: Sequence[int], viewer_id: int | None) -> dict[int, int]:
    """Products on each shelf that the viewer may see (a pending product is its submitter's only)."""
    if not shelf_ids:
        return {}
    rows = session.execute(select(ShelfItem.shelf_id, func.count()).join(Product, Product.id == ShelfItem.product_id)
                           .where(ShelfItem.shelf_id.in_(list(shelf_ids)), visible_product(viewer_id))
                           .group_by(ShelfItem.shelf_id))
    return {int(s): int(n) for s, n in rows}


def previews(session: Session, shelf_ids: Sequence[int], viewer_id: int | None) -> dict[int, list[str]]:
    """Image urls of the latest products with an image on each shelf, at most PREVIEW_SIZE each."""
    if not shelf_ids:
        return {}
    ranked = (select(ShelfItem.shelf_id, Product.image_url,
                     func.row_number().over(partition_by=ShelfItem.shelf_id,
                                            order_by=(ShelfItem.added_at.desc(), Product.id.desc())).label("n"))
              .join(Product, Product.id == ShelfItem.product_id)
              .where(ShelfItem.shelf_id.in_(list(shelf_ids)), visible_product(viewer_id), Product.image_url != "")
              .subquery())
    found: dict[int, list[str]] = {}
    for shelf_id, url in session.execute(select(ranked.c.shelf_id, ranked.c.image_url)
                                         .where(ranked.c.n <= PREVIEW_SIZE).order_by(ranked.c.shelf_id, ranked.c.n)):
        found.setdefault(int(shelf_id), []).append(url)
    return found


def products_page(session: Session, shelf_id: int, viewer_id: int | None,
                  params: PageParams) -> tuple[list[tuple[CardRow, ShelfItem]], int]:
    stmt = (card_select().add_columns(ShelfItem).join(ShelfItem, ShelfItem.product_id == Product.id)
            .where(ShelfItem.shelf_id == shelf_id, visible_product(viewer_id))
            .order_by(ShelfItem.added_at.desc(), Product.id.desc()))
    rows, total = paginate(session, stmt, params)
    return [((p, b, c), i) for p, b, c, i in rows], total


def product_visible(session: Session, product_id: int, viewer_id: int | None) -> bool:
    return session.scalar(select(Product.id).where(Product.id == product_id, visible_product(viewer_id))) is not None


# --- the breakout detective -----------------------------------------------------------------------

def products_on_shelves(session: Session, user_id: int, shelf_types: Sequence[str]) -> dict[str, set[int]]:
    """The member's product ids per shelf type (active products, or their own pending ones)."""
    found: dict[str, set[int]] = {t: set() for t in shelf_types}
    rows = session.execute(select(Shelf.shelf_type, ShelfItem.product_id).join(ShelfItem, ShelfItem.shelf_id == Shelf.id)
                           .join(Product, Product.id == ShelfItem.product_id)
                           .where(Shelf.user_id == user_id, Shelf.shelf_type.in_(list(shelf_types)),
                                  visible_product(user_id)))
    for shelf_type, product_id in rows:
        found[shelf_type].add(int(product_id))
    return found


def labelled_ingredients(session: Session, product_ids: Sequence[int]
                         ) -> list[tuple[int, str, str | None, int | None, int | None]]:
    """(product id, raw name, INCI name, inci id, INCI product count) of the products' labelled ingredients
    ("may contain" entries left out: a shade range's colourants are not in every shade)."""
    if not product_ids:
        return []
    pi = ProductIngredient
    rows = session.execute(select(pi.product_id, pi.raw_name, Inci.name, pi.inci_id, Inci.product_count)
                           .outerjoin(Inci, Inci.id == pi.inci_id)
                           .where(pi.product_id.in_(list(product_ids)), pi.may_contain.is_(False))
                           .order_by(pi.product_id, pi.seq))
    return [(int(p), r, n, i, c) for p, r, n, i, c in rows]


def active_product_count(session: Session) -> int:
    return int(session.scalar(select(func.count()).select_from(Product).where(Product.status == "active")) or 0)
