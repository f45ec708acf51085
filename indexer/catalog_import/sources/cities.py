"""GeoNames cities: `cities15000_slim.csv` (header, 10 columns) or the raw dump `cities15000.txt`
(tab-separated, no header, 19 columns, no quoting). The format is told by the first line."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from pathlib import Path

from indexer.catalog_import.records import BadRow, CityRecord, ImportFileError, excerpt
from indexer.catalog_import.sources._csv import dict_rows, read_text

SOURCE = "geonames"
REQUIRED = ("geonameid", "name", "asciiname", "latitude", "longitude", "country_code", "admin1_code",
            "population", "timezone")
# Column positions of the raw GeoNames dump.
_DUMP_COLUMNS = {"geonameid": 0, "name": 1, "asciiname": 2, "latitude": 4, "longitude": 5, "country_code": 8,
                 "admin1_code": 10, "population": 14, "timezone": 17}


def _dump_rows(path: str | Path) -> Iterator[tuple[int, dict[str, str]]]:
    reader = csv.reader(io.StringIO(read_text(path), newline=""), delimiter="\t", quoting=csv.QUOTE_NONE)
    for line, values in enumerate(reader, start=1):
        if not any(v.strip() for v in values):
            continue
        if len(values) < 19:
            yield line, {"__width__": f"{len(values)} fields, a GeoNames dump row has 19", "name": "\t".join(values)}
            continue
        yield line, {k: values[i] for k, i in _DUMP_COLUMNS.items()}


def _rows(path: str | Path) -> Iterator[tuple[int, dict[str, str]]]:
    try:
        with open(path, encoding="utf-8-sig", errors="replace") as fh:
            first = fh.readline()
    except OSError as exc:
        raise ImportFileError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    if first.startswith("geonameid,"):
        return dict_rows(path, REQUIRED, fmt="GeoNames cities CSV")
    if first.count("\t") >= 18:
        return _dump_rows(path)
    raise ImportFileError(f"{path}: not a GeoNames cities file (neither the slim CSV nor the tab-separated dump)")


def read_cities(path: str | Path) -> Iterator[CityRecord | BadRow]:
    for line, row in _rows(path):
        if "__width__" in row:
            yield BadRow(line, f"malformed row ({row['__width__']})", excerpt(row.get("name", "")))
            continue
        try:
            lat, lng = float(row["latitude"]), float(row["longitude"])
            record = CityRecord(
                id=int(row["geonameid"]),
                name=row["name"].strip()[:200],
                asciiname=row["asciiname"].strip()[:200],
                country_code=row["country_code"].strip()[:2],
                admin1_code=row["admin1_code"].strip()[:20],
                latitude=lat,
                longitude=lng,
                population=int(row["population"] or 0),
                timezone=row["timezone"].strip()[:60],
                line=line,
            )
        except ValueError as exc:
            yield BadRow(line, f"unreadable number ({exc})", excerpt(",".join(row.values())))
            continue
        if not (-90 <= lat <= 90 and -180 <= lng <= 180) or not record.name:
            yield BadRow(line, "missing name or coordinates out of range", excerpt(",".join(row.values())))
            continue
        yield record
