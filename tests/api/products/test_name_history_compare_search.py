"""Former and current INCI names are one ingredient in compare and search (issue 9 §3), on two real labels imported
through the catalogue's importer and the engine fitted on the real CosIng inventory: LookFantastic's CeraVe
Moisturising Cream 50ml prints the former names (ceramide 3, ceramide 6 ii, ceramide 1), Sephora's Dr. Zenovia
Peptide + Ceramide Repairing Moisturizer (P464238) the current ones (Ceramide NP, Ceramide AP, Ceramide EOP)."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from api.models import Product
from indexer.catalog_import.service import import_inci, import_products, known_brand_names
from indexer.catalog_import.sources import BY_COMMAND
from tests.api.helpers import sync_index
from tests.conftest import SHARED_DATA

CERAVE = ("lookfantastic", "product_name", "CeraVe Moisturising Cream 50ml")
ZENOVIA = ("sephora", "product_id", "P464238")
FORMER = {"CERAMIDE 3", "CERAMIDE 6 II", "CERAMIDE 1"}
CURRENT = {"CERAMIDE NP", "CERAMIDE AP", "CERAMIDE EOP"}


def _real_rows(command: str, tmp_path: Path, column: str | None = None, value: str | None = None) -> Path:
    """A copy of a shared source file with only the header and the rows whose `column` is `value` (all without)."""
    src = SHARED_DATA / BY_COMMAND[command].default_path
    if not src.is_file():
        pytest.skip(f"{src} is not here")
    with src.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    keep = rows if column is None else [rows[0], *(r for r in rows[1:] if r[rows[0].index(column)] == value)]
    assert len(keep) > 1, (command, value)
    out = io.StringIO(newline="")
    csv.writer(out).writerows(keep)
    path = tmp_path / f"{command}.csv"
    path.write_text(out.getvalue(), encoding="utf-8", newline="")
    return path


@pytest.fixture
def labelled(app, session, settings, tmp_path) -> dict[str, int]:  # type: ignore[no-untyped-def]
    cosing = _real_rows("cosing", tmp_path)
    engines = app.state.runtimes.engine
    import_inci(session, BY_COMMAND["cosing"].reader(cosing), path=cosing, engines=engines)
    ids = {}
    for command, column, value in (CERAVE, ZENOVIA):
        spec = BY_COMMAND[command]
        path = _real_rows(command, tmp_path, column, value)
        import_products(session, spec.reader(path, known_brands=known_brand_names(session)), source=spec.source,
                        path=path, engines=engines)
        ids[command] = session.scalars(select(Product.id).where(Product.source == spec.source)).one()
    session.commit()
    return ids


def _post(client: Any, url: str, body: dict[str, Any]) -> Any:
    r = client.post(url, json=body)
    assert r.status_code == 200 and r.json()["status"] is True, r.text
    return r.json()["data"]


def test_compare_counts_former_and_current_names_as_shared_ingredients(client, labelled):
    cerave, zenovia = labelled["lookfantastic"], labelled["sephora"]
    data = _post(client, "/api/product/compare", {"product_ids": [cerave, zenovia]})
    raw = {p["product"]["product_id"]: p["ingredients"] for p in data["products"]}
    assert set(raw[cerave]) >= CURRENT and set(raw[zenovia]) >= CURRENT
    assert not FORMER & (set(raw[cerave]) | set(raw[zenovia]))
    assert set(data["shared_ingredients"]) >= CURRENT
    unique = {u["product_id"]: set(u["ingredients"]) for u in data["unique_ingredients"]}
    assert not (CURRENT | FORMER) & (unique[cerave] | unique[zenovia])
    shared = len(set(raw[cerave]) & set(raw[zenovia]))
    union = len(set(raw[cerave]) | set(raw[zenovia]))
    assert data["similarity"][0][1] == pytest.approx(shared / union, abs=1e-6)


def test_search_by_ingredients_reads_ceramide_3_as_ceramide_np(client, labelled):
    for term in ("ceramide 3", "Ceramide NP"):
        data = _post(client, "/api/inci/match_product", {"ingredients": [term]})
        assert {i["product_id"] for i in data["items"]} == set(labelled.values()), term
        assert data["terms"][0]["inci"] == ["CERAMIDE NP"]
    renamed = _post(client, "/api/inci/match_product", {"ingredients": ["ceramide 3"]})["terms"][0]
    assert "former INCI name" in (renamed["correction"] or "")


def test_browse_must_contain_ceramide_3_finds_products_labelled_ceramide_np(client, session, settings, backend,
                                                                              labelled):
    sync_index(session, backend, settings)
    req = {"searchTerm": "", "sortList": [], "current": 1, "resultsPerPage": 10,
           "filters": [{"field": "ingredients_include", "values": ["ceramide 3", "ceramide 6 ii"], "type": "all"}]}
    data = _post(client, "/api/search/ui", req)
    assert {int(r["id"]["raw"]) for r in data["results"]} == set(labelled.values())
    assert [t["inci"] for t in data["ingredient_terms"]] == [["CERAMIDE NP"], ["CERAMIDE AP"]]


def test_keyword_search_for_a_former_name_finds_the_current_name(client, session, settings, backend, labelled):
    """A member typing the name on an old label (`ceramide 3`) finds products labelled with the current one
    (Ceramide NP), and the other way round: the search synonyms carry the name history."""
    sync_index(session, backend, settings)
    for keyword in ("ceramide 3", "ceramide np", "ceramide 6 ii"):
        data = _post(client, "/api/product/search", {"keyword": keyword})
        assert {item["product_id"] for item in data["items"]} == set(labelled.values()), keyword
