"""notification events (outbox), inbox messages know their comment and dedup key (one unread per key)

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-23 20:00:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0005'
down_revision: str | None = '0004'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), 'sqlite')


def upgrade() -> None:
    op.create_table(
        'notification_events',
        sa.Column('id', _ID, primary_key=True, autoincrement=True),
        sa.Column('recipient_id', _ID, sa.ForeignKey('users.id', ondelete='CASCADE'), nullable=False),
        sa.Column('actor_id', _ID, sa.ForeignKey('users.id', ondelete='CASCADE'), nullable=False),
        sa.Column('notification_type', sa.String(length=40), nullable=False),
        sa.Column('object_type', sa.String(length=20), nullable=False),
        sa.Column('object_id', sa.BigInteger(), nullable=False),
        sa.Column('comment_id', sa.BigInteger(), nullable=True),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index('ix_notification_events_recipient_id', 'notification_events', ['recipient_id'])
    op.create_index('ix_notification_events_created', 'notification_events', ['created_at'])
    with op.batch_alter_table('notification_messages') as batch:
        batch.add_column(sa.Column('comment_id', sa.BigInteger(), nullable=True))
        batch.add_column(sa.Column('dedup_key', sa.String(length=120), server_default='', nullable=False))
    op.create_index('ix_notification_messages_key', 'notification_messages', ['user_id', 'dedup_key', 'created_at'])
    op.create_index('uq_notification_messages_unread', 'notification_messages', ['user_id', 'dedup_key'],
                    unique=True, postgresql_where=sa.text('status = 1'), sqlite_where=sa.text('status = 1'))


def downgrade() -> None:
    op.drop_index('uq_notification_messages_unread', table_name='notification_messages')
    op.drop_index('ix_notification_messages_key', table_name='notification_messages')
    with op.batch_alter_table('notification_messages') as batch:
        batch.drop_column('dedup_key')
        batch.drop_column('comment_id')
    op.drop_index('ix_notification_events_created', table_name='notification_events')
    op.drop_index('ix_notification_events_recipient_id', table_name='notification_events')
    op.drop_table('notification_events')
