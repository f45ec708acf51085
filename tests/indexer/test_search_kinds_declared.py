"""Every indexed kind is declared whole (issue 22 §3): its field schema and capture together (`api/search/kinds.INDEXED`)
and how its documents are read (`indexer/search/documents.DOCUMENTS`) name the same kinds, and every member-content
kind (`api/content/kinds.KINDS`) is indexed as private-aware content from its declaration alone. A kind added in one
place and forgotten in another fails here."""

from __future__ import annotations

from sqlalchemy import inspect

from api.content.kinds import KINDS
from api.search.kinds import FAN_OUTS, INDEXED, SCHEMAS, TRACKED
from indexer.search import documents


def test_schemas_and_document_readers_name_the_same_kinds() -> None:
    assert set(documents.DOCUMENTS) == set(SCHEMAS)


def test_every_member_content_kind_is_indexed_as_content_only_its_owner_may_see_when_private() -> None:
    for name, kind in KINDS.items():
        assert SCHEMAS[name].private, name
        assert documents.DOCUMENTS[name].model is kind.model, name
        assert kind.body_column in inspect(kind.model).columns and kind.title_column in inspect(kind.model).columns
        assert kind.model in INDEXED[name].capture, name


def test_every_captured_change_names_a_kind_or_a_fan_out_the_indexer_expands() -> None:
    fan_out = set(FAN_OUTS)
    for model, touches in TRACKED.items():
        row = model()  # a transient row, as deleted: the capture reads only its ids
        for attr in ("id", "product_id", "brand_id", "category_id", "routine_id", "user_id"):
            if hasattr(model, attr):
                setattr(row, attr, 1)
        kinds = {kind for kind, _id in touches(row, True)}
        assert kinds and kinds <= set(SCHEMAS) | fan_out, (model.__name__, kinds)


def test_a_fan_out_the_capture_names_is_one_the_indexer_expands(session) -> None:
    for fan_out in FAN_OUTS:
        assert set(documents.expand(session, fan_out, [1])) <= set(SCHEMAS)


def test_a_model_is_captured_by_one_kind_only() -> None:
    models = [model for kind in INDEXED.values() for model in kind.capture]
    assert len(models) == len(set(models)) == len(TRACKED)
