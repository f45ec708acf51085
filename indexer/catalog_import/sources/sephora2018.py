"""`cosmetics_sephora_2018/cosmetics.csv` (DataCamp's "cosmetics.csv"): `Label` is the category, `Rank` a 0-5
rating, five 0/1 skin-type columns, brands in capitals, no id column and no sizes.

The source id is "<brand key>/<name key>" (the file has no id; brand + name is unique in it and survives
a re-ordered file, unlike a row number).

Placeholder ingredient fields (`#NAME?`, `No Info`, "Visit the Dior boutique", footnote-only text) are
reported as bad rows and the product is still imported, without ingredients: its price, rating, category
and skin-type flags are real and useful; only the ingredient list is missing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from api.catalog.values import brand_key
from indexer.catalog_import.normalise import SKIN_TYPES, clean_name, skincare_category
from indexer.catalog_import.records import BadRow, ProductRecord, excerpt
from indexer.catalog_import.sources._csv import dict_rows, read_price, to_float

SOURCE = "cosmetics_sephora_2018"
REQUIRED = ("Label", "Brand", "Name", "Price", "Rank", "Ingredients", "Combination", "Dry", "Normal", "Oily",
            "Sensitive")
_PLACEHOLDER = re.compile(r"(?i)^\s*(?:#name\??|no info|n/?a|none|-+|visit the .* boutique\.?)\s*$")
# Footnote-only fields: "*Ingredients from organic farming. **Clinical grade essential oils blend."
_FOOTNOTES_ONLY = re.compile(r"^(?:\s*\*+[^*]*)+$")


def placeholder_reason(text: str) -> str | None:
    if _PLACEHOLDER.match(text):
        return "placeholder ingredients (product imported without ingredients)"
    if _FOOTNOTES_ONLY.match(text):
        return "ingredients are only footnotes (product imported without ingredients)"
    return None


def read_sephora2018(path: str | Path, *, known_brands: Iterable[str] = ()) -> Iterator[ProductRecord | BadRow]:
    for line, row in dict_rows(path, REQUIRED, fmt="cosmetics_sephora_2018 cosmetics.csv"):
        if "__width__" in row:
            yield BadRow(line, f"malformed row ({row['__width__']})", excerpt(row.get("Name", "")))
            continue
        brand, name = clean_name(row["Brand"]), clean_name(row["Name"])
        if not (brand and name):
            yield BadRow(line, "missing Brand or Name", excerpt(",".join(row.values())))
            continue
        price, currency, bad_price = read_price(row, "Price", line)
        if bad_price:
            yield bad_price
        try:
            rank = to_float(row["Rank"])
        except ValueError:
            yield BadRow(line, "unreadable Rank (product imported without a rating)", excerpt(row["Rank"]))
            rank = None
        ingredients = row["Ingredients"].strip()
        reason = placeholder_reason(ingredients) if ingredients else None
        if reason:
            yield BadRow(line, reason, excerpt(f"{brand} {name}: {ingredients}"))
            ingredients = ""
        yield ProductRecord(
            source=SOURCE,
            source_id=f"{brand_key(brand)}/{brand_key(name)}"[:200],
            name=name,
            brand=brand,
            category_path=skincare_category(row["Label"]),
            price=price,
            currency=currency,
            size_text="",
            size_value=None,
            size_unit=None,
            ingredients_raw=ingredients,
            skin_types=tuple(t for t in SKIN_TYPES if row[t.capitalize()].strip() == "1"),
            source_rating=rank or None,  # 0 is "not rated yet"
            line=line,
        )
