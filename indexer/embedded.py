"""Composition root of a running process: the embedded one-machine run and the worker process.

`glowdex serve --workers N` runs N uvicorn worker processes; each one assembles its own app through
`app_factory` (uvicorn's import string with `factory=True`): its broker connection, its runtimes (the
engine and the similarity model are loaded once per worker) and, in the embedded profile, its own job
worker threads. What must happen once (migrations, a missing search index) runs in the parent first.
"""

from __future__ import annotations

import gc
import os
import signal
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import uvicorn
from fastapi import FastAPI

from api.app import create_app
from api.dupes.features import same_job_ranker
from api.logging import configure_logging, get_logger
from api.settings import Settings, get_settings
from api.similarity.model import SimilarityModel
from indexer.broker import setup_broker, start_worker
from indexer.runtime import configure_runtime, runtime
from indexer.sweeper import start_sweeper
from ingredient_engine.kernels import release_compiler_pages

log = get_logger(__name__)
MALLOC_TUNING = {
    # Each thread of the request pool got its own arena: under load that alone grew a worker by 100-250 MB.
    "MALLOC_ARENA_MAX": "2",
    # glibc raises its mmap threshold (up to 32 MiB) after large blocks are freed, after which they come from the
    # heap and stay resident; fixed at 1 MiB they are returned when freed, and the heap's top is trimmed above 2 MiB.
    # bench_load, PostgreSQL, 2 workers, paired runs: 376 / 385 -> 347 / 341 MB RSS per worker after the load, with
    # the same throughput (at 128 KiB: 336 / 340 MB, but the mixed workload lost a fifth of its throughput).
    "MALLOC_MMAP_THRESHOLD_": str(1024 * 1024),
    "MALLOC_TRIM_THRESHOLD_": str(2 * 1024 * 1024),
}


def _upgrade(url: str) -> None:
    # imported here: alembic (~10 MB) is for the supervisor; every uvicorn worker imports this module too
    from api.db.migrate import upgrade

    upgrade(url)


def prepare(settings: Settings, *, namespace: str | None = None):  # type: ignore[no-untyped-def]
    configure_logging(settings.log_level)
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    _upgrade(settings.resolved_database_url)
    broker = setup_broker(settings, namespace=namespace)
    configure_runtime(settings)
    build_missing_indices(settings)
    return broker


def build_missing_indices(settings: Settings) -> None:
    """A kind with no live index yet (a fresh install) is built now, so search never starts empty-handed; so is an
    embedded index made before its documents carried their commit (`predates_commit_stamps`), once."""
    from api.search_kinds.registry import KINDS
    from indexer.runtime import read_unit
    from indexer.search.sync import rebuild

    backend = runtime().search_backend
    try:
        backend.ping()
        predates = getattr(backend, "predates_commit_stamps", lambda _kind: False)
        for kind in KINDS:
            if backend.live_index(kind) is None or predates(kind):
                report = rebuild(read_unit, backend, settings, kind)
                log.info("search_index_built", kind=kind, documents=report.indexed,
                         seconds=round(report.seconds, 1))
    except Exception as exc:  # noqa: BLE001 - search being down must not stop the rest of the product
        # (a ping can pass while the index calls fail: the server starts and search answers 503)
        log.warning("search_unreachable_at_start", url=settings.search_url, error=str(exc))


WITH_WORKER_ENV = "GLOWDEX_SERVE_WITH_WORKER"  # how `serve` tells each worker process its profile
HEALTHCHECK_SECONDS = 60
# uvicorn's own proxy handling is off: by default it believes X-Forwarded-For from loopback, which let any
# local client choose its rate-limit key. The app believes it only from GLOWDEX_TRUSTED_PROXIES
# (api.http_security.TrustedProxyMiddleware).
UVICORN_PROXY_OPTIONS: dict[str, Any] = {"proxy_headers": False, "forwarded_allow_ips": ""}


def default_workers(with_worker: bool) -> int:
    """Every core for the API-only (production) profile; one process for the embedded profile unless asked."""
    return 1 if with_worker else max(1, os.cpu_count() or 1)


def serve(settings: Settings, host: str, port: int, *, with_worker: bool, workers: int | None = None) -> None:
    """Serve the API and SPA in `workers` processes; with_worker runs the actors in each of them (the
    embedded profile: in-process broker, worker threads and sweeper per process)."""
    workers = workers or default_workers(with_worker)
    configure_logging(settings.log_level)
    follow_served_address(settings, host, port)
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    _upgrade(settings.resolved_database_url)  # once, before any worker process starts
    configure_runtime(settings)
    build_missing_indices(settings)
    runtime().runtimes.close()  # each worker process (this one too, when alone) assembles its own
    os.environ[WITH_WORKER_ENV] = "1" if with_worker else "0"
    # glibc's malloc, tuned for a long-lived threaded server (read by each worker process at its start):
    os.environ.update({name: os.environ.get(name, value) for name, value in MALLOC_TUNING.items()})
    log.info("serving", url=f"http://{host}:{port}", profile="embedded" if with_worker else "api-only",
             workers=workers)
    # A spawned worker answers the supervisor's pings only once it has re-imported the CLI and started
    # serving; on a busy machine that takes longer than uvicorn's 5 s default, which would kill and respawn
    # it in a loop (and a worker busy under load would be killed too).
    uvicorn.run("indexer.embedded:app_factory", factory=True, workers=workers if workers > 1 else None,
                host=host, port=port, log_level="warning", access_log=False,
                timeout_worker_healthcheck=HEALTHCHECK_SECONDS, **UVICORN_PROXY_OPTIONS)


def follow_served_address(settings: Settings, host: str, port: int) -> None:
    """Links in mail use the site's public address: unless PUBLIC_BASE_URL says otherwise (production names it),
    the address this server answers on, so `make run` on another port mails links that open (issue 21 §7). Set in
    the environment too: each worker process reads its settings again."""
    if "public_base_url" in settings.model_fields_set:
        return
    shown = "127.0.0.1" if host in ("0.0.0.0", "::", "") else host
    shown = f"[{shown}]" if ":" in shown else shown
    settings.public_base_url = f"http://{shown}:{port}"
    os.environ["PUBLIC_BASE_URL"] = settings.public_base_url


def app_factory() -> FastAPI:
    """One worker process's app (uvicorn calls this in each worker): settings from the environment."""
    settings = get_settings()
    configure_logging(settings.log_level)
    with_worker = os.environ.get(WITH_WORKER_ENV, "1") == "1"
    broker = setup_broker(settings)
    configure_runtime(settings)
    if not with_worker:
        return warm(create_app(settings, runtimes=runtime().runtimes))
    worker = start_worker(broker, settings.worker_threads)
    stop_sweeper = start_sweeper(settings.sweep_seconds)
    app = warm(create_app(settings, runtimes=runtime().runtimes))  # one engine and model in memory, shared

    def stop() -> None:
        stop_sweeper.set()
        worker.stop()
        runtime().runtimes.close()

    _on_shutdown(app, stop)
    return app


def warm(app: FastAPI) -> FastAPI:
    """Build the fitted engine and load the similarity model and its kernels before the worker takes requests
    (uvicorn serves once the factory returns): otherwise the first requests of every worker wait seconds for
    them. A database that is down now only leaves them to be built by the first request, as before. Then LLVM's
    pages leave the worker (`release_compiler_pages`: ~100 MB RSS that no request touches again)."""
    runtimes = app.state.runtimes
    makers = runtimes.db.makers
    session = makers.open_read()
    try:
        runtimes.engine.get(session)
        model = runtimes.similarity.model(session)
        load_kernels(model)
        same_job_ranker(session, model)  # the find-dupe list's per-model facts (a few hundred ms), now
    except Exception as exc:  # noqa: BLE001 - a worker must start even when the database is not there yet
        log.warning("warm_up_skipped", error=str(exc))
    finally:
        session.close()
    log.info("compiler_pages_released", kb=release_compiler_pages())
    # Everything built so far lives as long as the worker: moved out of the cycle collector's reach, so a full
    # collection no longer walks ~320,000 start-up objects while holding the GIL (174-347 ms about every 25 s per
    # worker under load, every request of the worker waiting; 0-55 ms frozen; docs/benchmarks/load.md).
    gc.collect()
    gc.freeze()
    log.info("startup_objects_frozen", objects=gc.get_freeze_count())
    return app


def load_kernels(model: SimilarityModel) -> None:
    """One query of each kind the routes make (each metric's neighbours, the dupes), so that numba loads the
    compiled kernels they call now, from its on-disk cache, rather than in a request: ~40 MB of numba's typing
    and machine code that used to arrive with a worker's first similar product."""
    if len(model) == 0:
        return
    product_id = int(model.product_ids[0])
    for metric in model.metrics:
        model.neighbours(metric, product_id, (), 1)
    model.dupes(product_id, 1)


def _on_shutdown(app: FastAPI, stop: Callable[[], None]) -> None:
    """Run `stop` when uvicorn shuts this app down (around whatever lifespan the app already has)."""
    inner = app.router.lifespan_context

    @asynccontextmanager
    async def lifespan(target: FastAPI) -> AsyncIterator[object]:
        async with inner(target) as state:
            try:
                yield state
            finally:
                stop()

    app.router.lifespan_context = lifespan


def run_worker(settings: Settings, threads: int) -> None:
    """A standalone worker process (production profile, Redis broker)."""
    broker = prepare(settings)
    worker = start_worker(broker, threads)
    stop_sweeper = start_sweeper(settings.sweep_seconds)
    done = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: done.set())
    log.info("worker_started", threads=threads, broker=settings.broker_url.split("@")[-1])
    done.wait()
    stop_sweeper.set()
    worker.stop()
    runtime().runtimes.close()
