"""`api.engine`: the shared runtime is fitted from the database's inci table and rebuilt when it changes."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from sqlalchemy.orm import Session

from api.catalog_import.service import import_inci
from api.catalog_import.sources import read_cosing
from api.engine import get_engine_runtime, invalidate
from api.settings import Settings
from tests.api.catalog_import.conftest import COSING_CSV, SHARED_DATA


def test_runtime_resolves_against_the_inci_table(session: Session, inci: dict[str, int],
                                                 offline_settings: Settings) -> None:
    rt = get_engine_runtime(session, offline_settings)
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


def test_same_runtime_for_every_caller_until_the_table_changes(session: Session, inci: dict[str, int],
                                                                offline_settings: Settings,
                                                                write: Callable[..., Path]) -> None:
    got: list[object] = []
    threads = [threading.Thread(target=lambda: got.append(get_engine_runtime(session, offline_settings)))
               for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({id(rt) for rt in got}) == 1  # one build, shared
    first = got[0]
    assert get_engine_runtime(session, offline_settings) is first
    path = write("more.csv", COSING_CSV.split("\n", 1)[0] + "\nSQUALANE,111-01-3,203-825-6,Emollient\n")
    import_inci(session, read_cosing(path), path=path)  # invalidates the runtime
    second = get_engine_runtime(session, offline_settings)
    assert second is not first and second.version != first.version
    assert second.resolver.resolve("Squalane").inci == "SQUALANE"
    invalidate()
    assert get_engine_runtime(session, offline_settings).version == second.version  # same content, same version


def test_cosdna_ratings_are_used_when_the_shared_file_exists(session: Session, inci: dict[str, int],
                                                             settings: Settings) -> None:
    if not (SHARED_DATA / "cosdna_ratings" / "ingredients.jsonl").is_file():
        import pytest

        pytest.skip("no shared CosDNA file")
    rt = get_engine_runtime(session, settings.model_copy(update={"shared_data_dir": SHARED_DATA}))
    assert rt.has_cosdna
