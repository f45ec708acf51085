"""Routes whose endpoint writes commit at the end of the endpoint's own thread call, before FastAPI checks the answer.

FastAPI runs a plain `def` endpoint in the thread pool, validates its return value in a SECOND pool call, and only
then leaves the function-scoped `WriteSession` dependency, whose exit commits. Between the two calls the
transaction's locks stay held while the request waits for a free pool thread: on SQLite the database's one write
lock, on PostgreSQL the rows it changed. Under a burst of likes every pool thread held a writer asleep in SQLite's
busy handler, waiting for a lock whose holder waited for one of those threads: the embedded profile stalled until
the busy timeouts (issue 10, docs/benchmarks/load.md). Committing as the endpoint returns, in the thread that ran
it, releases the locks before any other wait; so does rolling back when it raised (an `AppError(keep_changes=True)`
commits). The dependency (api/db/session.py) then only opens and closes the session on the event loop.

The answer is checked and serialised in that same thread call too (issue 25 §3): FastAPI would otherwise validate
and encode it in another pool call, a second wait for a pool thread on every like, star or follow. A route whose
endpoint or dependencies may set headers on FastAPI's sub-response (a `Response` parameter) keeps FastAPI's path.

The cheap writes (`OneStatementSession`: a like, a star, a follow) run in threads of their own (`CHEAP_WRITES`), so
they never wait in the request pool's queue behind reads; so do the routes that hash a password (`PASSWORD_HASHES`,
marked `hashes_passwords`), so that ~20 ms of Argon2id per sign-in never holds a request thread.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import typing
import weakref
from collections.abc import Callable, Coroutine
from typing import Any

import anyio
from fastapi import Request, Response
from fastapi.datastructures import DefaultPlaceholder
from fastapi.dependencies.models import Dependant
from fastapi.params import Depends
from fastapi.routing import APIRoute
from sqlalchemy.orm import Session

from api.db.session import WRITE_SESSIONS, get_one_statement_session, get_read_session
from api.errors import AppError


def _dependencies(endpoint: Callable[..., Any]) -> list[tuple[str, Callable[..., Any] | None]]:
    """The endpoint's parameters declared with `Depends`, each with its dependency, in order."""
    hints = typing.get_type_hints(endpoint, include_extras=True)
    return [(name, meta.dependency) for name in inspect.signature(endpoint).parameters
            for meta in getattr(hints.get(name), "__metadata__", ()) if isinstance(meta, Depends)]


def _write_session_dependency(endpoint: Callable[..., Any]) -> tuple[str, Callable[..., Any]] | None:
    """The endpoint's `WriteSession` (or `OneStatementSession`) parameter and its dependency, if it declares one."""
    return next(((name, dep) for name, dep in _dependencies(endpoint) if dep in WRITE_SESSIONS), None)


class Lane:
    """Threads of their own for some routes, apart from the request pool's: under load a read waits in the pool's
    queue, in order, and a route of a lane only for the few of its lane ahead of it (0 threads: they wait in the
    request pool's queue like any route). Opened by the app's lifespan on its event loop (a test client runs several,
    each its own app's settings)."""

    def __init__(self) -> None:
        self._limiters: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, anyio.CapacityLimiter] = (
            weakref.WeakKeyDictionary())

    def open(self, threads: int) -> None:
        """The lane of the running loop's app."""
        loop = asyncio.get_running_loop()
        if threads > 0:
            self._limiters[loop] = anyio.CapacityLimiter(threads)
        else:
            self._limiters.pop(loop, None)

    def limiter(self) -> anyio.CapacityLimiter | None:
        """The running loop's lane; None (the request pool's) when it has none."""
        return self._limiters.get(asyncio.get_running_loop())


CHEAP_WRITES = Lane()  # a like, a star, a follow (`OneStatementSession`): `Settings.cheap_write_threads`
PASSWORD_HASHES = Lane()  # the routes marked `hashes_passwords`: `Settings.password_threads`


def hashes_passwords(endpoint: Callable[..., Any]) -> Callable[..., Any]:
    """Mark a route that hashes or verifies a password (Argon2id, ~20 ms of CPU each): it runs in the threads of
    `PASSWORD_HASHES`. In the request pool, two sign-ins held both its threads and every read behind them waited."""
    endpoint.lane = PASSWORD_HASHES  # type: ignore[attr-defined]
    return endpoint


def commit_in_endpoint_thread(endpoint: Callable[..., Any],
                               encode: Callable[[Any], Any] | None = None) -> Callable[..., Any]:
    """`endpoint`, committing its `WriteSession` as it returns (in its own thread), then answering `encode(result)`
    when given; other endpoints unchanged."""
    found = _write_session_dependency(endpoint)
    if found is None or inspect.iscoroutinefunction(endpoint):
        return endpoint
    name, dependency = found

    @functools.wraps(endpoint)  # FastAPI reads the signature and annotations through __wrapped__
    def run(*args: Any, **kwargs: Any) -> Any:
        session: Session = kwargs[name]
        try:
            result = endpoint(*args, **kwargs)
        except AppError as exc:  # an answer, not a failure: some keep what they wrote (a wrong code is counted)
            session.commit() if exc.keep_changes else session.rollback()
            raise
        except BaseException:
            session.rollback()
            raise
        session.commit()
        return result if encode is None or isinstance(result, Response) else encode(result)

    run.commits_in_thread = True  # type: ignore[attr-defined]
    lane: Lane | None = CHEAP_WRITES if dependency is get_one_statement_session else getattr(endpoint, "lane", None)
    if lane is None:
        return run
    # Its read sessions end in the lane's thread too (the answer is encoded by then): ending a read transaction, the
    # dependency would wait for a request thread.
    reads = [name for name, dep in _dependencies(endpoint) if dep is get_read_session] if encode else []

    def run_and_end_reads(*args: Any, **kwargs: Any) -> Any:
        try:
            return run(*args, **kwargs)
        finally:
            for read in reads:
                kwargs[read].close()

    @functools.wraps(endpoint)
    async def run_in_lane(*args: Any, **kwargs: Any) -> Any:
        return await anyio.to_thread.run_sync(functools.partial(run_and_end_reads, *args, **kwargs),
                                              limiter=lane.limiter())

    run_in_lane.commits_in_thread = True  # type: ignore[attr-defined]
    return run_in_lane


def _sets_response_headers(endpoint: Callable[..., Any]) -> bool:
    """Whether the endpoint takes FastAPI's sub-response (to set a cookie or header), which a returned Response
    would drop."""
    hints = typing.get_type_hints(endpoint, include_extras=True)
    return any(isinstance(hint, type) and issubclass(hint, Response) for hint in hints.values())


def depends_on(dependant: Dependant, call: Callable[..., Any]) -> bool:
    """Whether the route (or any dependency below it) depends on `call`."""
    return dependant.call is call or any(depends_on(d, call) for d in dependant.dependencies)


def needs_member(dependant: Dependant) -> bool:
    """Whether the route requires a signed-in member (looked up before the endpoint, or by it)."""
    from api.deps import current_user, member_credentials

    return depends_on(dependant, current_user) or depends_on(dependant, member_credentials)


class AppRoute(APIRoute):
    """The route class of every API router: see the module docstring. A route that needs a member also checks
    the token from the headers before its body is read (`api.deps.authenticate_first`); one that looks the token
    up itself (`MemberCredentials`, the cheap writes) only refuses a missing one there (`refuse_missing_token`)."""

    def __init__(self, path: str, endpoint: Callable[..., Any], **kwargs: Any) -> None:
        # FastAPI hands every route a `response_class`, a DefaultPlaceholder when the route names none (always truthy:
        # testing the value alone left every answer to FastAPI's second pool call).
        own_class = not isinstance(kwargs.get("response_class", DefaultPlaceholder(None)), DefaultPlaceholder)
        encode = None if _sets_response_headers(endpoint) or own_class else self._encode
        super().__init__(path, commit_in_endpoint_thread(endpoint, encode), **kwargs)

    def _encode(self, result: Any) -> Any:
        """The answer as FastAPI would send it (validated against the response model, by alias, with the route's
        include/exclude rules), built in the endpoint's thread."""
        field = self.response_field
        if field is None:
            return result
        value, errors = field.validate(result, {}, loc=("response",))
        if errors:
            return result  # FastAPI's own check raises it as it always did
        content = field.serialize_json(
            value, include=self.response_model_include, exclude=self.response_model_exclude,
            by_alias=self.response_model_by_alias, exclude_unset=self.response_model_exclude_unset,
            exclude_defaults=self.response_model_exclude_defaults, exclude_none=self.response_model_exclude_none)
        return Response(content=content, media_type="application/json", status_code=self.status_code or 200)

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        from api.deps import authenticate_first, current_user, member_credentials, refuse_missing_token

        if depends_on(self.dependant, current_user):
            check = authenticate_first
        elif depends_on(self.dependant, member_credentials):
            check = refuse_missing_token
        else:
            return handler

        async def signed_in_first(request: Request) -> Response:
            await check(request)
            return await handler(request)

        return signed_in_first
