"""products keep their anonymous analysis (compressed JSON) and the engine version it was computed with

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-23 22:30:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0006'
down_revision: str | None = '0005'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Both empty: every product's analysis is missing until an import or a submission writes it (read: computed).
    with op.batch_alter_table('products') as batch:
        batch.add_column(sa.Column('analysis', sa.LargeBinary(), nullable=True))
        batch.add_column(sa.Column('analysis_version', sa.String(length=16), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('products') as batch:
        batch.drop_column('analysis_version')
        batch.drop_column('analysis')
