"""The bytes of the public reads over a sample of real products, as digests, to check that a change of how answers
are built changes none of them (run it on two checkouts against the same database, then `diff` the outputs).

    DATABASE_URL=… GLOWDEX_DATA_DIR=… .venv/bin/python bench/answers_digest.py [--products 300] > digests.txt

Per product and call (detail, similar, dupes): the anonymous answer built cold, built again from what the process
kept (the answer cache emptied in between: `api/catalog/public_cards`' kept cards answer it), and a bench member's
answer with a token (personal fields filled: the member has a skin profile, set it once, and likes the first
products). The app is the one `glowdex serve` runs, driven through ASGI.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_load import Profile, call_requests, prepare_workload  # noqa: E402

CALLS = ("detail", "similar", "dupes")
MEMBER_LIKES = 10


async def _body(app: Any, request: tuple[str, str, str | None, dict[str, str]]) -> tuple[int, bytes]:
    chunks: list[bytes] = []
    status = 0
    method, target, _, headers = request
    path, _, query = target.partition("?")
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
             "path": path, "raw_path": path.encode(), "query_string": query.encode(), "root_path": "",
             "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
             "client": ("127.0.0.1", 40000), "server": ("127.0.0.1", 8000), "state": {}}

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, send)
    return status, b"".join(chunks)


async def _post(app: Any, path: str, body: dict[str, Any], token: str) -> None:
    payload = json.dumps(body).encode()
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "POST", "scheme": "http",
             "path": path, "raw_path": path.encode(), "query_string": b"", "root_path": "",
             "headers": [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(payload)),
                         (b"token", token.encode())],
             "client": ("127.0.0.1", 40000), "server": ("127.0.0.1", 8000), "state": {}}

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": payload, "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start" and message["status"] != 200:
            raise RuntimeError(f"{path}: {message['status']}")

    await app(scope, receive, send)


async def digests(app: Any, workload: Any, n: int) -> None:
    store = app.state.http_cache.store
    token = workload.members[0][1]
    async with app.router.lifespan_context(app):
        # The member's own fields filled on some pages: they like the first products (again: a like is idempotent).
        for pid in workload.product_ids[:MEMBER_LIKES]:
            await _post(app, "/api/product/like", {"product_id": pid}, token)
        for call in CALLS:
            for request in call_requests(call, workload)[:n]:
                seen = []
                for headers in ({}, {}, {"token": token}):
                    store.clear()
                    status, body = await _body(app, (*request[:3], headers))
                    seen.append(f"{status}:{hashlib.blake2b(body, digest_size=10).hexdigest()}")
                print(call, request[1], *seen, flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--products", type=int, default=300)
    args = ap.parse_args()
    from api.app import create_app
    from api.settings import get_settings
    from indexer.embedded import warm

    settings = get_settings()
    url = settings.database_url or f"sqlite:///{settings.data_dir / 'glowdex.sqlite3'}"
    workload = prepare_workload(Profile("digest", settings.data_dir, url.replace("+psycopg", "")))
    app = warm(create_app(settings))
    asyncio.run(digests(app, workload, args.products))


if __name__ == "__main__":
    main()
