"""HTTP load with many concurrent clients (issue 10 §3): wrk against `glowdex serve` on the real catalogue.

    .venv/bin/python bench/bench_load.py [--profiles sqlite postgresql] [--workers 2] [--duration 30]
        [--connections 16] [--mixed-duration 60] [--mixed-connections 32] [--label after] [--quick]
        [--calls health detail ...]

For each profile it starts its own server (`glowdex serve` on a free loopback port, with a data dir of its
own), runs wrk (Debian's `wrk`, Lua scripts for the POST bodies and the mixed session workload) once per
hot call and once for the mixed workload, reads each process's resident memory, stops what it started (by
pid) and writes the table with the machine, load and date into docs/benchmarks/load.md.

- sqlite: the embedded profile (SQLite, in-process broker and worker, tantivy). Data dir
  `data/local/bench-sqlite` (the real catalogue imported once), or `make run`'s `data/local` when only it
  holds a catalogue.
- postgresql: `BENCH_PG_URL` (default postgresql://postgres@127.0.0.1:5432/glowdex_bench, created when
  missing; never the `test` database), Redis broker (`BENCH_REDIS_URL`, its own namespace) with one
  `glowdex worker` process, data dir `data/local/bench-postgresql`.

`BENCH_PORT` fixes the server's port (default: any free one).

Members for sign-in and likes are created in the bench database (`bench-N@example.com`). Login and code rate
limits are raised for the bench server only (one client address plays every member).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import machine_line, write_section  # noqa: E402

GLOWDEX = str(ROOT / ".venv" / "bin" / "glowdex")
SHARED = Path(os.environ.get("GLOWDEX_SHARED", ROOT.parent / "shared" / "data"))
REPORT = ROOT / "docs" / "benchmarks" / "load.md"
PG_URL = os.environ.get("BENCH_PG_URL", "postgresql://postgres@127.0.0.1:5432/glowdex_bench")
REDIS_URL = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/0")
PASSWORD = "bench-password-1"
MEMBERS = 40

# call -> (target as a share of the trivial route's req/s in the same run, target p99 ms or None, label).
# Issue 25: absolute figures move with the machine; the ratio to the trivial route measured in the same run does not.
TARGETS: dict[str, tuple[float, float | None, str]] = {
    "health": (1.0, None, "`GET /api/health` (trivial JSON)"),
    "detail": (0.50, None, "`GET /api/product/detail`, anonymous"),
    "detail_member": (0.25, None, "product detail, signed in (page + `GET /api/me/state`)"),
    "similar": (0.40, None, "`GET /api/similarity/jcd`"),
    "dupes": (0.40, None, "`GET /api/product/dupes`"),
    "search": (0.15, None, "`POST /api/product/search` (keyword)"),
    "analyze": (0.0, None, "`GET /api/product/analyze` (40 ingredients)"),
    "mixed": (0.0, 150, "mixed session workload"),
}
WRITE_P99_MS = 100  # every write kind of the mixed workload (issue 25)
CALLS = list(TARGETS)
SETTLE_SECONDS = 10  # memory is read right after the last call and again this much later


# --- the catalogue and the members ----------------------------------------------------------------

@dataclass
class Profile:
    name: str
    data_dir: Path
    database_url: str  # empty: the data dir's SQLite file

    def env(self) -> dict[str, str]:
        env = {**os.environ, "GLOWDEX_DATA_DIR": str(self.data_dir), "GLOWDEX_SHARED": str(SHARED),
               "LOGIN_RATE": "[1000000, 60]", "CODE_RATE": "[1000000, 60]", "PYTHONUNBUFFERED": "1"}
        env.pop("DATABASE_URL", None)
        env.pop("BROKER_URL", None)
        if self.database_url:
            env.update(DATABASE_URL=self.database_url, BROKER_URL=REDIS_URL, BROKER_NAMESPACE="glowdex-bench")
        return env

    @property
    def url(self) -> str:
        return self.database_url or f"sqlite:///{self.data_dir / 'glowdex.sqlite3'}"


def sqlite_profile() -> Profile:
    """The bench's own cached catalogue; else `make run`'s data dir when it holds one; else a fresh import."""
    run_dir = ROOT / "data" / "local"
    own = run_dir / "bench-sqlite"
    if _product_count(f"sqlite:///{own / 'glowdex.sqlite3'}") == 0 \
            and _product_count(f"sqlite:///{run_dir / 'glowdex.sqlite3'}") > 0:
        return Profile("sqlite", run_dir, "")
    return Profile("sqlite", own, "")


def postgresql_profile() -> Profile:
    dbname = urllib.parse.urlparse(PG_URL).path.lstrip("/")
    if dbname in ("test", "postgres", ""):
        sys.exit(f"refusing to benchmark in the {dbname!r} database; set BENCH_PG_URL to a database of its own")
    import psycopg

    admin = PG_URL.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (dbname,)).fetchone() is None:
            conn.execute(f'CREATE DATABASE "{dbname}"')
    return Profile("postgresql", ROOT / "data" / "local" / "bench-postgresql", PG_URL)


def _product_count(url: str) -> int:
    if url.startswith("sqlite:///") and not Path(url.removeprefix("sqlite:///")).exists():
        return 0
    from sqlalchemy import create_engine, text

    engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
    try:
        with engine.connect() as conn:
            return int(conn.execute(text("SELECT count(*) FROM products WHERE status = 'active'")).scalar() or 0)
    except Exception:  # noqa: BLE001 - no schema yet
        return 0
    finally:
        engine.dispose()


def ensure_catalogue(profile: Profile) -> None:
    """Import the real catalogue once into the profile's database (skipped when it already holds one)."""
    profile.data_dir.mkdir(parents=True, exist_ok=True)
    if _product_count(profile.url) == 0:
        print(f"   importing the real catalogue into {profile.name} (once) …", flush=True)
        subprocess.run([GLOWDEX, "import", "all", "--shared", str(SHARED)], env=profile.env(), check=True,
                       timeout=3600, stdout=subprocess.DEVNULL)
    # The schema, each product's kept analysis under the current engine (else pages compute it per request),
    # and the similarity artefact the workers load: each a no-op when already current.
    for command in (["db", "upgrade"], ["db", "refresh-analyses"], ["similarity", "rebuild"]):
        subprocess.run([GLOWDEX, *command], env=profile.env(), check=True, timeout=1800, stdout=subprocess.DEVNULL)


@dataclass
class Workload:
    product_ids: list[int]
    lists40: list[str]
    keywords: list[str]
    brands: list[str]
    members: list[tuple[str, str]]  # (email, token)
    member_ids: list[int]
    state_call: bool = False  # the server answers `GET /api/me/state` (issue 25): a signed-in page is page + state


def prepare_workload(profile: Profile, seed: int = 11) -> Workload:
    """Sample products, 40-ingredient lists and keywords; create the bench members with fresh tokens."""
    from sqlalchemy import create_engine, select, text

    from api.models import AuthToken, User
    from api.security import hash_password, new_token, token_digest

    engine = create_engine(profile.url.replace("postgresql://", "postgresql+psycopg://", 1))
    rng = random.Random(seed)
    with engine.begin() as conn:
        ids = [r[0] for r in conn.execute(text(
            "SELECT p.id FROM products p WHERE p.status = 'active' AND EXISTS "
            "(SELECT 1 FROM product_ingredients pi WHERE pi.product_id = p.id) ORDER BY p.id"))]
        lists = [r[0] for r in conn.execute(text(
            "SELECT p.ingredients_raw FROM products p JOIN (SELECT product_id, count(*) AS n FROM "
            "product_ingredients GROUP BY product_id) c ON c.product_id = p.id WHERE c.n = 40 "
            "AND length(p.ingredients_raw) < 1500 ORDER BY p.id"))]
        brands = [r[0] for r in conn.execute(text(
            "SELECT b.name FROM brands b JOIN products p ON p.brand_id = b.id WHERE b.status = 'active' "
            "GROUP BY b.name ORDER BY count(*) DESC LIMIT 30"))]
        existing = {e: i for e, i in conn.execute(select(User.email, User.id).where(User.email.like("bench-%")))}
        pw_hash = hash_password(PASSWORD)
        members = []
        member_ids = []
        now = datetime.now(UTC)
        for n in range(MEMBERS):
            email = f"bench-{n}@example.com"
            uid = existing.get(email)
            if uid is None:
                uid = conn.execute(User.__table__.insert().values(
                    email=email, password_hash=pw_hash, nickname=f"bench{n}", concerns=[], login_type="email",
                    is_active=True, created_at=now, updated_at=now).returning(User.id)).scalar_one()
            token = new_token()
            conn.execute(AuthToken.__table__.insert().values(user_id=uid, token_hash=token_digest(token),
                                                             created_at=now, expires_at=now + timedelta(days=2)))
            members.append((email, token))
            member_ids.append(int(uid))
    engine.dispose()
    rng.shuffle(ids)
    rng.shuffle(lists)
    keywords = ["niacinamide", "retinol", "vitamin c", "hyaluronic acid", "sunscreen", "cleanser", "toner",
                "moisturizer", "serum", "ceramide", "salicylic acid", "glycolic", "peptide", "snail", "centella",
                "squalane", "eye cream", "mask", "spf 50", "lip balm"] + [b.lower() for b in brands[:10]]
    return Workload(ids[:3000], lists[:60], keywords, brands, members, member_ids)


# --- wrk and its Lua scripts ----------------------------------------------------------------------

def lua_str(value: str) -> str:
    out = []
    for byte in value.encode():
        ch = chr(byte)
        if ch in '"\\':
            out.append("\\" + ch)
        elif 32 <= byte < 127:
            out.append(ch)
        else:
            out.append(f"\\{byte:03d}")
    return '"' + "".join(out) + '"'


Request = tuple[str, str, str | None, dict[str, str]]  # method, path, body, headers

LUA_RUNNER = """
local prepared = {}
local i = 0
local counter = 0
hits = 0  -- globals: done() reads each thread's through thread:get
misses = 0
local threads = {}
function setup(thread)
  thread:set("tid", counter)
  counter = counter + 1
  table.insert(threads, thread)
end
function response(status, headers, body)
  local c = headers["x-cache"] or headers["X-Cache"]
  if c == "hit" then hits = hits + 1 elseif c == "miss" then misses = misses + 1 end
end
function init(args)
  for k, r in ipairs(requests) do
    r[4]["Accept-Encoding"] = "gzip"  -- as a browser asks (and nginx in front of the API)
    prepared[k] = wrk.format(r[1], r[2], r[4], r[3])
  end
  math.randomseed(os.time() + (tid or 0) * 7919)
  i = math.random(#prepared)
end
function request()
  i = i % #prepared + 1
  return prepared[i]
end
function done(summary, latency, requests)
  local e = summary.errors
  local h, m = 0, 0
  for _, t in ipairs(threads) do h = h + (t:get("hits") or 0); m = m + (t:get("misses") or 0) end
  io.write(string.format('BENCHJSON {"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,'
    .. '"status":%d,"timeout":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"hits":%d,"misses":%d}\\n', summary.requests,
    summary.duration, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(50),
    latency:percentile(90), latency:percentile(99), latency.max, h, m))
end
"""


def lua_script(requests: list[Request]) -> str:
    rows = []
    for method, path, body, headers in requests:
        hdrs = "{" + ", ".join(f"[{lua_str(k)}] = {lua_str(v)}" for k, v in headers.items()) + "}"
        rows.append(f"  {{{lua_str(method)}, {lua_str(path)}, {lua_str(body) if body is not None else 'nil'}, {hdrs}}}")
    return "requests = {\n" + ",\n".join(rows) + "\n}\n" + LUA_RUNNER


JSON = {"Content-Type": "application/json"}


def _q(path: str, **params: object) -> str:
    return path + "?" + urllib.parse.urlencode(params)


def call_requests(call: str, w: Workload) -> list[Request]:
    ids = w.product_ids
    if call == "health":
        return [("GET", "/api/health", None, {})]
    if call == "detail":
        return [("GET", _q("/api/product/detail", product_id=p), None, {}) for p in ids]
    if call == "detail_member":
        return [r for i, p in enumerate(ids) for r in member_page(w, p, i)]
    if call == "search":
        return [("POST", "/api/product/search", json.dumps({"keyword": k, "page_no": 1, "page_num": 10}), JSON)
                for k in w.keywords]
    if call == "similar":
        return [("GET", _q("/api/similarity/jcd", product_id=p), None, {}) for p in ids]
    if call == "dupes":
        return [("GET", _q("/api/product/dupes", product_id=p), None, {}) for p in ids]
    if call == "analyze":
        return [("GET", _q("/api/product/analyze", ingredient_list=t), None, {}) for t in w.lists40]
    if call == "mixed":
        return mixed_requests(w)
    raise ValueError(call)


def member_page(w: Workload, product_id: int, n: int) -> list[Request]:
    """A signed-in member's product page: the public page and the state call when the server has one (issue 25),
    else the page asked with the token (its personal fields filled)."""
    auth = {"token": w.members[n % len(w.members)][1]}
    page = _q("/api/product/detail", product_id=product_id)
    if not w.state_call:
        return [("GET", page, None, auth)]
    return [("GET", page, None, {}), state_request(w, product_id, n)]


def state_request(w: Workload, product_id: int, n: int) -> Request:
    """The product page's state call as the web asks it (web/src/features/products/api/get-viewer-state.ts): with
    fit (a no-op for the bench members, who have no saved profile) and own (their ratings, post and unlisted
    reviews of it: none for the bench members)."""
    return ("GET", _q("/api/me/state", product_ids=product_id, fit="true", own="true"), None,
            {"token": w.members[n % len(w.members)][1]})


# The mixed workload's request kinds, in session order (bench/profile_inprocess.py measures each).
MIXED_KINDS = ("random_list", "brand_labels", "search_get", "search_ui", "detail_half_member", "dupes", "similar",
               "detail", "analyze", "like", "star", "follow", "login")
# The write kinds the target names (issue 25 §3: a like, star, follow or collect, i.e. a star) and their paths; each
# kind's p99 is read from the server's request log. A sign-in is reported beside them, not judged with them: its
# Argon2id hash costs ~20 ms of CPU on purpose (api/security.py).
WRITE_PATHS = {"like": ("/api/product/like", "/api/product/like_remove"),
               "star": ("/api/product/star", "/api/product/star_remove"),
               "follow": ("/api/user/follow", "/api/user/unfollow")}
SIGN_IN_PATHS = {"login": ("/api/user/login",)}


def mixed_requests(w: Workload, sessions: int = 400, seed: int = 5) -> list[Request]:
    """Member sessions laid end to end: home, search, browse with facets, detail, dupes, analyze, sign-in, like."""
    return [request for _kind, request in mixed_session_requests(w, sessions, seed)]


def mixed_session_requests(w: Workload, sessions: int = 400, seed: int = 5) -> list[tuple[str, Request]]:
    """The mixed workload's requests, each with its kind (one of `MIXED_KINDS`)."""
    rng = random.Random(seed)
    out: list[tuple[str, Request]] = []
    skin = ["dry", "oily", "combination", "sensitive", "normal"]
    for s in range(sessions):
        email, token = w.members[s % len(w.members)]
        auth = {"token": token}
        pid = rng.choice(w.product_ids)
        pid2 = rng.choice(w.product_ids)
        facets = {"searchTerm": rng.choice(["", "serum", "cream", "cleanser", "spf"]),
                  "filters": [{"field": "skin_types", "values": [rng.choice(skin)], "type": "any"}]
                  + ([{"field": "brand", "values": [rng.choice(w.brands)], "type": "any"}] if s % 2 else []),
                  "sortList": [], "current": 1 + s % 3, "resultsPerPage": 20}
        out += [
            ("random_list", ("GET", _q("/api/product/random_list", page_no=1 + s % 5, page_num=10), None, {})),
            ("brand_labels", ("GET", _q("/api/brand/labels", size=24), None, {})),
            ("search_get", ("GET", _q("/api/search", keyword=rng.choice(w.keywords)), None, {})),
            ("search_ui", ("POST", "/api/search/ui", json.dumps(facets), JSON)),
            *[("detail_half_member", r) for r in (member_page(w, pid, s) if s % 2
                                                  else [("GET", _q("/api/product/detail", product_id=pid), None, {})])],
            ("dupes", ("GET", _q("/api/product/dupes", product_id=pid), None, {})),
            ("similar", ("GET", _q("/api/similarity/jcd", product_id=pid), None, {})),
            ("detail", ("GET", _q("/api/product/detail", product_id=pid2), None, {})),
            ("analyze", ("GET", _q("/api/product/analyze", ingredient_list=rng.choice(w.lists40)), None, {})),
            ("like", ("POST", "/api/product/" + ("like" if (s // len(w.members)) % 2 == 0 else "like_remove"),
                      json.dumps({"product_id": pid}), {**JSON, **auth})),
        ]
        undo = (s // len(w.members)) % 2 == 1
        if s % 3 == 0:
            out.append(("star", ("POST", "/api/product/" + ("star_remove" if undo else "star"),
                                 json.dumps({"product_id": pid2}), {**JSON, **auth})))
        if s % 3 == 1:
            other = w.member_ids[(s + 1 + s // len(w.members)) % len(w.member_ids)]
            out.append(("follow", ("POST", "/api/user/" + ("unfollow" if undo else "follow"),
                                   json.dumps({"user_id": other}), {**JSON, **auth})))
        if s % 4 == 0:
            out.append(("login", ("POST", "/api/user/login", json.dumps({"email": email, "password": PASSWORD}),
                                  JSON)))
    return out


def ensure_wrk() -> str:
    path = shutil.which("wrk")
    if path:
        return path
    if os.geteuid() == 0:
        subprocess.run("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "
                       "--no-install-recommends wrk >/dev/null", shell=True, check=True, timeout=600)
        path = shutil.which("wrk")
    if not path:
        sys.exit("wrk is missing: sudo apt-get install wrk")
    return path


def run_wrk(wrk: str, base: str, script: Path, connections: int, seconds: int, threads: int = 2) -> dict:
    cmd = [wrk, f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--timeout", "5s", "-s", str(script), base]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=seconds + 60)
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("BENCHJSON ")), None)
    if line is None:
        raise RuntimeError(f"wrk gave no summary: {proc.stdout[-500:]} {proc.stderr[-500:]}")
    r = json.loads(line.removeprefix("BENCHJSON "))
    r["rps"] = r["requests"] / (r["duration_us"] / 1e6)
    r["errors"] = r["connect"] + r["read"] + r["write"] + r["status"] + r["timeout"]
    return r


# --- the server -----------------------------------------------------------------------------------

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str, timeout: float) -> int:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            resp.read()
            return resp.status
    except urllib.error.HTTPError as exc:
        return exc.code
    except OSError:
        return 0


class Server:
    """`glowdex serve` (and, for the PostgreSQL profile, one `glowdex worker`) started and stopped by pid."""

    def __init__(self, profile: Profile, workers: int, log_dir: Path):
        self.profile, self.workers = profile, workers
        self.port = int(os.environ.get("BENCH_PORT") or 0) or _free_port()  # a shared machine: a port of one's own
        self.base = f"http://127.0.0.1:{self.port}"
        self.procs: list[subprocess.Popen] = []
        self.log_dir = log_dir

    def _spawn(self, args: list[str], name: str) -> subprocess.Popen:
        log = open(self.log_dir / f"{name}.log", "wb")  # noqa: SIM115 - closed with the process
        proc = subprocess.Popen([GLOWDEX, *args], env=self.profile.env(), stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True, cwd=ROOT)
        self.procs.append(proc)
        return proc

    def start(self, timeout: float = 900) -> None:
        args = ["serve", "--host", "127.0.0.1", "--port", str(self.port)]
        if self.workers != 1 or _serve_has_workers():
            args += ["--workers", str(self.workers)]
        if self.profile.database_url:
            args.append("--no-worker")
        self.api = self._spawn(args, "api")
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.api.poll() is not None:
                raise RuntimeError(f"the server exited: {(self.log_dir / 'api.log').read_text()[-2000:]}")
            if _get(self.base + "/api/health", 2) == 200:
                break
            time.sleep(0.5)
        else:
            raise RuntimeError("the server did not answer in time")
        if self.profile.database_url:  # after the server migrated the database (two upgrades would race)
            self._spawn(["worker", "--threads", "2"], "worker")

    def warm(self, w: Workload, timeout: float = 900) -> None:
        """First calls build what the server builds lazily (similarity model, engine); each worker is warmed
        by a few concurrent rounds."""
        pid = w.product_ids[0]
        for path in (_q("/api/product/dupes", product_id=pid), _q("/api/similarity/jcd", product_id=pid),
                     _q("/api/product/detail", product_id=pid), _q("/api/product/analyze",
                                                                   ingredient_list=w.lists40[0])):
            _get(self.base + path, timeout)

    def pids(self) -> list[int]:
        """The API process and its uvicorn worker children (not the job worker)."""
        out = [self.api.pid]
        try:
            children = Path(f"/proc/{self.api.pid}/task/{self.api.pid}/children").read_text().split()
            out += [int(c) for c in children]
        except OSError:
            pass
        return out

    def stop(self) -> None:
        for proc in reversed(self.procs):
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)  # the group this bench started for that pid
                except ProcessLookupError:
                    continue
        for proc in self.procs:
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)


def _serve_has_workers() -> bool:
    out = subprocess.run([GLOWDEX, "serve", "--help"], capture_output=True, text=True, timeout=60).stdout
    return "--workers" in out


def _role(pid: int) -> str:
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return "process"
    return "resource tracker" if b"resource_tracker" in cmdline else "worker"


def memory_mb(pid: int) -> tuple[float, float]:
    """(RSS, PSS) in MB of one process; PSS shares the copy-on-write and mapped pages fairly."""
    rss = pss = 0.0
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Rss:"):
                rss = int(line.split()[1]) / 1024
            elif line.startswith("Pss:"):
                pss = int(line.split()[1]) / 1024
    except OSError:
        pass
    return rss, pss


# --- the run --------------------------------------------------------------------------------------

def _fmt_rps(v: float) -> str:
    return f"{v:,.0f}"


def page_rate(call: str, r: dict, w: Workload) -> float:
    """Pages a second: a signed-in page with a state call is two requests."""
    return r["rps"] / 2 if call == "detail_member" and w.state_call else r["rps"]


def target_text(call: str) -> str:
    share, p99, _ = TARGETS[call]
    parts = [f"≥ {share:.0%} of trivial"] if share and call != "health" else []
    if p99:
        parts.append(f"p99 ≤ {p99:.0f} ms, 0 errors, each write kind p99 ≤ {WRITE_P99_MS} ms")
    return ", ".join(parts) or "—"


def verdict(call: str, r: dict, ratio: float, writes: dict[str, float]) -> str:
    share, p99, _ = TARGETS[call]
    if call == "health" or (not share and not p99):
        return "—"
    ok = ratio >= share and (p99 is None or r["p99"] / 1000 <= p99)
    if call == "mixed":
        ok = ok and r["errors"] == 0 and all(writes.get(kind, float("inf")) <= WRITE_P99_MS for kind in WRITE_PATHS)
    return "met" if ok else "**not met**"


_REQUEST_LINE = re.compile(r"event='request'.*? path='([^']+)'.*? ms=([0-9.]+)")


def _pct(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(len(values) * q))]


def path_latencies(log_text: str) -> dict[str, tuple[int, float, float]]:
    """(count, p50 ms, p99 ms) per request path in the server's request log: where the mixed workload's tail is."""
    times: dict[str, list[float]] = {}
    for m in _REQUEST_LINE.finditer(log_text):
        times.setdefault(m[1], []).append(float(m[2]))
    return {path: (len(v), _pct(v, 0.5), _pct(v, 0.99)) for path, v in ((p, sorted(v)) for p, v in times.items())}


def write_p99s(log_text: str) -> dict[str, float]:
    """Each write kind's p99 in ms, and a sign-in's, from the server's request log lines (time inside the app, not the
    socket's)."""
    kinds = {**WRITE_PATHS, **SIGN_IN_PATHS}
    times: dict[str, list[float]] = {kind: [] for kind in kinds}
    kind_of = {path: kind for kind, paths in kinds.items() for path in paths}
    for m in _REQUEST_LINE.finditer(log_text):
        kind = kind_of.get(m[1])
        if kind is not None:
            times[kind].append(float(m[2]))
    out = {}
    for kind, values in times.items():
        if values:
            out[kind] = _pct(sorted(values), 0.99)
    return out


def has_state_call(base: str) -> bool:
    return _get(base + "/api/me/state?product_ids=1", 30) in (401, 200)


WARM_CACHE_SECONDS = 120


def _hit_share(r: dict) -> float:
    """Hits among the answers of cached routes in a wrk run (1.0 when the route is not cached: nothing to warm)."""
    kept = r.get("hits", 0) + r.get("misses", 0)
    return r["hits"] / kept if kept else 1.0


def bench_profile(profile: Profile, args: argparse.Namespace, wrk: str) -> list[str]:
    ensure_catalogue(profile)
    workload = prepare_workload(profile)
    workload.product_ids = workload.product_ids[:args.products]
    tmp = Path(tempfile.mkdtemp(prefix="glowdex-load-"))
    server = Server(profile, args.workers, tmp)
    rows: list[str] = []
    started = time.monotonic()
    trivial = 0.0
    writes: dict[str, float] = {}
    try:
        server.start()
        server.warm(workload)
        workload.state_call = has_state_call(server.base)
        idle = [memory_mb(p) for p in server.pids()]
        for call in args.calls:
            script = tmp / f"{call}.lua"
            script.write_text(lua_script(call_requests(call, workload)))
            conns, secs = ((args.mixed_connections, args.mixed_duration) if call == "mixed"
                           else (args.connections, args.duration))
            warm_up = run_wrk(wrk, server.base, script, conns, min(5, secs))  # warm every worker on this call
            # --warm-cache: the steady state of a server that has served these pages before (a long-running one):
            # more 5 s passes until nine answers in ten are hits, at most WARM_CACHE_SECONDS.
            waited = 5
            while args.warm_cache and _hit_share(warm_up) < 0.9 and waited < WARM_CACHE_SECONDS:
                warm_up = run_wrk(wrk, server.base, script, conns, 5)
                waited += 5
            load = os.getloadavg()[0]
            log_from = (tmp / "api.log").stat().st_size
            r = run_wrk(wrk, server.base, script, conns, secs)
            rate = page_rate(call, r, workload)
            if call == "health":
                trivial = rate
            ratio = rate / trivial if trivial else 0.0
            with open(tmp / "api.log", "rb") as f:
                f.seek(log_from)
                log_text = f.read().decode("utf-8", "replace")
            if call == "mixed":
                writes = write_p99s(log_text)
            for path, (n, p50, p99) in sorted(path_latencies(log_text).items(), key=lambda kv: -kv[1][2]):
                print(f"     {path:32s} {n:6d} requests, inside the app: p50 {p50:7.1f} ms  p99 {p99:7.1f} ms",
                      flush=True)
            kept = r.get("hits", 0) + r.get("misses", 0)
            hit_text = f"{r['hits'] / kept:.0%}" if kept else "—"
            print(f"   {call:13s} {rate:8.0f}/s ({ratio:6.1%})  p50 {r['p50'] / 1000:7.1f} ms  "
                  f"p99 {r['p99'] / 1000:7.1f} ms  errors {r['errors']}  cache hits {hit_text}"
                  + (f"  writes p99 {writes}" if call == "mixed" else ""), flush=True)
            unit = "pages/s" if call == "detail_member" else "req/s"
            rows.append(f"| {TARGETS[call][2]} | {conns} × {secs} s | {_fmt_rps(rate)} {unit} | "
                        f"**{ratio:.1%}** | {hit_text} | {r['p50'] / 1000:.1f} | {r['p99'] / 1000:.1f} | "
                        f"{r['errors']} ({r['status']} non-2xx, {r['timeout']} timeouts) | {load:.2f} | "
                        f"{target_text(call)} | {verdict(call, r, ratio, writes)} |")
        busy = [memory_mb(p) for p in server.pids()]
        # Read again once requests wrk gave up on have finished (a sign-in still hashing holds its Argon2 memory).
        time.sleep(SETTLE_SECONDS)
        settled = [memory_mb(p) for p in server.pids()]
        roles = ["supervisor" if len(busy) > 1 else "server"] + [_role(p) for p in server.pids()[1:]]
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    mem = "; ".join(f"{role} {b[0]:.0f} MB RSS / {b[1]:.0f} MB PSS (idle {i[0]:.0f} / {i[1]:.0f}; "
                    f"{SETTLE_SECONDS} s later {s[0]:.0f} / {s[1]:.0f})"
                    for role, b, i, s in zip(roles, busy, idle, settled, strict=False))
    write_text = ", ".join(f"{kind} {ms:.1f} ms" for kind, ms in writes.items() if kind in WRITE_PATHS) or "not run"
    sign_in_text = ", ".join(f"{kind} {ms:.1f} ms" for kind, ms in writes.items() if kind in SIGN_IN_PATHS) or "not run"
    member = ("the public page and `GET /api/me/state` with the token, two requests per page" if workload.state_call
              else "the page asked with the token (no state call on this server)")
    header = [machine_line(), "",
              f"Command: `.venv/bin/python bench/bench_load.py --profiles {profile.name} --workers {args.workers} "
              f"--duration {args.duration} --mixed-duration {args.mixed_duration} --products {args.products}"
              f"{' --warm-cache' if args.warm_cache else ''}`; "
              f"wrk 2 threads, 5 s warm-up per call (not counted)"
              + (f" and, with `--warm-cache`, more 5 s passes until 90 % of the answers are cache hits (at most "
                 f"{WARM_CACHE_SECONDS} s; the steady state of a server that served these pages before)"
                 if args.warm_cache else " (a cold answer cache: a server just started)")
              + f", sampled products {len(workload.product_ids)}, "
              f"{len(workload.lists40)} 40-ingredient lists, {len(workload.members)} members. Load average (1 min) "
              f"just before each run in its row. Elapsed {time.monotonic() - started:.0f} s. Signed-in page: "
              f"{member}. **Share of trivial**: the call's rate over the trivial route's in this run (issue 25). "
              f"Requests ask with `Accept-Encoding: gzip`, as browsers do. **Cache hits**: answers marked "
              f"`X-Cache: hit` among those of cached routes (— when the server has no answer cache).", "",
              f"Mixed workload, p99 inside the app (server request log) of each write kind the target names (a like, a "
              f"star, a follow): {write_text}; of a sign-in, reported apart (its Argon2id hash costs ~20 ms of CPU on "
              f"purpose): {sign_in_text}.", "",
              f"Resident memory after the load: {mem}.", "",
              "| call | connections × duration | rate | share of trivial | cache hits | p50 ms | p99 ms | errors | load | "
              "target | verdict |",
              "|---|---|---|---|---|---|---|---|---|---|---|"]
    return header + rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profiles", nargs="+", choices=["sqlite", "postgresql"], default=["postgresql", "sqlite"])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--duration", type=int, default=30)
    ap.add_argument("--connections", type=int, default=16)
    ap.add_argument("--mixed-duration", type=int, default=60)
    ap.add_argument("--mixed-connections", type=int, default=32)
    ap.add_argument("--calls", nargs="+", choices=CALLS, default=CALLS)
    ap.add_argument("--label", default="latest", help="section label, e.g. before / after")
    ap.add_argument("--quick", action="store_true", help="5 s per call, for a smoke run")
    ap.add_argument("--warm-cache", action="store_true",
                    help="warm the answer cache before each call is measured (steady state, not a cold start)")
    ap.add_argument("--products", type=int, default=3000,
                    help="products the product calls cycle through (fewer: hotter pages, as real traffic has)")
    args = ap.parse_args()
    if args.quick:
        args.duration = args.mixed_duration = 5
    wrk = ensure_wrk()
    for name in args.profiles:
        profile = postgresql_profile() if name == "postgresql" else sqlite_profile()
        print(f"== load, {name}, {args.workers} worker(s), {args.label}", flush=True)
        lines = bench_profile(profile, args, wrk)
        title = f"{'PostgreSQL' if name == 'postgresql' else 'Embedded SQLite'}, {args.workers} worker(s) — {args.label}"
        REPORT.parent.mkdir(parents=True, exist_ok=True)
        if not REPORT.exists():
            REPORT.write_text("# HTTP load (issue 10)\n")
        write_section(REPORT, title, lines)
        print(f"   wrote {REPORT.relative_to(ROOT)} § {title}", flush=True)


if __name__ == "__main__":
    main()
