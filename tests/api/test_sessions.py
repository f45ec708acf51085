"""Read and write sessions are chosen per route; reads never take SQLite's write lock."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

import pytest
from fastapi.routing import APIRoute
from sqlalchemy import insert, select, text

from api.db.engine import make_engine, session_makers
from api.db.migrate import upgrade
from api.db.session import ReadOnlySessionError, get_read_session, get_write_session
from api.models import Brand


def _session_dependencies(route: APIRoute) -> set[str]:
    found: set[str] = set()
    stack = [route.dependant]
    while stack:
        dep = stack.pop()
        if dep.call is get_read_session:
            found.add("read")
        elif dep.call is get_write_session:
            found.add("write")
        stack.extend(dep.dependencies)
    return found


def test_every_route_declares_its_session_and_no_reading_method_writes(app):
    routes = [r for r in app.routes if isinstance(r, APIRoute)]
    assert routes
    for route in routes:
        kinds = _session_dependencies(route)
        if route.methods & {"GET", "HEAD"}:
            assert "write" not in kinds, f"{route.path} reads but opens a write session"
    reading_posts = {"/api/product/search", "/api/search/ui", "/api/product/compare", "/api/inci/match_product",
                     "/api/city/info"}
    for route in routes:
        if route.path in reading_posts:
            assert _session_dependencies(route) <= {"read"}, f"{route.path} only reads"


def test_a_read_session_refuses_to_write(app):
    makers = app.state.runtimes.db.makers
    session = makers.open_read()
    try:
        session.add(Brand(name="Nope", key="nope-read-only"))
        with pytest.raises(ReadOnlySessionError):
            session.flush()
        session.expunge_all()
        with pytest.raises(ReadOnlySessionError):
            session.execute(insert(Brand).values(name="Nope", key="nope-core"))
    finally:
        session.close()


@pytest.mark.skipif(bool(os.environ.get("DATABASE_URL")), reason="SQLite locking: runs in the SQLite pass of make test")
def test_a_long_read_does_not_block_a_concurrent_write_on_sqlite(tmp_path):
    url = f"sqlite:///{tmp_path / 'locks.sqlite3'}"
    upgrade(url)
    engine = make_engine(url)
    makers = session_makers(engine)
    reader = makers.open_read()
    try:
        reader.execute(select(Brand.id)).all()  # the read transaction is open and holds its snapshot
        finished = threading.Event()

        def write() -> None:
            with makers.write() as w:
                w.execute(text("PRAGMA busy_timeout=2000"))
                w.add(Brand(name="Written", key="written-during-read"))
                w.commit()
            finished.set()

        writer = threading.Thread(target=write)
        writer.start()
        writer.join(timeout=20)
        assert finished.is_set(), "the write waited on the open read"
        # The reader still sees its snapshot; a new read sees the write.
        assert reader.scalar(select(Brand.id).where(Brand.key == "written-during-read")) is None
    finally:
        reader.close()
    with makers.open_read() as fresh:
        assert fresh.scalar(select(Brand.id).where(Brand.key == "written-during-read")) is not None

    # The test can fail: an open WRITE transaction does block the next writer (what a reading POST did).
    holder = makers.write()
    holder.execute(select(Brand.id)).all()
    try:
        with makers.write() as w, pytest.raises(Exception, match="locked"):
            w.connection().exec_driver_sql("PRAGMA busy_timeout=200")
            w.add(Brand(name="Blocked", key="blocked-by-writer"))
            w.commit()
    finally:
        holder.close()
        engine.dispose()


def _listeners_after(code: str) -> str:
    probe = (
        "from sqlalchemy import event\nfrom sqlalchemy.orm import Session\n"
        "from api.search_kinds.registry import CAPTURE as _capture\nfrom api.jobs import _send_after_commit\n"
        f"{code}\n"
        "print(event.contains(Session, 'after_flush', _capture), "
        "event.contains(Session, 'after_commit', _send_after_commit))"
    )
    return subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout.split()


@pytest.mark.one_pass  # fresh interpreters on a SQLite file of their own
def test_session_listeners_are_registered_by_process_assembly_not_by_importing_models(tmp_path):
    assert _listeners_after("import api.models") == ["False", "False"]
    settings = (f"from api.settings import Settings\ns = Settings(environment='test', data_dir=r'{tmp_path}', "
                f"database_url='sqlite:///{tmp_path}/x.sqlite3', broker_url='memory://', mail_url='outbox://')")
    assert _listeners_after(f"{settings}\nfrom api.app import create_app\ncreate_app(s)") == ["True", "True"]
    assert _listeners_after(f"{settings}\nfrom indexer.runtime import configure_runtime\n"
                            "configure_runtime(s)") == ["True", "True"]


def test_a_signed_in_write_route_keeps_its_change(client, session):
    """The member is read on a read session; the write route's own session commits the change."""
    from tests.api.helpers import signed_in

    headers = signed_in(client, session)
    r = client.post("/api/user/edit_info", json={"nickname": "Renamed"}, headers=headers)
    assert r.json()["status"] is True, r.text
    assert client.get("/api/user/info", headers=headers).json()["data"]["nickname"] == "Renamed"



def test_a_database_outage_is_a_clear_503_not_a_500(settings):
    """Nothing listens on port 1: every connection is refused at once, as while PostgreSQL restarts."""
    from fastapi.testclient import TestClient

    from api.app import create_app

    down = make_engine("postgresql://postgres@127.0.0.1:1/glowdex?connect_timeout=2")
    try:
        app = create_app(settings, makers=session_makers(down))
        with TestClient(app, raise_server_exceptions=False) as client:
            r = client.get("/api/product/detail", params={"product_id": 1})
            assert r.status_code == 503, r.text
            assert r.json()["code"] == "unavailable" and r.headers["Retry-After"] == "5"
            assert client.get("/api/health").status_code == 200  # what needs no database still answers
        responses = app.openapi()["paths"]["/api/product/detail"]["get"]["responses"]
        assert "503" in responses
    finally:
        down.dispose()


def test_a_requests_read_session_on_postgresql_sends_no_begin_and_no_rollback(engine, tmp_path):
    """A request's reads run in autocommit (one round trip a statement); actors' reads and every write keep their
    transaction; the in-process similarity build (a streamed read) takes a transaction of its own."""
    if engine.dialect.name != "postgresql":
        pytest.skip("PostgreSQL only: SQLite reads are in-process")
    from psycopg.pq import TransactionStatus

    from api.db.session import register_read_only_guard
    from api.similarity.runtime import SimilarityRuntime

    register_read_only_guard()  # as the process assembly does
    makers = session_makers(engine)

    def status(session) -> TransactionStatus:  # type: ignore[no-untyped-def]
        session.execute(text("SELECT 1"))
        return session.connection().connection.dbapi_connection.info.transaction_status

    request = makers.open_request_read()
    try:
        assert status(request) == TransactionStatus.IDLE  # no BEGIN was sent
        with pytest.raises(ReadOnlySessionError):
            request.execute(insert(Brand).values(name="Nope", key="nope-autocommit"))
        model = SimilarityRuntime(tmp_path / "similarity").model(request)  # no artefact: built from the database
        assert model.catalog_version
    finally:
        request.close()
    for session in (makers.open_read(), makers.write()):
        try:
            assert status(session) == TransactionStatus.INTRANS
        finally:
            session.close()
