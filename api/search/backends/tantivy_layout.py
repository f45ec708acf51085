"""How an IndexSchema becomes tantivy fields, and a document becomes a tantivy Document.

Physical fields per logical field `f`:
- text:                 `f` (analysed, positions for phrases) and, with keyword=True, `f__kw` (raw, fast)
- keyword/keyword list: `f` (raw, fast) and, when searchable, `f__text` (analysed)
- integer/float/bool/date: `f` (indexed, fast)
- geo point:            `f__lat`, `f__lng` (float, fast)
plus `id` (raw, fast), `_source` (the original document as JSON, stored) and, in an index made since it exists,
`_seq` (indexed, fast, stored): the commit that wrote the document, rising from commit to commit (the embedded
backend finds by it what a commit of another process changed).
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import tantivy

from api.search.errors import SearchQueryInvalid
from api.search.index_fields import FieldType, IndexSchema, SearchField
from api.search.query import parse_date

TEXT_ANALYZER = "glowdex_text"
SOURCE_FIELD = "_source"
SEQ_FIELD = "_seq"
MAX_ID_CHARS = 200


def build_text_analyzer() -> tantivy.TextAnalyzer:
    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
        .filter(tantivy.Filter.remove_long(64))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.ascii_fold())
        .build()
    )


class DocumentInvalid(ValueError):
    pass


@dataclass(frozen=True, slots=True)
class TantivyLayout:
    schema: IndexSchema

    def text_field(self, f: SearchField) -> str:
        """The analysed field that full-text matching runs on."""
        return f.name if f.is_text else f"{f.name}__text"

    def exact_field(self, f: SearchField) -> str:
        """The raw/numeric field that filters, facets and sorts run on."""
        return f"{f.name}__kw" if f.is_text else f.name

    def build_schema(self) -> tantivy.Schema:
        sb = tantivy.SchemaBuilder()
        sb.add_text_field("id", tokenizer_name="raw", fast=True)
        sb.add_bytes_field(SOURCE_FIELD, stored=True)
        sb.add_integer_field(SEQ_FIELD, stored=True, indexed=True, fast=True)
        for f in self.schema:
            if f.name == "id":
                continue
            if f.is_text:
                sb.add_text_field(f.name, tokenizer_name=TEXT_ANALYZER)
                if f.keyword:
                    sb.add_text_field(f"{f.name}__kw", tokenizer_name="raw", fast=True)
            elif f.type in (FieldType.KEYWORD, FieldType.KEYWORD_LIST):
                sb.add_text_field(f.name, tokenizer_name="raw", fast=True)
                if f.searchable:
                    sb.add_text_field(f"{f.name}__text", tokenizer_name=TEXT_ANALYZER)
            elif f.type is FieldType.INTEGER:
                sb.add_integer_field(f.name, indexed=True, fast=True)
            elif f.type is FieldType.FLOAT:
                sb.add_float_field(f.name, indexed=True, fast=True)
            elif f.type is FieldType.BOOL:
                sb.add_boolean_field(f.name, indexed=True, fast=True)
            elif f.type is FieldType.DATE:
                sb.add_date_field(f.name, indexed=True, fast=True)
            elif f.type is FieldType.GEO_POINT:
                sb.add_float_field(f"{f.name}__lat", indexed=True, fast=True)
                sb.add_float_field(f"{f.name}__lng", indexed=True, fast=True)
        return sb.build()

    def fingerprint(self) -> str:
        """Changes whenever the physical layout would; an index built otherwise must be rebuilt."""
        desc = [(f.name, f.type.value, f.keyword, f.searchable) for f in self.schema]
        return hashlib.sha256(json.dumps([TEXT_ANALYZER, desc]).encode()).hexdigest()[:16]

    def to_document(self, doc: Mapping[str, Any], seq: int | None = None) -> tuple[str, tantivy.Document, int]:
        """(id, tantivy document, bytes of source); DocumentInvalid names the offending field. `seq`: the commit's
        (an index with `SEQ_FIELD`)."""
        doc_id = doc.get("id")
        if not isinstance(doc_id, str) or not doc_id or len(doc_id) > MAX_ID_CHARS:
            raise DocumentInvalid(f"id must be a non-empty string of at most {MAX_ID_CHARS} characters")
        try:
            source = json.dumps(doc, default=_json_default, separators=(",", ":"), ensure_ascii=False).encode()
        except (TypeError, ValueError) as exc:
            raise DocumentInvalid(f"document is not JSON serialisable: {exc}") from None
        out = tantivy.Document()
        out.add_text("id", doc_id)
        out.add_bytes(SOURCE_FIELD, source)
        if seq is not None:
            out.add_integer(SEQ_FIELD, seq)
        for f in self.schema:
            if f.name == "id":
                continue
            if f.type is FieldType.GEO_POINT:
                lat_key, lng_key = f.geo_source  # type: ignore[misc]
                if doc.get(lat_key) is not None and doc.get(lng_key) is not None:
                    out.add_float(f"{f.name}__lat", _float(f, doc[lat_key]))
                    out.add_float(f"{f.name}__lng", _float(f, doc[lng_key]))
                continue
            value = doc.get(f.name)
            if value is None:
                continue
            _add_value(out, f, value)
        return doc_id, out, len(source)


def _add_value(out: tantivy.Document, f: SearchField, value: Any) -> None:
    t = f.type
    if f.is_text or t in (FieldType.KEYWORD, FieldType.KEYWORD_LIST):
        many = t is FieldType.KEYWORD_LIST or (f.is_text and isinstance(value, list | tuple))
        values = value if many and isinstance(value, list | tuple) else [value]
        if not many and isinstance(value, list | tuple):
            raise DocumentInvalid(f"{f.name}: expected one string, got a list")
        for v in values:
            if not isinstance(v, str):
                raise DocumentInvalid(f"{f.name}: expected strings, got {type(v).__name__}")
            if f.is_text:
                out.add_text(f.name, v)
                if f.keyword:
                    out.add_text(f"{f.name}__kw", v)
            else:
                out.add_text(f.name, v)
                if f.searchable:
                    out.add_text(f"{f.name}__text", v)
    elif t is FieldType.INTEGER:
        if isinstance(value, bool) or not isinstance(value, int):
            raise DocumentInvalid(f"{f.name}: expected an integer")
        out.add_integer(f.name, value)
    elif t is FieldType.FLOAT:
        out.add_float(f.name, _float(f, value))
    elif t is FieldType.BOOL:
        if not isinstance(value, bool):
            raise DocumentInvalid(f"{f.name}: expected true or false")
        out.add_boolean(f.name, value)
    elif t is FieldType.DATE:
        try:
            out.add_date(f.name, parse_date(value, f.name))
        except SearchQueryInvalid as exc:
            raise DocumentInvalid(f"{f.name}: {exc.reason}") from None


def _float(f: SearchField, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise DocumentInvalid(f"{f.name}: expected a finite number")
    return float(value)


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")
