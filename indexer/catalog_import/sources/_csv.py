"""Reading the shared CSV files: encoding sniffing, header checks, and the line each record starts on."""

from __future__ import annotations

import ast
import csv
import io
from collections.abc import Iterator
from pathlib import Path

from indexer.catalog_import.normalise import PriceError, parse_price
from indexer.catalog_import.records import BadRow, ImportFileError, excerpt

# Some fields (ingredient lists) run to tens of kilobytes.
csv.field_size_limit(10 * 1024 * 1024)


def read_text(path: str | Path) -> str:
    """The whole file as text: UTF-8 (a BOM is dropped), else Windows-1252, the encoding of the original
    2018 Sephora export. Files are a few MB; reading them whole keeps the readers simple."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except FileNotFoundError as exc:
        raise ImportFileError(f"{p}: no such file") from exc
    except OSError as exc:
        raise ImportFileError(f"{p}: cannot read ({exc.strerror or exc})") from exc
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def count_lines(path: str | Path) -> int:
    """Physical lines (for a progress bar); 0 when the file cannot be read."""
    try:
        with open(path, "rb") as fh:
            return sum(chunk.count(b"\n") for chunk in iter(lambda: fh.read(1 << 20), b""))
    except OSError:
        return 0


def dict_rows(path: str | Path, required: tuple[str, ...], *, fmt: str,
              delimiter: str = ",") -> Iterator[tuple[int, dict[str, str]]]:
    """(first physical line of the record, row) for every data row; refuses a file without `required` columns."""
    reader = csv.reader(io.StringIO(read_text(path), newline=""), delimiter=delimiter)
    try:
        header = [h.strip() for h in next(reader)]
    except StopIteration:
        raise ImportFileError(f"{path}: empty file, expected a {fmt} CSV") from None
    missing = [c for c in required if c not in header]
    if missing:
        raise ImportFileError(f"{path}: not a {fmt} file (missing columns: {', '.join(missing)})")
    end_of_previous = reader.line_num
    for values in reader:
        start = end_of_previous + 1
        end_of_previous = reader.line_num
        if not any(v.strip() for v in values):
            continue
        row = dict(zip(header, values, strict=False))
        if len(values) != len(header):
            row["__width__"] = f"{len(values)} fields, header has {len(header)}"
        yield start, row


def list_literal(text: str) -> list[str] | None:
    """"['a', 'b']" -> ["a", "b"]; None when the text is not a list literal of strings."""
    s = (text or "").strip()
    if not (s.startswith("[") and s.endswith("]")):
        return None
    try:
        value = ast.literal_eval(s)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return value
    return None


def to_float(text: str | None) -> float | None:
    s = (text or "").strip()
    if not s:
        return None
    return float(s)


def to_int(text: str | None) -> int | None:
    s = (text or "").strip()
    if not s:
        return None
    return int(float(s))


def read_price(row: dict[str, str], column: str, line: int) -> tuple[float | None, str | None, BadRow | None]:
    """(amount, currency, None), or (None, None, the bad row to report): the product is imported without a price."""
    try:
        price, currency = parse_price(row[column])
    except PriceError:
        return None, None, BadRow(line, f"unreadable {column} (product imported without a price)", excerpt(row[column]))
    return price, currency, None
