"""PostgreSQL goes away under load and comes back: requests fail only while it is down, and the same server
process recovers without a restart (issue 10 §5).

The machine's shared PostgreSQL is never touched: the test runs a private instance of its own (`initdb` and
`pg_ctl` from /usr/lib/postgresql/*/bin, on a spare port under a temp dir, as the `postgres` OS user when run
as root) and stops it itself. `glowdex serve` runs as a real process against it; a client thread keeps asking
for a product page throughout.
"""

from __future__ import annotations

import glob
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx
import pytest

PG_BINS = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
GLOWDEX = str(Path(sys.executable).with_name("glowdex"))

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not PG_BINS or not Path(PG_BINS[-1], "initdb").exists(),
                                 reason="PostgreSQL server binaries are not installed")]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PrivatePostgres:
    """A PostgreSQL cluster of this test only: its own data dir, socket dir and port; stopped by the test."""

    def __init__(self) -> None:
        self.bin = Path(PG_BINS[-1])
        self.root = Path(tempfile.mkdtemp(prefix="glowdex-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self.as_postgres = os.geteuid() == 0  # initdb refuses root
        if self.as_postgres:
            shutil.chown(self.root, "postgres", "postgres")

    def _run(self, *args: str, timeout: float = 60) -> None:
        cmd = [str(self.bin / args[0]), *args[1:]]
        if self.as_postgres:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        subprocess.run(cmd, check=True, timeout=timeout, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/glowdex"

    def init(self) -> None:
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8", timeout=120)

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.root / "log"), "-w", "-t", "60", "-o",
                  f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off", "start",
                  timeout=90)

    def stop(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "stop", timeout=90)

    def cleanup(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():
                self.stop()
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


@pytest.fixture
def private_pg():
    pg = PrivatePostgres()
    try:
        pg.init()
        pg.start()
        import psycopg

        with psycopg.connect(pg.url.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
            conn.execute("CREATE DATABASE glowdex")
        yield pg
    finally:
        pg.cleanup()


def _seed(url: str) -> int:
    from api.db.engine import make_engine, session_makers
    from api.models import Brand, Product

    engine = make_engine(url)
    try:
        with session_makers(engine).write() as s:
            s.info["search_capture_off"] = True
            brand = Brand(name="Outage Labs", key="outage labs")
            s.add(brand)
            s.flush()
            product = Product(name="Outage Serum", brand_id=brand.id, source="t", source_id="1")
            s.add(product)
            s.commit()
            return product.id
    finally:
        engine.dispose()


def test_requests_fail_only_while_postgresql_is_down_and_the_server_recovers_without_restart(private_pg, tmp_path):
    port = _free_port()
    env = {**os.environ, "DATABASE_URL": private_pg.url, "GLOWDEX_DATA_DIR": str(tmp_path), "ENVIRONMENT": "test"}
    env.pop("BROKER_URL", None)
    log = open(tmp_path / "serve.log", "wb")  # noqa: SIM115 - closed below
    server = subprocess.Popen([GLOWDEX, "serve", "--host", "127.0.0.1", "--port", str(port), "--no-worker",
                               "--workers", "1"], env=env, stdout=log, stderr=subprocess.STDOUT,
                              start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    results: list[tuple[float, int]] = []  # (monotonic time, status; 0 = no answer)
    stop = threading.Event()
    errors: list[str] = []

    def load() -> None:
        with httpx.Client(base_url=base, timeout=10) as client:
            while not stop.is_set():
                try:
                    status = client.get("/api/product/detail", params={"product_id": product_id}).status_code
                except httpx.HTTPError as exc:
                    status = 0
                    errors.append(repr(exc))
                results.append((time.monotonic(), status))
                time.sleep(0.02)

    try:
        deadline = time.monotonic() + 180
        while time.monotonic() < deadline:
            assert server.poll() is None, (tmp_path / "serve.log").read_text()[-3000:]
            try:
                if httpx.get(base + "/api/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.3)
        product_id = _seed(private_pg.url)  # the server migrated the database before it answered
        clients = [threading.Thread(target=load, daemon=True) for _ in range(4)]
        for c in clients:
            c.start()
        _wait_for(lambda: sum(1 for _, s in results if s == 200) >= 40, 60)

        down_at = time.monotonic()
        private_pg.stop()
        _wait_for(lambda: any(t > down_at + 0.5 and s != 200 for t, s in results), 30)
        time.sleep(2)
        up_at = time.monotonic()
        private_pg.start()
        _wait_for(lambda: any(t > up_at and s == 200 for t, s in results), 60)
        recovered_at = min(t for t, s in results if t > up_at and s == 200)
        time.sleep(3)
        stop.set()
        for c in clients:
            c.join(timeout=15)

        before = [s for t, s in results if t < down_at]
        during = [s for t, s in results if down_at + 0.5 < t < up_at]
        after = [s for t, s in results if t > recovered_at]
        print(f"before {len(before)} ok; down {up_at - down_at:.1f} s: {len(during)} answers, statuses "
              f"{sorted(set(during))}; first success {recovered_at - up_at:.2f} s after PostgreSQL was back; "
              f"after {len(after)} answers, statuses {sorted(set(after))}; client errors {sorted(set(errors))[:3]}")
        assert before and set(before) == {200}
        # failed fast while it was down: a 503 with Retry-After (or a refused/reset connection); never a
        # hang and never a 500
        assert during and 200 not in during and set(during) <= {0, 503}
        assert not any("Timeout" in e for e in errors)
        assert len(after) >= 20 and set(after) == {200}  # every request after recovery succeeds
        assert recovered_at - up_at < 30
        assert server.poll() is None  # the same process: no restart
    finally:
        stop.set()
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait(timeout=10)
        log.close()


def _wait_for(condition, seconds: float) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"condition not met within {seconds} s")
