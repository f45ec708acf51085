"""A member's city as profiles show it."""

from __future__ import annotations

from pydantic import BaseModel

from api.models import City


class CityRef(BaseModel):
    """A GeoNames city a member chose (`/city/search` or `/city/info`); `label` is how profiles show it."""

    city_id: int
    name: str
    country_code: str
    label: str


def city_label(city: City) -> str:
    return f"{city.name}, {city.country_code}"


def city_ref(city: City | None) -> CityRef | None:
    if city is None:
        return None
    return CityRef(city_id=city.id, name=city.name, country_code=city.country_code, label=city_label(city))
