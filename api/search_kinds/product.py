"""The product kind: one document per product (a group of listings, issue 23), with its lead listing's id and card;
searched by name, brand, other listings' names and ingredients, faceted by what the catalogue and the analysis say."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from sqlalchemy import ColumnElement, func, inspect, or_, select
from sqlalchemy.orm import Session

from api.analysis.service import resolved_from_stored
from api.catalog.cards import members_rating, retailer_rating
from api.catalog.values import price_note, store_name
from api.models import Brand, Category, Inci, Product, ProductIngredient, Review
from api.products import stored_analysis
from api.search.index_fields import (
    PRICE_BUCKETS,
    RATING_BUCKETS,
    FieldType,
    IndexSchema,
    SearchField,
    TermsFacet,
    count_field,
    name_field,
)
from api.search.outbox import Touch
from api.search_kinds.content import CONTENT_OF_PRODUCT
from api.search_kinds.declaration import Doc, IndexedKind, KindDocuments, Reading, Rows, changed, iso
from ingredient_engine.analyse import Analyzer, fit_analyzer

SCHEMA = IndexSchema(
    kind="product",
    display_field="name",
    suggestion_fields=("brand",),
    fields=(
        name_field(),
        SearchField("brand", FieldType.TEXT_AUTOCOMPLETE, boost=2.0, keyword=True, filterable=True,
                    facet=TermsFacet(), highlight=True),
        SearchField("category_path", FieldType.KEYWORD_LIST, boost=1.0, filterable=True,
                    facet=TermsFacet(size=30)),
        # Canonical INCI names: exact values for include/exclude filters, analysed text for search.
        SearchField("ingredients", FieldType.KEYWORD_LIST, boost=0.5, filterable=True,
                    facet=TermsFacet(), highlight=True),
        SearchField("tags", FieldType.KEYWORD_LIST, filterable=True, facet=TermsFacet()),
        SearchField("skin_types", FieldType.KEYWORD_LIST, filterable=True, facet=TermsFacet()),
        SearchField("price", FieldType.FLOAT, sortable=True, filterable=True, facet=PRICE_BUCKETS),
        SearchField("rating", FieldType.FLOAT, sortable=True, filterable=True, facet=RATING_BUCKETS),
        count_field("review_count"),
        count_field("like_count"),
        SearchField("created_at", FieldType.DATE, sortable=True, filterable=True),
        # One product at every retailer (issue 23): a document is a product (a group of listings), not a listing, so
        # both backends list, count, facet and suggest a product once without a collapse. It has its lead listing's
        # id and card; the other listings' names find it too, `retailers` narrows it (a facet), `listing_ids` finds
        # it by any of its listings (a member's collected products), and `price` is its lowest (`_product_doc`).
        SearchField("other_names", FieldType.TEXT, boost=2.0),
        SearchField("retailers", FieldType.KEYWORD_LIST, filterable=True, facet=TermsFacet()),
        count_field("retailer_count"),
        SearchField("listing_ids", FieldType.KEYWORD_LIST, filterable=True),
        SearchField("group_id", FieldType.KEYWORD, filterable=True),
    ),
)


# --- capture ------------------------------------------------------------------------------------

def _product(obj: Product, deleted: bool) -> Iterable[Touch]:
    yield "product", obj.id
    yield "brand", obj.brand_id  # product counts
    if obj.category_id:
        yield "category", obj.category_id
    if not deleted and not inspect(obj).pending and changed(obj, "status", "name"):
        yield CONTENT_OF_PRODUCT.name, obj.id  # members' items name it once it is public (content.py)


def _product_ingredient(obj: ProductIngredient, _deleted: bool) -> Iterable[Touch]:
    yield "product", obj.product_id


# --- documents ----------------------------------------------------------------------------------

def _product_rows(where: Any) -> Rows:
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


def analysis_tags(reading: Reading, product_ids: Sequence[int]) -> dict[int, list[str]]:
    """The "what's inside" facet from each product's own page analysis: its kept summary (computed from the stored
    list by the process's fitted engine when stale or missing, `stored_analysis.analyses`), so the facet and the
    product page agree by construction: the free-from tags that apply (`fragrance-free` ...), or
    `not-enough-ingredient-data` when the list is below the Analyzer's evidence bar (issue 9 §2)."""
    session = reading.session
    engine = reading.engines.get(session)
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
        "created_at": iso(product.created_at),
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


def _product_docs(reading: Reading, rows: Sequence[Any]) -> list[Doc]:
    """Documents of a batch of (lead listing, brand name, category path) rows."""
    session = reading.session
    ids = [r[0].id for r in rows]
    ingredients = _ingredient_names(session, ids)
    tags = analysis_tags(reading, ids)
    reviews = _review_counts(session, ids)
    listings = _listings_of(session, [r[0] for r in rows])
    return [_product_doc(p, brand, path, ingredients.get(p.id, []), tags.get(p.id, ()), reviews.get(p.id, (0, 0)),
                         listings.get(_group_key(p), ()))
            for p, brand, path in rows]


def _lead_ids() -> Rows:
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


PRODUCT = IndexedKind(
    SCHEMA,
    capture={Product: _product, ProductIngredient: _product_ingredient},
    documents=KindDocuments(Product, lambda: _product_rows(Product.id.in_(_lead_ids())), _product_docs,
                        _touched_products),
    fan_outs=(CONTENT_OF_PRODUCT,),
)
