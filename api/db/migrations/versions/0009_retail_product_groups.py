"""products group their retailer listings (issue 23): product_groups, products.group_id, admin decisions,
new-formula links, members' reports

Revision ID: 0009_retail
Revises: 0008_acct
Create Date: 2026-11-27 06:00:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0009_retail'
down_revision: str | None = '0008_acct'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BigId = sa.BigInteger().with_variant(sa.Integer(), 'sqlite')


def upgrade() -> None:
    op.create_table(
        'product_groups',
        sa.Column('id', BigId, primary_key=True, autoincrement=True),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_product_groups')),
    )
    with op.batch_alter_table('products') as batch:
        batch.add_column(sa.Column('group_id', BigId, nullable=True))
        batch.create_foreign_key(op.f('fk_products_group_id_product_groups'), 'product_groups', ['group_id'],
                                 ['id'], ondelete='SET NULL')
        batch.create_index(op.f('ix_products_group_id'), ['group_id'])
    op.create_table(
        'product_group_decisions',
        sa.Column('id', BigId, primary_key=True, autoincrement=True),
        sa.Column('product_id', BigId, nullable=False),
        sa.Column('other_product_id', BigId, nullable=False),
        sa.Column('decision', sa.String(length=10), nullable=False),
        sa.Column('decided_by', sa.String(length=200), nullable=False),
        sa.Column('note', sa.Text(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint('product_id < other_product_id', name=op.f('ck_product_group_decisions_ordered_pair')),
        sa.ForeignKeyConstraint(['product_id'], ['products.id'], ondelete='CASCADE',
                                name=op.f('fk_product_group_decisions_product_id_products')),
        sa.ForeignKeyConstraint(['other_product_id'], ['products.id'], ondelete='CASCADE',
                                name=op.f('fk_product_group_decisions_other_product_id_products')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_product_group_decisions')),
        sa.UniqueConstraint('product_id', 'other_product_id',
                            name=op.f('uq_product_group_decisions_product_id_other_product_id')),
    )
    op.create_index(op.f('ix_product_group_decisions_product_id'), 'product_group_decisions', ['product_id'])
    op.create_index(op.f('ix_product_group_decisions_other_product_id'), 'product_group_decisions',
                    ['other_product_id'])
    op.create_table(
        'product_group_links',
        sa.Column('group_id', BigId, nullable=False),
        sa.Column('other_group_id', BigId, nullable=False),
        sa.Column('relation', sa.String(length=20), nullable=False),
        sa.ForeignKeyConstraint(['group_id'], ['product_groups.id'], ondelete='CASCADE',
                                name=op.f('fk_product_group_links_group_id_product_groups')),
        sa.ForeignKeyConstraint(['other_group_id'], ['product_groups.id'], ondelete='CASCADE',
                                name=op.f('fk_product_group_links_other_group_id_product_groups')),
        sa.PrimaryKeyConstraint('group_id', 'other_group_id', name=op.f('pk_product_group_links')),
    )
    op.create_index(op.f('ix_product_group_links_other_group_id'), 'product_group_links', ['other_group_id'])
    op.create_table(
        'product_group_reports',
        sa.Column('id', BigId, primary_key=True, autoincrement=True),
        sa.Column('user_id', BigId, nullable=False),
        sa.Column('product_id', BigId, nullable=False),
        sa.Column('other_product_id', BigId, nullable=False),
        sa.Column('note', sa.Text(), nullable=False),
        sa.Column('status', sa.String(length=20), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('resolved_at', sa.DateTime(timezone=True), nullable=True),
        sa.Column('resolution_note', sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(['user_id'], ['users.id'], ondelete='CASCADE',
                                name=op.f('fk_product_group_reports_user_id_users')),
        sa.ForeignKeyConstraint(['product_id'], ['products.id'], ondelete='CASCADE',
                                name=op.f('fk_product_group_reports_product_id_products')),
        sa.ForeignKeyConstraint(['other_product_id'], ['products.id'], ondelete='CASCADE',
                                name=op.f('fk_product_group_reports_other_product_id_products')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_product_group_reports')),
        sa.UniqueConstraint('user_id', 'product_id', 'other_product_id',
                            name=op.f('uq_product_group_reports_user_id_product_id_other_product_id')),
    )
    op.create_index(op.f('ix_product_group_reports_user_id'), 'product_group_reports', ['user_id'])
    op.create_index(op.f('ix_product_group_reports_product_id'), 'product_group_reports', ['product_id'])


def downgrade() -> None:
    op.drop_table('product_group_reports')
    op.drop_table('product_group_links')
    op.drop_table('product_group_decisions')
    with op.batch_alter_table('products') as batch:
        batch.drop_index(op.f('ix_products_group_id'))
        batch.drop_constraint(op.f('fk_products_group_id_product_groups'), type_='foreignkey')
        batch.drop_column('group_id')
    op.drop_table('product_groups')
