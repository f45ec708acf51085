"""`glowdex serve --workers N`: N uvicorn worker processes, each assembling its own app through the factory."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from indexer.embedded import MALLOC_TUNING, default_workers

GLOWDEX = str(Path(sys.executable).with_name("glowdex"))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def test_default_workers_every_core_for_the_api_only_profile_one_for_embedded():
    assert default_workers(with_worker=True) == 1
    assert default_workers(with_worker=False) == max(1, os.cpu_count() or 1)


# What no request of a worker needs (scipy.ndimage: only once a label photo is read) and admin commands or fitting
# do: imported at start, each would cost every worker its memory (~6-10 MB each).
WORKER_NEVER_IMPORTS = ("scipy.sparse", "scipy.ndimage", "scipy.stats", "sklearn", "alembic")


def test_a_worker_process_imports_nothing_only_rare_requests_need() -> None:
    code = ("import sys, indexer.cli, indexer.embedded\n"
            f"print(' '.join(m for m in {WORKER_NEVER_IMPORTS!r} if m in sys.modules))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert loaded == []


@pytest.mark.slow
def test_serve_with_two_workers_answers_from_two_processes_and_stops_cleanly(tmp_path):
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k not in MALLOC_TUNING}  # the operator's own values would win
    env.update(GLOWDEX_DATA_DIR=str(tmp_path), ENVIRONMENT="test")
    env.pop("DATABASE_URL", None)
    env.pop("BROKER_URL", None)
    log = tmp_path / "serve.log"
    with open(log, "wb") as out:  # a file, not a pipe nobody reads (a full pipe would block the server)
        proc = subprocess.Popen([GLOWDEX, "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "2"],
                                env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 240  # a busy 2-core machine takes ~45 s to start two workers
        answered = False
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=2) as resp:
                    answered = resp.status == 200
                # Both workers up, and both warmed: the second may still be building its engine (or freezing what
                # it built, logged just after) while the first answers (health checks need no engine, so a count of
                # 2 still comes from the warm-up alone).
                text = log.read_text()
                if (answered and len(_children(proc.pid)) >= 2 and text.count("engine_runtime_built") >= 2
                        and text.count("startup_objects_frozen") >= 2):
                    break
            except OSError:
                pass
            time.sleep(0.3)
        assert answered, log.read_text()[-2000:]
        workers = _children(proc.pid)
        assert len(workers) >= 2  # uvicorn's worker processes (the supervisor is the parent)
        for pid in workers:  # each worker starts with the server's malloc tuning (read by glibc at process start)
            environ = dict(v.split(b"=", 1) for v in Path(f"/proc/{pid}/environ").read_bytes().split(b"\0") if v)
            assert {k: environ.get(k.encode(), b"").decode() for k in MALLOC_TUNING} == MALLOC_TUNING
        # Each worker built its ingredient engine before taking requests (no request so far needs one).
        assert log.read_text().count("engine_runtime_built") >= 2, log.read_text()[-2000:]
        # ... and froze its start-up objects out of the cycle collector's walk (an empty database: still thousands).
        frozen = re.findall(r"startup_objects_frozen.*?objects=(\d+)", log.read_text())
        assert len(frozen) >= 2 and min(map(int, frozen)) > 10_000, frozen
        for _ in range(20):  # a database route through whichever worker the kernel hands the connection to
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/product/random_list", timeout=10) as resp:
                assert resp.status == 200
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
    assert proc.returncode is not None
