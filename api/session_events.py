"""The process-wide Session listeners, installed where a process is assembled (app factory, worker runtime).

Nothing registers as an import side effect: a process that forgets this call sends no jobs and
captures no search changes, and the tests that assemble the app and the runtime catch that.
"""

from __future__ import annotations

from api.db.session import register_read_only_guard
from api.jobs import register_dispatch
from api.search.outbox import register_capture


def register_session_listeners() -> None:
    register_read_only_guard()
    register_dispatch()
    register_capture()
