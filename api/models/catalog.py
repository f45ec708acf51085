"""Brands, categories, products with their parsed ingredients, INCI ingredients and reactions."""

from __future__ import annotations

import uuid as uuid_lib
from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    Numeric,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, deferred, mapped_column, relationship

from api.db.base import Base, BigIntId, Created, IdPK, JsonType, Updated


class Brand(Base):
    __tablename__ = "brands"

    id: Mapped[IdPK]
    name: Mapped[str] = mapped_column(String(200))
    # Lower-cased, accent- and punctuation-free key: brands de-duplicate across sources on it.
    key: Mapped[str] = mapped_column(String(200), unique=True)
    # active; a member's submission is pending until `glowdex moderation` makes it active or rejected
    status: Mapped[str] = mapped_column(String(20), default="active")
    submitted_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    held_reason: Mapped[str | None] = mapped_column(String(200))  # a rejection's reason, shown to the submitter
    created_at: Mapped[Created]
    updated_at: Mapped[Updated]


class Category(Base):
    """A node of the category tree; `path` is the full 'A > B > C' name, unique."""

    __tablename__ = "categories"

    id: Mapped[IdPK]
    name: Mapped[str] = mapped_column(String(120))
    path: Mapped[str] = mapped_column(String(400), unique=True)
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("categories.id", ondelete="CASCADE"), index=True)
    depth: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[Created]


class Product(Base):
    __tablename__ = "products"
    __table_args__ = (
        UniqueConstraint("source", "source_id"),
        Index("ix_products_status_id", "status", "id"),
        Index("ix_products_status_updated", "status", "updated_at"),  # the catalogue version's newest edit
    )

    id: Mapped[IdPK]
    name: Mapped[str] = mapped_column(String(300))
    brand_id: Mapped[int] = mapped_column(ForeignKey("brands.id", ondelete="RESTRICT"), index=True)
    category_id: Mapped[int | None] = mapped_column(ForeignKey("categories.id", ondelete="SET NULL"), index=True)
    description: Mapped[str] = mapped_column(Text, default="")
    size_text: Mapped[str] = mapped_column(String(120), default="")
    size_value: Mapped[float | None] = mapped_column(Float)
    size_unit: Mapped[str | None] = mapped_column(String(10))
    price: Mapped[float | None] = mapped_column(Numeric(10, 2, asdecimal=False))
    currency: Mapped[str | None] = mapped_column(String(3))
    price_usd: Mapped[float | None] = mapped_column(Numeric(10, 2, asdecimal=False))
    price_per_unit_usd: Mapped[float | None] = mapped_column(Float)
    image_url: Mapped[str] = mapped_column(String(500), default="")
    ingredients_raw: Mapped[str] = mapped_column(Text, default="")
    skin_types: Mapped[list[str]] = mapped_column(JsonType, default=list)
    highlights: Mapped[list[str]] = mapped_column(JsonType, default=list)
    tags: Mapped[list[str]] = mapped_column(JsonType, default=list)
    # active; a member's submission is pending until `glowdex moderation` makes it active or rejected
    status: Mapped[str] = mapped_column(String(20), default="active")
    held_reason: Mapped[str | None] = mapped_column(String(200))  # a rejection's reason, shown to the submitter
    source: Mapped[str] = mapped_column(String(40))
    source_id: Mapped[str] = mapped_column(String(200))
    source_url: Mapped[str] = mapped_column(String(500), default="")
    source_rating: Mapped[float | None] = mapped_column(Float)
    source_review_count: Mapped[int | None] = mapped_column(Integer)
    submitted_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # The retailer's own rating is `source_rating` (of `source_review_count` ratings, when its file says).
    # All public reviews here, members' and imported ones: their average stars and count (api/reviews/service.py).
    # The product this listing is one retailer's offer of (api/models/product_groups.py); NULL until grouped.
    group_id: Mapped[int | None] = mapped_column(ForeignKey("product_groups.id", ondelete="SET NULL"), index=True)
    rating_avg: Mapped[float | None] = mapped_column(Float)
    review_count: Mapped[int] = mapped_column(Integer, default=0)
    # Glowdex members' rating, one per member, imported reviews left out (api/products/ratings.py).
    member_rating: Mapped[float | None] = mapped_column(Float)
    member_rating_count: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    like_count: Mapped[int] = mapped_column(Integer, default=0)
    dislike_count: Mapped[int] = mapped_column(Integer, default=0)
    star_count: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[Created]
    updated_at: Mapped[Updated]
    # The anonymous analysis of the stored list (api/products/stored_analysis.py), written whenever the list is,
    # and the engine version it was computed with: another version's analysis is stale and never served.
    # Deferred with raiseload: only the product page asks for it (undefer), no card query loads the blob.
    analysis: Mapped[bytes | None] = deferred(mapped_column(LargeBinary), raiseload=True)
    analysis_version: Mapped[str | None] = mapped_column(String(16))

    ingredients: Mapped[list[ProductIngredient]] = relationship(
        back_populates="product", cascade="all, delete-orphan", order_by="ProductIngredient.seq"
    )


class Inci(Base):
    """A canonical INCI ingredient (CosIng spelling)."""

    __tablename__ = "inci"

    id: Mapped[IdPK]
    uuid: Mapped[str] = mapped_column(String(36), unique=True, default=lambda: str(uuid_lib.uuid4()))
    # CosIng has names of up to ~1 900 characters (polymers described in full).
    name: Mapped[str] = mapped_column(String(2000), unique=True)
    cas_number: Mapped[str] = mapped_column(String(200), default="")
    einecs_number: Mapped[str] = mapped_column(String(200), default="")
    functions: Mapped[list[str]] = mapped_column(JsonType, default=list)
    description: Mapped[str] = mapped_column(Text, default="")
    first_letter: Mapped[str] = mapped_column(String(1), index=True, default="#")
    product_count: Mapped[int] = mapped_column(Integer, default=0)
    like_count: Mapped[int] = mapped_column(Integer, default=0)
    dislike_count: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[Created]


class ProductIngredient(Base):
    """One entry of a product's parsed list, in label order; raw text is kept beside the resolution."""

    __tablename__ = "product_ingredients"
    __table_args__ = (Index("ix_product_ingredients_inci", "inci_id", "product_id"),)

    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    part_index: Mapped[int] = mapped_column(Integer, default=0)
    part_label: Mapped[str | None] = mapped_column(String(200))
    position: Mapped[int | None] = mapped_column(Integer)
    inci_id: Mapped[int | None] = mapped_column(ForeignKey("inci.id", ondelete="SET NULL"))
    raw_name: Mapped[str] = mapped_column(String(500))
    may_contain: Mapped[bool] = mapped_column(Boolean, default=False)
    nano: Mapped[bool] = mapped_column(Boolean, default=False)
    percent: Mapped[float | None] = mapped_column(Float)
    confidence: Mapped[float] = mapped_column(Float, default=0.0)

    product: Mapped[Product] = relationship(back_populates="ingredients")


class ProductReaction(Base):
    """like / dislike / star of a product by a member (spec §4: disliking removes a like)."""

    __tablename__ = "product_reactions"
    __table_args__ = (Index("ix_product_reactions_product", "product_id", "kind"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), primary_key=True)
    kind: Mapped[str] = mapped_column(String(10), primary_key=True)
    created_at: Mapped[Created]


class InciReaction(Base):
    __tablename__ = "inci_reactions"
    __table_args__ = (Index("ix_inci_reactions_inci", "inci_id", "kind"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    inci_id: Mapped[int] = mapped_column(ForeignKey("inci.id", ondelete="CASCADE"), primary_key=True)
    kind: Mapped[str] = mapped_column(String(10), primary_key=True)
    created_at: Mapped[Created]


class City(Base):
    """A GeoNames city (population > 15 000); id is the geonameid."""

    __tablename__ = "cities"

    id: Mapped[int] = mapped_column(BigIntId, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(200))
    asciiname: Mapped[str] = mapped_column(String(200), index=True)
    country_code: Mapped[str] = mapped_column(String(2))
    admin1_code: Mapped[str] = mapped_column(String(20), default="")
    latitude: Mapped[float] = mapped_column(Float)
    longitude: Mapped[float] = mapped_column(Float)
    population: Mapped[int] = mapped_column(BigInteger, default=0)
    timezone: Mapped[str] = mapped_column(String(60), default="")


class ImportRun(Base):
    """One `glowdex import` of a source file: what it did and which rows it could not take."""

    __tablename__ = "import_runs"

    id: Mapped[IdPK]
    source: Mapped[str] = mapped_column(String(40))
    path: Mapped[str] = mapped_column(String(500))
    started_at: Mapped[Created]
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    inserted: Mapped[int] = mapped_column(Integer, default=0)
    updated: Mapped[int] = mapped_column(Integer, default=0)
    unchanged: Mapped[int] = mapped_column(Integer, default=0)
    bad_rows: Mapped[int] = mapped_column(Integer, default=0)
    bad_examples: Mapped[list[dict]] = mapped_column(JsonType, default=list)
    note: Mapped[str] = mapped_column(Text, default="")
