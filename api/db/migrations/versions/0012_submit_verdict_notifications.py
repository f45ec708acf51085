"""notification_events.actor_id nullable: a moderator's verdict on a member's submission has no member behind it
(issue 26 §1)

Revision ID: 0012_submit
Revises: 0011_labels
Create Date: 2026-11-27 08:00:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0012_submit'
down_revision: str | None = '0011_labels'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), 'sqlite')


def upgrade() -> None:
    with op.batch_alter_table('notification_events') as batch:
        batch.alter_column('actor_id', existing_type=BIG_ID, nullable=True)


def downgrade() -> None:
    op.execute("DELETE FROM notification_events WHERE actor_id IS NULL")
    with op.batch_alter_table('notification_events') as batch:
        batch.alter_column('actor_id', existing_type=BIG_ID, nullable=False)
