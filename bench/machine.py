"""What every benchmark report states: the machine, its load, and the date."""

from __future__ import annotations

import os
import platform
import re
from datetime import UTC, datetime
from pathlib import Path


def machine_line() -> str:
    cpu = "unknown CPU"
    try:
        match = re.search(r"model name\s*:\s*(.+)", Path("/proc/cpuinfo").read_text())
        cpu = match.group(1).strip() if match else cpu
    except OSError:
        pass
    mem_gb = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return (f"Machine: {platform.node()} — {cpu}, {os.cpu_count()} cores, {mem_gb:.0f} GiB, "
            f"{platform.system()} {platform.release()}, Python {platform.python_version()}; "
            f"load average {load}; measured {datetime.now(UTC):%Y-%m-%d %H:%M} UTC.")


def write_section(path: Path, title: str, lines: list[str]) -> None:
    """Replace (or add) the section `## title` in a markdown report."""
    text = path.read_text() if path.exists() else f"# {path.stem.replace('_', ' ').capitalize()}\n"
    block = f"## {title}\n\n" + "\n".join(lines).rstrip() + "\n"
    pattern = re.compile(rf"^## {re.escape(title)}\n.*?(?=^## |\Z)", re.M | re.S)
    text = pattern.sub(block + "\n", text) if pattern.search(text) else text.rstrip() + "\n\n" + block
    path.write_text(text)
