"""Account deletion has a rule for every column of the schema that references users.id (api/account/deletion.py):
rows of an ondelete="CASCADE" key are deleted, anything else is declared. A new table pointing at users fails here
until deletion decides what to do with it."""

from __future__ import annotations

import pytest
from sqlalchemy import BigInteger, Column, ForeignKey, Integer, MetaData, Table

from api.account import deletion
from api.account.deletion import Handling, row_deletes, undecided, user_references
from api.db.base import Base


def _copy_with(table_name: str, ondelete: str | None) -> MetaData:
    copy = MetaData()
    for table in Base.metadata.sorted_tables:
        table.to_metadata(copy)
    Table(table_name, copy, Column("id", Integer, primary_key=True),
          Column("author_id", BigInteger, ForeignKey("users.id", ondelete=ondelete)))
    return copy


def test_every_foreign_key_to_users_has_a_deletion_rule():
    walked = {f"{c.table.name}.{c.name}" for c in user_references(Base.metadata)}
    assert len(walked) >= 30  # the walk sees the whole schema (reviews, follows, tokens ...)
    assert {"reviews.user_id", "follows.followed_id", "auth_tokens.user_id", "reports.reporter_id"} <= walked
    assert undecided() == []


def test_a_declared_rule_names_a_real_column():
    walked = {f"{c.table.name}.{c.name}" for c in user_references(Base.metadata)}
    assert set(deletion.DECLARED) - walked == set()


def test_a_planted_table_without_a_rule_is_caught():
    assert undecided(_copy_with("planted_notes", None)) == ["planted_notes.author_id"]
    assert undecided(_copy_with("planted_notes", "SET NULL")) == ["planted_notes.author_id"]


def test_a_planted_table_the_schema_says_is_the_members_is_deleted_with_them():
    copy = _copy_with("planted_notes", "CASCADE")
    assert undecided(copy) == []
    assert [[c.name for c in cols] for t, cols in row_deletes(copy) if t.name == "planted_notes"] == [["author_id"]]


@pytest.mark.parametrize("column", ["uploaded_files.user_id", "products.submitted_by", "comments.replied_to_user_id"])
def test_a_rule_taken_out_of_deletion_is_caught(monkeypatch, column):
    monkeypatch.setattr(deletion, "DECLARED", {k: v for k, v in deletion.DECLARED.items() if k != column})
    assert undecided() == [column]


def test_deletion_refuses_to_run_with_an_undecided_reference(monkeypatch, session):
    monkeypatch.setattr(deletion, "DECLARED", {k: v for k, v in deletion.DECLARED.items()
                                               if k != "uploaded_files.user_id"})
    with pytest.raises(RuntimeError, match="uploaded_files.user_id"):
        deletion.delete_account(session, None, None)  # type: ignore[arg-type]


def test_steps_and_kept_columns_are_not_deleted_as_plain_rows():
    deleted = {f"{c.table.name}.{c.name}" for _, cols in row_deletes() for c in cols}
    declared_other = {k for k, v in deletion.DECLARED.items() if v is not Handling.DELETE}
    assert deleted & declared_other == set()
    assert {"follows.follower_id", "follows.followed_id", "notification_messages.actor_id"} <= deleted
