"""moderation of every member text (reviews, routines, dupes, comments, shelves, bios), reports, the reason of a
rejected product or brand submission

Revision ID: 0007_mod
Revises: 0006
Create Date: 2026-11-27 06:00:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0007_mod'
down_revision: str | None = '0006'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), 'sqlite')
MODERATED = ('reviews', 'routines', 'dupes', 'comments', 'shelves')


def upgrade() -> None:
    # Everything published so far stays published: the check applies to what is written from now on.
    for table in MODERATED:
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column('moderation_status', sa.String(length=20), nullable=False,
                                       server_default='accepted'))
            batch.add_column(sa.Column('held_reason', sa.String(length=200), nullable=True))
            batch.add_column(sa.Column('moderated_at', sa.DateTime(timezone=True), nullable=True))
    with op.batch_alter_table('users') as batch:
        batch.add_column(sa.Column('bio_status', sa.String(length=20), nullable=False, server_default='accepted'))
        batch.add_column(sa.Column('bio_held_reason', sa.String(length=200), nullable=True))
    for table in ('products', 'brands'):
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column('held_reason', sa.String(length=200), nullable=True))
    op.create_table(
        'reports',
        sa.Column('id', _ID, primary_key=True, autoincrement=True),
        sa.Column('reporter_id', _ID, sa.ForeignKey('users.id', ondelete='CASCADE'), nullable=False),
        sa.Column('kind', sa.String(length=20), nullable=False),
        sa.Column('target_id', _ID, nullable=False),
        sa.Column('reason', sa.String(length=20), nullable=False),
        sa.Column('note', sa.String(length=500), nullable=False, server_default=''),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('settled_at', sa.DateTime(timezone=True), nullable=True),
        sa.Column('outcome', sa.String(length=20), nullable=True),
        sa.UniqueConstraint('reporter_id', 'kind', 'target_id', name='uq_reports_member_item'),
    )
    op.create_index('ix_reports_reporter_id', 'reports', ['reporter_id'])
    op.create_index('ix_reports_open', 'reports', ['kind', 'target_id', 'settled_at'])


def downgrade() -> None:
    op.drop_table('reports')
    for table in ('products', 'brands'):
        with op.batch_alter_table(table) as batch:
            batch.drop_column('held_reason')
    with op.batch_alter_table('users') as batch:
        batch.drop_column('bio_held_reason')
        batch.drop_column('bio_status')
    for table in MODERATED:
        with op.batch_alter_table(table) as batch:
            batch.drop_column('moderated_at')
            batch.drop_column('held_reason')
            batch.drop_column('moderation_status')
