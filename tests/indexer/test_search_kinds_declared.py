"""Every indexed kind is declared whole (issue 22 §3): its field schema (`api/search/index_fields.SCHEMAS`), how its
documents are read (`indexer/search/documents.DOCUMENTS`) and what captures its changes (`api/search/outbox.TRACKED`)
name the same kinds, and every member-content kind (`api/content/kinds.KINDS`) is indexed as private-aware content.
A kind added in one place and forgotten in another fails here."""

from __future__ import annotations

from sqlalchemy import inspect

from api.content.kinds import KINDS
from api.search.index_fields import SCHEMAS
from api.search.outbox import TRACKED
from indexer.search import documents


def test_schemas_and_document_readers_name_the_same_kinds() -> None:
    assert set(documents.DOCUMENTS) == set(SCHEMAS)


def test_every_member_content_kind_is_indexed_as_content_only_its_owner_may_see_when_private() -> None:
    for name, kind in KINDS.items():
        assert SCHEMAS[name].private, name
        assert documents.DOCUMENTS[name].model is kind.model, name
        assert name in documents.BODY_COLUMNS and documents.BODY_COLUMNS[name] in inspect(kind.model).columns, name
        assert kind.model in TRACKED, name


def test_every_captured_change_names_a_kind_or_a_fan_out_the_indexer_expands() -> None:
    fan_out = {"product_by_brand", "product_by_category", "content_by_author", "content_by_product"}
    for model, touches in TRACKED.items():
        row = model()  # a transient row, as deleted: the capture reads only its ids
        for attr in ("id", "product_id", "brand_id", "category_id", "routine_id", "user_id"):
            if hasattr(model, attr):
                setattr(row, attr, 1)
        kinds = {kind for kind, _id in touches(row, True)}
        assert kinds and kinds <= set(SCHEMAS) | fan_out, (model.__name__, kinds)
