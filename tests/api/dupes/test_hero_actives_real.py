"""Hero actives and the two find-dupe modes on real products (issue 27): every Sephora face serum of the shared file
(and The INKEY List's Caffeine Eye Cream), imported through the importer and resolved on the real CosIng inventory.

Before issue 27 the product page said nothing of what a product is for, and the dupes of Paula's Choice 10%
Niacinamide Booster were vitamin-C serums: The Ordinary Niacinamide 10% + Zinc 1% (the dupe every forum names, the
same hero at the same 10 %) was not among the ten."""

from __future__ import annotations

import pytest

from tests.api.content.helpers import get
from tests.api.real_sources import connection_within_module, import_slice  # noqa: F401 (a fixture)

BOOSTER = "P480628"  # Paula's Choice 10% Niacinamide Booster, $49 / 20 ml
THE_ORDINARY_NIACINAMIDE = "P427417"  # Niacinamide 10% + Zinc 1% Oil Control Serum, $6 / 30 ml
CAFFEINE_EYE_CREAM = "P443840"  # The INKEY List


def _keep(header: list[str], rows: list[list[str]]) -> list[list[str]]:
    tertiary, pid = header.index("tertiary_category"), header.index("product_id")
    return [r for r in rows if r[tertiary] == "Face Serums" or r[pid] == CAFFEINE_EYE_CREAM]


@pytest.fixture(scope="module")
def serums(module_session, module_engines, tmp_path_factory) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """Sephora source id -> product id of every face serum."""
    ids = import_slice(module_session, module_engines, tmp_path_factory.mktemp("serums"), "sephora", _keep)
    assert len(ids) > 350 and {BOOSTER, THE_ORDINARY_NIACINAMIDE, CAFFEINE_EYE_CREAM} <= set(ids)
    return ids


def _made_for(client, pid: int) -> list[tuple[str, str, float | None, str]]:  # type: ignore[no-untyped-def]
    return [(h["active_class"], h["text"], h["percent"], h["basis"])
            for h in get(client, "/product/detail", product_id=pid)["made_for"]]


# source id -> what the product page says it is made for: (class, text, stated %, read from)
MADE_FOR = {
    # the name says it, with its concentration
    BOOSTER: [("niacinamide", "niacinamide 10 %", 10.0, "name")],
    THE_ORDINARY_NIACINAMIDE: [("niacinamide", "niacinamide 10 %", 10.0, "name"), ("zinc", "zinc 1 %", 1.0, "name")],
    # the name says the form of the class: a retinoid that is hydroxypinacolone retinoate, at 2 %
    "P427418": [("retinoid", "granactive retinoid (HPR) 2 %", 2.0, "name")],
    # the name says vitamin C; the label prints the strength: "L-Ascorbic Acid (Vitamin C) 15%"
    "P459128": [("vitamin_c", "vitamin C (L-ascorbic acid) 15 %", 15.0, "name")],
    # the name says nothing ("Anti Bac Acne Clearing Lotion"); the label declares Benzoyl Peroxide 5 %
    "P232907": [("benzoyl_peroxide", "benzoyl peroxide 5 %", 5.0, "label")],
    CAFFEINE_EYE_CREAM: [("caffeine", "caffeine", None, "name")],
}


def test_the_product_page_says_what_it_is_made_for(client, serums):  # type: ignore[no-untyped-def]
    assert {sid: _made_for(client, serums[sid]) for sid in MADE_FOR} == MADE_FOR


def test_both_modes_for_the_booster_the_ordinary_niacinamide_in_the_top_three_same_job(client, serums):  # type: ignore[no-untyped-def]
    data = get(client, "/product/dupes", product_id=serums[BOOSTER], k=10)
    assert data["mode"] == "same_job" and data["kind"] == "serum"
    assert [h["text"] for h in data["hero_actives"]] == ["niacinamide 10 %"]
    top3 = [i["product"]["product_id"] for i in data["items"][:3]]
    assert serums[THE_ORDINARY_NIACINAMIDE] in top3
    item = next(i for i in data["items"] if i["product"]["product_id"] == serums[THE_ORDINARY_NIACINAMIDE])
    assert item["heroes"][0]["text"] == "keeps niacinamide 10 %" and item["kind"] == "serum"
    assert item["explanation"].startswith("keeps niacinamide 10 %; a serum like the original;")
    assert item["saving_percent"] > 90 and item["compared_by"] == "price_per_unit"
    for dupe in data["items"]:  # another brand's cheaper serum that keeps the niacinamide, always
        assert dupe["product"]["brand_name"] != "Paula's Choice" and dupe["saving"] > 0
        assert dupe["heroes"][0]["kept"] and dupe["kind"] in {"serum", "essence", "face_oil", "exfoliant"}
    scores = [i["score"] for i in data["items"]]
    assert scores == sorted(scores, reverse=True)


    # closest formula: the overlap ranking of before, for members who want the same list
    data = get(client, "/product/dupes", product_id=serums[BOOSTER], k=10, mode="closest_formula")
    assert data["mode"] == "closest_formula" and data["items"]
    assert [h["text"] for h in data["hero_actives"]] == ["niacinamide 10 %"]  # the original is the same
    for dupe in data["items"]:  # the finder's rules: same category, cheaper, 3+ shared, a key active kept
        assert dupe["job_parts"] is None and dupe["product"]["category_name"] == "Face Serums"
        assert [h["active_class"] for h in dupe["heroes"]] == ["niacinamide"]  # still says what it keeps
        assert dupe["shared_count"] >= 3 and dupe["shared_key_ingredients"] and dupe["saving"] > 0
        assert dupe["score"] == pytest.approx(sum(w * p for w, p in zip(
            dupe["score_parts"]["weights"], (dupe["score_parts"]["jaccard"], dupe["score_parts"]["actives_overlap"],
                                             dupe["score_parts"]["order_agreement"]), strict=True)), abs=1e-5)
    scores = [i["score"] for i in data["items"]]
    assert scores == sorted(scores, reverse=True)
