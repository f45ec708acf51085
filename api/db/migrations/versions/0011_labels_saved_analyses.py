"""saved_analyses: ingredient-list analyses members keep, private unless shared by link (issue 24)

Revision ID: 0011_labels
Revises: 0010_phones
Create Date: 2026-11-27 05:00:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0011_labels'
down_revision: str | None = '0010_phones'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), 'sqlite')


def upgrade() -> None:
    op.create_table(
        'saved_analyses',
        sa.Column('id', BIG_ID, autoincrement=True, nullable=False),
        sa.Column('user_id', BIG_ID, nullable=False),
        sa.Column('name', sa.String(length=120), nullable=False),
        sa.Column('ingredient_list', sa.Text(), nullable=False),
        sa.Column('source', sa.String(length=10), nullable=False),
        sa.Column('ingredient_count', sa.Integer(), nullable=False),
        sa.Column('share_token', sa.String(length=43), nullable=True),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_saved_analyses_user_id_users'),
                                ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_saved_analyses')),
        sa.UniqueConstraint('share_token', name=op.f('uq_saved_analyses_share_token')),
    )
    op.create_index(op.f('ix_saved_analyses_user_id'), 'saved_analyses', ['user_id'], unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_saved_analyses_user_id'), table_name='saved_analyses')
    op.drop_table('saved_analyses')
