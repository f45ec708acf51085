"""Import retailer reviews as reviews by imported authors (`glowdex import sephora_reviews`).

- Each retailer author id becomes ONE imported-member account: `login_type` "imported", no e-mail, no
  password, inactive (it cannot sign in), a nickname that says where it came from, and the author id kept
  as a `SocialAccount` of provider "<source>_import" (the key re-runs find it by).
- Each review is keyed by `Review.source` + `source_id`; a re-run inserts nothing it already has and
  updates only rows whose values changed, so running it twice changes nothing.
- A review attaches to the product the catalogue import stored under the same source and product id;
  reviews of products not imported are counted as bad rows ("product not in the catalogue").
- The products' `rating_avg` / `review_count` are recomputed once per batch for the products touched.
Batched: one query per thousand rows for lookups and one multi-row INSERT / UPDATE per batch.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from indexer.catalog_import import review_repository as repo
from indexer.catalog_import.records import BadRow, ReviewRecord, excerpt
from indexer.catalog_import.service import ImportResult, _record

IMPORTED_LOGIN = "imported"  # api/content/service.py shows these authors as imported
Progress = Callable[[int], None]


def _author_row(source: str, author_id: str) -> dict[str, Any]:
    return {"email": None, "password_hash": None, "nickname": f"{source.title()} reviewer {author_id}"[:40],
            "bio": f"Reviews imported from the {source.title()} reviews dataset (Kaggle, CC BY 4.0). "
                   "This account cannot sign in.",
            "concerns": [], "login_type": IMPORTED_LOGIN, "is_active": False, "avatar": "", "location": "",
            "is_collection_private": False, "is_admin": False,
            "created_at": datetime.now(UTC), "updated_at": datetime.now(UTC)}


def _values(r: ReviewRecord, user_id: int, product_id: int) -> dict[str, Any]:
    return {"user_id": user_id, "product_id": product_id, "rating": r.rating, "title": r.title, "content": r.text,
            "skin_type": r.skin_type, "would_repurchase": r.is_recommended, "received_free": r.received_free}


def import_reviews(session: Session, records: Iterable[ReviewRecord | BadRow], *, path: str | Path,
                   source: str = "sephora_reviews", progress: Progress | None = None,
                   batch_size: int = 1000) -> ImportResult:
    started, started_at = time.perf_counter(), datetime.now(UTC)
    res = ImportResult(source, str(path))
    authors: dict[str, int] | None = None
    existing: dict[str, dict[str, Any]] | None = None
    seen: set[str] = set()
    batch: list[ReviewRecord] = []
    line = 0

    def flush_batch() -> None:
        nonlocal authors, existing
        if not batch:
            return
        first = batch[0]
        provider = f"{first.source}_import"
        if authors is None:
            authors = repo.imported_authors(session, provider)
            existing = repo.existing_reviews(session, first.source)
        assert existing is not None
        products = repo.product_ids(session, first.source, (r.product_source_id for r in batch))
        wanted = [r for r in batch if r.product_source_id in products]
        for r in batch:
            if r.product_source_id not in products:
                res.bad.append(BadRow(0, "product not in the catalogue (import the Sephora products first)",
                                      excerpt(f"{r.source_id}: {r.product_source_id}")))
        new_authors = {r.author_id: _author_row(r.source, r.author_id) for r in wanted if r.author_id not in authors}
        authors.update(repo.add_authors(session, provider, new_authors))
        inserts, updates, touched = [], [], set()
        for r in wanted:
            values = _values(r, authors[r.author_id], products[r.product_source_id])
            old = existing.get(r.source_id)
            if old is None:
                when = (datetime(r.submitted_on.year, r.submitted_on.month, r.submitted_on.day, tzinfo=UTC)
                        if r.submitted_on else datetime.now(UTC))
                inserts.append({**values, "source": r.source, "source_id": r.source_id, "is_private": False,
                                "like_count": 0, "star_count": 0, "comment_count": 0, "concerns": None,
                                "created_at": when, "updated_at": when})
                touched.add(values["product_id"])
            else:
                changes = {k: v for k, v in values.items() if old.get(k) != v}
                if changes:
                    updates.append({"id": old["id"], **changes, "updated_at": datetime.now(UTC)})
                    touched.update({values["product_id"], old["product_id"]})
                else:
                    res.unchanged += 1
        repo.insert_reviews(session, inserts)
        repo.update_reviews(session, updates)
        for row in inserts:
            existing[row["source_id"]] = {**row, "id": None}
        res.inserted += len(inserts)
        res.updated += len(updates)
        repo.refresh_ratings(session, touched)
        batch.clear()

    for rec in records:
        if isinstance(rec, BadRow):
            res.bad.append(rec)
            line = rec.line
            continue
        if rec.source_id in seen:
            res.bad.append(BadRow(0, "duplicate review key in the file (first row kept)", rec.source_id))
            continue
        seen.add(rec.source_id)
        batch.append(rec)
        line += 1
        if len(batch) >= batch_size:
            flush_batch()
            if progress:
                progress(line)
    flush_batch()
    session.flush()
    return _record(session, res, started, started_at)
