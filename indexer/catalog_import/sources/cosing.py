"""The EU CosIng inventory (`cosing_inventory.csv`: inci_name, cas_number, einecs_number, function)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from indexer.catalog_import.records import BadRow, InciRecord, excerpt
from indexer.catalog_import.sources._csv import dict_rows

SOURCE = "cosing"
REQUIRED = ("inci_name", "cas_number", "einecs_number", "function")
# Column widths of the `inci` table: longer values are reported, never silently cut.
NAME_MAX, NUMBER_MAX = 2000, 200  # the widths of inci.name and the number columns


def first_letter(name: str) -> str:
    """Glossary letter: A-Z, or "#" for names starting with a digit or a bracket ("1,2-HEXANEDIOL")."""
    c = name[:1].upper()
    return c if "A" <= c <= "Z" else "#"


def read_cosing(path: str | Path) -> Iterator[InciRecord | BadRow]:
    for line, row in dict_rows(path, REQUIRED, fmt="CosIng inventory"):
        if "__width__" in row:
            yield BadRow(line, f"malformed row ({row['__width__']})", excerpt(row.get("inci_name", "")))
            continue
        name = " ".join(row["inci_name"].split())
        if not name:
            yield BadRow(line, "empty inci_name", excerpt(",".join(row.values())))
            continue
        if len(name) > NAME_MAX:
            yield BadRow(line, f"inci_name longer than {NAME_MAX} characters (inci.name is too narrow)",
                         excerpt(name))
            continue
        cas, einecs = row["cas_number"].strip(), row["einecs_number"].strip()
        if len(einecs) > NUMBER_MAX:
            yield BadRow(line, f"einecs_number longer than {NUMBER_MAX} characters (imported without it)",
                         excerpt(f"{name}: {einecs}"))
            einecs = ""
        if len(cas) > NUMBER_MAX:
            yield BadRow(line, f"cas_number longer than {NUMBER_MAX} characters (imported without it)",
                         excerpt(f"{name}: {cas}"))
            cas = ""
        functions = tuple(dict.fromkeys(f.strip() for f in row["function"].split(",") if f.strip()))
        yield InciRecord(name=name, cas_number=cas, einecs_number=einecs, functions=functions, line=line)
