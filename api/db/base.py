"""Declarative base with a naming convention (Alembic batch mode on SQLite needs named constraints)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from sqlalchemy import JSON, BigInteger, DateTime, Integer, MetaData
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import DeclarativeBase, mapped_column

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# SQLite only auto-increments an INTEGER PRIMARY KEY; PostgreSQL gets BIGINT identities.
BigIntId = BigInteger().with_variant(Integer(), "sqlite")
JsonType = JSON().with_variant(JSONB(), "postgresql")


def utcnow() -> datetime:
    return datetime.now(UTC)


IdPK = Annotated[int, mapped_column(BigIntId, primary_key=True, autoincrement=True)]
Created = Annotated[datetime, mapped_column(DateTime(timezone=True), default=utcnow, nullable=False)]
Updated = Annotated[
    datetime, mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow, nullable=False)
]


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    # Ids and foreign keys are BIGINT on PostgreSQL (INTEGER on SQLite, where only that auto-increments).
    type_annotation_map = {int: BigIntId}
