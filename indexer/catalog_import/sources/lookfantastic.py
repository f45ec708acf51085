"""LookFantastic `skincare_products_clean.csv`: no brand column (the brand starts `product_name`, see
`brand_guess`), prices like "$5.20", `clean_ingreds` a lower-cased list literal with water removed.

The source id is the product URL plus the size in the name ("…/11141115.html#30ml"): size variants of one
product share a URL in this file and are separate products here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from indexer.catalog_import.brand_guess import BrandGuesser
from indexer.catalog_import.normalise import clean_name, parse_size, skincare_category
from indexer.catalog_import.records import BadRow, ProductRecord, excerpt
from indexer.catalog_import.sources._csv import dict_rows, list_literal, read_price

SOURCE = "lookfantastic"
REQUIRED = ("product_name", "product_url", "product_type", "clean_ingreds", "price")


def read_lookfantastic(path: str | Path, *, known_brands: Iterable[str] = ()) -> Iterator[ProductRecord | BadRow]:
    rows = list(dict_rows(path, REQUIRED, fmt="LookFantastic skincare_products_clean.csv"))
    guesser = BrandGuesser([clean_name(r.get("product_name") or "") for _, r in rows], known_brands)
    for line, row in rows:
        if "__width__" in row:
            yield BadRow(line, f"malformed row ({row['__width__']})", excerpt(row.get("product_name", "")))
            continue
        full_name, url = clean_name(row["product_name"]), row["product_url"].strip()
        brand, name = guesser.split(full_name)
        if not (full_name and url and brand):
            yield BadRow(line, "missing product_name or product_url", excerpt(",".join(row.values())))
            continue
        price, currency, bad_price = read_price(row, "price", line)
        if bad_price:
            yield bad_price
        ingredients = row["clean_ingreds"].strip()
        items = list_literal(ingredients)
        if ingredients and items is None:
            yield BadRow(line, "clean_ingreds is not a list literal (read as plain text)", excerpt(ingredients))
        elif items is not None and not items:
            ingredients = ""
        size_value, size_unit, size_text = parse_size(full_name)
        yield ProductRecord(
            source=SOURCE,
            source_id=f"{url}#{size_text.replace(' ', '').lower()}" if size_text else url,
            name=name or full_name,
            brand=brand,
            category_path=skincare_category(row["product_type"]),
            price=price,
            currency=currency,
            size_text=size_text,
            size_value=size_value,
            size_unit=size_unit,
            ingredients_raw=ingredients,
            url=url,
            line=line,
        )
