"""Products as members see them: a group of retailer listings (issue 23), the decisions taken by hand, the
"new formula" links between groups, and members' reports that two listings are not one product.

A listing (`products` row) carries its `group_id`. Groups are computed by `api.product_groups.service.regroup`
from `ingredient_engine.listing_identity`; an id survives a regrouping whenever most of its listings stay together.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import CheckConstraint, DateTime, ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from api.db.base import Base, BigIntId, Created, IdPK


class ProductGroup(Base):
    __tablename__ = "product_groups"

    id: Mapped[IdPK]
    created_at: Mapped[Created]


class ProductGroupDecision(Base):
    """An admin's "these two listings are (not) one product": it wins over the rule at every regrouping."""

    __tablename__ = "product_group_decisions"
    __table_args__ = (UniqueConstraint("product_id", "other_product_id"),
                      CheckConstraint("product_id < other_product_id", name="ordered_pair"))

    id: Mapped[IdPK]
    product_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("products.id", ondelete="CASCADE"), index=True)
    other_product_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("products.id", ondelete="CASCADE"),
                                                  index=True)
    decision: Mapped[str] = mapped_column(String(10))  # "together" | "apart"
    decided_by: Mapped[str] = mapped_column(String(200), default="")
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[Created]


class ProductGroupLink(Base):
    """Two groups that are one product in two formulas (the same name, another list): "new formula"."""

    __tablename__ = "product_group_links"

    group_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("product_groups.id", ondelete="CASCADE"),
                                          primary_key=True)
    other_group_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("product_groups.id", ondelete="CASCADE"),
                                                primary_key=True, index=True)
    relation: Mapped[str] = mapped_column(String(20), default="new_formula")


class ProductGroupReport(Base):
    """A member's "this listing is not the same product": waits for a moderator (`glowdex catalog reports`)."""

    __tablename__ = "product_group_reports"
    __table_args__ = (UniqueConstraint("user_id", "product_id", "other_product_id"),)

    id: Mapped[IdPK]
    user_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    product_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("products.id", ondelete="CASCADE"), index=True)
    other_product_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("products.id", ondelete="CASCADE"))
    note: Mapped[str] = mapped_column(Text, default="")
    status: Mapped[str] = mapped_column(String(20), default="open")  # open | accepted | rejected
    created_at: Mapped[Created]
    resolved_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    resolution_note: Mapped[str] = mapped_column(Text, default="")
