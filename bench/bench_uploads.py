"""Parallel 6300×6300 image uploads through HTTP: the server's memory, each upload's time, and whether a
product page is answered meanwhile (issue 10 §4; the figures docs/decisions.md cites).

    .venv/bin/python bench/bench_uploads.py [--uploads 20] [--data-dir DIR]

`glowdex serve --workers 1` (the embedded profile: one process, SQLite) runs on a free loopback port with a
fresh temporary data dir, a member with a token and the tests' small catalogue (tests/api/ingredient_catalog.py)
written straight into the database. For JPEG, then PNG, `--uploads` clients post the same 6300×6300 image at
once (40 MP, under the 40-MP cap and the 5-MB body cap; see `photo`) while another client requests one product
page after another; the server's resident set (/proc/PID/status) is sampled every 20 ms. Writes docs/benchmarks/uploads.md.
"""

from __future__ import annotations

import argparse
import io
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.machine import machine_line, write_section  # noqa: E402

SIDE = 6300
MB = 1024 * 1024
CAP_BYTES = 5 * MB  # Settings.max_upload_bytes


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def photo(fmt: str) -> bytes:
    """A SIDE × SIDE RGB picture under the 5-MB upload cap, every one of its 40 M pixels decoded. The JPEG is
    photo-like: smooth gradients with sensor-like noise, at the highest quality that fits the cap (≈ 4.5 MB;
    noise is what makes libjpeg's entropy decoding work). A 40-MP PNG fits the cap only when it compresses
    well, so the PNG is the gradients alone."""
    ramp = Image.linear_gradient("L").resize((SIDE, SIDE))
    channels = [ramp, ramp.transpose(Image.Transpose.ROTATE_90), ramp.transpose(Image.Transpose.FLIP_TOP_BOTTOM)]
    if fmt == "PNG":
        out = io.BytesIO()
        Image.merge("RGB", channels).save(out, format="PNG", optimize=True)
        return out.getvalue()
    noise = Image.effect_noise((SIDE, SIDE), 40)
    image = Image.merge("RGB", [Image.blend(channel, noise, 0.25) for channel in channels])
    for quality in range(90, 20, -5):
        out = io.BytesIO()
        image.save(out, format="JPEG", quality=quality)
        if out.tell() <= CAP_BYTES - 64 * 1024:
            return out.getvalue()
    raise SystemExit("no JPEG quality fits the upload cap")


def seed(db_url: str, members: int) -> tuple[list[dict[str, str]], int]:
    """Members' token headers (one per batch: uploads are limited to 60 an hour per member) and a product id,
    written straight into the database."""
    from sqlalchemy.orm import Session

    from api.db.engine import make_engine
    from api.models import AuthToken, User
    from api.security import hash_password, new_token, token_digest
    from tests.api.ingredient_catalog import make_catalog

    engine = make_engine(db_url)
    tokens = []
    with Session(engine) as session:
        product_id = make_catalog(session).pid("Niacinamide Serum")
        for i in range(members):
            user = User(email=f"bench{i}@example.com", password_hash=hash_password("bench1234"),
                        nickname=f"bench {i}", concerns=[], login_type="email", is_active=True)
            session.add(user)
            session.flush()
            tokens.append(new_token())
            session.add(AuthToken(user_id=user.id, token_hash=token_digest(tokens[-1]),
                                  expires_at=datetime.now(UTC) + timedelta(days=1)))
        session.commit()
    engine.dispose()
    return [{"token": token} for token in tokens], product_id


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class RssSampler(threading.Thread):
    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid, self.peak, self.done = pid, 0.0, threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            self.peak = max(self.peak, rss_mb(self.pid))
            time.sleep(0.02)


@dataclass
class Batch:
    fmt: str
    size_bytes: int
    statuses: Counter[int] = field(default_factory=Counter)
    seconds: dict[int, list[float]] = field(default_factory=dict)  # status -> each upload's time
    wall: float = 0.0
    pages: list[float] = field(default_factory=list)  # product pages answered while uploads ran (s)
    pages_failed: int = 0
    rss_before: float = 0.0
    rss_peak: float = 0.0
    rss_after: float = 0.0


def upload_batch(base: str, pid: int, headers: dict[str, str], product_id: int, fmt: str, n: int) -> Batch:
    data = photo(fmt)
    batch = Batch(fmt, len(data))
    ext = "jpg" if fmt == "JPEG" else "png"
    uploading = threading.Event()
    uploading.set()

    def one_upload(_: int) -> tuple[int, float]:
        started = time.perf_counter()
        with httpx.Client(timeout=300) as client:
            r = client.post(f"{base}/files/file/upload", headers=headers,
                            files={"file": (f"photo.{ext}", data, f"image/{ext.replace('jpg', 'jpeg')}")})
        return r.status_code, time.perf_counter() - started

    def pages() -> None:
        with httpx.Client(timeout=300) as client:
            while uploading.is_set():
                started = time.perf_counter()
                try:
                    ok = client.get(f"{base}/api/product/detail", params={"product_id": product_id}).status_code == 200
                except httpx.HTTPError:
                    ok = False
                if ok:
                    batch.pages.append(time.perf_counter() - started)
                else:
                    batch.pages_failed += 1

    batch.rss_before = rss_mb(pid)
    sampler = RssSampler(pid)
    sampler.start()
    reader = threading.Thread(target=pages)
    started = time.perf_counter()
    with ThreadPoolExecutor(n) as clients:
        reader.start()
        results = list(clients.map(one_upload, range(n)))
    batch.wall = time.perf_counter() - started
    uploading.clear()
    reader.join()
    time.sleep(1.0)  # malloc_trim runs as each slot is released; let the last settle
    sampler.done.set()
    sampler.join()
    batch.rss_peak, batch.rss_after = sampler.peak, rss_mb(pid)
    for status, seconds in results:
        batch.statuses[status] += 1
        batch.seconds.setdefault(status, []).append(seconds)
    return batch


def describe(b: Batch, n: int) -> list[str]:
    answers = ", ".join(f"{status} × {count}" for status, count in sorted(b.statuses.items()))
    times = "; ".join(f"{status}: median {statistics.median(s):.1f} s, max {max(s):.1f} s"
                      for status, s in sorted(b.seconds.items()))
    if b.pages:
        page = (f"{len(b.pages)} answered while the uploads ran (median {statistics.median(b.pages) * 1000:.0f} ms, "
                f"max {max(b.pages) * 1000:.0f} ms), {b.pages_failed} failed")
    else:
        page = f"none answered while the uploads ran ({b.pages_failed} failed)"
    return [f"| {b.fmt} {SIDE}×{SIDE}, {b.size_bytes / MB:.1f} MB | {n} | {answers} | {times} | {b.wall:.1f} s | "
            f"{b.rss_before:.0f} → peak {b.rss_peak:.0f} (+{b.rss_peak - b.rss_before:.0f}) → {b.rss_after:.0f} | "
            f"{page} |"]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--uploads", type=int, default=20, help="parallel uploads per format")
    ap.add_argument("--data-dir", type=Path, help="a data dir to use (default: a fresh temporary one)")
    args = ap.parse_args()

    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="glowdex-bench-uploads-"))
    env = {**os.environ, "GLOWDEX_DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING"}
    for var in ("DATABASE_URL", "BROKER_URL", "SEARCH_URL", "FILES_URL"):
        env.pop(var, None)
    glowdex = str(Path(sys.executable).with_name("glowdex"))
    db_url = f"sqlite:///{data_dir / 'glowdex.sqlite3'}"
    subprocess.run([glowdex, "db", "upgrade"], env=env, check=True, stdout=subprocess.DEVNULL)
    formats = ("JPEG", "PNG")
    members, product_id = seed(db_url, len(formats))

    from api.settings import Settings

    settings = Settings(data_dir=data_dir)
    port = _free_port()
    server = subprocess.Popen([glowdex, "serve", "--port", str(port), "--workers", "1"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    batches = []
    load_before = os.getloadavg()
    try:
        for _ in range(600):
            try:
                if httpx.get(f"{base}/api/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        with httpx.Client(timeout=30) as client:  # warm the page once, as a running server would have
            client.get(f"{base}/api/product/detail", params={"product_id": product_id}).raise_for_status()
        for fmt, headers in zip(formats, members, strict=True):
            batches.append(upload_batch(base, server.pid, headers, product_id, fmt, args.uploads))
    finally:
        server.terminate()
        server.wait(timeout=30)
    load_after = os.getloadavg()

    lines = [f"`glowdex serve --workers 1` (embedded profile, one process, SQLite, fresh data dir); {args.uploads} "
             f"clients post the same {SIDE}×{SIDE} image at once (a photo-like JPEG, a smooth PNG), JPEG then PNG, "
             "while one more client requests `GET /api/product/detail` in a loop. Server settings: "
             f"{settings.request_threads} request threads, {settings.image_decode_slots} decode slots, at most "
             f"{4 * settings.image_decode_slots} uploads waiting for one (then 503), pixel cap "
             f"{settings.max_image_pixels / 1e6:g} MP, stored side {settings.image_max_side}. RSS in MB from "
             "/proc/PID/status every 20 ms; load average before/after "
             f"{load_before[0]:.1f} / {load_after[0]:.1f}.", "",
             "| image | parallel | answers | time per upload | wall | server RSS MB (before → peak → 1 s after) "
             "| product pages meanwhile |", "|---|---|---|---|---|---|---|"]
    for batch in batches:
        lines += describe(batch, args.uploads)
    for line in lines:
        print(line)
    write_section(ROOT / "docs" / "benchmarks" / "uploads.md", "Parallel 6300×6300 uploads through HTTP",
                  [machine_line(), "", *lines])


if __name__ == "__main__":
    main()
