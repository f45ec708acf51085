"""The one-way dependency rule: indexer -> api -> ingredient_engine, never back."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = {"ingredient_engine": {"api", "indexer"}, "api": {"indexer"}}


def _imported_packages(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


def violations(root: Path = ROOT) -> list[str]:
    bad = []
    for package, forbidden in FORBIDDEN.items():
        for path in sorted((root / package).rglob("*.py")):
            for name in _imported_packages(path) & forbidden:
                bad.append(f"{path.relative_to(root)} imports {name}")
    return bad


def test_no_package_imports_against_the_dependency_rule():
    assert violations() == []


def test_the_guard_catches_a_violation(tmp_path):
    (tmp_path / "ingredient_engine").mkdir()
    (tmp_path / "ingredient_engine" / "leak.py").write_text("from api.settings import x\nimport indexer.cli\n")
    (tmp_path / "api").mkdir()
    (tmp_path / "api" / "ok.py").write_text("from ingredient_engine.types import Ingredient\n")
    assert sorted(violations(tmp_path)) == [
        "ingredient_engine/leak.py imports api", "ingredient_engine/leak.py imports indexer"]
