"""Ingredient names typed by members → canonical INCI names for index filters."""

from __future__ import annotations

from api.search.synonyms import load_synonyms


def canonical_inci(name: str) -> str:
    """Upper-cased CosIng spelling; common names (water, fragrance, vitamin e …) map to their INCI."""
    key = " ".join(name.lower().split())
    for canonical, others in load_synonyms().items():
        if key == canonical or key in others:
            return canonical.upper()
    return key.upper()
