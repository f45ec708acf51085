"""`glowdex import sephora_reviews`: imported authors, reviews on the catalogue's products, ratings, re-runs.

Runs on the shared data file when it exists (never copied into the repository): the products the reviews
name are created here under the key the catalogue import uses (source "sephora", source_id = product_id).
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from sqlalchemy import func, insert, select
from sqlalchemy.orm import Session

from api.models import Brand, Product, Review, SocialAccount, User
from indexer.catalog_import.reviews import import_reviews
from indexer.catalog_import.sources import BY_COMMAND
from indexer.catalog_import.sources.sephora_reviews import read_sephora_reviews
from tests.indexer.catalog_import.conftest import SHARED_DATA

REVIEWS = SHARED_DATA / "sephora" / "reviews_sample.csv"
needs_file = pytest.mark.skipif(not REVIEWS.is_file(), reason="shared Sephora reviews file not present")


def _rows() -> list[dict[str, str]]:
    with REVIEWS.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _products(session: Session, product_ids: set[str]) -> dict[str, int]:
    brand = Brand(name="Sephora test brand", key="sephora test brand")
    session.add(brand)
    session.flush()
    session.execute(insert(Product), [{"name": f"Product {p}", "brand_id": brand.id, "source": "sephora",
                                       "source_id": p} for p in sorted(product_ids)])
    return dict(session.execute(select(Product.source_id, Product.id).where(Product.source == "sephora")).all())


def _sample(tmp_path: Path, rows: list[dict[str, str]]) -> Path:
    path = tmp_path / "reviews.csv"
    with path.open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return path


@needs_file
def test_reviews_by_imported_authors_attach_to_products_and_move_their_rating(session, tmp_path):
    rows = _rows()[:300]
    path = _sample(tmp_path, rows)
    known = {r["product_id"] for r in rows[:250]}  # the last rows' products (if new) are not in the catalogue
    products = _products(session, known)
    result = import_reviews(session, read_sephora_reviews(path), path=path)
    importable = [r for r in rows if r["product_id"] in known and r["review_text"].strip()]
    assert result.inserted == len(importable) > 200
    assert any(b.reason.startswith("product not in the catalogue") for b in result.bad)

    authors = {r["author_id"] for r in importable}
    accounts = session.execute(select(User).join(SocialAccount, SocialAccount.user_id == User.id)
                               .where(SocialAccount.provider == "sephora_import")).scalars().all()
    assert len(accounts) == len(authors)
    assert all(u.email is None and u.password_hash is None and u.login_type == "imported" and not u.is_active
               and u.nickname.startswith("Sephora reviewer ") for u in accounts)

    one = importable[0]
    review = session.scalar(select(Review).where(Review.source_id == f"{one['source_file']}#{one['orig_row']}"))
    assert review is not None and review.rating == int(float(one["rating"])) and review.content == one["review_text"]
    assert review.product_id == products[one["product_id"]] and review.source == "sephora"
    assert review.skin_type == (one["skin_type"] or None)
    assert review.created_at.date().isoformat() == one["submission_time"][:10]

    pid = products[one["product_id"]]
    ratings = [int(float(r["rating"])) for r in importable if r["product_id"] == one["product_id"]]
    product = session.get(Product, pid)
    session.refresh(product)
    assert product.review_count == len(ratings) and product.rating_avg == round(sum(ratings) / len(ratings), 2)

    again = import_reviews(session, read_sephora_reviews(path), path=path)
    assert (again.inserted, again.updated, again.unchanged) == (0, 0, len(importable))
    assert session.scalar(select(func.count()).select_from(User).where(User.login_type == "imported")) == len(authors)


@needs_file
def test_the_whole_file_imports_and_rerunning_changes_nothing(session):
    rows = _rows()
    _products(session, {r["product_id"] for r in rows})
    first = import_reviews(session, read_sephora_reviews(REVIEWS), path=REVIEWS)
    assert first.inserted + first.bad_rows >= len(rows) - 5 and first.inserted > 3900
    second = import_reviews(session, read_sephora_reviews(REVIEWS), path=REVIEWS)
    assert second.inserted == 0 and second.updated == 0 and second.unchanged == first.inserted


def test_import_all_runs_the_reviews_after_the_catalogues():
    spec = BY_COMMAND["sephora_reviews"]
    assert spec.kind == "reviews" and spec.default_path == "sephora/reviews_sample.csv"
    from indexer.catalog_import.sources import SOURCES
    order = [s.command for s in SOURCES]
    assert order.index("sephora_reviews") > order.index("sephora")


REVIEW_HEADER = ("source_file,orig_row,author_id,rating,is_recommended,helpfulness,total_feedback_count,"
                 "total_neg_feedback_count,total_pos_feedback_count,submission_time,review_text,review_title,"
                 "skin_tone,eye_color,skin_type,hair_color,product_id,product_name,brand_name,price_usd\n")


def test_import_all_loads_reviews_after_the_products_and_a_rerun_changes_nothing(tmp_path, monkeypatch):
    from sqlalchemy import create_engine
    from typer.testing import CliRunner

    from api.models import ImportRun
    from api.settings import get_settings
    from indexer.cli import app
    from tests.indexer.catalog_import import samples
    from tests.indexer.catalog_import.conftest import COSING_CSV

    monkeypatch.setenv("GLOWDEX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DATABASE_URL", "")
    get_settings.cache_clear()
    shared = tmp_path / "shared"
    reviews = REVIEW_HEADER + (
        "a.csv,1,111,5,1.0,,0,0,0,2022-03-01,Lovely serum,Love,,,dry,,P1,Glow Serum,Drunk Elephant,60\n"
        "a.csv,2,222,2,0.0,,0,0,0,2022-03-02,\"Too sticky, sorry\",,,,oily,,P1,Glow Serum,Drunk Elephant,60\n"
        "a.csv,3,111,4,,,0,0,0,2022-03-03,I received this product for free. Nice,,,,,,P9,Gone,X,1\n")
    for rel, text in (("cosing/cosing_inventory.csv", COSING_CSV), ("sephora/product_info.csv", samples.SEPHORA),
                      ("sephora/reviews_sample.csv", reviews)):
        (shared / rel).parent.mkdir(parents=True, exist_ok=True)
        (shared / rel).write_text(text)
    try:
        runner = CliRunner()
        for _ in range(2):
            result = runner.invoke(app, ["import", "all", "--shared", str(shared), "--no-reindex"])
            assert result.exit_code == 0, result.output
        engine = create_engine(f"sqlite:///{tmp_path / 'data' / 'glowdex.sqlite3'}")
        with engine.connect() as conn:
            runs = conn.execute(select(ImportRun.inserted, ImportRun.unchanged, ImportRun.bad_rows)
                                .where(ImportRun.source == "sephora_reviews").order_by(ImportRun.id)).all()
            product = conn.execute(select(Product.rating_avg, Product.review_count)
                                   .where(Product.source == "sephora", Product.source_id == "P1")).one()
            imported = conn.scalar(select(func.count()).select_from(User).where(User.login_type == "imported"))
        engine.dispose()
        assert [tuple(r) for r in runs] == [(2, 0, 1), (0, 2, 1)]  # P9 is not in the catalogue
        assert tuple(product) == (3.5, 2) and imported == 2
    finally:
        get_settings.cache_clear()
