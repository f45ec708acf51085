"""Similar products (spec §7 "Similarity"): `GET /similarity/jcd`."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.db.session import ReadSession
from api.db.write_route import AppRoute
from api.deps import OptionalUser
from api.envelope import Envelope, ok_model
from api.runtimes import AppRuntimes
from api.similarity import service
from api.similarity.schemas import Metric, SimilarityOut

router = APIRouter(tags=["similarity"], route_class=AppRoute)
ProductIdQuery = Annotated[int, Query(ge=1, le=2**53)]
TopK = Annotated[int, Query(ge=1, le=50)]


@router.get("/similarity/jcd", response_model=Envelope[SimilarityOut])
def similar_products(
    product_id: ProductIdQuery,
    session: ReadSession,
    runtimes: AppRuntimes,
    viewer: OptionalUser,
    k: TopK = 10,
    metric: Metric = "jaccard",
    same_category: bool = False,
) -> Response:
    return ok_model(service.similar(session, runtimes, product_id, viewer, k=k, metric=metric,
                                    same_category=same_category))
