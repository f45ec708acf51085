"""`make shots`: a screenshot of every route of the app at a laptop's and a phone's size, signed out and signed in,
for a person to look at (issue 21). Not a test: it says what it noticed (sideways panning, console errors, failed
calls) and always finishes.

    python -m tests.e2e.shots [--base URL] [--data-dir data/local] [--out data/local/shots]

Without --base it serves --data-dir (what `make run` imported) on a free loopback port. The signed-in pages are
those of a member of its own (`shots@example.com`, registered and activated once through the API with the code
from the data dir's mail outbox), who gets one of each thing a member makes (review, routine, rating and
feedback, dupe suggestion, shelf, collected product), and a friend of its own (`shots.friend@example.com`) who
follows them and comments on their review, so that every screen, messages included, has something on it. The routes come
from the build (`web/dist/spa-routes.json`), each `:id` filled with a real one.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Page, sync_playwright

from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS, ROOT, serving, settle

SCREENS = {"laptop": (1280, 900), "phone": (390, 844)}
EMAIL, FRIEND = "shots@example.com", "shots.friend@example.com"
PASSWORD = "shotsGlow2025"
UNKNOWN = "/no/such/page"


class Api:
    def __init__(self, base: str) -> None:
        self.client = httpx.Client(base_url=base, timeout=30)
        self.headers: dict[str, str] = {}

    def call(self, method: str, path: str, **payload: Any) -> Any:
        reply = (self.client.get(f"/api{path}", params=payload, headers=self.headers) if method == "GET"
                 else self.client.post(f"/api{path}", json=payload, headers=self.headers))
        body = reply.json()
        if reply.status_code != 200 or body.get("status") is not True:
            raise RuntimeError(f"{method} {path}: HTTP {reply.status_code} {json.dumps(body)[:300]}")
        return body.get("data")

    def get(self, path: str, **params: Any) -> Any:
        return self.call("GET", path, **params)

    def post(self, path: str, **body: Any) -> Any:
        return self.call("POST", path, **body)


def sign_in(api: Api, data_dir: Path, email: str = EMAIL, nickname: str = "Shots Tester") -> str:
    """The id of the member `email`, signed in on `api` (registered and activated from the mail outbox the first
    time)."""
    try:
        login = api.post("/user/login", email=email, password=PASSWORD)
    except RuntimeError:
        registered = api.post("/user/register", email=email, password=PASSWORD)
        outbox = data_dir / "mail" / "outbox.jsonl"
        code = None
        for _ in range(50):
            mails = [json.loads(line) for line in outbox.read_text().splitlines()] if outbox.exists() else []
            codes = [m["data"]["code"] for m in mails if m["to"] == email and m.get("data", {}).get("code")]
            if codes:
                code = codes[-1]
                break
            time.sleep(0.2)
        if code is None:
            raise SystemExit(f"no activation mail for {email} in {outbox}: serve with MAIL_URL=outbox:// and "
                             "pass the served --data-dir") from None
        api.post("/user/activate", registration=registered["registration"], vali_code=str(code))
        login = api.post("/user/login", email=email, password=PASSWORD)
        api.headers = {"token": login["token"], "userId": str(login["user_id"])}
        api.post("/user/edit_info", nickname=nickname, bio="Looks at every screen.", skin_type="combination")
    api.headers = {"token": login["token"], "userId": str(login["user_id"])}
    return str(login["user_id"])


@dataclass
class Ids:
    products: list[int]
    inci: list[str]
    review: int
    own: dict[str, int] = field(default_factory=dict)
    friend: int = 0


def sample(api: Api) -> Ids:
    """Real ids to fill the routes with: products, ingredients (one with a long name), a review and its author."""
    found = api.get("/search", keyword="niacinamide serum", kinds="products", page_num=10)["items"]
    products = [int(i["id"]) for i in found if i["type"] == "product"]
    if len(products) < 3:
        raise SystemExit("the catalogue is (nearly) empty: run `make run` once, which imports it, then `make shots`")
    glossary = api.get("/inci/glossary", letter="N", q="niacinamide")["ingredients"]
    inci = [glossary[0]["inci_uuid"]] + [g["inci_uuid"] for g in glossary if len(g["name"]) > 40][:1]
    reviews: list[dict] = []
    for pid in products:
        reviews = api.get("/product/review_list", product_id=pid, page_num=1)["items"]
        if reviews:
            products.remove(pid)
            products.insert(0, pid)  # the product with reviews is the one every product route shows
            break
    if not reviews:
        raise SystemExit("no product with a review: run `make run` once (it imports the retailer reviews)")
    return Ids(products=products, inci=inci, review=reviews[0]["review_id"])


def own_content(api: Api, me: str, ids: Ids) -> None:
    """One of each thing a member makes, made once (found again on later runs)."""
    product, other = ids.products[0], ids.products[1]
    own = ids.own
    reviews = api.get("/review/by_user", user_id=me)["items"]
    own["review"] = reviews[0]["review_id"] if reviews else api.post(
        "/review/submit", product_id=product, title="Light and calming", rating=4,
        content="Sinks in fast; my redness calmed down within two weeks.")["review_id"]
    routines = api.get("/routine/by_user", user_id=me)["items"]
    own["routine"] = routines[0]["routine_id"] if routines else api.post(
        "/routine/add", title="Calm evening", description="Three steps.",
        products=[{"product_id": p, "step_name": f"Step {n}", "time_of_day": "pm", "frequency": "daily"}
                  for n, p in enumerate((other, product), 1)])["routine_id"]
    feedback = api.get("/product/feedback/complete_list")["items"]
    own["feedback"] = feedback[0]["feedback_id"] if feedback else api.post(
        "/product/feedback/submit", product_id=product, category_name="", general_rating=4, ratings=[],
        feedback_status="pending", file_ids=[], feedback_title="Does what it says",
        feedback_text="Evened out my tone over a month of nightly use.")["feedback_id"]
    dupes = api.get("/product/dupe/complete_list")["items"]
    own["dupe"] = dupes[0]["dupe_id"] if dupes else api.post(
        "/product/dupe/submit", original_product_id=product, dupe_product_id=other, title="A cheaper twin",
        description="Same feel on the skin.", images=[], is_private=False)["dupe_id"]
    shelves = api.get("/product/shelf/complete_list")["items"]
    own["shelf"] = shelves[0]["shelf_id"] if shelves else api.post(
        "/product/add_shelf", name="In my bathroom", description="", shelf_type="in_use")["shelf_id"]
    api.post("/product/add_to_shelf", shelf_id=own["shelf"], product_id=product, action=1)
    api.post("/product/star", product_id=product)


def befriend(friend: Api, me: str, ids: Ids) -> None:
    """The friend follows the shots member and comments on their review (once): messages and comments to show."""
    friend.post("/user/follow", user_id=int(me))
    comments = friend.get("/review/comment/list", review_id=ids.own["review"])["comments"]
    if not any(c["author"] and str(c["author"]["user_id"]) == friend.headers["userId"] for c in comments):
        friend.post("/review/comment", review_id=ids.own["review"], comment="Did you use it morning and night?")
    ids.friend = int(friend.headers["userId"])


def routes(ids: Ids, me: str | None) -> list[str]:
    """Every route of the build, with real ids (the own ones when signed in), and an unknown URL."""
    patterns = json.loads((ROOT / "web" / "dist" / "spa-routes.json").read_text())
    own = ids.own if me else {}
    fill = {
        "/find_dupe/:id": f"/find_dupe/{ids.products[0]}",
        "/productDetail/:id": f"/productDetail/{ids.products[0]}",
        "/userDupeDetail/:id": f"/userDupeDetail/{own.get('dupe')}" if own.get("dupe") else None,
        "/userProfile/:id": f"/userProfile/{me or ids.friend}",
        "/reviewDetail/:id": f"/reviewDetail/{own.get('review', ids.review)}",
        "/ingredientDetail/:id": f"/ingredientDetail/{ids.inci[0]}",
        "/routineDetail/:id": f"/routineDetail/{own['routine']}" if own.get("routine") else None,
        "/feedbackDetail/:id": f"/feedbackDetail/{own['feedback']}" if own.get("feedback") else None,
        "/nbn/draft/modifyRoutinePage/:id": f"/nbn/draft/modifyRoutinePage/{own['routine']}" if own.get("routine") else None,
        "/nbn/draft/modifyReviewPage/:id": f"/nbn/draft/modifyReviewPage/{own['review']}" if own.get("review") else None,
        "/compare": "/compare?ids=" + ",".join(map(str, ids.products[:3])),
        "/ntn/search": "/ntn/search?keyword=niacinamide",
        "/userProfile/other": f"/userProfile/{ids.friend}",
    }
    out: list[str] = []
    for pattern in patterns:
        path = fill.get(pattern, pattern)
        if path and ":" not in path:
            out.append(path)
    out += [f"/ingredientDetail/{uuid}" for uuid in ids.inci[1:]]
    if me:
        out += [fill["/userProfile/other"], f"/userProfile/{me}?shelf={own['shelf']}"]
    return out + [UNKNOWN]


def file_name(path: str) -> str:
    return (path.strip("/").replace("/", "_").replace("?", "_").replace("=", "-").replace(",", "-")
            .replace("&", "_") or "home")


def shoot(page: Page, base: str, path: str, width: int, out: Path) -> list[str]:
    notes: list[str] = []
    # the unknown URL's own 404 status is what it should answer, not something to look at
    expected = "status of 404" if path == UNKNOWN else None
    page.on("console", lambda m: notes.append("console error: " + " ".join(m.text.split())[:120])
            if m.type == "error" and not (expected and expected in m.text) else None)
    page.on("response", lambda r: notes.append(f"HTTP {r.status} {r.url[len(base):][:80]}")
            if "/api/" in r.url and r.status >= 500 else None)
    page.goto(base + path)
    settle(page)
    wide = page.evaluate("document.documentElement.scrollWidth")
    if wide > width:
        notes.append(f"pans sideways: {wide}px wide on a {width}px screen")
    page.screenshot(path=str(out), full_page=True)
    return list(dict.fromkeys(notes))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--base", help="a running Glowdex (default: serve --data-dir on a free port)")
    ap.add_argument("--data-dir", type=Path, default=ROOT / "data" / "local")
    ap.add_argument("--out", type=Path, default=ROOT / "data" / "local" / "shots")
    args = ap.parse_args(argv)
    if not (ROOT / "web" / "dist" / "spa-routes.json").is_file():
        raise SystemExit("web/dist is not built (or predates spa-routes.json): `make shots` builds it")
    report: list[str] = []
    with ExitStack() as stack:
        base = (args.base or stack.enter_context(serving(args.data_dir.resolve()))).rstrip("/")
        api = Api(base)
        ids = sample(api)
        me = sign_in(api, args.data_dir.resolve())
        own_content(api, me, ids)
        friend = Api(base)
        sign_in(friend, args.data_dir.resolve(), FRIEND, "Shots Friend")
        befriend(friend, me, ids)
        token = api.headers["token"]
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
            for state, who in (("signed-out", None), ("signed-in", me)):
                for screen, (width, height) in SCREENS.items():
                    folder = args.out / state
                    folder.mkdir(parents=True, exist_ok=True)
                    context = browser.new_context(viewport={"width": width, "height": height})
                    if who:
                        context.add_init_script(
                            f"localStorage.setItem('token', {json.dumps(token)}); localStorage.setItem('userId', '{who}');")
                    for path in routes(ids, who):
                        page = context.new_page()
                        shot = folder / f"{screen}-{file_name(path)}.png"
                        notes = shoot(page, base, path, width, shot)
                        line = f"{state:10s} {screen:6s} {path:55s} {'; '.join(notes) or 'ok'}"
                        print(line, flush=True)
                        report.append(line)
                        page.close()
                    context.close()
            browser.close()
    (args.out / "report.txt").write_text("\n".join(report) + "\n")
    noticed = sum(not line.endswith(" ok") for line in report)
    print(f"{len(report)} screenshots in {args.out} (report.txt beside them); {noticed} with something to look at")
    return 0


if __name__ == "__main__":
    sys.exit(main())
