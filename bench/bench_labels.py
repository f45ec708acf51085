"""Label photos: how well a photographed ingredient list is read, how fast, and whether a pasted list is recognised.

    .venv/bin/python bench/bench_labels.py [--reader tuned|plain] [--split tuning|heldout|all] [--limit N]
                                           [--latency N] [--identify] [--no-write] [--verbose]

Part 1, reading (`data/gold/label_sources.jsonl`, 360 real catalogue lists, a third held out by a fixed rule): every
list is rendered twice by `bench/label_render.py` (seeded by its line number): once `clean`, once with the degradation
`DEGRADED[line % 8]` (narrow column, curvature, blur, JPEG 40-55, rotation, low contrast, glare, or all of a phone
photo at once). Images are written under bench/out/labels/ (git-ignored) and re-used. Each image is read by
  - `plain`: Tesseract (tesserocr, Debian's eng model) on the decoded image as it is, then today's parser and resolver
    (`parse_inci` -> `resolve_list`): the "before";
  - `tuned`: the endpoint's own pipeline (`api/labels/reader.py`: orientation, crop, scale, contrast, deskew, OCR, the
    OCR text mode of the parser and resolver).
Score per image: the multiset of recognised INCI names against the gold names; micro precision / recall / F1 per
degradation, for the tuning and held-out rows apart. "junk" = pieces read that are no INCI name, per label.

Part 2, latency (`--latency N`, default 30): N `photo` labels at 12 megapixels through the tuned pipeline from the
JPEG bytes (decode, pre-process, OCR, parse, resolve): p50 / p95 / max wall time, one at a time, as a worker runs
them; RSS of this process before and after.

Part 3, identification (`--identify`): every gold list, 10 % of its names (at least one) dropped or misspelt (seeded),
identified against the whole catalogue (all four shared files, each product's resolved list) by the API's own
`api/labels/identify.py`; top-1 is right when the first product named has the source's ingredient set.

Writes docs/benchmarks/labels.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.label_render import DEGRADED, KINDS, render_label  # noqa: E402
from bench.machine import machine_line, write_section  # noqa: E402

GOLD = ROOT / "data" / "gold" / "label_sources.jsonl"
OUT = ROOT / "bench" / "out" / "labels"
REPORT = ROOT / "docs" / "benchmarks" / "labels.md"
SHARED = ROOT.parent / "shared" / "data"


def load_rows() -> list[dict]:
    return [json.loads(line) for line in GOLD.read_text(encoding="utf-8").splitlines()]


def plan(rows: list[dict], split: str, limit: int | None) -> list[tuple[int, str]]:
    """(line, kind) of every image to read: each list clean and with its one degradation."""
    lines = [n for n, r in enumerate(rows) if split == "all" or r["split"] == split][:limit]
    return [(n, kind) for n in lines for kind in ("clean", DEGRADED[n % len(DEGRADED)])]


def image_path(line: int, kind: str) -> Path:
    return OUT / f"{line:03d}_{kind}.{'png' if kind == 'clean' else 'jpg'}"


def ensure_image(rows: list[dict], line: int, kind: str) -> Path:
    path = image_path(line, kind)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(render_label(rows[line]["printed"], kind, seed=line))
    return path


# --- readers (one per worker process) -------------------------------------------------------------

_reader = None


def _init_reader(kind: str) -> None:
    global _reader
    if kind == "plain":
        import tesserocr

        from api.labels.ocr import tessdata_dir

        api = tesserocr.PyTessBaseAPI(path=str(tessdata_dir()), lang="eng")

        def plain(data: bytes) -> tuple[str, None]:
            import io

            from PIL import Image

            api.SetImage(Image.open(io.BytesIO(data)))
            return api.GetUTF8Text(), None

        _reader = plain
    else:
        from api.labels.reader import LabelReader

        reader = LabelReader.from_shared(SHARED)

        def tuned(data: bytes) -> tuple[str, list[str]]:
            read = reader.read(data)
            return read.text, [i for i in read.inci if i]

        _reader = tuned


def _read(path: str) -> tuple[str, str, list[str] | None, float]:
    t0 = time.perf_counter()
    text, names = _reader(Path(path).read_bytes())  # type: ignore[misc]
    return path, text, names, time.perf_counter() - t0


# --- scoring --------------------------------------------------------------------------------------

def prf(tp: int, pred: int, gold: int) -> tuple[float, float, float]:
    p = tp / pred if pred else 1.0
    r = tp / gold if gold else 1.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def plain_names(text: str, resolver) -> tuple[list[str], int]:
    from ingredient_engine.parse import parse_inci

    resolved = resolver.resolve_list(parse_inci(text))
    names = [i.resolution.inci for i in resolved.items if i.resolution.inci]
    return names, len(resolved.items) - len(names) + len(resolved.unread)


def reading(args, rows: list[dict]) -> dict:
    jobs = plan(rows, args.split, args.limit)
    paths = {str(ensure_image(rows, n, k)): (n, k) for n, k in jobs}
    resolver = None
    if args.reader == "plain":
        from ingredient_engine.resolve import fit_default_resolver

        resolver = fit_default_resolver(SHARED / "cosing" / "cosing_inventory.csv",
                                        SHARED / "cosdna_ratings" / "ingredients.jsonl")
    per: dict[tuple[str, str], Counter] = {}
    times: list[float] = []
    misses: list[tuple] = []
    with ProcessPoolExecutor(args.workers, initializer=_init_reader, initargs=(args.reader,)) as pool:
        for path, text, names, seconds in pool.map(_read, list(paths), chunksize=2):
            line, kind = paths[path]
            junk = 0
            if names is None:
                names, junk = plain_names(text, resolver)
            gold = Counter(rows[line]["inci"])
            got = Counter(names)
            tp = sum((gold & got).values())
            split = rows[line]["split"]
            for key in dict.fromkeys(((split, kind), (split, "degraded" if kind != "clean" else "clean"))):
                c = per.setdefault(key, Counter())
                c.update(tp=tp, pred=sum(got.values()), gold=sum(gold.values()), images=1, junk=junk)
            times.append(seconds)
            if args.verbose and split == "tuning" and (gold != got):
                misses.append((line, kind, sorted((gold - got).elements()), sorted((got - gold).elements())))
    for m in sorted(misses):
        print("  miss:", m)
    return {"per": per, "times": times}


def reading_table(result: dict) -> list[str]:
    per = result["per"]
    splits = [s for s in ("tuning", "heldout") if any(k[0] == s for k in per)]
    head = "| degradation | " + " | ".join(f"{s}: labels, P / R / **F1**" for s in splits) + " |"
    lines = [head, "|---|" + "---|" * len(splits)]
    for kind in (*KINDS, "degraded"):
        cells = []
        for s in splits:
            c = per.get((s, kind))
            if not c:
                cells.append("—")
                continue
            p, r, f = prf(c["tp"], c["pred"], c["gold"])
            cells.append(f"{c['images']}, {p:.3f} / {r:.3f} / **{f:.3f}**")
        label = "**all degraded**" if kind == "degraded" else kind
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return lines


# --- latency --------------------------------------------------------------------------------------

def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def photo_12mp(rows: list[dict], line: int, canvas: tuple[int, int] | None = None) -> Path:
    """The `photo` label of a gold line at 12 MP (framed in a `canvas` photo, e.g. 4000 x 3000, when given)."""
    path = OUT / f"{line:03d}_photo_{'12mp' if canvas is None else f'{canvas[0]}x{canvas[1]}'}.jpg"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(render_label(rows[line]["printed"], "photo", seed=line, megapixels=12, canvas=canvas))
    return path


def latency(rows: list[dict], n: int, canvas: tuple[int, int] | None = None) -> dict:
    from api.labels.reader import LabelReader

    reader = LabelReader.from_shared(SHARED)
    lines = [i for i, r in enumerate(rows) if r["split"] == "tuning"][:n]
    photos = [photo_12mp(rows, line, canvas).read_bytes() for line in lines]
    reader.read(photos[0])  # the first read loads the model
    before = rss_mb()
    times, cpu, f1s = [], [], []
    for line, data in zip(lines, photos, strict=True):
        t0, c0 = time.perf_counter(), time.process_time()
        read = reader.read(data)
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        gold, got = Counter(rows[line]["inci"]), Counter(i for i in read.inci if i)
        f1s.append(prf(sum((gold & got).values()), sum(got.values()), sum(gold.values()))[2])
    times.sort()
    cpu.sort()
    return {"n": len(times), "p50": statistics.median(times), "p95": times[max(0, round(0.95 * len(times)) - 1)],
            "max": times[-1], "cpu_p50": statistics.median(cpu), "cpu_p95": cpu[max(0, round(0.95 * len(cpu)) - 1)],
            "rss_before": before, "rss_after": rss_mb(),
            "peak_rss": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            "f1": statistics.mean(f1s), "sizes": {len(d) for d in photos}}


def http_latency(rows: list[dict], n: int, canvas: tuple[int, int] | None = None, clients: int = 1) -> dict:
    """`n` 12-MP photos POSTed one at a time to /api/product/analyze_image of `glowdex serve --no-worker` (embedded
    profile, two worker processes on two cores, a fresh SQLite database with the CosIng inventory imported, so the
    engine is fitted as in production): wall time per answer, and the server's RSS before the first and after the
    last. `clients` > 1: then the same photos again from that many concurrent clients (`conc_*`: wall time per answer,
    the server's CPU per answer as its total over the run / n, and the 503s of a full OCR queue)."""
    import subprocess
    import tempfile

    import httpx

    from bench.bench_analyze_http import _free_port

    data_dir = Path(tempfile.mkdtemp(prefix="glowdex-bench-labels-"))
    env = {**os.environ, "GLOWDEX_DATA_DIR": str(data_dir), "LOG_LEVEL": "WARNING"}
    for var in ("DATABASE_URL", "BROKER_URL", "SEARCH_URL"):
        env.pop(var, None)
    glowdex = str(Path(sys.executable).with_name("glowdex"))
    subprocess.run([glowdex, "db", "upgrade"], env=env, check=True, stdout=subprocess.DEVNULL)
    subprocess.run([glowdex, "import", "cosing", str(SHARED / "cosing" / "cosing_inventory.csv")], env=env,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    lines = [i for i, r in enumerate(rows) if r["split"] == "tuning"][:n]
    photos = [photo_12mp(rows, line, canvas) for line in lines]
    port = _free_port()
    server = subprocess.Popen([glowdex, "serve", "--port", str(port), "--no-worker"], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"

    def stat(pid: int) -> list[str]:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()

    def server_tree() -> list[int]:
        """The server's process and its workers (`glowdex serve` supervises the app's worker processes)."""
        parents: dict[int, int] = {}
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    parents[int(entry.name)] = int(stat(int(entry.name))[1])
                except (OSError, IndexError, ValueError):
                    continue
        tree = [server.pid]
        for pid in tree:
            tree.extend(child for child, parent in parents.items() if parent == pid)
        return tree

    def server_mb(field: str) -> float:
        """VmRSS (now) or VmHWM (the peak) of the server's largest process (the worker that reads), in MB."""
        sizes = [0.0]
        for pid in server_tree():
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith(f"{field}:"):
                    sizes.append(int(line.split()[1]) / 1024)
        return max(sizes)

    def server_cpu() -> float:
        """CPU seconds the server's processes have used (user + system)."""
        ticks = sum(int(f[11]) + int(f[12]) for f in (stat(pid) for pid in server_tree()))
        return ticks / os.sysconf("SC_CLK_TCK")

    times: list[float] = []
    cpu: list[float] = []
    unread = 0
    try:
        for _ in range(600):
            try:
                if httpx.get(f"{base}/api/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        with httpx.Client(timeout=120) as client:
            # the first analysis fits the engine; the first read loads Tesseract's model
            client.get(f"{base}/api/product/analyze", params={"ingredient_list": "Aqua, Glycerin"})
            client.post(f"{base}/api/product/analyze_image",
                        files={"file": ("label.jpg", photos[0].read_bytes(), "image/jpeg")})
            before = server_mb("VmRSS")
            for path in photos:
                data = path.read_bytes()
                t0, c0 = time.perf_counter(), server_cpu()
                r = client.post(f"{base}/api/product/analyze_image", files={"file": ("label.jpg", data, "image/jpeg")})
                times.append(time.perf_counter() - t0)
                cpu.append(server_cpu() - c0)
                if r.status_code != 200 or not (r.json()["status"] or r.json()["code"] == "no_text_read"):
                    raise SystemExit(f"analyze_image failed: {r.status_code} {r.text[:300]}")
                unread += not r.json()["status"]  # a photo read as no text: an answer, counted
            concurrent = _concurrent_posts(base, photos, clients, server_cpu) if clients > 1 else {}
            after, peak = server_mb("VmRSS"), server_mb("VmHWM")
    finally:
        server.terminate()
        server.wait(timeout=30)
    times.sort()
    cpu.sort()
    return {"n": len(times), "p50": statistics.median(times), "p95": times[max(0, round(0.95 * len(times)) - 1)],
            "max": times[-1], "cpu_p50": statistics.median(cpu), "cpu_p95": cpu[max(0, round(0.95 * len(cpu)) - 1)],
            "rss_before": before, "rss_after": after, "rss_peak": peak, "unread": unread, **concurrent}


def _concurrent_posts(base: str, photos: list[Path], clients: int, server_cpu) -> dict:  # type: ignore[no-untyped-def]
    """Every photo POSTed by `clients` threads at once (each its own connection), as members at the same time."""
    from concurrent.futures import ThreadPoolExecutor

    import httpx

    def post(path: Path) -> tuple[float, int]:
        with httpx.Client(timeout=120) as client:
            t0 = time.perf_counter()
            r = client.post(f"{base}/api/product/analyze_image",
                            files={"file": ("label.jpg", path.read_bytes(), "image/jpeg")})
            return time.perf_counter() - t0, r.status_code

    c0 = server_cpu()
    with ThreadPoolExecutor(clients) as pool:
        answers = list(pool.map(post, photos))
    cpu = server_cpu() - c0
    times = sorted(t for t, status in answers if status == 200)
    return {"clients": clients, "conc_n": len(times), "conc_503": sum(1 for _, s in answers if s == 503),
            "conc_other": sum(1 for _, s in answers if s not in (200, 503)),
            "conc_p50": statistics.median(times), "conc_p95": times[max(0, round(0.95 * len(times)) - 1)],
            "conc_cpu_mean": cpu / len(answers)}


# --- identification -------------------------------------------------------------------------------

def perturb(names: list[str], seed: int, share: float = 0.1) -> tuple[list[str], int, int]:
    """10 % of the names (at least one) dropped or misspelt: one edit (a letter swapped, dropped or doubled) or an
    OCR confusion (o/a, i/l, rn/m). Returns the list and how many were dropped and misspelt."""
    rng = random.Random(seed)
    touched = rng.sample(range(len(names)), max(1, round(share * len(names))))
    out, dropped, misspelt = [], 0, 0
    for i, name in enumerate(names):
        if i not in touched:
            out.append(name)
        elif rng.random() < 0.5:
            dropped += 1
        else:
            misspelt += 1
            out.append(_misspell(name, rng))
    return out, dropped, misspelt


def _misspell(name: str, rng: random.Random) -> str:
    letters = [i for i, ch in enumerate(name) if ch.isalpha()]
    if len(letters) < 4:
        return name + name[-1]
    i = rng.choice(letters[1:-1])
    how = rng.choice(("swap", "drop", "double", "confuse"))
    if how == "swap" and name[i + 1].isalpha():
        return name[:i] + name[i + 1] + name[i] + name[i + 2:]
    if how == "drop":
        return name[:i] + name[i + 1:]
    if how == "double":
        return name[:i] + name[i] + name[i:]
    swaps = {"o": "a", "a": "o", "i": "l", "l": "i", "m": "rn", "e": "c", "c": "e"}
    ch = name[i].lower()
    return name[:i] + swaps.get(ch, ch + ch) + name[i + 1:]


def identification(rows: list[dict]) -> dict:
    from api.labels.identify import identify
    from api.similarity.model import DEFAULT_PARAMS, MetricIndex, document_of
    from ingredient_engine.catalog_sources import iter_catalog
    from ingredient_engine.parse import parse_inci
    from ingredient_engine.resolve import fit_default_resolver
    from ingredient_engine.similarity import SimilarityIndex
    from ingredient_engine.vectorize import IngredientVectorizer

    resolver = fit_default_resolver(SHARED / "cosing" / "cosing_inventory.csv",
                                    SHARED / "cosdna_ratings" / "ingredients.jsonl")
    ids, documents, keys = [], [], {}
    for source, source_id, raw in iter_catalog(SHARED):
        if not raw.strip():
            continue
        resolved = resolver.resolve_list(parse_inci(raw))
        doc = document_of((i.parsed.name, i.resolution.inci, i.position, i.may_contain) for i in resolved.items)
        if doc:
            keys[(source, source_id)] = len(ids)
            ids.append(len(ids))
            documents.append(doc)
    params = DEFAULT_PARAMS["jaccard"]
    vectorizer = IngredientVectorizer(**params).fit(documents)
    index = SimilarityIndex(metric="jaccard").fit(vectorizer.vectorize(documents), ids=ids)
    metric = MetricIndex(vectorizer, index, vectorizer.get_feature_names_out())
    sets = [frozenset(i.inci for i in d if not i.may_contain) for d in documents]
    per: dict[str, Counter] = {}
    times = []
    for n, row in enumerate(rows):
        names, dropped, misspelt = perturb(row["printed"], seed=n)
        resolved = resolver.resolve_list(parse_inci(", ".join(names)))
        doc = document_of((i.parsed.name, i.resolution.inci, i.position, i.may_contain) for i in resolved.items)
        t0 = time.perf_counter()
        found = identify(metric, doc, k=3)
        times.append(time.perf_counter() - t0)
        truth = frozenset(row["inci"])
        c = per.setdefault(row["split"], Counter())
        c.update(lists=1, top1=bool(found.matches) and sets[found.matches[0].id] == truth,
                 top3=any(sets[m.id] == truth for m in found.matches),
                 identical_claimed=found.identical, dropped=dropped, misspelt=misspelt,
                 in_catalogue=(row["source"], row["source_id"]) in keys)
    times.sort()
    return {"per": per, "p95_ms": 1000 * times[max(0, round(0.95 * len(times)) - 1)], "catalogue": len(ids)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--reader", choices=("tuned", "plain"), default="tuned")
    ap.add_argument("--split", choices=("tuning", "heldout", "all"), default="all")
    ap.add_argument("--limit", type=int, default=None, help="at most N lists (per split chosen)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--latency", type=int, default=30, help="12-MP photos timed (0: none)")
    ap.add_argument("--http", type=int, default=20, help="12-MP photos posted to a served app (0: none)")
    ap.add_argument("--clients", type=int, default=2, help="then the same photos from this many clients at once")
    ap.add_argument("--canvas", action="store_true", help="the 12-MP photos framed in a 4000x3000 picture")
    ap.add_argument("--identify", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--verbose", action="store_true", help="print the tuning rows' misses")
    args = ap.parse_args()
    rows = load_rows()
    machine = machine_line()
    t0 = time.perf_counter()
    result = reading(args, rows)
    table = reading_table(result)
    print("\n".join(table))
    wall = time.perf_counter() - t0
    times = sorted(result["times"])
    print(f"read {len(times)} images in {wall:.0f} s; per image p50 {statistics.median(times):.2f} s")
    canvas = (4000, 3000) if args.canvas else None
    lat = latency(rows, args.latency, canvas) if args.latency and args.reader == "tuned" else None
    if lat:
        print(lat)
    http = http_latency(rows, args.http, canvas, args.clients) if args.http else None
    if http:
        print(http)
    ident = identification(rows) if args.identify else None
    if ident:
        print(ident)
    if args.no_write:
        return
    body = [machine, "",
            f"Command: `.venv/bin/python bench/bench_labels.py --reader {args.reader} --split {args.split}` "
            f"({args.workers} worker processes, one Tesseract each; {len(times)} images in {wall:.0f} s, per image "
            f"median {statistics.median(times):.2f} s).", "", *table]
    write_section(REPORT, f"Reading label photos ({args.reader} reader)", body)
    if lat:
        write_section(REPORT, "Latency of a 12-megapixel photo", [
            machine, "",
            f"{lat['n']} `photo` labels rendered at 12 MP (JPEG, {min(lat['sizes']) // 1024}–"
            f"{max(lat['sizes']) // 1024} KB), read one at a time by the endpoint's pipeline from the bytes "
            "(decode at a reduced scale, pre-process, OCR, parse, resolve), as one worker runs them.", "",
            "| where | p50 wall | p95 wall | max wall | p50 / p95 CPU | target p95 | F1 of these | RSS MB |",
            "|---|---|---|---|---|---|---|---|",
            f"| in process (the pipeline) | {lat['p50']:.2f} s | {lat['p95']:.2f} s | {lat['max']:.2f} s | "
            f"{lat['cpu_p50']:.2f} / {lat['cpu_p95']:.2f} s | ≤ 2 s | {lat['f1']:.3f} | "
            f"{lat['rss_before']:.0f} → {lat['rss_after']:.0f} (peak {lat['peak_rss']:.0f}) |",
            *([f"| HTTP, `POST /api/product/analyze_image` ({http['n']} photos, `glowdex serve --no-worker`) | "
               f"{http['p50']:.2f} s | {http['p95']:.2f} s | {http['max']:.2f} s | {http['cpu_p50']:.2f} / "
               f"{http['cpu_p95']:.2f} s | ≤ 2 s | — | worker "
               f"{http['rss_before']:.0f} → {http['rss_after']:.0f} (peak {http['rss_peak']:.0f}) |"] if http else []),
            *([f"| HTTP, the same photos from {http['clients']} clients at once | {http['conc_p50']:.2f} s | "
               f"{http['conc_p95']:.2f} s | — | mean {http['conc_cpu_mean']:.2f} s | ≤ 2 s | — | "
               f"{http['conc_503']} answers 503 |"] if http and "clients" in http else []),
            "", "Wall time is what a member waits on this machine at its load (above); CPU time is the work of one "
            "read, what it takes on an idle core (the tesserocr wheel's Tesseract is built without OpenMP: one thread "
            "per read)."])
    if ident:
        lines = ["| rows | lists | top-1 | top-3 | said \"identical\" | names dropped / misspelt | target |",
                 "|---|---|---|---|---|---|---|"]
        for split in ("tuning", "heldout"):
            c = ident["per"].get(split)
            if c:
                lines.append(f"| {split} | {c['lists']} | **{c['top1'] / c['lists']:.3f}** | "
                             f"{c['top3'] / c['lists']:.3f} | {c['identical_claimed']} | {c['dropped']} / "
                             f"{c['misspelt']} | top-1 ≥ 0.95 |")
        write_section(REPORT, "Knowing what a list is", [
            machine, "",
            f"Every gold list with 10 % of its names (at least one) dropped or misspelt, identified among "
            f"{ident['catalogue']} catalogue products (the four shared files, each product's resolved list) by "
            f"`api/labels/identify.py`; p95 of the identification itself {ident['p95_ms']:.1f} ms.", "", *lines])


if __name__ == "__main__":
    main()
