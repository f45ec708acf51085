"""Which ingredient-name resolver a data-team command uses: the live database's engine runtime when its inci table
is filled, else one fitted on CosIng (+ CosDNA synonyms) from `settings.shared_data_dir` (`--resolver` picks)."""

from __future__ import annotations

from typing import Annotated

import typer

from api.settings import Settings, get_settings
from indexer.jsonl_input import fail
from ingredient_engine.resolve import InciResolver

ResolverOption = Annotated[str, typer.Option(
    "--resolver", help="auto: the database's inci table when filled, else CosIng; or db / cosing.")]


def _db_resolver(settings: Settings) -> InciResolver | None:
    """The engine runtime's resolver when the database exists and its inci table has rows."""
    from sqlalchemy import func, select
    from sqlalchemy.exc import SQLAlchemyError

    from api.models import Inci
    from indexer.runtime import configure_runtime, read_unit

    try:
        engines = configure_runtime(settings).runtimes.engine
        with read_unit() as session:
            if not session.scalar(select(func.count(Inci.id))):
                return None
            return engines.get(session).resolver
    except SQLAlchemyError:
        return None


def load_resolver(choice: str, settings: Settings | None = None) -> tuple[InciResolver, str]:
    settings = settings or get_settings()
    if choice not in ("auto", "db", "cosing"):
        raise fail(f"--resolver must be auto, db or cosing, not {choice!r}")
    if choice in ("auto", "db"):
        resolver = _db_resolver(settings)
        if resolver is not None:
            return resolver, "database inci table"
        if choice == "db":
            raise fail("The database has no inci rows: import the catalogue first, or use --resolver cosing.")
    cosing = settings.shared_data_dir / "cosing" / "cosing_inventory.csv"
    if not cosing.is_file():
        raise fail(f"No CosIng inventory at {cosing}; set GLOWDEX_SHARED_DATA.")
    from api.analysis.service import cosing_engine

    return cosing_engine(str(settings.shared_data_dir))[0], f"CosIng ({cosing})"


