"""Glowdex's ingredient engine: parse, resolve and analyse INCI lists; vectorise; exact similarity; dupes.

A pure library (no database, settings or HTTP). The public names below load on first use, so
importing one small module (e.g. `ingredient_engine.types`) does not pull in scikit-learn or numba.

    from ingredient_engine import parse_inci, fit_default_resolver, IngredientVectorizer, SimilarityIndex

See README.md beside this file for examples.
"""

from __future__ import annotations

import importlib
from typing import Any

_PUBLIC = {
    "types": ("Ingredient",),
    "parse": ("ParsedIngredient", "ParsedPart", "ParsedList", "parse_inci"),
    "resolve": ("Resolution", "ResolvedIngredient", "ResolvedList", "InciResolver", "fit_resolver",
                "fit_default_resolver", "to_ingredients"),
    "analyse": ("Analysis", "Analyzer", "Flag", "SkinProfile", "fit_analyzer", "fit_default_analyzer", "is_active",
                "key_actives"),
    "vectorize": ("IngredientVectorizer", "Vectorized"),
    "similarity": ("SimilarityIndex", "Neighbor"),
    "dupes": ("DupeFinder", "Dupe"),
    "evaluate": ("precision_at_k", "recall_at_k", "reciprocal_rank", "evaluate_rankings", "identical_lists_check",
                 "parse_scores"),
    "artefact": ("save", "load", "Artefact"),
    "catalog_sources": ("load_cosing", "load_cosdna", "iter_catalog"),
}
_WHERE = {name: module for module, names in _PUBLIC.items() for name in names}
__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'ingredient_engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"ingredient_engine.{module}"), name)
    globals()[name] = value
    return value
