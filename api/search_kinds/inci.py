"""The ingredient kind: an INCI name, found by it and by its common names and other spellings."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from api.models import Inci
from api.search.index_fields import FieldType, IndexSchema, SearchField, TermsFacet, count_field, name_field
from api.search.synonyms import inci_other_names
from api.search_kinds.declaration import Doc, IndexedKind, KindDocuments, Rows, itself, row_docs

SCHEMA = IndexSchema(
    kind="inci",
    display_field="name",
    suggestion_fields=("uuid",),  # stored in every document, not searched
    fields=(
        name_field(),
        SearchField("synonyms", FieldType.TEXT, boost=2.0, highlight=True),  # common names, other spellings
        SearchField("functions", FieldType.KEYWORD_LIST, filterable=True, facet=TermsFacet()),
        count_field("product_count"),
    ),
)


def _rows() -> Rows:
    return select(Inci)


def _doc(row: Any) -> Doc:
    """`synonyms`: the names members and labels use for it (searched); `primary_names`: those of them it is *the*
    ingredient for (stored only: the mixed search's best match, `api/search_endpoints/mixed.py`)."""
    inci = row[0]
    names, primary = inci_other_names().get(inci.name, ((), ()))
    return {"id": str(inci.id), "name": inci.name, "uuid": inci.uuid, "synonyms": ", ".join(names),
            "primary_names": list(primary), "functions": list(inci.functions or []),
            "product_count": inci.product_count}


INCI = IndexedKind(SCHEMA, capture={Inci: itself("inci")}, documents=KindDocuments(Inci, _rows, row_docs(_doc)))
