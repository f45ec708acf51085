"""The member journeys of issue 21, in Chromium at a laptop's and a phone's size.

Each journey is one test run twice (1280×900 and 390×844) against the shared served app (`live_server`), on a
small catalogue of this package's own. Steps a journey cannot go on without are hard expectations; what a
member SEES on each page (no sideways panning, results above the fold …) is collected by `Member.look` and
`Member.check` and asserted once at the end, so one run lists every page that is wrong, not just the first.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import PASSWORD, Products, glowdex, seed_catalog, settle, unseed_catalog, wait_until

SCREENS = {"laptop": (1280, 900), "phone": (390, 844)}

TAG = uuid.uuid4().hex[:6]
SERUM = f"Journey Niacinamide Serum {TAG}"
DROPS = f"Journey Niacinamide Drops {TAG}"
CREAM = f"Journey Barrier Cream {TAG}"
LONG_INCI = "HYDROXYETHYL ACRYLATE/SODIUM ACRYLOYLDIMETHYL TAURATE COPOLYMER"
INCI: dict[str, list[str]] = {
    "AQUA": ["solvent"], "GLYCERIN": ["humectant"], "NIACINAMIDE": ["skin conditioning"], "ZINC PCA": ["humectant"],
    "PANTHENOL": ["skin conditioning"], "BUTYLENE GLYCOL": ["humectant"], "PHENOXYETHANOL": ["preservative"],
    "PARFUM": ["perfuming"], "CERAMIDE NP": ["skin conditioning"], "DIMETHICONE": ["emollient"],
    LONG_INCI: ["emulsion stabilising", "viscosity controlling"],
}
SERUMS = f"Serums {TAG}"
PRODUCTS: Products = {
    SERUM: (f"Journey Lab {TAG}", SERUMS, 32.0, 30.0,
            ["AQUA", "NIACINAMIDE", "GLYCERIN", "ZINC PCA", "PANTHENOL", "BUTYLENE GLYCOL", "PHENOXYETHANOL", "PARFUM"]),
    DROPS: (f"Thrift {TAG}", SERUMS, 8.0, 30.0,
            ["AQUA", "NIACINAMIDE", "GLYCERIN", "ZINC PCA", "PANTHENOL", "BUTYLENE GLYCOL", "PHENOXYETHANOL"]),
    CREAM: (f"Journey Lab {TAG}", SERUMS, 24.0, 50.0,
            ["AQUA", "GLYCERIN", "DIMETHICONE", "CERAMIDE NP", LONG_INCI, "PHENOXYETHANOL"]),
}


@pytest.fixture(scope="package")
def catalog(live_server: tuple[str, Path]) -> Iterator[dict[str, int]]:
    """The journeys' products, in search (browse, autocomplete); removed afterwards with what the members made
    on them (the similarity model is not rebuilt for them: no journey step reads dupes, and it costs a minute)."""
    from sqlalchemy import delete
    from sqlalchemy.orm import Session

    from api.models import Routine
    from tests.e2e.conftest import server_db

    url, data_dir = live_server
    ids, made = seed_catalog(data_dir, INCI, PRODUCTS, source="e2e-journeys")
    try:
        glowdex("search", "sync", data_dir=data_dir, timeout=120)
        with httpx.Client(base_url=url, timeout=15) as client:
            def ready() -> bool:
                found = client.get("/api/search/autocomplete", params={"q": f"Journey {TAG}", "kinds": "product"}).json()
                return {str(ids[SERUM]), str(ids[CREAM])} <= {str(i["id"]) for i in found.get("data") or []}

            wait_until(ready, "the journeys' products in search")
        yield ids
    finally:
        engine = server_db(data_dir)
        with Session(engine) as s:
            s.execute(delete(Routine).where(Routine.title.like(f"%{TAG}%")))
            s.commit()
        engine.dispose()
        unseed_catalog(data_dir, made)
        glowdex("search", "sync", data_dir=data_dir, timeout=120)


@pytest.fixture(params=list(SCREENS), ids=list(SCREENS))
def screen(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@dataclass
class Member:
    """One member's browser at one screen size, and what they noticed on the way."""

    page: Page
    url: str
    screen: str
    findings: list[str] = field(default_factory=list)

    @property
    def width(self) -> int:
        return SCREENS[self.screen][0]

    def go(self, path: str) -> None:
        self.page.goto(self.url + path)

    def look(self, where: str) -> None:
        """The page as it settled: it must never pan sideways (`scrollWidth <= innerWidth`)."""
        settle(self.page)
        wide, screen_width = self.page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        self.check(wide <= screen_width, f"{where}: the page pans sideways ({wide}px wide on a {screen_width}px screen)")

    def check(self, ok: bool, finding: str) -> None:
        if not ok:
            self.findings.append(f"[{self.screen}] {finding}")

    def first_result_top(self, selector: str) -> tuple[float, int]:
        """Where the first match starts (px from the top of the page, scrolled to the top) and the screen height."""
        self.page.evaluate("window.scrollTo(0, 0)")
        return self.page.evaluate(
            "(sel) => [document.querySelector(sel).getBoundingClientRect().top, window.innerHeight]", selector)

    def sign_in_here(self, account: dict) -> None:
        """On the sign-in page: fill it in and sign in (where the app goes next is the caller's to check)."""
        expect(self.page.get_by_role("heading", name="Sign in")).to_be_visible()
        self.page.get_by_label("E-mail").fill(account["email"])
        self.page.get_by_label("Password", exact=True).fill(account.get("password", PASSWORD))
        self.page.get_by_role("button", name="Sign in").click()

    def identity(self) -> dict:
        token, user_id = self.page.evaluate("[localStorage.getItem('token'), localStorage.getItem('userId')]")
        return {"token": token or "", "userId": user_id or ""}

    def done(self) -> None:
        assert not self.findings, "what the member saw:\n" + "\n".join(self.findings)


@pytest.fixture
def member(browser: Browser, live_url: str, screen: str, request: pytest.FixtureRequest) -> Iterator[Member]:
    width, height = SCREENS[screen]
    context = browser.new_context(viewport={"width": width, "height": height})
    context.set_default_timeout(15_000)
    page = context.new_page()
    yield Member(page, live_url, screen)
    failed = getattr(request.node, "rep_call", None)
    if failed is not None and failed.failed:
        out = Path(__file__).resolve().parents[3] / "test-results"
        out.mkdir(exist_ok=True)
        page.screenshot(path=str(out / f"{request.node.name}.png"), full_page=True)
    context.close()


def api(live_url: str, method: str, path: str, headers: dict | None = None, **payload: object) -> dict:
    """A call to the served API that must succeed; answers `data`."""
    with httpx.Client(base_url=live_url, timeout=15) as client:
        if method == "GET":
            reply = client.get(f"/api{path}", params=payload, headers=headers or {})
        else:
            reply = client.post(f"/api{path}", json=payload, headers=headers or {})
    body = reply.json()
    assert reply.status_code == 200 and body["status"] is True, (path, reply.status_code, body)
    return body.get("data") or {}


def mailed_code(outbox: Callable[..., list[dict]], email: str, *, after: int = 0) -> str:
    """The six-digit code of the newest mail to `email` past the first `after` mails."""
    def newer() -> list[dict]:
        return [m for m in outbox(email, wait=0)[after:] if m.get("data", {}).get("code")]

    wait_until(lambda: bool(newer()), f"a mailed code for {email}", timeout=20)
    return str(newer()[-1]["data"]["code"])


def product_path(ids: dict[str, int], name: str) -> str:
    return f"/productDetail/{ids[name]}"


NO_GLUED_PILLS = re.compile(r"[A-Za-z)](key active|may contain|not recognised)")
