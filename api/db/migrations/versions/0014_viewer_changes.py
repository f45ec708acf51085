"""viewer changes: a ("viewer", member id) row in http_cache_changes whenever a member's own state changes (issue 25)

Every API process keeps, per member, the state `GET /api/me/state` answers from (api/viewer_state/snapshot.py): the
member's reactions, ratings, shelves, review reactions, and which token is theirs. Triggers note a change of any of
those rows in the writer's own transaction, so every process drops that member's state at its next poll of the
feed, with no extra round trip for the writer: a like, a rating, a shelf edit, a review's like, a token revoked or
deleted (sign-out, password or e-mail change, account deletion), a profile or account change.

Row triggers on both databases, with static statements (a plan kept per function): a one-row write (a like) pays a
few microseconds; statement triggers over transition tables, which would note a bulk write's members once each, cost
0.2-0.3 ms more per statement (measured on PostgreSQL 15), and the hot writes are one-row statements.

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


def _notes(member: str, rows: list[str]) -> str:
    """The statements noting the members of `rows` (NEW, OLD): the second only when it names another member."""
    notes = []
    for n, row in enumerate(rows):
        other = f" AND COALESCE(member <> ({member.format(r=rows[0])}), 1 = 1)" if n else ""
        notes.append(f"INSERT INTO http_cache_changes (kind, doc_id) SELECT 'viewer', member FROM "
                     f"(SELECT {member.format(r=row)} AS member) m WHERE member IS NOT NULL{other};")
    return " ".join(notes)


def upgrade() -> None:
    postgresql = op.get_bind().dialect.name == 'postgresql'
    for table, (member, events) in WATCHED.items():
        if postgresql:
            branches = {'INSERT': _notes(member, ['NEW']), 'UPDATE': _notes(member, ['NEW', 'OLD']),
                        'DELETE': _notes(member, ['OLD'])}
            body = " ".join(f"IF TG_OP = '{event}' THEN {branches[event]} END IF;" for event in events)
            op.execute(f"""
                CREATE FUNCTION {table}_viewer_note() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN {body} RETURN NULL; END $$""")
        for event in events:
            if postgresql:
                op.execute(f"""
                    CREATE TRIGGER {_name(table, event)} AFTER {event} ON {table}
                    FOR EACH ROW EXECUTE FUNCTION {table}_viewer_note()""")
            else:
                rows = {'INSERT': ['NEW'], 'DELETE': ['OLD'], 'UPDATE': ['NEW', 'OLD']}[event]
                op.execute(f"""
                    CREATE TRIGGER {_name(table, event)} AFTER {event} ON {table}
                    BEGIN {_notes(member, rows)} END""")


def downgrade() -> None:
    postgresql = op.get_bind().dialect.name == 'postgresql'
    for table, (_member, events) in WATCHED.items():
        for event in events:
            op.execute(f"DROP TRIGGER IF EXISTS {_name(table, event)}" + (f" ON {table}" if postgresql else ""))
    if postgresql:
        for table in WATCHED:
            op.execute(f"DROP FUNCTION IF EXISTS {table}_viewer_note()")
