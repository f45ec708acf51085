"""Search documents per kind, built from the database: only what search needs, nothing private leaks. The kinds, their
schemas and their capture are declared in `api/search/kinds.py`; member content is read from its declarations
(`api/content/kinds.KINDS`) alone.

`load(session, kind, ids)` answers {id: document or None}; None means "delete from the index"
(gone, pending, or otherwise not searchable). A product's document is one per product, not per listing (issue 23):
it has its lead listing's id, and loading any listing of it loads it. `stream(session, kind)` yields every document of a
kind for a full rebuild, in batches read with `yield_per`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache, partial
from typing import Any

from sqlalchemy import ColumnElement, Select, func, or_, select
from sqlalchemy.orm import Session

from api.analysis.service import resolved_from_stored
from api.catalog.cards import members_rating, retailer_rating
from api.catalog.queries import shown_product
from api.catalog.values import price_note, store_name
from api.content.kinds import KINDS, ContentKind
from api.content.repository import visible, with_author
from api.envelope import as_utc
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
    RoutineProduct,
    User,
)
from api.products import stored_analysis
from api.search.kinds import CONTENT_OF_AUTHOR, CONTENT_OF_PRODUCT, PRODUCTS_OF_BRAND, PRODUCTS_OF_CATEGORY
from api.search.synonyms import inci_other_names
from indexer.runtime import runtime
from ingredient_engine.analyse import Analyzer, fit_analyzer

Doc = dict[str, Any]
BATCH = 1000


def _iso(ts: datetime | None) -> str | None:
    """ISO 8601 with its offset, as every timestamp the API shows (SQLite hands back naive UTC)."""
    return as_utc(ts).isoformat() if ts else None


# --- products -----------------------------------------------------------------------------------

def _product_rows(where: Any) -> Select[Any]:
    return (
        select(Product, Brand.name, Category.path)
        .join(Brand, Brand.id == Product.brand_id)
        .outerjoin(Category, Category.id == Product.category_id)
        .where(where)
    )


def _ingredient_names(session: Session, product_ids: Sequence[int]) -> dict[int, list[str]]:
    names: dict[int, list[str]] = defaultdict(list)
    rows = session.execute(
        select(ProductIngredient.product_id, Inci.name)
        .join(Inci, Inci.id == ProductIngredient.inci_id)
        .where(ProductIngredient.product_id.in_(product_ids))
        .order_by(ProductIngredient.product_id, ProductIngredient.seq)
    )
    for product_id, name in rows:
        if name not in names[product_id]:
            names[product_id].append(name)
    return names


NOT_ENOUGH_DATA_TAG = "not-enough-ingredient-data"


@lru_cache(maxsize=1)
def _analysis_tag_names() -> frozenset[str]:
    """Every tag name the analysis owns in the index (`fragrance-free` ..., `not-enough-ingredient-data`): the rule
    tables' tags, which need no fitted engine."""
    analyzer: Analyzer = fit_analyzer([])
    tags = analyzer.product_tags(resolved_from_stored([]))
    return frozenset([t.tag.replace("_", "-") for t in tags] + [NOT_ENOUGH_DATA_TAG])


def _analysis_tags(session: Session, product_ids: Sequence[int]) -> dict[int, list[str]]:
    """The "what's inside" facet from each product's own page analysis: its kept summary (computed from the stored
    list by the process's fitted engine when stale or missing, `stored_analysis.analyses`), so the facet and the
    product page agree by construction: the free-from tags that apply (`fragrance-free` ...), or
    `not-enough-ingredient-data` when the list is below the Analyzer's evidence bar (issue 9 §2)."""
    engine = runtime().runtimes.engine.get(session)
    rows = session.execute(select(Product.id, Product.analysis, Product.analysis_version)
                           .where(Product.id.in_(list(product_ids))))
    kept = {pid: stored_analysis.kept(blob, version, engine) for pid, blob, version in rows}
    out: dict[int, list[str]] = {}
    for pid, analysis in stored_analysis.analyses(session, engine, kept).items():
        tags = analysis.summary().tags
        names = [t.tag.replace("_", "-") for t in tags if t.applies]
        if any(t.status == "not_enough_data" for t in tags):
            names.append(NOT_ENOUGH_DATA_TAG)
        out[pid] = names
    return out


def _review_counts(session: Session, product_ids: Sequence[int]) -> dict[int, tuple[int, int]]:
    """(imported, members') public reviews per product, in one query."""
    out: dict[int, tuple[int, int]] = {}
    rows = session.execute(
        select(Review.product_id, Review.source.is_not(None), func.count())
        .where(Review.product_id.in_(product_ids), Review.is_private.is_(False), Review.moderation_status == "accepted")
        .group_by(Review.product_id, Review.source.is_not(None)))
    for pid, imported, count in rows:
        have = out.get(pid, (0, 0))
        out[pid] = (have[0] + count, have[1]) if imported else (have[0], have[1] + count)
    return out


def _review_count(product: Product, counts: tuple[int, int]) -> int:
    """The source's own count already includes the sample of its reviews we imported: add only members'."""
    imported, members = counts
    if product.source_review_count is None:
        return product.review_count
    return max(product.source_review_count, imported) + members


def _product_doc(product: Product, brand: str, category_path: str | None, ingredients: list[str],
                 analysis_tags: Sequence[str] = (), review_counts: tuple[int, int] = (0, 0),
                 listings: Sequence[Product] = ()) -> Doc:
    """The document of one product (issue 23): `product` is the listing its card shows (the lead), `listings` every
    active listing of its group, the lead included (the lead alone when empty)."""
    by_retailer = retailer_rating(product)
    members = members_rating(product)
    listed = list(listings) or [product]
    retailers = list(dict.fromkeys(name for p in listed if (name := store_name(p.source)) is not None))
    return {
        "id": str(product.id),
        "name": product.name,
        # the other listings' own wording ("Moisturising", the brand repeated, a size) finds the product too
        "other_names": " ".join(dict.fromkeys(p.name for p in listed if p.name != product.name)),
        "brand": brand,
        "category_path": [p.strip() for p in category_path.split(">")] if category_path else [],
        "ingredients": ingredients,
        # the free-from tags are the analysis' (stored ones of the same names are replaced, so a stored
        # "fragrance-free" never outlives an analysis that cannot vouch for it); other stored tags are kept
        "tags": list(dict.fromkeys([*(t for t in product.tags or [] if t not in _analysis_tag_names()),
                                    *analysis_tags])),
        "skin_types": list(product.skin_types or []),
        # "from $X": what the product costs at its cheapest retailer, in USD (filters, sorts and the price facet
        # use it too, so "under $10" and "from $8" agree)
        "price": from_price(listed),
        # What the rating facet and sort use: the retailer's rating, which averages many ratings, else members'.
        # The card shows each apart, saying whose it is (api/products/ratings.py).
        "rating": by_retailer.average if by_retailer else members.average if members else None,
        "retailer_rating": by_retailer.model_dump() if by_retailer else None,
        "member_rating": members.model_dump() if members else None,
        "review_count": _review_count(product, review_counts),
        "like_count": product.like_count,
        "created_at": _iso(product.created_at),
        "image_url": product.image_url,
        "size": product.size_text,
        "price_per_unit": product.price_per_unit_usd,
        "group_id": str(product.group_id if product.group_id is not None else f"p{product.id}"),
        "retailers": retailers,
        "retailer_count": len(retailers),
        "listing_ids": [str(p.id) for p in sorted(listed, key=lambda p: p.id)],
    }


def from_price(listings: Sequence[Product]) -> float | None:
    """The lowest USD price of a product's listings; promotions and samples only when nothing else has a price
    (a "[Members Only] $0.99" says nothing about what the product costs, as in "Where to buy")."""
    priced = [(price_note(p.name) is not None, p.price_usd) for p in listings if p.price_usd is not None]
    comparable = [price for noted, price in priced if not noted] or [price for _, price in priced]
    return min(comparable) if comparable else None


def _group_key(product: Product) -> int:
    """A product's key among listings: its group, or itself (negated) while it has none yet."""
    return product.group_id if product.group_id is not None else -product.id


def _listings_of(session: Session, leads: Sequence[Product]) -> dict[int, list[Product]]:
    """{group key: its active listings, by id} for these leads' products, in one query."""
    grouped = [p.group_id for p in leads if p.group_id is not None]
    out: dict[int, list[Product]] = {_group_key(p): [p] for p in leads if p.group_id is None}
    if grouped:
        for p in session.scalars(select(Product).where(Product.group_id.in_(grouped), Product.status == "active")
                                 .order_by(Product.id)):
            out.setdefault(_group_key(p), []).append(p)
    return out


def _product_docs(session: Session, rows: Sequence[Any]) -> list[Doc]:
    """Documents of a batch of (lead listing, brand name, category path) rows."""
    ids = [r[0].id for r in rows]
    ingredients = _ingredient_names(session, ids)
    tags = _analysis_tags(session, ids)
    reviews = _review_counts(session, ids)
    listings = _listings_of(session, [r[0] for r in rows])
    return [_product_doc(p, brand, path, ingredients.get(p.id, []), tags.get(p.id, ()), reviews.get(p.id, (0, 0)),
                         listings.get(_group_key(p), ()))
            for p, brand, path in rows]


def _lead_ids() -> Select[Any]:
    """The lead of every product: its active listing with the lowest id (stable: a re-import keeps ids), whose
    document is the product's. A listing without a group yet leads itself."""
    key = func.coalesce(Product.group_id, -Product.id)
    return select(func.min(Product.id)).where(Product.status == "active").group_by(key)


def _touched_products(session: Session, ids: Sequence[int]) -> ColumnElement[bool]:
    """One document per product: a touched listing stands for its product (the group it is in, even when it is no
    longer active itself), whose lead's document is rebuilt; a listing that leads no product (any more) has none."""
    rows = session.execute(select(Product.id, Product.group_id).where(Product.id.in_(ids))).all()
    groups = [gid for _pid, gid in rows if gid is not None]
    alone = [pid for pid, gid in rows if gid is None]
    # by group id and by id (both indexed), not by the grouping key, which no index holds
    of = or_(Product.group_id.in_(groups), Product.id.in_(alone) & Product.group_id.is_(None))
    return Product.id.in_(_lead_ids().where(of))


# --- brands, categories, ingredients, cities ----------------------------------------------------

def _brand_stmt() -> Select[Any]:
    counts = (select(Product.brand_id, func.count().label("n")).where(Product.status == "active")
              .group_by(Product.brand_id).subquery())
    return (select(Brand, func.coalesce(counts.c.n, 0)).outerjoin(counts, counts.c.brand_id == Brand.id)
            .where(Brand.status == "active"))


def _brand_doc(row: Any) -> Doc:
    brand, n = row
    return {"id": str(brand.id), "name": brand.name, "product_count": int(n)}


def _category_stmt() -> Select[Any]:
    counts = (select(Product.category_id, func.count().label("n")).where(Product.status == "active")
              .group_by(Product.category_id).subquery())
    return select(Category, func.coalesce(counts.c.n, 0)).outerjoin(counts, counts.c.category_id == Category.id)


def _category_doc(row: Any) -> Doc:
    category, n = row
    return {"id": str(category.id), "name": category.name,
            "path": [p.strip() for p in category.path.split(">")], "product_count": int(n)}


def _inci_stmt() -> Select[Any]:
    return select(Inci)


def _inci_doc(row: Any) -> Doc:
    """`synonyms`: the names members and labels use for it (searched); `primary_names`: those of them it is *the*
    ingredient for (stored only: the mixed search's best match, `api/search_endpoints/mixed.py`)."""
    inci = row[0]
    names, primary = inci_other_names().get(inci.name, ((), ()))
    return {"id": str(inci.id), "name": inci.name, "uuid": inci.uuid, "synonyms": ", ".join(names),
            "primary_names": list(primary), "functions": list(inci.functions or []),
            "product_count": inci.product_count}


def _city_stmt() -> Select[Any]:
    return select(City)


def _city_doc(row: Any) -> Doc:
    city = row[0]
    return {"id": str(city.id), "name": city.name, "asciiname": city.asciiname,
            "country_code": city.country_code, "admin1": city.admin1_code, "population": city.population,
            "lat": city.latitude, "lng": city.longitude}


def _user_stmt() -> Select[Any]:
    """Members anyone can find: active (or imported reviewers, who cannot sign in but have a profile), not gone."""
    return select(User).where(User.deleted_at.is_(None), User.is_active.is_(True) | (User.login_type == "imported"))


def _user_doc(row: Any) -> Doc:
    user = row[0]
    return {"id": str(user.id), "nickname": user.nickname, "avatar": user.avatar,
            "is_imported": user.login_type == "imported"}


# --- community content --------------------------------------------------------------------------

def _product_names(session: Session, ids: Sequence[int]) -> dict[int, str]:
    """Names of the public products among `ids`: a document is shared by everyone, so a product only its submitter
    may see is not named (its acceptance re-indexes the documents that mention it: `expand`)."""
    if not ids:
        return {}
    return dict(session.execute(select(Product.id, Product.name).join(Brand, Brand.id == Product.brand_id)
                                .where(Product.id.in_(ids), shown_product(None))).all())


def _content_products(session: Session, items: Sequence[Any], kind: str) -> dict[int, list[int]]:
    """The products each item is about (one query for a batch of routines)."""
    if kind == "routine":
        found: dict[int, list[int]] = defaultdict(list)
        rows = session.execute(select(RoutineProduct.routine_id, RoutineProduct.product_id)
                               .where(RoutineProduct.routine_id.in_([i.id for i in items]))
                               .order_by(RoutineProduct.routine_id, RoutineProduct.position))
        for routine_id, product_id in rows:
            found[routine_id].append(product_id)
        return found
    if kind == "dupe":
        return {i.id: [i.original_product_id, i.dupe_product_id] for i in items}
    return {i.id: [i.product_id] for i in items}  # review, feedback


def _community_rows(kind: ContentKind) -> Select[Any]:
    """A kind's items with their author's nickname (deleted members' content is gone for everyone) and whether
    anyone may see them: the one visibility rule (`content.repository.visible`) as a column, never re-coded here."""
    return with_author(kind).with_only_columns(kind.model, User.nickname, visible(kind, None).label("public"))


def _community_docs(kind: ContentKind, session: Session, rows: Sequence[Any]) -> list[Doc]:
    """Documents of a batch of (item, author nickname, public) rows: two queries per batch, not per row. An item
    nobody but its author may see is a private document (its author still finds it)."""
    items = [row[0] for row in rows]
    products = _content_products(session, items, kind.name) if items else {}
    names = _product_names(session, sorted({p for ps in products.values() for p in ps}))
    docs = []
    for item, nickname, public in rows:
        product_ids = products.get(item.id, [])
        docs.append({"id": str(item.id), "title": getattr(item, kind.title_column) or "",
                     "body": getattr(item, kind.body_column) or "", "author_id": str(item.user_id),
                     "author_nickname": nickname, "product_ids": [str(p) for p in product_ids],
                     "product_names": " ".join(names.get(p, "") for p in product_ids),
                     "like_count": item.like_count, "created_at": _iso(item.created_at),
                     "owner_id": str(item.user_id), "is_private": not public})
    return docs


# --- registry -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class KindDocuments:
    """How one indexed kind's documents are read: `rows()` selects exactly the rows that are documents (one each),
    `docs` turns a batch of them into documents. `touched` narrows `rows()` to the documents a set of changed ids
    stands for (by default those ids; a product's listing stands for its product)."""

    model: Any
    rows: Callable[[], Select[Any]]
    docs: Callable[[Session, Sequence[Any]], list[Doc]]
    touched: Callable[[Session, Sequence[int]], ColumnElement[bool]] | None = None

    def where_touched(self, session: Session, ids: Sequence[int]) -> ColumnElement[bool]:
        return self.touched(session, ids) if self.touched else self.model.id.in_(ids)


def _row_docs(doc: Callable[[Any], Doc]) -> Callable[[Session, Sequence[Any]], list[Doc]]:
    return lambda _session, rows: [doc(row) for row in rows]


DOCUMENTS: dict[str, KindDocuments] = {
    "product": KindDocuments(Product, lambda: _product_rows(Product.id.in_(_lead_ids())), _product_docs,
                             _touched_products),
    "brand": KindDocuments(Brand, _brand_stmt, _row_docs(_brand_doc)),
    "category": KindDocuments(Category, _category_stmt, _row_docs(_category_doc)),
    "inci": KindDocuments(Inci, _inci_stmt, _row_docs(_inci_doc)),
    "city": KindDocuments(City, _city_stmt, _row_docs(_city_doc)),
    "user": KindDocuments(User, _user_stmt, _row_docs(_user_doc)),
    # member content: every `ContentKind` is indexed, the same way
    **{name: KindDocuments(kind.model, partial(_community_rows, kind), partial(_community_docs, kind))
       for name, kind in KINDS.items()},
}


def _documents(kind: str) -> KindDocuments:
    try:
        return DOCUMENTS[kind]
    except KeyError:
        raise KeyError(f"unknown search kind {kind!r}") from None


def load(session: Session, kind: str, ids: Sequence[int]) -> dict[int, Doc | None]:
    """Current documents for `ids` of `kind`; ids mapped to None are to be deleted. Beside them, the documents the
    ids stand for (a listing's product, `_touched_products`)."""
    of = _documents(kind)
    rows = session.execute(of.rows().where(of.where_touched(session, ids))).all()
    found = {int(d["id"]): d for d in of.docs(session, rows)}
    return {**dict.fromkeys(ids), **found}


def stream(session: Session, kind: str) -> Iterator[Doc]:
    """Every document of `kind`, for a full rebuild, read in batches."""
    of = _documents(kind)
    batch: list[Any] = []
    for row in session.execute(of.rows().order_by(of.model.id).execution_options(yield_per=BATCH)):
        batch.append(row)
        if len(batch) == BATCH:
            yield from of.docs(session, batch)
            batch = []
    if batch:
        yield from of.docs(session, batch)


def database_count(session: Session, kind: str) -> int:
    """Rows that should be documents of `kind` (for drift reports)."""
    return session.scalar(select(func.count()).select_from(_documents(kind).rows().subquery())) or 0


def expand(session: Session, pseudo_kind: str, ids: Sequence[int]) -> dict[str, list[int]]:
    """Fan-out kinds of the outbox → the concrete documents they stand for."""
    if pseudo_kind == PRODUCTS_OF_BRAND:
        return {"product": list(session.scalars(select(Product.id).where(Product.brand_id.in_(ids))))}
    if pseudo_kind == PRODUCTS_OF_CATEGORY:
        return {"product": list(session.scalars(select(Product.id).where(Product.category_id.in_(ids))))}
    if pseudo_kind == CONTENT_OF_AUTHOR:
        return {name: list(session.scalars(select(kind.model.id).where(kind.model.user_id.in_(ids))))
                for name, kind in KINDS.items()}
    if pseudo_kind == CONTENT_OF_PRODUCT:  # the documents that name these products (`product_names`)
        return {"review": list(session.scalars(select(Review.id).where(Review.product_id.in_(ids)))),
                "feedback": list(session.scalars(select(ProductFeedback.id).where(ProductFeedback.product_id.in_(ids)))),
                "dupe": list(session.scalars(select(Dupe.id).where(Dupe.original_product_id.in_(ids)
                                                                   | Dupe.dupe_product_id.in_(ids)))),
                "routine": list(session.scalars(select(RoutineProduct.routine_id).distinct()
                                                .where(RoutineProduct.product_id.in_(ids))))}
    raise KeyError(f"unknown fan-out kind {pseudo_kind!r}")
