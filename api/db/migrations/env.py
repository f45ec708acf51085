"""Alembic environment: batch mode on SQLite, our engine factory, the models' metadata."""

from __future__ import annotations

from alembic import context

import api.models  # noqa: F401 - registers every table on the metadata
from api.db.base import Base
from api.db.engine import make_engine

config = context.config
target_metadata = Base.metadata


def run_migrations_online() -> None:
    url = config.get_main_option("sqlalchemy.url")
    assert url, "sqlalchemy.url is set by api.db.migrate.alembic_config"
    engine = make_engine(url)
    with engine.connect() as connection:
        if connection.dialect.name == "sqlite":
            # Batch mode rebuilds tables (copy, drop, rename); with foreign keys on, the DROP would fire
            # ON DELETE actions on referencing rows. Off before the migration transaction begins.
            raw = connection.connection.driver_connection
            assert raw is not None
            raw.execute("PRAGMA foreign_keys=OFF")
        context.configure(
            connection=connection,
            target_metadata=target_metadata,
            render_as_batch=connection.dialect.name == "sqlite",
            compare_type=True,
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run_migrations_online()
