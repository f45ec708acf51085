"""member content: review concerns, routine step names, removed comments, imported authors without e-mail

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23 16:20:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = '0003'
down_revision: str | None = '0002'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(astext_type=sa.Text()), 'postgresql')


def upgrade() -> None:
    with op.batch_alter_table('reviews') as batch:
        batch.add_column(sa.Column('concerns', JSON, nullable=True))
    with op.batch_alter_table('routine_products') as batch:
        batch.add_column(sa.Column('step_name', sa.String(length=80), server_default='', nullable=False))
    with op.batch_alter_table('comments') as batch:
        batch.add_column(sa.Column('removed_at', sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table('users') as batch:
        batch.alter_column('email', existing_type=sa.String(length=254), nullable=True)


def downgrade() -> None:
    with op.batch_alter_table('users') as batch:
        batch.alter_column('email', existing_type=sa.String(length=254), nullable=False)
    with op.batch_alter_table('comments') as batch:
        batch.drop_column('removed_at')
    with op.batch_alter_table('routine_products') as batch:
        batch.drop_column('step_name')
    with op.batch_alter_table('reviews') as batch:
        batch.drop_column('concerns')
