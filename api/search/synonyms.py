"""INCI synonyms for the search analyzers (Aqua = Water …), from the engine's authored tables."""

from __future__ import annotations

from functools import lru_cache

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
    return {k: list(v) for k, v in _CORE.items()}
