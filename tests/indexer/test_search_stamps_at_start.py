"""An embedded index made before its documents carried their commit (api/search/backends/embedded.py, SEQ_FIELD) is
rebuilt when the server starts: without the stamps every commit changes the structure, and the answer cache keeps no
search answer across a like (issue 25)."""

from __future__ import annotations

import json

from api.db.migrate import upgrade
from api.search.backends.embedded import LAYOUT_FILE
from api.settings import Settings
from indexer.embedded import build_missing_indices
from indexer.runtime import configure_runtime, runtime


def test_an_index_made_before_the_commit_stamps_is_rebuilt_at_start_and_the_others_are_left(tmp_path):
    settings = Settings(environment="test", data_dir=tmp_path, database_url="", broker_url="memory://")
    upgrade(settings.resolved_database_url)
    try:
        configure_runtime(settings)
        build_missing_indices(settings)
        live = {kind: runtime().search_backend.live_index(kind) for kind in ("brand", "product")}
        root = settings.data_dir / "search"
        layout = root / live["brand"] / LAYOUT_FILE
        layout.write_text(json.dumps({"fingerprint": json.loads(layout.read_text())["fingerprint"]}))  # as it was
        runtime().runtimes.close()

        configure_runtime(settings)  # a server starting on that data directory
        backend = runtime().search_backend
        assert backend.predates_commit_stamps("brand") and not backend.predates_commit_stamps("product")
        build_missing_indices(settings)
        assert backend.live_index("brand") != live["brand"] and not backend.predates_commit_stamps("brand")
        assert backend.live_index("product") == live["product"]
    finally:
        runtime().runtimes.close()
