"""The rules a chosen password must meet: length, a letter and a digit, and not on the shipped list of
common passwords (`data/common_passwords.txt.gz`, the 30,000 most common passwords of a public breach
corpus; provenance in `data/common_passwords.md`)."""

from __future__ import annotations

import gzip
import re
from functools import lru_cache

from api.settings import REPO_ROOT

COMMON_PASSWORDS_FILE = REPO_ROOT / "data" / "common_passwords.txt.gz"
COMMON_MESSAGE = ("This password is one of the most common passwords, the first ones attackers try. "
                  "Please choose another, for example a few unrelated words.")


@lru_cache(maxsize=1)
def common_passwords() -> frozenset[str]:
    with gzip.open(COMMON_PASSWORDS_FILE, "rt", encoding="utf-8") as fh:
        return frozenset(line.strip().lower() for line in fh if line.strip())


def check_password(value: str) -> str:
    if not re.search(r"[A-Za-z]", value) or not re.search(r"\d", value):
        raise ValueError("Use at least one letter and one digit.")
    if value.lower() in common_passwords():
        raise ValueError(COMMON_MESSAGE)
    return value
