"""Everything a process holds in memory beyond one request: the fitted ingredient engine, the similarity model,
the nearest-city tree, the browse caches, the label OCR slot, the category chains and the sign-in providers'
discovery documents.

Built once by whoever assembles the process (the app factory keeps them on `app.state.runtimes`; the worker runtime
holds the same object, so the embedded run has one copy), reached through `AppRuntimes`, never through module
globals or attributes a route adds to `app.state`, and closed on shutdown (`close`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from api.analysis.engine_runtime import EngineRuntimes
from api.browse.labels import BrandLabels
from api.browse.shuffle import ShuffledProducts
from api.cities.service import CityTrees
from api.db.engine import Database
from api.db.session import SessionMakers
from api.labels.reader import LabelOcr
from api.products.category_chains import CategoryChains
from api.ratelimit import RateLimiter, make_rate_limiter
from api.search.runtime import SearchRuntime
from api.search_kinds.registry import SCHEMAS
from api.settings import Settings
from api.similarity.runtime import SimilarityRuntime
from api.social_login.providers import OidcDiscovery


@dataclass(frozen=True)
class Runtimes:
    db: Database  # the engine (one pool) and the session makers
    engine: EngineRuntimes
    similarity: SimilarityRuntime
    search: SearchRuntime  # the search backend, over the indexed kinds' schemas (the engine knows no kind)
    cities: CityTrees
    shuffled_products: ShuffledProducts  # /product/random_list's orders per seed
    brand_labels: BrandLabels  # /brand/labels' counts
    label_ocr: LabelOcr  # one OCR at a time per process (api/labels/reader.py)
    rate_limiter: RateLimiter  # in Redis when the broker is, else in memory
    category_chains: CategoryChains  # each category's ancestors (product pages, rating criteria)
    oidc: OidcDiscovery  # the sign-in providers' discovery documents

    @classmethod
    def for_settings(cls, settings: Settings, *, makers: SessionMakers | None = None) -> Runtimes:
        """`makers`: sessions a test (or a process) made already, else the database of the settings."""
        return cls(db=Database(settings, makers), engine=EngineRuntimes(settings), similarity=SimilarityRuntime.for_settings(settings),
                   search=SearchRuntime(settings, SCHEMAS), cities=CityTrees(),
                   shuffled_products=ShuffledProducts(settings.random_list_ttl),
                   brand_labels=BrandLabels(settings.brand_labels_ttl), label_ocr=LabelOcr.for_settings(settings),
                   rate_limiter=make_rate_limiter(settings.broker_url),
                   category_chains=CategoryChains(), oidc=OidcDiscovery())

    def close(self) -> None:
        """On shutdown: what holds files, connections or threads."""
        self.search.close()
        self.db.close()


async def get_runtimes(request: Request) -> Runtimes:  # async: no I/O, so no thread hop
    runtimes: Runtimes = request.app.state.runtimes
    return runtimes


AppRuntimes = Annotated[Runtimes, Depends(get_runtimes)]
