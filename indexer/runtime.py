"""The worker's and the CLI's handle on their process. Dramatiq calls an actor with its message's arguments only,
so the composition root (`configure_runtime`: serve, worker, every CLI command, the tests' app fixture) keeps the
process's one `Runtime` here; everything the process holds lives on its `Runtimes` (api/runtimes.py)."""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass

from sqlalchemy.orm import Session

from api.db.session import SessionMakers
from api.mail.senders import MailSender, make_sender
from api.runtimes import Runtimes
from api.search.backends import SearchBackend
from api.session_events import register_session_listeners
from api.settings import Settings


@dataclass
class Runtime:
    settings: Settings
    mail_sender: MailSender
    runtimes: Runtimes  # what the process holds; the embedded run hands the same object to the app

    @property
    def search_backend(self) -> SearchBackend:
        return self.runtimes.search.backend()


_runtime: Runtime | None = None


def configure_runtime(settings: Settings, *, makers: SessionMakers | None = None) -> Runtime:
    """Assemble the process: the session listeners and hooks, then its runtimes (on `makers` when given, else on
    the database of the settings, opened on first use)."""
    global _runtime
    register_session_listeners()
    _runtime = Runtime(settings=settings,
                       mail_sender=make_sender(settings.mail_url, settings.data_dir, settings.mail_from),
                       runtimes=Runtimes.for_settings(settings, makers=makers))
    return _runtime


def runtime() -> Runtime:
    if _runtime is None:
        raise RuntimeError("configure_runtime() was not called")
    return _runtime


def read_unit() -> AbstractContextManager[Session]:
    """A read-only session of the process's database for an actor or a CLI command; rolled back at the end."""
    return runtime().runtimes.db.makers.read_unit()


def write_unit() -> AbstractContextManager[Session]:
    """One short write transaction of the process's database for an actor or a CLI command."""
    return runtime().runtimes.db.makers.write_unit()
