"""viewer own changes: a ("viewer", member id) feed row when a member's reviews or feedback posts change (issue 25)

The state call's `own=true` (the product page asks it) gives per product the member's `mine` (their rating per
criterion and post) and how many of their reviews of it others cannot see. A process's snapshot of the member
(api/viewer_state/snapshot.py) keeps, for it, which products they rated or posted about and those counts; these
triggers, as 0014_viewer's, drop it in every process when one of them may change:

- reviews: a new or deleted review, and a change of whose, which product, its privacy (by her) or its moderation
  status (a moderator holding or rejecting it, the automatic check): the count of the ones others cannot see. Not
  its counters (others' likes and comments) nor its text: they change no state kept.
- product_feedback: a new or deleted post, or one moved to another member or product. Its status and text are the
  route's to show (a product she posted about is always answered by the route).
- product ratings: already 0014_viewer's (any change of a rating row). Its values per criterion are not watched:
  they exist only with a rating row of the same member and product, and the snapshot keeps only that one exists.

Row triggers with static statements, as 0014_viewer's; an UPDATE trigger only for the columns named above.

Revision ID: 0015_viewer_own
Revises: 0014_viewer
Create Date: 2026-11-27 21:45:00
"""
from collections.abc import Sequence

from alembic import op

revision: str = '0015_viewer_own'
down_revision: str | None = '0014_viewer'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# table -> (the member a row belongs to, as an expression over the row `{r}`, the columns whose update changes it)
WATCHED: dict[str, tuple[str, tuple[str, ...]]] = {
    'reviews': ('{r}.user_id', ('user_id', 'product_id', 'is_private', 'moderation_status')),
    'product_feedback': ('{r}.user_id', ('user_id', 'product_id')),
}
EVENTS = ('INSERT', 'UPDATE', 'DELETE')


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
    rows = {'INSERT': ['NEW'], 'UPDATE': ['NEW', 'OLD'], 'DELETE': ['OLD']}
    for table, (member, columns) in WATCHED.items():
        if postgresql:
            body = " ".join(f"IF TG_OP = '{event}' THEN {_notes(member, rows[event])} END IF;" for event in EVENTS)
            op.execute(f"""
                CREATE FUNCTION {table}_viewer_note() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN {body} RETURN NULL; END $$""")
        for event in EVENTS:
            when = f"UPDATE OF {', '.join(columns)}" if event == 'UPDATE' else event
            if postgresql:
                op.execute(f"""
                    CREATE TRIGGER {_name(table, event)} AFTER {when} ON {table}
                    FOR EACH ROW EXECUTE FUNCTION {table}_viewer_note()""")
            else:
                op.execute(f"""
                    CREATE TRIGGER {_name(table, event)} AFTER {when} ON {table}
                    BEGIN {_notes(member, rows[event])} END""")


def downgrade() -> None:
    postgresql = op.get_bind().dialect.name == 'postgresql'
    for table in WATCHED:
        for event in EVENTS:
            op.execute(f"DROP TRIGGER IF EXISTS {_name(table, event)}" + (f" ON {table}" if postgresql else ""))
    if postgresql:
        for table in WATCHED:
            op.execute(f"DROP FUNCTION IF EXISTS {table}_viewer_note()")
