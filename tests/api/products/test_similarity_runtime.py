"""The similarity runtime: artefact on disk, debounced rebuild actor, hot reload without restart."""

from __future__ import annotations

import json

from dramatiq import get_broker

from api.similarity.artefact import (
    POINTER_NAME,
    artefact_dir,
    current_build,
    load_model,
    read_meta,
    save_model,
)
from api.similarity.model import build_model
from indexer.actors.similarity import rebuild_similarity
from tests.api.helpers import signed_in
from tests.api.ingredient_catalog import add_product


def _similar_names(client, pid):  # type: ignore[no-untyped-def]
    data = client.get("/api/similarity/jcd", params={"product_id": pid, "k": 20}).json()["data"]
    return [i["product"]["name"] for i in data["items"]]


def test_first_use_builds_and_saves_an_artefact_with_its_metadata(client, settings, catalog):
    directory = artefact_dir(settings)
    assert not directory.exists()
    assert _similar_names(client, catalog.pid("BHA Toner"))
    meta = read_meta(directory)
    assert meta is not None and meta["products"] == 6 and meta["catalog_version"].startswith("6:")
    assert set(meta["params"]) == {"jaccard", "weighted_jaccard"} and "scikit-learn" in meta["versions"]
    build = current_build(directory)
    assert build is not None and (build / "jaccard.npz").exists() and (build / "weighted_jaccard.npz").exists()
    loaded = load_model(directory)
    assert loaded.product_ids == sorted(catalog.pid(n) for n in catalog.products)
    assert loaded.dupe_finder is not None and loaded.dupe_finder.find(catalog.pid("Niacinamide Serum"), 1)


def test_api_hot_reloads_a_newer_artefact_without_restart(client, session, settings, catalog):
    pid = catalog.pid("Niacinamide Serum")
    assert "Fresh Serum" not in _similar_names(client, pid)
    add_product(session, catalog, "Fresh Serum", "Budget", "Serums", 8.0, 30.0,
                ("AQUA", "NIACINAMIDE", "GLYCERIN", "SODIUM HYALURONATE"))
    session.commit()
    assert "Fresh Serum" not in _similar_names(client, pid)  # the loaded model predates it
    save_model(build_model(session), artefact_dir(settings))  # "another process" rebuilt
    runtime = client.app.state.runtimes.similarity
    runtime.check_interval = 0.0
    assert "Fresh Serum" in _similar_names(client, pid)
    assert json.loads((current_build(artefact_dir(settings)) / "meta.json").read_text())["products"] == 7


def test_rebuild_actor_is_debounced_by_catalogue_version(client, session, settings, catalog):
    rebuild_similarity()  # no artefact yet: builds
    first = read_meta(artefact_dir(settings))
    assert first is not None
    rebuild_similarity()  # nothing changed: skipped
    assert read_meta(artefact_dir(settings))["build_id"] == first["build_id"]
    add_product(session, catalog, "New Cream", "Acme", "Moisturizers", 40.0, 50.0, ("AQUA", "RETINOL", "GLYCERIN"))
    session.commit()
    rebuild_similarity()
    second = read_meta(artefact_dir(settings))
    assert second["build_id"] != first["build_id"] and second["products"] == 7
    assert (artefact_dir(settings) / POINTER_NAME).read_text() == second["build_id"]
    # the API process already uses the rebuilt model (same process: installed directly)
    assert "New Cream" in _similar_names(client, catalog.pid("Retinol Night Cream"))


def test_product_submission_sends_the_rebuild_job_after_commit(client, session, catalog):
    headers = signed_in(client, session)
    broker = get_broker()
    broker.flush_all()
    r = client.post("/api/product/submit", headers=headers, json={
        "name": "Queued Serum", "brand_id": catalog.brands["Acme"].id, "ingredient_list": "Aqua, Glycerin"})
    assert r.json()["status"] is True
    messages = []
    queue = broker.queues["default"]
    while queue.qsize():
        messages.append(queue.get_nowait())
    assert any(b'"similarity.rebuild"' in m for m in messages)
    # a refused submission rolls back and sends nothing
    broker.flush_all()
    r = client.post("/api/product/submit", headers=headers, json={
        "name": "Bad", "brand_id": 10**9, "ingredient_list": "Aqua, Glycerin"})
    assert r.json()["status"] is False
    assert broker.queues["default"].qsize() == 0


def test_what_requests_derive_from_a_model_is_built_once_when_they_ask_together(session, catalog):
    """Sixteen request threads asking for the same derived value (the same-product listings) on a model's first
    use get one build between them: each building its own kept ~50 MB more resident in a worker for good."""
    import threading
    import time

    model = build_model(session)
    builds: list[int] = []
    start = threading.Barrier(16)
    got: list[object] = []

    def build() -> object:
        builds.append(1)
        time.sleep(0.02)  # the build's query: long enough for the others to ask meanwhile
        return object()

    def ask() -> None:
        start.wait()
        got.append(model.remembered("listings", build))

    threads = [threading.Thread(target=ask) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(builds) == 1
    assert len(got) == 16 and all(g is got[0] for g in got)
