"""The product page's kept analysis (issue 10 §1): computed where the list is written, equal to what the page
computed on every request before, refreshed with the list, and never served once the engine has changed."""

from __future__ import annotations

import csv
import dataclasses
import io
import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntime
from api.analysis.service import analyse_stored, member_profile
from api.envelope import Envelope
from api.models import Product
from api.products import repository, stored_analysis
from api.products.schemas import ProductDetail, ProductIngredientOut
from indexer.catalog_import.service import import_inci, import_products, known_brand_names
from indexer.catalog_import.sources import BY_COMMAND
from tests.api.helpers import signed_in
from tests.api.ingredient_catalog import make_catalog
from tests.conftest import SHARED_DATA

PROFILE = member_profile("sensitive", ["acne", "redness"])


def _head(command: str, tmp_path: Path, rows: int, edit: dict[str, str] | None = None) -> Path:
    """The header and the first `rows` records of a real shared file; `edit`: product id -> new ingredient text."""
    src = SHARED_DATA / BY_COMMAND[command].default_path
    if not src.is_file():
        pytest.skip(f"{src} is not here")
    records = list(itertools.islice(csv.reader(io.StringIO(src.read_text(encoding="utf-8"), newline="")), rows + 1))
    if edit:
        header = records[0]
        pid, ingredients = header.index("product_id"), header.index("ingredients")
        for rec in records[1:]:
            if rec[pid] in edit:
                rec[ingredients] = edit[rec[pid]]
    out = io.StringIO(newline="")
    csv.writer(out).writerows(records)
    path = tmp_path / f"{command}-{rows}.csv"
    path.write_text(out.getvalue(), encoding="utf-8", newline="")
    return path


def _import(session: Session, app: Any, command: str, path: Path) -> Any:
    spec = BY_COMMAND[command]
    return import_products(session, spec.reader(path, known_brands=known_brand_names(session)), source=spec.source,
                           path=path, engines=app.state.runtimes.engine)


def _kept(session: Session, product_id: int) -> tuple[bytes | None, str | None]:
    row = session.execute(select(Product.analysis, Product.analysis_version).where(Product.id == product_id)).one()
    return row[0], row[1]


def _as_before(engine: EngineRuntime, stored: stored_analysis.StoredRows, profile: Any) -> dict[str, Any]:
    """What `detail()` computed on every request before the analysis was kept (its code, unchanged)."""
    result = analyse_stored(engine.analyzer, [e for e, *_ in stored], profile, resolver=engine.resolver)
    rows = [ProductIngredientOut.model_construct(**row.__dict__, seq=seq, inci_id=inci_id, inci_uuid=inci_uuid)
            for row, (_, inci_id, inci_uuid, seq) in zip(result.ingredients(), stored, strict=True)]
    personal = result.personal()
    return {"rows": [r.model_dump(mode="json") for r in rows], "summary": result.summary().model_dump(mode="json"),
            "personal": personal.model_dump(mode="json") if personal else None}


def _as_now(engine: EngineRuntime, blob: bytes | None, version: str | None, profile: Any) -> dict[str, Any]:
    kept = stored_analysis.kept(blob, version, engine)
    assert kept is not None, "the import kept no analysis of this engine version"
    personal = (analyse_stored(engine.analyzer, kept.entries(), profile, resolver=engine.resolver).personal()
                if profile else None)
    return {"rows": [json.loads(r) for r in kept.rows_json], "summary": json.loads(kept.summary_json),
            "personal": personal.model_dump(mode="json") if personal else None}


def _detail(client: Any, product_id: int, headers: dict[str, str] | None = None) -> dict[str, Any]:
    """The page, checked against its response model: the spliced JSON is what the model would have sent."""
    body = client.get("/api/product/detail", params={"product_id": product_id}, headers=headers or {}).json()
    assert body["status"] is True, body
    assert Envelope[ProductDetail].model_validate(body).model_dump(mode="json") == body
    assert list(body["data"]) == list(ProductDetail.model_fields)
    data: dict[str, Any] = body["data"]
    return data


def test_kept_analysis_equals_the_fresh_one_for_real_products(app, client, session, tmp_path):
    cosing = _head("cosing", tmp_path, rows=30_000)  # the whole glossary: real lists resolve as in production
    import_inci(session, BY_COMMAND["cosing"].reader(cosing), path=cosing, engines=app.state.runtimes.engine)
    for command in ("sephora", "lookfantastic"):
        _import(session, app, command, _head(command, tmp_path, rows=60))
    session.commit()
    engine = app.state.runtimes.engine.get(session)
    ids = list(session.scalars(select(Product.id).order_by(Product.id)))
    stored = repository.stored_entries(session, ids)
    flagged = unrecognised = 0
    for pid in ids:
        blob, version = _kept(session, pid)
        assert version == stored_analysis.kept_version(engine.version)
        for profile in (None, PROFILE):
            assert _as_now(engine, blob, version, profile) == _as_before(engine, stored[pid], profile), pid
        kept = stored_analysis.kept(blob, version, engine)
        assert kept is not None
        summary = kept.summary()
        flagged += bool(summary.flags)
        unrecognised += bool(summary.unrecognised)
    assert len(ids) > 100 and flagged > 20 and unrecognised > 5  # the comparison covered flags and unread names

    # Over HTTP: the page from the kept analysis is the page computed from the list, for a visitor and a member.
    member = signed_in(client, session)
    client.post("/api/user/edit_info", json={"skin_type": "sensitive", "concerns": ["acne", "redness"]},
                headers=member)
    sample = ids[::25]
    pages = {(pid, who): _detail(client, pid, headers) for pid in sample
             for who, headers in (("visitor", None), ("member", member))}
    assert all(pages[(pid, "member")]["personal"] for pid in sample)
    session.execute(update(Product).values(analysis_version=None))  # as if never kept: computed per request
    session.commit()
    assert {(pid, who): _detail(client, pid, headers) for pid in sample
            for who, headers in (("visitor", None), ("member", member))} == pages


def test_a_list_edit_refreshes_the_kept_analysis(app, client, session, tmp_path):
    cosing = _head("cosing", tmp_path, rows=30_000)
    import_inci(session, BY_COMMAND["cosing"].reader(cosing), path=cosing, engines=app.state.runtimes.engine)
    _import(session, app, "sephora", _head("sephora", tmp_path, rows=5))
    session.commit()
    product = session.scalars(select(Product).order_by(Product.id).limit(1)).one()
    before = _detail(client, product.id)
    assert before["analysis"]["recognised_count"] > 3
    edited = _head("sephora", tmp_path, rows=5, edit={product.source_id: "Aqua, Niacinamide, Linalool, Parfum"})
    result = _import(session, app, "sephora", edited)
    session.commit()
    assert result.ingredients_written == 1
    engine = app.state.runtimes.engine.get(session)
    blob, version = _kept(session, product.id)
    kept = stored_analysis.kept(blob, version, engine)
    assert kept is not None
    assert [json.loads(r)["inci"] for r in kept.rows_json] == ["AQUA", "NIACINAMIDE", "LINALOOL", "PARFUM"]
    after = _detail(client, product.id)
    assert [i["inci"] for i in after["ingredient_list"]] == ["AQUA", "NIACINAMIDE", "LINALOOL", "PARFUM"]
    assert after["analysis"]["recognition_summary"] == "4 of 4 ingredients recognised"
    assert any(f["code"] == "eu_fragrance_allergen" for f in after["analysis"]["flags"])


def test_a_member_submission_keeps_its_analysis(app, client, session):
    catalog = make_catalog(session)
    headers = signed_in(client, session)
    r = client.post("/api/product/submit", headers=headers, json={
        "name": "Kept Serum", "brand_id": catalog.brands["Acme"].id, "category_id": catalog.categories["Serums"].id,
        "ingredient_list": "Aqua, Niacinamide, Glycerin, Parfum, Linalool"})
    assert r.status_code == 200, r.text
    pid = r.json()["data"]["product_id"]
    engine = app.state.runtimes.engine.get(session)
    blob, version = _kept(session, pid)
    assert version == stored_analysis.kept_version(engine.version)
    stored = repository.stored_entries(session, [pid])[pid]
    assert _as_now(engine, blob, version, None) == _as_before(engine, stored, None)


def test_an_analysis_kept_by_another_engine_version_is_never_served(app, client, session):
    catalog = make_catalog(session)
    pid = catalog.pid("Vitamin C Glow")
    engine = app.state.runtimes.engine.get(session)
    stored_analysis.refresh(session, engine, [pid])
    session.commit()
    fresh = _detail(client, pid)
    # A kept analysis says what it says while its version is the engine's (the page reads it, no recount) …
    kept = stored_analysis.compute(engine, repository.stored_entries(session, [pid])[pid])
    summary = {**json.loads(kept.summary_json), "recognition_summary": "kept, not recomputed"}
    blob = stored_analysis.encode(dataclasses.replace(kept, summary_json=json.dumps(summary).encode()))
    tag = stored_analysis.kept_version(engine.version)
    repository.keep_analyses(session, [{"pid": pid, "blob": blob}], tag)
    session.commit()
    # Rewritten behind the app's back (no engine change, no outbox row): the answer cache is told here.
    client.app.state.http_cache.store.clear()
    assert _detail(client, pid)["analysis"]["recognition_summary"] == "kept, not recomputed"
    # … and is ignored once the rules changed under it: the page is computed from the list again.
    repository.keep_analyses(session, [{"pid": pid, "blob": blob}], "0ld3ng1nev3rs10n")
    session.commit()
    client.app.state.http_cache.store.clear()
    assert _detail(client, pid) == fresh
    compared = client.post("/api/product/compare", json={"product_ids": [pid, catalog.pid("BHA Toner")]}).json()
    assert compared["data"]["products"][0]["analysis"] == fresh["analysis"]
    # refresh_stale brings it back to this engine's version.
    assert pid in repository.products_with_stale_analysis(session, tag)
    assert stored_analysis.refresh_stale(session, engine, sources=("another source",)) == 0
    assert stored_analysis.refresh_stale(session, engine, sources=("test",)) > 0  # the catalogue's source
    assert _kept(session, pid)[1] == tag
    assert stored_analysis.kept(*_kept(session, pid), engine) == stored_analysis.compute(
        engine, repository.stored_entries(session, [pid])[pid])



def test_a_stored_page_reads_a_plant_without_its_part_as_analyze_does(app, client, session, tmp_path):
    """LookFantastic's 'Bulldog Oil Control Moisturiser 100ml' prints 'hamamelis virginiana' (no part): /analyze reads
    it as the plant, part not stated; the stored product page (kept and computed per request) reads it the same."""
    cosing = _head("cosing", tmp_path, rows=30_000)
    import_inci(session, BY_COMMAND["cosing"].reader(cosing), path=cosing, engines=app.state.runtimes.engine)
    _import(session, app, "lookfantastic", _head("lookfantastic", tmp_path, rows=60))
    session.commit()
    pid = session.scalar(select(Product.id).where(Product.name.contains("Oil Control Moisturiser")))
    assert pid is not None
    raw = ", ".join(e.raw_name for e, *_ in repository.stored_entries(session, [pid])[pid])
    analyzed = client.get("/api/product/analyze", params={"ingredient_list": raw}).json()["data"]["ingredients"]
    want = {r["name"]: r for r in analyzed}["hamamelis virginiana"]
    assert want["inci"] == "HAMAMELIS VIRGINIANA (PART NOT STATED)" and want["recognised"]
    for kept in (True, False):
        if not kept:
            session.execute(update(Product).values(analysis_version=None))  # computed from the stored rows
            session.commit()
        page = _detail(client, pid)
        row = {r["name"]: r for r in page["ingredient_list"]}["hamamelis virginiana"]
        assert (row["inci"], row["recognised"], row["confidence"]) == (want["inci"], True, want["confidence"])
        assert row["inci_id"] is None and row["possible_inci"]  # what it could be: CosIng names of that plant
        assert all(n.startswith("HAMAMELIS VIRGINIANA ") for n in row["possible_inci"])
        assert "hamamelis virginiana" not in page["analysis"]["unrecognised"]
