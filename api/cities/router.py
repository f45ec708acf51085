"""`POST /city/info {lat, lng}`: the nearest city (GeoNames, population > 15 000)."""

from __future__ import annotations

from fastapi import APIRouter

from api.cities.service import nearest_city
from api.db.session import ReadSession
from api.db.write_route import AppRoute
from api.envelope import Envelope, ok
from api.errors import BusinessError
from api.runtimes import AppRuntimes
from api.search_endpoints.schemas import CityInfoIn, CityOut

router = APIRouter(tags=["cities"], route_class=AppRoute)


@router.post("/city/info", response_model=Envelope[CityOut])
def city_info(body: CityInfoIn, session: ReadSession, runtimes: AppRuntimes) -> Envelope[CityOut]:
    found = nearest_city(session, runtimes.cities, body.lat, body.lng)
    if found is None:
        raise BusinessError("No cities are loaded yet.", code="no_cities")
    city, km = found
    return ok(CityOut(city_id=city.id, name=city.name, country_code=city.country_code, admin1_code=city.admin1_code,
                      lat=city.latitude, lng=city.longitude, population=city.population, distance_km=round(km, 1)))
