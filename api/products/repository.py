"""Queries of the products area (the only place with select())."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, cast

from sqlalchemy import (
    BigInteger,
    Select,
    Table,
    bindparam,
    delete,
    exists,
    func,
    insert,
    literal,
    or_,
    select,
    union,
    union_all,
    update,
)
from sqlalchemy.dialects.postgresql import aggregate_order_by
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.orm import Session, aliased

from api.analysis.service import StoredEntry
from api.catalog.queries import CardRow, card_select, page_of_cards, visible_brand, visible_product
from api.db.reactions import CountedReactions, touch_cte, touched, touched_ids
from api.models import Brand, Category, Inci, Product, ProductIngredient, ProductReaction
from api.paging import PageParams
from api.search.outbox import touch

PRODUCT_REACTION_KINDS = ("like", "dislike", "star")
PRODUCT_REACTIONS = CountedReactions(ProductReaction, Product, "product_id",
                              {"like": Product.like_count, "dislike": Product.dislike_count, "star": Product.star_count},
                              on_change=lambda session, product_id: touch(session, "product", product_id))


# --- products -------------------------------------------------------------------------------------


def category(session: Session, category_id: int) -> Category | None:
    return session.get(Category, category_id)


def stored_entries(session: Session, product_ids: Sequence[int]) -> dict[int, list[tuple[StoredEntry, int | None,
                                                                                        str | None, int]]]:
    """Stored parsed lists in label order: product id -> [(entry, inci id, inci uuid, seq)]."""
    out: dict[int, list[tuple[StoredEntry, int | None, str | None, int]]] = {pid: [] for pid in product_ids}
    if not product_ids:
        return out
    pi = ProductIngredient
    rows = session.execute(  # plain columns, not ORM entities: no identity-map work for ~30 rows a product
        select(pi.product_id, pi.raw_name, Inci.name, pi.position, pi.part_index, pi.part_label, pi.may_contain,
               pi.nano, pi.percent, pi.confidence, pi.inci_id, Inci.uuid, pi.seq)
        .outerjoin(Inci, Inci.id == pi.inci_id)
        .where(pi.product_id.in_(list(product_ids)))
        .order_by(pi.product_id, pi.seq)
    ).all()
    for pid, raw, inci_name, position, part_index, label, may, nano, percent, conf, inci_id, inci_uuid, seq in rows:
        entry = StoredEntry(raw_name=raw, inci=inci_name, position=position, part_index=part_index, part_label=label,
                            may_contain=may, nano=nano, percent=percent, confidence=conf)
        out[pid].append((entry, inci_id, inci_uuid, seq))
    return out


def keep_analyses(session: Session, values: list[dict[str, Any]], version: str) -> None:
    """Store kept analyses ({"pid", "blob"} each). Core UPDATE with `updated_at` left as it is: a refreshed
    analysis is not an edit of the product (the similarity catalogue version reads updated_at)."""
    if not values:
        return
    t = cast(Table, Product.__table__)
    session.execute(update(t).where(t.c.id == bindparam("pid"))
                    .values(analysis=bindparam("blob"), analysis_version=version, updated_at=t.c.updated_at), values)


def kept_blobs(session: Session, product_ids: Sequence[int]) -> dict[int, bytes]:
    """The kept analysis blobs of these products, whatever their engine version (products without one are absent)."""
    rows = session.execute(select(Product.id, Product.analysis).where(Product.id.in_(list(product_ids)),
                                                                      Product.analysis.is_not(None)))
    return {pid: blob for pid, blob in rows if blob is not None}


def products_with_stale_analysis(session: Session, version: str, sources: Sequence[str] | None = None) -> list[int]:
    """Products (of these sources, or all) whose kept analysis is missing or from another engine version."""
    stmt = select(Product.id).where(or_(Product.analysis_version.is_(None), Product.analysis_version != version))
    if sources is not None:
        stmt = stmt.where(Product.source.in_(list(sources)))
    return list(session.scalars(stmt.order_by(Product.id)))


def inci_ids_by_name(session: Session, names: Iterable[str]) -> dict[str, tuple[int, str]]:
    """Canonical INCI name -> (id, uuid) for the names the inci table holds."""
    wanted = list(dict.fromkeys(names))
    out: dict[str, tuple[int, str]] = {}
    for start in range(0, len(wanted), 500):
        chunk = wanted[start:start + 500]
        for iid, name, uuid in session.execute(select(Inci.id, Inci.name, Inci.uuid).where(Inci.name.in_(chunk))):
            out[name] = (iid, uuid)
    return out


def inci_product_counts(session: Session, names: Iterable[str]) -> dict[str, int]:
    """How many catalogue products list each INCI name."""
    wanted = list(dict.fromkeys(names))
    out: dict[str, int] = {}
    for start in range(0, len(wanted), 500):
        stmt = select(Inci.name, Inci.product_count).where(Inci.name.in_(wanted[start:start + 500]))
        out.update((name, count) for name, count in session.execute(stmt))
    return out


# --- reactions ------------------------------------------------------------------------------------


def reaction_kinds(session: Session, user_id: int, product_id: int) -> set[str]:
    return PRODUCT_REACTIONS.kinds(session, user_id, product_id)


def add_reaction(session: Session, user_id: int, product_id: int, kind: str) -> bool:
    return PRODUCT_REACTIONS.add(session, user_id, product_id, kind)


def remove_reaction(session: Session, user_id: int, product_id: int, kind: str) -> bool:
    return PRODUCT_REACTIONS.remove(session, user_id, product_id, kind)


@dataclass(frozen=True)
class Reacted:
    """What one reaction statement did and found (`react_in_one_statement`)."""

    kinds: set[str]  # the member's reactions on the product after it (any listing)
    counts: tuple[int, int, int]  # (likes, dislikes, stars) after it, each member counted once


def react_in_one_statement(session: Session, user_id: int, product_id: int, removed: Sequence[str],
                           added: str | None) -> Reacted | None:
    """`products.service.react`'s write as ONE statement (PostgreSQL; issue 25 §3): delete the member's `removed`
    kinds on every listing of the product, add `added` unless given on one of them, move the counters of the
    listings whose rows moved, touch their search documents. None when the member cannot see the product (then
    nothing changed). The answer is computed from what the statement returned: its parts all read the snapshot
    from before it."""
    # On the session's connection: the statement reads no ORM entities, and the ORM's execute path was ~80 µs of CPU.
    row = session.connection().execute(_reaction_statement(tuple(removed), added),
                                       {"member_id": user_id, "listing_id": product_id}).one()
    listings, mine, likes, dislikes, stars, other_kinds, other_counts, outbox_ids = row
    if not listings:
        return None
    touched(session, outbox_ids)
    kinds = (set(mine or ()) - set(removed)) | ({added} if added else set())
    if listings == 1:
        return Reacted(kinds, (int(likes), int(dislikes), int(stars)))
    # One product listed several times: each member once, from the others' rows and the member's own.
    counted = dict(zip(other_kinds or (), other_counts or (), strict=True))
    like, dislike, star = (int(counted.get(k, 0)) + (k in kinds) for k in PRODUCT_REACTION_KINDS)
    return Reacted(kinds, (like, dislike, star))


@cache
def _reaction_statement(removed: tuple[str, ...], added: str | None) -> Select[Any]:
    """Built once per action. Its parts: the product if the member may see it (`target`), its listings, the
    member's reactions on them before (`mine`), the delete, the insert (a double click's twin hits the primary key
    and inserts nothing), the counter moves of the rows that moved, and the outbox rows of the moved listings."""
    # Not named after a column of the updated table: SQLAlchemy would add it to the UPDATE's SET.
    user_id, product_id = bindparam("member_id", type_=BigInteger), bindparam("listing_id", type_=BigInteger)
    r, counters = ProductReaction, PRODUCT_REACTIONS.counters
    target = (select(Product.id, Product.group_id, Product.like_count, Product.dislike_count, Product.star_count)
              .where(Product.id == product_id, visible_product(user_id)).cte("target"))
    listed = aliased(Product)
    listings = union(select(target.c.id), select(listed.id).join(target, listed.group_id == target.c.group_id)
                     ).cte("listings")
    on_listings = r.product_id.in_(select(listings.c.id))
    mine = select(r.kind).where(r.user_id == user_id, on_listings).cte("mine")
    gone = (delete(r).where(r.user_id == user_id, on_listings, r.kind.in_(removed)).returning(r.product_id, r.kind)
            .cte("gone"))
    parts = [select(gone.c.product_id, gone.c.kind, literal(-1).label("step"))]
    ctes = [gone]
    if added is not None:
        new = (pg_insert(r).from_select(
            ["user_id", "product_id", "kind", "created_at"],
            select(user_id, target.c.id, literal(added), func.now())
            .where(~exists(select(mine.c.kind).where(mine.c.kind == added))))
            .on_conflict_do_nothing().returning(r.product_id, r.kind).cte("new"))
        parts.append(select(new.c.product_id, new.c.kind, literal(1)))
        ctes.append(new)
    moves = union_all(*parts).cte("moves")
    steps = select(moves.c.product_id, *[func.coalesce(func.sum(moves.c.step).filter(moves.c.kind == kind), 0)
                                         .label(kind) for kind in counters]).group_by(moves.c.product_id).cte("steps")
    counted = (update(Product).where(Product.id == steps.c.product_id)
               .values({column: func.greatest(column + steps.c[kind], 0) for kind, column in counters.items()}
                       | {Product.updated_at: Product.updated_at})  # not an edit (see CountedReactions._move)
               .returning(Product.id, *counters.values()).cte("counted"))
    outbox = touch_cte("product", select(counted.c.id))
    own = union_all(select(counted.c.like_count, counted.c.dislike_count, counted.c.star_count)
                    .where(counted.c.id == product_id),
                    select(target.c.like_count, target.c.dislike_count, target.c.star_count)
                    .where(~exists(select(counted.c.id).where(counted.c.id == product_id)))).subquery()
    others = (select(r.kind, func.count(r.user_id.distinct()).label("n"))
              .where(on_listings, r.user_id != user_id,
                     select(func.count()).select_from(listings).scalar_subquery() > 1)
              .group_by(r.kind).subquery())
    return select(
        select(func.count()).select_from(listings).scalar_subquery(),
        select(func.array_agg(mine.c.kind)).scalar_subquery(),
        *[select(own.c[column.key]).scalar_subquery() for column in counters.values()],
        select(func.array_agg(aggregate_order_by(others.c.kind, others.c.kind))).scalar_subquery(),
        select(func.array_agg(aggregate_order_by(others.c.n, others.c.kind))).scalar_subquery(),
        touched_ids(outbox),
    ).add_cte(*ctes, counted, outbox)


def reaction_kinds_any(session: Session, user_id: int, product_ids: Sequence[int]) -> set[str]:
    """The member's reactions on any of these listings (one product's)."""
    return set(session.scalars(select(ProductReaction.kind).distinct().where(
        ProductReaction.user_id == user_id, ProductReaction.product_id.in_(list(product_ids)))))


def reaction_counts_of(session: Session, product_ids: Sequence[int]) -> tuple[int, int, int]:
    """(likes, dislikes, stars) of one product listed several times: each member counted once."""
    counts = {kind: n for kind, n in session.execute(_group_counts_statement(), {"ids": list(product_ids)})}
    return int(counts.get("like", 0)), int(counts.get("dislike", 0)), int(counts.get("star", 0))


@cache
def _group_counts_statement() -> Select[str, int]:
    """Built once (the page of every product listed more than once asks)."""
    return (select(ProductReaction.kind, func.count(ProductReaction.user_id.distinct()))
            .where(ProductReaction.product_id.in_(bindparam("ids", expanding=True))).group_by(ProductReaction.kind))


def reaction_counts(session: Session, product_id: int) -> tuple[int, int, int]:
    row = session.execute(select(Product.like_count, Product.dislike_count, Product.star_count)
                          .where(Product.id == product_id)).one()
    return int(row[0]), int(row[1]), int(row[2])


def products_reacted(session: Session, user_id: int, kind: str, params: PageParams, *, viewer_id: int | None
                     ) -> tuple[list[CardRow], int]:
    """The member's liked (disliked, starred) products the viewer may see, newest reaction first."""
    stmt = (
        card_select().join(ProductReaction, ProductReaction.product_id == Product.id)
        .where(ProductReaction.user_id == user_id, ProductReaction.kind == kind, visible_product(viewer_id))
        .order_by(ProductReaction.created_at.desc(), Product.id.desc())
    )
    return page_of_cards(session, stmt, params)


def reacted_product_ids(session: Session, user_id: int, kind: str, limit: int) -> list[int]:
    """The ids of the member's liked (disliked, starred) products, newest reaction first, at most `limit` (browse's
    "Collected" filter; the search index holds only active products, so nothing else needs checking here)."""
    return list(session.scalars(
        select(ProductReaction.product_id).where(ProductReaction.user_id == user_id, ProductReaction.kind == kind)
        .order_by(ProductReaction.created_at.desc(), ProductReaction.product_id.desc()).limit(limit)))


# --- submissions ----------------------------------------------------------------------------------


def brand_visible(session: Session, brand_id: int, viewer_id: int | None) -> Brand | None:
    return session.scalar(select(Brand).where(Brand.id == brand_id, visible_brand(viewer_id)))


def brand_by_key(session: Session, key: str) -> Brand | None:
    return session.scalar(select(Brand).where(Brand.key == key))


def own_pending_named(session: Session, user_id: int, words: Sequence[str], limit: int) -> list[tuple[int, str, str]]:
    """The member's products awaiting review whose brand and name hold every typed word (any case), newest first:
    (id, name, brand name). The search index leaves pending products out, so the pickers add hers from here; few
    rows, found through ix_products_status_id."""
    if not words:
        return []
    label = func.lower(Brand.name + " " + Product.name)
    query = (select(Product.id, Product.name, Brand.name).join(Brand, Brand.id == Product.brand_id)
             .where(Product.status == "pending", Product.submitted_by == user_id,
                    *(label.contains(word.lower(), autoescape=True) for word in words))
             .order_by(Product.id.desc()).limit(limit))
    return [(pid, name, brand) for pid, name, brand in session.execute(query)]


def add_product_ingredients(session: Session, rows: list[dict[str, Any]]) -> None:
    if rows:
        session.execute(insert(ProductIngredient), rows)
