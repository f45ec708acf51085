"""`glowdex db refresh-analyses`: after an engine change, every product's kept analysis is brought up to date
(a real process on its own SQLite database)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from api.db.engine import make_engine
from api.models import Brand, Product, ProductIngredient, SearchOutbox

GLOWDEX = Path(sys.executable).parent / "glowdex"
pytestmark = pytest.mark.slow


def _run(env: dict[str, str], *args: str) -> str:
    done = subprocess.run([str(GLOWDEX), *args], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, (done.stdout, done.stderr)
    return done.stdout


def _versions(url: str) -> list[str | None]:
    engine = make_engine(url)
    with Session(engine) as s:
        out = list(s.scalars(select(Product.analysis_version).order_by(Product.id)))
    engine.dispose()
    return out


def _catalogue(tmp_path: Path, lists: dict[str, list[str]]) -> tuple[str, dict[str, str]]:
    """An upgraded SQLite database of its own (url, the CLI's environment) holding one product per list."""
    url = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    env.update(GLOWDEX_DATA_DIR=str(tmp_path), DATABASE_URL=url, BROKER_URL="memory://", COLUMNS="200")
    _run(env, "db", "upgrade")
    engine = make_engine(url)
    with Session(engine) as s, s.begin():
        brand = Brand(name="Acme", key="acme")
        s.add(brand)
        s.flush()
        for key, names in lists.items():
            product = Product(name=key, brand_id=brand.id, source="test", source_id=key, status="active")
            s.add(product)
            s.flush()
            s.add_all([ProductIngredient(product_id=product.id, seq=i, position=i + 1, raw_name=name)
                       for i, name in enumerate(names)])
    engine.dispose()
    return url, env


def test_refresh_analyses_keeps_every_missing_or_stale_one_and_then_has_nothing_to_do(tmp_path: Path) -> None:
    url, env = _catalogue(tmp_path, {f"p{n}": ["Aqua", "Glycerin", "Niacinamide"] for n in range(3)})
    engine = make_engine(url)
    assert _versions(url) == [None, None, None]

    assert "Kept the analysis of 3 products" in _run(env, "db", "refresh-analyses")
    versions = _versions(url)
    assert None not in versions and len(set(versions)) == 1

    with Session(engine) as s, s.begin():  # one product's analysis from another engine version
        s.execute(update(Product).where(Product.source_id == "p1").values(analysis_version="0" * 16))
    engine.dispose()
    assert "Kept the analysis of 1 products" in _run(env, "db", "refresh-analyses")
    assert _versions(url) == versions
    assert "Kept the analysis of 0 products" in _run(env, "db", "refresh-analyses")


def test_refresh_analyses_puts_products_whose_tags_moved_on_the_search_outbox(tmp_path: Path) -> None:
    """The index's "what's inside" facet reads the kept tags: an engine change that moves them must reach it."""
    url, env = _catalogue(tmp_path, {"plain": ["Aqua", "Glycerin", "Niacinamide"],
                                     "same": ["Aqua", "Glycerin", "Niacinamide"],
                                     "scented": ["Aqua", "Alcohol Denat.", "Parfum", "Linalool"]})
    engine = make_engine(url)
    _run(env, "db", "refresh-analyses")
    with Session(engine) as s, s.begin():
        ids = {k: v for k, v in s.execute(select(Product.source_id, Product.id))}
        blobs = {k: v for k, v in s.execute(select(Product.source_id, Product.analysis))}
        assert set(s.scalars(select(SearchOutbox.doc_id).where(SearchOutbox.kind == "product"))) == set(ids.values())
        s.execute(delete(SearchOutbox))
        # "plain" was kept by an older engine that tagged it like a scented list; "same" by one that agreed.
        s.execute(update(Product).where(Product.source_id == "plain")
                  .values(analysis=blobs["scented"], analysis_version="0" * 16))
        s.execute(update(Product).where(Product.source_id == "same").values(analysis_version="0" * 16))
    assert "Kept the analysis of 2 products" in _run(env, "db", "refresh-analyses")
    with Session(engine) as s:
        queued = set(s.scalars(select(SearchOutbox.doc_id).where(SearchOutbox.kind == "product")))
    engine.dispose()
    assert queued == {ids["plain"]}
