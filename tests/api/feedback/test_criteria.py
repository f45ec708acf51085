"""Rating criteria: the authored sets, resolution through a category's ancestors (every category of an imported
fixture and of the real catalogue), and POST /product/ratings/criterias."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from sqlalchemy import select

from api.analysis.engine_runtime import EngineRuntimes
from api.feedback.criteria import FALLBACK, load_sets, set_for_chain
from api.feedback.service import set_of_category
from api.models import Category
from api.products.category_chains import CategoryChains
from indexer.catalog_import.service import import_products
from indexer.catalog_import.sources import read_lookfantastic, read_oliveyoung, read_sephora, read_sephora2018
from tests.api.content.helpers import post
from tests.api.ingredient_catalog import add_product
from tests.conftest import SHARED_DATA
from tests.indexer.catalog_import import samples


def test_every_set_has_distinct_criteria_with_labels_and_the_general_fallback_exists():
    sets = load_sets()
    assert {"skincare", "makeup", "hair", "fragrance", "bath_body", "tools", FALLBACK} <= set(sets)
    for s in sets.values():
        names = [c.criteria_name for c in s.criteria]
        assert names and len(names) == len(set(names)), s.key
        assert all(c.label and c.description for c in s.criteria), s.key
    assert {"hydration", "texture", "absorption", "scent", "gentleness", "value"} <= {
        c.criteria_name for c in sets["skincare"].criteria}
    assert {"pigment", "wear", "blendability", "shade_range"} <= {c.criteria_name for c in sets["makeup"].criteria}


@pytest.mark.parametrize(("chain", "expected"), [
    (["Skincare", "Treatments", "Face Serums"], "skincare"),
    (["Makeup", "Lip"], "makeup"),
    (["Makeup", "Brushes & Applicators", "Face Brushes"], "tools"),  # the nearest match wins
    (["Hair", "Tools", "Hair Dryers"], "tools"),
    (["Hair", "Shampoo & Conditioner"], "hair"),
    (["Mini Size", "Makeup", "Lip"], "makeup"),
    (["Men", "Skincare", "Face Wash"], "skincare"),
    (["Fragrance", "Women", "Perfume"], "fragrance"),
    (["Bath & Body", "Body Moisturizers"], "bath_body"),
    (["Gifts"], FALLBACK),
    ([], FALLBACK),
])
def test_a_category_resolves_to_its_nearest_matching_ancestor(chain, expected):
    assert set_for_chain(chain).key == expected


REAL_CATALOG = SHARED_DATA / "sephora" / "product_info.csv"
# Real top-level categories with no product family of their own: their direct products rate on general criteria.
GENERAL_ROOTS = {"Gifts", "Men", "Mini Size"}


@pytest.mark.skipif(not REAL_CATALOG.exists(), reason="the shared Sephora catalogue is not beside this checkout")
def test_every_category_of_the_real_catalogue_resolves_to_a_product_family():
    seen: dict[str, str] = {}
    with REAL_CATALOG.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            chain = [row[c].strip() for c in ("primary_category", "secondary_category", "tertiary_category")
                     if row[c].strip()]
            for depth in range(1, len(chain) + 1):
                seen[" > ".join(chain[:depth])] = set_for_chain(chain[:depth]).key
    assert len(seen) > 100
    general = sorted(p for p, key in seen.items() if key == FALLBACK)
    # Only the generic roots and their generic children (value sets, "other needs") fall back.
    assert all(p.split(" > ")[0] in GENERAL_ROOTS for p in general), general
    assert seen["Skincare > Moisturizers > Moisturizers"] == "skincare"
    assert seen["Makeup > Eye > Mascara"] == "makeup"
    assert seen["Fragrance > Women > Perfume"] == "fragrance"


def _write(tmp_path: Path, name: str, text: str, newline: str = "\n") -> Path:
    path = tmp_path / name
    path.write_bytes(text.replace("\n", newline).encode("utf-8"))
    return path


def test_every_category_of_an_imported_fixture_resolves(session, settings, tmp_path):
    offline = settings.model_copy(update={"shared_data_dir": tmp_path / "no-shared-data"})
    engines = EngineRuntimes(offline)
    for name, text, reader, source, newline in (
            ("product_info.csv", samples.SEPHORA, read_sephora, "sephora", "\r\n"),
            ("lookfantastic.csv", samples.LOOKFANTASTIC, read_lookfantastic, "lookfantastic", "\n"),
            ("cosmetics.csv", samples.SEPHORA_2018, read_sephora2018, "sephora2018", "\n"),
            ("skincare.csv", samples.OLIVEYOUNG, read_oliveyoung, "oliveyoung", "\n")):
        path = _write(tmp_path, name, text, newline)
        import_products(session, reader(path), source=source, path=path, engines=engines)
    categories = list(session.scalars(select(Category)))
    assert len(categories) >= 10
    resolved = {c.path: set_of_category(session, CategoryChains(), c).key for c in categories}
    assert FALLBACK not in resolved.values(), resolved
    assert resolved["Skincare > Treatments > Face Serums"] == "skincare"
    assert resolved["Skincare > Value & Gift Sets"] == "skincare"
    assert resolved["Tools & Brushes > Brushes"] == "tools"
    assert resolved["Bath & Body > Bath & Shower > Body Wash & Shower Gel"] == "bath_body"
    assert resolved["Skincare > Cleansers > Toners"] == "skincare"  # another retailer's label, mapped


# --- POST /product/ratings/criterias -------------------------------------------------------------------

def _names(data: dict) -> list[str]:
    return [c["criteria_name"] for c in data["criteria_list"]]


def test_criterias_by_name_path_set_product_and_unknown(client, session, catalog):
    skincare = [c.criteria_name for c in load_sets()["skincare"].criteria]
    data = post(client, "/product/ratings/criterias", None, category_name="Serums")
    assert data["category_name"] == "Serums" and data["criteria_set"] == "skincare" and _names(data) == skincare
    assert all(c["label"] and c["description"] for c in data["criteria_list"])
    assert post(client, "/product/ratings/criterias", None, category_name="skincare > moisturizers")[
        "criteria_set"] == "skincare"
    assert post(client, "/product/ratings/criterias", None, category_name="makeup")["criteria_set"] == "makeup"
    by_product = post(client, "/product/ratings/criterias", None, product_id=catalog.pid("BHA Toner"))
    assert by_product["criteria_set"] == "skincare" and by_product["category_name"] == "Serums"
    for unknown in ("No Such Category", ""):
        assert post(client, "/product/ratings/criterias", None, category_name=unknown)["criteria_set"] == FALLBACK
    r = client.post("/api/product/ratings/criterias", json={"product_id": 10**9})
    assert r.status_code == 404


def test_a_leaf_name_shared_by_several_categories_resolves_by_most_of_them_and_product_id_is_exact(
        client, session, catalog):
    makeup = Category(name="Makeup", path="Makeup", depth=0)
    tools = Category(name="Tools & Brushes", path="Tools & Brushes", depth=0)
    session.add_all([makeup, tools])
    session.flush()
    for i, parent in enumerate((makeup, makeup, tools)):  # two under makeup, one under tools
        session.add(Category(name="Mini Kits", path=f"{parent.path} > Sets {i} > Mini Kits",
                             parent_id=parent.id, depth=1))
    session.flush()
    brush_cat = Category(name="Travel", path="Tools & Brushes > Travel", parent_id=tools.id, depth=1)
    session.add(brush_cat)
    session.flush()
    catalog.categories["Travel"] = brush_cat
    brush = add_product(session, catalog, "Travel Brush", "Acme", "Travel", 9.0, None, ("AQUA",))
    session.commit()
    assert post(client, "/product/ratings/criterias", None, category_name="Mini Kits")["criteria_set"] == "makeup"
    assert post(client, "/product/ratings/criterias", None, product_id=brush.id)["criteria_set"] == "tools"
