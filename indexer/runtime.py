"""What actors need at run time (settings, mail sender …), set once by the composition root."""

from __future__ import annotations

from dataclasses import dataclass

from api.db.engine import get_engine, session_makers
from api.db.session import configure_actor_sessions
from api.mail.senders import MailSender, make_sender
from api.runtimes import Runtimes
from api.search.backends import SearchBackend
from api.search.runtime import get_search_backend
from api.session_events import register_session_listeners
from api.settings import Settings


@dataclass
class Runtime:
    settings: Settings
    mail_sender: MailSender
    runtimes: Runtimes  # the engine and similarity runtimes; the embedded run hands the same object to the app

    @property
    def search_backend(self) -> SearchBackend:
        return get_search_backend(self.settings)


_runtime: Runtime | None = None


def configure_runtime(settings: Settings, *, sessions: bool = True) -> Runtime:
    global _runtime
    register_session_listeners()
    if sessions:
        configure_actor_sessions(session_makers(get_engine(settings)))
    _runtime = Runtime(settings=settings,
                       mail_sender=make_sender(settings.mail_url, settings.data_dir, settings.mail_from),
                       runtimes=Runtimes.for_settings(settings))
    return _runtime


def runtime() -> Runtime:
    if _runtime is None:
        raise RuntimeError("configure_runtime() was not called")
    return _runtime
