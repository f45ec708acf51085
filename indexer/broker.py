"""Broker set-up. Dramatiq binds actors to the broker that is global when they are declared, so the
broker is set here first and the actor modules are imported after it."""

from __future__ import annotations

import importlib

import dramatiq
import structlog
from dramatiq.middleware import Middleware

from api.jobs import make_broker
from api.settings import Settings

ACTOR_MODULES = ("indexer.actors.mail", "indexer.actors.notifications", "indexer.actors.search",
                 "indexer.actors.similarity")


class RequestIdMiddleware(Middleware):
    """Carries the request id of the web request that sent a job into the job's logs."""

    def before_process_message(self, broker, message):  # type: ignore[no-untyped-def]
        structlog.contextvars.bind_contextvars(request_id=message.options.get("request_id", "-"),
                                               actor=message.actor_name)

    def after_process_message(self, broker, message, *, result=None, exception=None):  # type: ignore[no-untyped-def]
        structlog.contextvars.unbind_contextvars("request_id", "actor")


def setup_broker(settings: Settings, *, url: str | None = None, namespace: str | None = None) -> dramatiq.Broker:
    broker = make_broker(url or settings.broker_url, namespace=namespace or settings.broker_namespace)
    broker.add_middleware(RequestIdMiddleware())
    dramatiq.set_broker(broker)
    for module in ACTOR_MODULES:
        mod = importlib.import_module(module)
        # Re-bind already-imported actors (tests and the CLI may set the broker more than once).
        for value in vars(mod).values():
            if isinstance(value, dramatiq.Actor):
                value.broker = broker
                broker.declare_actor(value)
    return broker


def start_worker(broker: dramatiq.Broker, threads: int) -> dramatiq.Worker:
    worker = dramatiq.Worker(broker, worker_threads=threads, worker_timeout=250)
    worker.start()
    return worker
