"""Load the authored rule tables in `data/rules/` and `data/synonyms/`.

Tables are small CSVs with a `#` comment header naming their source. Paths are passed in by callers;
`default_rules_dir()` points at the repository's `data/` folder for notebooks and tests.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

__all__ = [
    "default_rules_dir",
    "read_table",
    "PatternRule",
    "load_pattern_rules",
    "load_label_aliases",
    "load_common_names",
    "load_colour_index",
    "load_extra_inci",
    "load_inci_name_history",
    "load_inci_renames",
    "load_function_descriptions",
    "load_ingredient_descriptions",
    "function_description",
    "ingredient_description",
]


def default_rules_dir() -> Path:
    """The repository's `data/` folder (holds `rules/` and `synonyms/`)."""
    return Path(__file__).resolve().parents[1] / "data"


def read_table(path: str | Path) -> list[dict[str, str]]:
    """Rows of a CSV whose leading `#` lines are a source/comment header."""
    with open(path, encoding="utf-8", newline="") as fh:
        lines = [line for line in fh if not line.startswith("#")]
    return [{k: (v or "").strip() for k, v in row.items()} for row in csv.DictReader(lines)]


@dataclass(frozen=True, slots=True)
class PatternRule:
    """One `kind,pattern` row: an exact INCI name or a full-match regex, tagged with a label."""

    label: str
    kind: str
    pattern: str
    regex: re.Pattern[str] | None

    def matches(self, inci: str) -> bool:
        if self.regex is not None:
            return self.regex.fullmatch(inci) is not None
        return inci == self.pattern


def load_pattern_rules(path: str | Path, label_column: str) -> list[PatternRule]:
    rules = []
    for row in read_table(path):
        kind = row["kind"]
        rx = re.compile(row["pattern"]) if kind == "regex" else None
        rules.append(PatternRule(label=row.get(label_column, kind), kind=kind, pattern=row["pattern"], regex=rx))
    return rules


def load_label_aliases(path: str | Path) -> dict[str, str]:
    return {row["alias"]: row["inci"] for row in read_table(path)}


def load_common_names(path: str | Path) -> dict[str, tuple[str, ...]]:
    return {row["term"]: tuple(n for n in row["inci"].split("|") if n) for row in read_table(path)}


def load_colour_index(path: str | Path) -> list[tuple[str, str, tuple[str, ...]]]:
    """(CI code, chemical name, other names) rows of `colour_index.csv`."""
    return [
        (row["ci"], row["chemical_name"], tuple(n for n in row["other_names"].split("|") if n))
        for row in read_table(path)
    ]


def load_extra_inci(path: str | Path) -> list[str]:
    """INCI names missing from the 2020 CosIng snapshot (`extra_inci.csv`: inci, source); [] if the file is absent."""
    path = Path(path)
    return [row["inci"] for row in read_table(path) if row.get("inci")] if path.exists() else []


def load_inci_renames(path: str | Path) -> dict[str, str]:
    """Former -> current INCI botanical name prefixes (`inci_renames.csv`: former, current, source)."""
    path = Path(path)
    return {row["former"]: row["current"] for row in read_table(path)} if path.exists() else {}


def load_inci_name_history(path: str | Path) -> dict[str, str]:
    """Former -> current INCI name of one substance (`inci_name_history.csv`: former, current, source)."""
    path = Path(path)
    return {row["former"].upper(): row["current"].upper() for row in read_table(path)} if path.exists() else {}


def load_label_completions(path: str | Path) -> dict[str, str]:
    """Incomplete label name -> INCI (`label_completions.csv`: label, inci, share, support); {} if absent."""
    path = Path(path)
    return {row["label"]: row["inci"] for row in read_table(path)} if path.exists() else {}


@lru_cache(maxsize=4)
def load_function_descriptions(path: str | Path | None = None) -> dict[str, str]:
    """CosIng function (upper case) -> plain-words description (`rules/function_descriptions.csv`); {} if absent."""
    path = Path(path) if path else default_rules_dir() / "rules" / "function_descriptions.csv"
    return {row["function"].upper(): row["description"] for row in read_table(path)} if path.exists() else {}


@lru_cache(maxsize=4)
def load_ingredient_descriptions(path: str | Path | None = None) -> dict[str, str]:
    """INCI name (upper case) -> what it does in plain words (`rules/ingredient_descriptions.csv`); {} if absent."""
    path = Path(path) if path else default_rules_dir() / "rules" / "ingredient_descriptions.csv"
    return {row["inci"].upper(): row["description"] for row in read_table(path)} if path.exists() else {}


def function_description(function: str) -> str | None:
    """What a CosIng function means in plain words ("Humectant" -> "Draws water into the skin ..."), else None."""
    return load_function_descriptions().get(" ".join(function.upper().split()))


def ingredient_description(inci: str) -> str | None:
    """What an ingredient does in plain words, for the catalogue's most used ingredients; else None."""
    return load_ingredient_descriptions().get(inci.upper())
