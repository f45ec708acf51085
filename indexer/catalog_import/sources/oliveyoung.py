"""Olive Young Global `skincare.csv`: prices "USD 24.00", `skin type` a comma list
("Combination&Normal,Dry,Oily,Sensitive"), names that repeat the brand and carry sizes, rating 0.0 meaning
"not rated", concentrations in ingredient names ("Centella Asiatica Extract(3,663ppm)", read by the parser), and
a few lists separated by "@" (the ingredient parser splits on them).
The product URL is the source id."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from api.catalog.values import brand_key
from indexer.catalog_import.normalise import clean_name, parse_size, skin_types_from_text, skincare_category
from indexer.catalog_import.records import BadRow, ProductRecord, excerpt
from indexer.catalog_import.sources._csv import dict_rows, read_price, to_float

SOURCE = "oliveyoung"
REQUIRED = ("Label", "URL", "brand", "name", "price", "rating", "skin type", "ingredients")


def strip_brand(name: str, brand: str) -> str:
    """"Purito Wonder Releaf Centella Toner" (brand "Purito") -> "Wonder Releaf Centella Toner"."""
    words = name.split()
    n = len(brand.split())
    if len(words) > n and brand_key(" ".join(words[:n])) == brand_key(brand):
        return " ".join(words[n:])
    return name


def read_oliveyoung(path: str | Path, *, known_brands: Iterable[str] = ()) -> Iterator[ProductRecord | BadRow]:
    for line, row in dict_rows(path, REQUIRED, fmt="Olive Young skincare.csv"):
        if "__width__" in row:
            yield BadRow(line, f"malformed row ({row['__width__']})", excerpt(row.get("name", "")))
            continue
        url, brand, full_name = row["URL"].strip(), clean_name(row["brand"]), clean_name(row["name"])
        if not (url and brand and full_name):
            yield BadRow(line, "missing URL, brand or name", excerpt(",".join(row.values())))
            continue
        price, currency, bad_price = read_price(row, "price", line)
        if bad_price:
            yield bad_price
        try:
            rating = to_float(row["rating"])
        except ValueError:
            yield BadRow(line, "unreadable rating (product imported without one)", excerpt(row["rating"]))
            rating = None
        size_value, size_unit, size_text = parse_size(full_name)
        yield ProductRecord(
            source=SOURCE,
            source_id=url[:200],
            name=strip_brand(full_name, brand),
            brand=brand,
            category_path=skincare_category(row["Label"]),
            price=price,
            currency=currency,
            size_text=size_text,
            size_value=size_value,
            size_unit=size_unit,
            ingredients_raw=row["ingredients"].strip(),
            skin_types=skin_types_from_text(row["skin type"]),
            source_rating=rating or None,  # 0.0 is "no rating yet" on Olive Young
            url=url,
            line=line,
        )
