from __future__ import annotations

import pytest

from api.catalog.values import brand_key, price_per_unit, to_usd
from indexer.catalog_import.brand_guess import BrandGuesser
from indexer.catalog_import.normalise import (
    PriceError,
    category_levels,
    parse_price,
    parse_size,
    skin_types_from_text,
    skincare_category,
)


@pytest.mark.parametrize(("a", "b"), [
    ("L'Oréal Paris", "L'OREAL PARIS"), ("L’Oréal Paris", "L'Oreal  Paris"), ("La Roche-Posay", "LA ROCHE POSAY"),
    ("Dr.G", "Dr. G"), ("Bloom & Blossom", "Bloom and Blossom"), ("Eucerin®", "EUCERIN"),
    ("KIEHL'S SINCE 1851", "Kiehl’s Since 1851"), ("Crème de la Mer", "CREME DE LA MER"),
])
def test_brand_keys_deduplicate_spellings(a: str, b: str) -> None:
    assert brand_key(a) == brand_key(b)


def test_brand_key_keeps_distinct_brands_apart() -> None:
    assert brand_key("REN") != brand_key("RENU")
    assert brand_key("Bloom & Blossom") == "bloom and blossom"


@pytest.mark.parametrize(("text", "expected"), [
    ("$5.20", (5.2, "USD")), ("USD 24.00", (24.0, "USD")), ("24", (24.0, "USD")), (" 1,234.50 ", (1234.5, "USD")),
    ("£3", (3.0, "GBP")), ("12,50 €", (12.5, "EUR")), ("", (None, None)),
])
def test_prices(text: str, expected: tuple) -> None:
    assert parse_price(text) == expected


def test_unreadable_price_is_an_error_not_a_guess() -> None:
    with pytest.raises(PriceError):
        parse_price("call us")
    assert to_usd(10, "GBP") == 12.7
    assert to_usd(10, "XYZ") is None


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("1.7 oz/ 50 mL", 50.0, "ml"), ("1.7oz/50mL", 50.0, "ml"), ("0.5 oz/ 15 g", 15.0, "g"),
    ("2 x 0.5 oz/ 15 mL", 30.0, "ml"), ("Toner 250ml Set (+Toner 50ml)", 250.0, "ml"), ("0.5 fl oz", 14.787, "ml"),
    ("Hydrabio 1L", 1000.0, "ml"), ("7,5 ml", 7.5, "ml"),
])
def test_sizes_become_ml_or_g(text: str, value: float, unit: str) -> None:
    got = parse_size(text)
    assert got[0] == pytest.approx(value) and got[1] == unit


@pytest.mark.parametrize("text", ["1 oz", "60 Capsules", "3 Gel Pads", "", "SPF 30"])
def test_unknown_or_ambiguous_sizes_stay_unknown(text: str) -> None:
    assert parse_size(text)[:2] == (None, None)


def test_price_per_unit() -> None:
    assert price_per_unit(30.0, 7.5) == 4.0
    assert price_per_unit(30.0, None) is None
    assert price_per_unit(None, 50) is None


def test_category_levels_and_mapping() -> None:
    assert category_levels(["Skincare", "Cleansers", ""]) == [
        ("Skincare", "Skincare", None, 0), ("Cleansers", "Skincare > Cleansers", "Skincare", 1)]
    assert skincare_category("Moisturiser") == ("Skincare", "Moisturizers", "Moisturizers")
    assert skincare_category("Essence & Serum") == ("Skincare", "Treatments", "Face Serums")
    assert skincare_category("Lip Scrub") == ("Skincare", "Lip Scrub")


def test_skin_types_from_olive_young_text() -> None:
    assert skin_types_from_text("Combination&Normal,Dry,Oily,Sensitive") == (
        "combination", "normal", "dry", "oily", "sensitive")


def test_brand_guess_known_brands_then_shared_prefix() -> None:
    # "Advanced" follows three different first words: a product word, so not part of "Fade Out".
    names = ["Clinique Moisture Surge 50ml", "Molton Brown Orange Body Wash", "Molton Brown Rose Bath Oil",
             "Fade Out ADVANCED Day Cream", "Fade Out Advanced Night Cream", "The Ordinary Buffet 30ml",
             "The Ordinary Squalane 30ml", "Estee Lauder Advanced Night Repair", "Bloom & Blossom Mama Oil",
             "Bloom and Blossom Belly Balm", "Zelens Advanced Serum"]
    g = BrandGuesser(names, known_brands=["CLINIQUE", "Estée Lauder"])
    assert g.split("Clinique Moisture Surge 50ml") == ("Clinique", "Moisture Surge 50ml")
    assert g.split("Estee Lauder Advanced Night Repair")[0] == "Estee Lauder"
    assert g.split("Molton Brown Orange Body Wash")[0] == "Molton Brown"
    assert g.split("Fade Out Advanced Night Cream")[0] == "Fade Out"
    assert g.split("The Ordinary Buffet 30ml")[0] == "The Ordinary"
    assert brand_key(g.split("Bloom and Blossom Belly Balm")[0]) == "bloom and blossom"


def test_imports_and_member_submissions_convert_sizes_with_one_table():
    """Every unit a member may submit is in the importer's table (`SIZE_UNITS`), and the importer converts with it."""
    from typing import get_args

    from api.catalog.values import FL_OZ_ML, SIZE_UNITS
    from api.products.schemas import SizeUnit

    assert set(get_args(SizeUnit)) <= set(SIZE_UNITS)
    assert parse_size("2 fl oz") == (round(2 * FL_OZ_ML, 3), "ml", "2 fl oz")
    assert parse_size("1.5 L")[:2] == (1500.0, "ml")
    assert parse_size("250 mg")[:2] == (0.25, "g")
