"""The importer against the real test database: upserts, idempotency, de-duplication, ingredient rows."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntimes
from api.models import Brand, Category, City, ImportRun, Inci, Product, ProductIngredient
from api.settings import Settings
from indexer.catalog_import.service import import_cities, import_inci, import_products
from indexer.catalog_import.sources import (
    read_cities,
    read_cosing,
    read_lookfantastic,
    read_oliveyoung,
    read_sephora,
    read_sephora2018,
)
from tests.indexer.catalog_import import samples
from tests.indexer.catalog_import.conftest import COSING_CSV

Write = Callable[..., Path]


def _sephora(session: Session, path: Path, settings: Settings):  # type: ignore[no-untyped-def]
    return import_products(session, read_sephora(path), source="sephora", path=path, engines=EngineRuntimes(settings),
                           batch_size=2)  # tiny batches: the batch boundaries are exercised too


def _product(session: Session, source: str, source_id: str) -> Product:
    return session.scalars(select(Product).where(Product.source == source, Product.source_id == source_id)).one()


def test_import_twice_is_idempotent_and_a_changed_price_is_one_update(
        session: Session, inci: dict[str, int], write: Write, offline_settings: Settings) -> None:
    path = write("product_info.csv", samples.SEPHORA, newline="\r\n")
    first = _sephora(session, path, offline_settings)
    assert (first.inserted, first.updated, first.unchanged, first.bad_rows) == (4, 0, 0, 1)
    counts = (session.scalar(select(func.count()).select_from(Product)),
              session.scalar(select(func.count()).select_from(ProductIngredient)))

    second = _sephora(session, path, offline_settings)
    assert (second.inserted, second.updated, second.unchanged, second.bad_rows) == (0, 0, 4, 1)
    assert second.ingredients_written == 0  # nothing re-parsed
    assert (session.scalar(select(func.count()).select_from(Product)),
            session.scalar(select(func.count()).select_from(ProductIngredient))) == counts

    write("product_info.csv", samples.SEPHORA.replace(",60,,,0", ",65,,,0"), newline="\r\n")
    third = _sephora(session, path, offline_settings)
    assert (third.inserted, third.updated, third.unchanged) == (0, 1, 3)
    session.expire_all()
    serum = _product(session, "sephora", "P1")
    assert (serum.price, serum.price_usd) == (65.0, 65.0)
    assert serum.price_per_unit_usd == round(65 / 30, 4)


def test_ingredient_rows_parts_positions_and_inci_links(
        session: Session, inci: dict[str, int], write: Write, offline_settings: Settings) -> None:
    path = write("product_info.csv", samples.SEPHORA, newline="\r\n")
    result = _sephora(session, path, offline_settings)
    assert result.ingredient_total == result.ingredient_recognised == 8
    serum = _product(session, "sephora", "P1")
    water = {inci["WATER"], inci["AQUA"]}  # which spelling "Water" links to is the engine's label-alias choice
    rows = [(r.seq, r.part_index, r.position, r.raw_name) for r in serum.ingredients]
    assert rows == [(0, 0, 1, "Water"), (1, 0, 2, "Glycerin"), (2, 0, 3, "Niacinamide"), (3, 0, 4, "Phenoxyethanol")]
    assert serum.ingredients[0].inci_id in water
    assert [r.inci_id for r in serum.ingredients[1:]] == [inci["GLYCERIN"], inci["NIACINAMIDE"], inci["PHENOXYETHANOL"]]
    kit = _product(session, "sephora", "P2")
    assert [(r.part_index, r.part_label, r.position) for r in kit.ingredients] == [
        (0, "Cream", 1), (0, "Cream", 2), (1, "Serum", 1), (1, "Serum", 2)]
    assert kit.ingredients[0].inci_id in water and kit.ingredients[2].inci_id in water
    assert (kit.ingredients[1].inci_id, kit.ingredients[3].inci_id) == (inci["GLYCERIN"], inci["NIACINAMIDE"])
    assert all(r.confidence > 0.9 for r in kit.ingredients)
    counts = {name: n for name, n in session.execute(select(Inci.name, Inci.product_count))}
    assert counts["GLYCERIN"] == 2 and counts["PHENOXYETHANOL"] == 1 and counts["TOCOPHEROL"] == 0


def test_changed_ingredient_text_rewrites_that_products_rows_only(
        session: Session, inci: dict[str, int], write: Write, offline_settings: Settings) -> None:
    path = write("product_info.csv", samples.SEPHORA, newline="\r\n")
    _sephora(session, path, offline_settings)
    write("product_info.csv", samples.SEPHORA.replace("Niacinamide, Phenoxyethanol.", "Tocopherol."), newline="\r\n")
    result = _sephora(session, path, offline_settings)
    assert (result.updated, result.ingredients_written) == (1, 1)
    session.expire_all()
    assert [r.raw_name for r in _product(session, "sephora", "P1").ingredients] == ["Water", "Glycerin", "Tocopherol"]


def test_a_new_engine_version_re_resolves_stored_ingredients(
        session: Session, inci: dict[str, int], write: Write, offline_settings: Settings) -> None:
    path = write("lf.csv", samples.LOOKFANTASTIC)
    first = import_products(session, read_lookfantastic(path), source="lookfantastic", path=path,
                            engines=EngineRuntimes(offline_settings))
    assert first.ingredients_written == 5
    # CosIng grows by a name the catalogue uses: the engine version moves and every list is resolved again.
    more = write("more.csv", COSING_CSV.split("\n", 1)[0] + "\nSODIUM CHLORIDE,7647-14-5,231-598-3,Viscosity\n")
    import_inci(session, read_cosing(more), path=more)
    again = import_products(session, read_lookfantastic(path), source="lookfantastic", path=path,
                            engines=EngineRuntimes(offline_settings))
    assert (again.unchanged, again.ingredients_written) == (5, 5)
    assert again.engine_version != first.engine_version


def test_brands_deduplicate_across_sources_and_prefer_mixed_case(
        session: Session, inci: dict[str, int], write: Write, offline_settings: Settings) -> None:
    s2018 = write("cosmetics.csv", samples.SEPHORA_2018)
    import_products(session, read_sephora2018(s2018), source="cosmetics_sephora_2018", path=s2018,
                    engines=EngineRuntimes(offline_settings))
    sephora = write("product_info.csv", samples.SEPHORA, newline="\r\n")
    _sephora(session, sephora, offline_settings)
    brands = [b.name for b in session.scalars(select(Brand).where(Brand.key == "drunk elephant"))]
    assert brands == ["Drunk Elephant"]  # "DRUNK ELEPHANT" (2018) and "Drunk Elephant" (2023): one brand
    lf = write("lf.csv", samples.LOOKFANTASTIC)
    known = [b.name for b in session.scalars(select(Brand))]
    import_products(session, read_lookfantastic(lf, known_brands=known), source="lookfantastic", path=lf,
                    engines=EngineRuntimes(offline_settings))
    de = session.scalars(select(Brand).where(Brand.key == "drunk elephant")).one()
    assert session.scalar(select(func.count()).select_from(Product).where(Product.brand_id == de.id)) == 4


def test_category_tree_levels_have_parents_and_paths(
        session: Session, inci: dict[str, int], write: Write, offline_settings: Settings) -> None:
    path = write("product_info.csv", samples.SEPHORA, newline="\r\n")
    _sephora(session, path, offline_settings)
    oy = write("skincare.csv", samples.OLIVEYOUNG)
    import_products(session, read_oliveyoung(oy), source="oliveyoung", path=oy, engines=EngineRuntimes(offline_settings))
    cats = {c.path: c for c in session.scalars(select(Category))}
    serums = cats["Skincare > Treatments > Face Serums"]
    assert (serums.name, serums.depth) == ("Face Serums", 2)
    assert serums.parent_id == cats["Skincare > Treatments"].id
    assert cats["Skincare > Treatments"].parent_id == cats["Skincare"].id and cats["Skincare"].parent_id is None
    toner = _product(session, "oliveyoung", "https://oy.example/detail?prdtNo=1")
    assert toner.category_id == cats["Skincare > Cleansers > Toners"].id
    assert len([p for p in cats if p == "Skincare"]) == 1  # shared by both sources


def test_bad_rows_are_counted_and_recorded_with_examples(
        session: Session, inci: dict[str, int], write: Write, offline_settings: Settings) -> None:
    oy = write("skincare.csv", samples.OLIVEYOUNG)
    result = import_products(session, read_oliveyoung(oy), source="oliveyoung", path=oy, engines=EngineRuntimes(offline_settings))
    assert (result.inserted, result.bad_rows) == (2, 1)
    run = session.get(ImportRun, result.run_id)
    assert run is not None and run.finished_at is not None
    assert (run.source, run.inserted, run.bad_rows) == ("oliveyoung", 2, 1)
    assert run.bad_examples == [{"line": 4, "reason": "duplicate source id in the file (first row kept)",
                                 "excerpt": "https://oy.example/detail?prdtNo=1 Centella Toner 200ml"}]
    note = json.loads(run.note)
    assert note["engine_version"] == result.engine_version
    assert note["bad_by_reason"] == {"duplicate source id in the file (first row kept)": 1}
    toner = _product(session, "oliveyoung", "https://oy.example/detail?prdtNo=1")
    ppm = [r for r in toner.ingredients if r.inci_id == inci["CENTELLA ASIATICA EXTRACT"]]
    assert len(ppm) == 1 and ppm[0].raw_name == "Centella Asiatica Extract"


def test_placeholder_ingredients_products_imported_without_ingredients(
        session: Session, inci: dict[str, int], write: Write, offline_settings: Settings) -> None:
    path = write("cosmetics.csv", samples.SEPHORA_2018)
    result = import_products(session, read_sephora2018(path), source="cosmetics_sephora_2018", path=path,
                             engines=EngineRuntimes(offline_settings))
    assert (result.inserted, result.bad_rows) == (5, 4)
    again = import_products(session, read_sephora2018(path), source="cosmetics_sephora_2018", path=path,
                            engines=EngineRuntimes(offline_settings))
    assert (again.unchanged, again.bad_rows) == (5, 4)  # reported again, not silently forgotten
    dior = _product(session, "cosmetics_sephora_2018", "dior/capture mask")
    assert dior.ingredients_raw == "" and dior.ingredients == [] and dior.price == 90


def test_inci_and_cities_upserts(session: Session, write: Write) -> None:
    path = write("cosing.csv", COSING_CSV + "WATER,7732-18-5,231-791-2,Solvent\n")
    first = import_inci(session, read_cosing(path), path=path)
    assert (first.inserted, first.bad_rows) == (12, 1)
    water = session.scalars(select(Inci).where(Inci.name == "WATER")).one()
    assert (water.first_letter, water.functions, len(water.uuid)) == ("W", ["Solvent"], 36)
    assert session.scalars(select(Inci.first_letter).where(Inci.name == "1,2-HEXANEDIOL")).one() == "#"
    write("cosing.csv", COSING_CSV.replace("Preservative", '"Preservative, Masking"'))
    second = import_inci(session, read_cosing(path), path=path)
    assert (second.inserted, second.updated, second.unchanged) == (0, 1, 11)

    cities = write("cities.csv", samples.CITIES)
    got = import_cities(session, read_cities(cities), path=cities)
    assert (got.inserted, got.bad_rows) == (2, 1)
    write("cities.csv", samples.CITIES.replace("1137347", "3331420"))
    again = import_cities(session, read_cities(cities), path=cities)
    assert (again.inserted, again.updated, again.unchanged) == (0, 1, 1)
    dubai = session.get(City, 292223)
    assert dubai is not None and dubai.population == 3331420 and dubai.timezone == "Asia/Dubai"
