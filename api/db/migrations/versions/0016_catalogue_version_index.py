"""catalogue version index: the newest edit of an active product read from an index (issue 25)

Every API process reads the catalogue version once a second (api/http_cache/feed.py, api/similarity/repository.py:
the count, newest id and newest edit of the active products). With only (status, id) indexed, PostgreSQL answered it
by scanning the whole products table (14-22 ms on 12,871 products, its rows wide with ingredient lists and analyses).

Revision ID: 0016_catalogue_version
Revises: 0015_viewer_own
Create Date: 2026-11-28 02:55:00
"""
from collections.abc import Sequence

from alembic import op

revision: str = '0016_catalogue_version'
down_revision: str | None = '0015_viewer_own'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index('ix_products_status_updated', 'products', ['status', 'updated_at'])


def downgrade() -> None:
    op.drop_index('ix_products_status_updated', table_name='products')
