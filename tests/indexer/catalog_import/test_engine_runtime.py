"""`EngineRuntimes`: a process's engine is fitted from the database's inci table and rebuilt when it changes."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from sqlalchemy.orm import Session

from api.analysis.engine_runtime import EngineRuntimes
from api.settings import Settings
from indexer.catalog_import.service import import_inci
from indexer.catalog_import.sources import read_cosing
from tests.indexer.catalog_import.conftest import COSING_CSV, SHARED_DATA


def test_runtime_resolves_against_the_inci_table(session: Session, inci: dict[str, int],
                                                 offline_settings: Settings) -> None:
    rt = EngineRuntimes(offline_settings).get(session)
    parsed, resolved = rt.parse_and_resolve("Aqua, Glycerin, Niacinamide 5%, Unobtainium Extract")
    assert [i.name for i in parsed.ingredients][:3] == ["Aqua", "Glycerin", "Niacinamide"]
    assert parsed.ingredients[2].percent == 5.0
    names = [i.resolution.inci for i in resolved.items]
    assert names[1:3] == ["GLYCERIN", "NIACINAMIDE"] and names[3] is None
    assert rt.inci_ids["NIACINAMIDE"] == inci["NIACINAMIDE"]
    assert not rt.has_cosdna  # no CosDNA file: still works, ratings absent
    analysis = rt.analyse("Aqua, Glycerin, Phenoxyethanol", profile={"skin_type": "dry"})
    assert analysis.total == 3 and analysis.recognised_count == 3
    assert analysis.ingredients[1].functions == ("Denaturant", "Humectant", "Perfuming", "Skin Protecting")


def test_names_with_the_same_functions_share_one_tuple_of_them(session: Session, inci: dict[str, int],
                                                              offline_settings: Settings) -> None:
    """The analyser keeps every name's functions for the process's life: one tuple per distinct combination (the
    real catalogue's 28,705 names have 2,355), not one per row decoded from the database."""
    functions = EngineRuntimes(offline_settings).get(session).analyzer.functions_
    copies: dict[tuple[str, ...], set[int]] = {}
    for value in functions.values():
        copies.setdefault(value, set()).add(id(value))
    assert len(functions) > len(copies)  # the fixture's names repeat combinations
    assert all(len(ids) == 1 for ids in copies.values())
    assert functions["GLYCERIN"] == ("Denaturant", "Humectant", "Perfuming", "Skin Protecting")


def test_same_runtime_for_every_caller_until_the_table_changes(session: Session, inci: dict[str, int],
                                                                offline_settings: Settings,
                                                                write: Callable[..., Path]) -> None:
    engines = EngineRuntimes(offline_settings)
    got: list[object] = []
    threads = [threading.Thread(target=lambda: got.append(engines.get(session)))
               for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({id(rt) for rt in got}) == 1  # one build, shared
    first = got[0]
    assert engines.get(session) is first
    path = write("more.csv", COSING_CSV.split("\n", 1)[0] + "\nSQUALANE,111-01-3,203-825-6,Emollient\n")
    import_inci(session, read_cosing(path), path=path, engines=engines)  # invalidates the runtime
    second = engines.get(session)
    assert second is not first and second.version != first.version
    assert second.resolver.resolve("Squalane").inci == "SQUALANE"
    engines.invalidate()
    assert engines.get(session).version == second.version  # same content, same version


def test_cosdna_ratings_are_used_when_the_shared_file_exists(session: Session, inci: dict[str, int],
                                                             settings: Settings) -> None:
    if not (SHARED_DATA / "cosdna_ratings" / "ingredients.jsonl").is_file():
        import pytest

        pytest.skip("no shared CosDNA file")
    rt = EngineRuntimes(settings.model_copy(update={"shared_data_dir": SHARED_DATA})).get(session)
    assert rt.has_cosdna
