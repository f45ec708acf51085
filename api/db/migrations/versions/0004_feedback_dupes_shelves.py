"""feedback moderation, one rating per member and product, one suggestion per member and pair, shelf types

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23 19:20:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0004'
down_revision: str | None = '0003'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('product_feedback') as batch:
        batch.add_column(sa.Column('held_reason', sa.String(length=200), nullable=True))
        batch.add_column(sa.Column('moderated_at', sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table('product_ratings') as batch:
        batch.create_unique_constraint('uq_product_ratings_member', ['user_id', 'product_id'])
    with op.batch_alter_table('dupes') as batch:
        batch.create_unique_constraint('uq_dupes_member_pair', ['user_id', 'original_product_id', 'dupe_product_id'])
    with op.batch_alter_table('shelves') as batch:
        batch.add_column(sa.Column('shelf_type', sa.String(length=20), server_default='custom', nullable=False))


def downgrade() -> None:
    with op.batch_alter_table('shelves') as batch:
        batch.drop_column('shelf_type')
    with op.batch_alter_table('dupes') as batch:
        batch.drop_constraint('uq_dupes_member_pair', type_='unique')
    with op.batch_alter_table('product_ratings') as batch:
        batch.drop_constraint('uq_product_ratings_member', type_='unique')
    with op.batch_alter_table('product_feedback') as batch:
        batch.drop_column('moderated_at')
        batch.drop_column('held_reason')
