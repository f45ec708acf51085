"""Data-team CLI: `glowdex inci parse`, `glowdex similarity rank | evaluate | tune | rebuild | status`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from api.settings import get_settings
from indexer.cli import app

pytestmark = pytest.mark.one_pass  # the CLI runs on a SQLite file of its own, whatever DATABASE_URL says

runner = CliRunner()

CATALOG = [
    {"id": 1, "raw": "Aqua, Niacinamide, Glycerin, Sodium Hyaluronate, Phenoxyethanol"},
    {"id": 2, "raw": "Water (Aqua), Niacinamide, Glycerine, Sodium Hyaluronate, Phenoxyethanol"},  # same as 1
    {"id": 3, "raw": "Aqua, Niacinamide, Glycerin, Parfum"},
    {"id": 4, "raw": "Aqua, Retinol, Dimethicone, Tocopherol"},
    {"id": 5, "raw": "Aqua, Salicylic Acid, Butylene Glycol"},
]


def _jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def _json_lines(output: str) -> list[dict]:
    return [json.loads(line) for line in output.splitlines() if line.startswith("{")]


def test_inci_parse_json_lines_with_parts_unrecognised_and_corrections():
    stdin = "\n".join(json.dumps(r) for r in [
        {"id": "a", "raw": "Ingredients: Aqua, Niacinamde, Titanium Dioxide [nano], Unobtainium. May contain: CI 77491"},
        {"id": "kit", "raw": "['Cleanser:', 'Water, Glycerin', 'Toner:', 'Aqua, Alcohol Denat.']"},
    ])
    result = runner.invoke(app, ["inci", "parse", "--json", "--resolver", "cosing"], input=stdin)
    assert result.exit_code == 0, result.output
    first, kit = _json_lines(result.stdout)
    assert first["id"] == "a" and first["unrecognised"] == ["Unobtainium"]
    items = first["parts"][0]["ingredients"]
    assert [i["inci"] for i in items] == ["AQUA", "NIACINAMIDE", "TITANIUM DIOXIDE", None, "CI 77491"]
    assert items[1]["raw"] == "Niacinamde" and items[1]["confidence"] < 1.0
    assert items[2]["nano"] is True and items[4]["may_contain"] is True and items[3]["confidence"] == 0.0
    assert set(items[0]) == {"inci", "raw", "may_contain", "nano", "confidence"}
    assert [p["part"] for p in kit["parts"]] == ["Cleanser", "Toner"]
    bad = runner.invoke(app, ["inci", "parse", "--json", "--resolver", "cosing"], input="not json\n")
    assert bad.exit_code == 2


@pytest.mark.parametrize("weighting", ["binary", "idf", "position"])
def test_rank_puts_the_identical_list_first(tmp_path, weighting):
    catalog = _jsonl(tmp_path / "catalog.jsonl", CATALOG)
    queries = _jsonl(tmp_path / "queries.jsonl", [CATALOG[0], {"id": "new", "raw": "Aqua, Retinol, Tocopherol"}])
    result = runner.invoke(app, ["similarity", "rank", "--catalog", str(catalog), "--queries", str(queries),
                                 "--k", "3", "--weighting", weighting, "--resolver", "cosing"])
    assert result.exit_code == 0, result.output
    first, new = _json_lines(result.stdout)
    assert first["id"] == 1 and first["ranked_ids"][0] == 2 and first["scores"][0] == pytest.approx(1.0)
    assert 1 not in first["ranked_ids"]  # a catalogue product never ranks itself
    assert first["scores"] == sorted(first["scores"], reverse=True) and len(first["ranked_ids"]) <= 3
    assert new["ranked_ids"][0] == 4


def test_evaluate_and_tune_print_a_table_and_write_an_html_report(tmp_path):
    catalog = _jsonl(tmp_path / "catalog.jsonl", CATALOG)
    labels = _jsonl(tmp_path / "labels.jsonl", [{"query_id": 1, "relevant_ids": [2]},
                                                 {"query_id": 3, "relevant_ids": [1, 2]}])
    report = tmp_path / "eval.html"
    result = runner.invoke(app, ["similarity", "evaluate", "--catalog", str(catalog), "--labels", str(labels),
                                 "--k", "2", "--report", str(report), "--resolver", "cosing"])
    assert result.exit_code == 0, result.output
    assert "MRR" in result.stdout and "1.000" in result.stdout and "2/2" in result.stdout
    page = report.read_text()
    assert "<table>" in page and "Label-free check" in page and "No failures" in page
    tuned = tmp_path / "tune.html"
    result = runner.invoke(app, ["similarity", "tune", "--catalog", str(catalog), "--labels", str(labels),
                                 "--report", str(tuned), "--resolver", "cosing"])
    assert result.exit_code == 0, result.output
    assert "Best:" in result.output and "position" in tuned.read_text() and "<svg" in tuned.read_text()
    no_labels = runner.invoke(app, ["similarity", "evaluate", "--catalog", str(catalog), "--report",
                                    str(tmp_path / "x.html"), "--resolver", "cosing"])
    assert no_labels.exit_code == 0 and "2/2" in no_labels.stdout


def test_rebuild_and_status_on_the_live_database(tmp_path, monkeypatch):
    from api.db.migrate import upgrade

    monkeypatch.setenv("GLOWDEX_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'cli.sqlite3'}")
    get_settings.cache_clear()
    try:
        upgrade(get_settings().resolved_database_url)
        assert runner.invoke(app, ["similarity", "status"]).exit_code == 1
        first = runner.invoke(app, ["similarity", "rebuild"])
        assert first.exit_code == 0, first.output
        assert "Rebuilt" in first.output
        assert "Skipped" in runner.invoke(app, ["similarity", "rebuild"]).output
        assert "Rebuilt" in runner.invoke(app, ["similarity", "rebuild", "--force"]).output
        status = runner.invoke(app, ["similarity", "status"])
        assert status.exit_code == 0 and json.loads(status.stdout)["products"] == 0
    finally:
        get_settings.cache_clear()


def test_inci_completions_derives_the_table_from_the_shared_files(tmp_path):
    shared = tmp_path / "shared"
    (shared / "cosing").mkdir(parents=True)
    (shared / "cosing" / "cosing_inventory.csv").write_text(
        "inci_name,cas_number,einecs_number,function\n"
        "GLYCERIN,56-81-5,,Humectant\nGLYCYRRHIZA GLABRA ROOT EXTRACT,,,Skin Conditioning\n"
        "GLYCYRRHIZA GLABRA LEAF EXTRACT,,,Skin Conditioning\n")
    (shared / "lookfantastic").mkdir()
    rows = ["glycerin', 'glycyrrhiza glabra root extract"] * 12 + ["glycerin', 'glycyrrhiza glabra extract"]
    (shared / "lookfantastic" / "skincare_products_clean.csv").write_text(
        "product_name,product_url,product_type,clean_ingreds,price\n"
        + "".join(f"P{i},https://example.test/{i},Serum,\"['{r}']\",$5.00\n" for i, r in enumerate(rows)))
    out = tmp_path / "label_completions.csv"
    result = runner.invoke(app, ["inci", "completions", "--shared", str(shared), "--out", str(out)])
    assert result.exit_code == 0, result.output
    lines = [line for line in out.read_text().splitlines() if not line.startswith("#")]
    assert lines == ["label,inci,share,support,seen",
                     "glycyrrhiza glabra extract,GLYCYRRHIZA GLABRA ROOT EXTRACT,1.000,12,1"]
    missing = runner.invoke(app, ["inci", "completions", "--shared", str(tmp_path / "nowhere"), "--out", str(out)])
    assert missing.exit_code == 2 and "No CosIng inventory" in missing.output
