"""The city kind: a place a member may say they live in, found by its names, near a point."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from api.models import City
from api.search.index_fields import FieldType, IndexSchema, SearchField, TermsFacet, count_field, name_field
from api.search_kinds.declaration import Doc, IndexedKind, KindDocuments, Rows, itself, row_docs

SCHEMA = IndexSchema(
    kind="city",
    display_field="name",
    fields=(
        name_field(),
        SearchField("asciiname", FieldType.TEXT_AUTOCOMPLETE, boost=2.0),
        SearchField("country_code", FieldType.KEYWORD, filterable=True, facet=TermsFacet()),
        SearchField("admin1", FieldType.TEXT, boost=0.5, keyword=True, filterable=True, facet=TermsFacet()),
        count_field("population"),
        SearchField("lat", FieldType.FLOAT, filterable=True),
        SearchField("lng", FieldType.FLOAT, filterable=True),
        SearchField("location", FieldType.GEO_POINT, geo_source=("lat", "lng")),
    ),
)


def _rows() -> Rows:
    return select(City)


def _doc(row: Any) -> Doc:
    city = row[0]
    return {"id": str(city.id), "name": city.name, "asciiname": city.asciiname,
            "country_code": city.country_code, "admin1": city.admin1_code, "population": city.population,
            "lat": city.latitude, "lng": city.longitude}


CITY = IndexedKind(SCHEMA, capture={City: itself("city")}, documents=KindDocuments(City, _rows, row_docs(_doc)))
