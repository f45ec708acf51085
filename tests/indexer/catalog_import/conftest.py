"""Fixtures for the importer tests: sample files written by each test, a small INCI table, a fresh engine."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy.orm import Session

from indexer.catalog_import.service import import_inci
from indexer.catalog_import.sources import read_cosing

COSING_CSV = """inci_name,cas_number,einecs_number,function
WATER,7732-18-5,231-791-2,Solvent
AQUA,7732-18-5,231-791-2,Solvent
GLYCERIN,56-81-5,200-289-5,"Denaturant, Humectant, Perfuming, Skin Protecting"
BUTYLENE GLYCOL,107-88-0,203-529-7,"Humectant, Solvent"
NIACINAMIDE,98-92-0,202-713-4,"Skin Conditioning, Smoothing"
PHENOXYETHANOL,122-99-6,204-589-7,Preservative
SODIUM HYALURONATE,9067-32-7,,"Humectant, Skin Conditioning"
TOCOPHEROL,59-02-9,200-412-2,"Antioxidant, Skin Conditioning"
CENTELLA ASIATICA EXTRACT,84696-21-9,283-645-5,Skin Conditioning
TITANIUM DIOXIDE,13463-67-7,236-675-5,"Colorant, UV Filter"
PANTHENOL,81-13-0,201-327-3,"Antistatic, Hair Conditioning, Skin Conditioning"
"1,2-HEXANEDIOL",6920-22-5,230-029-6,Solvent
"""


@pytest.fixture
def write(tmp_path: Path) -> Callable[..., Path]:
    def _write(name: str, text: str, *, newline: str = "\n", encoding: str = "utf-8") -> Path:
        path = tmp_path / name
        path.write_bytes(text.replace("\n", newline).encode(encoding))
        return path

    return _write


@pytest.fixture
def inci(session: Session, write: Callable[..., Path]) -> dict[str, int]:
    """A dozen CosIng names in the database; name -> id."""
    path = write("cosing.csv", COSING_CSV)
    import_inci(session, read_cosing(path), path=path)
    from sqlalchemy import select

    from api.models import Inci

    return {name: iid for iid, name in session.execute(select(Inci.id, Inci.name))}


@pytest.fixture
def offline_settings(settings, tmp_path: Path):  # type: ignore[no-untyped-def]
    """Settings whose shared data directory has no CosDNA file (fast engine builds; the degraded path)."""
    return settings.model_copy(update={"shared_data_dir": tmp_path / "no-shared-data"})


SHARED_DATA = Path(__file__).resolve().parents[4] / "shared" / "data"
