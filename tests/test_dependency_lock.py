"""requirements.lock is what `make` installs: it must pin every dependency pyproject.toml declares, at a version
the declaration allows (a dependency added or re-ranged without `make lock` fails here, not on a fresh clone)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]


def _locked() -> dict[str, str]:
    pins = re.findall(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)", (ROOT / "requirements.lock").read_text(), re.M)
    return {canonicalize_name(name): version for name, version in pins}


def _declared() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    specs = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        specs += extra
    return [Requirement(spec) for spec in specs]


def test_every_declared_dependency_is_locked_at_an_allowed_version():
    locked = _locked()
    problems = []
    for req in _declared():
        version = locked.get(canonicalize_name(req.name))
        if version is None:
            problems.append(f"{req.name}: not in requirements.lock")
        elif not req.specifier.contains(version, prereleases=True):
            problems.append(f"{req.name}: locked {version}, pyproject asks {req.specifier}")
    assert problems == [], "run `make lock`: " + "; ".join(problems)


def test_every_locked_package_carries_a_hash():
    text = (ROOT / "requirements.lock").read_text()
    blocks = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n", 2)[2])
    assert blocks and all("--hash=sha256:" in block for block in blocks if "==" in block)
