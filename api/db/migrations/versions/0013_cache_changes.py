"""http_cache_changes: the feed of community changes every API process's answer cache follows (issue 25)

A row per search-outbox row, written by a trigger in the writer's own transaction: whatever moves a search
document (a like, a review, a rating, an edit) also tells every process which cached answers to drop, with no
extra round trip for the writer. The API processes poll the feed (api/http_cache/feed.py) and delete old rows.

Revision ID: 0013_cache
Revises: 0012_submit
Create Date: 2026-11-27 08:00:00
"""
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0013_cache'
down_revision: str | None = '0012_submit'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BIG_ID = sa.BigInteger().with_variant(sa.Integer(), 'sqlite')


def upgrade() -> None:
    op.create_table(
        'http_cache_changes',
        sa.Column('seq', BIG_ID, autoincrement=True, nullable=False),
        sa.Column('kind', sa.String(length=20), nullable=False),
        sa.Column('doc_id', sa.BigInteger(), nullable=False),
        sa.Column('changed_at', sa.DateTime(timezone=True), server_default=sa.func.current_timestamp(),
                  nullable=False),
        sa.PrimaryKeyConstraint('seq', name=op.f('pk_http_cache_changes')),
    )
    op.create_index(op.f('ix_http_cache_changes_changed_at'), 'http_cache_changes', ['changed_at'], unique=False)
    if op.get_bind().dialect.name == 'postgresql':
        op.execute("""
            CREATE FUNCTION http_cache_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              INSERT INTO http_cache_changes (kind, doc_id) VALUES (NEW.kind, NEW.doc_id);
              RETURN NULL;
            END $$""")
        op.execute("""
            CREATE TRIGGER search_outbox_http_cache AFTER INSERT ON search_outbox
            FOR EACH ROW EXECUTE FUNCTION http_cache_note_change()""")
    else:
        op.execute("""
            CREATE TRIGGER search_outbox_http_cache AFTER INSERT ON search_outbox
            BEGIN
              INSERT INTO http_cache_changes (kind, doc_id) VALUES (NEW.kind, NEW.doc_id);
            END""")


def downgrade() -> None:
    op.execute("DROP TRIGGER IF EXISTS search_outbox_http_cache" +
               (" ON search_outbox" if op.get_bind().dialect.name == 'postgresql' else ""))
    if op.get_bind().dialect.name == 'postgresql':
        op.execute("DROP FUNCTION IF EXISTS http_cache_note_change()")
    op.drop_index(op.f('ix_http_cache_changes_changed_at'), table_name='http_cache_changes')
    op.drop_table('http_cache_changes')
