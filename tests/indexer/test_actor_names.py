"""Jobs are addressed by `api.jobs.Actor`: every name a sender can use has its Dramatiq actor, every actor is
declared under one of those names, and no sender spells a name by hand."""

from __future__ import annotations

import ast
from pathlib import Path

import dramatiq
import pytest

from api.jobs import Actor, send_now
from indexer.broker import ACTOR_MODULES

ROOT = Path(__file__).resolve().parents[2]
# The functions that send a job, and the position of their actor argument.
SENDERS = {"defer": 1, "defer_ids": 1, "send_now": 0}


def _declared_actor_names() -> set[str]:
    broker = dramatiq.get_broker()  # the memory broker the session set up with every actor module
    return set(broker.get_declared_actors())


def test_every_actor_name_sent_has_its_actor():
    declared = _declared_actor_names()
    assert {a.value for a in Actor} - declared == set()


def test_every_declared_actor_is_named_by_the_enum():
    assert _declared_actor_names() - {a.value for a in Actor} == set()
    assert len(ACTOR_MODULES) == 4


def test_a_name_without_an_actor_cannot_be_sent():
    with pytest.raises(ValueError):
        send_now("mail.sned", 1)  # type: ignore[arg-type]


def _hand_spelled_sends(sources: list[Path]) -> list[str]:
    found = []
    for path in sources:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
            at = SENDERS.get(name or "")
            if at is None or len(node.args) <= at:
                continue
            arg = node.args[at]
            by_enum = (isinstance(arg, ast.Attribute) and isinstance(arg.value, ast.Name) and arg.value.id == "Actor"
                       and arg.attr in Actor.__members__)
            # inside api/jobs.py the senders pass on the `actor` they were given
            passed_on = path.name == "jobs.py" and isinstance(arg, ast.Name) and arg.id == "actor"
            if not (by_enum or passed_on):
                found.append(f"{path.name}:{node.lineno}")
    return found


def test_no_sender_spells_an_actor_name_by_hand(tmp_path):
    sources = sorted([*(ROOT / "api").rglob("*.py"), *(ROOT / "indexer").rglob("*.py")])
    assert len(sources) > 100
    assert _hand_spelled_sends(sources) == []
    planted = tmp_path / "planted.py"
    planted.write_text('from api.jobs import defer\n\ndef f(session):\n    defer(session, "similarity.rebuild")\n')
    assert _hand_spelled_sends([planted]) == ["planted.py:4"]
