"""sign-up attempts of their own (registrations): each keeps its password hash, code and link, so a later sign-up
never rebinds an earlier one (issue 20 §1)

Revision ID: 0008_acct
Revises: 0007_mod
Create Date: 2026-11-27 04:30:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0008_acct'
down_revision: str | None = '0007_mod'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), 'sqlite')


def upgrade() -> None:
    op.create_table(
        'registrations',
        sa.Column('id', _ID, primary_key=True, autoincrement=True),
        sa.Column('email', sa.String(length=254), nullable=False),
        sa.Column('password_hash', sa.String(length=255), nullable=False),
        sa.Column('client_token_hash', sa.String(length=64), nullable=False),
        sa.Column('link_token_hash', sa.String(length=64), nullable=False),
        sa.Column('code_hash', sa.String(length=64), nullable=False),
        sa.Column('attempts', sa.Integer(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('used_at', sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint('id', name='pk_registrations'),
        sa.UniqueConstraint('client_token_hash', name='uq_registrations_client_token_hash'),
        sa.UniqueConstraint('link_token_hash', name='uq_registrations_link_token_hash'),
    )
    op.create_index('ix_registrations_open', 'registrations', ['email', 'used_at'])


def downgrade() -> None:
    op.drop_index('ix_registrations_open', table_name='registrations')
    op.drop_table('registrations')
