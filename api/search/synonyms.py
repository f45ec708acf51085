"""INCI synonyms for the search analyzers (Aqua = Water …; a former INCI name = its current one), from the
engine's authored tables."""

from __future__ import annotations

from functools import lru_cache

from ingredient_engine.rules import (
    default_rules_dir,
    load_common_names,
    load_inci_name_history,
    load_label_aliases,
)

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
    "sunscreen": ["spf", "sunblock", "sun cream", "sun screen"],
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


@lru_cache(maxsize=1)
def inci_other_names() -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """INCI name -> (its other names, the names it is *the* ingredient for), from the engine's authored tables:
    label spellings (`label_aliases.csv`: "tea tree oil" -> MELALEUCA ALTERNIFOLIA LEAF OIL), members' common names
    (`common_names.csv`: "vitamin c" -> ASCORBIC ACID and its derivatives) and former INCI names. An ingredient is
    *the* one for a common name when it is listed first ("vitamin c" is ASCORBIC ACID; SODIUM ASCORBYL PHOSPHATE is a
    form of it), so a search for the name picks that one as the best match."""
    synonyms_dir = default_rules_dir() / "synonyms"
    other: dict[str, dict[str, None]] = {}
    primary: dict[str, dict[str, None]] = {}

    def add(inci: str, name: str, is_primary: bool) -> None:
        inci, name = inci.upper(), name.strip().lower()
        if name and name != inci.lower():
            other.setdefault(inci, {})[name] = None
            if is_primary:
                primary.setdefault(inci, {})[name] = None

    for alias, inci in load_label_aliases(synonyms_dir / "label_aliases.csv").items():
        add(inci, alias, True)
    for term, incis in load_common_names(synonyms_dir / "common_names.csv").items():
        for i, inci in enumerate(incis):
            add(inci, term, i == 0)
    for former, current in load_inci_name_history(synonyms_dir / "inci_name_history.csv").items():
        add(current, former, True)
    return {inci: (tuple(names), tuple(primary.get(inci, {}))) for inci, names in other.items()}
