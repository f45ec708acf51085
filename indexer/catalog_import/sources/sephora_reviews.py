"""Sephora `reviews_sample.csv` (Kaggle "Sephora Products and Skincare Reviews", CC BY 4.0; see the shared
data/SOURCES.md): one row per review, keyed by its Kaggle chunk file and row, about products of
`product_info.csv` (same `product_id`, the key the catalogue import stores as `source_id`)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

from indexer.catalog_import.records import BadRow, ReviewRecord, excerpt
from indexer.catalog_import.sources._csv import dict_rows

SOURCE = "sephora"  # the products' source: reviews attach to Sephora products
REQUIRED = ("source_file", "orig_row", "author_id", "rating", "is_recommended", "submission_time", "review_text",
            "review_title", "skin_type", "product_id")
SKIN_TYPES = {"normal", "dry", "oily", "combination", "sensitive"}
FREE_PRODUCT_OPENINGS = ("i received this product for free", "i received this for free",
                         "received this product complimentary", "i received this product complimentary")


def _date(text: str) -> date | None:
    try:
        return date.fromisoformat(text.strip()[:10])
    except ValueError:
        return None


def read_sephora_reviews(path: str | Path, **_: object) -> Iterator[ReviewRecord | BadRow]:
    for line, row in dict_rows(path, REQUIRED, fmt="Sephora reviews CSV"):
        if "__width__" in row:
            yield BadRow(line, f"malformed row ({row['__width__']})", excerpt(row.get("orig_row", "")))
            continue
        key = f"{row['source_file'].strip()}#{row['orig_row'].strip()}"
        author, product, text = row["author_id"].strip(), row["product_id"].strip(), row["review_text"].strip()
        if not (row["source_file"].strip() and row["orig_row"].strip() and author and product):
            yield BadRow(line, "missing source_file, orig_row, author_id or product_id", excerpt(",".join(row.values())))
            continue
        try:
            rating = int(float(row["rating"]))
        except ValueError:
            rating = 0
        if not 1 <= rating <= 5:
            yield BadRow(line, "rating is not 1 to 5", excerpt(f"{key}: {row['rating']}"))
            continue
        if not text:
            yield BadRow(line, "empty review text", key)
            continue
        skin = row["skin_type"].strip().lower()
        recommended = row["is_recommended"].strip()
        yield ReviewRecord(
            source=SOURCE, source_id=key, author_id=author, product_source_id=product, rating=rating,
            title=row["review_title"].strip()[:200], text=text, skin_type=skin if skin in SKIN_TYPES else None,
            submitted_on=_date(row["submission_time"]),
            is_recommended=None if not recommended else float(recommended) >= 0.5,
            received_free=text.lower().startswith(FREE_PRODUCT_OPENINGS),
        )
