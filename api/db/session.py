"""Sessions: one per request (committed by the dependency, never by services) or per actor run."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from api.errors import AppError

SessionFactory = Callable[[], Session]

_actor_factory: SessionFactory | None = None


def configure_actor_sessions(factory: SessionFactory) -> None:
    """Set by the composition root (and by tests) so actors open sessions on the right database."""
    global _actor_factory
    _actor_factory = factory


@contextmanager
def unit_of_work() -> Iterator[Session]:
    """One transaction for an actor or CLI command: commit on success, roll back on error."""
    if _actor_factory is None:
        raise RuntimeError("configure_actor_sessions() was not called by the composition root")
    session = _actor_factory()
    try:
        yield session
        session.commit()
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()


READ_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def get_session(request: Request) -> Iterator[Session]:
    state = request.app.state
    factory = state.session_factory if request.method in READ_METHODS else state.write_session_factory
    session: Session = factory()
    try:
        yield session
        session.commit()
    except AppError as exc:
        session.commit() if exc.keep_changes else session.rollback()
        raise
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()


# scope="function": the commit happens when the route returns, before the response is sent,
# so a failed commit becomes an error response instead of a lost write behind a 200.
DbSession = Annotated[Session, Depends(get_session, scope="function")]
