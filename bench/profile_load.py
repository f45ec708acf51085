"""Where the time of each hot call goes under concurrency: py-spy against a uvicorn worker while wrk loads it.

    .venv/bin/python bench/profile_load.py [--profile postgresql] [--workers 2] [--calls detail similar …]
        [--seconds 15] [--out docs/benchmarks/profiles/RUN]

Starts the same server as bench/bench_load.py, runs wrk (16 connections) on one call at a time and records
one worker process with `py-spy record --format raw` (collapsed stacks, GIL-holding and idle samples both,
`--idle` off). Writes per call the functions with the most samples (inclusive, as a share of the samples
of that worker) to `<out>/<call>.txt` and the raw stacks to `<out>/<call>.collapsed` (not committed).
"""

from __future__ import annotations

import argparse
import collections
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_load import (  # noqa: E402
    Server,
    call_requests,
    ensure_wrk,
    lua_script,
    postgresql_profile,
    prepare_workload,
    run_wrk,
    sqlite_profile,
)

PY_SPY = str(ROOT / ".venv" / "bin" / "py-spy")
OWN = ("api/", "indexer/", "ingredient_engine/")


def summarize(collapsed: Path, top: int = 25) -> list[str]:
    inclusive: collections.Counter[str] = collections.Counter()
    own_code: collections.Counter[str] = collections.Counter()
    total = 0
    for line in collapsed.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not stack:
            continue
        n = int(count)
        total += n
        frames = stack.split(";")
        for frame in dict.fromkeys(frames):
            inclusive[frame] += n
        mine = [f for f in frames if any(o in f for o in OWN)]
        if mine:
            own_code[mine[-1]] += n  # the deepest frame of our own code in this sample
    out = [f"samples: {total}", "", "inclusive (share of samples with the frame on the stack):"]
    out += [f"  {100 * c / total:5.1f}%  {f}" for f, c in inclusive.most_common(top)]
    out += ["", "deepest frame of our own code (where our code spends or waits):"]
    out += [f"  {100 * c / total:5.1f}%  {f}" for f, c in own_code.most_common(top)]
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", choices=["sqlite", "postgresql"], default="postgresql")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--calls", nargs="+", default=["health", "detail", "search", "similar", "dupes", "analyze"])
    ap.add_argument("--seconds", type=int, default=15)
    ap.add_argument("--connections", type=int, default=16)
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "benchmarks" / "profiles")
    args = ap.parse_args()
    wrk = ensure_wrk()
    profile = postgresql_profile() if args.profile == "postgresql" else sqlite_profile()
    workload = prepare_workload(profile)
    tmp = Path(tempfile.mkdtemp(prefix="glowdex-profile-"))
    args.out.mkdir(parents=True, exist_ok=True)
    server = Server(profile, args.workers, tmp)
    try:
        server.start()
        server.warm(workload)
        target = server.pids()[-1]  # one uvicorn worker (the last child), or the server itself
        for call in args.calls:
            script = tmp / f"{call}.lua"
            script.write_text(lua_script(call_requests(call, workload)))
            run_wrk(wrk, server.base, script, args.connections, 3)
            raw = args.out / f"{call}.collapsed"
            loader = subprocess.Popen([wrk, "-t2", f"-c{args.connections}", f"-d{args.seconds + 4}s",
                                       "--timeout", "5s", "-s", str(script), server.base],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(2)
            subprocess.run([PY_SPY, "record", "--pid", str(target), "--duration", str(args.seconds),
                            "--rate", "200", "--format", "raw", "--output", str(raw), "--nonblocking"],
                           check=True, timeout=args.seconds + 60, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
            loader.wait(timeout=args.seconds + 60)
            lines = summarize(raw)
            (args.out / f"{call}.txt").write_text("\n".join(lines) + "\n")
            print(f"== {call}\n" + "\n".join(lines[:40]), flush=True)
    finally:
        server.stop()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
