"""Property-based run over every API route: no generated input may produce a 5xx, and every status a route
answers is documented in the OpenAPI document (issue 8: ErrorBody under 401/403/404/413/422/429/503)."""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import status_code_conformance

from api.app import create_app
from api.settings import Settings

# Its app runs on a SQLite file of its own whatever DATABASE_URL says: the SQLite pass of make test would repeat it.
pytestmark = pytest.mark.one_pass


def _make_app():
    import tempfile

    from api.db.migrate import upgrade

    data_dir = tempfile.mkdtemp(prefix="glowdex-schemathesis-")
    s = Settings(environment="test", data_dir=data_dir, database_url="", broker_url="memory://",
                 login_rate=(10_000, 60), code_rate=(10_000, 60))
    upgrade(s.resolved_database_url)
    from indexer.embedded import build_missing_indices
    from indexer.runtime import configure_runtime

    configure_runtime(s)
    build_missing_indices(s)
    return create_app(s)


schema = schemathesis.openapi.from_asgi("/api/openapi.json", _make_app())


@schema.parametrize()
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_no_server_errors(case):
    response = case.call()
    case.validate_response(response, checks=[status_code_conformance])
    assert response.status_code < 500, f"{case.method} {case.path} -> {response.status_code}: {response.text[:300]}"
    body = response.json()
    assert isinstance(body, dict) and isinstance(body.get("status"), bool) and isinstance(body.get("msg"), str)
