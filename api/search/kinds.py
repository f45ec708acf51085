"""Every indexed kind, declared once: its field schema (what a document holds and what search may do with each field)
beside its capture (which model changes enqueue which of its documents). The indexer reads each kind's documents
(`indexer/search/documents.DOCUMENTS`, keyed by these names; the API may not import the indexer).

Member content is indexed from its declarations (`api/content/kinds.KINDS`): a new `ContentKind` is searchable, with
the shared community schema and capture, without a line here; only what a kind adds beyond its own row is named here
(`CONTENT_ALSO`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import inspect

from api.content.kinds import KINDS as CONTENT_KINDS
from api.content.kinds import ContentKind
from api.models import (
    Brand,
    Category,
    City,
    Inci,
    Product,
    ProductIngredient,
    Review,
    RoutineProduct,
    User,
)
from api.search.index_fields import (
    PRICE_BUCKETS,
    RATING_BUCKETS,
    FieldType,
    IndexSchema,
    SearchField,
    TermsFacet,
)

# Fan-out pseudo-kinds: expanded by the indexer into the documents they stand for, at processing time.
PRODUCTS_OF_BRAND = "product_by_brand"
PRODUCTS_OF_CATEGORY = "product_by_category"
CONTENT_OF_AUTHOR = "content_by_author"
CONTENT_OF_PRODUCT = "content_by_product"
FAN_OUTS = (PRODUCTS_OF_BRAND, PRODUCTS_OF_CATEGORY, CONTENT_OF_AUTHOR, CONTENT_OF_PRODUCT)

Touch = tuple[str, int]
# (row, deleted) -> the documents (kind, id) to rebuild; run by the outbox's flush listener on every flushed row.
Touches = Callable[[Any, bool], Iterable[Touch]]


@dataclass(frozen=True)
class IndexedKind:
    schema: IndexSchema
    capture: Mapping[type, Touches]  # the models whose changes enqueue documents (of this kind, or fan-outs)

    @property
    def name(self) -> str:
        return self.schema.kind


def changed(obj: Any, *attrs: str) -> bool:
    state = inspect(obj)
    return state.pending or any(state.attrs[a].history.has_changes() for a in attrs)


def _itself(kind: str) -> Touches:
    def touches(obj: Any, _deleted: bool) -> Iterable[Touch]:
        yield kind, obj.id

    return touches


# --- schema building blocks -------------------------------------------------------------------

def name_field(boost: float = 3.0) -> SearchField:
    return SearchField("name", FieldType.TEXT_AUTOCOMPLETE, boost=boost, keyword=True, sortable=True,
                       filterable=True, highlight=True)


def count_field(name: str) -> SearchField:
    return SearchField(name, FieldType.INTEGER, sortable=True, filterable=True)


def community_schema(kind: str) -> IndexSchema:
    return IndexSchema(
        kind=kind,
        display_field="title",
        private=True,
        fields=(
            SearchField("title", FieldType.TEXT_AUTOCOMPLETE, boost=3.0, highlight=True),
            SearchField("body", FieldType.TEXT, boost=1.0, highlight=True),
            SearchField("author_id", FieldType.KEYWORD, filterable=True),
            SearchField("author_nickname", FieldType.TEXT, boost=1.0, keyword=True, filterable=True,
                        facet=TermsFacet()),
            SearchField("product_ids", FieldType.KEYWORD_LIST, filterable=True),
            SearchField("product_names", FieldType.TEXT, boost=2.0, highlight=True),
            count_field("like_count"),
            SearchField("created_at", FieldType.DATE, sortable=True, filterable=True),
            SearchField("owner_id", FieldType.KEYWORD, filterable=True),
            SearchField("is_private", FieldType.BOOL, filterable=True),
        ),
    )


# --- the catalogue's kinds ---------------------------------------------------------------------

PRODUCT_SCHEMA = IndexSchema(
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
        # it by any of its listings (a member's collected products), and `price` is its lowest (indexer/search/
        # documents.py).
        SearchField("other_names", FieldType.TEXT, boost=2.0),
        SearchField("retailers", FieldType.KEYWORD_LIST, filterable=True, facet=TermsFacet()),
        count_field("retailer_count"),
        SearchField("listing_ids", FieldType.KEYWORD_LIST, filterable=True),
        SearchField("group_id", FieldType.KEYWORD, filterable=True),
    ),
)

BRAND_SCHEMA = IndexSchema(kind="brand", display_field="name", fields=(name_field(), count_field("product_count")))

CATEGORY_SCHEMA = IndexSchema(
    kind="category",
    display_field="name",
    fields=(
        name_field(),
        SearchField("path", FieldType.KEYWORD_LIST, boost=1.0, filterable=True, facet=TermsFacet()),
        count_field("product_count"),
    ),
)

INCI_SCHEMA = IndexSchema(
    kind="inci",
    display_field="name",
    suggestion_fields=("uuid",),  # stored in every document, not searched
    fields=(
        name_field(),
        SearchField("synonyms", FieldType.TEXT, boost=2.0, highlight=True),  # common names, other spellings
        SearchField("functions", FieldType.KEYWORD_LIST, filterable=True, facet=TermsFacet()),
        count_field("product_count"),
    ),
)

CITY_SCHEMA = IndexSchema(
    kind="city",
    display_field="name",
    fields=(
        name_field(),
        SearchField("asciiname", FieldType.TEXT_AUTOCOMPLETE, boost=2.0),
        SearchField("country_code", FieldType.KEYWORD, filterable=True, facet=TermsFacet()),
        SearchField("admin1", FieldType.TEXT, boost=0.5, keyword=True, filterable=True, facet=TermsFacet()),
        count_field("population"),
        SearchField("lat", FieldType.FLOAT, filterable=True),
        SearchField("lng", FieldType.FLOAT, filterable=True),
        SearchField("location", FieldType.GEO_POINT, geo_source=("lat", "lng")),
    ),
)

# Members, found by their nickname (issue 21 §7); nothing else of a profile is searched.
USER_SCHEMA = IndexSchema(
    kind="user",
    display_field="nickname",
    fields=(SearchField("nickname", FieldType.TEXT_AUTOCOMPLETE, boost=3.0, keyword=True, sortable=True,
                        filterable=True, highlight=True),),
)


def _product(obj: Product, deleted: bool) -> Iterable[Touch]:
    yield "product", obj.id
    yield "brand", obj.brand_id  # product counts
    if obj.category_id:
        yield "category", obj.category_id
    if not deleted and not inspect(obj).pending and changed(obj, "status", "name"):
        yield CONTENT_OF_PRODUCT, obj.id  # members' items name it once it is public (indexer/search/documents.py)


def _product_ingredient(obj: ProductIngredient, _deleted: bool) -> Iterable[Touch]:
    yield "product", obj.product_id


def _brand(obj: Brand, deleted: bool) -> Iterable[Touch]:
    yield "brand", obj.id
    if not deleted and changed(obj, "name", "status"):
        yield PRODUCTS_OF_BRAND, obj.id


def _category(obj: Category, deleted: bool) -> Iterable[Touch]:
    yield "category", obj.id
    if not deleted and changed(obj, "name", "path"):
        yield PRODUCTS_OF_CATEGORY, obj.id


def _user(obj: User, deleted: bool) -> Iterable[Touch]:
    if deleted or changed(obj, "nickname", "deleted_at", "is_active", "avatar", "login_type"):
        yield "user", obj.id
    if not deleted and changed(obj, "nickname", "deleted_at"):
        yield CONTENT_OF_AUTHOR, obj.id


PRODUCT = IndexedKind(PRODUCT_SCHEMA, {Product: _product, ProductIngredient: _product_ingredient})
BRAND = IndexedKind(BRAND_SCHEMA, {Brand: _brand})
CATEGORY = IndexedKind(CATEGORY_SCHEMA, {Category: _category})
INCI = IndexedKind(INCI_SCHEMA, {Inci: _itself("inci")})
CITY = IndexedKind(CITY_SCHEMA, {City: _itself("city")})
USER = IndexedKind(USER_SCHEMA, {User: _user})


# --- members' content, from its declarations ----------------------------------------------------

def _review(obj: Review, _deleted: bool) -> Iterable[Touch]:
    yield "review", obj.id
    yield "product", obj.product_id  # rating and review count live in the product document


def _routine_product(obj: RoutineProduct, _deleted: bool) -> Iterable[Touch]:
    yield "routine", obj.routine_id


# What a kind's capture adds to (or puts instead of) "its own row touches its own document".
CONTENT_ALSO: dict[str, Mapping[type, Touches]] = {
    "review": {Review: _review},
    "routine": {RoutineProduct: _routine_product},
}


def _content(kind: ContentKind) -> IndexedKind:
    return IndexedKind(community_schema(kind.name), {kind.model: _itself(kind.name), **CONTENT_ALSO.get(kind.name, {})})


INDEXED: dict[str, IndexedKind] = {
    k.name: k for k in (PRODUCT, BRAND, CATEGORY, INCI, CITY, USER, *(_content(c) for c in CONTENT_KINDS.values()))
}
SCHEMAS: dict[str, IndexSchema] = {name: k.schema for name, k in INDEXED.items()}
KINDS: tuple[str, ...] = tuple(INDEXED)


def _tracked() -> dict[type, Touches]:
    tracked: dict[type, Touches] = {}
    for kind in INDEXED.values():
        for model, touches in kind.capture.items():
            if model in tracked:
                raise ValueError(f"{model.__name__} is captured by two kinds; one capture names every document it moves")
            tracked[model] = touches
    return tracked


# model -> its capture, what the outbox's flush listener runs
TRACKED: dict[type, Touches] = _tracked()


def schema_for(kind: str) -> IndexSchema:
    try:
        return SCHEMAS[kind]
    except KeyError:
        raise KeyError(f"unknown search kind {kind!r}; known: {', '.join(KINDS)}") from None
