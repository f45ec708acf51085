"""One reader per source format; each yields normalised records or `BadRow`s and raises `ImportFileError`
when the file cannot be read at all. `SOURCES` lists them in import order (CosIng first: products resolve
against it; LookFantastic after the other catalogues: its brands are matched against theirs)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Literal

from indexer.catalog_import.sources.cities import read_cities
from indexer.catalog_import.sources.cosing import read_cosing
from indexer.catalog_import.sources.lookfantastic import read_lookfantastic
from indexer.catalog_import.sources.oliveyoung import read_oliveyoung
from indexer.catalog_import.sources.sephora import read_sephora
from indexer.catalog_import.sources.sephora2018 import read_sephora2018
from indexer.catalog_import.sources.sephora_reviews import read_sephora_reviews

Kind = Literal["inci", "products", "reviews", "cities"]


@dataclass(frozen=True, slots=True)
class SourceSpec:
    command: str  # CLI name: `glowdex import <command> PATH`
    source: str  # ProductRecord.source and ImportRun.source
    kind: Kind
    default_path: str  # under the shared data directory
    reader: Callable[..., Iterator[Any]]
    title: str


SOURCES: tuple[SourceSpec, ...] = (
    SourceSpec("cosing", "cosing", "inci", "cosing/cosing_inventory.csv", read_cosing, "EU CosIng inventory"),
    SourceSpec("sephora", "sephora", "products", "sephora/product_info.csv", read_sephora,
               "Sephora product_info.csv"),
    SourceSpec("sephora2018", "cosmetics_sephora_2018", "products", "cosmetics_sephora_2018/cosmetics.csv",
               read_sephora2018, "Sephora 2018 cosmetics.csv"),
    SourceSpec("oliveyoung", "oliveyoung", "products", "oliveyoung_global/skincare.csv", read_oliveyoung,
               "Olive Young skincare.csv"),
    SourceSpec("lookfantastic", "lookfantastic", "products", "lookfantastic/skincare_products_clean.csv",
               read_lookfantastic, "LookFantastic skincare_products_clean.csv"),
    # After the catalogues: reviews attach to the Sephora products (by their product_id).
    SourceSpec("sephora_reviews", "sephora_reviews", "reviews", "sephora/reviews_sample.csv", read_sephora_reviews,
               "Sephora reviews_sample.csv"),
    SourceSpec("cities", "geonames", "cities", "geonames/cities15000_slim.csv", read_cities,
               "GeoNames cities15000"),
)
BY_COMMAND = {s.command: s for s in SOURCES}

__all__ = ["SOURCES", "BY_COMMAND", "SourceSpec", "read_cities", "read_cosing", "read_lookfantastic",
           "read_oliveyoung", "read_sephora", "read_sephora2018", "read_sephora_reviews"]
