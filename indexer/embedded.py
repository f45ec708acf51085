"""Composition root of a running process: the embedded one-machine run and the worker process."""

from __future__ import annotations

import signal
import threading

import uvicorn

from api.app import create_app
from api.db.migrate import upgrade
from api.logging import configure_logging, get_logger
from api.settings import Settings
from indexer.broker import setup_broker, start_worker
from indexer.runtime import configure_runtime, runtime
from indexer.sweeper import start_sweeper

log = get_logger(__name__)


def prepare(settings: Settings, *, namespace: str | None = None):  # type: ignore[no-untyped-def]
    configure_logging(settings.log_level)
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade(settings.resolved_database_url)
    broker = setup_broker(settings, namespace=namespace)
    configure_runtime(settings)
    build_missing_indices(settings)
    return broker


def build_missing_indices(settings: Settings) -> None:
    """A kind with no live index yet (a fresh install) is built now, so search never starts empty-handed."""
    from api.db.session import read_unit
    from api.search.index_fields import KINDS
    from api.search.runtime import get_search_backend
    from indexer.search.sync import rebuild

    backend = get_search_backend(settings)
    try:
        backend.ping()
    except Exception as exc:  # noqa: BLE001 - search being down must not stop the rest of the product
        log.warning("search_unreachable_at_start", url=settings.search_url, error=str(exc))
        return
    for kind in KINDS:
        if backend.live_index(kind) is None:
            report = rebuild(read_unit, backend, settings, kind)
            log.info("search_index_built", kind=kind, documents=report.indexed, seconds=round(report.seconds, 1))


def serve(settings: Settings, host: str, port: int, *, with_worker: bool) -> None:
    """Serve the API and SPA; with_worker runs the actors in this process (the embedded profile)."""
    broker = prepare(settings)
    worker = start_worker(broker, settings.worker_threads) if with_worker else None
    runtimes = runtime().runtimes if with_worker else None  # one engine and model in memory, shared
    stop_sweeper = start_sweeper() if with_worker else None
    log.info("serving", url=f"http://{host}:{port}", profile="embedded" if with_worker else "api-only")
    try:
        uvicorn.run(create_app(settings, runtimes=runtimes), host=host, port=port, log_level="warning", access_log=False)
    finally:
        if stop_sweeper:
            stop_sweeper.set()
        if worker:
            worker.stop()


def run_worker(settings: Settings, threads: int) -> None:
    """A standalone worker process (production profile, Redis broker)."""
    broker = prepare(settings)
    worker = start_worker(broker, threads)
    stop_sweeper = start_sweeper()
    done = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: done.set())
    log.info("worker_started", threads=threads, broker=settings.broker_url.split("@")[-1])
    done.wait()
    stop_sweeper.set()
    worker.stop()
