"""End-to-end fixtures: a real `glowdex serve` (embedded profile, built SPA) and Debian's Chromium."""

from __future__ import annotations

import io
import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
GLOWDEX = Path(sys.executable).with_name("glowdex")
CHROMIUM = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or "/usr/bin/chromium"
# Without the background-networking flags Chromium keeps dialling out, which this machine refuses.
CHROMIUM_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage"]


# --- helpers the end-to-end modules share: seed the server's database, run its CLI, wait, make images ----


def server_db(data_dir: Path):  # type: ignore[no-untyped-def]
    """An engine on the served database. Writes through it reach the search outbox, as the app's own do."""
    from api.db.engine import make_engine
    from api.search.outbox import register_capture

    register_capture()
    return make_engine(f"sqlite:///{data_dir / 'glowdex.sqlite3'}")


def glowdex(*args: str, data_dir: Path, timeout: float = 180) -> None:
    """Run a `glowdex` admin command against the served data dir (embedded profile)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "BROKER_URL", "SEARCH_URL")}
    env["GLOWDEX_DATA_DIR"] = str(data_dir)
    done = subprocess.run([str(GLOWDEX), *args], env=env, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stdout + done.stderr


def wait_until(check: Callable[[], bool], what: str, timeout: float = 45) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.5)
    pytest.fail(f"timed out waiting for {what}")


def png(colour: tuple[int, int, int] = (120, 200, 160), size: int = 24) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (size, size), colour).save(out, format="PNG")
    return out.getvalue()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """`glowdex serve` as `make run` starts it, on a free loopback port with its own data dir."""
    if not (ROOT / "web" / "dist" / "index.html").is_file():
        pytest.fail("web/dist is not built: `make test` builds it before the end-to-end tests")
    data_dir = tmp_path_factory.mktemp("e2e-data")
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "BROKER_URL", "SEARCH_URL")}
    # Every browser test signs up from 127.0.0.1: a roomier per-IP window than production's.
    env.update({"GLOWDEX_DATA_DIR": str(data_dir), "PORT": str(port), "MAIL_URL": "outbox://",
                "CODE_RATE": "[200, 300]", "LOGIN_RATE": "[200, 300]"})
    log_path = data_dir / "server.log"
    with log_path.open("wb") as log:
        proc = subprocess.Popen([str(GLOWDEX), "serve", "--host", "127.0.0.1", "--port", str(port)],
                                env=env, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                pytest.fail(f"server exited: {log_path.read_text()[-3000:]}")
            try:
                if httpx.get(f"{url}/api/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.3)
        else:
            pytest.fail(f"server did not start: {log_path.read_text()[-3000:]}")
        yield url, data_dir
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.fixture(scope="session")
def live_url(live_server: tuple[str, Path]) -> str:
    return live_server[0]


@pytest.fixture(scope="session")
def outbox(live_server: tuple[str, Path]) -> Callable[[str], list[dict]]:
    """Mail the server sent to an address (the local outbox), waiting briefly for the worker."""
    path = live_server[1] / "mail" / "outbox.jsonl"

    def read(email: str, *, wait: float = 10.0) -> list[dict]:
        deadline = time.monotonic() + wait
        while True:
            rows = [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []
            mine = [r for r in rows if r["to"].lower() == email.lower()]
            if mine or time.monotonic() > deadline:
                return mine
            time.sleep(0.2)

    return read


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: `make test` installs Debian's chromium package")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def page(browser: Browser, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(15_000)
    pg = context.new_page()
    yield pg
    failed = getattr(request.node, "rep_call", None)
    if failed is not None and failed.failed:
        out = ROOT / "test-results"
        out.mkdir(exist_ok=True)
        pg.screenshot(path=str(out / f"{request.node.name}.png"), full_page=True)
    context.close()


@pytest.hookimpl(tryfirst=True, hookwrapper=True)
def pytest_runtest_makereport(item, call):  # type: ignore[no-untyped-def]
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)
