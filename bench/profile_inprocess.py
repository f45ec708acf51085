"""CPU per request of the hot calls, measured in process: the app driven through ASGI, no network, no load generator.

    DATABASE_URL=postgresql+psycopg://… GLOWDEX_DATA_DIR=… .venv/bin/python bench/profile_inprocess.py
        [--calls health detail detail_member similar dupes search analyze] [--requests 500] [--rounds 3]
        [--miss] [--profile OUT_DIR]
    … --calls mixed_kinds      every request kind of bench_load's mixed workload, then their weighted mean

On a shared machine a load test measures the neighbours as much as the server; the CPU this process spends per
request depends on them far less (and the least of a few rounds is shown). The app is the one `glowdex serve` runs
(its factory, the lifespan, the engine and similarity model warmed first); each request is one ASGI call with the
scope uvicorn would pass (sync routes still run in the thread pool), one at a time. The requests are bench_load's
(same sampled products, keywords and 40-ingredient lists, `prepare_workload`; `detail_member` is the product page
for a signed-in bench member; the mixed workload's other kinds — random_list, brand_labels, search_get, search_ui,
detail_half_member, like, login — are its own requests of that kind, `mixed` is the workload in order). Per call it prints the CPU µs of this process and of the PostgreSQL backends serving
it, the wall µs per request (after a warm-up that is not counted) and the response bytes; `--profile DIR` then runs
the requests again under cProfile (thread CPU time) in every thread and writes `DIR/<call>.txt` (top functions by
own and cumulative time) and `DIR/<call>.prof`. Run `glowdex db refresh-analyses` first: a product page whose kept
analysis is stale is computed per request (the script says how many are).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import io
import os
import pstats
import sys
import threading
import time
import urllib.parse
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_load import (  # noqa: E402
    MIXED_KINDS,
    Profile,
    Request,
    Workload,
    call_requests,
    mixed_session_requests,
    prepare_workload,
    state_request,
)
from bench.machine import machine_line  # noqa: E402

HOT_CALLS = ["health", "detail", "detail_member", "similar", "dupes", "search", "analyze"]
# The mixed workload's kinds measured from its own requests (its detail, dupes, similar and analyze are the hot
# calls' requests: same builders, same sampled products and lists).
MIXED_OWN = [k for k in MIXED_KINDS if k not in HOT_CALLS]
# `state`: the signed-in page's own call, `GET /api/me/state?product_ids=…&fit=true&own=true` for the page's product
# as the web asks it (issue 25; bench_load's second request of `detail_member`, `state_request`); HTTP_CACHE_BYTES=0
# turns the cache off, and with it the state call's fast path.
CALLS = [*HOT_CALLS, "state", *MIXED_OWN, "mixed"]
# Argon2id at production cost is ~160 ms of CPU a login: fewer of them per round.
FEWER = {"login": 20}


def requests_for(call: str, w: Workload) -> list[Request]:
    if call == "detail_member":  # the product page for a signed-in member (personal fit, own reactions)
        return [(m, p, b, {**h, "token": w.members[i % len(w.members)][1]})
                for i, (m, p, b, h) in enumerate(call_requests("detail", w))]
    if call == "state":
        return [state_request(w, pid, i) for i, pid in enumerate(w.product_ids)]
    if call in MIXED_OWN:
        return [r for kind, r in mixed_session_requests(w) if kind == call]
    return call_requests(call, w)


def mixed_weights(w: Workload) -> dict[str, float]:
    """Each kind's share of the mixed workload's requests."""
    kinds = [kind for kind, _ in mixed_session_requests(w)]
    return {k: kinds.count(k) / len(kinds) for k in MIXED_KINDS}


async def asgi_call(app: Any, request: Request) -> tuple[int, int, bytes]:
    """One request as uvicorn hands it to the app; returns (status, body bytes, the body's first 300 bytes)."""
    method, target, body, headers = request
    path, _, query = target.partition("?")
    raw = [(b"host", b"127.0.0.1:8000"), (b"user-agent", b"profile_inprocess")]
    raw += [(k.lower().encode(), v.encode()) for k, v in headers.items()]
    payload = (body or "").encode()
    if payload:
        raw.append((b"content-length", str(len(payload)).encode()))
    scope = {"type": "http", "asgi": {"version": "3.0", "spec_version": "2.4"}, "http_version": "1.1",
             "method": method, "scheme": "http", "path": urllib.parse.unquote(path), "raw_path": path.encode(),
             "query_string": query.encode(), "root_path": "", "headers": raw, "client": ("127.0.0.1", 40000),
             "server": ("127.0.0.1", 8000), "state": {}}
    sent = False
    status, size, head = 0, 0, b""

    async def receive() -> dict[str, Any]:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": payload, "more_body": False}
        await asyncio.Event().wait()  # the client never disconnects mid-request
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        nonlocal status, size, head
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            chunk = message.get("body", b"")
            size += len(chunk)
            head = head or chunk[:300]

    await app(scope, receive, send)
    return status, size, head


class DatabaseCpu:
    """CPU seconds of the PostgreSQL backends serving this process (same machine: /proc), so the work a call
    leaves to the database is counted too. Only this process's own connections (matched by their client port):
    another bench on the same database is not ours. Nothing for SQLite (its work is in this process)."""

    def __init__(self, url: str) -> None:
        self.conn = None
        if url.startswith("postgresql"):
            import psycopg

            self.conn = psycopg.connect(url.replace("+psycopg", ""), autocommit=True)

    def backends(self) -> dict[int, float]:
        """CPU seconds so far of each backend serving one of this process's connections, by backend pid."""
        if self.conn is None:
            return {}
        ports = _own_tcp_ports()
        rows = self.conn.execute(
            "SELECT pid, client_port FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid()").fetchall()
        out = {}
        for pid, port in rows:
            if port not in ports:
                continue
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            out[pid] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime
        return out

    @staticmethod
    def spent(before: dict[int, float], after: dict[int, float]) -> float:
        """CPU the backends spent between two readings (a backend that ended in between is not counted)."""
        return sum(cpu - before.get(pid, 0.0) for pid, cpu in after.items())


def _own_tcp_ports() -> set[int]:
    """Local ports of this process's TCP sockets (its database connections among them)."""
    inodes = set()
    for fd in Path("/proc/self/fd").iterdir():
        try:
            link = os.readlink(fd)
        except OSError:
            continue
        if link.startswith("socket:["):
            inodes.add(link[8:-1])
    ports = set()
    for table in ("/proc/self/net/tcp", "/proc/self/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            cols = line.split()
            if cols[9] in inodes:
                ports.add(int(cols[1].rsplit(":", 1)[1], 16))
    return ports


async def run(app: Any, requests: list[Request], n: int, db: DatabaseCpu | None = None, miss: bool = False
              ) -> tuple[float, float, float, int, int]:
    """n requests (cycling through `requests`): CPU s here, CPU s in the database, wall s, failures, mean bytes.
    `miss`: the answer cache is emptied before each request, so every one is a miss (what building a page costs)."""
    failures = total = 0
    db_before = db.backends() if db else {}
    store = app.state.http_cache.store
    cpu, wall = time.process_time(), time.perf_counter()
    for i in range(n):
        if miss:
            store.clear()
        status, size, head = await asgi_call(app, requests[i % len(requests)])
        if status != 200 and not failures:  # a failed round costs less: say why, once a round
            print(f"   failed: {requests[i % len(requests)][:2]} -> {status} {head!r}", flush=True)
        failures += status != 200
        total += size
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    db_cpu = db.spent(db_before, db.backends()) if db else 0.0
    return cpu, db_cpu, wall, failures, total // max(n, 1)


class ThreadProfiles:
    """cProfile in the loop's thread and in every thread started after `start` (the route thread pool)."""

    def __init__(self) -> None:
        self.profiles: list[cProfile.Profile] = []

    def _in_new_thread(self, *_: Any) -> None:
        sys.setprofile(None)
        profile = cProfile.Profile(time.thread_time)  # CPU time of the thread: waits on the database are not counted
        self.profiles.append(profile)
        profile.enable()

    def start(self) -> None:
        threading.setprofile(self._in_new_thread)
        self._in_new_thread()

    def report(self, dump: Path, top: int = 45) -> str:
        """The summary; the merged stats go to `dump` (for pstats or snakeviz)."""
        threading.setprofile(None)  # type: ignore[arg-type]
        for profile in self.profiles:
            profile.disable()
        out = io.StringIO()
        stats = pstats.Stats(*self.profiles, stream=out)
        stats.dump_stats(dump)
        stats.sort_stats("tottime").print_stats(top)
        stats.sort_stats("cumulative").print_stats(top)
        return out.getvalue().replace(str(ROOT) + "/", "")


def _stale_analyses(app: Any) -> int:
    from sqlalchemy import func, or_, select

    from api.models import Product
    from api.products.stored_analysis import kept_version

    session = app.state.runtimes.db.makers.open_read()
    try:
        tag = kept_version(app.state.runtimes.engine.get(session).version)
        return int(session.scalar(select(func.count()).where(
            or_(Product.analysis_version.is_(None), Product.analysis_version != tag))) or 0)
    finally:
        session.close()


async def measure(app: Any, workload: Workload, db: DatabaseCpu, args: argparse.Namespace) -> None:
    print(f"{'call':<19} {'CPU µs/req':>11} {'db CPU µs/req':>14} {'wall µs/req':>12} {'bytes':>8} {'failed':>7}")
    per_call: dict[str, tuple[float, float]] = {}
    async with app.router.lifespan_context(app):
        for call in args.calls:
            requests = requests_for(call, workload)
            n = min(args.requests, FEWER.get(call, args.requests))
            await run(app, requests, min(args.warmup, n), miss=args.miss)
            # The least of a few rounds: a neighbour's burst on a shared machine only ever adds time.
            rounds = [await run(app, requests, n, db, args.miss) for _ in range(args.rounds)]
            cpu, db_cpu, wall, failed, size = min(rounds)
            per_call[call] = (cpu / n * 1e6, db_cpu / n * 1e6)
            print(f"{call:<19} {cpu / n * 1e6:>11,.0f} {db_cpu / n * 1e6:>14,.0f} {wall / n * 1e6:>12,.0f} "
                  f"{size:>8,} {failed:>7}", flush=True)
    weights = mixed_weights(workload) if all(k in per_call for k in MIXED_KINDS) else {}
    if weights:
        app_cpu = sum(w * per_call[k][0] for k, w in weights.items())
        db_cpu = sum(w * per_call[k][1] for k, w in weights.items())
        print(f"\nmixed, weighted by its kinds' shares: app {app_cpu:,.0f} µs + database {db_cpu:,.0f} µs a request")
        for k, w in sorted(weights.items(), key=lambda kw: -kw[1] * sum(per_call[kw[0]])):
            share = w * sum(per_call[k]) / (app_cpu + db_cpu)
            print(f"  {k:<19} {w:6.1%} of requests, {share:6.1%} of the CPU")


async def profiled(app: Any, requests: list[Request], n: int, miss: bool) -> None:
    async with app.router.lifespan_context(app):
        await run(app, requests, n, miss=miss)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", nargs="+", choices=[*CALLS, "mixed_kinds"], default=HOT_CALLS)
    ap.add_argument("--requests", type=int, default=500)
    ap.add_argument("--warmup", type=int, default=100)
    ap.add_argument("--rounds", type=int, default=3, help="rounds of --requests per call; the least CPU is shown")
    ap.add_argument("--miss", action="store_true",
                    help="empty the answer cache (api/http_cache) before every request: the CPU of a miss")
    ap.add_argument("--profile", type=Path, help="write cProfile summaries per call into this directory")
    args = ap.parse_args()
    if "mixed_kinds" in args.calls:
        args.calls = [c for c in args.calls if c != "mixed_kinds"] + [k for k in MIXED_KINDS if k not in args.calls]
    # As for the bench server: one client address plays every member.
    os.environ.setdefault("LOGIN_RATE", "[1000000, 60]")
    os.environ.setdefault("CODE_RATE", "[1000000, 60]")
    from api.app import create_app
    from api.settings import get_settings
    from indexer.embedded import warm

    settings = get_settings()
    url = settings.database_url or f"sqlite:///{settings.data_dir / 'glowdex.sqlite3'}"
    workload = prepare_workload(Profile("inprocess", settings.data_dir, url.replace("+psycopg", "")))
    app = warm(create_app(settings))
    print(machine_line())
    stale = _stale_analyses(app)
    if stale:
        print(f"warning: {stale} products have no kept analysis of this engine (glowdex db refresh-analyses)")
    print(f"database {url.rsplit('@', 1)[-1]}; per call {args.warmup} requests not counted, then the least of "
          f"{args.rounds} rounds of {args.requests}\n")
    asyncio.run(measure(app, workload, DatabaseCpu(url), args))
    if args.profile:
        args.profile.mkdir(parents=True, exist_ok=True)
        for call in args.calls:
            # A new event loop per call starts new pool threads, each profiled from its first call.
            requests = requests_for(call, workload)  # built before the profile starts
            profiles = ThreadProfiles()
            profiles.start()
            asyncio.run(profiled(app, requests, args.requests, args.miss))
            (args.profile / f"{call}.txt").write_text(profiles.report(args.profile / f"{call}.prof"))


if __name__ == "__main__":
    main()
