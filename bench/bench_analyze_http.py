"""Benchmark GET /api/product/analyze through HTTP with real 40-ingredient lists.

    .venv/bin/python bench/bench_analyze_http.py [--requests 1000] [--data-dir DIR]

A fresh SQLite database gets the CosIng inventory (`glowdex import cosing`), so the engine runtime is
fitted as in production; `glowdex serve --no-worker` runs on a free loopback port. Lists come from the
shared Sephora catalogue: the real fields that parse into exactly 40 ingredients. Three runs, one
client with keep-alive: anonymous, anonymous with a skin type and concerns, and a signed-in member
(token headers; personalised from the stored profile). Writes docs/benchmarks/analyze.md.
Target: p95 <= 20 ms for a 40-ingredient list.
"""

from __future__ import annotations

import argparse
import csv
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import machine_line, write_section  # noqa: E402

TARGET_P95_MS = 20.0


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def forty_ingredient_lists(shared: Path, limit: int = 50) -> list[str]:
    from ingredient_engine.parse import parse_inci

    out = []
    with open(shared / "sephora" / "product_info.csv", encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            raw = row.get("ingredients") or ""
            parsed = parse_inci(raw)
            if len(parsed.parts) == 1 and len(parsed.ingredients) == 40 and len(raw) < 4000:
                out.append(", ".join(i.raw for i in parsed.ingredients))
                if len(out) == limit:
                    break
    if not out:
        raise SystemExit("no 40-ingredient list found in the Sephora catalogue")
    return out


def member_headers(db_url: str) -> dict[str, str]:
    """A member with a skin profile and a live token, written straight into the database."""
    from sqlalchemy.orm import Session

    from api.db.engine import make_engine
    from api.models import AuthToken, User
    from api.security import hash_password, new_token, token_digest

    engine = make_engine(db_url)
    token = new_token()
    with Session(engine) as session:
        user = User(email="bench@example.com", password_hash=hash_password("bench1234"), nickname="bench",
                    concerns=["acne", "redness"], skin_type="sensitive", login_type="email", is_active=True)
        session.add(user)
        session.flush()
        session.add(AuthToken(user_id=user.id, token_hash=token_digest(token),
                              expires_at=datetime.now(UTC) + timedelta(days=1)))
        session.commit()
        user_id = user.id
    engine.dispose()
    return {"token": token, "userId": str(user_id)}


def run(client: httpx.Client, url: str, lists: list[str], n: int, params: dict, headers: dict) -> list[float]:
    samples = []
    for i in range(n):
        started = time.perf_counter()
        r = client.get(url, params={"ingredient_list": lists[i % len(lists)], **params}, headers=headers)
        samples.append((time.perf_counter() - started) * 1000)
        if r.status_code != 200 or not r.json()["status"]:
            raise SystemExit(f"analyze failed: {r.status_code} {r.text[:300]}")
    return samples


def pct(samples: list[float], q: float) -> float:
    return statistics.quantiles(samples, n=100, method="inclusive")[int(q) - 1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requests", type=int, default=1000)
    ap.add_argument("--data-dir", type=Path, help="reuse a data dir (default: a fresh temporary one)")
    args = ap.parse_args()

    from api.settings import Settings

    shared = Settings().shared_data_dir
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="glowdex-bench-analyze-"))
    env = {**os.environ, "GLOWDEX_DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING"}
    for var in ("DATABASE_URL", "BROKER_URL", "SEARCH_URL"):
        env.pop(var, None)
    glowdex = str(Path(sys.executable).with_name("glowdex"))
    db_url = f"sqlite:///{data_dir / 'glowdex.sqlite3'}"
    subprocess.run([glowdex, "db", "upgrade"], env=env, check=True, stdout=subprocess.DEVNULL)
    subprocess.run([glowdex, "import", "cosing", str(shared / "cosing" / "cosing_inventory.csv")], env=env,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    lists = forty_ingredient_lists(shared)
    headers = member_headers(db_url)

    port = _free_port()
    server = subprocess.Popen([glowdex, "serve", "--port", str(port), "--no-worker"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    url = f"{base}/api/product/analyze"
    results: dict[str, list[float]] = {}
    recognised = ""
    try:
        for _ in range(300):
            try:
                if httpx.get(f"{base}/api/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        with httpx.Client(timeout=30) as client:
            first = client.get(url, params={"ingredient_list": lists[0]}).json()["data"]  # fits the engine
            recognised = first["recognition_summary"]
            run(client, url, lists, 100, {}, {})  # warm-up
            results["anonymous"] = run(client, url, lists, args.requests, {}, {})
            results["anonymous, skin_type + 2 concerns"] = run(
                client, url, lists, args.requests, {"skin_type": "oily", "concerns": ["acne", "pores"]}, {})
            results["signed-in member (profile personalisation)"] = run(client, url, lists, args.requests, {},
                                                                        headers)
    finally:
        server.terminate()
        server.wait(timeout=20)

    avg_len = statistics.mean(len(x) for x in lists)
    lines = [f"{len(lists)} real Sephora ingredient fields that parse into exactly 40 ingredients (mean "
             f"{avg_len:.0f} characters; first list: {recognised}), cycled; {args.requests} requests per row after "
             "100 warm-up requests; one client with keep-alive, through HTTP to `glowdex serve --no-worker` "
             "(embedded profile, SQLite, engine fitted on the imported CosIng inventory + CosDNA ratings).", "",
             "| request | p50 ms | p95 ms | p99 ms | max ms | target p95 |", "|---|---|---|---|---|---|"]
    for name, samples in results.items():
        lines.append(f"| {name} | {pct(samples, 50):.1f} | {pct(samples, 95):.1f} | {pct(samples, 99):.1f} | "
                     f"{max(samples):.1f} | ≤ {TARGET_P95_MS:.0f} ms |")
    for line in lines:
        print(line)
    write_section(ROOT / "docs" / "benchmarks" / "analyze.md", "GET /api/product/analyze through HTTP",
                  [machine_line(), "", *lines])


if __name__ == "__main__":
    main()
