"""Print the API's OpenAPI document without serving it: the source of the front end's generated types.

    .venv/bin/python -m api.openapi_export [--out PATH]

`make api-types` (web/scripts/gen-api-types.mjs) turns it into web/src/types/api.ts, and
`make check-api-types` fails when the committed file no longer matches the API.

The app is built by `api.app.create_app()` with settings that open nothing: an in-memory SQLite URL
(SQLAlchemy engines connect lazily, and only `app.openapi()` runs here), the in-process rate limiter
and a throwaway data directory. The document is the same whatever `.env` or the environment say.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from api.settings import Settings


def quiet_settings(tmp: Path) -> Settings:
    """Settings that open nothing (see above), under the throwaway directory `tmp`."""
    from api.settings import Settings

    return Settings(
        environment="test",
        data_dir=tmp,
        web_dist_dir=tmp / "dist",
        database_url="sqlite:///:memory:",
        broker_url="memory://",
        search_url="embedded://",
        mail_url="outbox://",
        files_url="local://",
        log_level="WARNING",
    )


def openapi_document() -> dict[str, Any]:
    from api.app import create_app

    with tempfile.TemporaryDirectory(prefix="glowdex-openapi-") as tmp:
        return create_app(quiet_settings(Path(tmp))).openapi()


def render(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m api.openapi_export", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the document here instead of stdout")
    args = parser.parse_args(argv)
    text = render(openapi_document())
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
