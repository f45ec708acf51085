"""Each reader on a small sample in its format: every quirk of SOURCES.md becomes a field or a bad row."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from indexer.catalog_import.records import BadRow, ImportFileError, ProductRecord
from indexer.catalog_import.sources import (
    read_cities,
    read_cosing,
    read_lookfantastic,
    read_oliveyoung,
    read_sephora,
    read_sephora2018,
)
from ingredient_engine.parse import parse_inci
from tests.indexer.catalog_import import samples
from tests.indexer.catalog_import.conftest import COSING_CSV

Write = Callable[..., Path]


def _split(items: list) -> tuple[list, list[BadRow]]:
    return [i for i in items if not isinstance(i, BadRow)], [i for i in items if isinstance(i, BadRow)]


def test_sephora_crlf_list_literals_category_tree_and_sizes(write: Write) -> None:
    path = write("product_info.csv", samples.SEPHORA, newline="\r\n")
    records, bad = _split(list(read_sephora(path)))
    serum = records[0]
    assert isinstance(serum, ProductRecord)
    assert (serum.source, serum.source_id, serum.brand, serum.name) == ("sephora", "P1", "Drunk Elephant", "Glow Serum")
    assert serum.category_path == ("Skincare", "Treatments", "Face Serums")
    assert (serum.price, serum.currency, serum.size_value, serum.size_unit) == (60.0, "USD", 30.0, "ml")
    assert serum.highlights == ("Vegan", "Good for: Dryness")
    assert serum.ingredients_raw.startswith("['Water")  # kept verbatim: the parser reads the list structure
    assert (serum.source_rating, serum.source_review_count, serum.line) == (4.5, 120, 2)
    kit = records[1]
    assert kit.category_path == ("Skincare", "Value & Gift Sets") and kit.source_rating is None
    assert records[2].ingredients_raw == "" and records[2].size_value is None
    assert [b.reason for b in bad] == ["unreadable price_usd (product imported without a price)"]
    assert records[3].price is None and bad[0].line == 5


def test_lookfantastic_brand_from_name_dollar_price_and_size_variants(write: Write) -> None:
    path = write("lf.csv", samples.LOOKFANTASTIC)
    records, bad = _split(list(read_lookfantastic(path, known_brands=["Drunk Elephant"])))
    assert not bad
    assert [r.brand for r in records] == ["The Ordinary", "The Ordinary", "Drunk Elephant", "Molton Brown",
                                          "Molton Brown"]
    first = records[0]
    assert first.name == "Niacinamide 10% + Zinc 1% 30ml"
    assert (first.price, first.currency, first.size_value, first.size_unit) == (5.2, "USD", 30.0, "ml")
    # Two sizes share one URL: the size keeps them apart.
    assert records[0].source_id != records[1].source_id
    assert records[0].source_id.endswith("#30ml") and records[0].url == records[1].url
    assert first.category_path == ("Skincare", "Treatments", "Face Serums")
    assert records[4].category_path == ("Bath & Body", "Bath & Shower", "Bath Soaks & Bubble Bath")


def test_sephora_2018_flags_and_placeholders_reported_but_products_kept(write: Write) -> None:
    path = write("cosmetics.csv", samples.SEPHORA_2018, encoding="cp1252")  # the original encoding also reads
    records, bad = _split(list(read_sephora2018(path)))
    assert len(records) == 5
    cream = records[0]
    assert cream.name == "Protini Polypeptide Cream" and cream.brand == "DRUNK ELEPHANT"
    assert cream.skin_types == ("combination", "dry", "normal", "sensitive")
    assert cream.category_path == ("Skincare", "Moisturizers", "Moisturizers")
    assert cream.source_id == "drunk elephant/protini polypeptide cream" and cream.source_rating == 4.4
    assert [r.ingredients_raw for r in records[1:]] == ["", "", "", ""]
    assert sorted(b.line for b in bad) == [3, 4, 5, 6]
    assert {b.reason for b in bad} == {"placeholder ingredients (product imported without ingredients)",
                                       "ingredients are only footnotes (product imported without ingredients)"}
    assert any("Visit the Dior boutique" in b.excerpt for b in bad)


def test_olive_young_prices_skin_types_ppm_at_signs_and_brand_prefix(write: Write) -> None:
    path = write("skincare.csv", samples.OLIVEYOUNG)
    records, bad = _split(list(read_oliveyoung(path)))
    toner, cream = records[0], records[1]
    assert (toner.price, toner.currency, toner.size_value) == (24.0, "USD", 200.0)
    assert toner.name == "Centella Toner 200ml" and toner.brand == "Purito"
    assert toner.skin_types == ("combination", "normal", "dry", "oily", "sensitive")
    assert toner.source_rating is None  # 0.0 means "not rated"
    assert "(3,663ppm)" in toner.ingredients_raw
    assert cream.ingredients_raw == "Water@Glycerin@1,2-Hexanediol@Niacinamide"  # kept as the label has it
    names = [i.name for part in parse_inci(cream.ingredients_raw).parts for i in part.ingredients]
    assert names == ["Water", "Glycerin", "1,2-Hexanediol", "Niacinamide"]  # the parser splits on "@"
    assert cream.source_rating == 4.7
    assert not bad  # the duplicate URL is found by the service, which sees all sources' ids
    assert len(records) == 3


def test_cosing_functions_first_letter_and_too_long_names(write: Write) -> None:
    long_name = "X" * 2001  # inci.name holds 2000 characters
    path = write("cosing.csv", COSING_CSV + f"{long_name},,,Solvent\n")
    records, bad = _split(list(read_cosing(path)))
    glycerin = next(r for r in records if r.name == "GLYCERIN")
    assert glycerin.functions == ("Denaturant", "Humectant", "Perfuming", "Skin Protecting")
    assert glycerin.cas_number == "56-81-5" and glycerin.einecs_number == "200-289-5"
    assert any(r.name == "1,2-HEXANEDIOL" for r in records)
    assert [b.reason for b in bad] == ["inci_name longer than 2000 characters (inci.name is too narrow)"]


def test_cities_slim_csv_and_raw_dump(write: Write) -> None:
    records, bad = _split(list(read_cities(write("cities.csv", samples.CITIES))))
    assert [(c.id, c.name, c.country_code, c.population) for c in records] == [
        (3040051, "les Escaldes", "AD", 15853), (292223, "Dubai", "AE", 1137347)]
    assert bad[0].line == 4 and "unreadable number" in bad[0].reason
    dump, _ = _split(list(read_cities(write("cities15000.txt", samples.CITIES_DUMP))))
    assert dump[0].id == 3040051 and dump[0].timezone == "Europe/Andorra" and dump[0].latitude == 42.50729


def test_wrong_or_missing_files_are_refused(write: Write, tmp_path: Path) -> None:
    with pytest.raises(ImportFileError, match="no such file"):
        list(read_sephora(tmp_path / "missing.csv"))
    with pytest.raises(ImportFileError, match="missing columns"):
        list(read_sephora(write("cities.csv", samples.CITIES)))
    with pytest.raises(ImportFileError, match="not a GeoNames"):
        list(read_cities(write("other.csv", samples.SEPHORA_2018)))
