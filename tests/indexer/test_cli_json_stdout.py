"""Every JSON-emitting `glowdex` command prints only JSON on stdout; logs go to stderr (issue 8 §5).

Run as a real process, the way the data team pipes it into `jq` or a scorer: an in-process CliRunner mixes
streams and shares this process's logging setup, which is how a log line on stdout went unseen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.one_pass  # its CLI processes run on a SQLite file of their own

GLOWDEX = Path(sys.executable).parent / "glowdex"
CATALOG = [
    {"id": 1, "raw": "Aqua, Niacinamide, Glycerin, Sodium Hyaluronate, Phenoxyethanol"},
    {"id": 2, "raw": "Water (Aqua), Niacinamide, Glycerine, Sodium Hyaluronate, Phenoxyethanol"},
    {"id": 3, "raw": "Aqua, Retinol, Dimethicone, Tocopherol"},
]


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    data = tmp_path_factory.mktemp("cli-data")
    out = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    out.update(GLOWDEX_DATA_DIR=str(data), DATABASE_URL=f"sqlite:///{data / 'cli.sqlite3'}", LOG_LEVEL="DEBUG",
               BROKER_URL="memory://", MAIL_URL="outbox://", GLOWDEX_SHARED_DATA=str(_small_cosing(data)))
    _run(["db", "upgrade"], out)
    _add_inci(out["DATABASE_URL"])  # `--resolver auto` then builds the engine runtime, which logs
    _run(["similarity", "rebuild"], out)
    return out


def _small_cosing(data: Path) -> Path:
    """A shared-data folder whose CosIng inventory holds only these lists' names, in the real file's columns: what is
    tested is where the commands print, and fitting on the whole inventory cost ~10 s per command."""
    shared = data / "shared"
    (shared / "cosing").mkdir(parents=True)
    rows = [("AQUA", "7732-18-5", "Solvent"), ("GLYCERIN", "56-81-5", "Humectant"), ("NIACINAMIDE", "98-92-0",
            "Skin Conditioning"), ("SODIUM HYALURONATE", "9067-32-7", "Humectant"), ("PHENOXYETHANOL", "122-99-6",
            "Preservative"), ("RETINOL", "68-26-8", "Skin Conditioning"), ("DIMETHICONE", "9006-65-9", "Emollient"),
            ("TOCOPHEROL", "59-02-9", "Antioxidant")]
    (shared / "cosing" / "cosing_inventory.csv").write_text(
        "inci_name,cas_number,einecs_number,function\n" + "".join(f"{n},{c},,{f}\n" for n, c, f in rows))
    return shared


def _add_inci(url: str) -> None:
    from sqlalchemy.orm import Session

    from api.db.engine import make_engine
    from api.models import Inci

    engine = make_engine(url)
    with Session(engine) as session, session.begin():
        session.add_all([Inci(name=name, functions=[]) for name in
                         ("AQUA", "GLYCERIN", "NIACINAMIDE", "SODIUM HYALURONATE", "PHENOXYETHANOL", "RETINOL",
                          "DIMETHICONE", "TOCOPHEROL")])
    engine.dispose()


def _run(args: list[str], env: dict[str, str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(GLOWDEX), *args], input=stdin, capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    return done


def _jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def _all_json_lines(stdout: str) -> list[object]:
    lines = [line for line in stdout.splitlines() if line.strip()]
    return [json.loads(line) for line in lines]  # any log line here fails the parse


def test_inci_parse_json_prints_only_json_lines(env: dict[str, str]) -> None:
    stdin = "".join(json.dumps(r) + "\n" for r in CATALOG)
    for resolver in ("auto", "cosing"):
        done = _run(["inci", "parse", "--json", "--resolver", resolver], env, stdin)
        assert [row["id"] for row in _all_json_lines(done.stdout)] == [1, 2, 3]  # type: ignore[index]


def test_similarity_rank_prints_only_json_lines(env: dict[str, str], tmp_path: Path) -> None:
    catalog = _jsonl(tmp_path / "catalog.jsonl", CATALOG)
    queries = _jsonl(tmp_path / "queries.jsonl", CATALOG[:2])
    done = _run(["similarity", "rank", "--catalog", str(catalog), "--queries", str(queries), "--k", "2"], env)
    assert [row["id"] for row in _all_json_lines(done.stdout)] == [1, 2]  # type: ignore[index]
    assert "Ranked 2 queries" in done.stderr  # the summary is for people: stderr


def test_similarity_status_and_mail_outbox_print_only_json(env: dict[str, str]) -> None:
    assert json.loads(_run(["similarity", "status"], env).stdout)["products"] == 0
    assert _all_json_lines(_run(["mail", "outbox", "--json"], env).stdout) == []


def test_logs_go_to_stderr(env: dict[str, str]) -> None:
    done = _run(["inci", "parse", "--json", "--resolver", "auto"], env, json.dumps(CATALOG[0]) + "\n")
    assert "engine_runtime_built" in done.stderr and "engine_runtime_built" not in done.stdout
