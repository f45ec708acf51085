"""Every indexed kind is declared once (issue 22 §3), in `api/search_kinds/`: its schema, capture and reader are one
`IndexedKind`, so a kind cannot have one without the others (`tests/test_architecture.py` fails on a part declared
anywhere else). What remains to check is what the declarations say to each other: every member-content kind
(`api/content/kinds.KINDS`) is indexed as private-aware content from its declaration alone, and every document a
capture names is a declared kind or a fan-out that expands into declared kinds."""

from __future__ import annotations

import pytest
from sqlalchemy import inspect

from api.content.kinds import KINDS
from api.search_kinds.registry import FAN_OUTS, INDEXED, SCHEMAS, TRACKED


def test_every_member_content_kind_is_indexed_as_content_only_its_owner_may_see_when_private() -> None:
    for name, kind in KINDS.items():
        assert SCHEMAS[name].private, name
        assert INDEXED[name].documents.model is kind.model, name
        assert kind.body_column in inspect(kind.model).columns and kind.title_column in inspect(kind.model).columns
        assert kind.model in INDEXED[name].capture, name


def test_every_captured_change_names_a_kind_or_a_fan_out_of_the_kind_that_captures_it() -> None:
    for declared in INDEXED.values():
        fan_outs = {f.name for f in declared.fan_outs}
        for model, touches in declared.capture.items():
            row = model()  # a transient row, as deleted: the capture reads only its ids
            for attr in ("id", "product_id", "brand_id", "category_id", "routine_id", "user_id"):
                if hasattr(model, attr):
                    setattr(row, attr, 1)
            named = {kind for kind, _id in touches(row, True)}
            assert named and named <= set(SCHEMAS) | fan_outs, (model.__name__, named)
        assert TRACKED.keys() >= declared.capture.keys()


@pytest.mark.parametrize("fan_out", sorted(FAN_OUTS))
def test_a_fan_out_expands_into_declared_kinds(session, fan_out: str) -> None:
    assert set(FAN_OUTS[fan_out].expand(session, [1])) <= set(SCHEMAS)
    assert FAN_OUTS[fan_out].of_kind in SCHEMAS


def test_a_model_captured_by_two_kinds_fails_where_the_kinds_are_listed() -> None:
    from api.search_kinds import registry

    twice = {**registry.INDEXED, "again": registry.INDEXED["brand"]}
    with pytest.raises(ValueError, match="Brand is captured by two kinds"):
        registry.tracked(twice.values())
