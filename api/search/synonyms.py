"""INCI synonyms for the search analyzers (Aqua = Water …; a former INCI name = its current one), from the
engine's authored tables."""

from __future__ import annotations

from functools import lru_cache

from ingredient_engine.rules import default_rules_dir, load_inci_name_history

# Kept small and certain: the engine's resolver handles the long tail at analysis time.
_CORE = {
    "aqua": ["water", "eau"],
    "parfum": ["fragrance", "perfume"],
    "tocopherol": ["vitamin e"],
    "ascorbic acid": ["vitamin c"],
    "retinol": ["vitamin a"],
    "niacinamide": ["vitamin b3", "nicotinamide"],
    "panthenol": ["provitamin b5", "vitamin b5"],
    "salicylic acid": ["bha"],
    "sodium hyaluronate": ["hyaluronic acid"],
    "butyrospermum parkii butter": ["shea butter"],
}


@lru_cache(maxsize=1)
def load_synonyms() -> dict[str, list[str]]:
    """The core table plus the INCI name history (CERAMIDE 3 = CERAMIDE NP): products are indexed under their
    current names, and a member may type the one printed on an older label."""
    table = {k: list(v) for k, v in _CORE.items()}
    history = load_inci_name_history(default_rules_dir() / "synonyms" / "inci_name_history.csv")
    for former, current in history.items():
        table.setdefault(current.lower(), []).append(former.lower())
    return table
