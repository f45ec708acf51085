"""Sephora `product_info.csv` (Kaggle, 2023): CRLF, list-literal ingredients and highlights, a three-level
category tree, `price_usd`, sizes such as "1.7 oz/ 50 mL"."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from indexer.catalog_import.normalise import clean_name, parse_size
from indexer.catalog_import.records import BadRow, ProductRecord, excerpt
from indexer.catalog_import.sources._csv import dict_rows, list_literal, read_price, to_float, to_int

SOURCE = "sephora"
REQUIRED = ("product_id", "product_name", "brand_name", "ingredients", "price_usd", "size", "rating", "reviews",
            "highlights", "primary_category", "secondary_category", "tertiary_category")


def read_sephora(path: str | Path, *, known_brands: Iterable[str] = ()) -> Iterator[ProductRecord | BadRow]:
    for line, row in dict_rows(path, REQUIRED, fmt="Sephora product_info.csv"):
        if "__width__" in row:
            yield BadRow(line, f"malformed row ({row['__width__']})", excerpt(row.get("product_id", "")))
            continue
        pid, name, brand = row["product_id"].strip(), clean_name(row["product_name"]), clean_name(row["brand_name"])
        if not (pid and name and brand):
            yield BadRow(line, "missing product_id, product_name or brand_name", excerpt(",".join(row.values())))
            continue
        price, currency, bad_price = read_price(row, "price_usd", line)
        if bad_price:
            yield bad_price
        try:
            rating, reviews = to_float(row["rating"]), to_int(row["reviews"])
        except ValueError:
            yield BadRow(line, "unreadable rating/reviews (product imported without them)",
                         excerpt(f"{row['rating']} / {row['reviews']}"))
            rating, reviews = None, None
        ingredients = row["ingredients"].strip()
        if ingredients and list_literal(ingredients) is None:
            # Still imported: the parser reads plain text too.
            yield BadRow(line, "ingredients are not a list literal (read as plain text)", excerpt(ingredients))
        size_text = row["size"].strip()
        if not size_text and "size" in row.get("variation_type", "").lower():
            size_text = row.get("variation_value", "").strip()
        size_value, size_unit, _ = parse_size(size_text)
        yield ProductRecord(
            source=SOURCE,
            source_id=pid,
            name=name,
            brand=brand,
            category_path=tuple(row[c].strip() for c in ("primary_category", "secondary_category",
                                                          "tertiary_category") if row[c].strip()),
            price=price,
            currency=currency,
            size_text=size_text[:120],
            size_value=size_value,
            size_unit=size_unit,
            ingredients_raw=ingredients,
            highlights=tuple(clean_name(h) for h in list_literal(row["highlights"]) or () if clean_name(h)),
            source_rating=rating,
            source_review_count=reviews,
            line=line,
        )
