"""INCI names the repository adds to CosIng (`data/synonyms/extra_inci.csv`, read by the engine's own
loader): names in use on labels but newer than the 2020 CosIng snapshot. Imported into `inci` after CosIng
so that the resolver's answers for them link to an inci row too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from indexer.catalog_import.records import InciRecord
from ingredient_engine import rules as engine_rules

SOURCE = "glowdex_extra_inci"


def extra_inci_path() -> Path:
    return engine_rules.default_rules_dir() / "synonyms" / "extra_inci.csv"


def read_extra_inci(path: str | Path | None = None) -> Iterator[InciRecord]:
    loader = getattr(engine_rules, "load_extra_inci", None)  # absent in older engine versions
    if loader is None:
        return
    for n, name in enumerate(loader(Path(path) if path else extra_inci_path()), start=1):
        yield InciRecord(name=" ".join(name.split()).upper(), cas_number="", einecs_number="", functions=(), line=n)
