"""widen inci names

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21 10:00:20.579163
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '0002'
down_revision: str | None = '0001'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


# CosIng holds names of up to ~1 900 characters (polymers described in full).
WIDTHS = {"name": (300, 2000), "cas_number": (60, 200), "einecs_number": (60, 200)}


def _resize(index: int) -> None:
    with op.batch_alter_table("inci") as batch:
        for column, widths in WIDTHS.items():
            batch.alter_column(column, existing_type=sa.String(widths[1 - index]), type_=sa.String(widths[index]),
                               existing_nullable=False)


def upgrade() -> None:
    _resize(1)


def downgrade() -> None:
    _resize(0)
