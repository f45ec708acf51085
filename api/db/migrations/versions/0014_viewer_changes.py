"""viewer changes: a ("viewer", member id) row in http_cache_changes whenever a member's own state changes (issue 25)

Every API process keeps, per member, the state `GET /api/me/state` answers from (api/viewer_state/snapshot.py): the
member's reactions, ratings, shelves, review reactions, and which token is theirs. Triggers note a change of any of
those rows in the writer's own transaction, so every process drops that member's state at its next poll of the
feed, with no extra round trip for the writer: a like, a rating, a shelf edit, a review's like, a token revoked or
deleted (sign-out, password or e-mail change, account deletion), a profile or account change.

PostgreSQL notes each member once per statement (statement triggers with transition tables: an import of many rows
writes one change per member); SQLite, which has row triggers only, once per row.

Revision ID: 0014_viewer
Revises: 0013_cache
Create Date: 2026-11-27 18:00:00
"""
from collections.abc import Sequence

from alembic import op

revision: str = '0014_viewer'
down_revision: str | None = '0013_cache'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# table -> (the member a row belongs to, as an expression over the row `{r}`, the events that change it). A new
# token or a new member changes no state a process keeps (an unknown token is looked up), so those are left out.
WATCHED: dict[str, tuple[str, tuple[str, ...]]] = {
    'product_reactions': ('{r}.user_id', ('INSERT', 'UPDATE', 'DELETE')),
    'product_ratings': ('{r}.user_id', ('INSERT', 'UPDATE', 'DELETE')),
    'shelves': ('{r}.user_id', ('INSERT', 'UPDATE', 'DELETE')),
    # (a shelf deleted with its items: the shelf's own trigger names the member; the items find no shelf)
    'shelf_items': ('(SELECT s.user_id FROM shelves s WHERE s.id = {r}.shelf_id)', ('INSERT', 'UPDATE', 'DELETE')),
    'review_reactions': ('{r}.user_id', ('INSERT', 'UPDATE', 'DELETE')),
    'auth_tokens': ('{r}.user_id', ('UPDATE', 'DELETE')),
    'users': ('{r}.id', ('UPDATE', 'DELETE')),
}


def _name(table: str, event: str) -> str:
    return f'{table}_viewer_{event.lower()}'


def upgrade() -> None:
    if op.get_bind().dialect.name == 'postgresql':
        # TG_ARGV[0]: the member expression over the transition table's row `r`.
        op.execute("""
            CREATE FUNCTION http_cache_note_viewers() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
              rows text := CASE TG_OP
                WHEN 'INSERT' THEN format('SELECT %s AS member FROM new_rows r', TG_ARGV[0])
                WHEN 'DELETE' THEN format('SELECT %s AS member FROM old_rows r', TG_ARGV[0])
                ELSE format('SELECT %1$s AS member FROM new_rows r UNION SELECT %1$s FROM old_rows r', TG_ARGV[0])
              END;
            BEGIN
              EXECUTE 'INSERT INTO http_cache_changes (kind, doc_id) SELECT DISTINCT ''viewer'', member FROM ('
                      || rows || ') m WHERE member IS NOT NULL';
              RETURN NULL;
            END $$""")
        for table, (member, events) in WATCHED.items():
            for event in events:
                tables = {'INSERT': 'NEW TABLE AS new_rows', 'DELETE': 'OLD TABLE AS old_rows',
                          'UPDATE': 'OLD TABLE AS old_rows NEW TABLE AS new_rows'}[event]
                argument = member.format(r='r').replace("'", "''")
                op.execute(f"""
                    CREATE TRIGGER {_name(table, event)} AFTER {event} ON {table}
                    REFERENCING {tables} FOR EACH STATEMENT
                    EXECUTE FUNCTION http_cache_note_viewers('{argument}')""")
        return
    for table, (member, events) in WATCHED.items():
        for event in events:
            rows = {'INSERT': ['NEW'], 'DELETE': ['OLD'], 'UPDATE': ['OLD', 'NEW']}[event]
            notes = [f"INSERT INTO http_cache_changes (kind, doc_id) SELECT 'viewer', member FROM "
                     f"(SELECT {member.format(r=row)} AS member) WHERE member IS NOT NULL;" for row in rows]
            op.execute(f"""
                CREATE TRIGGER {_name(table, event)} AFTER {event} ON {table}
                BEGIN
                  {' '.join(notes)}
                END""")


def downgrade() -> None:
    postgresql = op.get_bind().dialect.name == 'postgresql'
    for table, (_member, events) in WATCHED.items():
        for event in events:
            op.execute(f"DROP TRIGGER IF EXISTS {_name(table, event)}" + (f" ON {table}" if postgresql else ""))
    if postgresql:
        op.execute("DROP FUNCTION IF EXISTS http_cache_note_viewers()")
