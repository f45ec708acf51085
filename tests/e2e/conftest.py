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
from contextlib import contextmanager, suppress
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

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
    from api.search_kinds.registry import CAPTURE

    register_capture(CAPTURE)
    return make_engine(f"sqlite:///{data_dir / 'glowdex.sqlite3'}")


def glowdex(*args: str, data_dir: Path, timeout: float = 180) -> str:
    """Run a `glowdex` admin command against the served data dir (embedded profile); answers what it printed
    (tables as wide as they need)."""
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "BROKER_URL", "SEARCH_URL")}
    env.update(GLOWDEX_DATA_DIR=str(data_dir), COLUMNS="240")
    done = subprocess.run([str(GLOWDEX), *args], env=env, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def wait_until(check: Callable[[], bool], what: str, timeout: float = 45) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.5)
    pytest.fail(f"timed out waiting for {what}")


def settle(page: Page, quiet_ms: float = 8000) -> None:
    """Wait for the page's calls to end (Playwright's "networkidle"), for at most `quiet_ms`. An answer the browser
    takes from its HTTP cache (the public pages' `max-age`, issue 25) can start a request in Chromium's events that
    never ends, though the page shows it at once, so a page that is not idle by then is looked at as it is."""
    page.wait_for_load_state("load")
    with suppress(PlaywrightTimeout):
        page.wait_for_load_state("networkidle", timeout=quiet_ms)


def png(colour: tuple[int, int, int] = (120, 200, 160), size: int = 24) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (size, size), colour).save(out, format="PNG")
    return out.getvalue()


# --- accounts and a small catalogue of a module's own --------------------------------------------------------

PASSWORD = "glowUp2025"


def new_account(live_url: str, outbox: Callable[[str], list[dict]], *, prefix: str = "e2e",
                **profile: object) -> dict:
    """A fresh account registered, activated (with the mailed code) and signed in through the API; `profile`
    fields (nickname, skin_type …) are saved with edit_info. Answers email, user_id (str), nickname and the
    API identity headers."""
    import uuid

    email = f"{prefix}-{uuid.uuid4().hex[:10]}@example.com"
    with httpx.Client(base_url=live_url, timeout=15) as client:
        reply = client.post("/api/user/register", json={"email": email, "password": PASSWORD}).json()
        assert reply["status"] is True, reply
        registration = reply["data"]["registration"]
        codes = [m for m in outbox(email) if m.get("data", {}).get("code")]
        assert codes, f"no activation mail for {email}"
        reply = client.post("/api/user/activate", json={"registration": registration,
                                                         "vali_code": str(codes[-1]["data"]["code"])}).json()
        assert reply["status"] is True, reply
        user_id = reply["data"]["user_id"]
        login = client.post("/api/user/login", json={"email": email, "password": PASSWORD}).json()
        assert login["status"] is True, login
        headers = {"token": login["data"]["token"], "userId": str(user_id)}
        nickname = ""
        if profile:
            reply = client.post("/api/user/edit_info", json=profile, headers=headers).json()
            assert reply["status"] is True, reply
            nickname = reply["data"]["nickname"]
    return {"email": email, "user_id": str(user_id), "nickname": nickname, "headers": headers}


def sign_in_as(page: Page, live_url: str, account: dict) -> None:
    """The stored identity the app reads on start (spec §4 Login), without the sign-in screen's round trip."""
    page.goto(f"{live_url}/privacy_policy")
    page.evaluate("([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('userId', u); }",
                  [account["headers"]["token"], account["user_id"]])


def choose_stars(scope: Locator, stars: float) -> None:
    """Tap a star rating's visible target as a member does (the radio itself is visually hidden): a forced click
    at the hidden radio's point landed under the phone's fixed bar once and chose nothing."""
    label = f"{stars:g} stars"
    scope.locator("label.rating-input__hit", has=scope.page.get_by_label(label, exact=True)).click()
    expect(scope.get_by_label(label, exact=True)).to_be_checked()


# name -> (brand, category leaf under "Skincare", price USD, size ml, label order); an empty label is a product
# sold without a published list.
Products = dict[str, tuple[str, str, float, float, list[str]]]


def seed_catalog(data_dir: Path, inci: dict[str, list[str]], products: Products, source: str
                 ) -> tuple[dict[str, int], dict[str, list[int]]]:
    """Write a module's own products (and whatever ingredients, brands and categories they need) straight into
    the served database. Answers product ids by name, and what was created (for `unseed_catalog`)."""
    from sqlalchemy import select
    from sqlalchemy.orm import Session

    from api.models import Brand, Category, Inci, Product, ProductIngredient

    engine = server_db(data_dir)
    ids: dict[str, int] = {}
    created: dict[str, list] = {"inci": [], "brands": [], "categories": [], "products": []}

    def get_or_make(model, where, make):  # type: ignore[no-untyped-def]
        row = s.scalar(select(model).where(where))
        if row is None:
            row = make()
            s.add(row)
            s.flush()
            created[{Inci: "inci", Brand: "brands", Category: "categories"}[model]].append(row)
        return row

    with Session(engine) as s:
        rows = {name: get_or_make(Inci, Inci.name == name, lambda name=name, fn=fn: Inci(
                    name=name, first_letter=name[0] if name[0].isalpha() else "#", functions=fn))
                for name, fn in inci.items()}
        root = get_or_make(Category, Category.path == "Skincare", lambda: Category(name="Skincare", path="Skincare",
                                                                                    depth=0))
        for name, (brand_name, leaf, price, size, label) in products.items():
            key = brand_name.lower().replace(" ", "")
            brand = get_or_make(Brand, Brand.key == key, lambda b=brand_name, k=key: Brand(name=b, key=k))
            path = f"Skincare > {leaf}"
            category = get_or_make(Category, Category.path == path, lambda leaf=leaf, path=path: Category(
                name=leaf, path=path, parent_id=root.id, depth=1))
            product = Product(
                name=name, brand_id=brand.id, category_id=category.id, price=price, currency="USD", price_usd=price,
                price_per_unit_usd=round(price / size, 6), size_value=size, size_unit="ml", size_text=f"{size:g} ml",
                ingredients_raw=", ".join(label), status="active", source=source, source_id=name)
            s.add(product)
            s.flush()
            created["products"].append(product)
            for position, inci_name in enumerate(label, start=1):
                s.add(ProductIngredient(product_id=product.id, seq=position, position=position,
                                        raw_name=inci_name.title(), inci_id=rows[inci_name].id, confidence=1.0))
                rows[inci_name].product_count += 1
            ids[name] = product.id
        s.commit()
        made = {kind: [row.id for row in found] for kind, found in created.items()}
    engine.dispose()
    return ids, made


def unseed_catalog(data_dir: Path, made: dict[str, list[int]]) -> None:
    """Remove what `seed_catalog` created, with what members made on those products (their reviews, feedback,
    ratings, reactions, dupe suggestions and shelf entries); ingredients that were there before get their counts
    back."""
    from sqlalchemy import delete, select
    from sqlalchemy.orm import Session

    from api.models import (
        Brand,
        Category,
        Dupe,
        Inci,
        Product,
        ProductFeedback,
        ProductRating,
        ProductReaction,
        Review,
        ShelfItem,
    )
    from api.search.outbox import touch

    engine = server_db(data_dir)
    products = made["products"]
    with Session(engine) as s:
        # The posts go from the search index too: these Core deletes are invisible to the outbox's flush listener,
        # and a module searching afterwards found the posts of modules before it ("· 2 posts").
        dupes = select(Dupe.id).where(Dupe.original_product_id.in_(products) | Dupe.dupe_product_id.in_(products))
        for kind, ids in (("dupe", s.scalars(dupes).all()),
                          ("feedback", s.scalars(select(ProductFeedback.id).where(ProductFeedback.product_id.in_(products))).all()),
                          ("review", s.scalars(select(Review.id).where(Review.product_id.in_(products))).all())):
            touch(s, kind, *ids)
        s.execute(delete(ShelfItem).where(ShelfItem.product_id.in_(products)))
        s.execute(delete(Dupe).where(Dupe.original_product_id.in_(products) | Dupe.dupe_product_id.in_(products)))
        for model in (ProductFeedback, ProductRating, Review, ProductReaction):
            s.execute(delete(model).where(model.product_id.in_(products)))
        for product in s.scalars(select(Product).where(Product.id.in_(products))):
            for entry in product.ingredients:
                if entry.inci_id is not None and entry.inci_id not in made["inci"]:
                    kept = s.get(Inci, entry.inci_id)
                    if kept is not None:
                        kept.product_count = max(0, kept.product_count - 1)
            s.delete(product)
        s.flush()
        for model, kind in ((Brand, "brands"), (Inci, "inci")):
            for row in s.scalars(select(model).where(model.id.in_(made[kind]))):
                s.delete(row)
        for category_id in reversed(made["categories"]):  # leaves before the root
            row = s.get(Category, category_id)
            if row is not None:
                s.delete(row)
        s.commit()
    engine.dispose()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serving(data_dir: Path, extra_env: dict[str, str] | None = None, port: int | None = None) -> Iterator[str]:
    """`glowdex serve` as `make run` starts it, on a loopback port (a free one unless given) with the data dir
    given; `extra_env` adds settings (e.g. a social sign-in provider). Answers the base URL."""
    if not (ROOT / "web" / "dist" / "index.html").is_file():
        pytest.fail("web/dist is not built: `make test` builds it before the end-to-end tests")
    port = port or free_port()
    url = f"http://127.0.0.1:{port}"
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "BROKER_URL", "SEARCH_URL")}
    # Every browser test signs up from 127.0.0.1: a roomier per-IP window than production's. Each module seeds its
    # catalogue straight into the database, behind the server's back: the home page's brand counts and random
    # product order are not kept, and the sweeper sends the seeds' outbox rows to the index within seconds, not
    # the half to whole minute of production's tick (the modules waited for it: 10-60 s each).
    env.update({"GLOWDEX_DATA_DIR": str(data_dir), "PORT": str(port), "MAIL_URL": "outbox://",
                "CODE_RATE": "[200, 300]", "LOGIN_RATE": "[200, 300]", "BRAND_LABELS_TTL": "0",
                "RANDOM_LIST_TTL": "0", "SWEEP_SECONDS": "2",
                **(extra_env or {})})
    log_path = data_dir / "server.log"
    with log_path.open("wb") as log:
        proc = subprocess.Popen([str(GLOWDEX), "serve", "--host", "127.0.0.1", "--port", str(port)],
                                env=env, stdout=log, stderr=subprocess.STDOUT, cwd=ROOT)
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
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The shared server of the end-to-end tests, on GLOWDEX_E2E_PORT when set (a port of one's own on a shared
    machine), else on a free one."""
    data_dir = tmp_path_factory.mktemp("e2e-data")
    with serving(data_dir, port=int(os.environ.get("GLOWDEX_E2E_PORT") or 0) or None) as url:
        yield url, data_dir


@pytest.fixture(scope="session")
def live_url(live_server: tuple[str, Path]) -> str:
    return live_server[0]


@pytest.fixture(scope="session")
def outbox(live_server: tuple[str, Path]) -> Callable[[str], list[dict]]:
    """Mail the server sent to an address (the local outbox), waiting briefly for the worker."""
    path = live_server[1] / "mail" / "outbox.jsonl"

    def read(email: str, *, wait: float = 10.0, containing: str = "") -> list[dict]:
        """The mails to `email` (with `containing` in the body, when given), waiting up to `wait` seconds for
        the first one: mail is sent by the worker after the commit, so it may come a moment later."""
        deadline = time.monotonic() + wait
        while True:
            rows = [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []
            mine = [r for r in rows if r["to"].lower() == email.lower() and containing in r["body"]]
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


@pytest.fixture
def reader_page(browser: Browser) -> Iterator[Page]:
    """A second browser with its own storage: another member."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(15_000)
    yield context.new_page()
    context.close()
