"""The first ~200 rows of each real shared file (read from ../shared/data, never copied into the repo)."""

from __future__ import annotations

import csv
import io
import itertools
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntimes
from api.models import Brand, City, Inci, Product, ProductIngredient
from api.settings import Settings
from indexer.catalog_import.service import import_cities, import_inci, import_products, known_brand_names
from indexer.catalog_import.sources import BY_COMMAND
from tests.indexer.catalog_import.conftest import SHARED_DATA

ROWS = 200


def _head(command: str, tmp_path: Path, rows: int = ROWS) -> Path:
    """The header and the first `rows` records of a shared file, rewritten with its own line endings."""
    src = SHARED_DATA / BY_COMMAND[command].default_path
    if not src.is_file():
        pytest.skip(f"{src} is not here")
    text = src.read_bytes().decode("utf-8")
    crlf = "\r\n" in text[:5000]
    records = list(itertools.islice(csv.reader(io.StringIO(text, newline="")), rows + 1))
    out = io.StringIO(newline="")
    csv.writer(out, lineterminator="\r\n" if crlf else "\n").writerows(records)
    path = tmp_path / Path(src).name
    path.write_text(out.getvalue(), encoding="utf-8", newline="")
    return path


def _product(session: Session, source: str, source_id: str) -> Product:
    return session.scalars(select(Product).where(Product.source == source, Product.source_id == source_id)).one()


@pytest.fixture
def shared_settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"shared_data_dir": SHARED_DATA})


def test_first_rows_of_every_real_file(session: Session, tmp_path: Path, shared_settings: Settings,
                                       write: Callable[..., Path]) -> None:
    cosing = _head("cosing", tmp_path, rows=30_000)  # all of it: ingredient lists resolve against the real glossary
    inci = import_inci(session, BY_COMMAND["cosing"].reader(cosing), path=cosing)
    assert inci.inserted > 28_000
    assert session.scalar(select(Inci.functions).where(Inci.name == "ASTROCARYUM VULGARE SEED BUTTER")) == [
        "Skin Conditioning", "Skin Conditioning - Emollient"]

    results = {}
    engines = EngineRuntimes(shared_settings)
    for command in ("sephora", "sephora2018", "oliveyoung", "lookfantastic"):
        spec = BY_COMMAND[command]
        path = _head(command, tmp_path)
        records = spec.reader(path, known_brands=known_brand_names(session))
        results[command] = import_products(session, records, source=spec.source, path=path,
                                           engines=engines)
    assert results["sephora"].inserted == 200 and results["sephora"].bad_rows < 10
    assert results["sephora2018"].inserted == 200
    assert results["oliveyoung"].inserted == 200
    assert results["lookfantastic"].inserted + results["lookfantastic"].bad_rows >= 195

    kasbah = _product(session, "sephora", "P473661")
    assert (kasbah.name, kasbah.size_value, kasbah.size_unit, kasbah.price_usd) == (
        "Kasbah Eau de Parfum Travel Spray", 7.5, "ml", 30.0)
    assert kasbah.price_per_unit_usd == 4.0
    assert session.get(Brand, kasbah.brand_id).name == "19-69"  # type: ignore[union-attr]

    sk2 = _product(session, "cosmetics_sephora_2018", "sk ii/facial treatment essence")
    assert session.get(Brand, sk2.brand_id).name == "SK-II"  # type: ignore[union-attr]
    assert [i.raw_name for i in sk2.ingredients] == [
        "Galactomyces Ferment Filtrate (Pitera)", "Butylene Glycol", "Pentylene Glycol", "Water", "Sodium Benzoate",
        "Methylparaben", "Sorbic Acid"]

    purito = _product(session, "oliveyoung", "https://global.oliveyoung.com/product/detail?prdtNo=GA240624389")
    assert (purito.price_usd, purito.size_value, len(purito.ingredients)) == (24.0, 200.0, 25)
    assert session.get(Brand, purito.brand_id).name == "Purito"  # type: ignore[union-attr]

    nmf = _product(session, "lookfantastic",
                   "https://www.lookfantastic.com/the-ordinary-natural-moisturising-factors-ha-30ml/11396687.html#30ml")
    assert session.get(Brand, nmf.brand_id).name == "The Ordinary"  # type: ignore[union-attr]
    assert (nmf.price_usd, len(nmf.ingredients)) == (5.2, 45)

    total = session.scalar(select(func.count()).select_from(ProductIngredient))
    linked = session.scalar(select(func.count(ProductIngredient.inci_id)))
    assert total and linked is not None and linked / total > 0.9

    cities = _head("cities", tmp_path)
    got = import_cities(session, BY_COMMAND["cities"].reader(cities), path=cities)
    assert (got.inserted, got.bad_rows) == (200, 0)
    andorra = session.get(City, 3041563)
    assert andorra is not None and (andorra.name, andorra.country_code) == ("Andorra la Vella", "AD")
