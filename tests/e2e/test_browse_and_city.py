"""Browse routines and a member's city (issue 26 §2, §3), in a real Chromium against `glowdex serve`.

- Routines browsed by category and then by skin type: page 1 shows ten, "Load more" appends the second page, and the
  list says all are shown; the other skin type's routine never shows.
- A member picks her city by typing on her profile and sees it there (and the API has it).

The server is shared with the other modules: this one seeds a category and product of its own (so its list is its
own), three GeoNames cities, and removes them afterwards.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Page, expect
from sqlalchemy import delete, update
from sqlalchemy.orm import Session

from tests.e2e.conftest import (
    glowdex,
    new_account,
    seed_catalog,
    server_db,
    sign_in_as,
    unseed_catalog,
    wait_until,
)

pytestmark = pytest.mark.e2e

TAG = uuid.uuid4().hex[:6]
LEAF = f"Browse Oils {TAG}"
PRODUCT = f"Browse Squalane {TAG}"
# GeoNames rows (cities15000): id, name, ascii name, country, latitude, longitude, population
CITIES = [(2996944, "Lyon", "Lyon", "FR", 45.74846, 4.84671, 472317),
          (2980586, "Sainte-Foy-lès-Lyon", "Sainte-Foy-les-Lyon", "FR", 45.73692, 4.79688, 21893),
          (2968254, "Villeurbanne", "Villeurbanne", "FR", 45.76601, 4.8795, 130190)]


@pytest.fixture(scope="module")
def seeded(live_server: tuple[str, Path]) -> Iterator[dict]:
    """This module's product (in a category of its own) and cities, in the served database and its search index."""
    from api.models import City, Routine, User

    url, data_dir = live_server
    ids, made = seed_catalog(data_dir, {}, {PRODUCT: ("Browse Lab", LEAF, 21.0, 30.0, [])}, source="e2e-browse")
    category_id = made["categories"][-1]  # the module's own leaf (made after the shared root, if that was new)
    engine = server_db(data_dir)
    with Session(engine) as s:
        for gid, name, ascii_name, cc, lat, lng, pop in CITIES:
            if s.get(City, gid) is None:
                s.add(City(id=gid, name=name, asciiname=ascii_name, country_code=cc, latitude=lat, longitude=lng,
                           population=pop))
        s.commit()
    glowdex("search", "sync", data_dir=data_dir)
    with httpx.Client(base_url=url, timeout=15) as client:
        def indexed() -> bool:
            items = client.post("/api/city/search", json={"keyword": "Lyon", "page_num": 10}).json()["data"]["items"]
            return CITIES[0][0] in {i["city_id"] for i in items}

        wait_until(indexed, "the cities in the search index")
    try:
        yield {"product_id": ids[PRODUCT], "category_id": category_id}
    finally:
        with Session(engine) as s:
            s.execute(delete(Routine).where(Routine.title.like(f"%{TAG}%")))
            s.execute(update(User).where(User.city_id.in_([c[0] for c in CITIES])).values(city_id=None))
            s.execute(delete(City).where(City.id.in_([c[0] for c in CITIES])))
            s.commit()
        engine.dispose()
        unseed_catalog(data_dir, made)
        glowdex("search", "sync", data_dir=data_dir)


def _routines(live_url: str, account: dict, product_id: int, count: int, label: str) -> list[str]:
    titles = []
    with httpx.Client(base_url=live_url, timeout=15) as client:
        for n in range(count):
            title = f"{label} routine {n} {TAG}"
            reply = client.post("/api/routine/add", headers=account["headers"], json={
                "title": title, "description": f"{label} skin, evening number {n}.",
                "products": [{"product_id": product_id, "time_of_day": "pm"}]}).json()
            assert reply["status"] is True, reply
            titles.append(title)
    return titles


def test_routines_filtered_by_skin_type_append_a_second_page(page: Page, live_url: str, seeded: dict,
                                                              outbox: Callable[[str], list[dict]]) -> None:
    oily = [new_account(live_url, outbox, prefix="e2e-browse", skin_type="oily") for _ in range(2)]
    dry = new_account(live_url, outbox, prefix="e2e-browse", skin_type="dry")
    titles = (_routines(live_url, oily[0], seeded["product_id"], 7, "Oily")
              + _routines(live_url, oily[1], seeded["product_id"], 5, "Shine"))
    (dry_title,) = _routines(live_url, dry, seeded["product_id"], 1, "Dry")

    page.goto(f"{live_url}/routines?category={seeded['category_id']}")
    expect(page.get_by_test_id("browse-count")).to_have_text("13 routines")
    page.get_by_label("Skin type").select_option("oily")
    expect(page).to_have_url(f"{live_url}/routines?skin_type=oily&category={seeded['category_id']}")
    cards = page.get_by_test_id("browse-list").get_by_test_id("browse-card")
    expect(page.get_by_test_id("browse-count")).to_have_text("12 routines")
    expect(cards).to_have_count(10)
    expect(page.get_by_test_id("browse-all-loaded")).to_have_count(0)
    first_page = cards.get_by_role("heading").all_inner_texts()

    page.get_by_role("button", name="Load more").click()
    expect(cards).to_have_count(12)
    expect(page.get_by_test_id("browse-all-loaded")).to_have_text("All 12 routines shown.")
    expect(page.get_by_role("button", name="Load more")).to_have_count(0)
    shown = cards.get_by_role("heading").all_inner_texts()
    assert shown[:10] == first_page  # appended, not replaced
    assert sorted(shown) == sorted(titles) and dry_title not in shown
    expect(cards.first.get_by_role("listitem").filter(has_text="Oily skin")).to_be_visible()


def test_a_member_picks_her_city_by_typing_and_sees_it_on_her_profile(page: Page, live_url: str, seeded: dict,
                                                                       outbox: Callable[[str], list[dict]]) -> None:
    member = new_account(live_url, outbox, prefix="e2e-city")
    sign_in_as(page, live_url, member)
    page.goto(f"{live_url}/userProfile/{member['user_id']}")
    expect(page.get_by_test_id("profile-location")).to_have_text("Not set")
    page.get_by_role("button", name="Edit profile").click()
    box = page.get_by_role("combobox", name="Find your city")
    box.press_sequentially("lyo", delay=60)
    options = page.get_by_role("listbox").get_by_role("option")
    expect(options.first).to_have_text("Lyon · France")  # the city itself before the bigger-named suburbs
    options.first.click()
    expect(page.get_by_test_id("city-picker-value")).to_have_text("Lyon, FR")
    page.get_by_role("button", name="Save profile").click()
    expect(page.get_by_test_id("profile-location")).to_have_text("Lyon, FR")
    page.reload()
    expect(page.get_by_test_id("profile-location")).to_have_text("Lyon, FR")
    with httpx.Client(base_url=live_url, timeout=15) as client:
        public = client.get("/api/user/public_info", params={"user_id": member["user_id"]}).json()["data"]
    assert public["city"]["city_id"] == CITIES[0][0] and public["location"] == "Lyon, FR"
