"""The read-mostly runtimes a process holds in memory: the fitted ingredient engine and the similarity model.

Built once by whoever assembles the process (the app factory keeps them on `app.state`; the worker runtime
holds the same object, so the embedded run has one copy) and reached through `AppRuntimes`, never through
module globals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from api.analysis.engine_runtime import EngineRuntimes
from api.settings import Settings
from api.similarity.runtime import SimilarityRuntime


@dataclass(frozen=True)
class Runtimes:
    engine: EngineRuntimes
    similarity: SimilarityRuntime

    @classmethod
    def for_settings(cls, settings: Settings) -> Runtimes:
        return cls(engine=EngineRuntimes(settings), similarity=SimilarityRuntime.for_settings(settings))


async def get_runtimes(request: Request) -> Runtimes:  # async: no I/O, so no thread hop
    runtimes: Runtimes = request.app.state.runtimes
    return runtimes


AppRuntimes = Annotated[Runtimes, Depends(get_runtimes)]
