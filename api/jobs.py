"""Jobs leave only after commit, addressed by actor name (the api never imports the indexer).

A job whose work the sweeper finds again in the database (`SWEPT`: a pending mail, an outbox row, a notification
event) leaves a network broker from the process's sender thread, not from the request's thread: the request does not
wait a Redis round trip for it (a like spent ~14 % of its time there, docs/benchmarks/load.md), and the jobs that
queue up meanwhile leave as one message per actor. Nothing can be lost that could not be lost before: a broker outage
or a crash before the send leaves the rows, and the sweeper (indexer/sweeper.py) sends them. An in-process broker
(`memory://`, the embedded run and the tests) is sent to at once: that is a list append.
"""

from __future__ import annotations

import atexit
import os
import queue
import threading
import time
from collections.abc import Iterable
from enum import StrEnum
from typing import Any

import dramatiq
from dramatiq.brokers.redis import RedisBroker
from dramatiq.brokers.stub import StubBroker
from sqlalchemy import event
from sqlalchemy.orm import Session

from api.logging import get_logger, request_id_var

log = get_logger(__name__)
QUEUE = "default"
_PENDING = "glowdex_pending_jobs"
_PENDING_IDS = "glowdex_pending_job_ids"


class Actor(StrEnum):
    """Every job's actor name, for the senders here and the Dramatiq actors in indexer/actors (which declare
    themselves under these names; tests/indexer/test_actor_names.py checks each has its actor)."""

    MAIL_SEND = "mail.send"
    NOTIFICATIONS_DELIVER = "notifications.deliver"
    SEARCH_INDEX_DOCS = "search.index_docs"
    SEARCH_REBUILD = "search.rebuild"
    SIMILARITY_REBUILD = "similarity.rebuild"


def make_broker(url: str, *, namespace: str = "glowdex") -> dramatiq.Broker:
    """Redis by URL for production; `memory://` is the in-process broker of the embedded run."""
    if url.startswith(("redis://", "rediss://", "unix://")):
        broker: dramatiq.Broker = RedisBroker(url=url, namespace=namespace)
    elif url.startswith("memory://"):
        broker = StubBroker()
    else:
        raise ValueError(f"Unsupported BROKER_URL {url!r}: use redis://… or memory://")
    broker.declare_queue(QUEUE)
    return broker


# The actors whose work the sweeper re-sends from the database (indexer/sweeper.py): only these may wait in the
# sender's queue, where a crash loses the message. Those taking a list of ids are merged into one message.
SWEPT = frozenset({Actor.MAIL_SEND, Actor.NOTIFICATIONS_DELIVER, Actor.SEARCH_INDEX_DOCS})
ID_LISTS = frozenset({Actor.NOTIFICATIONS_DELIVER, Actor.SEARCH_INDEX_DOCS})
IDS_PER_MESSAGE = 500  # joined jobs stay within what the sweeper sends at once


def send_now(actor: Actor, *args: Any, broker: dramatiq.Broker | None = None, request_id: str | None = None) -> None:
    broker = broker or dramatiq.get_broker()
    broker.enqueue(
        dramatiq.Message(
            queue_name=QUEUE,
            actor_name=Actor(actor).value,
            args=args,
            kwargs={},
            options={"request_id": request_id or request_id_var.get()},
        )
    )


Job = tuple[dramatiq.Broker, Actor, tuple[Any, ...], str]  # broker, actor, args, the sending request's id


class Sender:
    """One process's thread that sends the swept actors' jobs to a network broker (see the module's docstring)."""

    MAX_QUEUED = 10_000  # a broker that hangs cannot grow the process without bound: beyond, the sweeper sends

    def __init__(self) -> None:
        self._queue: queue.Queue[Job] = queue.Queue(maxsize=self.MAX_QUEUED)
        self._lock = threading.Lock()
        self._owner = 0  # pid whose thread runs: a forked child starts its own

    def submit(self, job: Job) -> None:
        self._ensure_thread()
        try:
            self._queue.put_nowait(job)
        except queue.Full:
            log.warning("job_send_dropped", actor=str(job[1]), reason="sender queue full; the sweeper re-sends it")

    def wait_idle(self, timeout: float) -> bool:
        """Whether everything submitted so far was sent (or failed) within `timeout` seconds (shutdown, tests)."""
        deadline = time.monotonic() + timeout
        while self._queue.unfinished_tasks:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.005)
        return True

    def _ensure_thread(self) -> None:
        if self._owner == os.getpid():
            return
        with self._lock:
            if self._owner != os.getpid():
                if self._owner:  # a fork's copy of the parent's queue: its jobs are the parent's to send
                    self._queue = queue.Queue(maxsize=self.MAX_QUEUED)
                threading.Thread(target=self._run, name="glowdex-job-sender", daemon=True).start()
                self._owner = os.getpid()

    def _run(self) -> None:
        while True:
            batch = [self._queue.get()]
            while len(batch) < 1000:
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            for broker, actor, args, request_id in merged(batch):
                _send_logged(actor, args, broker=broker, request_id=request_id)
            for _ in batch:
                self._queue.task_done()


def merged(jobs: Iterable[Job]) -> list[Job]:
    """The jobs to send for `jobs`: each id-list actor's jobs joined per broker while the ids stay within
    `IDS_PER_MESSAGE` (a larger job leaves whole, as its commit made it; a joined message carries the first
    request's id), every other job as it is."""
    out: list[Job] = []
    joining: dict[tuple[dramatiq.Broker, Actor], tuple[set[int], str]] = {}
    for broker, actor, args, request_id in jobs:
        if actor not in ID_LISTS or len(args) != 1:
            out.append((broker, actor, args, request_id))
            continue
        held = joining.get((broker, actor))
        if held is not None and len(held[0] | set(args[0])) > IDS_PER_MESSAGE:
            out.append((broker, actor, (sorted(held[0]),), held[1]))
            held = None
        if held is None:
            held = joining[(broker, actor)] = (set(), request_id)
        held[0].update(args[0])
    out += [(broker, actor, (sorted(ids),), request_id) for (broker, actor), (ids, request_id) in joining.items()]
    return out


SENDER = Sender()
# A clean exit sends what is queued (a served app also on its shutdown: api/app.py); a crash leaves it to the sweeper.
atexit.register(SENDER.wait_idle, 2.0)


def _send_logged(actor: Actor, args: tuple[Any, ...], *, broker: dramatiq.Broker, request_id: str) -> None:
    try:
        send_now(actor, *args, broker=broker, request_id=request_id)
    except Exception as exc:  # noqa: BLE001 - the outbox row stays; a sweeper re-sends it
        log.warning("job_send_failed", actor=str(actor), error=str(exc))


def defer(session: Session, actor: Actor, *args: Any) -> None:
    """Queue a job to be sent after `session` commits; a rollback drops it."""
    session.info.setdefault(_PENDING, []).append((actor, args))


def defer_ids(session: Session, actor: Actor, ids: list[int]) -> None:
    """Queue `ids` for one `actor(ids)` job after commit: every call in the transaction (one per flush, say)
    joins the same message, so a commit sends one job per actor, not one per flush."""
    pending: dict[Actor, list[int]] = session.info.setdefault(_PENDING_IDS, {})
    pending.setdefault(actor, []).extend(ids)


def _send_after_commit(session: Session) -> None:
    jobs = session.info.pop(_PENDING, [])
    jobs += [(actor, (sorted(ids),)) for actor, ids in session.info.pop(_PENDING_IDS, {}).items()]
    if not jobs:
        return
    broker = dramatiq.get_broker()
    request_id = request_id_var.get()
    in_process = isinstance(broker, StubBroker)
    for actor, args in jobs:
        if actor in SWEPT and not in_process:
            SENDER.submit((broker, actor, args, request_id))
        else:
            _send_logged(actor, args, broker=broker, request_id=request_id)


def _drop_after_rollback(session: Session) -> None:
    session.info.pop(_PENDING, None)
    session.info.pop(_PENDING_IDS, None)


def register_dispatch() -> None:
    """Install the after-commit send and after-rollback drop on every Session (idempotent)."""
    for name, fn in (("after_commit", _send_after_commit), ("after_rollback", _drop_after_rollback)):
        if not event.contains(Session, name, fn):
            event.listen(Session, name, fn)
