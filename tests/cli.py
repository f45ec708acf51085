"""The `glowdex` CLI as an admin runs it, for process-level tests: a real process on a SQLite file of its own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

GLOWDEX = Path(sys.executable).parent / "glowdex"


def cli_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """The environment of a CLI run on `data_dir` with its own SQLite database (whatever DATABASE_URL says), an
    in-memory broker and the local mail outbox; the database is upgraded to head."""
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    env.update({"GLOWDEX_DATA_DIR": str(data_dir), "DATABASE_URL": f"sqlite:///{data_dir / 'cli.sqlite3'}",
                "BROKER_URL": "memory://", "MAIL_URL": "outbox://", "COLUMNS": "200", **extra})
    run_glowdex(["db", "upgrade"], env)
    return env


def run_glowdex(args: list[str], env: dict[str, str], code: int = 0) -> str:
    """Run `glowdex ARGS`; answers its stdout (the exit code must be `code`)."""
    done = subprocess.run([str(GLOWDEX), *args], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == code, (done.stdout, done.stderr)
    return done.stdout
