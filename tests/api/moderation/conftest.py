"""Fixtures of the moderation tests: the small ingredient catalog, and a moderator's decision on the test's
transaction (what `glowdex moderation accept|reject` runs; the CLI itself: test_moderation_cli.py)."""

from __future__ import annotations

from collections.abc import Callable

import pytest


@pytest.fixture
def moderate(session) -> Callable[..., None]:  # type: ignore[no-untyped-def]
    def decide(ref: str, verdict: str = "accepted", reason: str | None = None) -> None:
        from api.moderation.service import decide as run

        run(session, ref, verdict, reason)
        session.commit()

    return decide
