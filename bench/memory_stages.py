"""One API worker assembled in this process as `indexer.embedded.app_factory` does, with its resident memory after
each stage (imports, app, engine, similarity model, kernels, same-job ranker, LLVM pages released) and, at the end,
where the anonymous memory lies (Python's small-object arenas, glibc's heap) and which rare-path modules are loaded.

Read-only against the database it is given (it runs the worker's warm-up: SELECTs only). Run it with glibc tuned as
`glowdex serve` tunes its workers, e.g.:

    MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=1048576 MALLOC_TRIM_THRESHOLD_=2097152 \\
    DATABASE_URL=postgresql://... GLOWDEX_DATA_DIR=... .venv/bin/python bench/memory_stages.py

`--trace` also starts tracemalloc (25 frames) and writes the last snapshot to `--snapshot` (slow: ~3x the RSS).
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import sys
import time
import tracemalloc
from pathlib import Path

RARE_MODULES = ("scipy.sparse", "scipy.ndimage", "scipy.stats", "sklearn", "alembic")


def rollup() -> dict[str, int]:
    """RSS, PSS and anonymous MB of this process (the rest of the RSS is file-backed: libraries, mapped builds)."""
    out = {}
    for line in Path("/proc/self/smaps_rollup").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("Rss", "Pss", "Anonymous"):
            out[key] = int(rest.split()[0]) // 1024
    return out


def mark(name: str, started: float) -> None:
    m = rollup()
    traced = f"  traced {tracemalloc.get_traced_memory()[0] >> 20:4d}" if tracemalloc.is_tracing() else ""
    print(f"{name:24s} RSS {m['Rss']:4d}  anon {m['Anonymous']:4d}  file {m['Rss'] - m['Anonymous']:4d}"
          f"{traced}  ({time.perf_counter() - started:5.1f} s)", flush=True)


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trace", action="store_true")
    parser.add_argument("--snapshot", default="/tmp/memory_stages.snap")
    args = parser.parse_args()
    if args.trace:
        tracemalloc.start(25)
    started = time.perf_counter()
    mark("interpreter", started)
    import indexer.embedded as embedded
    from api.app import create_app
    from api.settings import get_settings
    from indexer.runtime import configure_runtime, runtime

    mark("imports", started)
    settings = get_settings()
    embedded.configure_logging("WARNING")
    embedded.setup_broker(settings)
    configure_runtime(settings)
    app = create_app(settings, runtimes=runtime().runtimes)
    mark("app", started)
    runtimes = app.state.runtimes
    session = runtimes.db.makers.open_read()
    try:
        runtimes.engine.get(session)
        mark("ingredient engine", started)
        model = runtimes.similarity.model(session)
        mark("similarity model", started)
        embedded.load_kernels(model)
        mark("kernels", started)
        embedded.same_job_ranker(session, model)
        mark("same-job ranker", started)
    finally:
        session.close()
    embedded.release_compiler_pages()
    gc.collect()
    gc.freeze()
    mark("LLVM pages released", started)
    info = ctypes.CDLL("libc.so.6")
    info.mallinfo2.restype = _Mallinfo2
    heap = info.mallinfo2()
    print(f"glibc heap: {heap.arena >> 20} MB, {heap.uordblks >> 20} MB in use, {heap.fordblks >> 20} MB free; "
          f"mmapped blocks {heap.hblkhd >> 20} MB")
    sys._debugmallocstats()  # Python's arenas (stderr): "# bytes in allocated blocks" is what objects hold
    print("rare-path modules loaded:", [m for m in RARE_MODULES if m in sys.modules] or "none")
    if args.trace:
        tracemalloc.take_snapshot().dump(args.snapshot)
        print("tracemalloc snapshot:", args.snapshot)


if __name__ == "__main__":
    main()
