"""The search index unavailable (Elasticsearch not answering): the search calls answer 503 with Retry-After,
and everything else works (issue 10 §5). A real `glowdex serve` process, SEARCH_URL at a closed port."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from api.db.engine import make_engine, session_makers
from api.db.migrate import upgrade
from api.models import Brand, Product

GLOWDEX = str(Path(sys.executable).with_name("glowdex"))

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_search_down_answers_503_on_search_calls_and_the_rest_of_the_product_works(tmp_path):
    db_url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    upgrade(db_url)
    engine = make_engine(db_url)
    with session_makers(engine).write() as s:
        s.info["search_capture_off"] = True
        brand = Brand(name="Down Labs", key="down labs")
        s.add(brand)
        s.flush()
        product = Product(name="Down Serum", brand_id=brand.id, source="t", source_id="1",
                          ingredients_raw="Aqua, Glycerin")
        s.add(product)
        s.commit()
        product_id = product.id
    engine.dispose()
    port, dead = _free_port(), _free_port()  # nothing listens on `dead`
    env = {**os.environ, "GLOWDEX_DATA_DIR": str(tmp_path), "DATABASE_URL": db_url, "ENVIRONMENT": "test",
           "SEARCH_URL": f"http://127.0.0.1:{dead}"}
    env.pop("BROKER_URL", None)
    with open(tmp_path / "serve.log", "wb") as log:
        server = subprocess.Popen([GLOWDEX, "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "1"],
                                  env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
            deadline = time.monotonic() + 180
            while time.monotonic() < deadline:
                assert server.poll() is None, (tmp_path / "serve.log").read_text()[-3000:]
                try:
                    if client.get("/api/health").status_code == 200:
                        break
                except httpx.HTTPError:
                    time.sleep(0.3)
            for r in (client.get("/api/search", params={"keyword": "serum"}),
                      client.post("/api/product/search", json={"keyword": "serum"}),
                      client.get("/api/search/autocomplete", params={"q": "ser"}),
                      client.post("/api/search/ui", json={"searchTerm": "serum"})):
                assert r.status_code == 503, r.text
                assert r.json()["status"] is False and int(r.headers["Retry-After"]) > 0
            detail = client.get("/api/product/detail", params={"product_id": product_id})
            assert detail.status_code == 200 and detail.json()["data"]["name"] == "Down Serum"
            assert client.get("/api/product/random_list").json()["data"]["items"][0]["product_id"] == product_id
            assert client.get("/api/brand/labels").json()["status"] is True
            assert client.get("/api/product/analyze", params={"ingredient_list": "Aqua, Glycerin"}).status_code == 200
            assert client.post("/api/user/register", json={"email": "down@example.com",
                                                           "password": "a-long-password-1"}).json()["status"] is True
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait(timeout=10)
